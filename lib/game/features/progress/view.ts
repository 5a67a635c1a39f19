// Progress cards, what other seats see: a card drawn, put back or taken is its holder's secret
// (a VP card is shown at once, so it stays in sight); the cards a bishop steals are seen by the
// thief and each victim; the cards a wedding, master merchant, commercial harbor or saboteur
// moves by the two seats concerned.

import type { ProgressHeld } from '../../types';
import type { HideHandler, HidePart } from '../kit';
import { isKnown, isVpCard } from './cards';

/**
 * A gate face's draws as `viewer` sees the roll (the roll is the core's event: lib/game/view.ts
 * applies this after Starfarers' supply hiding).
 */
export const hideGateDraws: HideHandler<'rolled'> = (ev, viewer) =>
  ev.progress
    ? {
        ...ev,
        progress: ev.progress.map((x) =>
          viewer === x.seat || shownCard(x.card) ? x : { ...x, card: null },
        ),
      }
    : ev;

/** A card everyone may know: a VP card (shown at once), or one nobody knows (real cards). */
const shownCard = (c: ProgressHeld): boolean => !isKnown(c) || isVpCard(c);

export const hide: HidePart<
  'progressDrawn' | 'progressDiscarded' | 'progressPlayed' | 'progressAnswered' | 'progressDeclared'
> = {
  progressDrawn: (ev, viewer) =>
    viewer === ev.seat || shownCard(ev.card) ? ev : { ...ev, card: null },
  progressDiscarded: (ev, viewer) =>
    viewer === ev.seat || !isKnown(ev.card) ? ev : { ...ev, card: null },
  // Real cards: others learn only the colour of a card named, unless it is a VP card (shown).
  progressDeclared: (ev, viewer) =>
    viewer === ev.seat || isVpCard(ev.card) ? ev : { ...ev, card: null },
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
