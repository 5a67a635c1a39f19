// The spoken table’s words in English: one language’s words,
// loaded only by a page shown in it (app/ui/lazy-words.ts).
import type { SpeechStrings } from './types';

const words: SpeechStrings = {
  tag: 'en-GB',
  toggle: 'Read rolls aloud',
  toggleHelp: 'The roll and who gets what, spoken by this device.',
  rolled: (n, s) => `${n} rolled ${s}.`,
  gets: (n, c) => `${n} gets ${c}.`,
  nobody: 'Nobody gets anything.',
  robber: 'The robber moves.',
  mustDiscard: (n, k) => `${n} discards ${k}.`,
  and: 'and',
};

export default words;
