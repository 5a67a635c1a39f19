// Knights, what other seats see: a chased robber's stolen card only by the thief and the victim.
import type { HidePart } from '../kit';

export const hide: HidePart<'robberChased'> = {
  robberChased: (ev, viewer) =>
    viewer === ev.seat || viewer === ev.victim ? ev : { ...ev, stolen: null },
};
