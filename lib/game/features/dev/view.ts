// Development cards, what other seats see: the card bought (or declared later, in real-cards
// mode) is the buyer's secret, and a
// knight's stolen card is seen only by the thief and the victim.
import type { HidePart } from '../kit';

export const hide: HidePart<'devBought' | 'devDeclared' | 'knightPlayed'> = {
  devBought: (ev, viewer) => (viewer === ev.seat ? ev : { ...ev, card: null }),
  devDeclared: (ev, viewer) => (viewer === ev.seat ? ev : { ...ev, card: null }),
  knightPlayed: (ev, viewer) =>
    viewer === ev.seat || viewer === ev.victim ? ev : { ...ev, stolen: null },
};
