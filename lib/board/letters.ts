// The letters of the official (lettered) layout's tokens: a small module of its own, so the
// screens that name a layout's letter range need not load the board generator.

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The letter of the `i`-th token of the official layout: A–Z, then Za, Zb … (5–6 players). */
export const letterName = (i: number) =>
  i < 26 ? (LETTERS[i] as string) : `Z${LETTERS[i - 26]?.toLowerCase()}`;
