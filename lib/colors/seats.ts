// Seat colours: the Okabe–Ito palette, chosen because it stays distinguishable under the
// common colour-vision deficiencies. Colour is never the only cue: each seat also has a
// pattern and the player's initial (drawn by SeatMark and the board's pieces).

import type { Lang } from '@/lib/i18n/names';
import { BOX_COLORS } from './box';
import { luminance } from './contrast';

export const SEAT_PATTERNS = ['solid', 'stripes', 'dots', 'grid', 'zigzag', 'rings'] as const;
export type SeatPattern = (typeof SEAT_PATTERNS)[number];

export interface SeatColor {
  /** What the game stores as the player's colour (`#rrggbb`, lowercase). */
  readonly id: string;
  readonly pattern: SeatPattern;
  /** Text and pattern ink that reads on this colour. */
  readonly ink: string;
  readonly names: Readonly<Record<Lang, string>>;
}

export const SEAT_COLORS: readonly SeatColor[] = [
  {
    id: '#e69f00',
    pattern: 'solid',
    ink: '#1a1a1a',
    names: { en: 'Orange', sv: 'Orange', de: 'Orange', da: 'Orange' },
  },
  {
    id: '#56b4e9',
    pattern: 'stripes',
    ink: '#1a1a1a',
    names: { en: 'Sky blue', sv: 'Himmelsblå', de: 'Himmelblau', da: 'Himmelblå' },
  },
  {
    id: '#009e73',
    pattern: 'dots',
    ink: '#1a1a1a',
    names: { en: 'Green', sv: 'Grön', de: 'Grün', da: 'Grøn' },
  },
  {
    id: '#f0e442',
    pattern: 'grid',
    ink: '#1a1a1a',
    // Lemon yellow: 'Gul'/'Gelb' would share the initial G with green in sv, de and da.
    names: { en: 'Yellow', sv: 'Citrongul', de: 'Zitronengelb', da: 'Citrongul' },
  },
  {
    id: '#0072b2',
    pattern: 'zigzag',
    ink: '#ffffff',
    names: { en: 'Blue', sv: 'Blå', de: 'Blau', da: 'Blå' },
  },
  {
    id: '#cc79a7',
    pattern: 'rings',
    ink: '#1a1a1a',
    names: { en: 'Pink', sv: 'Rosa', de: 'Rosa', da: 'Lyserød' },
  },
];

/** The box's own colour words (games made through the API may use them) as #rrggbb. */
const NAMED: Readonly<Record<string, string>> = {
  white: '#f2f2f2',
  black: '#1a1a1a',
  red: '#c62828',
  blue: '#1565c0',
  green: '#2e7d32',
  orange: '#ef6c00',
  yellow: '#f9d71c',
  brown: '#6d4c41',
  grey: '#8a8a8a',
  gray: '#8a8a8a',
  purple: '#6a1b9a',
  pink: '#e91e63',
};

/** Dark ink on light colours, white on dark ones (WCAG relative luminance). */
export function inkFor(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return '#1a1a1a';
  const l = luminance(hex);
  // Contrast with #1a1a1a beats contrast with white above this luminance.
  return l > 0.18 ? '#1a1a1a' : '#ffffff';
}

/**
 * The palette entry for a stored colour. A colour from outside the palette (a colour word
 * or any #rrggbb) is drawn as itself, with seat i's pattern and an ink that reads on it.
 */
export function seatColor(color: string, seat = 0): SeatColor {
  const lower = color.toLowerCase();
  const known =
    SEAT_COLORS.find((c) => c.id === lower) ?? BOX_SEAT_COLORS.find((c) => c.id === lower);
  if (known) return known;
  const fallback = SEAT_COLORS[seat % SEAT_COLORS.length] as SeatColor;
  const id = NAMED[lower] ?? (/^#[0-9a-f]{6}$/.test(lower) ? lower : fallback.id);
  return { ...fallback, id, ink: inkFor(id) };
}

/** The first letter of a name, upper-cased, for the second cue beside the colour. */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** The box's piece colours (box.ts) as seat colours: stored as their `#rrggbb` fill. */
export const BOX_SEAT_COLORS: readonly SeatColor[] = BOX_COLORS.map((c) => ({
  id: c.fill,
  pattern: c.pattern,
  ink: c.ink,
  names: c.names,
}));

/** The two sets a table picks its seats' colours from: the box's pieces (the default) and the
 * colour-blind-safe palette. */
export const COLOR_SETS = { box: BOX_SEAT_COLORS, safe: SEAT_COLORS } as const;
export type ColorSetId = keyof typeof COLOR_SETS;

/** The set a colour belongs to (box first), or null for any other colour. */
export const colorSetOf = (color: string): ColorSetId | null =>
  BOX_SEAT_COLORS.some((c) => c.id === color.toLowerCase())
    ? 'box'
    : SEAT_COLORS.some((c) => c.id === color.toLowerCase())
      ? 'safe'
      : null;

/** Default colours for n seats, in palette order (the colour-blind-safe set). */
export const defaultSeatColors = (n: number): string[] => SEAT_COLORS.slice(0, n).map((c) => c.id);
