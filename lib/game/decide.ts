// decide(state, command): the rules. It returns the events a command causes — with every
// random outcome drawn here, from the generator kept in the state — or a typed rule error.
// It never throws for a user mistake and never changes the state it is given.

import { type EdgeId, type HexKey, hexKey, type VertexId } from '../hex';
import { rngFromState } from '../random/prng';
import { err, ok, type Result } from '../result';
import {
  cityProblem,
  isLandHex,
  legalRoads,
  legalShips,
  roadProblem,
  settlementProblem,
  setupSettlementProblem,
  shipProblem,
} from './build';
import { contextOf, discovers, type GameContext, hasShips, isStarfarers } from './context';
import { discover, islandAt, openHarborsAt, withDiscoveries } from './discovery';
import { covers, get, nthCard, toHand, total } from './hand';
import { turnHarbor } from './harbor';
import { initialPayout, rollPayout } from './production';
import {
  awardCount,
  earthSupplySeats,
  isUpgrade,
  SF_AWARD_MAX,
  SF_UPGRADE_MAX,
  upgradeCount,
} from './starfarers';
import {
  type Command,
  type DevCard,
  type Discovery,
  type Event,
  type GameState,
  type Hand,
  type Planet,
  type RuleCode,
  type RuleError,
  ruleError,
  type Seat,
  SF_AWARDS,
  type SfAward,
} from './types';

type R = Result<Event[], RuleError>;
const fail = (code: RuleCode, message: string, data?: Record<string, unknown>): R =>
  err(ruleError(code, message, data));
const one = (e: Event): R => ok([e]);

/** The rules: the events `command` causes in `state`, or why it is refused. */
export function decide(s: GameState, c: Command): R {
  // Commands may come straight from a client: anything that is not even shaped like one is refused.
  if (c === null || typeof c !== 'object' || typeof c.type !== 'string')
    return fail('ERR_BAD_COMMAND', 'not a command');
  if (s.phase === 'over') return fail('ERR_GAME_OVER', 'the game is over', { winner: s.winner });
  if ('seat' in c && !validSeat(s, c.seat)) return fail('ERR_BAD_SEAT', `no seat ${c.seat}`);
  const ctx = contextOf(s.config);
  switch (c.type) {
    case 'decideOrder':
      return decideOrder(s, ctx, c.first);
    case 'buildSettlement':
      return buildSettlement(s, ctx, c.seat, c.vertex);
    case 'buildRoad':
      return buildLine(s, ctx, c.seat, c.edge, false, undefined);
    case 'buildShip':
      return buildLine(s, ctx, c.seat, c.edge, true, c.faces);
    case 'moveShip':
      return moveShip(s, ctx, c.seat, c.from, c.to, c.faces);
    case 'buildCity':
      return buildCity(s, ctx, c.seat, c.vertex);
    case 'turnHarbor': {
      const r = turnHarbor(s, ctx, c.seat, c.hex, c.faces);
      return 'code' in r ? err(r) : one(r);
    }
    case 'chooseCards':
      return chooseCards(s, ctx, c.seat, c.cards);
    case 'roll':
      return roll(s, ctx, c.seat, c.dice, c.supply);
    case 'discard':
      return discard(s, ctx, c.seat, c.cards);
    case 'moveRobber':
      return moveRobber(s, ctx, c.seat, c.hex, c.victim, false);
    case 'steal':
      return steal(s, ctx, c.seat, c.victim);
    case 'tradeBank':
      return tradeBank(s, ctx, c.seat, c.give, c.get);
    case 'tradePlayer':
      return tradePlayer(s, ctx, c.seat, c.with, c.give, c.get);
    case 'buyDev':
      return buyDev(s, ctx, c.seat, c.card);
    case 'playKnight':
      return playKnight(s, ctx, c.seat, c.hex, c.victim);
    case 'playRoadBuilding':
      return playRoadBuilding(s, ctx, c.seat, c.edges, c.ships ?? []);
    case 'playYearOfPlenty':
      return playYearOfPlenty(s, ctx, c.seat, c.resources);
    case 'playMonopoly':
      return playMonopoly(s, ctx, c.seat, c.resource);
    case 'playVictoryPoint':
      return playVictoryPoint(s, ctx, c.seat);
    case 'endTurn':
      return endTurn(s, c.seat);
    case 'sfStart':
      return sfStart(s, ctx, c.seat, c.colonies, c.spaceport);
    case 'sfBuild':
      return sfBuild(s, ctx, c);
    case 'sfAward':
      return sfAward(s, ctx, c.seat, c.award, c.delta);
    default:
      return fail('ERR_BAD_COMMAND', `unknown command ${(c as { type: string }).type}`);
  }
}

const strings = (xs: unknown): xs is string[] =>
  Array.isArray(xs) && xs.every((x) => typeof x === 'string');

const validSeat = (s: GameState, seat: unknown): seat is Seat =>
  typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < s.players.length;

const hand = (s: GameState, seat: Seat): Hand => s.players[seat]?.hand ?? {};

const paired = (s: GameState) => s.config.options.betweenTurns === 'paired-players';

/** Who may act in the play phase right now: the special-building seat, or the active player. */
function actor(s: GameState): Seat {
  return s.turn.sbp?.[0] ?? s.turn.seat;
}

/** Checks that `seat` may act in the main part of its turn (rolled, nothing pending). */
function mainTurn(
  s: GameState,
  seat: Seat,
  opts: { sbpOk?: boolean; beforeRoll?: boolean } = {},
): RuleError | null {
  if (s.phase !== 'play') return ruleError('ERR_WRONG_PHASE', `not during ${s.phase}`);
  if (s.turn.sbp) {
    // Paired players: the second player trades with the bank, builds and plays cards;
    // the special building phase allows building (and buying) only.
    if (!opts.sbpOk && !paired(s))
      return ruleError('ERR_WRONG_PHASE', 'only building in the special building phase');
    if (s.turn.sbp[0] !== seat)
      return ruleError('ERR_NOT_YOUR_TURN', `seat ${s.turn.sbp[0]} builds now`, {
        current: s.turn.sbp[0],
      });
    return null;
  }
  if (s.turn.seat !== seat)
    return ruleError('ERR_NOT_YOUR_TURN', `it is seat ${s.turn.seat}'s turn`, {
      current: s.turn.seat,
    });
  if (s.turn.pending)
    return ruleError('ERR_PENDING', `waiting for ${s.turn.pending.kind}`, {
      pending: s.turn.pending.kind,
    });
  if (!s.turn.rolled && !opts.beforeRoll) return ruleError('ERR_NOT_ROLLED', 'roll the dice first');
  return null;
}

function payFor(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  what: 'road' | 'settlement' | 'city' | 'devCard' | 'ship',
): RuleError | null {
  const cost = ctx.ruleset.costs?.[what];
  if (!cost) return null;
  if (!covers(hand(s, seat), cost))
    return ruleError('ERR_CANNOT_AFFORD', `not enough cards for a ${what}`, {
      cost,
      hand: hand(s, seat),
    });
  return null;
}

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

function vertexIdx(ctx: GameContext, id: string): number | undefined {
  return ctx.topo.vertexIndex.get(id as VertexId);
}
function edgeIdx(ctx: GameContext, id: string): number | undefined {
  return ctx.topo.edgeIndex.get(id as EdgeId);
}

function setupTurn(s: GameState, seat: Seat): RuleError | null {
  const st = s.setup;
  if (s.phase !== 'setup' || !st) return ruleError('ERR_WRONG_PHASE', `not during ${s.phase}`);
  const who = st.queue[st.index];
  if (who !== seat)
    return ruleError('ERR_NOT_YOUR_TURN', `seat ${who} places now`, { current: who });
  return null;
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
      island !== null && !island.some((h) => s.settledIslands.includes(hexKeyOf(ctx, h)));
    if (fresh) return one({ type: 'settlementBuilt', seat, vertex, free: false, island: true });
  }
  return one({ type: 'settlementBuilt', seat, vertex, free: false });
}

export function hexKeyOf(ctx: GameContext, h: number): HexKey {
  const hx = ctx.topo.hexes[h];
  return hx ? hexKey(hx) : '0,0';
}

function buildLine(
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
  if ((ship ? p.ships : p.roads) >= limit) return fail('ERR_NO_PIECES', `no ${what}s left`);
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

function moveShip(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  from: EdgeId,
  to: EdgeId,
  faces: HexKey | undefined,
): R {
  const te = mainTurn(s, seat);
  if (te) return err(te);
  const a = edgeIdx(ctx, from);
  const b = edgeIdx(ctx, to);
  if (a === undefined || b === undefined)
    return fail('ERR_BAD_ID', `no path ${a === undefined ? from : to}`);
  if (s.turn.shipMoved) return fail('ERR_SHIP_NOT_MOVABLE', 'one ship move per turn');
  if (s.ships[a] !== seat) return fail('ERR_SHIP_NOT_MOVABLE', `no ship of yours on ${from}`);
  if (!movable(s, ctx, seat, a))
    return fail('ERR_SHIP_NOT_MOVABLE', 'only the front ship of an open line, not built this turn');
  if (a === b) return fail('ERR_OCCUPIED', 'the ship is already there');
  const without: GameState = { ...s, ships: s.ships.map((o, i) => (i === a ? null : o)) };
  const why = shipProblem(without, ctx, seat, b, null);
  if (why) return fail(why, `no ship on ${to}`, { edge: to });
  const ds = discover(without, ctx, b, faces);
  return one({ type: 'shipMoved', seat, from, to, ...(ds.length ? { discovered: ds } : {}) });
}

function movable(s: GameState, ctx: GameContext, seat: Seat, e: number): boolean {
  if (s.turn.shipsBuilt.includes(e)) return false;
  const ends = ctx.topo.edgeEnds[e];
  if (!ends) return false;
  return ends.some((v) => {
    const b = s.buildings[v];
    if (b && b.seat === seat) return false;
    return !(ctx.topo.vertexEdges[v] ?? []).some((f) => f !== e && s.ships[f] === seat);
  });
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

// ---------------------------------------------------------------- the roll, 7s and the robber

function roll(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  dice: readonly [number, number] | undefined,
  supply: readonly (string | null)[] | undefined,
): R {
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  if (s.turn.sbp) return fail('ERR_WRONG_PHASE', 'the special building phase is on');
  if (s.turn.seat !== seat)
    return fail('ERR_NOT_YOUR_TURN', `it is seat ${s.turn.seat}'s turn`, { current: s.turn.seat });
  if (s.turn.rolled) return fail('ERR_ALREADY_ROLLED', 'already rolled this turn');
  if (s.turn.pending) return fail('ERR_PENDING', `waiting for ${s.turn.pending.kind}`);
  let d: [number, number];
  let source: 'app' | 'table' | 'deck';
  let rngAfter: readonly number[] | undefined;
  const rng = rngFromState(s.rng);
  if (dice) {
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
  const sum = d[0] + d[1];
  const base = {
    type: 'rolled' as const,
    seat,
    dice: d,
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

/** Starfarers: after production every player under 9 VP draws one card from the supply. */
function earthSupply(
  s: GameState,
  ctx: GameContext,
  given: readonly (string | null)[] | undefined,
  rng: ReturnType<typeof rngFromState>,
): Result<{ cards: (string | null)[]; rng?: readonly number[] }, RuleError> {
  const eligible = earthSupplySeats(s);
  if (given !== undefined) {
    if (!Array.isArray(given) || given.length !== s.players.length)
      return err(ruleError('ERR_BAD_CARDS', 'one supply entry per seat'));
    for (let i = 0; i < given.length; i++) {
      const g = given[i] ?? null;
      if ((g !== null) !== eligible[i] || (g !== null && !ctx.resources.includes(g)))
        return err(
          ruleError(
            'ERR_BAD_CARDS',
            `seat ${i} ${eligible[i] ? 'draws one supply card' : 'draws no supply card'}`,
          ),
        );
    }
    return ok({ cards: [...given] });
  }
  const cards = eligible.map((e) =>
    e ? (ctx.resources[rng.int(0, ctx.resources.length - 1)] ?? null) : null,
  );
  return ok({ cards, rng: rng.state() });
}

function discard(s: GameState, ctx: GameContext, seat: Seat, cards: Hand): R {
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  const pend = s.turn.pending;
  if (pend?.kind !== 'discard' || !(pend.owed[seat] ?? 0))
    return fail('ERR_NO_DISCARD_OWED', `seat ${seat} owes no discard`);
  const h = toHand(ctx.resources, cards);
  if (!h) return fail('ERR_BAD_CARDS', 'unknown resource or bad count');
  const owed = pend.owed[seat] ?? 0;
  if (total(h) !== owed)
    return fail('ERR_DISCARD_COUNT', `discard exactly ${owed} cards`, { owed });
  if (!covers(hand(s, seat), h)) return fail('ERR_CANNOT_AFFORD', 'you do not hold those cards');
  return one({ type: 'discarded', seat, cards: h });
}

/** Seats other than the thief with a building on the hex. */
export function robberVictims(s: GameState, ctx: GameContext, thief: Seat, h: number): Seat[] {
  const out = new Set<Seat>();
  for (const v of ctx.topo.hexVertexIdx[h] ?? []) {
    const b = s.buildings[v];
    if (b && b.seat !== thief) out.add(b.seat);
  }
  return [...out].sort((a, b) => a - b);
}

/** A random card of the victim's hand (null when the hand is empty), and the generator after. */
function drawCard(
  s: GameState,
  ctx: GameContext,
  victim: Seat,
): { card: string | null; rng?: readonly number[] } {
  const h = hand(s, victim);
  const n = total(h);
  if (n === 0) return { card: null };
  const rng = rngFromState(s.rng);
  const card = nthCard(h, ctx.resources, rng.int(0, n - 1));
  return { card, rng: rng.state() };
}

function robberTarget(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  hex: HexKey,
  victim: Seat | null | undefined,
): Result<{ victim: Seat | null; stolen: string | null; rng?: readonly number[] }, RuleError> {
  const h = ctx.topo.hexIndex.get(hex);
  if (h === undefined || !isLandHex(s, ctx, h))
    return err(ruleError('ERR_ROBBER_NOT_LAND', `${hex} is not a land hex`, { hex }));
  if (h === s.robber)
    return err(ruleError('ERR_ROBBER_SAME_HEX', 'the robber must move to another hex', { hex }));
  const victims = robberVictims(s, ctx, seat, h);
  let v: Seat | null = null;
  if (victim === null) {
    // Declining: allowed where the steal is optional, or where nobody can be robbed.
    if (victims.length > 0 && ctx.ruleset.features.steal === 'compulsory')
      return err(ruleError('ERR_STEAL_COMPULSORY', 'the robber must steal here', { victims }));
  } else if (victim !== undefined) {
    if (!victims.includes(victim))
      return err(
        ruleError('ERR_BAD_VICTIM', `seat ${victim} has no building on ${hex}`, { victims }),
      );
    v = victim;
  } else if (victims.length === 1) v = victims[0] ?? null;
  else if (victims.length > 1)
    return err(ruleError('ERR_VICTIM_REQUIRED', 'choose whom to rob', { victims }));
  if (v === null) return ok({ victim: null, stolen: null });
  const d = drawCard(s, ctx, v);
  return ok({ victim: v, stolen: d.card, ...(d.rng ? { rng: d.rng } : {}) });
}

function moveRobber(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  hex: HexKey,
  victim: Seat | null | undefined,
  _knight: boolean,
): R {
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  if (s.turn.pending?.kind !== 'robber')
    return fail('ERR_WRONG_PHASE', 'the robber moves only after a 7 or a knight');
  if (s.turn.seat !== seat) return fail('ERR_NOT_YOUR_TURN', `it is seat ${s.turn.seat}'s turn`);
  const t = robberTarget(s, ctx, seat, hex, victim);
  if (!t.ok) return err(t.error);
  return one({ type: 'robberMoved', seat, hex, ...t.value });
}

function steal(s: GameState, ctx: GameContext, seat: Seat, victim: Seat | null): R {
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  if (s.turn.pending?.kind !== 'steal') return fail('ERR_WRONG_PHASE', 'nothing to steal now');
  if (s.turn.seat !== seat) return fail('ERR_NOT_YOUR_TURN', `it is seat ${s.turn.seat}'s turn`);
  if (victim === null) {
    if (ctx.ruleset.features.steal === 'compulsory')
      return fail('ERR_STEAL_COMPULSORY', 'the roller must steal');
    return one({ type: 'stolen', seat, victim: null, stolen: null });
  }
  if (!validSeat(s, victim) || victim === seat)
    return fail('ERR_BAD_VICTIM', 'choose another player');
  const d = drawCard(s, ctx, victim);
  return one({ type: 'stolen', seat, victim, stolen: d.card, ...(d.rng ? { rng: d.rng } : {}) });
}

// ---------------------------------------------------------------- trade

/** The bank rate the seat gets for a resource: 4:1, or better at a harbor it has built on. */
export function bankRate(s: GameState, ctx: GameContext, seat: Seat, r: string): number {
  const t = ctx.ruleset.trade;
  let rate = t.bankByResource?.[r] ?? t.bank;
  s.buildings.forEach((b, v) => {
    if (!b || b.seat !== seat) return;
    const hs = discovers(ctx) ? openHarborsAt(s, ctx, v) : (ctx.vertexHarbors[v] ?? []);
    for (const h of hs) {
      if (h === 'any' && t.genericHarbor !== null) rate = Math.min(rate, t.genericHarbor);
      if (h === r && t.specialHarbor !== null) rate = Math.min(rate, t.specialHarbor);
    }
  });
  return rate;
}

function tradeBank(s: GameState, ctx: GameContext, seat: Seat, give: Hand, getH: Hand): R {
  const te = mainTurn(s, seat);
  if (te) return err(te);
  const g = toHand(ctx.resources, give);
  const w = toHand(ctx.resources, getH);
  if (!g || !w) return fail('ERR_BAD_CARDS', 'unknown resource or bad count');
  let lots = 0;
  for (const r of ctx.resources) {
    const n = get(g, r);
    if (n === 0) continue;
    if (get(w, r) > 0) return fail('ERR_BAD_TRADE', `cannot give and get ${r}`);
    const rate = bankRate(s, ctx, seat, r);
    if (n % rate !== 0) return fail('ERR_BAD_RATE', `${r} trades ${rate}:1`, { resource: r, rate });
    lots += n / rate;
  }
  if (lots === 0 || lots !== total(w))
    return fail('ERR_BAD_RATE', `the cards given buy ${lots}, not ${total(w)}`, { lots });
  if (!covers(hand(s, seat), g)) return fail('ERR_CANNOT_AFFORD', 'you do not hold those cards');
  if (ctx.ruleset.bankPerResource > 0 && !covers(s.bank, w))
    return fail('ERR_BANK_EMPTY', 'the bank lacks those cards');
  return one({ type: 'bankTraded', seat, give: g, get: w });
}

function tradePlayer(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  other: Seat,
  give: Hand,
  getH: Hand,
): R {
  if (!ctx.ruleset.trade.players)
    return fail(
      'ERR_PLAYER_TRADE_FORBIDDEN',
      'players may not trade with each other in this ruleset',
    );
  if (s.turn.sbp) return fail('ERR_PLAYER_TRADE_FORBIDDEN', 'between turns only the bank trades');
  const te = mainTurn(s, seat);
  if (te) return err(te);
  if (!validSeat(s, other) || other === seat)
    return fail('ERR_BAD_SEAT', 'trade with another seat');
  const g = toHand(ctx.resources, give);
  const w = toHand(ctx.resources, getH);
  if (!g || !w) return fail('ERR_BAD_CARDS', 'unknown resource or bad count');
  if (total(g) === 0 || total(w) === 0) return fail('ERR_BAD_TRADE', 'both sides give something');
  for (const r of ctx.resources)
    if (get(g, r) > 0 && get(w, r) > 0) return fail('ERR_BAD_TRADE', `cannot give and get ${r}`);
  if (!covers(hand(s, seat), g)) return fail('ERR_CANNOT_AFFORD', 'you do not hold those cards');
  if (!covers(hand(s, other), w))
    return fail('ERR_CANNOT_AFFORD', `seat ${other} does not hold those cards`, { seat: other });
  return one({ type: 'playerTraded', seat, with: other, give: g, get: w });
}

// ---------------------------------------------------------------- development cards

function buyDev(s: GameState, ctx: GameContext, seat: Seat, card: DevCard | undefined): R {
  if (!ctx.ruleset.devDeck)
    return fail('ERR_NO_SUCH_CARD', 'this ruleset has no development cards');
  const te = mainTurn(s, seat, { sbpOk: true });
  if (te) return err(te);
  if (s.devDeck.length === 0) return fail('ERR_DECK_EMPTY', 'no development cards left');
  const pay = payFor(s, ctx, seat, 'devCard');
  if (pay) return err(pay);
  if (s.config.options.devDeck === 'app') {
    const top = s.devDeck[0] as DevCard;
    return one({ type: 'devBought', seat, card: top, source: 'app' });
  }
  if (!card || !s.devDeck.includes(card))
    return fail('ERR_NO_SUCH_CARD', 'declare the card drawn (one still in the box)', { card });
  return one({ type: 'devBought', seat, card, source: 'table' });
}

function canPlay(s: GameState, ctx: GameContext, seat: Seat, card: DevCard): RuleError | null {
  const te = mainTurn(s, seat, { beforeRoll: card === 'knight' });
  if (te) return te;
  const p = s.players[seat];
  if (!p) return ruleError('ERR_BAD_SEAT', `no seat ${seat}`);
  const held = p.dev.filter((d) => d.card === card);
  if (held.length === 0) return ruleError('ERR_NO_SUCH_CARD', `no ${card} card in hand`, { card });
  if (!held.some((d) => d.turn < s.turn.number))
    return ruleError('ERR_CARD_TOO_NEW', `a ${card} bought this turn cannot be played yet`, {
      card,
    });
  const per = ctx.ruleset.devPerTurn;
  if (per !== 'any' && s.turn.devPlayed >= per)
    return ruleError('ERR_DEV_LIMIT', `only ${per} development card per turn`, { limit: per });
  return null;
}

function playKnight(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  hex: HexKey,
  victim: Seat | null | undefined,
): R {
  const e = canPlay(s, ctx, seat, 'knight');
  if (e) return err(e);
  if (s.robber < 0 && !discovers(ctx)) return fail('ERR_NO_ROBBER', 'this game has no robber');
  const t = robberTarget(s, ctx, seat, hex, victim);
  if (!t.ok) return err(t.error);
  return one({ type: 'knightPlayed', seat, hex, ...t.value });
}

function playRoadBuilding(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  edges: readonly EdgeId[],
  ships: readonly EdgeId[],
): R {
  const e = canPlay(s, ctx, seat, 'roadBuilding');
  if (e) return err(e);
  if (!strings(edges) || !strings(ships))
    return fail('ERR_BAD_COMMAND', 'edges and ships are lists of path ids');
  if (ships.length > 0 && !hasShips(ctx))
    return fail('ERR_NOT_AT_SEA', 'this ruleset has no ships');
  const n = edges.length + ships.length;
  if (n > 2) return fail('ERR_BAD_ID', 'at most two free pieces');
  // Lay them one by one on a scratch state, so the second may continue the first.
  let t: GameState = s;
  const p = s.players[seat];
  if (!p) return fail('ERR_BAD_SEAT', `no seat ${seat}`);
  let roadsLeft = ctx.ruleset.pieces.roads - p.roads;
  let shipsLeft = (ctx.ruleset.pieces.ships ?? 0) - p.ships;
  const discovered: Discovery[] = [];
  const lay = (id: EdgeId, ship: boolean): RuleError | null => {
    const i = edgeIdx(ctx, id);
    if (i === undefined) return ruleError('ERR_BAD_ID', `no path ${id} on this board`);
    if ((ship ? shipsLeft : roadsLeft) <= 0)
      return ruleError('ERR_NO_PIECES', `no ${ship ? 'ships' : 'roads'} left`);
    const why = (ship ? shipProblem : roadProblem)(t, ctx, seat, i, null);
    if (why) return ruleError(why, `no ${ship ? 'ship' : 'road'} on ${id}`, { edge: id });
    const ds = discover(t, ctx, i);
    discovered.push(...ds);
    t = {
      ...t,
      roads: ship ? t.roads : t.roads.map((o, j) => (j === i ? seat : o)),
      ships: ship ? t.ships.map((o, j) => (j === i ? seat : o)) : t.ships,
    };
    if (ds.length) t = withDiscoveries(t, ctx, ds, seat);
    if (ship) shipsLeft--;
    else roadsLeft--;
    return null;
  };
  for (const id of edges) {
    const x = lay(id, false);
    if (x) return err(x);
  }
  for (const id of ships) {
    const x = lay(id, true);
    if (x) return err(x);
  }
  if (n < 2) {
    const more =
      (roadsLeft > 0 && legalRoads(t, ctx, seat).length > 0) ||
      (shipsLeft > 0 && legalShips(t, ctx, seat).length > 0);
    if (more)
      return fail('ERR_BAD_ID', 'road building lays two pieces while any can be laid', { laid: n });
  }
  return one({
    type: 'roadBuildingPlayed',
    seat,
    edges: [...edges],
    ships: [...ships],
    ...(discovered.length ? { discovered } : {}),
  });
}

function playYearOfPlenty(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  resources: readonly string[],
): R {
  const e = canPlay(s, ctx, seat, 'yearOfPlenty');
  if (e) return err(e);
  if (!Array.isArray(resources) || resources.length !== 2)
    return fail('ERR_BAD_CARDS', 'name two resources');
  const want: Record<string, number> = {};
  for (const r of resources) {
    if (!ctx.resources.includes(r)) return fail('ERR_UNKNOWN_RESOURCE', `no resource ${r}`);
    want[r] = (want[r] ?? 0) + 1;
  }
  if (!covers(s.bank, want)) return fail('ERR_BANK_EMPTY', 'the bank lacks those cards');
  return one({ type: 'yearOfPlentyPlayed', seat, resources: [...resources] });
}

function playMonopoly(s: GameState, ctx: GameContext, seat: Seat, resource: string): R {
  const e = canPlay(s, ctx, seat, 'monopoly');
  if (e) return err(e);
  if (!ctx.resources.includes(resource))
    return fail('ERR_UNKNOWN_RESOURCE', `no resource ${resource}`);
  const taken = s.players.map((p, i) => (i === seat ? 0 : get(p.hand, resource)));
  return one({ type: 'monopolyPlayed', seat, resource, taken });
}

function playVictoryPoint(s: GameState, ctx: GameContext, seat: Seat): R {
  // Where hidden cards count (base game), revealing one is always allowed and is not a "play".
  if (ctx.ruleset.vpCardsCount === 'held') {
    if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
    if (!s.players[seat]?.dev.some((d) => d.card === 'victoryPoint'))
      return fail('ERR_NO_SUCH_CARD', 'no victory point card in hand');
    return one({ type: 'victoryPointPlayed', seat });
  }
  const e = canPlay(s, ctx, seat, 'victoryPoint');
  if (e) return err(e);
  return one({ type: 'victoryPointPlayed', seat });
}

// ---------------------------------------------------------------- end of turn

function endTurn(s: GameState, seat: Seat): R {
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  const who = actor(s);
  if (who !== seat) return fail('ERR_NOT_YOUR_TURN', `seat ${who} acts now`, { current: who });
  if (!s.turn.sbp) {
    if (s.turn.pending) return fail('ERR_PENDING', `waiting for ${s.turn.pending.kind}`);
    if (!s.turn.rolled) return fail('ERR_NOT_ROLLED', 'roll the dice first');
  }
  return one({ type: 'turnEnded', seat, next: nextAfterEnd(s) });
}

/** Who acts after the current actor ends: the next special builder, or the next player's turn. */
export function nextAfterEnd(s: GameState): Seat {
  const n = s.players.length;
  const after = (x: Seat) => {
    const i = s.order.indexOf(x);
    return s.order[(i + 1) % n] ?? 0;
  };
  const next = after(s.turn.seat);
  if (s.turn.sbp) return s.turn.sbp[1] ?? next;
  if (s.config.options.betweenTurns !== 'none' && n > 1) return sbpQueue(s)[0] ?? next;
  return next;
}

/**
 * Who acts between turns when the active seat ends: everyone else in order (special
 * building phase), or the paired player, third to the left (more than 3 players).
 */
export function sbpQueue(s: GameState): Seat[] {
  const n = s.players.length;
  const i = s.order.indexOf(s.turn.seat);
  if (s.config.options.betweenTurns === 'paired-players')
    return n > 3 ? [s.order[(i + 3) % n] ?? 0] : [];
  return Array.from({ length: n - 1 }, (_, k) => s.order[(i + 1 + k) % n] ?? 0);
}

// ---------------------------------------------------------------- Starfarers

function validPlanets(ctx: GameContext, ps: readonly Planet[]): boolean {
  return (
    Array.isArray(ps) &&
    ps.length >= 1 &&
    ps.length <= 3 &&
    ps.every(
      (p) =>
        p !== null &&
        typeof p === 'object' &&
        Number.isInteger(p.number) &&
        p.number >= 2 &&
        p.number <= 12 &&
        p.number !== 7 &&
        ctx.resources.includes(p.resource),
    )
  );
}

function sfStart(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  colonies: readonly (readonly Planet[])[],
  spaceport: readonly Planet[],
): R {
  if (!isStarfarers(ctx)) return fail('ERR_NOT_STARFARERS', 'only in Starfarers');
  const te = setupTurn(s, seat);
  if (te) return err(te);
  if (
    !Array.isArray(colonies) ||
    colonies.length !== 2 ||
    !colonies.every((c) => validPlanets(ctx, c)) ||
    !validPlanets(ctx, spaceport)
  )
    return fail(
      'ERR_BAD_ID',
      'two colonies and one spaceport, each touching 1–3 planets (number 2–12 but 7, resource)',
    );
  return one({
    type: 'sfStarted',
    seat,
    colonies: colonies.map((c) => [...c]),
    spaceport: [...spaceport],
  });
}

function sfBuild(s: GameState, ctx: GameContext, c: Extract<Command, { type: 'sfBuild' }>): R {
  if (!isStarfarers(ctx)) return fail('ERR_NOT_STARFARERS', 'only in Starfarers');
  const te = mainTurn(s, c.seat);
  if (te) return err(te);
  const p = s.players[c.seat]?.sf;
  if (!p) return fail('ERR_BAD_SEAT', `no seat ${c.seat}`);
  const pay = toHand(ctx.resources, c.pay);
  if (!pay) return fail('ERR_BAD_CARDS', 'unknown resource or bad count');
  if (!covers(hand(s, c.seat), pay))
    return fail('ERR_CANNOT_AFFORD', 'you do not hold those cards');
  if (isUpgrade(c.item)) {
    const max = SF_UPGRADE_MAX[c.item];
    if (upgradeCount(p, c.item) >= max)
      return fail('ERR_LIMIT', `at most ${max} ${c.item}s`, { max });
    return one({ type: 'sfBuilt', seat: c.seat, item: c.item, pay });
  }
  switch (c.item) {
    case 'colony':
      if (!c.planets || !validPlanets(ctx, c.planets))
        return fail('ERR_BAD_ID', 'a colony touches 1–3 planets');
      return one({ type: 'sfBuilt', seat: c.seat, item: 'colony', pay, planets: [...c.planets] });
    case 'spaceport': {
      const i = c.colony;
      if (i === undefined || !p.colonies[i] || p.colonies[i]?.spaceport)
        return fail('ERR_NOT_YOUR_SETTLEMENT', 'a spaceport upgrades one of your colonies');
      return one({ type: 'sfBuilt', seat: c.seat, item: 'spaceport', pay, colony: i });
    }
    case 'ship':
      break;
    default:
      return fail('ERR_BAD_ID', 'unknown item');
  }
  return one({ type: 'sfBuilt', seat: c.seat, item: c.item, pay });
}

function sfAward(s: GameState, ctx: GameContext, seat: Seat, award: string, delta: number): R {
  if (!isStarfarers(ctx)) return fail('ERR_NOT_STARFARERS', 'only in Starfarers');
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  const p = s.players[seat]?.sf;
  if (!p) return fail('ERR_BAD_SEAT', `no seat ${seat}`);
  if (!Number.isInteger(delta) || delta === 0)
    return fail('ERR_BAD_CARDS', 'a whole, non-zero change');
  if (!(SF_AWARDS as readonly string[]).includes(award))
    return fail('ERR_BAD_ID', `unknown award ${award}`);
  const a = award as SfAward;
  const now = awardCount(p, a);
  const max = SF_AWARD_MAX[a];
  if (now + delta < 0 || now + delta > max)
    return fail('ERR_LIMIT', `${award} must stay within 0–${max}`, { max });
  return one({ type: 'sfAwarded', seat, award: a, delta });
}

export { actor };
