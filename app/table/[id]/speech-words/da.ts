// The spoken table’s words in Danish: one language’s words,
// loaded only by a page shown in it (app/ui/lazy-words.ts).
import type { SpeechStrings } from './types';

const words: SpeechStrings = {
  tag: 'da-DK',
  toggle: 'Læs slag højt',
  toggleHelp: 'Slaget og hvem der får hvad, læst op af denne enhed.',
  rolled: (n, s) => `${n} slog ${s}.`,
  gets: (n, c) => `${n} får ${c}.`,
  nobody: 'Ingen får noget.',
  robber: 'Røveren flytter.',
  mustDiscard: (n, k) => `${n} smider ${k}.`,
  and: 'og',
};

export default words;
