// Seat colours: the palette is distinct and each seat has its own pattern; colours from
// outside it (colour words from the API, any #rrggbb) still get an ink that reads on them.
import { describe, expect, it } from 'vitest';
import {
  BOX_SEAT_COLORS,
  COLOR_SETS,
  colorSetOf,
  initialOf,
  inkFor,
  SEAT_COLORS,
  seatColor,
} from '@/lib/colors';
import { LANGS } from '@/lib/i18n/names';

describe('seat colours', () => {
  it('six colours, six patterns, each once', () => {
    expect(new Set(SEAT_COLORS.map((c) => c.id)).size).toBe(6);
    expect(new Set(SEAT_COLORS.map((c) => c.pattern)).size).toBe(6);
  });

  it.each([
    ['#e69f00', '#e69f00', '#1a1a1a'],
    ['#0072B2', '#0072b2', '#ffffff'],
    ['white', '#f2f2f2', '#1a1a1a'],
    ['blue', '#1565c0', '#ffffff'],
    ['black', '#1a1a1a', '#ffffff'],
    ['#ffff00', '#ffff00', '#1a1a1a'],
    ['#000080', '#000080', '#ffffff'],
  ])('%s is drawn as %s with %s ink', (color, id, ink) => {
    const c = seatColor(color, 2);
    expect([c.id, c.ink]).toEqual([id, ink]);
  });

  it('a colour word it does not know falls back to the seat’s palette colour', () => {
    expect(seatColor('chartreuse', 1).id).toBe(SEAT_COLORS[1]?.id);
  });

  it('every palette ink is the one luminance picks', () => {
    for (const c of SEAT_COLORS) expect([c.id, inkFor(c.id)]).toEqual([c.id, c.ink]);
  });

  // An empty name defaults to the seat colour's name, so the initial drawn on each seat's
  // mark must tell the six apart in every language (regression: 'Player 1…4' were all 'P').
  it.each(LANGS)('the six default names have six different initials in %s', (lang) => {
    const initials = SEAT_COLORS.map((c) => initialOf(c.names[lang]));
    expect(new Set(initials).size).toBe(SEAT_COLORS.length);
  });
});

// Issue 28: the seats default to the colours of the box's pieces (red, blue, white, orange;
// green and brown for 5–6), still told apart by pattern and initial.
describe('the box’s colours', () => {
  it('six colours, six patterns, each once, in the box’s order', () => {
    expect(BOX_SEAT_COLORS.map((c) => c.names.en)).toEqual([
      'Red',
      'Blue',
      'White',
      'Orange',
      'Green',
      'Chestnut',
    ]);
    expect(new Set(BOX_SEAT_COLORS.map((c) => c.id)).size).toBe(6);
    expect(new Set(BOX_SEAT_COLORS.map((c) => c.pattern)).size).toBe(6);
  });

  it('every ink is the one luminance picks, and a stored box colour is drawn as itself', () => {
    for (const c of BOX_SEAT_COLORS) {
      expect([c.id, inkFor(c.id)]).toEqual([c.id, c.ink]);
      expect(seatColor(c.id, 5)).toEqual(c);
    }
  });

  it.each(LANGS)('the six default names have six different initials in %s', (lang) => {
    const initials = BOX_SEAT_COLORS.map((c) => initialOf(c.names[lang]));
    expect(new Set(initials).size).toBe(BOX_SEAT_COLORS.length);
  });

  it('a colour says which set it is from; the box is a set of its own', () => {
    expect(COLOR_SETS.box).toBe(BOX_SEAT_COLORS);
    expect(colorSetOf('#C62828')).toBe('box');
    expect(colorSetOf(SEAT_COLORS[0]?.id ?? '')).toBe('safe');
    expect(colorSetOf('#123456')).toBeNull();
  });
});
