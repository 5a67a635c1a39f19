// Corrections, what other seats see: a hand's correction and a seat's request show the hand's
// size to everyone, and its cards by resource only to that seat itself. A stack the host counts
// shows its new count to all and its count before to none: after a hidden hand correction that
// count is hidden (view.ts publicBank), and "not 3" would spell out the hidden delta.
import { total } from '../../hand';
import type { HidePart } from '../kit';

export const hide: HidePart<'corrected' | 'correctionRequested'> = {
  corrected: (ev, viewer) => {
    if (ev.fix.kind === 'bank') return { ...ev, fix: { ...ev.fix, from: null } };
    return ev.fix.kind !== 'hand' || viewer === ev.fix.seat
      ? ev
      : { ...ev, fix: { ...ev.fix, delta: null } };
  },
  correctionRequested: (ev, viewer) =>
    viewer === ev.seat ? ev : { ...ev, hand: null, count: total(ev.hand) },
};
