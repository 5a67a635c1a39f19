// The letters of the official (lettered) layout's tokens: a small module of its own, so the
// screens that name a layout's letter range need not load the board generator.

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The letter of the `i`-th token of the official layout: A–Y, then Za, Zb, Zc (5–6 players).
 * rules.md gives the 5–6 board 28 tokens "lettered A–Zc": 25 single letters and three double
 * ones, so there is no plain Z (A–R for the 18 tokens of the base game is unchanged).
 */
export const letterName = (i: number) =>
  i < 25 ? (LETTERS[i] as string) : `Z${LETTERS[i - 25]?.toLowerCase()}`;
