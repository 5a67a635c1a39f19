// The spoken table’s words in German: one language’s words,
// loaded only by a page shown in it (app/ui/lazy-words.ts).
import type { SpeechStrings } from './types';

const words: SpeechStrings = {
  tag: 'de-DE',
  toggle: 'Würfe vorlesen',
  toggleHelp: 'Der Wurf und wer was bekommt, von diesem Gerät gesprochen.',
  rolled: (n, s) => `${n} würfelt ${s}.`,
  gets: (n, c) => `${n} bekommt ${c}.`,
  nobody: 'Niemand bekommt etwas.',
  robber: 'Der Räuber zieht.',
  mustDiscard: (n, k) => `${n} wirft ${k} ab.`,
  and: 'und',
};

export default words;
