// Core turn, the rules: the start order, set-up placements, the roll and its production,
// settlements, roads and cities, and the end of a turn.

import type { EdgeId, HexKey, VertexId } from '../../../hex';
import { rngFromState } from '../../../random/prng';
import { err } from '../../../result';
import {
  cityProblem,
  roadProblem,
  settlementProblem,
  setupSettlementProblem,
  shipProblem,
} from '../../build';
import { type GameContext, hasShips } from '../../context';
import { discover, islandAt } from '../../discovery';
import { covers, toHand, total } from '../../hand';
import { initialPayout, rollPayout } from '../../production';
import { shipCount } from '../../slices';
import { startContenders } from '../../start-roll';
import {
  actor,
  edgeIdx,
  endBlock,
  fail,
  hexKeyOf,
  mainTurn,
  nobodyBuildsNow,
  one,
  owedOnSeven,
  payFor,
  type R,
  rollBlock,
  setupTurn,
  validSeat,
  vertexIdx,
} from '../../turn';
import type { Event, EventFace, GameState, Hand, Seat } from '../../types';
import { eventDie } from '../barbarians/decide';
import { nextAfterEnd } from '../between/queue';
import type { DecidePart } from '../kit';
import { gateDraws } from '../progress/cards';
import { progressHolds } from '../progress/decide';
import { earthSupply } from '../starfarers/decide';

export const COMMANDS = [
  'decideOrder',
  'buildSettlement',
  'buildRoad',
  'buildCity',
  'chooseCards',
  'roll',
  'endTurn',
  'setNicknames',
] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  decideOrder: (s, ctx, c) => decideOrder(s, ctx, c.first, c.rolls),
  buildSettlement: (s, ctx, c) => buildSettlement(s, ctx, c.seat, c.vertex),
  buildRoad: (s, ctx, c) => buildLine(s, ctx, c.seat, c.edge, false, undefined),
  buildCity: (s, ctx, c) => buildCity(s, ctx, c.seat, c.vertex),
  chooseCards: (s, ctx, c) => chooseCards(s, ctx, c.seat, c.cards),
  roll: (s, ctx, c) => roll(s, ctx, c.seat, c.dice, c.supply, c.sum, c.event),
  endTurn: (s, ctx, c) => endTurn(s, ctx, c.seat, c.rest === true),
  // The host's table setting (only the host sends it: no seat's phone may, seatSends).
  setNicknames: (s, _ctx, c) =>
    (s.nicknames ?? s.config.options.nicknames) === c.on
      ? fail('ERR_BAD_COMMAND', `nicknames are already ${c.on ? 'on' : 'off'}`)
      : one({ type: 'nicknamesSet', on: c.on }),
};

// ---------------------------------------------------------------- order and set-up

function decideOrder(
  s: GameState,
  ctx: GameContext,
  first: Seat | undefined,
  entered?: readonly (readonly (number | null)[])[],
): R {
  if (s.phase !== 'order') return fail('ERR_WRONG_PHASE', 'the order is already decided');
  if (entered !== undefined) {
    if (first !== undefined) return fail('ERR_BAD_DICE', 'the first player or the rolls, not both');
    return enteredOrder(s, ctx, entered);
  }
  if (first !== undefined) {
    if (!validSeat(s, first)) return fail('ERR_BAD_SEAT', `no seat ${first}`);
    return one({ type: 'orderDecided', first, rolls: [], source: 'table' });
  }
  // Everyone rolls the ruleset's start dice (the house variant: one); the highest rolls again on a tie.
  const rng = rngFromState(s.rng);
  const dice = ctx.ruleset.features.startRoll.dice;
  let contenders = s.players.map((_, i) => i);
  const rolls: (number | null)[][] = [];
  for (;;) {
    const round: (number | null)[] = s.players.map(() => null);
    for (const i of contenders) {
      let t = 0;
      for (let d = 0; d < dice; d++) t += rng.int(1, 6);
      round[i] = t;
    }
    rolls.push(round);
    const max = Math.max(...contenders.map((i) => round[i] ?? 0));
    contenders = contenders.filter((i) => round[i] === max);
    if (contenders.length === 1) break;
  }
  return one({
    type: 'orderDecided',
    first: contenders[0] ?? 0,
    rolls,
    source: 'app',
    rng: rng.state(),
  });
}

/**
 * Start rolls entered from the table's own dice (the house variant: one die each): every seat
 * in the first round, then only those tied highest, until one is highest alone.
 */
function enteredOrder(
  s: GameState,
  ctx: GameContext,
  rounds: readonly (readonly (number | null)[])[],
): R {
  const dice = ctx.ruleset.features.startRoll.dice;
  let contenders = s.players.map((_, i) => i);
  const rolls: (number | null)[][] = [];
  for (const [k, round] of rounds.entries()) {
    if (contenders.length === 1)
      return fail('ERR_BAD_DICE', `round ${k + 1}: the start was already decided`);
    if (!Array.isArray(round) || round.length !== s.players.length)
      return fail('ERR_BAD_DICE', `round ${k + 1}: one entry per seat`);
    for (const [i, v] of round.entries()) {
      const inRound = contenders.includes(i);
      if (inRound !== (v !== null))
        return fail(
          'ERR_BAD_DICE',
          `round ${k + 1}: seat ${i} ${inRound ? 'rolls' : 'does not roll'} in this round`,
        );
      if (v !== null && (!Number.isInteger(v) || v < dice || v > 6 * dice))
        return fail('ERR_BAD_DICE', `a start roll of ${dice} ${dice === 1 ? 'die' : 'dice'}`);
    }
    rolls.push([...round]);
    contenders = startContenders(s.players.length, rolls);
  }
  if (contenders.length !== 1)
    return fail('ERR_BAD_DICE', 'a tie for the highest: those players roll again');
  return one({ type: 'orderDecided', first: contenders[0] ?? 0, rolls, source: 'table' });
}

function buildSettlement(s: GameState, ctx: GameContext, seat: Seat, vertex: VertexId): R {
  const v = vertexIdx(ctx, vertex);
  if (v === undefined) return fail('ERR_BAD_ID', `no intersection ${vertex} on this board`);
  const p = s.players[seat];
  if (!p) return fail('ERR_BAD_SEAT', `no seat ${seat}`);
  if (s.phase === 'setup') {
    const e = setupTurn(s, seat);
    if (e) return err(e);
    if (s.setup?.placed !== null)
      return fail('ERR_SETUP_ORDER', 'place the road beside your settlement first');
    // Intimate Settlers: a home base has three such intersections; the first settlement
    // must leave room for the second (ERR_NO_ROOM_LEFT).
    const why = setupSettlementProblem(s, ctx, seat, v);
    if (why) return fail(why, `no settlement at ${vertex}`, { vertex });
    const second = p.settlements === 1;
    const ip = ctx.ruleset.initialProduction;
    // Cities and knights: the second placement is a city; its hexes pay one resource each.
    const city = second && ctx.ruleset.features.setupCity ? { city: true as const } : {};
    if (second && (ip === 'second-settlement' || ip === 'both-settlements')) {
      const own = s.buildings.flatMap((b, i) => (b && b.seat === seat ? [i] : []));
      const from = ip === 'second-settlement' ? [v] : [...own, v];
      return one({
        type: 'settlementBuilt',
        seat,
        vertex,
        free: true,
        initial: initialPayout(s, ctx, seat, from),
        ...city,
      });
    }
    return one({ type: 'settlementBuilt', seat, vertex, free: true });
  }
  const e = mainTurn(s, seat, { sbpOk: true });
  if (e) return err(e);
  if (p.settlements >= ctx.ruleset.pieces.settlements)
    return fail('ERR_NO_PIECES', 'no settlements left');
  const why = settlementProblem(s, ctx, seat, v, false);
  if (why) return fail(why, `no settlement at ${vertex}`, { vertex });
  const pay = payFor(s, ctx, seat, 'settlement');
  if (pay) return err(pay);
  if (ctx.ruleset.features.islandVp > 0) {
    const island = islandAt(s, ctx, v);
    const fresh =
      island !== null && !island.some((h) => s.island?.settled.includes(hexKeyOf(ctx, h)));
    if (fresh) return one({ type: 'settlementBuilt', seat, vertex, free: false, island: true });
  }
  return one({ type: 'settlementBuilt', seat, vertex, free: false });
}

/** Builds a road or (ships' buildShip) a ship: in set-up beside the settlement just placed, else paid. */
export function buildLine(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  edge: EdgeId,
  ship: boolean,
  faces: HexKey | undefined,
): R {
  const e = edgeIdx(ctx, edge);
  if (e === undefined) return fail('ERR_BAD_ID', `no path ${edge} on this board`);
  const p = s.players[seat];
  if (!p) return fail('ERR_BAD_SEAT', `no seat ${seat}`);
  if (ship && !hasShips(ctx)) return fail('ERR_NOT_AT_SEA', 'this ruleset has no ships');
  const what = ship ? 'ship' : 'road';
  const limit = ship ? (ctx.ruleset.pieces.ships ?? 0) : ctx.ruleset.pieces.roads;
  if ((ship ? shipCount(p) : p.roads) >= limit) return fail('ERR_NO_PIECES', `no ${what}s left`);
  const problem = ship ? shipProblem : roadProblem;
  if (s.phase === 'setup') {
    const te = setupTurn(s, seat);
    if (te) return err(te);
    const placed = s.setup?.placed ?? null;
    if (placed === null) return fail('ERR_SETUP_ORDER', 'place a settlement first');
    const why = problem(s, ctx, seat, e, placed);
    if (why) return fail(why, `no ${what} on ${edge}`, { edge });
    return one(lineEvent(s, ctx, seat, edge, e, ship, true, faces));
  }
  const te = mainTurn(s, seat, { sbpOk: true });
  if (te) return err(te);
  const why = problem(s, ctx, seat, e, null);
  if (why) return fail(why, `no ${what} on ${edge}`, { edge });
  const pay = payFor(s, ctx, seat, what);
  if (pay) return err(pay);
  return one(lineEvent(s, ctx, seat, edge, e, ship, false, faces));
}

function lineEvent(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  edge: EdgeId,
  e: number,
  ship: boolean,
  free: boolean,
  faces: HexKey | undefined,
): Event {
  const ds = discover(s, ctx, e, faces);
  const extra = ds.length ? { discovered: ds } : {};
  return ship
    ? { type: 'shipBuilt', seat, edge, free, ...extra }
    : { type: 'roadBuilt', seat, edge, free, ...extra };
}

function buildCity(s: GameState, ctx: GameContext, seat: Seat, vertex: VertexId): R {
  const te = mainTurn(s, seat, { sbpOk: true });
  if (te) return err(te);
  const v = vertexIdx(ctx, vertex);
  if (v === undefined) return fail('ERR_BAD_ID', `no intersection ${vertex} on this board`);
  const p = s.players[seat];
  if (!p) return fail('ERR_BAD_SEAT', `no seat ${seat}`);
  const why = cityProblem(s, seat, v);
  if (why) return fail(why, `no settlement of yours at ${vertex}`, { vertex });
  if (p.cities >= ctx.ruleset.pieces.cities) return fail('ERR_NO_PIECES', 'no cities left');
  const pay = payFor(s, ctx, seat, 'city');
  if (pay) return err(pay);
  return one({ type: 'cityBuilt', seat, vertex });
}

function chooseCards(s: GameState, ctx: GameContext, seat: Seat, cards: Hand): R {
  if (s.phase !== 'choose') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  const who = s.setup?.queue[s.setup.index];
  if (who !== seat) return fail('ERR_NOT_YOUR_TURN', `seat ${who} chooses now`, { current: who });
  const h = toHand(ctx.resources, cards);
  if (!h) return fail('ERR_BAD_CARDS', 'unknown resource or bad count');
  const n = ctx.ruleset.initialChosenCards;
  if (total(h) !== n) return fail('ERR_BAD_CARDS', `choose exactly ${n} cards`, { count: n });
  if (!covers(s.bank, h)) return fail('ERR_BANK_EMPTY', 'the bank lacks those cards');
  return one({ type: 'cardsChosen', seat, cards: h });
}

// ---------------------------------------------------------------- the roll

function roll(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  dice: readonly [number, number] | undefined,
  supply: readonly (string | null)[] | undefined,
  sumOnly?: number,
  entered?: EventFace,
): R {
  const rb = rollBlock(s, seat);
  if (rb === 'phase') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  if (rb === 'sbp') return fail('ERR_WRONG_PHASE', 'the special building phase is on');
  if (rb === 'seat')
    return fail('ERR_NOT_YOUR_TURN', `it is seat ${s.turn.seat}'s turn`, { current: s.turn.seat });
  if (rb === 'rolled') return fail('ERR_ALREADY_ROLLED', 'already rolled this turn');
  if (rb === 'pending') return fail('ERR_PENDING', `waiting for ${s.turn.pending?.kind}`);
  let d: [number, number] | null;
  let source: 'app' | 'table' | 'deck';
  let rngAfter: readonly number[] | undefined;
  const rng = rngFromState(s.rng);
  if (sumOnly !== undefined) {
    // A sum entered at the table is kept as a sum: the dice that made it were never named.
    if (dice) return fail('ERR_BAD_DICE', 'two dice or a sum, not both');
    if (!Number.isInteger(sumOnly) || sumOnly < 2 || sumOnly > 12)
      return fail('ERR_BAD_DICE', 'a sum from 2 to 12');
    d = null;
    source = 'table';
  } else if (s.progress?.alchemy) {
    // The alchemist set the red and yellow dice before the roll; the event die is still rolled.
    const [red, yellow] = s.progress.alchemy;
    if (dice && (dice[0] !== red || dice[1] !== yellow))
      return fail('ERR_BAD_DICE', 'the alchemist already set the dice', { dice: [red, yellow] });
    d = [red, yellow];
    source = entered === undefined ? 'app' : 'table';
  } else if (dice) {
    if (
      !Array.isArray(dice) ||
      dice.length !== 2 ||
      !dice.every((x) => Number.isInteger(x) && x >= 1 && x <= 6)
    )
      return fail('ERR_BAD_DICE', 'two dice, each 1 to 6');
    d = [dice[0], dice[1]];
    source = 'table';
  } else if (s.config.options.dice === 'deck') {
    const i = rng.int(0, s.diceDeck.length - 1);
    const code = s.diceDeck[i] ?? 0;
    d = [Math.floor(code / 6) + 1, (code % 6) + 1];
    source = 'deck';
    rngAfter = rng.state();
  } else {
    d = [rng.int(1, 6), rng.int(1, 6)];
    source = 'app';
    rngAfter = rng.state();
  }
  const sum = d ? d[0] + d[1] : (sumOnly ?? 0);
  // Cities and knights: the event die is resolved first (the red die is the first of `dice`,
  // so a sum alone will not do); an attack whose losers must choose defers the production.
  if (ctx.ruleset.features.barbarians && !d)
    return fail('ERR_BAD_DICE', 'the red and yellow dice, not only their sum');
  // Three dice entered at the table, or all three rolled by the app: the event face comes with
  // the dice (so a replay draws again exactly what the app drew).
  if (ctx.ruleset.features.barbarians && (source === 'table') !== (entered !== undefined))
    return fail('ERR_BAD_DICE', 'the event die with the red and yellow dice, or none of them');
  const evRng = rngFromState(rngAfter ?? s.rng);
  const ed = eventDie(s, ctx, entered, evRng);
  if (!ed.ok) return err(ed.error);
  if (ed.value?.drew) rngAfter = evRng.state();
  // A gate face: the progress cards drawn, in turn order from the roller (red die: the first).
  const face = ed.value?.event;
  const draws = face && face !== 'ship' && d ? gateDraws(s, face, d[0]) : [];
  const eventPart = ed.value
    ? {
        event: ed.value.event,
        ...(ed.value.attack ? { attack: ed.value.attack } : {}),
        ...(draws.length ? { progress: draws } : {}),
      }
    : {};
  const base = {
    type: 'rolled' as const,
    seat,
    ...(d ? { dice: d } : { sum }),
    source,
    ...(rngAfter ? { rng: rngAfter } : {}),
    ...eventPart,
  };
  if (ed.value?.attack?.losers.length) return one({ ...base, payout: null });
  let sup: (string | null)[] | undefined;
  if (ctx.ruleset.features.earthSupply) {
    const r = earthSupply(s, ctx, supply, rngFromState(rngAfter ?? s.rng));
    if (!r.ok) return err(r.error);
    sup = r.value.cards;
    if (r.value.rng) (base as { rng?: readonly number[] }).rng = r.value.rng;
  }
  const withSup = sup
    ? { supply: sup, supplySource: supply === undefined ? ('app' as const) : ('table' as const) }
    : {};
  if (sum === 7) {
    const owed = s.players.map((_, k) => owedOnSeven(s, ctx, k));
    return one({ ...base, payout: null, owed, ...withSup });
  }
  return one({ ...base, payout: rollPayout(s, ctx, sum), ...withSup });
}

// ---------------------------------------------------------------- end of turn

function endTurn(s: GameState, ctx: GameContext, seat: Seat, rest = false): R {
  const eb = endBlock(s, seat, progressHolds(s, ctx));
  if (eb === 'phase') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  if (eb === 'seat')
    return fail('ERR_NOT_YOUR_TURN', `seat ${actor(s)} acts now`, { current: actor(s) });
  if (eb === 'pending') return fail('ERR_PENDING', `waiting for ${s.turn.pending?.kind}`);
  if (eb === 'roll') return fail('ERR_NOT_ROLLED', 'roll the dice first');
  if (eb === 'progress')
    return fail(
      'ERR_PROGRESS_LIMIT',
      'a progress hand over the limit, or a defender’s draw, first',
    );
  if (rest) {
    // "Nobody builds": only in the special building phase (the paired player is one seat).
    if (!nobodyBuildsNow(s, seat))
      return fail('ERR_WRONG_PHASE', 'nobody builds: only in the special building phase');
    const i = s.order.indexOf(s.turn.seat);
    const next = s.order[(i + 1) % s.players.length] ?? 0;
    return one({ type: 'turnEnded', seat, next, rest: true });
  }
  return one({ type: 'turnEnded', seat, next: nextAfterEnd(s) });
}
