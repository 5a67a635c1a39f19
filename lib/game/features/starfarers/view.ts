// Starfarers, what other seats see: Earth's supply cards are drawn face down, so others see
// that a card came, not which. (The rolled event is the core's; only its supply is secret.)
import { HIDDEN, type HidePart } from '../kit';

export const hide: HidePart<'rolled'> = {
  rolled: (ev, viewer) =>
    ev.supply
      ? { ...ev, supply: ev.supply.map((r, i) => (r === null || i === viewer ? r : HIDDEN)) }
      : ev,
};
