// The box's own piece colours (lib/colors/box.ts): the base game's red, blue, white and
// orange, the 5–6 player extension's green and brown, named as the boxes print them in the
// four languages, each with a pattern of its own so pieces stay told apart in greyscale, and
// a mark that tells every colour from the others in every language.
import { describe, expect, it } from 'vitest';
import { BOX_COLOR_IDS, BOX_COLORS, boxInitial, inkFor } from '@/lib/colors';
import { LANGS } from '@/lib/i18n/names';
import { pawnLook } from '@/print/pawn-colour';
import { parsePiece } from '@/print/pieces';

const NAMES = {
  red: ['Red', 'Röd', 'Rot', 'Rød'],
  blue: ['Blue', 'Blå', 'Blau', 'Blå'],
  white: ['White', 'Vit', 'Weiß', 'Hvid'],
  orange: ['Orange', 'Orange', 'Orange', 'Orange'],
  green: ['Green', 'Grön', 'Grün', 'Grøn'],
  // Chestnut (issue 28): the table's seat mark is one initial, and 'Brown' would share blue's.
  brown: ['Chestnut', 'Kastanjebrun', 'Kastanienbraun', 'Kastanjebrun'],
} as const;

describe('the box colours', () => {
  it('red, blue, white, orange, then green and brown for 5–6', () => {
    expect(BOX_COLORS.map((c) => c.id)).toEqual([...BOX_COLOR_IDS]);
    expect(BOX_COLOR_IDS).toEqual(['red', 'blue', 'white', 'orange', 'green', 'brown']);
  });

  it.each(BOX_COLORS.map((c) => [c.id, c] as const))('%s: its names in en, sv, de, da', (id, c) => {
    expect(LANGS.map((l) => c.names[l])).toEqual(NAMES[id]);
  });

  it('six patterns, each once (told apart without colour)', () => {
    expect(new Set(BOX_COLORS.map((c) => c.pattern)).size).toBe(6);
  });

  it('every ink is the one luminance picks', () => {
    for (const c of BOX_COLORS) expect(c.ink, c.id).toBe(inkFor(c.fill));
  });

  it.each(LANGS)('%s: every colour carries its own mark, the start of its name', (lang) => {
    const marks = BOX_COLORS.map((c) => boxInitial(c.id, lang));
    expect(new Set(marks).size).toBe(6);
    for (const c of BOX_COLORS) expect(c.names[lang].startsWith(boxInitial(c.id, lang))).toBe(true);
  });

  it.each([
    ['en', 'R', 'B', 'W', 'C'],
    ['sv', 'R', 'B', 'V', 'K'],
    ['de', 'R', 'B', 'W', 'K'],
    ['da', 'R', 'B', 'H', 'K'],
  ] as const)('%s: red %s, blue %s, white %s, brown %s', (lang, red, blue, white, brown) => {
    expect(['red', 'blue', 'white', 'brown'].map((id) => boxInitial(id as never, lang))).toEqual([
      red,
      blue,
      white,
      brown,
    ]);
  });
});

describe('a pawn in a box colour', () => {
  it.each(LANGS)('%s: pawn:red:settlement is the box red, named as the box names it', (lang) => {
    const p = parsePiece('pawn:red:settlement');
    expect(p).toEqual({ kind: 'pawn', colour: 'red', shape: 'settlement' });
    if (p?.kind !== 'pawn') throw new Error('not a pawn');
    const look = pawnLook(p.colour, lang);
    expect(look.fill).toBe('#c62828');
    expect(look.name).toBe(NAMES.red[LANGS.indexOf(lang)]);
    expect(look.initial).toBe('R');
  });

  it.each(['pawn:purple:road', 'pawn:0:road', 'pawn:7:city', 'pawn:red:castle', 'pawn:red'])(
    '%s is refused',
    (id) => {
      expect(parsePiece(id)).toBeNull();
    },
  );
});
