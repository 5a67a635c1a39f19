// The shape of i18n-menu.ts's words, apart from the loader so that each language's file
// (./<lang>.ts) imports only this, and the loader (i18n-menu.ts) only imports them lazily.

export interface MenuStrings {
  readonly menu: string;
  readonly close: string;
  readonly backToGames: string;
  readonly exportGame: string;
  readonly exportHelp: string;
  readonly exportFailed: string;
  readonly rules: string;
  readonly moveHost: string;
  readonly moveHostHelp: string;
  readonly moveHostExpires: (time: string) => string;
  readonly moveHostNew: string;
  readonly moveHostLink: string;
  /** What keeps this screen awake (app/live/wake-lock.ts). */
  readonly awakeLock: string;
  readonly awakeVideo: string;
  readonly awakeTap: string;
  readonly awakeOff: string;
  /** On a plain-http address: what https would add, and the link to how. */
  readonly httpsMissing: string;
  readonly httpsHow: string;
  /** The old tablet, once the host moved: a read-only viewer of the public table. */
  readonly movedTitle: string;
  readonly movedBody: string;
  /** The new tablet opening the move link. */
  readonly taking: string;
  readonly takeFailed: string;
  readonly takeNoToken: string;
  // The private reveal
  readonly showMe: (name: string) => string;
  readonly showMeTitle: string;
  readonly lookAway: (name: string) => string;
  readonly holdToSee: string;
  readonly showFor: (seconds: number) => string;
  readonly cancel: string;
  readonly privateOf: (name: string) => string;
  readonly hand: string;
  readonly noCards: string;
  readonly devCards: string;
  readonly noDevCards: string;
  readonly newCard: string;
  /** A real card drawn from the box and not named in the app yet. */
  readonly unknownCard: string;
  readonly boughtThisTurn: string;
  readonly tapToHide: string;
  readonly newCardPrompt: (name: string) => string;
  readonly later: string;
  readonly revealFailed: string;
  // The end of the game
  readonly stats: string;
  readonly rematch: string;
  readonly rematchHelp: string;
  readonly rematchFailed: string;
  readonly starting: string;
}
