// Words of the spoken table (issue 14): the menu's switch and the sentences read aloud after a
// roll, in the table's four languages (speech-words/<lang>.ts, loaded one at a time), with the
// voice's language tag for each.

import { lazyWords } from '@/app/ui/lazy-words';
import type { SpeechStrings } from './speech-words/types';

export type { SpeechStrings } from './speech-words/types';

/** The spoken table’s words, one language at a time: read with `useLazyWords(SPEECH)`. */
export const SPEECH = lazyWords<SpeechStrings>({
  en: () => import('./speech-words/en'),
  sv: () => import('./speech-words/sv'),
  de: () => import('./speech-words/de'),
  da: () => import('./speech-words/da'),
});
