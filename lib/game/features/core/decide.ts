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
import {
  actor,
  edgeIdx,
  endBlock,
  fail,
  hexKeyOf,
  mainTurn,
  one,
  payFor,
  type R,
  rollBlock,
  setupTurn,
  validSeat,
  vertexIdx,
} from '../../turn';
import type { Event, GameState, Hand, Seat } from '../../types';
import { nextAfterEnd } from '../between/queue';
import type { DecidePart } from '../kit';
import { earthSupply } from '../starfarers/decide';

export const COMMANDS = [
  'decideOrder',
  'buildSettlement',
  'buildRoad',
  'buildCity',
  'chooseCards',
  'roll',
  'endTurn',
] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  decideOrder: (s, ctx, c) => decideOrder(s, ctx, c.first),
  buildSettlement: (s, ctx, c) => buildSettlement(s, ctx, c.seat, c.vertex),
  buildRoad: (s, ctx, c) => buildLine(s, ctx, c.seat, c.edge, false, undefined),
  buildCity: (s, ctx, c) => buildCity(s, ctx, c.seat, c.vertex),
  chooseCards: (s, ctx, c) => chooseCards(s, ctx, c.seat, c.cards),
  roll: (s, ctx, c) => roll(s, ctx, c.seat, c.dice, c.supply, c.sum),
  endTurn: (s, _ctx, c) => endTurn(s, c.seat),
};

// ---------------------------------------------------------------- order and set-up

function decideOrder(s: GameState, ctx: GameContext, first: Seat | undefined): R {
  if (s.phase !== 'order') return fail('ERR_WRONG_PHASE', 'the order is already decided');
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
    if (second && (ip === 'second-settlement' || ip === 'both-settlements')) {
      const own = s.buildings.flatMap((b, i) => (b && b.seat === seat ? [i] : []));
      const from = ip === 'second-settlement' ? [v] : [...own, v];
      return one({
        type: 'settlementBuilt',
        seat,
        vertex,
        free: true,
        initial: initialPayout(s, ctx, seat, from),
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
  const base = {
    type: 'rolled' as const,
    seat,
    ...(d ? { dice: d } : { sum }),
    source,
    ...(rngAfter ? { rng: rngAfter } : {}),
  };
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
    const owed = s.players.map((p) => {
      const t = total(p.hand);
      return t >= ctx.ruleset.discardAt ? Math.floor(t / 2) : 0;
    });
    return one({ ...base, payout: null, owed, ...withSup });
  }
  return one({ ...base, payout: rollPayout(s, ctx, sum), ...withSup });
}

// ---------------------------------------------------------------- end of turn

function endTurn(s: GameState, seat: Seat): R {
  const eb = endBlock(s, seat);
  if (eb === 'phase') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  if (eb === 'seat')
    return fail('ERR_NOT_YOUR_TURN', `seat ${actor(s)} acts now`, { current: actor(s) });
  if (eb === 'pending') return fail('ERR_PENDING', `waiting for ${s.turn.pending?.kind}`);
  if (eb === 'roll') return fail('ERR_NOT_ROLLED', 'roll the dice first');
  return one({ type: 'turnEnded', seat, next: nextAfterEnd(s) });
}
