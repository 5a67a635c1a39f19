// Words of the tablet's play screen in the table's four languages, one language per file in
// words/{en,sv,de,da}.ts, loaded only in the page's language (app/ui/lazy-words.ts). Resource
// and terrain names come from lib/i18n/names.ts; rule refusals from app/ui/rule-errors.ts.

import { lazyWords } from '@/app/ui/lazy-words';
import type { TableStrings } from './words/types';

export type { EventWords, HarborTurnWords, Piece, TableStrings } from './words/types';

/** The tablet’s words, one language at a time: read with `useLazyWords(TABLE)`. */
export const TABLE = lazyWords<TableStrings>({
  en: () => import('./words/en'),
  sv: () => import('./words/sv'),
  de: () => import('./words/de'),
  da: () => import('./words/da'),
});
