// A random legal game, played to a winner by simple greedy bots. Every move goes through
// decide(), so the log is legal by construction; the bots' own choices come from a separate
// stream of the seed, so the same seed always gives the same game.

import { type EdgeId, hexKey, type VertexId } from '../hex';
import { type Rng, rngFromSeed } from '../random/prng';
import {
  legalCities,
  legalRoads,
  legalSettlements,
  legalShips,
  movableShips,
  robberHexes,
} from './build';
import { contextOf, type GameContext, hasShips, isStarfarers } from './context';
import { bankRate, decide, robberVictims } from './decide';
import { evolve } from './evolve';
import { get, total } from './hand';
import { turnableFaces } from './harbor';
import { createGame } from './setup';
import type { Command, DevCard, Event, GameConfig, GameState, Hand, Planet, Seat } from './types';

// The legal-spot lists give indices into the board's topology, so an id is always there.
function vertexAt(ctx: GameContext, i: number): VertexId {
  const id = ctx.topo.vertices[i];
  if (id === undefined) throw new Error(`no intersection ${i}`);
  return id;
}
function edgeAt(ctx: GameContext, i: number): EdgeId {
  const id = ctx.topo.edges[i];
  if (id === undefined) throw new Error(`no path ${i}`);
  return id;
}

export interface RandomGame {
  readonly events: Event[];
  readonly state: GameState;
}

const pick = <T>(rng: Rng, xs: readonly T[]): T | undefined =>
  xs.length ? xs[rng.int(0, xs.length - 1)] : undefined;

/** Plays a random game to the end (or `maxEvents`); the result is a legal, replayable log. */
export function randomGame(config: GameConfig, maxEvents = 20000): RandomGame {
  const rng = rngFromSeed(config.seed, 'bots');
  // Harbor turns draw from a stream of their own, so the other choices stay as they were.
  const harborRng = rngFromSeed(config.seed, 'bots-harbor');
  const ctx = contextOf(config);
  let s = createGame(config);
  const events: Event[] = [];
  const apply = (c: Command): boolean => {
    const d = decide(s, c);
    if (!d.ok) return false;
    for (const e of d.value) {
      s = evolve(s, e);
      events.push(e);
    }
    return true;
  };
  let guard = 0;
  while (s.phase !== 'over' && events.length < maxEvents && guard++ < maxEvents * 4) {
    const cmds = candidates(s, ctx, rng, harborRng);
    let done = false;
    for (const c of cmds)
      if (apply(c)) {
        done = true;
        break;
      }
    if (!done) break;
  }
  return { events, state: s };
}

function cardsFrom(rng: Rng, h: Hand, resources: readonly string[], n: number): Hand {
  const left: Record<string, number> = { ...h };
  const out: Record<string, number> = {};
  for (const r of resources) out[r] = 0;
  for (let i = 0; i < n; i++) {
    const have = resources.filter((r) => (left[r] ?? 0) > 0);
    const r = pick(rng, have);
    if (!r) break;
    left[r] = (left[r] ?? 0) - 1;
    out[r] = (out[r] ?? 0) + 1;
  }
  return out;
}

function randomPlanets(rng: Rng, ctx: GameContext): Planet[] {
  const nums = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12];
  return [{ number: pick(rng, nums) ?? 6, resource: pick(rng, ctx.resources) ?? 'ore' }];
}

/** What the bots would like to do now, best first; the first legal one is played. */
function candidates(s: GameState, ctx: GameContext, rng: Rng, harborRng: Rng): Command[] {
  // Intimate Settlers: half the time, turn the harbor just discovered to a random legal side.
  const ht = s.island?.harborTurn;
  if (ht && harborRng.int(0, 1) === 0) {
    const h = ctx.topo.hexIndex.get(ht.hex);
    const faces = pick(harborRng, h === undefined ? [] : turnableFaces(s, ctx, h));
    if (faces)
      return [
        { type: 'turnHarbor', seat: ht.seat, hex: ht.hex, faces },
        ...phaseCandidates(s, ctx, rng),
      ];
  }
  return phaseCandidates(s, ctx, rng);
}

function phaseCandidates(s: GameState, ctx: GameContext, rng: Rng): Command[] {
  switch (s.phase) {
    case 'order':
      return [{ type: 'decideOrder' }];
    case 'setup': {
      const st = s.setup;
      const seat = st?.queue[st.index] ?? 0;
      if (isStarfarers(ctx))
        return [
          {
            type: 'sfStart',
            seat,
            colonies: [randomPlanets(rng, ctx), randomPlanets(rng, ctx)],
            spaceport: randomPlanets(rng, ctx),
          },
        ];
      if (st?.placed === null) {
        return shuffle(rng, legalSettlements(s, ctx, seat, true)).map(
          (v): Command => ({ type: 'buildSettlement', seat, vertex: vertexAt(ctx, v) }),
        );
      }
      const placed = st?.placed ?? null;
      const roads = legalRoads(s, ctx, seat, placed).map(
        (e): Command => ({ type: 'buildRoad', seat, edge: edgeAt(ctx, e) }),
      );
      const ships = legalShips(s, ctx, seat, placed).map(
        (e): Command => ({ type: 'buildShip', seat, edge: edgeAt(ctx, e) }),
      );
      return shuffle(rng, [...roads, ...ships]);
    }
    case 'choose': {
      const seat = s.setup?.queue[s.setup.index] ?? 0;
      const cards: Record<string, number> = {};
      for (let i = 0; i < ctx.ruleset.initialChosenCards; i++) {
        const r = pick(rng, ctx.resources) ?? 'ore';
        cards[r] = (cards[r] ?? 0) + 1;
      }
      return [{ type: 'chooseCards', seat, cards }];
    }
    case 'play':
      return playCandidates(s, ctx, rng);
    case 'over':
      return [];
  }
}

function shuffle<T>(rng: Rng, xs: readonly T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = a[i] as T;
    a[i] = a[j] as T;
    a[j] = t;
  }
  return a;
}

function robberMoves(
  s: GameState,
  ctx: GameContext,
  rng: Rng,
  seat: Seat,
  knight: boolean,
): Command[] {
  const hexes = robberHexes(s, ctx);
  return shuffle(rng, hexes)
    .slice(0, 12)
    .map((h): Command => {
      const hex = hexKey(ctx.topo.hexes[h] ?? { q: 0, r: 0 });
      const victim = declined(s, ctx, pick(rng, robberVictims(s, ctx, seat, h)));
      const type = knight ? 'playKnight' : 'moveRobber';
      return victim === undefined ? { type, seat, hex } : { type, seat, hex, victim };
    });
}

/**
 * Where the steal is optional, robbing an empty hand is declined instead (victim null): the
 * same generator draws, so seeded games keep their course, and replays meet declined steals.
 */
function declined<V extends Seat | undefined>(s: GameState, ctx: GameContext, v: V): V | null {
  if (v === undefined || ctx.ruleset.features.steal !== 'optional') return v;
  return total(s.players[v]?.hand ?? {}) === 0 ? null : v;
}

const hasPlayable = (s: GameState, seat: Seat, card: DevCard) =>
  s.players[seat]?.dev.some((d) => d.card === card && d.turn < s.turn.number) ?? false;

function playCandidates(s: GameState, ctx: GameContext, rng: Rng): Command[] {
  const t = s.turn;
  const pend = t.pending;
  if (pend?.kind === 'discard') {
    const seat = pend.owed.findIndex((x) => x > 0);
    const p = s.players[seat];
    return p
      ? [
          {
            type: 'discard',
            seat,
            cards: cardsFrom(rng, p.hand, ctx.resources, pend.owed[seat] ?? 0),
          },
        ]
      : [];
  }
  if (pend?.kind === 'robber') return robberMoves(s, ctx, rng, t.seat, false);
  if (pend?.kind === 'steal') {
    const others = s.players.map((_, i) => i).filter((i) => i !== t.seat);
    return [{ type: 'steal', seat: t.seat, victim: declined(s, ctx, pick(rng, others) ?? 0) }];
  }
  if (t.sbp) {
    const seat = t.sbp[0] ?? 0;
    return [...builds(s, ctx, rng, seat), { type: 'endTurn', seat }];
  }
  const seat = t.seat;
  if (!t.rolled) {
    const out: Command[] = [];
    if (hasPlayable(s, seat, 'knight') && rng.int(0, 2) === 0)
      out.push(...robberMoves(s, ctx, rng, seat, true));
    out.push({ type: 'roll', seat });
    return out;
  }
  const out: Command[] = [];
  if (isStarfarers(ctx)) out.push(...starfarers(s, ctx, rng, seat));
  out.push(...devPlays(s, ctx, rng, seat));
  out.push(...builds(s, ctx, rng, seat));
  if (rng.int(0, 3) > 0) out.push(...trades(s, ctx, rng, seat));
  out.push({ type: 'endTurn', seat });
  return out;
}

function devPlays(s: GameState, ctx: GameContext, rng: Rng, seat: Seat): Command[] {
  const out: Command[] = [];
  if (hasPlayable(s, seat, 'victoryPoint') && ctx.ruleset.vpCardsCount === 'played')
    out.push({ type: 'playVictoryPoint', seat });
  if (rng.int(0, 1) === 0) return out;
  if (hasPlayable(s, seat, 'yearOfPlenty'))
    out.push({
      type: 'playYearOfPlenty',
      seat,
      resources: [pick(rng, ctx.resources) ?? 'ore', pick(rng, ctx.resources) ?? 'grain'],
    });
  if (hasPlayable(s, seat, 'monopoly'))
    out.push({ type: 'playMonopoly', seat, resource: pick(rng, ctx.resources) ?? 'ore' });
  if (hasPlayable(s, seat, 'roadBuilding')) {
    const a = pick(rng, legalRoads(s, ctx, seat));
    if (a !== undefined) {
      const t: GameState = { ...s, roads: s.roads.map((o, i) => (i === a ? seat : o)) };
      const b = pick(rng, legalRoads(t, ctx, seat));
      const edges = [a, ...(b === undefined ? [] : [b])].map((e) => edgeAt(ctx, e));
      out.push({ type: 'playRoadBuilding', seat, edges });
    }
  }
  if (hasPlayable(s, seat, 'knight')) out.push(...robberMoves(s, ctx, rng, seat, true).slice(0, 3));
  return out;
}

function builds(s: GameState, ctx: GameContext, rng: Rng, seat: Seat): Command[] {
  const out: Command[] = [];
  const v = (i: number) => vertexAt(ctx, i);
  const e = (i: number) => edgeAt(ctx, i);
  if (isStarfarers(ctx)) return out;
  for (const c of shuffle(rng, legalCities(s, seat)))
    out.push({ type: 'buildCity', seat, vertex: v(c) });
  const spots = legalSettlements(s, ctx, seat);
  for (const c of shuffle(rng, spots).slice(0, 3))
    out.push({ type: 'buildSettlement', seat, vertex: v(c) });
  if (rng.int(0, 2) === 0 && ctx.ruleset.devDeck) out.push({ type: 'buyDev', seat });
  if (spots.length === 0 || rng.int(0, 3) === 0) {
    for (const c of shuffle(rng, legalRoads(s, ctx, seat)).slice(0, 2))
      out.push({ type: 'buildRoad', seat, edge: e(c) });
    if (hasShips(ctx)) {
      for (const c of shuffle(rng, legalShips(s, ctx, seat)).slice(0, 2))
        out.push({ type: 'buildShip', seat, edge: e(c) });
      if (rng.int(0, 3) === 0) {
        const from = pick(rng, movableShips(s, ctx, seat));
        const to = pick(rng, legalShips(s, ctx, seat));
        if (from !== undefined && to !== undefined)
          out.push({ type: 'moveShip', seat, from: e(from), to: e(to) });
      }
    }
  }
  if (ctx.ruleset.devDeck) out.push({ type: 'buyDev', seat });
  return out;
}

/** A bank trade towards what the bot lacks most, and now and then a one-for-one with a player. */
function trades(s: GameState, ctx: GameContext, rng: Rng, seat: Seat): Command[] {
  const p = s.players[seat];
  if (!p) return [];
  const out: Command[] = [];
  const want = [...ctx.resources].sort((a, b) => get(p.hand, a) - get(p.hand, b))[0] ?? 'ore';
  for (const r of shuffle(rng, ctx.resources)) {
    if (r === want) continue;
    const rate = bankRate(s, ctx, seat, r);
    if (get(p.hand, r) >= rate + 1)
      out.push({ type: 'tradeBank', seat, give: { [r]: rate }, get: { [want]: 1 } });
  }
  if (ctx.ruleset.trade.players && rng.int(0, 2) === 0) {
    const other = pick(
      rng,
      s.players.map((_, i) => i).filter((i) => i !== seat),
    );
    const mine = pick(
      rng,
      ctx.resources.filter((r) => get(p.hand, r) > 0),
    );
    const theirs = pick(
      rng,
      ctx.resources.filter((r) => r !== mine && get(s.players[other ?? 0]?.hand ?? {}, r) > 0),
    );
    if (other !== undefined && mine && theirs)
      out.push({
        type: 'tradePlayer',
        seat,
        with: other,
        give: { [mine]: 1 },
        get: { [theirs]: 1 },
      });
  }
  return out;
}

/** Starfarers: the bots pay four cards for a colony, three for a spaceport, and now and then win a token. */
function starfarers(s: GameState, ctx: GameContext, rng: Rng, seat: Seat): Command[] {
  const p = s.players[seat];
  if (!p?.sf) return [];
  const out: Command[] = [];
  if (total(p.hand) >= 4)
    out.push({
      type: 'sfBuild',
      seat,
      item: 'colony',
      pay: cardsFrom(rng, p.hand, ctx.resources, 4),
      planets: randomPlanets(rng, ctx),
    });
  const plain = p.sf.colonies.findIndex((c) => !c.spaceport);
  if (total(p.hand) >= 3 && plain >= 0)
    out.push({
      type: 'sfBuild',
      seat,
      item: 'spaceport',
      pay: cardsFrom(rng, p.hand, ctx.resources, 3),
      colony: plain,
    });
  if (total(p.hand) >= 2)
    out.push({
      type: 'sfBuild',
      seat,
      item: pick(rng, ['booster', 'cannon', 'freightRing'] as const) ?? 'booster',
      pay: cardsFrom(rng, p.hand, ctx.resources, 2),
    });
  if (rng.int(0, 5) === 0)
    out.push({
      type: 'sfAward',
      seat,
      award: pick(rng, ['friendship', 'pirate', 'ice', 'fame'] as const) ?? 'fame',
      delta: 1,
    });
  return out;
}
