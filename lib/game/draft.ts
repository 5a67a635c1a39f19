// The fold's working copy and the writes several features' evolve handlers share: cards to
// and from the bank, pieces laid, road lengths recounted, the set-up advanced. Evolve side
// only: nothing here decides or draws (test/unit/game-features.test.ts keeps decide out).

import type { EdgeId } from '../hex';
import type { GameContext } from './context';
import { withDiscoveries } from './discovery';
import { longestRoadHolder, longestRoadOf } from './longest-road';
import { shipsOf } from './slices';
import type { Discovery, GameState, Hand, PlayerState, Seat, TurnState } from './types';

export const setAt = <T>(a: readonly T[], i: number, v: T): T[] => {
  const out = a.slice();
  out[i] = v;
  return out;
};

// Replay is the hot loop (1,000 events in a few milliseconds), so each event copies the
// state once and then writes into that copy; a player is copied the first time it changes.
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** The state being written by one evolve() call (its own shallow copy). */
export type Draft = Mutable<GameState>;
// evolve() is synchronous and never re-entered, so one slot remembers which draft already
// has its own players array.
let playersCopiedFor: Draft | null = null;

/** Forgets the draft whose players were copied (evolve calls it when the event is applied). */
export function draftDone(): void {
  playersCopiedFor = null;
}

export function updPlayer(d: Draft, seat: Seat, f: (p: PlayerState) => PlayerState): Draft {
  const p = d.players[seat];
  if (!p) return d;
  if (playersCopiedFor !== d) {
    d.players = d.players.slice();
    playersCopiedFor = d;
  }
  (d.players as PlayerState[])[seat] = f(p);
  return d;
}

/** h + sign·x over the ruleset's resources (an array walk: faster than for…in in the hot loop). */
export function addInto(h: Hand, x: Hand, sign: number, resources: readonly string[]): Hand {
  // Cloning keeps the hand's shape, so writing its own keys never reshapes the object.
  const out: Record<string, number> = { ...h };
  for (let i = 0; i < resources.length; i++) {
    const r = resources[i] as string;
    out[r] = (h[r] ?? 0) + sign * (x[r] ?? 0);
  }
  return out;
}

const finiteBank = (ctx: GameContext) => ctx.ruleset.bankPerResource > 0;

/** Moves cards from the bank to a seat. */
export function fromBank(d: Draft, ctx: GameContext, seat: Seat, h: Hand): Draft {
  updPlayer(d, seat, (p) => ({ ...p, hand: addInto(p.hand, h, 1, ctx.resources) }));
  if (finiteBank(ctx)) d.bank = addInto(d.bank, h, -1, ctx.resources);
  return d;
}
/** Moves cards from a seat to the bank. */
export function toBank(d: Draft, ctx: GameContext, seat: Seat, h: Hand): Draft {
  updPlayer(d, seat, (p) => ({ ...p, hand: addInto(p.hand, h, -1, ctx.resources) }));
  if (finiteBank(ctx)) d.bank = addInto(d.bank, h, 1, ctx.resources);
  return d;
}
/** Pays the ruleset's cost of `what` into the bank. */
export function pay(
  d: Draft,
  ctx: GameContext,
  seat: Seat,
  what: 'road' | 'settlement' | 'city' | 'devCard' | 'ship',
): Draft {
  const cost = ctx.ruleset.costs?.[what];
  if (!cost) return d;
  return toBank(d, ctx, seat, cost as Hand);
}
/** Moves `n` cards of `r` from one seat to another. */
export function transfer(d: Draft, from: Seat, to: Seat, r: string, n: number): Draft {
  if (n === 0) return d;
  updPlayer(d, from, (p) => ({ ...p, hand: { ...p.hand, [r]: (p.hand[r] ?? 0) - n } }));
  return updPlayer(d, to, (p) => ({ ...p, hand: { ...p.hand, [r]: (p.hand[r] ?? 0) + n } }));
}

/** Recomputes road lengths for `seats` (all when omitted) and applies the hand-over rules. */
export function withRoads(d: Draft, ctx: GameContext, seats?: readonly Seat[]): Draft {
  const lr = ctx.ruleset.longestRoad;
  if (!lr) return d;
  const net = {
    topo: ctx.topo,
    buildings: d.buildings,
    roads: d.roads,
    ships: shipsOf(d),
    knights: d.knightPieces,
  };
  const lengths = d.longestRoad.lengths.slice();
  for (const i of seats ?? d.players.map((_, k) => k)) lengths[i] = longestRoadOf(net, i, lr.ships);
  d.longestRoad = { holder: longestRoadHolder(d.longestRoad.holder, lengths, lr.min), lengths };
  return d;
}

/** Seats whose road runs through intersection `v` (a new building there may break it). */
export function seatsAt(d: Draft, ctx: GameContext, v: number, builder: Seat): Seat[] {
  const out: Seat[] = [builder];
  const ships = shipsOf(d);
  for (const e of ctx.topo.vertexEdges[v] ?? []) {
    const o = d.roads[e] ?? ships[e] ?? null;
    if (o !== null && !out.includes(o)) out.push(o);
    const sh = ships[e] ?? null;
    if (sh !== null && !out.includes(sh)) out.push(sh);
  }
  return out;
}

/** A turn as it starts: nothing rolled, played or built yet. */
export function freshTurn(seat: Seat, number: number): TurnState {
  return {
    seat,
    number,
    rolled: false,
    dice: null,
    pending: null,
    devPlayed: 0,
    sbp: null,
  };
}

/** Starts turn `number` for `seat`: a fresh turn, and no ship moved or built in it yet. */
export function startTurn(d: Draft, seat: Seat, number: number): Draft {
  d.turn = freshTurn(seat, number);
  // Progress cards: this turn's merchant fleet and alchemist end with it.
  const p = d.progress;
  if (p && (p.fleet || p.alchemy)) d.progress = { ...p, fleet: null, alchemy: null };
  const sea = d.sea;
  if (sea && (sea.moved || sea.built.length > 0)) d.sea = { ...sea, moved: false, built: [] };
  return d;
}

function startPlay(d: Draft): Draft {
  d.phase = 'play';
  d.setup = null;
  return startTurn(d, d.order[0] ?? 0, 1);
}

/** After a set-up placement completes a step: the next seat, or the end of set-up. */
export function advanceSetup(d: Draft, ctx: GameContext): Draft {
  const st = d.setup;
  if (!st) return d;
  const index = st.index + 1;
  if (index < st.queue.length) {
    d.setup = { ...st, index, placed: null };
    return d;
  }
  if (ctx.ruleset.initialProduction === 'chosen-cards' && d.phase === 'setup') {
    // Everyone then chooses their free cards, in turn order.
    d.phase = 'choose';
    d.setup = { queue: d.order, index: 0, placed: null };
    return d;
  }
  return startPlay(d);
}

/** Lays a road or a ship on `edge` and counts the piece. */
export function placeLine(
  d: Draft,
  ctx: GameContext,
  seat: Seat,
  edge: EdgeId,
  ship: boolean,
): Draft {
  const e = ctx.topo.edgeIndex.get(edge);
  if (e === undefined) return d;
  if (!ship) {
    d.roads = setAt(d.roads, e, seat);
    return updPlayer(d, seat, (p) => ({ ...p, roads: p.roads + 1 }));
  }
  const sea = d.sea;
  if (!sea) return d;
  d.sea = { ...sea, ships: setAt(sea.ships, e, seat) };
  return updPlayer(d, seat, (p) => (p.sea ? { ...p, sea: { ships: p.sea.ships + 1 } } : p));
}

/** Intimate Settlers: lays the tiles a piece discovered and pays the discoverer. */
export function discoveries(
  d: Draft,
  ctx: GameContext,
  ds: readonly Discovery[] | undefined,
  seat: Seat,
): Draft {
  if (!ds || ds.length === 0) return d;
  return Object.assign(d, withDiscoveries(d, ctx, ds, seat));
}

/** A shallow copy with every field spelled out: one fixed object shape, cheaper than a spread. */
export function cloneState(s: GameState): Draft {
  return {
    version: s.version,
    config: s.config,
    ...(s.nicknames !== undefined ? { nicknames: s.nicknames } : {}),
    rng: s.rng,
    phase: s.phase,
    order: s.order,
    setup: s.setup,
    turn: s.turn,
    players: s.players,
    bank: s.bank,
    devDeck: s.devDeck,
    diceDeck: s.diceDeck,
    buildings: s.buildings,
    roads: s.roads,
    robber: s.robber,
    sea: s.sea,
    island: s.island,
    barbarians: s.barbarians,
    knightPieces: s.knightPieces,
    walls: s.walls,
    improvements: s.improvements,
    progress: s.progress,
    longestRoad: s.longestRoad,
    largestArmy: s.largestArmy,
    winner: s.winner,
    corrections: s.corrections,
  };
}
