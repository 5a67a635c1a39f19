// Barbarians, the fold: the ship's step from the roll's event die, an attack's aftermath (the
// ship back at its start, the robber awake, the losers' choices pending), and a pillaged city.

import type { GameContext } from '../../context';
import { type Draft, fromBank, setAt, updPlayer } from '../../draft';
import { total } from '../../hand';
import type { Hand } from '../../types';
import { aqueductDue } from '../improvements/evolve';
import type { EventMap, EvolvePart } from '../kit';
import { afterSeven } from '../robber/evolve';

export const EVENTS = ['cityPillaged'] as const;

/** The roll's event die, folded before its production (core's rolled handler calls this first). */
export function eventDieRolled(d: Draft, ev: EventMap['rolled']): void {
  const b = d.barbarians;
  if (!b || !ev.event) return;
  if (!ev.attack) {
    if (ev.event === 'ship') d.barbarians = { ...b, step: b.step + 1 };
    return;
  }
  // After any attack every knight becomes inactive, the ship goes back to its start and the
  // robber is awake from then on.
  // Defenders won: the one best defender takes a Defender of Catan card (1 VP). Several tied
  // for best would each draw a progress card instead: progress cards are not built yet.
  const best = ev.attack.defender;
  const defenders =
    best === null ? b.defenders : b.defenders.map((n, seat) => (seat === best ? n + 1 : n));
  d.barbarians = { step: 0, attacks: b.attacks + 1, defenders };
  if (d.knightPieces) d.knightPieces = d.knightPieces.map((k) => (k ? { ...k, active: false } : k));
  if (ev.attack.losers.length)
    d.turn = { ...d.turn, pending: { kind: 'pillage', seats: [...ev.attack.losers] } };
}

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  cityPillaged: (d: Draft, ctx: GameContext, ev) => {
    const v = ctx.topo.vertexIndex.get(ev.vertex);
    if (v === undefined) return;
    // With no settlement piece left, the city lies on its side as one (catan.com's C&K FAQ):
    // it counts as a settlement all the same.
    d.buildings = setAt(d.buildings, v, { seat: ev.seat, kind: 'settlement' });
    // "its city wall is removed"
    if (d.walls?.[v]) d.walls = setAt(d.walls, v, false);
    updPlayer(d, ev.seat, (p) => ({
      ...p,
      settlements: p.settlements + 1,
      cities: p.cities - 1,
    }));
    const pend = d.turn.pending;
    const left = pend?.kind === 'pillage' ? pend.seats.filter((x) => x !== ev.seat) : [];
    d.turn = { ...d.turn, pending: left.length ? { kind: 'pillage', seats: left } : null };
    if (left.length) return;
    if (ev.payout) {
      ev.payout.received.forEach((h, seat) => {
        if (total(h as Hand) > 0) fromBank(d, ctx, seat, h as Hand);
      });
      aqueductDue(d, ctx, ev.payout);
    }
    if (ev.owed) {
      if (ev.owed.some((x) => x > 0))
        d.turn = { ...d.turn, pending: { kind: 'discard', owed: [...ev.owed] } };
      else afterSeven(d, ctx);
    }
  },
};
