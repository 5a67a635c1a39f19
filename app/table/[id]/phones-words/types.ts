// The shape of phones.ts's words, apart from the loader so that each language's file
// (./<lang>.ts) imports only this, and the loader (phones.ts) only imports them lazily.

export interface PhonesWords {
  readonly showQr: string;
  readonly hideQr: string;
  readonly withdraw: string;
  readonly withdrawSure: (name: string) => string;
  readonly withdrawYes: string;
  readonly cancel: string;
  readonly withdrawn: (name: string) => string;
  /** How many devices follow a seat (0 = none). */
  readonly devices: (n: number) => string;
  /** The notice when a second (or further) device joins a seat. */
  readonly secondDevice: (name: string, n: number) => string;
  readonly dismiss: string;
}
