// The progress cards' screen words (phone, tablet, private moment), one language at a time
// (progress-words/<lang>.ts): `useLazyWords(PROGRESS_UI)`.

import { lazyWords } from './lazy-words';
import type { ProgressUiWords } from './progress-words/types';

export type { ProgressUiWords } from './progress-words/types';

export const PROGRESS_UI = lazyWords<ProgressUiWords>({
  en: () => import('./progress-words/en'),
  sv: () => import('./progress-words/sv'),
  de: () => import('./progress-words/de'),
  da: () => import('./progress-words/da'),
});
