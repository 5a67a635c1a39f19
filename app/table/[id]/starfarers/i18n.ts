// Words of the tablet's Starfarers screen in the table's four languages, one language per file
// in words/{en,sv,de,da}.ts, loaded only in the page's language (app/ui/lazy-words.ts). Our own
// words: the rule sources give no costs, so nothing here names a price. Resource names come
// from lib/i18n/names.ts through describe.ts.

import { lazyWords } from '@/app/ui/lazy-words';
import type { SfStrings } from './words/types';

export type { SfStrings } from './words/types';

/** Starfarers’ words, one language at a time: read with `useLazyWords(SF)`. */
export const SF = lazyWords<SfStrings>({
  en: () => import('./words/en'),
  sv: () => import('./words/sv'),
  de: () => import('./words/de'),
  da: () => import('./words/da'),
});
