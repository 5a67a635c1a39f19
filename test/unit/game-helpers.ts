// Shared set-ups for the game engine's tests: configurations on the fixed boards, and a
// state in the play phase with pieces and cards laid by hand (so a scenario names them).

import {
  type Command,
  createGame,
  DEFAULT_OPTIONS,
  decide,
  type Event,
  evolve,
  type GameConfig,
  type GameOptions,
  type GameState,
  type Hand,
  type HeldCard,
  longestRoadHolder as holderOf,
  longestRoadOf as longestRoadOfSeat,
  type Seat,
} from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { shipsOf } from '@/lib/game/slices';
import { getRuleset, type RulesetId } from '@/lib/rules/rulesets';
import { beginnerBoard, board56, intimateBoard } from '../fixtures/boards';

const COLORS = ['red', 'blue', 'white', 'orange', 'green', 'brown'];

export function config(
  ruleset: RulesetId,
  players?: number,
  options: Partial<GameOptions> = {},
  seed = 'test',
): GameConfig {
  // A ruleset on another's island (ck, ck56) is played on that one's board: its boardOf.
  const island = getRuleset(ruleset).boardOf;
  const n = players ?? (island === 'intimate' ? 2 : island === 'base56' ? 5 : 4);
  const board =
    island === 'starfarers'
      ? null
      : island === 'intimate'
        ? intimateBoard()
        : island === 'base56'
          ? board56()
          : beginnerBoard(island === 'mupp37' ? 'mupp37' : 'base');
  return {
    ruleset,
    seed,
    players: Array.from({ length: n }, (_, i) => ({ name: `P${i}`, color: COLORS[i] ?? 'grey' })),
    board,
    options: { ...DEFAULT_OPTIONS, ...options },
  };
}

export interface Layout {
  settlements?: Record<string, Seat>;
  cities?: Record<string, Seat>;
  roads?: Record<string, Seat>;
  hands?: Partial<Record<Seat, Partial<Hand>>>;
  dev?: Partial<Record<Seat, readonly { card: HeldCard; turn: number }[]>>;
  knights?: Partial<Record<Seat, number>>;
  robber?: string;
  seat?: Seat;
  turn?: number;
  rolled?: boolean;
  bank?: Partial<Hand>;
}

/** A state in the play phase, seats in order 0, 1, 2 …, with the given pieces and cards. */
export function playState(cfg: GameConfig, l: Layout = {}): GameState {
  const s0 = createGame(cfg);
  const ctx = contextOf(cfg);
  const n = cfg.players.length;
  const buildings = [...s0.buildings];
  const roads = [...s0.roads];
  const count = (seat: Seat, rec: Record<string, Seat> | undefined) =>
    Object.values(rec ?? {}).filter((x) => x === seat).length;
  for (const [v, seat] of Object.entries(l.settlements ?? {})) {
    const i = ctx.topo.vertexIndex.get(v as never);
    if (i === undefined) throw new Error(`no vertex ${v}`);
    buildings[i] = { seat, kind: 'settlement' };
  }
  for (const [v, seat] of Object.entries(l.cities ?? {})) {
    const i = ctx.topo.vertexIndex.get(v as never);
    if (i === undefined) throw new Error(`no vertex ${v}`);
    buildings[i] = { seat, kind: 'city' };
  }
  for (const [e, seat] of Object.entries(l.roads ?? {})) {
    const i = ctx.topo.edgeIndex.get(e as never);
    if (i === undefined) throw new Error(`no edge ${e}`);
    roads[i] = seat;
  }
  const bank: Record<string, number> = { ...s0.bank };
  const players = s0.players.map((p, seat) => {
    const hand = { ...p.hand, ...(l.hands?.[seat] ?? {}) } as Record<string, number>;
    for (const r of ctx.resources) bank[r] = (bank[r] ?? 0) - (hand[r] ?? 0);
    return {
      ...p,
      hand,
      dev: l.dev?.[seat] ?? [],
      knights: l.knights?.[seat] ?? 0,
      settlements: count(seat, l.settlements),
      cities: count(seat, l.cities),
      roads: count(seat, l.roads),
    };
  });
  const robber =
    l.robber === undefined ? s0.robber : (ctx.topo.hexIndex.get(l.robber as never) ?? -1);
  const s: GameState = {
    ...s0,
    phase: 'play',
    order: Array.from({ length: n }, (_, i) => i),
    turn: { ...s0.turn, seat: l.seat ?? 0, number: l.turn ?? 5, rolled: l.rolled ?? true },
    buildings,
    roads,
    players,
    bank: { ...bank, ...(l.bank ?? {}) } as Hand,
    robber,
    // A hand-laid table draws from the bag in the order the board lists it (a real game
    // reshuffles it from its secret seed), so scenario rows can name the next draws.
    island: s0.island && {
      ...s0.island,
      bag: {
        hexes:
          cfg.board?.discovery?.hexes.map((h) =>
            h.harbor ? { terrain: h.terrain, harbor: h.harbor } : { terrain: h.terrain },
          ) ?? [],
        tokens: cfg.board?.discovery?.tokens ?? [],
      },
    },
  };
  // Road lengths and the longest-road holder follow from the laid pieces (the army stays unheld).
  return recount(s);
}

/** Longest road and largest army recomputed for a hand-laid state. */
export function recount(s: GameState): GameState {
  const ctx = contextOf(s.config);
  const lr = ctx.ruleset.longestRoad;
  let out = s;
  if (lr) {
    const net = { topo: ctx.topo, buildings: s.buildings, roads: s.roads, ships: shipsOf(s) };
    const lengths = s.players.map((_, i) => longestRoadOfSeat(net, i, lr.ships));
    out = {
      ...out,
      longestRoad: { holder: holderOf(s.longestRoad.holder, lengths, lr.min), lengths },
    };
  }
  return out;
}

/** Every state a game passes through, one per event (the first is `s0`). */
export function states(events: readonly Event[], s0: GameState): GameState[] {
  const out = [s0];
  let s = s0;
  for (const e of events) {
    s = evolve(s, e);
    out.push(s);
  }
  return out;
}

/** Applies events in order. */
export function run(s: GameState, events: readonly Event[]): GameState {
  return events.reduce(evolve, s);
}

export const hand = (partial: Partial<Hand>): Hand => ({
  lumber: 0,
  wool: 0,
  grain: 0,
  brick: 0,
  ore: 0,
  ...partial,
});

/** Applies a command that must be accepted. */
export function act(s: GameState, c: Command): GameState {
  const r = decide(s, c);
  if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
  return r.value.reduce(evolve, s);
}

/** The code a refused command gets ("accepted" if it was not refused). */
export function refused(s: GameState, c: Command): string {
  const r = decide(s, c);
  return r.ok ? 'accepted' : r.error.code;
}

/** The one event an accepted command makes. */
export function only(s: GameState, c: Command): Event {
  const r = decide(s, c);
  if (!r.ok) throw new Error(r.error.code);
  return r.value[0] as Event;
}
