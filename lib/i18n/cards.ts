// Development card names as a ruleset's own text gives them. The house variant's seed (000)
// names its cards in Swedish: "Riddare, Vägbyggeskort, Överskottskort, Monopolkort,
// Arkitekturskort som estetiskt delas in i Marknad, Parlament, Universitet, Kapell och
// Bibliotek" — the table, the phones and the print kit all take them from here, so they agree.

import type { Lang } from './names';

export const HOUSE_DEV_NAMES_SV = {
  knight: 'Riddare',
  roadBuilding: 'Vägbyggeskort',
  yearOfPlenty: 'Överskottskort',
  monopoly: 'Monopolkort',
  victoryPoint: 'Arkitekturskort',
} as const;

export type DevCardKind = keyof typeof HOUSE_DEV_NAMES_SV;

/**
 * A development card's name: the ruleset's own (`names: 'house'` on its deck) in Swedish, else
 * the screen's standard word from `standard`.
 */
export function devCardName(
  standard: Readonly<Record<DevCardKind, string>>,
  lang: Lang,
  card: DevCardKind,
  names: 'house' | undefined,
): string {
  return names === 'house' && lang === 'sv' ? HOUSE_DEV_NAMES_SV[card] : standard[card];
}

/** All five names at once, for a screen's words object (`{ ...t, devNames: devNamesFor(…) }`). */
export function devNamesFor(
  standard: Readonly<Record<DevCardKind, string>>,
  lang: Lang,
  names: 'house' | undefined,
): Readonly<Record<DevCardKind, string>> {
  return names === 'house' && lang === 'sv' ? HOUSE_DEV_NAMES_SV : standard;
}
