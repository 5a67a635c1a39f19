// Robber and 7, the fold: discards, the robber's move with its steal, a steal without a robber.

import type { HexKey } from '../../../hex';
import type { GameContext } from '../../context';
import { type Draft, setAt, toBank, transfer } from '../../draft';
import type { Seat } from '../../types';
import { robberSleeps } from '../barbarians/attack';
import type { EvolvePart } from '../kit';

export const EVENTS = ['discarded', 'robberMoved', 'stolen'] as const;

/** After a 7's discards: the robber moves, or without a board (Starfarers) straight to the steal. */
export function afterSeven(d: Draft, ctx: GameContext): Draft {
  // Cities and knights: until the first barbarian attack the robber sleeps (no move, no steal).
  if (robberSleeps(d)) {
    d.turn = { ...d.turn, pending: null };
    return d;
  }
  const pending = ctx.ruleset.features.printedBoard
    ? ({ kind: 'steal' } as const)
    : ({ kind: 'robber' } as const);
  d.turn = { ...d.turn, pending };
  return d;
}

/** Moves the robber to `hex` and hands the stolen card over (a 7's robber, or a knight). */
export function robberAndSteal(
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

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  discarded: (d, ctx, ev) => {
    toBank(d, ctx, ev.seat, ev.cards);
    const pend = d.turn.pending;
    if (pend?.kind !== 'discard') return;
    const owed = setAt(pend.owed, ev.seat, 0);
    if (owed.some((x) => x > 0)) d.turn = { ...d.turn, pending: { kind: 'discard', owed } };
    else afterSeven(d, ctx);
  },
  robberMoved: (d, ctx, ev) => {
    robberAndSteal(d, ctx, ev.seat, ev.hex, ev.victim, ev.stolen);
    d.turn = { ...d.turn, pending: null };
    if (ev.rng) d.rng = ev.rng;
  },
  stolen: (d, _ctx, ev) => {
    if (ev.stolen && ev.victim !== null) transfer(d, ev.victim, ev.seat, ev.stolen, 1);
    d.turn = { ...d.turn, pending: null };
    if (ev.rng) d.rng = ev.rng;
  },
};
