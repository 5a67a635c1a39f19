// Print options and layout as tables of facts: what is accepted, what is refused and why,
// and where pieces land.
import { describe, expect, it } from 'vitest';
import {
  boardPieces,
  hexCornerToCorner,
  MAX_TOTAL,
  PIECE_SYNTAX,
  parseOptions,
  parsePiece,
  pieceId,
  planKit,
  REAL_SIZES,
  resolveSizes,
} from '../../print';
import { pack } from '../../print/pack';
import { sampleBoard } from '../../print/sample';

describe('piece ids', () => {
  it.each([
    ['hex:forest', { kind: 'hex', terrain: 'forest' }],
    ['hex:sea', { kind: 'hex', terrain: 'sea' }],
    ['hex:sea:ore', { kind: 'hex', terrain: 'sea', harbor: 'ore' }],
    ['harbor:any', { kind: 'harbor', trade: 'any' }],
    ['token:6', { kind: 'token', value: 6 }],
    ['token:5:A', { kind: 'token', value: 5, letter: 'A' }],
    ['token:2:Zc', { kind: 'token', value: 2, letter: 'Zc' }],
    ['card:grain', { kind: 'card', resource: 'grain' }],
    ['dev:yearOfPlenty', { kind: 'dev', dev: 'yearOfPlenty' }],
    ['cost:intimate', { kind: 'cost', ruleset: 'intimate' }],
    ['special:largestArmy', { kind: 'special', which: 'largestArmy' }],
    ['robber:disc', { kind: 'robber', style: 'disc' }],
    ['track:18', { kind: 'track', max: 18 }],
    ['pawn:1:settlement', { kind: 'pawn', colour: 1, shape: 'settlement' }],
    ['pawn:6:ship', { kind: 'pawn', colour: 6, shape: 'ship' }],
    ['pawn:3:marker', { kind: 'pawn', colour: 3, shape: 'marker' }],
    ['pawn:red:settlement', { kind: 'pawn', colour: 'red', shape: 'settlement' }],
    ['pawn:brown:road', { kind: 'pawn', colour: 'brown', shape: 'road' }],
    ['dice:3:4', { kind: 'dice', a: 3, b: 4 }],
    // The cities-and-knights pieces (print/ck-pieces.ts).
    ['progress:spy', { kind: 'ckPart', ck: { part: 'progress', card: 'spy' } }],
    ['commodity:cloth', { kind: 'ckPart', ck: { part: 'commodity', commodity: 'cloth' } }],
    ['knight:2:3', { kind: 'ckPart', ck: { part: 'knight', colour: 2, level: 3 } }],
    ['knight:red:1', { kind: 'ckPart', ck: { part: 'knight', colour: 'red', level: 1 } }],
    ['wall:4', { kind: 'ckPart', ck: { part: 'wall', colour: 4 } }],
    ['metropolis:science', { kind: 'ckPart', ck: { part: 'metropolis', track: 'science' } }],
    ['merchant', { kind: 'ckPart', ck: { part: 'merchant' } }],
    ['barbarian:ship', { kind: 'ckPart', ck: { part: 'barbarianShip' } }],
    ['barbarian:track:7', { kind: 'ckPart', ck: { part: 'barbarianTrack', steps: 7 } }],
    ['chart:blue', { kind: 'ckPart', ck: { part: 'chart', colour: 'blue' } }],
    ['defender', { kind: 'ckPart', ck: { part: 'defender' } }],
    ['ckcost', { kind: 'ckPart', ck: { part: 'ckCost' } }],
    ['eventdie', { kind: 'ckPart', ck: { part: 'eventDie' } }],
    ['page:mothership', { kind: 'page', which: 'mothership' }],
  ])('%s parses and round-trips', (id, piece) => {
    expect(parsePiece(id)).toEqual(piece);
    expect(pieceId(piece as never)).toBe(id);
  });

  it.each([
    'progress:dragon',
    'progress:spy:2',
    'commodity:grain',
    'knight:1:4',
    'knight:7:1',
    'knight:1',
    'wall:purple',
    'metropolis:war',
    'merchant:1',
    'barbarian:track:2',
    'barbarian:boat',
    'token:7',
    'token:1',
    'token:13',
    'token:06',
    'token:5:a',
    'card:gold',
    'hex:ocean',
    'hex:forest:ore',
    'hex:sea:gold',
    'dev:soldier',
    'cost:starfarers',
    'track:9',
    'track:31',
    'robber',
    'card:grain:extra',
    'pawn:0:road',
    'pawn:7:road',
    'pawn:1:castle',
    'pawn:1',
    'dice:0:3',
    'dice:3:7',
    'dice:3',
    'page:rules',
    'page:mothership:2',
    '',
  ])('%s is refused', (id) => {
    expect(parsePiece(id)).toBeNull();
  });

  it('the help lists every kind', () => {
    expect(PIECE_SYNTAX.map((s) => s.split(':')[0])).toEqual([
      'hex',
      'hex',
      'harbor',
      'token',
      'card',
      'dev',
      'cost',
      'special',
      'robber',
      'track',
      'pawn',
      'dice',
      'progress',
      'commodity',
      'knight',
      'wall',
      'metropolis',
      'merchant',
      'barbarian',
      'barbarian',
      'chart',
      'defender',
      'ckcost',
      'eventdie',
      'page',
    ]);
  });
});

describe('options', () => {
  it('defaults: A4, 10 mm margins, duplex backs, English, true size', () => {
    const r = parseOptions({});
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      paper: 'a4',
      margin: 10,
      backs: 'duplex',
      lang: 'en',
      bleed: 0,
      backBleed: 2,
      backX: 0,
      backY: 0,
      duplexTest: false,
      inkSaver: false,
      cutLines: true,
    });
    expect(resolveSizes(r.value)).toEqual(REAL_SIZES);
  });

  it('coerces strings from a query string or flags', () => {
    const r = parseOptions({
      margin: '5',
      inkSaver: 'true',
      cropMarks: '1',
      pieces: [{ id: 'token:6', count: '2' }],
    });
    expect(r.ok && r.value.margin).toBe(5);
    expect(r.ok && r.value.inkSaver).toBe(true);
    expect(r.ok && r.value.pieces).toEqual([{ piece: { kind: 'token', value: 6 }, count: 2 }]);
  });

  it.each([
    // [as typed, read as] — a decimal comma (sv, de, da) is a decimal point (regression: refused)
    ['1,5', 1.5],
    [' 2,25 ', 2.25],
    ['1.5', 1.5],
    ['3', 3],
  ])('gap %j is %d mm', (typed, mm) => {
    const r = parseOptions({ gap: typed });
    expect(r.ok && r.value.gap).toBe(mm);
  });

  it.each([
    // [option, as typed, error field] — not numbers, or two separators: refused, naming the option
    ['gap', '1,5,5', 'gap'],
    ['margin', 'abc', 'margin'],
    ['token', '1.000,5', 'token'],
    ['bleed', '6', 'bleed'],
  ])('%s %j is refused and the error names the option', (option, typed, field) => {
    const r = parseOptions({ [option]: typed });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.field).toBe(field);
      expect(r.error.message).toMatch(new RegExp(`^${option}: expected`));
    }
  });

  it.each([
    [{ paper: 'b5' }, 'ERR_BAD_OPTION', 'paper: got "b5"; accepted: a4, letter, a3'],
    [{ margin: -1 }, 'ERR_BAD_OPTION', 'margin: expected 0–40 mm'],
    [{ margin: 'wide' }, 'ERR_BAD_OPTION', 'margin: expected a number of mm'],
    [{ bleed: 9 }, 'ERR_BAD_OPTION', 'bleed: expected 0–5 mm'],
    [{ backBleed: 6 }, 'ERR_BAD_OPTION', 'backBleed: expected 0–5 mm'],
    [{ backX: '-5,5' }, 'ERR_BAD_OPTION', 'backX: expected -5–5 mm'],
    [{ duplexTest: 'yes' }, 'ERR_BAD_OPTION', 'duplexTest: expected true or false'],
    [{ lang: 'fr' }, 'ERR_BAD_OPTION', 'lang: got "fr"; accepted: en, sv, de, da'],
    [{ backs: 'both' }, 'ERR_BAD_OPTION', 'backs: got "both"; accepted: none, duplex, fold'],
    [{ inkSaver: 'maybe' }, 'ERR_BAD_OPTION', 'inkSaver: expected true or false'],
    [{ scale: 3 }, 'ERR_BAD_OPTION', 'scale: expected 0.5–2 (1 = true size)'],
    [{ hex: 10 }, 'ERR_BAD_OPTION', 'hex: expected 30–200 mm flat to flat'],
    [{ origin: 'javascript:alert(1)' }, 'ERR_BAD_OPTION', 'origin: expected an http(s) origin'],
    [{ colour: 'red' }, 'ERR_BAD_OPTION', 'unknown option "colour"'],
    [{ pieces: [{ id: 'token:7', count: 1 }] }, 'ERR_BAD_PIECE', 'unknown piece "token:7"'],
    [
      { pieces: [{ id: 'card:ore', count: 0 }] },
      'ERR_BAD_OPTION',
      'piece "card:ore" count: a count is at least 1',
    ],
    [
      { pieces: [{ id: 'card:ore', count: 2.5 }] },
      'ERR_BAD_OPTION',
      'piece "card:ore" count: a count is a whole number',
    ],
    [
      { pieces: [{ id: 'card:ore', count: 1e9 }] },
      'ERR_TOO_MANY',
      'piece "card:ore" count: at most 200 of one piece',
    ],
    [
      {
        pieces: ['lumber', 'wool', 'grain', 'brick'].map((r) => ({ id: `card:${r}`, count: 200 })),
      },
      'ERR_TOO_MANY',
      `800 pieces asked for; at most ${MAX_TOTAL} in one PDF`,
    ],
    [
      { pieces: Array.from({ length: 61 }, () => ({ id: 'token:6', count: 1 })) },
      'ERR_TOO_MANY',
      'pieces: at most 60 lines',
    ],
  ])('%j is refused: %s', (raw, code, message) => {
    const r = parseOptions(raw);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toContain(message);
  });

  it('a size in mm wins over the scale', () => {
    const r = parseOptions({ scale: 0.5, token: 30 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = resolveSizes(r.value);
    expect(s.token).toBe(30);
    expect(s.hex).toBeCloseTo(39.5, 9);
    expect(hexCornerToCorner(79)).toBeCloseTo(91.22, 2);
  });
});

describe('packing', () => {
  it('keeps every box inside the area and apart from the others', () => {
    const boxes = [
      ...Array.from({ length: 13 }, () => ({ w: 91.2, h: 79, group: 'hex' })),
      ...Array.from({ length: 30 }, () => ({ w: 25.5, h: 25.5, group: 'token' })),
      ...Array.from({ length: 11 }, () => ({ w: 55, h: 80, group: 'card' })),
    ];
    const area = { w: 190, h: 277 };
    const r = pack(boxes, area, 2);
    if ('tooBig' in r) throw new Error('too big');
    expect(r.placements).toHaveLength(boxes.length);
    const rects = r.placements.map((p) => ({
      ...p,
      w: boxes[p.index]?.w ?? 0,
      h: boxes[p.index]?.h ?? 0,
    }));
    for (const a of rects) {
      expect(a.x + a.w).toBeLessThanOrEqual(area.w + 1e-6);
      expect(a.y + a.h).toBeLessThanOrEqual(area.h + 1e-6);
      for (const b of rects) {
        if (a === b || a.page !== b.page) continue;
        const apart =
          a.x + a.w + 2 <= b.x + 1e-6 ||
          b.x + b.w + 2 <= a.x + 1e-6 ||
          a.y + a.h + 2 <= b.y + 1e-6 ||
          b.y + b.h + 2 <= a.y + 1e-6;
        expect(apart).toBe(true);
      }
    }
  });

  it.each([
    // Hexes pointy-top as they lie on the board: 5 nest on A4 and Letter, 13 on A3.
    ['a4', 5, 60, 9, 4],
    ['letter', 5, 63, 9, 4],
    ['a3', 13, 140, 16, 9],
  ] as const)(
    '%s holds %i hexes, %i tokens, %i cards, %i cost cards a page',
    (paper, hexes, tokens, cards, costs) => {
      for (const [id, n] of [
        ['hex:forest', hexes],
        ['token:6', tokens],
        ['card:ore', cards],
        ['cost:base', costs],
      ] as const) {
        const o = parseOptions({ paper, backs: 'none', pieces: [{ id, count: n }] });
        if (!o.ok) throw new Error(o.error.message);
        const one = planKit(o.value);
        const o2 = parseOptions({ paper, backs: 'none', pieces: [{ id, count: n + 1 }] });
        if (!o2.ok) throw new Error(o2.error.message);
        const two = planKit(o2.value);
        expect(one.ok && one.value.pages.length).toBe(1);
        expect(two.ok && two.value.pages.length).toBe(2);
      }
    },
  );

  it('on A3, hexes nest in a honeycomb: 13 a page, none overlapping, all inside the margins', () => {
    const o = parseOptions({ paper: 'a3', gap: 1, pieces: [{ id: 'hex:hills', count: 13 }] });
    if (!o.ok) throw new Error(o.error.message);
    const r = planKit(o.value);
    if (!r.ok) throw new Error(r.error.message);
    const placed = r.value.pages[0]?.placed ?? [];
    expect(r.value.pages).toHaveLength(1);
    expect(placed).toHaveLength(13);
    for (const a of placed) {
      expect(a.x).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(a.y).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(a.x + a.w).toBeLessThanOrEqual(297 - 10 + 1e-9);
      expect(a.y + a.h).toBeLessThanOrEqual(420 - 10 + 1e-9);
      for (const b of placed) {
        if (a === b) continue;
        const d = Math.hypot(a.x + a.w / 2 - (b.x + b.w / 2), a.y + a.h / 2 - (b.y + b.h / 2));
        // Two hexes 1 mm apart side to side have centres at least 79 + 1 mm apart.
        expect(d).toBeGreaterThanOrEqual(80 - 1e-6);
      }
    }
  });

  it('a piece larger than the printable area is refused with the sizes', () => {
    const o = parseOptions({ hex: 200, pieces: [{ id: 'hex:sea', count: 1 }] });
    if (!o.ok) throw new Error(o.error.message);
    const r = planKit(o.value);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('ERR_DOES_NOT_FIT');
    expect(!r.ok && r.error.message).toContain('200.0 × 230.9 mm');
  });

  it('nothing asked for is an error', () => {
    const o = parseOptions({});
    if (!o.ok) throw new Error(o.error.message);
    const r = planKit(o.value);
    expect(!r.ok && r.error.code).toBe('ERR_NOTHING_TO_PRINT');
  });
});

describe('board kits', () => {
  const board = sampleBoard();
  it('hold every hex, token and the robber of the board', () => {
    const pieces = boardPieces(board, true).map(pieceId);
    const count = (p: string) => pieces.filter((x) => x.startsWith(p)).length;
    expect(count('hex:')).toBe(37);
    expect(count('hex:sea')).toBe(18);
    expect(count('hex:desert')).toBe(1);
    expect(count('token:')).toBe(18);
    expect(count('robber:')).toBe(1);
    expect(count('harbor:')).toBe(0);
    // Without the water frame, the 9 harbors come as pentagons.
    const dry = boardPieces(board, false).map(pieceId);
    expect(dry.filter((x) => x.startsWith('hex:'))).toHaveLength(19);
    expect(dry.filter((x) => x.startsWith('harbor:'))).toHaveLength(9);
  });

  it('duplex backs mirror across the long edge; fold puts them beside the front', () => {
    for (const backs of ['duplex', 'fold'] as const) {
      const o = parseOptions({ backs, pieces: [{ id: 'card:grain', count: 3 }] });
      if (!o.ok) throw new Error(o.error.message);
      const r = planKit(o.value);
      if (!r.ok) throw new Error(r.error.message);
      const p = r.value;
      if (backs === 'duplex') {
        expect(p.pages.map((x) => x.kind)).toEqual(['front', 'back']);
        const [front, back] = [p.pages[0]?.placed ?? [], p.pages[1]?.placed ?? []];
        expect(back).toHaveLength(front.length);
        front.forEach((f, i) => {
          const b = back[i];
          expect(b && b.x + b.w / 2).toBeCloseTo(p.paper.w - (f.x + f.w / 2), 9);
          expect(b?.y).toBe(f.y);
        });
      } else {
        expect(p.pages.map((x) => x.kind)).toEqual(['front']);
        expect(p.pages[0]?.folds).toHaveLength(3);
      }
    }
  });
});
