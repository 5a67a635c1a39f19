// A fixed, hand-laid base-game board: for tests, benchmarks and previews that must not
// depend on the generator.

import { getShape } from '../lib/board/shape';
import type { Board, BoardHex } from '../lib/board/types';
import { hexKey, neighbours } from '../lib/hex';
import { DEFAULT_RULESET } from '../lib/rules/rulesets';
import type { Terrain } from '../lib/rules/vocab';

const TERRAINS: readonly Terrain[] = [
  'forest',
  'pasture',
  'fields',
  'hills',
  'mountains',
  'forest',
  'pasture',
  'fields',
  'desert',
  'hills',
  'mountains',
  'forest',
  'pasture',
  'fields',
  'hills',
  'mountains',
  'forest',
  'pasture',
  'fields',
];
const TOKENS = [5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11];
const LETTERS = 'ABCDEFGHIJKLMNOPQR';
const HARBORS = ['any', 'grain', 'any', 'ore', 'wool', 'any', 'brick', 'any', 'lumber'] as const;

/** The sample board; `letters` gives its tokens the letters A–R as in the official layout. */
export function sampleBoard(letters = true): Board {
  const shape = getShape('classic19');
  const land = new Set(shape.land.map(hexKey));
  let t = 0;
  const hexes: BoardHex[] = shape.land.map((h, i) => {
    const terrain = TERRAINS[i] ?? 'desert';
    if (terrain === 'desert') return { q: h.q, r: h.r, terrain, token: null, order: i + 1 };
    const k = t++;
    const token = TOKENS[k] ?? 2;
    const letter = LETTERS[k];
    return letters && letter
      ? { q: h.q, r: h.r, terrain, token, order: i + 1, letter }
      : { q: h.q, r: h.r, terrain, token, order: i + 1 };
  });
  shape.frame.forEach((h, i) => {
    const trade = i % 2 === 0 ? HARBORS[i / 2] : undefined;
    const faces = neighbours(h).find((n) => land.has(hexKey(n)));
    const base = { q: h.q, r: h.r, terrain: 'sea' as const, token: null, order: 20 + i };
    hexes.push(trade && faces ? { ...base, harbor: { trade, faces: hexKey(faces) } } : base);
  });
  const desert = hexes.find((h) => h.terrain === 'desert');
  return {
    format: 'board@1',
    ruleset: DEFAULT_RULESET,
    seed: 'print-sample',
    layout: letters ? 'official' : 'spiral',
    players: 4,
    balance: { preset: 'none', constraints: [] },
    hexes,
    robber: desert ? hexKey(desert) : '0,0',
    share: 'h1.base.official.none.4.print-sample',
  };
}
