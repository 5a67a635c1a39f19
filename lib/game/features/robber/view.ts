// Robber and 7, what other seats see: the stolen card only by the thief and the victim.
import type { HidePart } from '../kit';

export const hide: HidePart<'robberMoved' | 'stolen'> = {
  robberMoved: (ev, viewer) =>
    viewer === ev.seat || viewer === ev.victim ? ev : { ...ev, stolen: null },
  stolen: (ev, viewer) =>
    viewer === ev.seat || viewer === ev.victim ? ev : { ...ev, stolen: null },
};
