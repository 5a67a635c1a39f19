// Intimate Settlers' discovery (seed 003): building a road or ship towards an intersection
// where a hex is missing draws the next hex from the bag; land gets the next token and pays
// its discoverer one card; a harbor is turned by the player but may not put two ports on one
// intersection — if it cannot be laid it goes back into the bag (at the bottom: the bag's
// order is fixed by the board's seed, so replay never shuffles) and the next hex is drawn.

import { type HexKey, hexKey, neighbours } from '../hex';
import { discovers, type GameContext, harborVertices } from './context';
import { terrainToResource } from './production';
import { tilesOf } from './slices';
import type { Discovery, DiscoveryHex, GameState, IslandState, Seat, Tile } from './types';

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
  const tiles: (Tile | null)[] = [...isl.tiles];
  let bank = s.bank;
  const out: Discovery[] = [];
  for (const h of [...missing].sort((a, b) => a - b)) {
    let returned = 0;
    let laid = false;
    while (bag.length > 0 && returned <= bag.length) {
      const d = bag.shift();
      if (!d) break;
      const hx = ctx.topo.hexes[h];
      if (!hx) break;
      if (d.harbor) {
        const tmp = { island: { ...isl, tiles } };
        const options = harborFaces(tmp, ctx, h, portVertices(tmp, ctx));
        const chosen = faces && options.includes(faces) ? faces : options[0];
        if (!chosen) {
          bag.push(d);
          returned++;
          continue;
        }
        tiles[h] = { terrain: d.terrain, token: null, harbor: d.harbor, faces: chosen, home: null };
        out.push({
          hex: hexKey(hx),
          terrain: d.terrain,
          token: null,
          harbor: d.harbor,
          faces: chosen,
          paid: null,
          returned,
        });
      } else {
        const res = terrainToResource(d.terrain);
        const token = res ? (tokens.shift() ?? null) : null;
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
  for (const d of ds) {
    for (let i = 0; i < d.returned; i++) {
      const x = bag.shift();
      if (x) bag.push(x);
    }
    bag.shift();
    if (d.token !== null) tokens.shift();
    else if (terrainToResource(d.terrain)) tokens.shift();
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
  return { ...isl, tiles, bag: { hexes: bag, tokens } };
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
