// The board generator: lays a board by the chosen layout and balance, reproducibly from a seed.

import { type Hex, type HexKey, hexKey, neighbours } from '../hex';
import { type Rng, rngFromSeed, shuffled } from '../random/prng';
import { err, ok, type Result } from '../result';
import {
  commodityResources,
  getRuleset,
  type IntimateBoard,
  type IslandBoard,
  type Layout,
  type RulesetId,
} from '../rules/rulesets';
import { isRed, LAND_TERRAINS, pips, RESOURCES, type Resource, type Terrain } from '../rules/vocab';
import {
  type Balance,
  type BalancePreset,
  constraintNames,
  PRESETS,
  presetFor,
  presetName,
} from './balance';
import { type DraftIsland, draftIsland } from './draft';
import { balanceDraft, draftFits } from './draft-balance';
import { letterName } from './letters';
import {
  Budget,
  DESERT,
  type Graph,
  type HarborSlot,
  layHarbors,
  layPieces,
  layTerrains,
  searchStep,
  splitTokens,
} from './search';
import {
  cornersOf,
  frameSpiral,
  getShape,
  inwardSpiral,
  outwardSpiral,
  type Shape,
  type ShapeId,
} from './shape';
import { encodeShare } from './share';
import type { Board, BoardHex, HarborTrade } from './types';

export interface GenerateInput {
  /** A ruleset the board face offers (BOARD_RULESET_IDS: the listed ones and cities and knights). */
  readonly ruleset: RulesetId;
  readonly seed: string;
  readonly layout?: Layout;
  readonly balance?: BalancePreset | Balance;
  readonly players?: number;
}

export type BoardErrorCode =
  | 'ERR_FIXED_BOARD'
  | 'ERR_LAYOUT'
  | 'ERR_PLAYERS'
  | 'ERR_SEED'
  | 'ERR_UNSATISFIABLE';

export interface BoardError {
  readonly code: BoardErrorCode;
  readonly message: string;
  /** For ERR_UNSATISFIABLE: the constraints that could not all be met together. */
  readonly constraints?: readonly string[];
}

export const SEED_RE = /^[A-Za-z0-9_-]{1,40}$/;
export const SEED_HELP = '1 to 40 letters, digits, "-" or "_"';

/** The code of a terrain in the search (RESOURCES order, then the desert). */
const TERRAIN_CODE: readonly Terrain[] = [
  'forest',
  'pasture',
  'fields',
  'hills',
  'mountains',
  'desert',
];

interface IslandCtx {
  readonly shape: Shape;
  readonly graph: Graph;
  /** The island as the opening draft sees it. */
  readonly island: DraftIsland;
  readonly index: ReadonlyMap<HexKey, number>;
  /** The house variant's laying order (land indices). */
  readonly spiral: readonly number[];
  /** The water ring in laying order, and which of its hexes are harbors. */
  readonly frame: readonly Hex[];
  readonly slots: readonly HarborSlot[];
  readonly slotPos: readonly number[];
}

const ctxCache = new Map<string, IslandCtx>();

function islandCtx(shapeId: ShapeId, harbors: number): IslandCtx {
  const key = `${shapeId}/${harbors}`;
  const hit = ctxCache.get(key);
  if (hit) return hit;
  const shape = getShape(shapeId);
  const t = shape.topology;
  const index = t.hexIndex;
  const core = new Array<boolean>(shape.land.length).fill(false);
  for (const h of shape.rings[shape.rings.length - 1] ?? [])
    core[index.get(hexKey(h)) as number] = true;
  const graph: Graph = {
    n: shape.land.length,
    nbr: t.hexNeighbours,
    vHex: t.vertexLand,
    hexV: t.hexVertexIdx,
    core,
  };
  const spiralHexes = outwardSpiral(shape);
  const spiral = spiralHexes.map((h) => index.get(hexKey(h)) as number);
  const frame = frameSpiral(shape, spiralHexes[spiralHexes.length - 1] as Hex);
  // Harbor, sea, harbor, sea … from the first water hex; exactly one sea between harbors
  // while harbors last (the 19-hex island's ring of 18 takes 9, the 30-hex ring of 22 takes 11).
  const slotPos = Array.from({ length: harbors }, (_, i) => 2 * i);
  const slots = slotPos.map((p) => harborSlot(frame[p] as Hex, index));
  const ctx = { shape, graph, island: draftIsland(t), index, spiral, frame, slots, slotPos };
  ctxCache.set(key, ctx);
  return ctx;
}

function harborSlot(w: Hex, index: ReadonlyMap<HexKey, number>): HarborSlot {
  const faces = [];
  for (const n of neighbours(w)) {
    const land = index.get(hexKey(n));
    if (land === undefined) continue;
    const dq = n.q - w.q;
    const dr = n.r - w.r;
    const touch = [land];
    for (const s of [
      { q: w.q + dq + dr, r: w.r - dq },
      { q: w.q - dr, r: w.r + dq + dr },
    ]) {
      const i = index.get(hexKey(s));
      if (i !== undefined) touch.push(i);
    }
    faces.push({ land, touch });
  }
  return { faces };
}

function shareBounds(
  terrainCounts: readonly number[],
  tokens: readonly number[],
  tolerance: number | null,
): { lo: number[]; hi: number[] } | null {
  if (tolerance === null) return null;
  const total = tokens.reduce((s, v) => s + pips(v), 0);
  const producing = terrainCounts.slice(0, 5).reduce((s, c) => s + c, 0);
  const lo: number[] = [];
  const hi: number[] = [];
  for (let t = 0; t < 5; t++) {
    const fair = ((terrainCounts[t] as number) / producing) * total;
    lo.push(Math.ceil(fair - tolerance - 1e-9));
    hi.push(Math.floor(fair + tolerance + 1e-9));
  }
  return { lo, hi };
}

/** How many search nodes one attempt may use, and how many attempts a board may take. */
const NODE_BUDGET = 4000;
const ATTEMPTS = 400;
const PLACE_BUDGET = 100;
const PLACE_TRIES = 3;

interface Laid {
  terrain: Int8Array;
  token: Int8Array;
  harbors: { kind: number; face: number }[];
  order: readonly number[];
  letters?: Map<number, string>;
}

function harborKinds(spec: IslandBoard['harbors']): number[] {
  const kinds: number[] = Array.from({ length: spec.generic }, () => -1);
  RESOURCES.forEach((r, i) => {
    for (let k = 0; k < spec.special[r]; k++) kinds.push(i);
  });
  return kinds;
}

function tokenCounts(tokens: readonly number[]): Int8Array {
  const c = new Int8Array(13);
  for (const v of tokens) c[v] = (c[v] as number) + 1;
  return c;
}

function terrainCounts(spec: IslandBoard): number[] {
  return TERRAIN_CODE.map((t) => spec.terrains[t as (typeof LAND_TERRAINS)[number]]);
}

function maxRedPerResource(tokens: readonly number[]): number {
  return Math.ceil(tokens.filter((v) => isRed(v)).length / RESOURCES.length);
}

function spiralLayout(
  ctx: IslandCtx,
  spec: IslandBoard,
  b: Balance,
  players: number,
  rng: Rng,
  commodity: readonly number[],
): Laid | null {
  const counts = terrainCounts(spec);
  const tc = tokenCounts(spec.tokens);
  const share = shareBounds(counts, spec.tokens, b.resourceShare);
  const maxRed = maxRedPerResource(spec.tokens);
  const kinds = harborKinds(spec.harbors);
  const sizes = counts.slice(0, 5);
  for (let a = 0; a < ATTEMPTS; a++) {
    // First which numbers each resource gets, then where every piece lies.
    const groups = splitTokens(sizes, tc, b, rng, new Budget(NODE_BUDGET), share, maxRed);
    if (!groups) continue;
    // A few short placement tries per split: the search is heavy-tailed, so restarts pay.
    for (let r = 0; r < PLACE_TRIES; r++) {
      const laid = layPieces(
        ctx.graph,
        ctx.spiral,
        groups,
        counts[DESERT] as number,
        b,
        rng,
        new Budget(PLACE_BUDGET),
      );
      if (!laid) continue;
      // The draft judges numbers only, so it is mended before the harbors go round.
      if (
        !balanceDraft(
          ctx.graph,
          ctx.island,
          laid.terrain,
          laid.token,
          b,
          players,
          { share, maxRed },
          commodity,
        )
      )
        continue;
      const harbors = layHarbors(
        ctx.slots,
        kinds,
        laid.terrain,
        laid.token,
        b,
        rng,
        new Budget(NODE_BUDGET),
      );
      if (!harbors) continue;
      return { ...laid, harbors, order: ctx.spiral };
    }
  }
  return null;
}

/** Why no official spiral could take a balance: the token rules every arrangement broke. */
interface OfficialFailure {
  /** The rules broken by every arrangement tried so far (null: none tried yet). */
  tokenRules: Set<string> | null;
  searched: boolean;
}

const spiralCache = new Map<string, number[]>();
function cachedInward(ctx: IslandCtx, corner: Hex, cw: boolean): number[] {
  const key = `${ctx.shape.id}/${hexKey(corner)}/${cw}`;
  let order = spiralCache.get(key);
  if (!order) {
    order = inwardSpiral(ctx.shape, corner, cw).map((h) => ctx.index.get(hexKey(h)) as number);
    spiralCache.set(key, order);
  }
  return order;
}

function officialLayout(
  ctx: IslandCtx,
  spec: IslandBoard,
  b: Balance,
  players: number,
  rng: Rng,
  fail: OfficialFailure,
  commodity: readonly number[],
): Laid | null {
  const counts = terrainCounts(spec);
  const deserts = counts[DESERT] as number;
  const share = shareBounds(counts, spec.tokens, b.resourceShare);
  const maxRed = maxRedPerResource(spec.tokens);
  const kinds = harborKinds(spec.harbors);
  const g = ctx.graph;
  // Every (corner, direction, desert placement), in random order.
  const corners = cornersOf(ctx.shape);
  const combos: { corner: Hex; cw: boolean; desert: number[] }[] = [];
  const desertSets: number[][] = [];
  for (let i = 0; i < g.n; i++) {
    if (deserts === 1) desertSets.push([i]);
    else for (let j = i + 1; j < g.n; j++) desertSets.push([i, j]);
  }
  for (const corner of corners)
    for (const cw of [false, true])
      for (const d of desertSets) combos.push({ corner, cw, desert: d });
  const tried = shuffled(rng, combos);
  let budgetLeft = ATTEMPTS;
  for (const c of tried) {
    searchStep();
    if (c.desert.some((h) => b.desertOffCentre && g.core[h])) continue;
    const order = cachedInward(ctx, c.corner, c.cw);
    const token = new Int8Array(g.n);
    const letters = new Map<number, string>();
    let k = 0;
    for (const h of order) {
      if (c.desert.includes(h)) continue;
      token[h] = spec.letterOrder[k] as number;
      letters.set(h, letterName(k));
      k++;
    }
    const broken = officialTokenRules(g, token, c.desert, b);
    if (broken.length) {
      fail.tokenRules = fail.tokenRules
        ? new Set(broken.filter((r) => fail.tokenRules?.has(r)))
        : new Set(broken);
      continue;
    }
    fail.searched = true;
    if (budgetLeft-- <= 0) break;
    const terrain = layTerrains(
      g,
      order,
      counts,
      b,
      rng,
      new Budget(NODE_BUDGET),
      token,
      c.desert,
      share,
      maxRed,
    );
    if (!terrain) continue;
    if (!draftFits(ctx.island, terrain, token, b, players, commodity)) continue;
    const harbors = layHarbors(ctx.slots, kinds, terrain, token, b, rng, new Budget(NODE_BUDGET));
    if (!harbors) continue;
    return { terrain, token, harbors, order, letters };
  }
  return null;
}

/** The number rules a fixed token arrangement breaks (they do not depend on terrains). */
function officialTokenRules(g: Graph, token: Int8Array, desert: number[], b: Balance): string[] {
  const out: string[] = [];
  for (let h = 0; h < g.n; h++)
    for (const x of g.nbr[h] as number[]) {
      const v = token[h] as number;
      const w = token[x] as number;
      if (!v || !w) continue;
      if (b.noAdjacentRed && isRed(v) && isRed(w)) out.push('no-adjacent-6-8');
      if (b.noAdjacentEqual && v === w) out.push('no-adjacent-equal');
      if (b.noAdjacentLow && (v === 2 || v === 12) && (w === 2 || w === 12))
        out.push('no-adjacent-2-12');
    }
  g.vHex.forEach((hs) => {
    const sum = hs.reduce((s, h) => s + pips(token[h] as number), 0);
    if (b.pipCap !== null && sum > b.pipCap) out.push(`intersection-pips-max-${b.pipCap}`);
    if (b.pipFloor && hs.length === 3) {
      const d = hs.filter((h) => desert.includes(h)).length;
      const floor = d === 0 ? 5 : d === 1 ? 4 : 0;
      if (sum < floor) out.push('intersection-pips-min-5');
    }
  });
  return [...new Set(out)];
}

function toBoard(
  input: Required<Omit<GenerateInput, 'balance'>> & { balance: Balance },
  ctx: IslandCtx,
  laid: Laid,
): Board {
  const land = ctx.shape.land;
  const hexes: BoardHex[] = [];
  let robber: HexKey | null = null;
  laid.order.forEach((h, i) => {
    const pos = land[h] as Hex;
    const t = TERRAIN_CODE[laid.terrain[h] as number] as Terrain;
    const token = t === 'desert' ? null : (laid.token[h] as number);
    if (t === 'desert' && robber === null) robber = hexKey(pos);
    const letter = laid.letters?.get(h);
    hexes.push({
      q: pos.q,
      r: pos.r,
      terrain: t,
      token,
      order: i + 1,
      ...(letter ? { letter } : {}),
    });
  });
  const harborAt = new Map<number, { kind: number; face: number }>();
  ctx.slotPos.forEach((p, i) => {
    const hb = laid.harbors[i];
    if (hb) harborAt.set(p, hb);
  });
  ctx.frame.forEach((w, i) => {
    const hb = harborAt.get(i);
    const base = {
      q: w.q,
      r: w.r,
      terrain: 'sea' as const,
      token: null,
      order: land.length + i + 1,
    };
    if (!hb) {
      hexes.push(base);
      return;
    }
    const slot = ctx.slots[ctx.slotPos.indexOf(i)] as HarborSlot;
    const face = slot.faces[hb.face] as HarborSlot['faces'][number];
    const trade: HarborTrade = hb.kind < 0 ? 'any' : (RESOURCES[hb.kind] as Resource);
    hexes.push({ ...base, harbor: { trade, faces: hexKey(land[face.land] as Hex) } });
  });
  const board = {
    format: 'board@1' as const,
    ruleset: input.ruleset,
    seed: input.seed,
    layout: input.layout,
    players: input.players,
    balance: {
      preset: presetName(input.balance, input.ruleset),
      constraints: constraintNames(input.balance),
    },
    hexes,
    robber: robber ?? hexKey(land[0] as Hex),
  };
  return { ...board, share: encodeShare(input) };
}

/** Lays a board; the same input always gives the same board. */
export function generateBoard(input: GenerateInput): Result<Board, BoardError> {
  const rs = getRuleset(input.ruleset);
  if (!SEED_RE.test(input.seed))
    return err({
      code: 'ERR_SEED',
      message: `seed "${input.seed.slice(0, 50)}" is not valid: use ${SEED_HELP}`,
    });
  const players = input.players ?? rs.players.max;
  if (!Number.isInteger(players) || players < rs.players.min || players > rs.players.max)
    return err({
      code: 'ERR_PLAYERS',
      message: `${input.ruleset} is for ${rs.players.min}–${rs.players.max} players, not ${players}`,
    });
  const balance =
    typeof input.balance === 'string'
      ? presetFor(input.balance, input.ruleset)
      : (input.balance ?? PRESETS.none);
  const commodity = commodityResources(rs);
  const board = rs.board;
  if (board.kind === 'fixed')
    return err({
      code: 'ERR_FIXED_BOARD',
      message: `${input.ruleset} has a printed board; there is nothing to generate. ${board.note}`,
    });
  const layout = input.layout ?? board.layouts[0] ?? 'spiral';
  if (!board.layouts.includes(layout))
    return err({
      code: 'ERR_LAYOUT',
      message: `layout "${layout}" is not offered for ${input.ruleset}; use ${board.layouts.join(' or ')}`,
    });
  const full = { ruleset: input.ruleset, seed: input.seed, layout, players, balance };
  if (board.kind === 'intimate') return generateIntimate(full, board);
  const ctx = islandCtx(
    board.shape,
    board.harbors.generic + RESOURCES.reduce((s, r) => s + board.harbors.special[r], 0),
  );
  const rng = rngFromSeed(input.seed, `board:${input.ruleset}:${layout}`);
  if (layout === 'official') {
    const fail: OfficialFailure = { tokenRules: null, searched: false };
    const laid = officialLayout(ctx, board, balance, players, rng, fail, commodity);
    if (laid) return ok(toBoard(full, ctx, laid));
    const names = constraintNames(balance);
    const common = [...(fail.tokenRules ?? [])];
    const blame = fail.searched || common.length === 0 ? names : common;
    return err({
      code: 'ERR_UNSATISFIABLE',
      message: fail.searched
        ? `no official (lettered) spiral found that meets all of: ${names.join(', ')}`
        : `no official (lettered) spiral can meet ${blame.join(', ')}: every start corner, direction and desert position breaks it. Use the spiral layout or drop ${blame.length > 1 ? 'these constraints' : 'this constraint'}.`,
      constraints: blame,
    });
  }
  const laid = spiralLayout(ctx, board, balance, players, rng, commodity);
  if (laid) return ok(toBoard(full, ctx, laid));
  const names = constraintNames(balance);
  return err({
    code: 'ERR_UNSATISFIABLE',
    message: `no ${input.ruleset} board found that meets all of: ${names.join(', ')}. Loosen one of them (for example a higher intersection cap or a wider resource share).`,
    constraints: names,
  });
}

// ---- Intimate Settlers ------------------------------------------------------------------

const HOME: readonly (readonly Hex[])[] = [
  // Player A: a row of three, and below it the row of two facing player B.
  [
    { q: 1, r: -3 },
    { q: 2, r: -3 },
    { q: 3, r: -3 },
    { q: 1, r: -2 },
    { q: 2, r: -2 },
  ],
  // Player B: the row of two facing A, four hexes away, and behind it the row of three.
  [
    { q: -1, r: 3 },
    { q: 0, r: 3 },
    { q: -2, r: 4 },
    { q: -1, r: 4 },
    { q: 0, r: 4 },
  ],
];

// The ruleset given (and its home-base board) is the one stamped: any ruleset on an Intimate
// board may be generated, not only Intimate Settlers.
function generateIntimate(
  input: Required<Omit<GenerateInput, 'balance'>> & { balance: Balance },
  spec: IntimateBoard,
): Result<Board, BoardError> {
  const rng = rngFromSeed(input.seed, `board:${input.ruleset}`);
  const producing: Terrain[] = ['forest', 'pasture', 'fields', 'hills', 'mountains'];
  const b = input.balance;
  const failures = new Map<string, number>();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const hexes: BoardHex[] = [];
    let order = 1;
    const taken = new Set<HexKey>(HOME.flat().map(hexKey));
    for (const player of [0, 1] as const) {
      const home = HOME[player] as readonly Hex[];
      const terrains = shuffled(rng, producing);
      const tokens = shuffled(rng, spec.homeTokens);
      home.forEach((h, i) => {
        hexes.push({
          q: h.q,
          r: h.r,
          terrain: terrains[i] as Terrain,
          token: tokens[i] as number,
          order: order++,
          home: player,
        });
      });
      // A plain sea and a 3:1 harbor beside the base, away from the gap between the bases.
      const other = HOME[1 - player] as readonly Hex[];
      const spots = home
        .flatMap((h) => neighbours(h))
        .filter((n, i, a) => a.findIndex((m) => m.q === n.q && m.r === n.r) === i)
        .filter((n) => !taken.has(hexKey(n)))
        .filter((n) => Math.min(...other.map((o) => Math.abs(o.r - n.r))) >= 3);
      const [sea, harbor] = shuffled(rng, spots);
      if (!sea || !harbor) throw new Error('no room beside a home base');
      taken.add(hexKey(sea));
      taken.add(hexKey(harbor));
      const faces = home.filter((h) => neighbours(harbor).some((n) => n.q === h.q && n.r === h.r));
      const face = faces[rng.int(0, faces.length - 1)] as Hex;
      hexes.push({ q: sea.q, r: sea.r, terrain: 'sea', token: null, order: order++, home: player });
      hexes.push({
        q: harbor.q,
        r: harbor.r,
        terrain: 'sea',
        token: null,
        order: order++,
        home: player,
        harbor: { trade: 'any', faces: hexKey(face) },
      });
    }
    const broken = intimateBroken(hexes, b);
    if (broken.length) {
      for (const c of broken) failures.set(c, (failures.get(c) ?? 0) + 1);
      continue;
    }
    // What is left of the base game's box goes into the discovery bags.
    const box = spec.box;
    const bagHexes: { terrain: Terrain; harbor?: HarborTrade }[] = [];
    for (const t of LAND_TERRAINS) {
      const used = t === 'desert' ? 0 : 2;
      for (let k = 0; k < box.terrains[t] - used; k++) bagHexes.push({ terrain: t });
    }
    const seaInBox =
      18 - box.harbors.generic - RESOURCES.reduce((s, r) => s + box.harbors.special[r], 0);
    for (let k = 0; k < seaInBox - 2; k++) bagHexes.push({ terrain: 'sea' });
    for (let k = 0; k < box.harbors.generic - 2; k++)
      bagHexes.push({ terrain: 'sea', harbor: 'any' });
    for (const r of RESOURCES)
      for (let k = 0; k < box.harbors.special[r]; k++) bagHexes.push({ terrain: 'sea', harbor: r });
    const bagTokens = [...box.tokens];
    for (const v of [...spec.homeTokens, ...spec.homeTokens])
      bagTokens.splice(bagTokens.indexOf(v), 1);
    const first = hexes[0] as BoardHex;
    return ok({
      format: 'board@1',
      ruleset: input.ruleset,
      seed: input.seed,
      layout: input.layout,
      players: 2,
      balance: { preset: presetName(b, input.ruleset), constraints: constraintNames(b) },
      hexes,
      robber: hexKey(first),
      discovery: { hexes: shuffled(rng, bagHexes), tokens: shuffled(rng, bagTokens) },
      share: encodeShare(input),
    });
  }
  const worst = [...failures.entries()].sort((x, y) => y[1] - x[1]).map(([c]) => c);
  return err({
    code: 'ERR_UNSATISFIABLE',
    message: `no Intimate Settlers home bases meet ${worst.join(', ')} (each base has only the tokens ${spec.homeTokens.join(', ')}); use a looser balance`,
    constraints: worst,
  });
}

function intimateBroken(hexes: readonly BoardHex[], b: Balance): string[] {
  const land = hexes.filter((h) => h.terrain !== 'sea');
  const key = new Map(land.map((h) => [hexKey(h), h] as const));
  const out = new Set<string>();
  for (const h of land)
    for (const n of neighbours(h)) {
      const g = key.get(hexKey(n));
      if (!g) continue;
      if (b.noAdjacentRed && isRed(h.token) && isRed(g.token)) out.add('no-adjacent-6-8');
      if (b.noAdjacentEqual && h.token === g.token) out.add('no-adjacent-equal');
    }
  // Intersections of three home hexes.
  for (const h of land) {
    const trios: [Hex, Hex][] = [
      [
        { q: h.q, r: h.r - 1 },
        { q: h.q + 1, r: h.r - 1 },
      ],
      [
        { q: h.q, r: h.r + 1 },
        { q: h.q - 1, r: h.r + 1 },
      ],
    ];
    for (const [x, y] of trios) {
      const a = key.get(hexKey(x));
      const c = key.get(hexKey(y));
      const hs = [h, a, c].filter((z): z is BoardHex => z !== undefined);
      const sum = hs.reduce((s, z) => s + pips(z.token ?? 0), 0);
      if (b.pipCap !== null && sum > b.pipCap) out.add(`intersection-pips-max-${b.pipCap}`);
      if (b.pipFloor && hs.length === 3 && sum < 5) out.add('intersection-pips-min-5');
    }
  }
  return [...out];
}

/** The centre hexes of a ruleset's island (for desert-off-centre checks). */
export function coreOf(ruleset: RulesetId): HexKey[] {
  const b = getRuleset(ruleset).board;
  if (b.kind !== 'island') return [];
  const s = getShape(b.shape);
  return (s.rings[s.rings.length - 1] ?? []).map(hexKey);
}
