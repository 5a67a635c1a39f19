// What a game reads but never changes: its ruleset, the island graph, which hex produces
// what, and where the harbors are. Built once per configuration and shared by every state.

import type { Board } from '../board/types';
import {
  buildTopology,
  edgeBetween,
  edgeVertices,
  type Hex,
  type HexKey,
  hexDistance,
  hexKey,
  parseHexKey,
  type Topology,
  vertexId,
} from '../hex';
import { getRuleset, type Ruleset } from '../rules/rulesets';
import { terrainResource } from '../rules/vocab';
import type { GameConfig, Tile } from './types';

export interface GameContext {
  readonly ruleset: Ruleset;
  readonly resources: readonly string[];
  readonly topo: Topology;
  /** Per hex index: the resource it yields (null: desert, sea, undiscovered). Island boards only. */
  readonly hexResource: readonly (string | null)[];
  readonly hexToken: readonly (number | null)[];
  /** Per intersection index: the harbors it may use ('any' or a resource). Island boards only. */
  readonly vertexHarbors: readonly (readonly string[])[];
  /** Discovery (Intimate Settlers): the tiles laid at the start, per hex index (null: undiscovered). */
  readonly initialTiles: readonly (Tile | null)[];
}

/** Whether the table grows by discovery, so the board lives in the state's tiles. */
export const discovers = (ctx: GameContext): boolean => ctx.ruleset.features.discovery;
/** Whether ships sail on sea paths. */
export const hasShips = (ctx: GameContext): boolean => ctx.ruleset.features.ships;
/**
 * Whether the game carries the discovery slice (`state.island`, `player.island`): the table
 * grows by discovery, or islands settled first score.
 */
export const hasIslands = (ctx: GameContext): boolean =>
  ctx.ruleset.features.discovery || ctx.ruleset.features.islandVp > 0;
/** Whether each player starts on a home base of their own. */
export const hasHomeBases = (ctx: GameContext): boolean => ctx.ruleset.features.homeBases;
/** Whether the game tracks Starfarers' colonies, spaceports and awards. */
export const isStarfarers = (ctx: GameContext): boolean => ctx.ruleset.features.starfarers;

const cache = new WeakMap<GameConfig, GameContext>();

/** The shared, read-only context of a game (memoised per configuration object). */
export function contextOf(config: GameConfig): GameContext {
  let c = cache.get(config);
  if (!c) {
    c = buildContext(config);
    cache.set(config, c);
  }
  return c;
}

const isLand = (t: string) => t !== 'sea';

/** Hexes within `d` of any of the given hexes: the area an open table may grow into. */
function around(hexes: readonly Hex[], d: number): Hex[] {
  const seen = new Map<HexKey, Hex>();
  for (const h of hexes)
    for (let dq = -d; dq <= d; dq++)
      for (let dr = -d; dr <= d; dr++) {
        const x = { q: h.q + dq, r: h.r + dr };
        if (hexDistance(h, x) <= d) seen.set(hexKey(x), x);
      }
  return [...seen.values()].sort((a, b) => a.r - b.r || a.q - b.q);
}

/** How far past the starting tiles an Intimate Settlers table may be discovered. */
export const OPEN_MARGIN = 3;

function buildContext(config: GameConfig): GameContext {
  const ruleset = getRuleset(config.ruleset);
  const resources = ruleset.resources;
  const board: Board | null = config.board;
  if (!board) {
    const topo = buildTopology([]);
    return {
      ruleset,
      resources,
      topo,
      hexResource: [],
      hexToken: [],
      vertexHarbors: [],
      initialTiles: [],
    };
  }
  const open = ruleset.features.discovery;
  const land = board.hexes.filter((h) => isLand(h.terrain)).map((h) => ({ q: h.q, r: h.r }));
  const area = open
    ? around(
        board.hexes.map((h) => ({ q: h.q, r: h.r })),
        OPEN_MARGIN,
      )
    : land;
  const topo = buildTopology(area);
  const byKey = new Map(board.hexes.map((h) => [hexKey(h), h] as const));
  const hexResource = area.map((h) => {
    const b = byKey.get(hexKey(h));
    return b ? terrainResource(b.terrain) : null;
  });
  const hexToken = area.map((h) => byKey.get(hexKey(h))?.token ?? null);
  const initialTiles: (Tile | null)[] = open
    ? area.map((h) => {
        const b = byKey.get(hexKey(h));
        if (!b) return null;
        return {
          terrain: b.terrain,
          token: b.token,
          harbor: b.harbor?.trade ?? null,
          faces: b.harbor?.faces ?? null,
          home: b.home ?? null,
        };
      })
    : [];
  const vertexHarbors: string[][] = topo.vertices.map(() => []);
  if (!open)
    for (const h of board.hexes) {
      if (!h.harbor) continue;
      for (const v of harborVertices(topo, h, h.harbor.faces))
        vertexHarbors[v]?.push(h.harbor.trade);
    }
  return { ruleset, resources, topo, hexResource, hexToken, vertexHarbors, initialTiles };
}

/** The intersections (indices) of a harbor: the two ends of the side it shares with `faces`. */
export function harborVertices(topo: Topology, water: Hex, faces: HexKey): number[] {
  const f = parseHexKey(faces);
  if (!f) return [];
  const e = edgeBetween(water, f);
  if (!e) return [];
  return edgeVertices(e)
    .map((v) => topo.vertexIndex.get(vertexId(v)))
    .filter((i): i is number => i !== undefined);
}
