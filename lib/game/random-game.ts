// A random legal game, played to a winner by simple greedy bots. The bots choose among what
// legalActions(view, seat) lists for the seat that acts, seen from that seat's own view (its
// hand, never another's); what a list cannot give (which cards to discard, pay or trade, which
// planets a Starfarers colony touches) is drawn from the seat's own hand or the ruleset's
// resources. Every move still goes through decide(), so the log is legal by construction; the
// bots' choices come from a separate stream of the seed, so the same seed gives the same game.

import type { EdgeId } from '../hex';
import { type Rng, rngFromSeed } from '../random/prng';
import { contextOf, type GameContext, hasShips } from './context';
import { decide } from './decide';
import { evolve } from './evolve';
import { get, total } from './hand';
import { type DevPlay, type LegalActions, legalActions, type RobberTarget } from './legal';
import { createGame } from './setup';
import { actorOf, roadSpots, shipSpots } from './spots';
import type { Command, Event, GameConfig, GameState, Hand, Planet, Seat } from './types';
import { type GameView, viewFor } from './view';

export interface RandomGame {
  readonly events: Event[];
  readonly state: GameState;
  /** The commands decide() accepted, in order: sent again, they play the same game. */
  readonly commands: Command[];
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
  const commands: Command[] = [];
  const apply = (c: Command): boolean => {
    const d = decide(s, c);
    if (!d.ok) return false;
    for (const e of d.value) {
      s = evolve(s, e);
      events.push(e);
    }
    commands.push(c);
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
  return { events, state: s, commands };
}

/** A seat as it sees the game, and what it may do now. */
interface Seen {
  readonly seat: Seat;
  readonly view: GameView;
  readonly a: LegalActions;
}
const seen = (s: GameState, seat: Seat): Seen => {
  // The seat's own view, keeping the game's configuration object: the context (the board's
  // topology) is memoised per configuration, and a view's copy would rebuild it every move.
  // legalActions reads no seed, so nothing the seat may not see is used.
  const view: GameView = { ...viewFor(s, seat), config: s.config };
  return { seat, view, a: legalActions(view, seat) };
};
const handIn = (x: Seen): Hand => x.view.players[x.seat]?.hand ?? {};

/** `n` cards drawn at random from hand `h`. */
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

/** What the bots would like to do now, best first; the first one decide() takes is played. */
function candidates(s: GameState, ctx: GameContext, rng: Rng, harborRng: Rng): Command[] {
  if (s.phase === 'over') return [];
  // Intimate Settlers: half the time, the discoverer turns the harbor just drawn to a side
  // its list offers other than the one it faces.
  const ht = s.island?.harborTurn;
  if (ht && harborRng.int(0, 1) === 0) {
    const choice = seen(s, ht.seat).a.harborTurn;
    const turn = choice
      ? pick(
          harborRng,
          choice.commands.filter((c) => c.faces !== choice.faces),
        )
      : undefined;
    if (turn) return [turn, ...seatCandidates(s, ctx, rng)];
  }
  return seatCandidates(s, ctx, rng);
}

function seatCandidates(s: GameState, ctx: GameContext, rng: Rng): Command[] {
  const me = seen(s, actorOf(s));
  const { a } = me;
  if (a.decideOrder) return [a.decideOrder.roll];
  if (a.sfStart)
    return [
      {
        ...a.sfStart,
        colonies: [randomPlanets(rng, ctx), randomPlanets(rng, ctx)],
        spaceport: randomPlanets(rng, ctx),
      },
    ];
  // Set-up: the settlement's spots, or the road's and ship's beside it.
  if (a.setup) return shuffle(rng, a.setup.commands);
  if (a.chooseCards) {
    const cards: Record<string, number> = {};
    for (let i = 0; i < a.chooseCards.count; i++) {
      const r = pick(rng, ctx.resources) ?? 'ore';
      cards[r] = (cards[r] ?? 0) + 1;
    }
    return [{ ...a.chooseCards.command, cards }];
  }
  const owed = a.discards[0];
  if (owed) {
    // The seat that owes discards from its own hand, seen from its own view.
    const d = seen(s, owed.seat);
    return [{ ...owed.command, cards: cardsFrom(rng, handIn(d), ctx.resources, owed.count) }];
  }
  // The aqueduct: each seat it pays, from its own view, names a resource.
  const due = a.aqueduct[0];
  if (due) {
    const own = seen(s, due.seat).a.aqueduct.find((x) => x.seat === due.seat);
    return shuffle(rng, own?.commands ?? []);
  }
  // A displaced knight: its owner, from its own view, places it.
  if (a.displaced) {
    const own = seen(s, a.displaced.seat).a.displaced;
    return shuffle(rng, own?.commands ?? []);
  }
  // Barbarians won: each losing seat, from its own view, names one of its cities.
  const loser = a.pillage[0];
  if (loser) {
    const own = seen(s, loser.seat).a.pillage.find((x) => x.seat === loser.seat);
    return shuffle(rng, own?.commands ?? []);
  }
  // Progress cards: a choice a card waits for, answered by each seat it asks from its own view;
  // a tied defender's draw; a hand over the limit put back by its holder.
  const asked = progressAnswers(s, ctx, rng, a);
  if (asked) return asked;
  // Road building (a progress card) lays its free roads on the table next.
  if (a.freeRoads)
    return [
      ...shuffle(rng, a.freeRoads.commands),
      ...(a.freeRoads.doneCommand ? [a.freeRoads.doneCommand] : []),
    ];
  if (a.robber) return robberMoves(me, rng, a.robber);
  if (a.steal) {
    const victims = a.steal.flatMap((x) => (x.victim === null ? [] : [x.victim]));
    const victim = declined(me, pick(rng, victims));
    const c = victim === undefined ? undefined : a.steal.find((x) => x.victim === victim);
    return c ? [c.command] : [];
  }
  if (a.roll) {
    const out: Command[] = [];
    const alchemist = a.progress?.plays.find((p) => p.card === 'alchemist');
    if (alchemist && rng.int(0, 1) === 0) out.push(...shuffle(rng, alchemist.commands).slice(0, 1));
    const knight = playable(a, 'knight');
    if (knight && rng.int(0, 2) === 0) out.push(...robberMoves(me, rng, knight.targets));
    out.push(a.roll);
    return out;
  }
  const out: Command[] = [];
  out.push(...starfarers(me, ctx, rng));
  out.push(...bagDraws(me, rng));
  out.push(...devPlays(me, ctx, rng));
  out.push(...builds(me, rng));
  out.push(...knightMoves(me, rng));
  out.push(...progressPlays(me, rng));
  if (rng.int(0, 3) > 0) out.push(...trades(me, ctx, rng));
  if (a.endTurn) out.push(a.endTurn);
  return out;
}

/** Progress cards the bot plays now: now and then one card, with one of its commands. */
function progressPlays(me: Seen, rng: Rng): Command[] {
  // Real cards: now and then the bot names an undeclared card first (as a player would on the
  // phone before playing it). Only real-cards games draw for it, so other games stay the same.
  const declares = me.a.progress?.declares ?? [];
  if (declares.length > 0 && rng.int(0, 1) === 0) {
    const d = pick(rng, declares);
    if (d) return [d];
  }
  const plays = me.a.progress?.plays ?? [];
  const over = (me.a.progress?.discards.length ?? 0) > 0;
  if (plays.length === 0 || (!over && rng.int(0, 2) > 0)) return [];
  const play = pick(rng, plays);
  return play ? shuffle(rng, play.commands).slice(0, 2) : [];
}

/**
 * What the progress cards wait for, from the seat concerned's own view: a card's choice (the
 * cards it gives or takes drawn from the hand it may see), a tied defender's draw, a discard
 * over the limit (the active player first plays a card, where it can). Null: nothing waits.
 */
function progressAnswers(
  s: GameState,
  ctx: GameContext,
  rng: Rng,
  a: LegalActions,
): Command[] | null {
  const pv = s.progress;
  if (!pv || s.phase !== 'play') return null;
  const waiting = a.progress?.waiting;
  if (waiting) {
    const seat = waiting.seats[0];
    if (seat === undefined) return null;
    const own = seen(s, seat);
    const ans = own.a.progress?.answer;
    if (!ans) return [];
    if (ans.commands.length) return shuffle(rng, ans.commands);
    const from = ans.from === seat ? handIn(own) : (own.view.progress?.look?.hand ?? {});
    return [{ ...ans.command, cards: cardsFrom(rng, from, ctx.resources, ans.count) }];
  }
  if (s.turn.pending) return null;
  const drawer = pv.owedDraws[0];
  if (drawer !== undefined) return shuffle(rng, seen(s, drawer).a.progress?.draws ?? []);
  const over = a.progress ? (seen(s, s.turn.seat).view.progress?.over ?? []) : [];
  const holder = over.find((x) => x !== s.turn.seat) ?? over[0];
  if (holder === undefined) return null;
  const own = seen(s, holder);
  return [
    ...(holder === s.turn.seat && s.turn.rolled ? progressPlays(own, rng) : []),
    ...shuffle(rng, own.a.progress?.discards ?? []),
  ];
}

function playable<K extends DevPlay['card']>(
  a: LegalActions,
  card: K,
): Extract<DevPlay, { card: K }> | undefined {
  return a.dev.cards?.find((c): c is Extract<DevPlay, { card: K }> => c.card === card);
}

/** Robber (or knight) moves to a dozen of the listed hexes, each robbing one listed victim. */
function robberMoves(me: Seen, rng: Rng, targets: readonly RobberTarget[]): Command[] {
  return shuffle(rng, targets)
    .slice(0, 12)
    .flatMap((t): Command[] => {
      const victim = declined(me, pick(rng, t.victims));
      const c = t.commands.find((x) => x.victim === victim);
      return c ? [c] : [];
    });
}

/**
 * Where the list allows declining (an optional steal), robbing an empty hand is declined
 * instead (victim null), so replays meet declined steals.
 */
function declined(me: Seen, v: Seat | undefined): Seat | null | undefined {
  if (v === undefined || !me.a.declineSteal) return v;
  return (me.view.players[v]?.handCount ?? 0) === 0 ? null : v;
}

function devPlays(me: Seen, ctx: GameContext, rng: Rng): Command[] {
  const { a, seat, view } = me;
  const out: Command[] = [];
  const vp = playable(a, 'victoryPoint');
  if (vp) out.push(vp.command);
  if (rng.int(0, 1) === 0) return out;
  const yop = pick(rng, playable(a, 'yearOfPlenty')?.pairs ?? []);
  if (yop) out.push(yop);
  const mono = playable(a, 'monopoly');
  const monopoly = mono ? pick(rng, mono.commands) : undefined;
  if (monopoly) out.push(monopoly);
  const rb = playable(a, 'roadBuilding');
  if (rb) {
    // The first piece from the card's list, the second from the spots left once it is laid.
    const first = pick(rng, [
      ...rb.roads.map((e) => ({ e, ship: false })),
      ...rb.ships.map((e) => ({ e, ship: true })),
    ]);
    if (!first) out.push(rb.laid);
    else {
      const laid = first.ship ? { ships: [first.e] } : { roads: [first.e] };
      const p = view.players[seat];
      const roadsLeft = ctx.ruleset.pieces.roads - (p?.roads ?? 0) - (first.ship ? 0 : 1);
      const shipsLeft =
        (ctx.ruleset.pieces.ships ?? 0) - (p?.sea?.ships ?? 0) - (first.ship ? 1 : 0);
      const second = pick(rng, [
        ...(roadsLeft > 0 ? roadSpots(view, seat, laid) : []).map((e) => ({ e, ship: false })),
        ...(hasShips(ctx) && shipsLeft > 0 ? shipSpots(view, seat, laid) : []).map((e) => ({
          e,
          ship: true,
        })),
      ]);
      const all = [first, ...(second ? [second] : [])];
      const roads: EdgeId[] = all.filter((x) => !x.ship).map((x) => x.e);
      const ships: EdgeId[] = all.filter((x) => x.ship).map((x) => x.e);
      out.push({ ...rb.laid, edges: roads, ships });
    }
  }
  const knight = playable(a, 'knight');
  if (knight) out.push(...robberMoves(me, rng, knight.targets).slice(0, 3));
  return out;
}

/** Cities and knights: activate a knight, now and then promote one or hire one. */
function knightMoves(me: Seen, rng: Rng): Command[] {
  const k = me.a.knights;
  if (!k) return [];
  const of = (type: Command['type']) => k.commands.filter((c) => c.type === type);
  return [
    ...shuffle(rng, of('activateKnight')).slice(0, 1),
    ...(rng.int(0, 1) === 0 ? shuffle(rng, of('promoteKnight')).slice(0, 1) : []),
    ...(rng.int(0, 1) === 0 ? shuffle(rng, of('hireKnight')).slice(0, 1) : []),
    ...(rng.int(0, 2) === 0 ? shuffle(rng, me.a.walls?.commands ?? []).slice(0, 1) : []),
    ...shuffle(
      rng,
      (me.a.improvements ?? []).flatMap((t) => t.commands),
    ).slice(0, 1),
    ...(rng.int(0, 2) === 0 ? shuffle(rng, of('chaseRobber')).slice(0, 1) : []),
    ...(rng.int(0, 3) === 0 ? shuffle(rng, of('moveKnight')).slice(0, 1) : []),
    ...shuffle(rng, of('displaceKnight')).slice(0, 1),
  ];
}

function builds(me: Seen, rng: Rng): Command[] {
  const { a } = me;
  const out: Command[] = [];
  const spots = (item: string) => {
    const b = a.builds.find((x) => x.item === item);
    return b?.ready ? b.commands : [];
  };
  const buyDev = a.buyDev?.ready === true ? a.buyDev.command : null;
  out.push(...shuffle(rng, spots('city')));
  const settlements = spots('settlement');
  out.push(...shuffle(rng, settlements).slice(0, 3));
  if (rng.int(0, 2) === 0 && buyDev) out.push(buyDev);
  if (settlements.length === 0 || rng.int(0, 3) === 0) {
    out.push(...shuffle(rng, spots('road')).slice(0, 2));
    out.push(...shuffle(rng, spots('ship')).slice(0, 2));
    const move = rng.int(0, 3) === 0 ? pick(rng, a.shipMoves) : undefined;
    const to = move ? pick(rng, move.commands) : undefined;
    if (to) out.push(to);
  }
  if (buyDev) out.push(buyDev);
  return out;
}

/** A bank trade towards what the bot lacks most, and now and then a one-for-one with a player. */
function trades(me: Seen, ctx: GameContext, rng: Rng): Command[] {
  const { a } = me;
  const h = handIn(me);
  const out: Command[] = [];
  const want = [...ctx.resources].sort((x, y) => get(h, x) - get(h, y))[0] ?? 'ore';
  for (const t of shuffle(rng, a.bankTrades)) {
    if (t.give === want || !t.get.includes(want)) continue;
    // Keeps one card of what it gives.
    const one = t.commands[t.get.indexOf(want)];
    if ((t.lots ?? 0) >= 1 && get(h, t.give) >= t.rate + 1 && one) out.push(one);
  }
  if (a.playerTrades && rng.int(0, 2) === 0) {
    // The other hand is not in this seat's view: it asks for a card it may not have, and
    // decide() refuses the trade when so.
    const other = pick(rng, a.playerTrades.commands);
    const mine = pick(
      rng,
      ctx.resources.filter((r) => get(h, r) > 0),
    );
    const theirs = pick(
      rng,
      ctx.resources.filter((r) => r !== mine),
    );
    if (other !== undefined && mine && theirs)
      out.push({ ...other, give: { [mine]: 1 }, get: { [theirs]: 1 } });
  }
  return out;
}

/** Now and then a draw from the group's own bag, entered before a piece discovers it. */
function bagDraws(me: Seen, rng: Rng): Command[] {
  const b = me.a.bagDraw;
  if (!b || rng.int(0, 3) > 0) return [];
  const h = pick(rng, [...b.hexes]);
  if (!h) return [];
  const token = pick(rng, [...b.tokens]);
  const produces = h.token;
  return [
    {
      ...b.command,
      terrain: h.terrain,
      ...(h.harbor ? { harbor: h.harbor } : {}),
      ...(produces && token !== undefined ? { token } : {}),
    },
  ];
}

/** Cards the bots declare for each Starfarers item (the table checks the real price). */
const SF_PAY = {
  colony: 4,
  spaceport: 3,
  booster: 2,
  cannon: 2,
  freightRing: 2,
  ship: 2,
  colonyShip: 4,
  tradeShip: 3,
  tradeStation: 0,
} as const;

/** Starfarers: the listed builds paid with cards from the hand, flights, now and then an award. */
function starfarers(me: Seen, ctx: GameContext, rng: Rng): Command[] {
  const sf = me.a.starfarers;
  if (!sf) return [];
  const h = handIn(me);
  const out: Command[] = [];
  const listed = (item: keyof typeof SF_PAY) => sf.builds.find((b) => b.item === item);
  const pay = (item: keyof typeof SF_PAY) => cardsFrom(rng, h, ctx.resources, SF_PAY[item]);
  const colonyAt = listed('colony');
  if (colonyAt && total(h) >= SF_PAY.colony) {
    const system = colonyAt.system
      ? pick(
          rng,
          [1, 2, 3, 4, 5, 6, 7, 8].filter((n) => !(colonyAt.fullSystems ?? []).includes(n)),
        )
      : undefined;
    out.push({
      ...colonyAt.command,
      pay: pay('colony'),
      planets: randomPlanets(rng, ctx),
      ...(system !== undefined ? { system } : {}),
    });
  }
  const port = listed('spaceport');
  const colony = port?.colonies?.[0];
  if (port && colony !== undefined && total(h) >= SF_PAY.spaceport)
    out.push({ ...port.command, pay: pay('spaceport'), colony });
  const stationAt = listed('tradeStation');
  const station = pick(rng, [...(stationAt?.races ?? [])]);
  if (stationAt && station) out.push({ ...stationAt.command, race: station.race });
  const upgrades = (
    ['booster', 'cannon', 'freightRing', 'colonyShip', 'tradeShip', 'ship'] as const
  ).flatMap((i) => {
    const b = listed(i);
    return b ? [{ item: i, command: b.command }] : [];
  });
  const up = pick(rng, upgrades);
  if (up && total(h) >= SF_PAY[up.item]) out.push({ ...up.command, pay: pay(up.item) });
  if (sf.fly) out.push(sf.fly);
  if (rng.int(0, 5) === 0) {
    const award = pick(
      rng,
      sf.awards.flatMap((x) => (x.up ? [{ up: x.up, max: x.strengthMax }] : [])),
    );
    if (award)
      out.push({
        ...award.up,
        ...(award.max !== undefined ? { strength: rng.int(1, award.max) } : {}),
      });
  }
  return out;
}
