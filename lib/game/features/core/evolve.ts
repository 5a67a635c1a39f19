// Core turn, the fold: the start order, set-up placements, the roll's production, settlements,
// roads and cities, and the end of a turn.

import { hexKey } from '../../../hex';
import type { GameContext } from '../../context';
import { islandAt } from '../../discovery';
import {
  advanceSetup,
  type Draft,
  discoveries,
  fromBank,
  pay,
  placeLine,
  seatsAt,
  setAt,
  startTurn,
  updPlayer,
  withRoads,
} from '../../draft';
import { total } from '../../hand';
import { FULL_DICE_DECK, seatingFrom, setupQueue } from '../../setup';
import type { Hand } from '../../types';
import { eventDieRolled } from '../barbarians/evolve';
import { sbpQueue } from '../between/queue';
import { aqueductDue } from '../improvements/evolve';
import type { EventMap, EvolvePart } from '../kit';
import { progressOnRoll } from '../progress/evolve';
import { afterSeven } from '../robber/evolve';

export const EVENTS = [
  'orderDecided',
  'settlementBuilt',
  'roadBuilt',
  'cityBuilt',
  'cardsChosen',
  'rolled',
  'turnEnded',
  'nicknamesSet',
] as const;

/** A road or (ships' shipBuilt) a ship laid: paid unless free, discoveries, set-up advanced. */
export function lineBuilt(
  d: Draft,
  ctx: GameContext,
  ev: EventMap['roadBuilt'] | EventMap['shipBuilt'],
): void {
  const ship = ev.type === 'shipBuilt';
  placeLine(d, ctx, ev.seat, ev.edge, ship);
  if (!ev.free) pay(d, ctx, ev.seat, ship ? 'ship' : 'road');
  discoveries(d, ctx, ev.discovered, ev.seat);
  if (ship && d.phase === 'play') {
    const e = ctx.topo.edgeIndex.get(ev.edge);
    if (e !== undefined && d.sea) d.sea = { ...d.sea, built: [...d.sea.built, e] };
  }
  if (d.phase === 'setup') advanceSetup(d, ctx);
  withRoads(d, ctx, [ev.seat]);
}

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  orderDecided: (d, _ctx, ev) => {
    d.order = seatingFrom(d.players.length, ev.first);
    if (ev.rng) d.rng = ev.rng;
    d.phase = 'setup';
    d.setup = { queue: setupQueue(d.config, d.order), index: 0, placed: null };
  },
  settlementBuilt: (d, ctx, ev) => {
    const v = ctx.topo.vertexIndex.get(ev.vertex);
    if (v === undefined) return;
    const island = ev.island ? (islandAt(d, ctx, v) ?? []) : [];
    d.buildings = setAt(d.buildings, v, { seat: ev.seat, kind: ev.city ? 'city' : 'settlement' });
    updPlayer(d, ev.seat, (p) =>
      ev.city
        ? { ...p, cities: p.cities + 1 }
        : ev.island && p.island
          ? { ...p, settlements: p.settlements + 1, island: { islands: p.island.islands + 1 } }
          : { ...p, settlements: p.settlements + 1 },
    );
    if (!ev.free) pay(d, ctx, ev.seat, 'settlement');
    if (ev.initial) fromBank(d, ctx, ev.seat, ev.initial.received[ev.seat] ?? {});
    if (ev.island && d.island)
      d.island = {
        ...d.island,
        settled: [
          ...d.island.settled,
          ...island.map((h) => hexKey(ctx.topo.hexes[h] ?? { q: 0, r: 0 })),
        ],
      };
    if (d.phase === 'setup' && d.setup) d.setup = { ...d.setup, placed: v };
    withRoads(d, ctx, seatsAt(d, ctx, v, ev.seat));
  },
  roadBuilt: lineBuilt,
  cityBuilt: (d, ctx, ev) => {
    const v = ctx.topo.vertexIndex.get(ev.vertex);
    if (v === undefined) return;
    d.buildings = setAt(d.buildings, v, { seat: ev.seat, kind: 'city' });
    updPlayer(d, ev.seat, (p) => ({
      ...p,
      settlements: p.settlements - 1,
      cities: p.cities + 1,
    }));
    pay(d, ctx, ev.seat, 'city');
  },
  cardsChosen: (d, ctx, ev) => {
    fromBank(d, ctx, ev.seat, ev.cards);
    advanceSetup(d, ctx);
  },
  rolled: (d, ctx, ev) => {
    d.turn = { ...d.turn, rolled: true, dice: ev.dice ? [ev.dice[0], ev.dice[1]] : null };
    if (ev.rng) d.rng = ev.rng;
    if (ev.source === 'deck' && ev.dice) {
      const code = (ev.dice[0] - 1) * 6 + (ev.dice[1] - 1);
      const i = d.diceDeck.indexOf(code);
      const left = i < 0 ? d.diceDeck : [...d.diceDeck.slice(0, i), ...d.diceDeck.slice(i + 1)];
      d.diceDeck = left.length <= d.config.options.diceDeckReshuffleAt ? FULL_DICE_DECK : left;
    }
    eventDieRolled(d, ev);
    progressOnRoll(d, ev);
    if (ev.payout) {
      const rec = ev.payout.received;
      for (let seat = 0; seat < rec.length; seat++) {
        const h = rec[seat] as Hand;
        if (total(h) > 0) fromBank(d, ctx, seat, h);
      }
      aqueductDue(d, ctx, ev.payout);
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
  },
  turnEnded: (d, _ctx, ev) => {
    const turnNo = d.turn.number;
    const sbp = d.turn.sbp;
    if (sbp && !ev.rest) {
      const rest = sbp.slice(1);
      if (rest.length) {
        d.turn = { ...d.turn, sbp: rest };
        return;
      }
    } else if (!sbp && d.config.options.betweenTurns !== 'none') {
      const queue = sbpQueue(d);
      if (queue.length) {
        // The paired player's own card allowance starts afresh.
        d.turn = { ...d.turn, sbp: queue, devPlayed: 0 };
        return;
      }
    }
    const i = d.order.indexOf(d.turn.seat);
    startTurn(d, d.order[(i + 1) % d.players.length] ?? 0, turnNo + 1);
  },
  nicknamesSet: (d, _ctx, ev) => {
    d.nicknames = ev.on;
  },
};
