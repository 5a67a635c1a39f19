// Progress cards, what other seats see: a card drawn, put back or taken is its holder's secret
// (a VP card is shown at once, so it stays in sight); the cards a bishop steals are seen by the
// thief and each victim; the cards a wedding, master merchant, commercial harbor or saboteur
// moves by the two seats concerned.

import type { HideHandler, HidePart } from '../kit';
import { isVpCard } from './cards';

/**
 * A gate face's draws as `viewer` sees the roll (the roll is the core's event: lib/game/view.ts
 * applies this after Starfarers' supply hiding).
 */
export const hideGateDraws: HideHandler<'rolled'> = (ev, viewer) =>
  ev.progress
    ? {
        ...ev,
        progress: ev.progress.map((x) =>
          viewer === x.seat || isVpCard(x.card) ? x : { ...x, card: null },
        ),
      }
    : ev;

export const hide: HidePart<
  'progressDrawn' | 'progressDiscarded' | 'progressPlayed' | 'progressAnswered'
> = {
  progressDrawn: (ev, viewer) =>
    viewer === ev.seat || isVpCard(ev.card) ? ev : { ...ev, card: null },
  progressDiscarded: (ev, viewer) => (viewer === ev.seat ? ev : { ...ev, card: null }),
  progressPlayed: (ev, viewer) =>
    ev.stolen
      ? { ...ev, stolen: ev.stolen.map((r, i) => (viewer === ev.seat || viewer === i ? r : null)) }
      : ev,
  progressAnswered: (ev, viewer) => {
    if (viewer === ev.seat || viewer === ev.to) return ev;
    const { cards, card, ...rest } = ev;
    return {
      ...rest,
      ...(cards ? { cards: null } : {}),
      ...(card !== undefined ? { card: null } : {}),
    };
  },
};
