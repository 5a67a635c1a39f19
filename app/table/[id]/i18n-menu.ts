// Words of the table menu (back to the games, export, rules, move the host), the private
// reveal for a player without a phone, and the end of a game (rematch), in the table's four
// languages, one language per file in menu-words/{en,sv,de,da}.ts, loaded only in the page's
// language (app/ui/lazy-words.ts). The rules cards themselves are in rules-words.ts.

import { lazyWords } from '@/app/ui/lazy-words';
import type { MenuStrings } from './menu-words/types';

export type { MenuStrings } from './menu-words/types';

/** The menu’s words, one language at a time: read with `useLazyWords(MENU)`. */
export const MENU = lazyWords<MenuStrings>({
  en: () => import('./menu-words/en'),
  sv: () => import('./menu-words/sv'),
  de: () => import('./menu-words/de'),
  da: () => import('./menu-words/da'),
});
