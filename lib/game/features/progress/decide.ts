// Progress cards, the rules (rules-cities-knights.md, "Progress cards"): each of the 25 kinds
// played in its owner's turn after the roll (the alchemist before it) with its board choices,
// the hand limit's discard, a tied defender's draw, and the answers of the seats a card asks
// (wedding, commercial harbor, master merchant, spy, deserter, saboteur), each by that seat.

import type { EdgeId, HexKey, VertexId } from '../../../hex';
import { type Rng, rngFromState } from '../../../random/prng';
import { err } from '../../../result';
import {
  PROGRESS_CARD_IDS,
  PROGRESS_DECKS,
  type ProgressCardId,
  type ProgressDeck,
} from '../../../rules/progress-cards';
import { TRACKS, type Track } from '../../../rules/rulesets';
import { roadProblem } from '../../build';
import type { GameContext } from '../../context';
import { covers, get, nthCard, toHand, total } from '../../hand';
import { scoreOf } from '../../score';
import {
  edgeIdx,
  fail,
  hand,
  mainTurn,
  one,
  type R,
  rollBlock,
  validSeat,
  vertexIdx,
} from '../../turn';
import type {
  BoardCardId,
  GameState,
  Hand,
  ProgressAnswer,
  ProgressArgs,
  ProgressHeld,
  RuleError,
  Seat,
} from '../../types';
import { ruleError, UNKNOWN_CARD } from '../../types';
import { robberSleeps } from '../barbarians/attack';
import { freeCities, winsMetropolis } from '../improvements/decide';
import type { DecidePart } from '../kit';
import { displacedSpots, hasFortress, knightsAt } from '../knights/decide';
import { wallsOf } from '../walls/decide';
import {
  baseResources,
  commoditiesOf,
  deckOf,
  deserterLevel,
  FIXED_TOKENS,
  heldCount,
  isBoardCard,
  isKnown,
  isVpCard,
  leftIn,
  MEDICINE_CITY,
  mayDeclare,
  overLimit,
  realCards,
  TWO_CARDS,
  unknownOf,
  waitingFor,
} from './cards';

export const COMMANDS = [
  'playProgress',
  'discardProgress',
  'drawProgress',
  'answerProgress',
  'declareProgress',
] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  playProgress: (s, ctx, c) => play(s, ctx, c.seat, c),
  discardProgress: (s, ctx, c) => discard(s, ctx, c.seat, c.card, c.deck),
  drawProgress: (s, ctx, c) => draw(s, ctx, c.seat, c.deck),
  answerProgress: (s, ctx, c) => answer(s, ctx, c.seat, c),
  declareProgress: (s, ctx, c) => declare(s, ctx, c.seat, c.card),
};

/** The seat's public points (what a wedding, master merchant or saboteur compares). */
export const publicVp = (s: GameState, seat: Seat): number => scoreOf(s, seat).public;

/** Whether the end of the turn waits for the progress cards: a hand over the limit, or a tied defender's draw. */
export function progressHolds(s: Pick<GameState, 'progress'>, ctx: GameContext): boolean {
  const p = s.progress;
  const limit = ctx.ruleset.features.progress?.handLimit;
  if (!p || limit === undefined) return false;
  return p.owedDraws.length > 0 || overLimit(p, limit).length > 0;
}

/** The card `seat` played from its phone whose board choice the game waits for, or null. */
export function calledCard(s: GameState, seat: Seat): BoardCardId | null {
  const p = s.phase === 'play' ? s.turn.pending : null;
  return p?.kind === 'progressBoard' && p.seat === seat ? p.card : null;
}

/** Why `seat` may not play `card` now, or null. */
function canPlay(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  card: ProgressCardId,
): RuleError | null {
  if (!ctx.ruleset.features.progress || !s.progress)
    return ruleError('ERR_BAD_COMMAND', 'this ruleset has no progress cards');
  if (!PROGRESS_CARD_IDS.includes(card))
    return ruleError('ERR_NO_SUCH_CARD', `no progress card ${String(card)}`, { card });
  // A card called from a phone: only its board choice completes it (the card left the hand).
  if (s.phase === 'play' && s.turn.pending?.kind === 'progressBoard') {
    const p = s.turn.pending;
    if (p.seat === seat && p.card === card) return null;
    return ruleError('ERR_PENDING', `waiting for the ${p.card}'s choice on the board`, {
      pending: p.kind,
    });
  }
  if (card === 'alchemist') {
    const b = rollBlock(s, seat);
    if (b === 'rolled')
      return ruleError('ERR_ALREADY_ROLLED', 'the alchemist is played before the roll');
    if (b === 'seat' || b === 'sbp')
      return ruleError('ERR_NOT_YOUR_TURN', `it is seat ${s.turn.seat}'s turn`, {
        current: s.turn.seat,
      });
    if (b === 'pending') return ruleError('ERR_PENDING', `waiting for ${s.turn.pending?.kind}`);
    if (b === 'phase') return ruleError('ERR_WRONG_PHASE', `not during ${s.phase}`);
    if (s.progress.alchemy) return ruleError('ERR_BAD_DICE', 'the dice are already set');
  } else {
    const te = mainTurn(s, seat);
    if (te) return te;
  }
  if (isVpCard(card))
    return ruleError('ERR_NO_SUCH_CARD', `the ${card} is shown at once, not played`, { card });
  if (!s.progress.hands[seat]?.includes(card))
    return ruleError('ERR_NO_SUCH_CARD', `no ${card} card in hand`, { card });
  return null;
}

const isDie = (x: unknown): x is number =>
  Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 6;

/** Land hexes (indices) beside the seat's settlements and cities. */
function hexesBesideOwn(s: GameState, ctx: GameContext, seat: Seat): number[] {
  const out = new Set<number>();
  s.buildings.forEach((b, v) => {
    if (b?.seat === seat) for (const h of ctx.topo.vertexLand[v] ?? []) out.add(h);
  });
  return [...out].sort((a, b) => a - b);
}

/** Irrigation and mining: the cards taken (2 per hex of `resource` beside the seat), as the bank allows. */
export function harvest(s: GameState, ctx: GameContext, seat: Seat, resource: string): number {
  const n = hexesBesideOwn(s, ctx, seat).filter((h) => ctx.hexResource[h] === resource).length;
  const due = 2 * n;
  return ctx.ruleset.bankPerResource > 0 ? Math.min(due, get(s.bank, resource)) : due;
}

/** The number token on hex `h` now (after any inventor). */
export const tokenNow = (
  s: Pick<GameState, 'progress'>,
  ctx: GameContext,
  h: number,
): number | null =>
  s.progress?.tokens ? (s.progress.tokens[h] ?? null) : (ctx.hexToken[h] ?? null);

/** Inventor: the hexes whose tokens may be swapped (a token, none of 2, 12, 6, 8). */
export function inventorHexes(s: Pick<GameState, 'progress'>, ctx: GameContext): number[] {
  return ctx.topo.hexes.flatMap((_, h) => {
    const t = tokenNow(s, ctx, h);
    return t !== null && !FIXED_TOKENS.includes(t) ? [h] : [];
  });
}

/** Merchant: the hexes it may stand on (a resource hex beside the seat's settlement or city). */
export const merchantHexes = (s: GameState, ctx: GameContext, seat: Seat): number[] =>
  hexesBesideOwn(s, ctx, seat).filter((h) => ctx.hexResource[h] !== null);

/** Diplomat: whether road `e` is open (one end free of its owner's other pieces). */
export function openRoad(s: GameState, ctx: GameContext, e: number): boolean {
  const owner = s.roads[e];
  if (owner === null || owner === undefined) return false;
  const ends = ctx.topo.edgeEnds[e];
  if (!ends) return false;
  return ends.some((v) => {
    if (s.buildings[v]?.seat === owner || s.knightPieces?.[v]?.seat === owner) return false;
    return !(ctx.topo.vertexEdges[v] ?? []).some((f) => f !== e && s.roads[f] === owner);
  });
}

/** Intrigue: the opponents' knights standing at an end of one of the seat's roads. */
export function intrigueKnights(s: GameState, ctx: GameContext, seat: Seat): number[] {
  return (s.knightPieces ?? []).flatMap((k, v) =>
    k && k.seat !== seat && (ctx.topo.vertexEdges[v] ?? []).some((e) => s.roads[e] === seat)
      ? [v]
      : [],
  );
}

/** Smith: whether the seat's knight at `v` may be promoted free now (given `more` promoted first). */
function smithOk(s: GameState, ctx: GameContext, seat: Seat, v: number, more: number[]): boolean {
  const k = s.knightPieces?.[v];
  const rules = ctx.ruleset.features.knights;
  if (!k || k.seat !== seat || !rules || k.level === 3 || k.promoted === s.turn.number)
    return false;
  if (k.level === 2 && !hasFortress(s, ctx, seat)) return false;
  const next = k.level + 1;
  const already = more.filter((w) => (s.knightPieces?.[w]?.level ?? 0) + 1 === next).length;
  const leaving = more.filter((w) => s.knightPieces?.[w]?.level === next).length;
  return knightsAt(s, seat, next) + already - leaving < rules.perLevel;
}

/** Crane: the level of `track` bought one commodity cheaper, or why not. */
function craneProblem(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  track: Track | undefined,
  metropolis: VertexId | undefined,
): RuleError | { owner: Seat | null; metropolis?: VertexId } {
  const rules = ctx.ruleset.features.improvements;
  const imp = s.improvements;
  if (!rules || !imp) return ruleError('ERR_BAD_COMMAND', 'this ruleset has no city improvements');
  if (track === undefined || !(TRACKS as readonly string[]).includes(track))
    return ruleError('ERR_BAD_ID', 'name a track: trade, politics or science');
  const level = (imp.levels[seat]?.[track] ?? 0) + 1;
  if (level > rules.levels) return ruleError('ERR_LIMIT', `${track} is at its top level`);
  if (!s.buildings.some((b) => b?.kind === 'city' && b.seat === seat))
    return ruleError('ERR_NOT_YOUR_CITY', 'buying a level needs a city');
  const free = freeCities(s, seat);
  const holds = imp.metropolises[track]?.seat === seat;
  if (level >= rules.metropolisAt && !holds && free.length === 0)
    return ruleError('ERR_NO_METROPOLIS_CITY', 'no city of yours could carry a metropolis');
  const paid = rules.paidIn[track];
  if (get(hand(s, seat), paid) < level - 1)
    return ruleError(
      'ERR_CANNOT_AFFORD',
      `level ${level} costs ${level - 1} ${paid} with the crane`,
      {
        cost: { [paid]: level - 1 },
      },
    );
  if (!winsMetropolis(s, ctx, seat, track)) {
    if (metropolis !== undefined)
      return ruleError('ERR_BAD_ID', 'this level wins no metropolis', { vertex: metropolis });
    return { owner: null };
  }
  if (metropolis === undefined)
    return ruleError('ERR_NO_METROPOLIS_CITY', 'name the city that carries the metropolis');
  const v = vertexIdx(ctx, metropolis);
  if (v === undefined || !free.includes(v))
    return ruleError('ERR_NOT_YOUR_CITY', `no city of yours without a metropolis at ${metropolis}`);
  return { owner: imp.metropolises[track]?.seat ?? null, metropolis };
}

/** Fields a card does not read must be absent (a board choice is never silently ignored). */
const ARG_FIELDS = [
  'dice',
  'track',
  'metropolis',
  'vertex',
  'vertices',
  'hexes',
  'hex',
  'resource',
  'target',
  'edge',
  'to',
  'offers',
] as const;
type ArgField = (typeof ARG_FIELDS)[number];
const READS: Readonly<Record<ProgressCardId, readonly ArgField[]>> = {
  alchemist: ['dice'],
  crane: ['track', 'metropolis'],
  engineer: ['vertex'],
  inventor: ['hexes'],
  irrigation: [],
  medicine: ['vertex'],
  mining: [],
  printer: [],
  roadBuilding: [],
  smith: ['vertices'],
  commercialHarbor: ['offers'],
  masterMerchant: ['target'],
  merchant: ['hex'],
  merchantFleet: ['resource'],
  resourceMonopoly: ['resource'],
  tradeMonopoly: ['resource'],
  bishop: ['hex'],
  constitution: [],
  deserter: ['target'],
  diplomat: ['edge', 'to'],
  intrigue: ['vertex'],
  saboteur: [],
  spy: ['target'],
  warlord: [],
  wedding: [],
};

/**
 * Whether a board card has a spot to choose now (so a phone may play it bare): a hex beside
 * one's pieces for the merchant, an awake robber for the bishop, two numbers the inventor may
 * swap, an open road for the diplomat, an opponent's knight on one's roads for the intrigue.
 */
function hasBoardChoice(s: GameState, ctx: GameContext, seat: Seat, card: BoardCardId): boolean {
  switch (card) {
    case 'merchant':
      return merchantHexes(s, ctx, seat).length > 0;
    case 'bishop':
      return s.robber >= 0 && !robberSleeps(s) && ctx.topo.hexes.length > 1;
    case 'inventor':
      return inventorHexes(s, ctx).length >= 2;
    case 'diplomat':
      return s.roads.some((_, e) => openRoad(s, ctx, e));
    case 'intrigue':
      return intrigueKnights(s, ctx, seat).length > 0;
  }
}

export function play(s: GameState, ctx: GameContext, seat: Seat, c: ProgressArgs): R {
  const card = c.card;
  const e = canPlay(s, ctx, seat, card);
  if (e) return err(e);
  const extra = ARG_FIELDS.find((f) => c[f] !== undefined && !READS[card].includes(f));
  if (extra) return fail('ERR_BAD_COMMAND', `the ${card} takes no ${extra}`, { card });
  // A board card played bare (from a phone): shown now, its spot tapped on the tablet next.
  // With nothing to choose, the card's own refusal below says why.
  const bare = READS[card].every((f) => c[f] === undefined);
  if (
    bare &&
    isBoardCard(card) &&
    calledCard(s, seat) === null &&
    hasBoardChoice(s, ctx, seat, card)
  )
    return one({ type: 'progressCalled', seat, card });
  const base = { type: 'progressPlayed' as const, seat, card };
  const goods = ctx.ruleset.features.commodities?.of;
  const others = s.players.flatMap((_, i) => (i === seat ? [] : [i]));
  const vp = publicVp(s, seat);
  switch (card) {
    case 'alchemist': {
      const d = c.dice;
      if (!Array.isArray(d) || d.length !== 2 || !isDie(d[0]) || !isDie(d[1]))
        return fail('ERR_BAD_DICE', 'the red and yellow dice, each 1 to 6');
      return one({ ...base, dice: [d[0], d[1]] });
    }
    case 'crane': {
      const x = craneProblem(s, ctx, seat, c.track, c.metropolis);
      if ('code' in x) return err(x);
      return one({
        ...base,
        track: c.track as Track,
        ...(x.metropolis ? { metropolis: x.metropolis } : {}),
        ...(x.owner !== null ? { owner: x.owner } : {}),
      });
    }
    case 'engineer': {
      const w = ctx.ruleset.features.walls;
      const v = c.vertex === undefined ? undefined : vertexIdx(ctx, c.vertex);
      if (!w || !s.walls) return fail('ERR_BAD_COMMAND', 'this ruleset has no city walls');
      if (v === undefined) return fail('ERR_BAD_ID', 'name one of your cities');
      const b = s.buildings[v];
      if (b?.seat !== seat || b.kind !== 'city')
        return fail('ERR_NOT_YOUR_CITY', `no city of yours at ${c.vertex}`);
      if (s.walls[v]) return fail('ERR_OCCUPIED', `the city at ${c.vertex} has its wall`);
      if (wallsOf(s, seat) >= w.max) return fail('ERR_NO_PIECES', 'no city walls left');
      return one({ ...base, vertex: c.vertex as VertexId });
    }
    case 'inventor': {
      const hs = c.hexes;
      if (!Array.isArray(hs) || hs.length !== 2 || hs[0] === hs[1])
        return fail('ERR_BAD_ID', 'name two different hexes');
      const ok = inventorHexes(s, ctx);
      for (const k of hs) {
        const h = ctx.topo.hexIndex.get(k);
        if (h === undefined || !ok.includes(h))
          return fail('ERR_BAD_TOKEN', `${k}: a number token that is not a 2, 12, 6 or 8`, {
            hex: k,
          });
      }
      return one({ ...base, hexes: [hs[0] as HexKey, hs[1] as HexKey] });
    }
    case 'irrigation':
    case 'mining': {
      const r = card === 'irrigation' ? 'grain' : 'ore';
      const n = harvest(s, ctx, seat, r);
      return one({ ...base, taken: s.players.map((_, i) => (i === seat ? n : 0)) });
    }
    case 'medicine': {
      const p = s.players[seat];
      const v = c.vertex === undefined ? undefined : vertexIdx(ctx, c.vertex);
      if (v === undefined) return fail('ERR_BAD_ID', 'name one of your settlements');
      const b = s.buildings[v];
      if (b?.seat !== seat || b.kind !== 'settlement')
        return fail('ERR_NOT_YOUR_SETTLEMENT', `no settlement of yours at ${c.vertex}`);
      if ((p?.cities ?? 0) >= ctx.ruleset.pieces.cities)
        return fail('ERR_NO_PIECES', 'no cities left');
      if (!covers(hand(s, seat), MEDICINE_CITY))
        return fail('ERR_CANNOT_AFFORD', 'the city costs 2 ore and 1 grain with medicine', {
          cost: MEDICINE_CITY,
        });
      return one({ ...base, vertex: c.vertex as VertexId });
    }
    case 'roadBuilding':
      return one(base);
    case 'smith': {
      const vs = c.vertices;
      if (!Array.isArray(vs) || vs.length < 1 || vs.length > 2 || vs[0] === vs[1])
        return fail('ERR_BAD_ID', 'name one or two of your knights');
      const done: number[] = [];
      for (const id of vs) {
        const v = vertexIdx(ctx, id);
        if (v === undefined || !smithOk(s, ctx, seat, v, done))
          return fail('ERR_KNIGHT_STATE', `the knight at ${id} cannot be promoted now`, {
            vertex: id,
          });
        done.push(v);
      }
      return one({ ...base, vertices: [...vs] });
    }
    case 'commercialHarbor': {
      const offers = c.offers;
      if (!Array.isArray(offers) || offers.length !== s.players.length)
        return fail('ERR_BAD_COMMAND', 'one offer per seat (null: none)');
      const bases = baseResources(ctx.resources, goods);
      const want: Record<string, number> = {};
      for (const [i, r] of offers.entries()) {
        if (r === null) continue;
        if (i === seat) return fail('ERR_BAD_COMMAND', 'no offer to yourself');
        if (!bases.includes(r)) return fail('ERR_UNKNOWN_RESOURCE', `${r} is not a resource`);
        want[r] = (want[r] ?? 0) + 1;
      }
      if (!covers(hand(s, seat), want))
        return fail('ERR_CANNOT_AFFORD', 'you lack the resources offered', { cost: want });
      const cs = commoditiesOf(goods);
      const waiting = offers.flatMap((r, i) =>
        r !== null && cs.some((x) => get(hand(s, i), x) > 0) ? [i] : [],
      );
      return one({ ...base, offers: [...offers], waiting });
    }
    case 'masterMerchant':
    case 'spy':
    case 'deserter': {
      const t = c.target;
      if (t === undefined || !validSeat(s, t) || t === seat)
        return fail('ERR_BAD_VICTIM', 'name an opponent');
      if (card === 'masterMerchant' && publicVp(s, t) <= vp)
        return fail('ERR_VP_TARGET', 'only a player with more points than you', { target: t });
      if (card === 'spy' && (s.progress ? heldCount(s.progress, t) : 0) === 0)
        return fail('ERR_NO_SUCH_CARD', `seat ${t} holds no progress card`, { target: t });
      if (card === 'deserter' && !(s.knightPieces ?? []).some((k) => k?.seat === t))
        return fail('ERR_KNIGHT_STATE', `seat ${t} has no knight on the board`, { target: t });
      return one({ ...base, target: t });
    }
    case 'merchant': {
      const h = c.hex === undefined ? undefined : ctx.topo.hexIndex.get(c.hex);
      if (h === undefined || !merchantHexes(s, ctx, seat).includes(h))
        return fail('ERR_NOT_ADJACENT', 'the merchant stands beside your settlement or city', {
          hex: c.hex,
        });
      return one({ ...base, hex: c.hex as HexKey });
    }
    case 'merchantFleet': {
      const r = c.resource;
      if (r === undefined || !ctx.resources.includes(r))
        return fail('ERR_UNKNOWN_RESOURCE', `no resource ${r}`);
      return one({ ...base, resource: r });
    }
    case 'resourceMonopoly':
    case 'tradeMonopoly': {
      const r = c.resource;
      const kinds =
        card === 'resourceMonopoly' ? baseResources(ctx.resources, goods) : commoditiesOf(goods);
      if (r === undefined || !kinds.includes(r))
        return fail(
          'ERR_UNKNOWN_RESOURCE',
          `name a ${card === 'resourceMonopoly' ? 'resource' : 'commodity'}`,
        );
      const most = card === 'resourceMonopoly' ? 2 : 1;
      const taken = s.players.map((_, i) => (i === seat ? 0 : Math.min(most, get(hand(s, i), r))));
      return one({ ...base, resource: r, taken });
    }
    case 'bishop': {
      if (s.robber < 0) return fail('ERR_NO_ROBBER', 'this game has no robber');
      if (robberSleeps(s)) return fail('ERR_NO_ROBBER', 'the robber sleeps until the first attack');
      const h = c.hex === undefined ? undefined : ctx.topo.hexIndex.get(c.hex);
      if (h === undefined) return fail('ERR_ROBBER_NOT_LAND', `${c.hex} is not a land hex`);
      if (h === s.robber) return fail('ERR_ROBBER_SAME_HEX', 'the robber must move to another hex');
      let rng: Rng | null = null;
      const near = new Set<Seat>();
      for (const v of ctx.topo.hexVertexIdx[h] ?? []) {
        const b = s.buildings[v];
        if (b && b.seat !== seat) near.add(b.seat);
      }
      const stolen = s.players.map((_, i) => {
        const hh = hand(s, i);
        if (!near.has(i) || total(hh) === 0) return null;
        rng ??= rngFromState(s.rng);
        return nthCard(hh, ctx.resources, rng.int(0, total(hh) - 1));
      });
      const after = (rng as Rng | null)?.state();
      return one({ ...base, hex: c.hex as HexKey, stolen, ...(after ? { rng: after } : {}) });
    }
    case 'diplomat': {
      const e = c.edge === undefined ? undefined : edgeIdx(ctx, c.edge);
      if (e === undefined || s.roads[e] === null || s.roads[e] === undefined)
        return fail('ERR_BAD_ID', 'name a road on the board');
      if (!openRoad(s, ctx, e))
        return fail('ERR_ROAD_NOT_OPEN', 'only an open road: one end free of its owner’s pieces');
      const owner = s.roads[e] as Seat;
      if (c.to !== undefined) {
        if (owner !== seat) return fail('ERR_BAD_COMMAND', 'only your own road is laid again');
        const f = edgeIdx(ctx, c.to);
        const t: GameState = { ...s, roads: s.roads.map((o, i) => (i === e ? null : o)) };
        const why = f === undefined ? 'ERR_BAD_ID' : roadProblem(t, ctx, seat, f, null);
        if (why) return fail(why, `no road on ${c.to}`, { edge: c.to });
      }
      return one({ ...base, edge: c.edge as EdgeId, owner, ...(c.to ? { to: c.to } : {}) });
    }
    case 'intrigue': {
      const v = c.vertex === undefined ? undefined : vertexIdx(ctx, c.vertex);
      if (v === undefined || !intrigueKnights(s, ctx, seat).includes(v))
        return fail('ERR_NOT_CONNECTED', 'an opponent’s knight on one of your roads', {
          vertex: c.vertex,
        });
      const owner = s.knightPieces?.[v]?.seat as Seat;
      return one({ ...base, vertex: c.vertex as VertexId, owner });
    }
    case 'saboteur': {
      const owed = s.players.map((_, i) =>
        i !== seat && publicVp(s, i) >= vp ? Math.floor(total(hand(s, i)) / 2) : 0,
      );
      return one({ ...base, owed });
    }
    case 'warlord':
      return one(base);
    case 'wedding': {
      const waiting = others.filter((i) => publicVp(s, i) > vp && total(hand(s, i)) > 0);
      return one({ ...base, waiting });
    }
    case 'printer':
    case 'constitution':
      return fail('ERR_NO_SUCH_CARD', `the ${card} is shown at once, not played`);
  }
}

/**
 * A hand over the limit puts one card back under its deck (any moment of the play phase); with
 * real cards an undeclared one goes back by its colour (`card` unknown, `deck`).
 */
function discard(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  card: ProgressHeld,
  deck: ProgressDeck | undefined,
): R {
  const p = s.progress;
  const limit = ctx.ruleset.features.progress?.handLimit;
  if (!p || limit === undefined)
    return fail('ERR_BAD_COMMAND', 'this ruleset has no progress cards');
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  if (heldCount(p, seat) <= limit)
    return fail('ERR_PROGRESS_LIMIT', `a progress card is discarded only over ${limit}`, { limit });
  if (!isKnown(card)) {
    if (deck === undefined || !PROGRESS_DECKS.includes(deck) || unknownOf(p, seat, deck) === 0)
      return fail('ERR_NO_SUCH_CARD', `no undeclared ${String(deck)} card in hand`);
    return one({ type: 'progressDiscarded', seat, card, deck });
  }
  if (deck !== undefined) return fail('ERR_BAD_COMMAND', 'a named card takes no deck');
  if (!p.hands[seat]?.includes(card)) return fail('ERR_NO_SUCH_CARD', `no ${card} card in hand`);
  return one({ type: 'progressDiscarded', seat, card });
}

/**
 * Real cards: the holder names an undeclared card of its hand (its phone, privately). The kind
 * must be one the box may still hold as far as this seat knows (cards.ts mayDeclare).
 */
function declare(s: GameState, _ctx: GameContext, seat: Seat, card: ProgressCardId): R {
  const p = s.progress;
  if (!p) return fail('ERR_BAD_COMMAND', 'this ruleset has no progress cards');
  if (!realCards(s)) return fail('ERR_BAD_COMMAND', 'the app deals the progress cards here');
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  if (!validSeat(s, seat)) return fail('ERR_BAD_SEAT', `no seat ${seat}`);
  if (!PROGRESS_CARD_IDS.includes(card))
    return fail('ERR_NO_SUCH_CARD', `no progress card ${String(card)}`, { card });
  const deck = deckOf(card);
  if (unknownOf(p, seat, deck) === 0)
    return fail('ERR_NO_SUCH_CARD', `no undeclared ${deck} card in hand`, { card });
  if (!mayDeclare(p, seat, card))
    return fail('ERR_NO_SUCH_CARD', `no ${card} is left in the ${deck} deck`, { card });
  return one({ type: 'progressDeclared', seat, deck, card });
}

/** A tied defender draws the top card of the deck they choose, in turn order from the roller. */
function draw(s: GameState, _ctx: GameContext, seat: Seat, deck: ProgressDeck): R {
  const p = s.progress;
  if (!p) return fail('ERR_BAD_COMMAND', 'this ruleset has no progress cards');
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  const next = p.owedDraws[0];
  if (next === undefined) return fail('ERR_WRONG_PHASE', 'nobody draws a progress card now');
  if (next !== seat)
    return fail('ERR_NOT_YOUR_TURN', `seat ${next} draws first`, { current: next });
  if (!PROGRESS_DECKS.includes(deck)) return fail('ERR_BAD_ID', `no deck ${String(deck)}`);
  // Real cards: the card is drawn from the box, unknown until declared.
  const card = realCards(s) ? (leftIn(p, deck) > 0 ? UNKNOWN_CARD : undefined) : p.decks[deck][0];
  if (card === undefined) return fail('ERR_DECK_EMPTY', `the ${deck} deck is empty`, { deck });
  return one({ type: 'progressDrawn', seat, deck, card });
}

/** The answer `seat` gives to the progress card's choice waiting for it. */
function answer(s: GameState, ctx: GameContext, seat: Seat, a: ProgressAnswer): R {
  const pend = s.turn.pending;
  if (s.phase !== 'play' || pend?.kind !== 'progress')
    return fail('ERR_WRONG_PHASE', 'no progress card waits for an answer');
  const ch = pend.choice;
  if (!waitingFor(ch).includes(seat))
    return fail('ERR_NOT_YOUR_TURN', `the ${ch.card} waits for seat ${waitingFor(ch).join(', ')}`, {
      current: waitingFor(ch)[0],
    });
  const base = { type: 'progressAnswered' as const, seat, to: ch.seat };
  const cardsOf = (from: Seat, n: number): Hand | RuleError => {
    const h = a.cards === undefined ? null : toHand(ctx.resources, a.cards);
    if (!h) return ruleError('ERR_BAD_CARDS', 'name the cards');
    if (total(h) !== n) return ruleError('ERR_DISCARD_COUNT', `exactly ${n} cards`, { count: n });
    if (!covers(hand(s, from), h)) return ruleError('ERR_BAD_CARDS', 'cards not in that hand');
    return h;
  };
  const only = (field: keyof ProgressAnswer): RuleError | null => {
    // The spy's pick of an undeclared card names its colour too.
    const other = (['cards', 'card', 'vertex', 'deck'] as const).find(
      (f) => f !== field && !(field === 'card' && f === 'deck') && a[f] !== undefined,
    );
    return other ? ruleError('ERR_BAD_COMMAND', `the ${ch.card} asks no ${other}`) : null;
  };
  switch (ch.card) {
    case 'wedding':
    case 'saboteur':
    case 'masterMerchant': {
      const x = only('cards');
      if (x) return err(x);
      const from = ch.card === 'masterMerchant' ? ch.target : seat;
      const n =
        ch.card === 'saboteur' ? (ch.owed[seat] ?? 0) : Math.min(TWO_CARDS, total(hand(s, from)));
      const h = cardsOf(from, n);
      if ('code' in h) return err(h as RuleError);
      return one({ ...base, cards: h as Hand });
    }
    case 'commercialHarbor': {
      const x = only('cards');
      if (x) return err(x);
      const h = cardsOf(seat, 1);
      if ('code' in h) return err(h as RuleError);
      const cs = commoditiesOf(ctx.ruleset.features.commodities?.of);
      if (!Object.entries(h).every(([r, n]) => n === 0 || cs.includes(r)))
        return fail('ERR_BAD_CARDS', 'one commodity of your choice');
      return one({ ...base, cards: h as Hand });
    }
    case 'spy': {
      const x = only('card');
      if (x) return err(x);
      if (a.card === undefined) return fail('ERR_BAD_CARDS', 'name the card taken, or none');
      const p = s.progress;
      if (a.card !== null && !isKnown(a.card)) {
        // Real cards: an undeclared card of the target's, by its colour.
        if (!p || a.deck === undefined || !PROGRESS_DECKS.includes(a.deck))
          return fail('ERR_BAD_CARDS', 'name the colour of the card taken');
        if (unknownOf(p, ch.target, a.deck) === 0)
          return fail('ERR_NO_SUCH_CARD', `seat ${ch.target} holds no undeclared ${a.deck} card`);
        return one({ ...base, card: a.card, deck: a.deck });
      }
      if (a.deck !== undefined) return fail('ERR_BAD_COMMAND', 'a named card takes no deck');
      if (a.card !== null && !p?.hands[ch.target]?.includes(a.card))
        return fail('ERR_NO_SUCH_CARD', `seat ${ch.target} holds no ${a.card}`);
      return one({ ...base, card: a.card });
    }
    case 'deserter': {
      const x = only('vertex');
      if (x) return err(x);
      if (a.vertex === undefined) return fail('ERR_BAD_ID', 'name an intersection');
      if (!ch.knight) {
        const v = a.vertex === null ? undefined : vertexIdx(ctx, a.vertex);
        if (v === undefined || s.knightPieces?.[v]?.seat !== seat)
          return fail('ERR_KNIGHT_STATE', 'name one of your knights');
        return one({ ...base, vertex: a.vertex });
      }
      const spots = displacedSpots(s, ctx, seat);
      if (a.vertex === null) return one({ ...base, vertex: null });
      const v = vertexIdx(ctx, a.vertex);
      if (v === undefined || !spots.includes(v))
        return fail('ERR_NOT_CONNECTED', `${a.vertex} is not free and joined to your roads`);
      const rules = ctx.ruleset.features.knights;
      if (!rules || deserterLevel(s, seat, ch.knight.level, rules.perLevel) === null)
        return fail('ERR_NO_PIECES', 'no knight of that strength or weaker left');
      return one({ ...base, vertex: a.vertex });
    }
  }
}
