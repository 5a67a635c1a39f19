// Words of the beginners' switch "show what the active player can afford" (issue 28), of the
// private moment's affordability line and of the private discard, in the table's four languages
// (afford-words/<lang>.ts, loaded one at a time).

import { lazyWords } from '@/app/ui/lazy-words';
import type { AffordStrings } from './afford-words/types';

export type { AffordStrings } from './afford-words/types';

/** The switch's words, one language at a time: read with `useLazyWords(AFFORD)`. */
export const AFFORD = lazyWords<AffordStrings>({
  en: () => import('./afford-words/en'),
  sv: () => import('./afford-words/sv'),
  de: () => import('./afford-words/de'),
  da: () => import('./afford-words/da'),
});
