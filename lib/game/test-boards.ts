// Fixed boards for tests, benchmarks and examples: the same island every time, independent of
// the board generator, so scenario tests can name exact hexes and tokens.

import { getShape } from '../board/shape';
import type { Board, BoardHex, HarborTrade } from '../board/types';
import { type Hex, hexKey, neighbours } from '../hex';
import type { Terrain } from '../rules/vocab';

/** The base game's beginner island, row by row (north to south, west to east). */
const BEGINNER: readonly (readonly [Terrain, number | null])[] = [
  ['mountains', 10],
  ['pasture', 2],
  ['forest', 9],
  ['fields', 12],
  ['hills', 6],
  ['pasture', 4],
  ['hills', 10],
  ['fields', 9],
  ['forest', 11],
  ['desert', null],
  ['forest', 3],
  ['mountains', 8],
  ['forest', 8],
  ['mountains', 3],
  ['fields', 4],
  ['pasture', 5],
  ['hills', 5],
  ['fields', 6],
  ['pasture', 11],
];

const TRADES19: readonly HarborTrade[] = [
  'any',
  'wool',
  'any',
  'ore',
  'grain',
  'any',
  'brick',
  'lumber',
  'any',
];
const TRADES30: readonly HarborTrade[] = [
  'any',
  'wool',
  'any',
  'ore',
  'grain',
  'any',
  'brick',
  'lumber',
  'any',
  'wool',
  'any',
];

function frameWithHarbors(
  land: readonly Hex[],
  frame: readonly Hex[],
  trades: readonly HarborTrade[],
  from: number,
): BoardHex[] {
  const landKeys = new Set(land.map(hexKey));
  const step = Math.floor(frame.length / trades.length);
  return frame.map((w, i) => {
    const base: BoardHex = { q: w.q, r: w.r, terrain: 'sea', token: null, order: from + i };
    const k = i % step === 0 ? i / step : -1;
    const trade = trades[k];
    if (trade === undefined) return base;
    const face = neighbours(w).find((n) => landKeys.has(hexKey(n)));
    return face ? { ...base, harbor: { trade, faces: hexKey(face) } } : base;
  });
}

/** The beginner island of the base game (3–4 players), robber on the desert at "0,0". */
export function beginnerBoard(ruleset: 'base' | 'mupp37' = 'base'): Board {
  const shape = getShape('classic19');
  const land: BoardHex[] = shape.land.map((h, i) => {
    const [terrain, token] = BEGINNER[i] ?? ['desert', null];
    return { q: h.q, r: h.r, terrain, token, order: i + 1 };
  });
  return {
    format: 'board@1',
    ruleset,
    seed: 'beginner',
    layout: 'spiral',
    players: 4,
    balance: { preset: 'none', constraints: [] },
    hexes: [...land, ...frameWithHarbors(shape.land, shape.frame, TRADES19, land.length + 1)],
    robber: '0,0',
    share: 'fixture',
  };
}

/** A fixed 30-hex island for 5–6 players. */
export function board56(): Board {
  const shape = getShape('classic30');
  const terrains: Terrain[] = [];
  const pattern: Terrain[] = ['forest', 'pasture', 'fields', 'hills', 'mountains'];
  for (let i = 0; i < 28; i++) terrains.push(pattern[i % 5] as Terrain);
  // The cycle gives 6/6/6/5/5; add the two deserts.
  terrains.splice(9, 0, 'desert');
  terrains.splice(21, 0, 'desert');
  const tokens = [
    2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3, 2, 6,
  ];
  let t = 0;
  const land: BoardHex[] = shape.land.map((h, i) => {
    const terrain = terrains[i] ?? 'desert';
    const token = terrain === 'desert' ? null : (tokens[t++] ?? null);
    return { q: h.q, r: h.r, terrain, token, order: i + 1 };
  });
  const desert = land.find((h) => h.terrain === 'desert');
  return {
    format: 'board@1',
    ruleset: 'base56',
    seed: 'fixture56',
    layout: 'spiral',
    players: 6,
    balance: { preset: 'none', constraints: [] },
    hexes: [...land, ...frameWithHarbors(shape.land, shape.frame, TRADES30, land.length + 1)],
    robber: desert ? hexKey(desert) : '0,0',
    share: 'fixture56',
  };
}

/**
 * Intimate Settlers: two home bases four hexes apart (player A north, B south), each with a
 * plain sea and a 3:1 harbor beside it, and a fixed discovery bag.
 */
export function intimateBoard(): Board {
  const homes: readonly (readonly Hex[])[] = [
    [
      { q: 1, r: -3 },
      { q: 2, r: -3 },
      { q: 3, r: -3 },
      { q: 1, r: -2 },
      { q: 2, r: -2 },
    ],
    [
      { q: -1, r: 3 },
      { q: 0, r: 3 },
      { q: -2, r: 4 },
      { q: -1, r: 4 },
      { q: 0, r: 4 },
    ],
  ];
  const terrains: Terrain[][] = [
    ['forest', 'pasture', 'fields', 'hills', 'mountains'],
    ['mountains', 'hills', 'fields', 'pasture', 'forest'],
  ];
  const tokens = [
    [4, 5, 8, 9, 10],
    [10, 9, 8, 5, 4],
  ];
  const water: readonly { sea: Hex; harbor: Hex; faces: Hex }[] = [
    { sea: { q: 0, r: -3 }, harbor: { q: 4, r: -4 }, faces: { q: 3, r: -3 } },
    { sea: { q: 1, r: 4 }, harbor: { q: -3, r: 5 }, faces: { q: -2, r: 4 } },
  ];
  const hexes: BoardHex[] = [];
  let order = 1;
  for (const p of [0, 1] as const) {
    (homes[p] ?? []).forEach((h, i) => {
      hexes.push({
        q: h.q,
        r: h.r,
        terrain: terrains[p]?.[i] ?? 'desert',
        token: tokens[p]?.[i] ?? null,
        order: order++,
        home: p,
      });
    });
    const w = water[p];
    if (!w) continue;
    hexes.push({ q: w.sea.q, r: w.sea.r, terrain: 'sea', token: null, order: order++, home: p });
    hexes.push({
      q: w.harbor.q,
      r: w.harbor.r,
      terrain: 'sea',
      token: null,
      order: order++,
      home: p,
      harbor: { trade: 'any', faces: hexKey(w.faces) },
    });
  }
  const bag: { terrain: Terrain; harbor?: HarborTrade }[] = [
    { terrain: 'fields' },
    { terrain: 'sea' },
    { terrain: 'forest' },
    { terrain: 'sea', harbor: 'ore' },
    { terrain: 'pasture' },
    { terrain: 'sea' },
    { terrain: 'mountains' },
    { terrain: 'sea', harbor: 'any' },
    { terrain: 'hills' },
    { terrain: 'sea' },
    { terrain: 'desert' },
    { terrain: 'sea', harbor: 'wool' },
    { terrain: 'forest' },
    { terrain: 'sea' },
    { terrain: 'pasture' },
    { terrain: 'sea', harbor: 'grain' },
    { terrain: 'fields' },
    { terrain: 'sea' },
    { terrain: 'sea', harbor: 'brick' },
    { terrain: 'sea' },
    { terrain: 'sea', harbor: 'lumber' },
    { terrain: 'sea' },
    { terrain: 'sea', harbor: 'any' },
  ];
  return {
    format: 'board@1',
    ruleset: 'intimate',
    seed: 'fixture2',
    layout: 'intimate',
    players: 2,
    balance: { preset: 'none', constraints: [] },
    hexes,
    robber: '1,-3',
    discovery: { hexes: bag, tokens: [2, 3, 3, 6, 6, 11, 11, 12] },
    share: 'fixture2',
  };
}
