// The colours of the pieces in the box (issue 28): red, blue, white and orange, green and
// brown for the 5–6 player extension. The seats' default, so the tablet's marks match the
// pieces on the table; each keeps a pattern and the player's initial as its second cue, as the
// colour-blind-safe set (seats.ts) does, which stays one choice away on /table/new.

import type { SeatColor } from './seats';

export const BOX_COLORS: readonly SeatColor[] = [
  {
    id: '#c62828',
    pattern: 'solid',
    ink: '#ffffff',
    names: { en: 'Red', sv: 'Röd', de: 'Rot', da: 'Rød' },
  },
  {
    id: '#1565c0',
    pattern: 'stripes',
    ink: '#ffffff',
    names: { en: 'Blue', sv: 'Blå', de: 'Blau', da: 'Blå' },
  },
  {
    id: '#f2f2f2',
    pattern: 'dots',
    ink: '#1a1a1a',
    names: { en: 'White', sv: 'Vit', de: 'Weiß', da: 'Hvid' },
  },
  {
    id: '#ef6c00',
    pattern: 'grid',
    ink: '#1a1a1a',
    names: { en: 'Orange', sv: 'Orange', de: 'Orange', da: 'Orange' },
  },
  {
    id: '#2e7d32',
    pattern: 'zigzag',
    ink: '#ffffff',
    names: { en: 'Green', sv: 'Grön', de: 'Grün', da: 'Grøn' },
  },
  {
    id: '#6d4c41',
    pattern: 'rings',
    ink: '#ffffff',
    // Chestnut, not brown: an empty name defaults to the colour's name, and 'Brown'/'Brun'/
    // 'Braun' would share its initial with blue in every language.
    names: { en: 'Chestnut', sv: 'Kastanjebrun', de: 'Kastanienbraun', da: 'Kastanjebrun' },
  },
];
