// Legal spots from what a screen may see. The tablet holds a GameView (hands hidden), yet
// where a piece may go depends only on public facts: the board, the pieces, the robber and
// whose turn it is. So instead of restating any rule, a view is widened back into a
// GameState with the secret parts left empty, and build.ts answers the same questions that
// decide() asks. Only questions whose answer never reads a hidden part belong here.

import type { EdgeId, HexKey, VertexId } from '../hex';
import {
  legalCities,
  legalRoads,
  legalSettlements,
  legalShips,
  movableShips,
  robberHexes,
} from './build';
import { contextOf, type GameContext, hasShips } from './context';
import { robberVictims } from './features/robber/decide';
import { bankRate } from './features/trade/decide';
import { turnableFaces } from './harbor';
import { longestRoadOf } from './longest-road';
import { scoreOf } from './score';
import { shipsOf, withShipAt } from './slices';
import type { GameState, PlayerState, Seat } from './types';
import type { GameView } from './view';

/**
 * The view as a state whose secrets are empty: no cards in hand, no development cards, no
 * decks, no generator. Good for placement, robber, harbor, road length and public-score
 * questions; wrong for anything that reads a hand (affordability, discards, steals).
 */
export function publicState(view: GameView): GameState {
  // Views are never changed, and one legal-action list asks this for many spots and rates.
  let s = publicStates.get(view);
  if (!s) {
    s = toPublicState(view);
    publicStates.set(view, s);
  }
  return s;
}
const publicStates = new WeakMap<GameView, GameState>();

function toPublicState(view: GameView): GameState {
  const {
    viewer: _viewer,
    players,
    devDeckCount: _dev,
    diceDeckCount: _dice,
    island,
    progress,
    ...rest
  } = view;
  return {
    ...rest,
    // A hidden bank count (view.ts, publicBank) places nothing: taken as none.
    bank: Object.fromEntries(Object.entries(view.bank).map(([r, n]) => [r, n ?? 0])),
    rng: [],
    players: players.map(
      (p): PlayerState => ({
        hand: p.hand ?? {},
        dev: p.dev ?? [],
        knights: p.knights,
        vpPlayed: p.vpPlayed,
        roads: p.roads,
        settlements: p.settlements,
        cities: p.cities,
        sea: p.sea,
        island: p.island,
        sf: p.sf,
      }),
    ),
    devDeck: [],
    diceDeck: [],
    corrections: { rolls: [], requests: [], next: 0 },
    // Progress cards: the viewer's own hand only; the decks' order is never in a view.
    progress: progress && {
      decks: { science: [], trade: [], politics: [] },
      hands: progress.hands.map((h) => h ?? []),
      unknown: progress.unknown.map((u) => u ?? { science: 0, trade: 0, politics: 0 }),
      shown: progress.shown,
      merchant: progress.merchant,
      fleet: progress.fleet,
      alchemy: progress.alchemy,
      tokens: progress.tokens,
      owedDraws: progress.owedDraws,
    },
    island: island && {
      tiles: island.tiles,
      bag: { hexes: [], tokens: [] },
      settled: island.settled,
      harborTurn: island.harborTurn,
      drawn: island.drawn,
    },
  };
}

/** Who is to act now: the seat placing in set-up or choosing cards, the special builder, or the active player. */
export function actorOf(view: Pick<GameView, 'phase' | 'setup' | 'turn'>): Seat {
  if ((view.phase === 'setup' || view.phase === 'choose') && view.setup)
    return view.setup.queue[view.setup.index] ?? view.turn.seat;
  return view.turn.sbp?.[0] ?? view.turn.seat;
}

const vertexIds = (ctx: GameContext, vs: readonly number[]): VertexId[] =>
  vs.map((v) => ctx.topo.vertices[v]).filter((x): x is VertexId => x !== undefined);
const edgeIds = (ctx: GameContext, es: readonly number[]): EdgeId[] =>
  es.map((e) => ctx.topo.edges[e]).filter((x): x is EdgeId => x !== undefined);

/** Extra lines laid on a scratch copy, so road building's second piece may continue its first. */
function withLines(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  roads: readonly EdgeId[],
  ships: readonly EdgeId[],
): GameState {
  if (roads.length === 0 && ships.length === 0) return s;
  const ri = new Set(roads.map((e) => ctx.topo.edgeIndex.get(e)));
  const si = new Set(ships.map((e) => ctx.topo.edgeIndex.get(e)));
  const sea = s.sea;
  return {
    ...s,
    roads: s.roads.map((o, i) => (ri.has(i) ? seat : o)),
    sea: sea && { ...sea, ships: sea.ships.map((o, i) => (si.has(i) ? seat : o)) },
  };
}

/** Intersections where `seat` may place a settlement now (set-up rules during set-up; cards not checked). */
export function settlementSpots(view: GameView, seat: Seat): VertexId[] {
  const ctx = contextOf(view.config);
  const s = publicState(view);
  return vertexIds(ctx, legalSettlements(s, ctx, seat, view.phase === 'setup'));
}

/**
 * Paths where `seat` may lay a road now: in set-up, beside the settlement just placed;
 * `laid` are roads (and ships) already chosen for road building this play.
 */
export function roadSpots(
  view: GameView,
  seat: Seat,
  laid: { roads?: readonly EdgeId[]; ships?: readonly EdgeId[] } = {},
): EdgeId[] {
  const ctx = contextOf(view.config);
  const s = withLines(publicState(view), ctx, seat, laid.roads ?? [], laid.ships ?? []);
  return edgeIds(ctx, legalRoads(s, ctx, seat, setupVertex(view)));
}

/**
 * Paths where `seat` may lay a ship now (Intimate Settlers; [] elsewhere). `moving` is a ship
 * being moved: it is lifted first, as decide() does, and its own path is not offered.
 */
export function shipSpots(
  view: GameView,
  seat: Seat,
  laid: { roads?: readonly EdgeId[]; ships?: readonly EdgeId[] } = {},
  moving?: EdgeId,
): EdgeId[] {
  const ctx = contextOf(view.config);
  let s = withLines(publicState(view), ctx, seat, laid.roads ?? [], laid.ships ?? []);
  const from = moving === undefined ? undefined : ctx.topo.edgeIndex.get(moving);
  if (from !== undefined) s = withShipAt(s, from, null);
  return edgeIds(
    ctx,
    legalShips(s, ctx, seat, setupVertex(view)).filter((e) => e !== from),
  );
}

/** The settlement placed in set-up and awaiting its road, else null. */
function setupVertex(view: GameView): number | null {
  return view.phase === 'setup' ? (view.setup?.placed ?? null) : null;
}

/** The seat's settlements that may become cities. */
export function citySpots(view: GameView, seat: Seat): VertexId[] {
  const ctx = contextOf(view.config);
  return vertexIds(ctx, legalCities(publicState(view), seat));
}

/** Intimate Settlers: the seat's ships that may move this turn. */
export function movableShipSpots(view: GameView, seat: Seat): EdgeId[] {
  const ctx = contextOf(view.config);
  if (!hasShips(ctx) || !view.sea || view.sea.moved) return [];
  return edgeIds(ctx, movableShips(publicState(view), ctx, seat));
}

/** Hexes the robber may move to. */
export function robberSpots(view: GameView): HexKey[] {
  const ctx = contextOf(view.config);
  return robberHexes(publicState(view), ctx)
    .map((h) => ctx.topo.hexes[h])
    .filter((h) => h !== undefined)
    .map((h) => `${h.q},${h.r}` as HexKey);
}

/** Seats `thief` may rob on `hex` (they have a building there). */
export function victimsAt(view: GameView, thief: Seat, hex: HexKey): Seat[] {
  const ctx = contextOf(view.config);
  const h = ctx.topo.hexIndex.get(hex);
  return h === undefined ? [] : robberVictims(publicState(view), ctx, thief, h);
}

/** The bank rate `seat` gets for `resource` (4:1, or a harbor's). */
export function rateOf(view: GameView, seat: Seat, resource: string): number {
  const ctx = contextOf(view.config);
  return bankRate(publicState(view), ctx, seat, resource);
}

/** Intimate Settlers: the harbor just discovered that its discoverer may still turn. */
export interface HarborTurnChoice {
  readonly seat: Seat;
  readonly hex: HexKey;
  /** "any" (3:1) or the resource of a 2:1 harbor. */
  readonly harbor: string;
  /** The side it faces now (the engine's choice until the player turns it). */
  readonly faces: HexKey;
  /** Every side decide() accepts in a `turnHarbor`, the current one included, land first. */
  readonly options: readonly HexKey[];
}

/**
 * The harbor that may be turned now and the sides it may face, or null: none was drawn by
 * the last move, or no other side is legal (nothing to choose).
 */
export function harborTurns(view: GameView): HarborTurnChoice | null {
  // An offline copy saved before harbors could be turned has no such field.
  const ht = view.island?.harborTurn ?? null;
  if (!ht || view.phase === 'over') return null;
  const ctx = contextOf(view.config);
  const h = ctx.topo.hexIndex.get(ht.hex);
  const tile = h === undefined ? null : (view.island?.tiles[h] ?? null);
  if (h === undefined || !tile?.harbor || !tile.faces) return null;
  const options = turnableFaces(publicState(view), ctx, h);
  if (options.length < 2) return null;
  return { seat: ht.seat, hex: ht.hex, harbor: tile.harbor, faces: tile.faces, options };
}

/** Public victory points per seat (hidden victory point cards not counted). */
export function publicScores(view: GameView): number[] {
  const s = publicState(view);
  return s.players.map((_, i) => scoreOf(s, i).public);
}

/**
 * The paths of one longest road of `seat` (to highlight it). longestRoadOf gives only a
 * length, so paths are dropped one by one while the length holds; what is left is a set of
 * exactly that many paths that still makes the length: one longest trail.
 */
export function longestRoadPaths(view: GameView, seat: Seat): EdgeId[] {
  const ctx = contextOf(view.config);
  const withShips = ctx.ruleset.longestRoad?.ships ?? false;
  let roads = [...view.roads];
  let ships = [...shipsOf(view)];
  const net = () => ({
    topo: ctx.topo,
    buildings: view.buildings,
    roads,
    ships,
    knights: view.knightPieces,
  });
  const best = longestRoadOf(net(), seat, withShips);
  if (best === 0) return [];
  for (let e = 0; e < roads.length; e++) {
    const isRoad = roads[e] === seat;
    const isShip = withShips && ships[e] === seat;
    if (!isRoad && !isShip) continue;
    const r0 = roads;
    const s0 = ships;
    if (isRoad) roads = roads.map((o, i) => (i === e ? null : o));
    else ships = ships.map((o, i) => (i === e ? null : o));
    if (longestRoadOf(net(), seat, withShips) < best) {
      roads = r0;
      ships = s0;
    }
  }
  const out: number[] = [];
  for (let e = 0; e < roads.length; e++)
    if (roads[e] === seat || (withShips && ships[e] === seat)) out.push(e);
  return edgeIds(ctx, out);
}
