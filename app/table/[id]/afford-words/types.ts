// The shape of i18n-afford.ts's words, apart from the loader so that each language's file
// (./<lang>.ts) imports only this, and the loader (i18n-afford.ts) only imports them lazily.

export interface AffordStrings {
  /** The menu's switch. */
  readonly toggle: string;
  readonly toggleHelp: string;
  /** The private moment: what this hand pays now, and nothing. */
  readonly canPay: string;
  readonly canPayNothing: string;
  /** The discard after a 7, inside the private moment: shown once only its owner looks. */
  readonly discardShow: string;
  readonly yourCards: string;
}
