// Words of the spoken table (issue 14): the menu's switch and the sentences read aloud after a
// roll, in the table's four languages, with the voice's language tag for each.

import type { Lang } from '@/lib/i18n/names';

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

const en: SpeechStrings = {
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

const sv: SpeechStrings = {
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

const de: SpeechStrings = {
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

const da: SpeechStrings = {
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

export const SPEECH: Readonly<Record<Lang, SpeechStrings>> = { en, sv, de, da };
