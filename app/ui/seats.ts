// Seat colours: the Okabe–Ito palette, chosen because it stays distinguishable under the
// common colour-vision deficiencies. Colour is never the only cue: each seat also has a
// pattern and the player's initial (drawn by SeatMark and the board's pieces).

import type { Lang } from '@/lib/i18n/names';

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
    ink: '#ffffff',
    names: { en: 'Green', sv: 'Grön', de: 'Grün', da: 'Grøn' },
  },
  {
    id: '#f0e442',
    pattern: 'grid',
    ink: '#1a1a1a',
    names: { en: 'Yellow', sv: 'Gul', de: 'Gelb', da: 'Gul' },
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

/** The palette entry for a stored colour; a colour from outside the palette keeps its hue and gets seat i's pattern. */
export function seatColor(color: string, seat = 0): SeatColor {
  const known = SEAT_COLORS.find((c) => c.id === color.toLowerCase());
  if (known) return known;
  const fallback = SEAT_COLORS[seat % SEAT_COLORS.length] as SeatColor;
  return { ...fallback, id: color };
}

/** The first letter of a name, upper-cased, for the second cue beside the colour. */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** Default colours for n seats, in palette order. */
export const defaultSeatColors = (n: number): string[] => SEAT_COLORS.slice(0, n).map((c) => c.id);
