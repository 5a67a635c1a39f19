// The cities-and-knights screens' words (tablet and phone), one language at a time
// (ck-words/<lang>.ts): `useLazyWords(CK)`.

import type { CkWords } from './ck-words/types';
import { lazyWords } from './lazy-words';

export type { CkWords } from './ck-words/types';

export const CK = lazyWords<CkWords>({
  en: () => import('./ck-words/en'),
  sv: () => import('./ck-words/sv'),
  de: () => import('./ck-words/de'),
  da: () => import('./ck-words/da'),
});
