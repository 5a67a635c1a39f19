// A hex named on the shared screen by its terrain and its number now (after an inventor's
// swaps), for the progress panel's merchant and swapped numbers.

import { hexNow } from '@/lib/game/progress-table';
import type { GameView } from '@/lib/game/view';
import type { Lang } from '@/lib/i18n/names';
import { terrainName } from '../describe';

export function hexName(view: GameView, lang: Lang, hex: string): string {
  const h = hexNow(view, hex);
  if (!h) return hex;
  const t = terrainName(lang, h.terrain);
  return h.token === null ? t : `${t} ${h.token}`;
}
