// Words of the spoken table (issue 14): the menu's switch and the sentences read aloud after a
// roll, in the table's four languages (speech-words/<lang>.ts, loaded one at a time), with the
// voice's language tag for each.

import { lazyWords } from '@/app/ui/lazy-words';

export interface SpeechStrings {
  /** The speech synthesis voice's language. */
  readonly tag: string;
  /** The menu's switch. */
  readonly toggle: string;
  readonly toggleHelp: string;
  readonly rolled: (name: string, sum: number) => string;
  readonly gets: (name: string, cards: string) => string;
  readonly nobody: string;
  readonly robber: string;
  readonly mustDiscard: (name: string, n: number) => string;
  /** The last item of a list: "2 Lumber and 1 Ore". */
  readonly and: string;
}

/** The spoken table’s words, one language at a time: read with `useLazyWords(SPEECH)`. */
export const SPEECH = lazyWords<SpeechStrings>({
  en: () => import('./speech-words/en'),
  sv: () => import('./speech-words/sv'),
  de: () => import('./speech-words/de'),
  da: () => import('./speech-words/da'),
});
