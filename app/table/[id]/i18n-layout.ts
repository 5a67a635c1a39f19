// Words of the tablet's layout (the board's turn control, the round counter, the roll strip)
// in the table's four languages. New words of issue 14 live here, apart from i18n.ts.

import type { Lang } from '@/lib/i18n/names';

export interface LayoutStrings {
  /** The board's rotate control: a quarter turn clockwise. */
  readonly turnBoard: string;
  /** The header's counter: rounds (every player once), then whose turn in it. */
  readonly round: (round: number, turn: number) => string;
  /** The roll strip after the roll's moment has passed: the sum, as a reminder. */
  readonly rolledThisTurn: (sum: number) => string;
  /** The log's line for a roll entered as a sum only (no dice were named). */
  readonly rolledSum: (name: string, sum: number) => string;
  /** The name of the band under the board that holds notices and the roll. */
  readonly stripLabel: string;
  /** The strip while it holds nothing: what will show there. */
  readonly stripEmpty: string;
}

const en: LayoutStrings = {
  stripEmpty: 'The next roll and what it pays show here.',
  stripLabel: 'Roll and notices',
  turnBoard: 'Turn the board a quarter turn',
  round: (r, n) => `Round ${r} · turn ${n}`,
  rolledThisTurn: (s) => `Rolled ${s} this turn`,
  rolledSum: (n, s) => `${n} rolled ${s}`,
};

const sv: LayoutStrings = {
  stripEmpty: 'Nästa slag och vad det ger visas här.',
  stripLabel: 'Slag och meddelanden',
  turnBoard: 'Vrid brädet ett kvarts varv',
  round: (r, n) => `Runda ${r} · tur ${n}`,
  rolledThisTurn: (s) => `Slog ${s} denna tur`,
  rolledSum: (n, s) => `${n} slog ${s}`,
};

const de: LayoutStrings = {
  stripEmpty: 'Der nächste Wurf und sein Ertrag erscheinen hier.',
  stripLabel: 'Wurf und Hinweise',
  turnBoard: 'Spielplan um eine Vierteldrehung drehen',
  round: (r, n) => `Runde ${r} · Zug ${n}`,
  rolledThisTurn: (s) => `${s} gewürfelt in diesem Zug`,
  rolledSum: (n, s) => `${n} würfelte ${s}`,
};

const da: LayoutStrings = {
  stripEmpty: 'Næste slag og hvad det giver, vises her.',
  stripLabel: 'Slag og beskeder',
  turnBoard: 'Drej brættet en kvart omgang',
  round: (r, n) => `Runde ${r} · tur ${n}`,
  rolledThisTurn: (s) => `Slog ${s} i denne tur`,
  rolledSum: (n, s) => `${n} slog ${s}`,
};

export const LAYOUT: Readonly<Record<Lang, LayoutStrings>> = { en, sv, de, da };
