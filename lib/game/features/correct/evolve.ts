// Corrections, the fold: the exact deltas a correction recorded, applied now; the rolls kept
// for correction (the board as it was at each); the phones' open requests.

import type { EdgeId, VertexId } from '../../../hex';
import type { GameContext } from '../../context';
import { addInto, type Draft, setAt, updPlayer, withRoads } from '../../draft';
import { rolledSum } from '../../roll';
import { tilesOf } from '../../slices';
import type { CorrectionDone, PieceKind, RollMark, Seat } from '../../types';
import type { EventMap, EvolvePart } from '../kit';

export const EVENTS = ['corrected', 'correctionRequested', 'correctionDeclined'] as const;

/** How many recent rolls may still be corrected. */
export const ROLLS_KEPT = 12;

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  corrected: (d, ctx, ev) => {
    applyFix(d, ctx, ev.fix);
    if (ev.request !== undefined) dropRequest(d, ev.request);
  },
  correctionRequested: (d, _ctx, ev) => {
    const c = d.corrections;
    // A seat has one open request: a new one replaces its last.
    d.corrections = {
      ...c,
      requests: [
        ...c.requests.filter((r) => r.seat !== ev.seat),
        { id: ev.id, seat: ev.seat, hand: ev.hand, reason: ev.reason },
      ],
      next: Math.max(c.next, ev.id + 1),
    };
  },
  correctionDeclined: (d, _ctx, ev) => dropRequest(d, ev.id),
};

function dropRequest(d: Draft, id: number): void {
  const c = d.corrections;
  d.corrections = { ...c, requests: c.requests.filter((r) => r.id !== id) };
}

const finite = (ctx: GameContext) => ctx.ruleset.bankPerResource > 0;

function applyFix(d: Draft, ctx: GameContext, fix: CorrectionDone): void {
  switch (fix.kind) {
    case 'hand':
      updPlayer(d, fix.seat, (p) => ({ ...p, hand: addInto(p.hand, fix.delta, 1, ctx.resources) }));
      if (finite(ctx)) {
        d.bank = addInto(d.bank, fix.delta, -1, ctx.resources);
        // The delta is the seat's secret: the bank's counts would show it (docs/server.md).
        if (Object.values(fix.delta).some((n) => n !== 0))
          d.corrections = { ...d.corrections, hiddenBank: [...ctx.resources] };
      }
      return;
    case 'roll': {
      fix.deltas.forEach((delta, seat) => {
        updPlayer(d, seat, (p) => ({ ...p, hand: addInto(p.hand, delta, 1, ctx.resources) }));
        if (finite(ctx)) d.bank = addInto(d.bank, delta, -1, ctx.resources);
      });
      const to = fix.to;
      d.corrections = {
        ...d.corrections,
        rolls: d.corrections.rolls.map((m) =>
          m.turn === fix.turn ? { ...m, dice: to, received: fix.received } : m,
        ),
      };
      if (d.turn.number === fix.turn && d.turn.dice)
        d.turn = { ...d.turn, dice: typeof to === 'number' ? null : to };
      return;
    }
    case 'piece':
      movePiece(d, ctx, fix.seat, fix.piece, fix.at, fix.to);
      return;
    case 'bank': {
      d.bank = { ...d.bank, [fix.resource]: fix.to };
      // The host has counted this resource's stack: its count is the table's again.
      const hidden = d.corrections.hiddenBank?.filter((r) => r !== fix.resource);
      if (hidden) d.corrections = { ...d.corrections, hiddenBank: hidden };
      return;
    }
  }
}

function movePiece(
  d: Draft,
  ctx: GameContext,
  seat: Seat,
  piece: PieceKind,
  at: VertexId | EdgeId,
  to: VertexId | EdgeId | null,
): void {
  if (piece === 'settlement' || piece === 'city') {
    const v = ctx.topo.vertexIndex.get(at as VertexId);
    if (v === undefined) return;
    const b = d.buildings[v] ?? null;
    d.buildings = setAt(d.buildings, v, null);
    const w = to === null ? undefined : ctx.topo.vertexIndex.get(to as VertexId);
    if (w !== undefined && b) d.buildings = setAt(d.buildings, w, b);
    else
      updPlayer(d, seat, (p) =>
        piece === 'city'
          ? { ...p, cities: p.cities - 1 }
          : { ...p, settlements: p.settlements - 1 },
      );
  } else {
    const e = ctx.topo.edgeIndex.get(at as EdgeId);
    if (e === undefined) return;
    const ship = piece === 'ship';
    const set = (i: number, v: Seat | null) => {
      if (!ship) d.roads = setAt(d.roads, i, v);
      else if (d.sea) d.sea = { ...d.sea, ships: setAt(d.sea.ships, i, v) };
    };
    set(e, null);
    const f = to === null ? undefined : ctx.topo.edgeIndex.get(to as EdgeId);
    if (f !== undefined) set(f, seat);
    else
      updPlayer(d, seat, (p) =>
        ship
          ? { ...p, sea: p.sea && { ...p.sea, ships: p.sea.ships - 1 } }
          : { ...p, roads: p.roads - 1 },
      );
  }
  // A building moved may cut or free anyone's road: every seat's length is counted again.
  withRoads(d, ctx);
}

/** Keeps a roll for correction, with the board as it is now (lib/game/evolve.ts calls it). */
export function markRoll(d: Draft, ev: EventMap['rolled']): void {
  if (!d.config.board) return;
  const mark: RollMark = {
    turn: d.turn.number,
    seat: ev.seat,
    dice: ev.dice ? [ev.dice[0], ev.dice[1]] : rolledSum(ev),
    buildings: d.buildings,
    robber: d.robber,
    tiles: tilesOf(d),
    received: ev.payout?.received ?? [],
  };
  const rolls = d.corrections.rolls;
  d.corrections = {
    ...d.corrections,
    rolls: rolls.length >= ROLLS_KEPT ? [...rolls.slice(1 - ROLLS_KEPT), mark] : [...rolls, mark],
  };
}
