// The shape of i18n-speech.ts's words, apart from the loader so that each language's file
// (./<lang>.ts) imports only this, and the loader (i18n-speech.ts) only imports them lazily.

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
