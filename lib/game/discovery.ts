// Intimate Settlers' discovery (seed 003): building a road or ship towards an intersection
// where a hex is missing draws the next hex from the bag; land gets the next token and pays
// its discoverer one card; a harbor is turned by the player but may not put two ports on one
// intersection — if it cannot be laid it goes back into the bag (at the bottom: the app's bag
// is shuffled from the game's secret seed once, so replay never shuffles) and the next hex is
// drawn. A group drawing from its own bag enters each draw first (drawHex, IslandState.drawn):
// those are laid before the app's bag is touched, and taken out of it by kind.

import { type HexKey, hexKey, neighbours } from '../hex';
import { discovers, type GameContext, harborVertices } from './context';
import { terrainToResource } from './production';
import { tilesOf } from './slices';
import type {
  Discovery,
  DiscoveryHex,
  EnteredDraw,
  GameState,
  IslandState,
  Seat,
  Tile,
} from './types';

/** Takes the first hex of the same kind out of `bag` (an entered draw leaves the app's bag). */
function takeKind(bag: DiscoveryHex[], d: { terrain: string; harbor?: string }): boolean {
  const i = bag.findIndex((x) => x.terrain === d.terrain && x.harbor === d.harbor);
  if (i < 0) return false;
  bag.splice(i, 1);
  return true;
}

/** Takes one `token` out of `tokens`. */
function takeToken(tokens: number[], token: number): boolean {
  const i = tokens.indexOf(token);
  if (i < 0) return false;
  tokens.splice(i, 1);
  return true;
}

/**
 * What is left to draw once the entered draws still waiting are taken out: the hexes by kind
 * and the number tokens, both sorted (public: the box less what lies on the table).
 */
export function bagLeft(isl: Pick<IslandState, 'bag' | 'drawn'>): {
  hexes: DiscoveryHex[];
  tokens: number[];
} {
  const hexes = [...isl.bag.hexes];
  const tokens = [...isl.bag.tokens];
  for (const d of isl.drawn) {
    takeKind(hexes, d);
    if (d.token !== null) takeToken(tokens, d.token);
  }
  const key = (h: DiscoveryHex) => `${h.terrain}:${h.harbor ?? ''}`;
  return {
    hexes: hexes.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)),
    tokens: tokens.sort((a, b) => a - b),
  };
}

/** An entered draw checked against the bag: null when it may be drawn, else why not. */
export function drawProblem(
  isl: Pick<IslandState, 'bag' | 'drawn'>,
  d: EnteredDraw,
): 'hex' | 'token' | 'tokenNeeded' | 'noToken' | null {
  const left = bagLeft(isl);
  if (!takeKind(left.hexes, d)) return 'hex';
  const produces = !d.harbor && terrainToResource(d.terrain) !== null;
  if (produces && d.token === null) return left.tokens.length > 0 ? 'tokenNeeded' : null;
  if (!produces && d.token !== null) return 'noToken';
  if (d.token !== null && !left.tokens.includes(d.token)) return 'token';
  return null;
}

/** Intersections (indices) that already carry a port. */
export function portVertices(s: Pick<GameState, 'island'>, ctx: GameContext): Set<number> {
  const out = new Set<number>();
  tilesOf(s).forEach((t, h) => {
    const hx = ctx.topo.hexes[h];
    if (t?.harbor && t.faces && hx)
      for (const v of harborVertices(ctx.topo, hx, t.faces)) out.add(v);
  });
  return out;
}

/** The harbors a seat may use at an intersection of an open table. */
export function openHarborsAt(s: GameState, ctx: GameContext, v: number): string[] {
  const out: string[] = [];
  tilesOf(s).forEach((t, h) => {
    const hx = ctx.topo.hexes[h];
    if (t?.harbor && t.faces && hx && harborVertices(ctx.topo, hx, t.faces).includes(v))
      out.push(t.harbor);
  });
  return out;
}

/** Where a harbor laid on hex `h` may face: sides whose two ends carry no port yet, land first. */
export function harborFaces(
  s: Pick<GameState, 'island'>,
  ctx: GameContext,
  h: number,
  ports: ReadonlySet<number>,
): HexKey[] {
  const hx = ctx.topo.hexes[h];
  if (!hx) return [];
  const land: HexKey[] = [];
  const other: HexKey[] = [];
  for (const n of neighbours(hx)) {
    const vs = harborVertices(ctx.topo, hx, hexKey(n));
    if (vs.length !== 2 || vs.some((v) => ports.has(v))) continue;
    const ni = ctx.topo.hexIndex.get(hexKey(n));
    const t = ni === undefined ? null : tilesOf(s)[ni];
    (t && t.terrain !== 'sea' ? land : other).push(hexKey(n));
  }
  return [...land, ...other];
}

export interface DiscoveryResult {
  readonly discoveries: Discovery[];
}

/**
 * The hexes discovered by a new piece on path `e`: every missing hex at either end, in
 * index order, drawn from the bag. `faces` is the player's choice for a harbor, if legal.
 */
export function discover(s: GameState, ctx: GameContext, e: number, faces?: HexKey): Discovery[] {
  const isl = s.island;
  if (!discovers(ctx) || !isl) return [];
  const ends = ctx.topo.edgeEnds[e];
  if (!ends) return [];
  const missing = new Set<number>();
  for (const v of ends)
    for (const h of ctx.topo.vertexLand[v] ?? []) if (isl.tiles[h] === null) missing.add(h);
  if (missing.size === 0) return [];
  const bag: DiscoveryHex[] = [...isl.bag.hexes];
  const tokens = [...isl.bag.tokens];
  const queue: EnteredDraw[] = [...isl.drawn];
  const tiles: (Tile | null)[] = [...isl.tiles];
  let bank = s.bank;
  const out: Discovery[] = [];
  for (const h of [...missing].sort((a, b) => a - b)) {
    let returned = 0;
    let entered = 0;
    let laid = false;
    while ((queue.length > 0 || bag.length > 0) && returned <= bag.length) {
      // The group's own draw first, taken out of the app's bag by kind; else the app draws.
      const q = queue.shift();
      if (q) entered++;
      const d: DiscoveryHex | undefined = q
        ? q.harbor
          ? { terrain: q.terrain, harbor: q.harbor }
          : { terrain: q.terrain }
        : bag.shift();
      if (!d) break;
      const mark = entered > 0 ? { entered } : {};
      const hx = ctx.topo.hexes[h];
      if (!hx) break;
      if (d.harbor) {
        const tmp = { island: { ...isl, tiles } };
        const options = harborFaces(tmp, ctx, h, portVertices(tmp, ctx));
        const chosen = faces && options.includes(faces) ? faces : options[0];
        if (!chosen) {
          // An entered harbor that cannot lie here stays in the group's bag; the next is drawn.
          if (!q) {
            bag.push(d);
            returned++;
          }
          continue;
        }
        if (q) takeKind(bag, d);
        tiles[h] = { terrain: d.terrain, token: null, harbor: d.harbor, faces: chosen, home: null };
        out.push({
          hex: hexKey(hx),
          terrain: d.terrain,
          token: null,
          harbor: d.harbor,
          faces: chosen,
          paid: null,
          returned,
          ...mark,
        });
      } else {
        const res = terrainToResource(d.terrain);
        if (q) {
          takeKind(bag, d);
          if (q.token !== null) takeToken(tokens, q.token);
        }
        const token = q ? q.token : res ? (tokens.shift() ?? null) : null;
        const paid = res && (bank[res] ?? 0) > 0 ? res : null;
        if (paid) bank = { ...bank, [paid]: (bank[paid] ?? 0) - 1 };
        tiles[h] = { terrain: d.terrain, token, harbor: null, faces: null, home: null };
        out.push({
          hex: hexKey(hx),
          terrain: d.terrain,
          token,
          harbor: null,
          faces: null,
          paid,
          returned,
          ...mark,
        });
      }
      laid = true;
      break;
    }
    if (!laid) break;
  }
  return out;
}

/** Applies discoveries to the bag and the table (the same draws, in the same order). */
export function applyDiscoveries(
  isl: IslandState,
  ctx: GameContext,
  ds: readonly Discovery[],
): IslandState {
  const bag = [...isl.bag.hexes];
  const tokens = [...isl.bag.tokens];
  const tiles = [...isl.tiles];
  let drawn = isl.drawn;
  for (const d of ds) {
    for (let i = 0; i < d.returned; i++) {
      const x = bag.shift();
      if (x) bag.push(x);
    }
    if (d.entered) {
      // The group's draws: out of the waiting list, and the laid hex and token out of the bag.
      drawn = drawn.slice(d.entered);
      takeKind(bag, d.harbor ? { terrain: d.terrain, harbor: d.harbor } : { terrain: d.terrain });
      if (d.token !== null) takeToken(tokens, d.token);
    } else {
      bag.shift();
      if (d.token !== null) tokens.shift();
      else if (terrainToResource(d.terrain)) tokens.shift();
    }
    const h = ctx.topo.hexIndex.get(d.hex);
    if (h !== undefined)
      tiles[h] = {
        terrain: d.terrain,
        token: d.token,
        harbor: d.harbor,
        faces: d.faces,
        home: null,
      };
  }
  return { ...isl, tiles, bag: { hexes: bag, tokens }, drawn };
}

/**
 * The discovered island a settlement at `v` stands on, as hex indices, or null when that
 * land joins a home base. Islands are the land hexes connected through land.
 */
export function islandAt(s: GameState, ctx: GameContext, v: number): number[] | null {
  const tiles = tilesOf(s);
  const start = (ctx.topo.vertexLand[v] ?? []).filter((h) => {
    const t = tiles[h];
    return t && t.terrain !== 'sea';
  });
  if (start.length === 0) return null;
  const seen = new Set<number>(start);
  const stack = [...start];
  while (stack.length) {
    const h = stack.pop() as number;
    const t = tiles[h];
    if (t && t.home !== null) return null;
    for (const n of ctx.topo.hexNeighbours[h] ?? []) {
      const tn = tiles[n];
      if (!seen.has(n) && tn && tn.terrain !== 'sea') {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return [...seen].sort((a, b) => a - b);
}

/** The state after discoveries: tiles laid, bag drawn, the discoverer paid from the bank. */
export function withDiscoveries(
  s: GameState,
  ctx: GameContext,
  ds: readonly Discovery[],
  seat: Seat,
): GameState {
  const isl = s.island;
  if (ds.length === 0 || !isl) return s;
  let bank = s.bank;
  let players = s.players;
  for (const d of ds) {
    if (!d.paid) continue;
    const r = d.paid;
    bank = { ...bank, [r]: (bank[r] ?? 0) - 1 };
    players = players.map((p, i) =>
      i === seat ? { ...p, hand: { ...p.hand, [r]: (p.hand[r] ?? 0) + 1 } } : p,
    );
  }
  return { ...s, island: applyDiscoveries(isl, ctx, ds), bank, players };
}
