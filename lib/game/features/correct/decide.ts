// Corrections, the rules: the host fixes a hand, a roll entered wrongly some turns back, a
// piece on the wrong spot, or the bank, with a reason, without undoing the turns since; a seat
// asks for a correction of its own hand, which the host accepts (a correction) or declines.
// Who may send which command is the server's check (lib/server/games.ts: a seat only its own
// requestCorrection); the events carry exact deltas, so a replay never recomputes a payout.

import type { EdgeId, VertexId } from '../../../hex';
import { distanceOk, roadProblem, shipProblem, vertexOnLand } from '../../build';
import type { GameContext } from '../../context';
import { add, fillHand, get, toHand, total } from '../../hand';
import { rollPayout } from '../../production';
import { type RollValue, rollValueSum } from '../../roll';
import { shipsOf, withShipAt } from '../../slices';
import { edgeIdx, fail, one, type R, vertexIdx } from '../../turn';
import type {
  CorrectionDone,
  CorrectionFix,
  GameState,
  Hand,
  PieceKind,
  RollMark,
  Seat,
} from '../../types';
import type { DecidePart } from '../kit';

export const COMMANDS = ['correct', 'requestCorrection', 'declineCorrection'] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  correct: (s, ctx, c) => correct(s, ctx, c.reason, c.fix),
  requestCorrection: (s, ctx, c) => request(s, ctx, c.seat, c.hand, c.reason),
  declineCorrection: (s, _ctx, c) => {
    const q = s.corrections.requests.find((r) => r.id === c.id);
    if (!q) return fail('ERR_BAD_ID', `no open correction request ${c.id}`, { id: c.id });
    return one({ type: 'correctionDeclined', id: q.id, seat: q.seat });
  },
};

/** A reason as stored: trimmed, 1–200 characters; null when blank or too long. */
export function reasonOf(reason: unknown): string | null {
  if (typeof reason !== 'string') return null;
  const t = reason.trim();
  return t.length >= 1 && t.length <= 200 ? t : null;
}

const noReason = (): R =>
  fail('ERR_BAD_COMMAND', 'a correction needs a reason (1–200 characters)', { field: 'reason' });

const finite = (ctx: GameContext) => ctx.ruleset.bankPerResource > 0;

function request(s: GameState, ctx: GameContext, seat: Seat, hand: Hand, reason: string): R {
  const why = reasonOf(reason);
  if (why === null) return noReason();
  if (s.phase === 'order') return fail('ERR_WRONG_PHASE', 'no cards are dealt before the order');
  const h = toHand(ctx.resources, hand);
  if (!h) return fail('ERR_BAD_CARDS', `cards by resource, each of ${ctx.resources.join(', ')}`);
  if (sameHand(ctx, h, s.players[seat]?.hand ?? {}))
    return fail('ERR_BAD_CARDS', 'the app already counts exactly these cards');
  return one({
    type: 'correctionRequested',
    id: s.corrections.next,
    seat,
    hand: h,
    reason: why,
  });
}

function correct(s: GameState, ctx: GameContext, reason: string, fix: CorrectionFix): R {
  const why = reasonOf(reason);
  if (why === null) return noReason();
  if (s.phase === 'order') return fail('ERR_WRONG_PHASE', 'nothing to correct before the order');
  let done: CorrectionDone | R;
  let req: number | undefined;
  switch (fix.kind) {
    case 'hand':
      done = handFix(s, ctx, fix.seat, fix.hand);
      break;
    case 'request': {
      const q = s.corrections.requests.find((r) => r.id === fix.id);
      if (!q) return fail('ERR_BAD_ID', `no open correction request ${fix.id}`, { id: fix.id });
      req = q.id;
      done = handFix(s, ctx, q.seat, q.hand);
      break;
    }
    case 'roll':
      done = rollFix(s, ctx, fix.turn, fix.dice);
      break;
    case 'piece':
      done = pieceFix(s, ctx, fix.at, fix.to);
      break;
    case 'bank':
      done = bankFix(s, ctx, fix.resource, fix.count);
      break;
  }
  if ('ok' in done) return done;
  return one(
    req === undefined
      ? { type: 'corrected', reason: why, fix: done }
      : { type: 'corrected', reason: why, fix: done, request: req },
  );
}

function sameHand(ctx: GameContext, a: Hand, b: Hand): boolean {
  return ctx.resources.every((r) => get(a, r) === get(b, r));
}

/** A seat's hand set to `hand`: the difference goes to or from the bank. */
function handFix(s: GameState, ctx: GameContext, seat: Seat, hand: Hand): CorrectionDone | R {
  const p = s.players[seat];
  if (!p) return fail('ERR_BAD_SEAT', `no seat ${seat}`);
  const h = toHand(ctx.resources, hand);
  if (!h) return fail('ERR_BAD_CARDS', `cards by resource, each of ${ctx.resources.join(', ')}`);
  const delta: Record<string, number> = {};
  for (const r of ctx.resources) delta[r] = get(h, r) - get(p.hand, r);
  if (ctx.resources.every((r) => delta[r] === 0))
    return fail('ERR_BAD_CARDS', 'the hand already holds exactly these cards');
  if (finite(ctx))
    for (const r of ctx.resources)
      if ((delta[r] ?? 0) > get(s.bank, r))
        // A count hidden by an earlier hidden correction stays hidden in the refusal too.
        return s.corrections.hiddenBank?.includes(r)
          ? fail('ERR_BANK_EMPTY', `the bank holds too few ${r}`, { resource: r })
          : fail('ERR_BANK_EMPTY', `the bank holds only ${get(s.bank, r)} ${r}`, {
              resource: r,
              bank: get(s.bank, r),
            });
  return { kind: 'hand', seat, delta, change: total(h) - total(p.hand) };
}

/**
 * A roll entered wrongly: the old roll's production is taken back (as far as the hands still
 * hold it) and the new roll's is paid, from the board as it was at that roll (robber
 * included) and from the bank as it is now, with the bank's shortage rule.
 */
function rollFix(
  s: GameState,
  ctx: GameContext,
  turn: number,
  dice: RollValue,
): CorrectionDone | R {
  if (!s.config.board)
    return fail('ERR_BAD_COMMAND', 'Starfarers rolls cannot be corrected; undo them instead');
  const mark = s.corrections.rolls.find((m) => m.turn === turn);
  if (!mark)
    return fail('ERR_BAD_ID', `no roll of turn ${turn} to correct`, {
      turns: s.corrections.rolls.map((m) => m.turn),
    });
  const ok =
    typeof dice === 'number'
      ? Number.isInteger(dice) && dice >= 2 && dice <= 12
      : dice.every((x) => Number.isInteger(x) && x >= 1 && x <= 6);
  if (!ok) return fail('ERR_BAD_DICE', 'two dice of 1–6, or a sum of 2–12');
  if (rollValueSum(dice) === 7 || rollValueSum(mark.dice) === 7)
    return fail('ERR_BAD_DICE', 'a 7 moves the robber: undo back to it instead of correcting');
  if (sameRoll(dice, mark.dice))
    return fail('ERR_BAD_DICE', `turn ${turn} already shows ${rollText(dice)}`);
  return rollDone(s, ctx, mark, typeof dice === 'number' ? dice : [dice[0], dice[1]]);
}

const rollText = (v: RollValue): string =>
  typeof v === 'number' ? String(v) : `${v[0]} and ${v[1]}`;
const sameRoll = (a: RollValue, b: RollValue): boolean =>
  typeof a === 'number' || typeof b === 'number'
    ? typeof a === typeof b && rollValueSum(a) === rollValueSum(b)
    : a[0] === b[0] && a[1] === b[1];

function rollDone(s: GameState, ctx: GameContext, mark: RollMark, dice: RollValue): CorrectionDone {
  const back = s.players.map((p, seat) => {
    const had = mark.received[seat] ?? {};
    const out: Record<string, number> = {};
    for (const r of ctx.resources) out[r] = Math.min(get(p.hand, r), get(had, r));
    return out as Hand;
  });
  let bank = s.bank;
  if (finite(ctx)) for (const h of back) bank = add(bank, h);
  const then: GameState = {
    ...s,
    buildings: mark.buildings,
    robber: mark.robber,
    island: s.island && { ...s.island, tiles: mark.tiles },
    bank,
  };
  const payout = rollPayout(then, ctx, rollValueSum(dice));
  const deltas = s.players.map((_, seat) => {
    const got = payout.received[seat] ?? fillHand(ctx.resources);
    const out: Record<string, number> = {};
    for (const r of ctx.resources) out[r] = get(got, r) - get(back[seat] ?? {}, r);
    return out as Hand;
  });
  return {
    kind: 'roll',
    turn: mark.turn,
    seat: mark.seat,
    from: mark.dice,
    to: dice,
    deltas,
    received: payout.received,
  };
}

/** The piece at an intersection or path: which kind, whose. */
export function pieceAt(
  s: GameState,
  ctx: GameContext,
  at: string,
): { seat: Seat; piece: PieceKind; index: number } | null {
  const v = vertexIdx(ctx, at);
  if (v !== undefined) {
    const b = s.buildings[v];
    return b ? { seat: b.seat, piece: b.kind, index: v } : null;
  }
  const e = edgeIdx(ctx, at);
  if (e === undefined) return null;
  const road = s.roads[e] ?? null;
  if (road !== null) return { seat: road, piece: 'road', index: e };
  const ship = shipsOf(s)[e] ?? null;
  return ship !== null ? { seat: ship, piece: 'ship', index: e } : null;
}

/** The state with the piece lifted off the board (its spot empty). */
export function without(s: GameState, piece: PieceKind, index: number): GameState {
  if (piece === 'settlement' || piece === 'city')
    return { ...s, buildings: s.buildings.map((b, i) => (i === index ? null : b)) };
  if (piece === 'road') return { ...s, roads: s.roads.map((r, i) => (i === index ? null : r)) };
  return withShipAt(s, index, null);
}

/** Why the piece may not be moved to `to` (null: it may), on a state with it lifted off. */
export function targetProblem(
  lifted: GameState,
  ctx: GameContext,
  seat: Seat,
  piece: PieceKind,
  to: string,
) {
  if (piece === 'settlement' || piece === 'city') {
    const v = vertexIdx(ctx, to);
    if (v === undefined) return 'ERR_BAD_ID' as const;
    if (!vertexOnLand(lifted, ctx, v)) return 'ERR_NOT_ON_LAND' as const;
    if (lifted.buildings[v]) return 'ERR_OCCUPIED' as const;
    if (!distanceOk(lifted, ctx, v)) return 'ERR_DISTANCE_RULE' as const;
    return null;
  }
  const e = edgeIdx(ctx, to);
  if (e === undefined) return 'ERR_BAD_ID' as const;
  return piece === 'road'
    ? roadProblem(lifted, ctx, seat, e, null)
    : shipProblem(lifted, ctx, seat, e, null);
}

function pieceFix(
  s: GameState,
  ctx: GameContext,
  at: VertexId | EdgeId,
  to: VertexId | EdgeId | null,
): CorrectionDone | R {
  if (!s.config.board) return fail('ERR_BAD_COMMAND', 'Starfarers has no pieces on a board');
  const found = pieceAt(s, ctx, at);
  if (!found) return fail('ERR_BAD_ID', `no piece at ${at}`, { at });
  const { seat, piece, index } = found;
  if (to !== null) {
    if (to === at) return fail('ERR_BAD_ID', 'move the piece to another spot');
    const why = targetProblem(without(s, piece, index), ctx, seat, piece, to);
    if (why) return fail(why, `the ${piece} may not go to ${to}`, { to });
  }
  return { kind: 'piece', seat, piece, at, to };
}

function bankFix(
  s: GameState,
  ctx: GameContext,
  resource: string,
  count: number,
): CorrectionDone | R {
  const most = ctx.ruleset.bankPerResource;
  if (most === 0) return fail('ERR_BAD_COMMAND', "this game's bank never runs out");
  if (!ctx.resources.includes(resource))
    return fail(
      'ERR_UNKNOWN_RESOURCE',
      `no resource ${resource}; one of ${ctx.resources.join(', ')}`,
    );
  if (!Number.isInteger(count) || count < 0 || count > most)
    return fail('ERR_BAD_CARDS', `the bank holds 0–${most} ${resource}`);
  const from = get(s.bank, resource);
  if (from === count) return fail('ERR_BAD_CARDS', `the bank already holds ${count} ${resource}`);
  return { kind: 'bank', resource, from, to: count };
}
