// evolve(state, event): the pure fold. It applies a fact decided earlier, without checking
// and without drawing anything (outcomes are in the event), bumps the version, recomputes
// longest road and largest army where pieces or knights changed, and detects the winner.

import { type EdgeId, type HexKey, hexKey } from '../hex';
import { contextOf, discovers, type GameContext } from './context';
import { sbpQueue } from './decide';
import { islandAt, withDiscoveries } from './discovery';
import { total } from './hand';
import { turnableAfter } from './harbor';
import { largestArmyHolder, longestRoadHolder, longestRoadOf } from './longest-road';
import { winnerOf } from './score';
import { FULL_DICE_DECK, seatingFrom, setupQueue } from './setup';
import type {
  Colony,
  DevCard,
  Discovery,
  Event,
  GameState,
  Hand,
  PlayerState,
  Seat,
  TurnState,
} from './types';

const setAt = <T>(a: readonly T[], i: number, v: T): T[] => {
  const out = a.slice();
  out[i] = v;
  return out;
};

// Replay is the hot loop (1,000 events in a few milliseconds), so each event copies the
// state once and then writes into that copy; a player is copied the first time it changes.
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Draft = Mutable<GameState>;
// evolve() is synchronous and never re-entered, so one slot remembers which draft already
// has its own players array.
let playersCopiedFor: Draft | null = null;

function updPlayer(d: Draft, seat: Seat, f: (p: PlayerState) => PlayerState): Draft {
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
function addInto(h: Hand, x: Hand, sign: number, resources: readonly string[]): Hand {
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
function fromBank(d: Draft, ctx: GameContext, seat: Seat, h: Hand): Draft {
  updPlayer(d, seat, (p) => ({ ...p, hand: addInto(p.hand, h, 1, ctx.resources) }));
  if (finiteBank(ctx)) d.bank = addInto(d.bank, h, -1, ctx.resources);
  return d;
}
function toBank(d: Draft, ctx: GameContext, seat: Seat, h: Hand): Draft {
  updPlayer(d, seat, (p) => ({ ...p, hand: addInto(p.hand, h, -1, ctx.resources) }));
  if (finiteBank(ctx)) d.bank = addInto(d.bank, h, 1, ctx.resources);
  return d;
}
function pay(
  d: Draft,
  ctx: GameContext,
  seat: Seat,
  what: 'road' | 'settlement' | 'city' | 'devCard' | 'ship',
): Draft {
  const cost = ctx.ruleset.costs?.[what];
  if (!cost) return d;
  return toBank(d, ctx, seat, cost as Hand);
}
function transfer(d: Draft, from: Seat, to: Seat, r: string, n: number): Draft {
  if (n === 0) return d;
  updPlayer(d, from, (p) => ({ ...p, hand: { ...p.hand, [r]: (p.hand[r] ?? 0) - n } }));
  return updPlayer(d, to, (p) => ({ ...p, hand: { ...p.hand, [r]: (p.hand[r] ?? 0) + n } }));
}
function removeDev(p: PlayerState, card: DevCard, turn: number, needOld: boolean): PlayerState {
  const i = p.dev.findIndex((x) => x.card === card && (!needOld || x.turn < turn));
  if (i < 0) return p;
  return { ...p, dev: [...p.dev.slice(0, i), ...p.dev.slice(i + 1)] };
}

/** Recomputes road lengths for `seats` (all when omitted) and applies the hand-over rules. */
function withRoads(d: Draft, ctx: GameContext, seats?: readonly Seat[]): Draft {
  const lr = ctx.ruleset.longestRoad;
  if (!lr) return d;
  const net = { topo: ctx.topo, buildings: d.buildings, roads: d.roads, ships: d.ships };
  const lengths = d.longestRoad.lengths.slice();
  for (const i of seats ?? d.players.map((_, k) => k)) lengths[i] = longestRoadOf(net, i, lr.ships);
  d.longestRoad = { holder: longestRoadHolder(d.longestRoad.holder, lengths, lr.min), lengths };
  return d;
}

/** Seats whose road runs through intersection `v` (a new building there may break it). */
function seatsAt(d: Draft, ctx: GameContext, v: number, builder: Seat): Seat[] {
  const out: Seat[] = [builder];
  for (const e of ctx.topo.vertexEdges[v] ?? []) {
    const o = d.roads[e] ?? d.ships[e] ?? null;
    if (o !== null && !out.includes(o)) out.push(o);
    const sh = d.ships[e] ?? null;
    if (sh !== null && !out.includes(sh)) out.push(sh);
  }
  return out;
}

function withArmy(d: Draft, ctx: GameContext): Draft {
  const la = ctx.ruleset.largestArmy;
  if (!la) return d;
  const holder = largestArmyHolder(
    d.largestArmy.holder,
    d.players.map((p) => p.knights),
    la.min,
  );
  if (holder !== d.largestArmy.holder) d.largestArmy = { holder };
  return d;
}

function freshTurn(seat: Seat, number: number): TurnState {
  return {
    seat,
    number,
    rolled: false,
    dice: null,
    pending: null,
    devPlayed: 0,
    shipMoved: false,
    shipsBuilt: [],
    sbp: null,
  };
}

function startPlay(d: Draft): Draft {
  d.phase = 'play';
  d.setup = null;
  d.turn = freshTurn(d.order[0] ?? 0, 1);
  return d;
}

/** After a set-up placement completes a step: the next seat, or the end of set-up. */
function advanceSetup(d: Draft, ctx: GameContext): Draft {
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

// Without a board there is no robber: a 7 goes straight to the steal (Starfarers).
function afterSeven(d: Draft, ctx: GameContext): Draft {
  const pending = ctx.ruleset.features.printedBoard
    ? ({ kind: 'steal' } as const)
    : ({ kind: 'robber' } as const);
  d.turn = { ...d.turn, pending };
  return d;
}

function placeLine(d: Draft, ctx: GameContext, seat: Seat, edge: EdgeId, ship: boolean): Draft {
  const e = ctx.topo.edgeIndex.get(edge);
  if (e === undefined) return d;
  if (ship) d.ships = setAt(d.ships, e, seat);
  else d.roads = setAt(d.roads, e, seat);
  return updPlayer(d, seat, (p) =>
    ship ? { ...p, ships: p.ships + 1 } : { ...p, roads: p.roads + 1 },
  );
}

function robberAndSteal(
  d: Draft,
  ctx: GameContext,
  seat: Seat,
  hex: HexKey,
  victim: Seat | null,
  stolen: string | null,
): Draft {
  d.robber = ctx.topo.hexIndex.get(hex) ?? d.robber;
  return victim !== null && stolen ? transfer(d, victim, seat, stolen, 1) : d;
}

function discoveries(
  d: Draft,
  ctx: GameContext,
  ds: readonly Discovery[] | undefined,
  seat: Seat,
): Draft {
  if (!ds || ds.length === 0) return d;
  return Object.assign(d, withDiscoveries(d, ctx, ds, seat));
}

/** A shallow copy with every field spelled out: one fixed object shape, cheaper than a spread. */
function cloneState(s: GameState): Draft {
  return {
    version: s.version,
    config: s.config,
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
    ships: s.ships,
    robber: s.robber,
    tiles: s.tiles,
    discovery: s.discovery,
    settledIslands: s.settledIslands,
    harborTurn: s.harborTurn,
    longestRoad: s.longestRoad,
    largestArmy: s.largestArmy,
    winner: s.winner,
  };
}

/** Events that never change anyone's points (so the winner check can be skipped). */
const NO_SCORE_CHANGE: ReadonlySet<Event['type']> = new Set([
  'rolled',
  'discarded',
  'robberMoved',
  'stolen',
  'bankTraded',
  'playerTraded',
  'yearOfPlentyPlayed',
  'monopolyPlayed',
  'harborTurned',
]);

/** Applies one event. Unknown outcomes are never drawn here: they come with the event. */
export function evolve(s: GameState, ev: Event): GameState {
  const ctx = contextOf(s.config);
  const d = cloneState(s);
  apply(d, ctx, ev);
  playersCopiedFor = null;
  // A harbor may be turned only right after the event that drew it (lib/game/harbor.ts).
  if (ev.type !== 'harborTurned') d.harborTurn = discovers(ctx) ? turnableAfter(ev) : null;
  d.version = s.version + 1;
  if (d.phase === 'play' && d.winner === null && !NO_SCORE_CHANGE.has(ev.type)) {
    const w = winnerOf(d);
    if (w !== null) {
      d.winner = w;
      d.phase = 'over';
    }
  }
  return d;
}

function apply(d: Draft, ctx: GameContext, ev: Event): void {
  const turnNo = d.turn.number;
  switch (ev.type) {
    case 'orderDecided': {
      d.order = seatingFrom(d.players.length, ev.first);
      if (ev.rng) d.rng = ev.rng;
      d.phase = 'setup';
      d.setup = { queue: setupQueue(d.config, d.order), index: 0, placed: null };
      return;
    }
    case 'settlementBuilt': {
      const v = ctx.topo.vertexIndex.get(ev.vertex);
      if (v === undefined) return;
      const island = ev.island ? (islandAt(d, ctx, v) ?? []) : [];
      d.buildings = setAt(d.buildings, v, { seat: ev.seat, kind: 'settlement' });
      updPlayer(d, ev.seat, (p) => ({
        ...p,
        settlements: p.settlements + 1,
        islands: p.islands + (ev.island ? 1 : 0),
      }));
      if (!ev.free) pay(d, ctx, ev.seat, 'settlement');
      if (ev.initial) fromBank(d, ctx, ev.seat, ev.initial.received[ev.seat] ?? {});
      if (ev.island)
        d.settledIslands = [
          ...d.settledIslands,
          ...island.map((h) => hexKey(ctx.topo.hexes[h] ?? { q: 0, r: 0 })),
        ];
      if (d.phase === 'setup' && d.setup) d.setup = { ...d.setup, placed: v };
      withRoads(d, ctx, seatsAt(d, ctx, v, ev.seat));
      return;
    }
    case 'roadBuilt':
    case 'shipBuilt': {
      const ship = ev.type === 'shipBuilt';
      placeLine(d, ctx, ev.seat, ev.edge, ship);
      if (!ev.free) pay(d, ctx, ev.seat, ship ? 'ship' : 'road');
      discoveries(d, ctx, ev.discovered, ev.seat);
      if (ship && d.phase === 'play') {
        const e = ctx.topo.edgeIndex.get(ev.edge);
        if (e !== undefined) d.turn = { ...d.turn, shipsBuilt: [...d.turn.shipsBuilt, e] };
      }
      if (d.phase === 'setup') advanceSetup(d, ctx);
      withRoads(d, ctx, [ev.seat]);
      return;
    }
    case 'shipMoved': {
      const a = ctx.topo.edgeIndex.get(ev.from);
      const b = ctx.topo.edgeIndex.get(ev.to);
      if (a === undefined || b === undefined) return;
      d.ships = setAt(setAt(d.ships, a, null), b, ev.seat);
      d.turn = { ...d.turn, shipMoved: true };
      discoveries(d, ctx, ev.discovered, ev.seat);
      withRoads(d, ctx, [ev.seat]);
      return;
    }
    case 'harborTurned': {
      const h = ctx.topo.hexIndex.get(ev.hex);
      const t = h === undefined ? null : d.tiles[h];
      if (h !== undefined && t) d.tiles = setAt(d.tiles, h, { ...t, faces: ev.faces });
      return;
    }
    case 'cityBuilt': {
      const v = ctx.topo.vertexIndex.get(ev.vertex);
      if (v === undefined) return;
      d.buildings = setAt(d.buildings, v, { seat: ev.seat, kind: 'city' });
      updPlayer(d, ev.seat, (p) => ({
        ...p,
        settlements: p.settlements - 1,
        cities: p.cities + 1,
      }));
      pay(d, ctx, ev.seat, 'city');
      return;
    }
    case 'cardsChosen': {
      fromBank(d, ctx, ev.seat, ev.cards);
      advanceSetup(d, ctx);
      return;
    }
    case 'rolled': {
      d.turn = { ...d.turn, rolled: true, dice: [ev.dice[0], ev.dice[1]] };
      if (ev.rng) d.rng = ev.rng;
      if (ev.source === 'deck') {
        const code = (ev.dice[0] - 1) * 6 + (ev.dice[1] - 1);
        const i = d.diceDeck.indexOf(code);
        const left = i < 0 ? d.diceDeck : [...d.diceDeck.slice(0, i), ...d.diceDeck.slice(i + 1)];
        d.diceDeck = left.length <= d.config.options.diceDeckReshuffleAt ? FULL_DICE_DECK : left;
      }
      if (ev.payout) {
        const rec = ev.payout.received;
        for (let seat = 0; seat < rec.length; seat++) {
          const h = rec[seat] as Hand;
          if (total(h) > 0) fromBank(d, ctx, seat, h);
        }
      }
      if (ev.supply)
        ev.supply.forEach((r, seat) => {
          if (r) fromBank(d, ctx, seat, { [r]: 1 });
        });
      if (ev.owed) {
        if (ev.owed.some((x) => x > 0))
          d.turn = { ...d.turn, pending: { kind: 'discard', owed: [...ev.owed] } };
        else afterSeven(d, ctx);
      }
      return;
    }
    case 'discarded': {
      toBank(d, ctx, ev.seat, ev.cards);
      const pend = d.turn.pending;
      if (pend?.kind !== 'discard') return;
      const owed = setAt(pend.owed, ev.seat, 0);
      if (owed.some((x) => x > 0)) d.turn = { ...d.turn, pending: { kind: 'discard', owed } };
      else afterSeven(d, ctx);
      return;
    }
    case 'robberMoved': {
      robberAndSteal(d, ctx, ev.seat, ev.hex, ev.victim, ev.stolen);
      d.turn = { ...d.turn, pending: null };
      if (ev.rng) d.rng = ev.rng;
      return;
    }
    case 'stolen': {
      if (ev.stolen && ev.victim !== null) transfer(d, ev.victim, ev.seat, ev.stolen, 1);
      d.turn = { ...d.turn, pending: null };
      if (ev.rng) d.rng = ev.rng;
      return;
    }
    case 'bankTraded':
      toBank(d, ctx, ev.seat, ev.give);
      fromBank(d, ctx, ev.seat, ev.get);
      return;
    case 'playerTraded': {
      const net = addInto(ev.get, ev.give, -1, ctx.resources);
      updPlayer(d, ev.seat, (p) => ({ ...p, hand: addInto(p.hand, net, 1, ctx.resources) }));
      updPlayer(d, ev.with, (p) => ({ ...p, hand: addInto(p.hand, net, -1, ctx.resources) }));
      return;
    }
    case 'devBought': {
      pay(d, ctx, ev.seat, 'devCard');
      const i = ev.source === 'app' ? 0 : d.devDeck.indexOf(ev.card);
      d.devDeck = [...d.devDeck.slice(0, i), ...d.devDeck.slice(i + 1)];
      updPlayer(d, ev.seat, (p) => ({ ...p, dev: [...p.dev, { card: ev.card, turn: turnNo }] }));
      return;
    }
    case 'knightPlayed': {
      updPlayer(d, ev.seat, (p) => ({
        ...removeDev(p, 'knight', turnNo, true),
        knights: p.knights + 1,
      }));
      robberAndSteal(d, ctx, ev.seat, ev.hex, ev.victim, ev.stolen);
      d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
      if (ev.rng) d.rng = ev.rng;
      withArmy(d, ctx);
      return;
    }
    case 'roadBuildingPlayed': {
      updPlayer(d, ev.seat, (p) => removeDev(p, 'roadBuilding', turnNo, true));
      d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
      for (const e of ev.edges) placeLine(d, ctx, ev.seat, e, false);
      for (const e of ev.ships) {
        placeLine(d, ctx, ev.seat, e, true);
        const i = ctx.topo.edgeIndex.get(e);
        if (i !== undefined) d.turn = { ...d.turn, shipsBuilt: [...d.turn.shipsBuilt, i] };
      }
      discoveries(d, ctx, ev.discovered, ev.seat);
      withRoads(d, ctx, [ev.seat]);
      return;
    }
    case 'yearOfPlentyPlayed': {
      updPlayer(d, ev.seat, (p) => removeDev(p, 'yearOfPlenty', turnNo, true));
      d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
      for (const r of ev.resources) fromBank(d, ctx, ev.seat, { [r]: 1 });
      return;
    }
    case 'monopolyPlayed': {
      updPlayer(d, ev.seat, (p) => removeDev(p, 'monopoly', turnNo, true));
      d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
      ev.taken.forEach((n, from) => {
        transfer(d, from, ev.seat, ev.resource, n);
      });
      return;
    }
    case 'victoryPointPlayed': {
      const counted = ctx.ruleset.vpCardsCount === 'played';
      updPlayer(d, ev.seat, (p) => ({
        ...removeDev(p, 'victoryPoint', turnNo, counted),
        vpPlayed: p.vpPlayed + 1,
      }));
      if (counted) d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
      return;
    }
    case 'turnEnded': {
      const sbp = d.turn.sbp;
      if (sbp) {
        const rest = sbp.slice(1);
        if (rest.length) {
          d.turn = { ...d.turn, sbp: rest };
          return;
        }
      } else if (d.config.options.betweenTurns !== 'none') {
        const queue = sbpQueue(d);
        if (queue.length) {
          // The paired player's own card allowance starts afresh.
          d.turn = { ...d.turn, sbp: queue, devPlayed: 0 };
          return;
        }
      }
      const i = d.order.indexOf(d.turn.seat);
      d.turn = freshTurn(d.order[(i + 1) % d.players.length] ?? 0, turnNo + 1);
      return;
    }
    case 'sfStarted': {
      const colonies: Colony[] = [
        ...ev.colonies.map((planets) => ({ planets, spaceport: false })),
        { planets: ev.spaceport, spaceport: true },
      ];
      updPlayer(d, ev.seat, (p) => (p.sf ? { ...p, sf: { ...p.sf, colonies } } : p));
      advanceSetup(d, ctx);
      return;
    }
    case 'sfBuilt': {
      toBank(d, ctx, ev.seat, ev.pay);
      updPlayer(d, ev.seat, (p) => {
        const sf = p.sf;
        if (!sf) return p;
        switch (ev.item) {
          case 'colony':
            return {
              ...p,
              sf: {
                ...sf,
                colonies: [...sf.colonies, { planets: ev.planets ?? [], spaceport: false }],
              },
            };
          case 'spaceport':
            return {
              ...p,
              sf: {
                ...sf,
                colonies: sf.colonies.map((c, i) =>
                  i === ev.colony ? { ...c, spaceport: true } : c,
                ),
              },
            };
          case 'booster':
            return { ...p, sf: { ...sf, boosters: sf.boosters + 1 } };
          case 'cannon':
            return { ...p, sf: { ...sf, cannons: sf.cannons + 1 } };
          case 'freightRing':
            return { ...p, sf: { ...sf, freightRings: sf.freightRings + 1 } };
          case 'ship':
            return p;
        }
      });
      return;
    }
    case 'sfAwarded':
      updPlayer(d, ev.seat, (p) => {
        const sf = p.sf;
        if (!sf) return p;
        switch (ev.award) {
          case 'friendship':
            return { ...p, sf: { ...sf, friendship: sf.friendship + ev.delta } };
          case 'pirate':
            return { ...p, sf: { ...sf, pirates: sf.pirates + ev.delta } };
          case 'ice':
            return { ...p, sf: { ...sf, ice: sf.ice + ev.delta } };
          case 'fame':
            return { ...p, sf: { ...sf, fameRings: sf.fameRings + ev.delta } };
        }
      });
      return;
  }
}
