// Corrections, what other seats see: a hand's correction and a seat's request show the hand's
// size to everyone, and its cards by resource only to that seat itself.
import { total } from '../../hand';
import type { HidePart } from '../kit';

export const hide: HidePart<'corrected' | 'correctionRequested'> = {
  corrected: (ev, viewer) =>
    ev.fix.kind !== 'hand' || viewer === ev.fix.seat
      ? ev
      : { ...ev, fix: { ...ev.fix, delta: null } },
  correctionRequested: (ev, viewer) =>
    viewer === ev.seat ? ev : { ...ev, hand: null, count: total(ev.hand) },
};
