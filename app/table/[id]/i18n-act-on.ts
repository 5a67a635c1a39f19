// Words of what the table must act on (issue 28): a development card played on a phone whose
// cards change hands at the table (monopoly, year of plenty), announced in the strip, in the
// table's four languages (act-on-words/<lang>.ts, loaded one at a time).

import { lazyWords } from '@/app/ui/lazy-words';
import type { ActOnStrings } from './act-on-words/types';

export type { ActOnStrings } from './act-on-words/types';

/** The words, one language at a time: read with `useLazyWords(ACT_ON)`. */
export const ACT_ON = lazyWords<ActOnStrings>({
  en: () => import('./act-on-words/en'),
  sv: () => import('./act-on-words/sv'),
  de: () => import('./act-on-words/de'),
  da: () => import('./act-on-words/da'),
});
