// The box's own piece colours: what a group matches a lost settlement, road or city to, and
// the seats' default on the table (issue 28), so the tablet's marks match the pieces on the
// table. Red, blue, white and orange come with the base game, green and brown with the 5–6
// player extension. Each carries a pattern (none shared) so the pieces stay told apart in
// greyscale, and its name in the four languages (the printed pawn's initial and a seat's
// default name come from it). The colour-blind-safe set (seats.ts) stays one choice away.

import type { Lang } from '@/lib/i18n/names';
import type { SeatPattern } from './seats';

export const BOX_COLOR_IDS = ['red', 'blue', 'white', 'orange', 'green', 'brown'] as const;
export type BoxColorId = (typeof BOX_COLOR_IDS)[number];

export interface BoxColor {
  readonly id: BoxColorId;
  /** The piece's colour as printed, `#rrggbb`. */
  readonly fill: string;
  /** Text and pattern ink that reads on `fill`. */
  readonly ink: string;
  readonly pattern: SeatPattern;
  readonly names: Readonly<Record<Lang, string>>;
}

/** The box's colours in the order the box lists them: base game first, then 5–6 players. */
export const BOX_COLORS: readonly BoxColor[] = [
  {
    id: 'red',
    fill: '#c62828',
    ink: '#ffffff',
    pattern: 'solid',
    names: { en: 'Red', sv: 'Röd', de: 'Rot', da: 'Rød' },
  },
  {
    id: 'blue',
    fill: '#1565c0',
    ink: '#ffffff',
    pattern: 'stripes',
    names: { en: 'Blue', sv: 'Blå', de: 'Blau', da: 'Blå' },
  },
  {
    id: 'white',
    fill: '#f2f2f2',
    ink: '#1a1a1a',
    pattern: 'dots',
    names: { en: 'White', sv: 'Vit', de: 'Weiß', da: 'Hvid' },
  },
  {
    id: 'orange',
    fill: '#ef6c00',
    ink: '#1a1a1a',
    pattern: 'grid',
    names: { en: 'Orange', sv: 'Orange', de: 'Orange', da: 'Orange' },
  },
  {
    id: 'green',
    fill: '#2e7d32',
    ink: '#ffffff',
    pattern: 'zigzag',
    names: { en: 'Green', sv: 'Grön', de: 'Grün', da: 'Grøn' },
  },
  {
    id: 'brown',
    fill: '#6d4c41',
    ink: '#ffffff',
    pattern: 'rings',
    // Chestnut, not brown: an empty seat name defaults to the colour's name, and the table's
    // mark is its single initial; 'Brown'/'Brun'/'Braun' would share it with blue in every
    // language. Print names the pawn the same, so the page and the table agree.
    names: { en: 'Chestnut', sv: 'Kastanjebrun', de: 'Kastanienbraun', da: 'Kastanjebrun' },
  },
];

export const isBoxColorId = (s: string): s is BoxColorId =>
  (BOX_COLOR_IDS as readonly string[]).includes(s);

export const boxColor = (id: BoxColorId): BoxColor =>
  BOX_COLORS.find((c) => c.id === id) as BoxColor;

/**
 * The mark a box colour's pieces carry: the shortest start of its name in `lang` that no other
 * box colour's name shares (one letter for every box colour in the four languages today).
 */
export function boxInitial(id: BoxColorId, lang: Lang): string {
  const name = boxColor(id).names[lang];
  const others = BOX_COLORS.filter((c) => c.id !== id).map((c) => c.names[lang].toLowerCase());
  for (let n = 1; n < name.length; n++) {
    const head = name.slice(0, n);
    if (!others.some((o) => o.startsWith(head.toLowerCase()))) return head;
  }
  return name;
}
