// Words of the phone's seat screen in the table's four languages. Resource names of the island
// games come from lib/i18n/names.ts (with the Swedish nicknames); Starfarers' own resources
// and everything else are here.

import { lazyWords } from '@/app/ui/lazy-words';
import { COMMODITY_NAMES, type Lang, resourceName, SPACE_RESOURCE_NAMES } from '@/lib/i18n/names';
import { isResource } from '@/lib/rules/vocab';
import type { SeatStrings } from './words/types';

export type { SeatStrings } from './words/types';

/** A resource's name in the UI language: the island game's names, or Starfarers' own. */
export function resourceLabel(
  lang: Lang,
  r: string,
  nicknames: boolean,
  starfarers = false,
): string {
  if (!starfarers && isResource(r)) return resourceName(lang, r, nicknames);
  return COMMODITY_NAMES[lang][r] ?? SPACE_RESOURCE_NAMES[lang][r] ?? r;
}

/** The seat screen's words, one language loaded at a time: `useLazyWords(SEAT)`. */
export const SEAT = lazyWords<SeatStrings>({
  en: () => import('./words/en'),
  sv: () => import('./words/sv'),
  de: () => import('./words/de'),
  da: () => import('./words/da'),
});
