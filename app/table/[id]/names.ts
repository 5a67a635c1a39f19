// Names as the table says them: a seat's, a resource's (the island game's with the Swedish
// nicknames, else Starfarers' own) and a hand's. Apart from describe.ts so the event lines
// (describe.ts) and the correction lines (correct-describe.ts) share them without a circle.

import type { GameConfig, Hand, Seat } from '@/lib/game';
import { COMMODITY_NAMES, type Lang, resourceName, SPACE_RESOURCE_NAMES } from '@/lib/i18n/names';
import { isResource } from '@/lib/rules/vocab';

/** A seat's name at this table ('?' for nobody). */
export const nameOf = (config: GameConfig, seat: Seat | null | undefined): string =>
  seat === null || seat === undefined ? '?' : (config.players[seat]?.name ?? `#${seat + 1}`);

/** A resource's name: the island game's (with the Swedish nicknames), else Starfarers' own. */
export function resName(lang: Lang, r: string, nicknames = false): string {
  if (isResource(r)) return resourceName(lang, r, nicknames);
  return COMMODITY_NAMES[lang][r] ?? SPACE_RESOURCE_NAMES[lang][r] ?? r;
}

/** "2 Lumber, 1 Ore"; empty hands give "". */
export function cardsText(lang: Lang, h: Hand, nicknames = false): string {
  return Object.entries(h)
    .filter(([, n]) => n > 0)
    .map(([r, n]) => `${n} ${resName(lang, r, nicknames)}`)
    .join(', ');
}
