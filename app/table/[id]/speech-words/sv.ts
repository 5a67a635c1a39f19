// The spoken table’s words in Swedish: one language’s words,
// loaded only by a page shown in it (app/ui/lazy-words.ts).
import type { SpeechStrings } from './types';

const words: SpeechStrings = {
  tag: 'sv-SE',
  toggle: 'Läs upp slagen',
  toggleHelp: 'Slaget och vem som får vad, uppläst av den här enheten.',
  rolled: (n, s) => `${n} slog ${s}.`,
  gets: (n, c) => `${n} får ${c}.`,
  nobody: 'Ingen får något.',
  robber: 'Rövaren flyttar.',
  mustDiscard: (n, k) => `${n} slänger ${k}.`,
  and: 'och',
};

export default words;
