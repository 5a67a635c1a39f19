// The shape of i18n-act-on.ts's words, apart from the loader so that each language's file
// (./<lang>.ts) imports only this, and the loader (i18n-act-on.ts) only imports them lazily.

export interface ActOnStrings {
  /** "Ann played Monopoly". */
  readonly played: (name: string, card: string) => string;
  /** Monopoly: "Bo hands 2 Ore to Ann". */
  readonly handsTo: (giver: string, n: number, resource: string, taker: string) => string;
  /** Monopoly, nobody held any. */
  readonly nobodyHands: (resource: string) => string;
  /** Year of plenty: "The bank gives Ann 1 Ore, 1 Grain". */
  readonly bankGives: (taker: string, cards: string) => string;
  /** The strip's word of a phone's request: "Bo asks for a correction: see …". */
  readonly asks: (name: string) => string;
}
