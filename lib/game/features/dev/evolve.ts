// Development cards, the fold: a card bought (paid, taken from the deck), a card played
// (removed from the hand, counted against the turn's allowance) and its effect.

import type { EdgeId } from '../../../hex';
import type { GameContext } from '../../context';
import {
  type Draft,
  discoveries,
  fromBank,
  pay,
  placeLine,
  transfer,
  updPlayer,
  withRoads,
} from '../../draft';
import { largestArmyHolder } from '../../longest-road';
import { type DevCard, type Discovery, type Seat, UNKNOWN_CARD } from '../../types';
import type { EvolvePart } from '../kit';
import { robberAndSteal } from '../robber/evolve';
import { ROAD_BUILDING_ROADS } from './cards';
import { cardFor, newestUnknown, withoutCard } from './unknown';

export const EVENTS = [
  'devBought',
  'devDeclared',
  'knightPlayed',
  'knightCalled',
  'roadBuildingPlayed',
  'roadBuildingCalled',
  'freeRoadsPlaced',
  'yearOfPlentyPlayed',
  'monopolyPlayed',
  'victoryPointPlayed',
] as const;

/**
 * Takes the card played from the seat's hand: one of that kind, else an unknown card (real
 * cards), which is named now, so the kind leaves the box's remainder.
 */
function removeDev(d: Draft, seat: Seat, card: DevCard, needOld: boolean): void {
  const p = d.players[seat];
  if (!p) return;
  const i = cardFor(p.dev, card, d.turn.number, needOld);
  if (i < 0) return;
  if (p.dev[i]?.card === UNKNOWN_CARD) d.devDeck = withoutCard(d.devDeck, card);
  updPlayer(d, seat, (q) => ({ ...q, dev: [...q.dev.slice(0, i), ...q.dev.slice(i + 1)] }));
}

/** Road building's free roads and ships, with what they discover. */
function layFree(
  d: Draft,
  ctx: GameContext,
  ev: {
    readonly seat: Seat;
    readonly edges: readonly EdgeId[];
    readonly ships: readonly EdgeId[];
    readonly discovered?: readonly Discovery[];
  },
): void {
  for (const e of ev.edges) placeLine(d, ctx, ev.seat, e, false);
  for (const e of ev.ships) {
    placeLine(d, ctx, ev.seat, e, true);
    const i = ctx.topo.edgeIndex.get(e);
    if (i !== undefined && d.sea) d.sea = { ...d.sea, built: [...d.sea.built, i] };
  }
  discoveries(d, ctx, ev.discovered, ev.seat);
  withRoads(d, ctx, [ev.seat]);
}

function withArmy(d: Draft, ctx: GameContext): Draft {
  const la = ctx.ruleset.largestArmy;
  if (!la) return d;
  const holder = largestArmyHolder(
    d.largestArmy.holder,
    d.players.map((p) => p.knights),
    la.min,
  );
  if (holder !== d.largestArmy.holder) d.largestArmy = { holder };
  return d;
}

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  devBought: (d, ctx, ev) => {
    const turnNo = d.turn.number;
    pay(d, ctx, ev.seat, 'devCard');
    // An unknown card stays in the box's remainder until it is named.
    if (ev.card !== UNKNOWN_CARD) {
      const i = ev.source === 'app' ? 0 : d.devDeck.indexOf(ev.card);
      d.devDeck = [...d.devDeck.slice(0, i), ...d.devDeck.slice(i + 1)];
    }
    updPlayer(d, ev.seat, (p) => ({ ...p, dev: [...p.dev, { card: ev.card, turn: turnNo }] }));
  },
  devDeclared: (d, _ctx, ev) => {
    const p = d.players[ev.seat];
    const i = p ? newestUnknown(p.dev) : -1;
    if (i < 0) return;
    d.devDeck = withoutCard(d.devDeck, ev.card);
    updPlayer(d, ev.seat, (q) => ({
      ...q,
      dev: q.dev.map((x, j) => (j === i ? { ...x, card: ev.card } : x)),
    }));
  },
  knightPlayed: (d, ctx, ev) => {
    removeDev(d, ev.seat, 'knight', true);
    updPlayer(d, ev.seat, (p) => ({ ...p, knights: p.knights + 1 }));
    robberAndSteal(d, ctx, ev.seat, ev.hex, ev.victim, ev.stolen);
    d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
    if (ev.rng) d.rng = ev.rng;
    withArmy(d, ctx);
  },
  knightCalled: (d, ctx, ev) => {
    removeDev(d, ev.seat, 'knight', true);
    updPlayer(d, ev.seat, (p) => ({ ...p, knights: p.knights + 1 }));
    // The robber moves next, as after a 7 (robber's moveRobber, then the steal).
    d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1, pending: { kind: 'robber' } };
    withArmy(d, ctx);
  },
  roadBuildingPlayed: (d, ctx, ev) => {
    removeDev(d, ev.seat, 'roadBuilding', true);
    d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
    layFree(d, ctx, ev);
  },
  roadBuildingCalled: (d, _ctx, ev) => {
    removeDev(d, ev.seat, 'roadBuilding', true);
    // The free roads are laid next, on the table (placeFreeRoads), before anything else.
    d.turn = {
      ...d.turn,
      devPlayed: d.turn.devPlayed + 1,
      pending: { kind: 'freeRoads', seat: ev.seat, left: ROAD_BUILDING_ROADS },
    };
  },
  freeRoadsPlaced: (d, ctx, ev) => {
    layFree(d, ctx, ev);
    d.turn = {
      ...d.turn,
      pending: ev.left > 0 ? { kind: 'freeRoads', seat: ev.seat, left: ev.left } : null,
    };
  },
  yearOfPlentyPlayed: (d, ctx, ev) => {
    removeDev(d, ev.seat, 'yearOfPlenty', true);
    d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
    for (const r of ev.resources) fromBank(d, ctx, ev.seat, { [r]: 1 });
  },
  monopolyPlayed: (d, _ctx, ev) => {
    removeDev(d, ev.seat, 'monopoly', true);
    d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
    ev.taken.forEach((n, from) => {
      transfer(d, from, ev.seat, ev.resource, n);
    });
  },
  victoryPointPlayed: (d, ctx, ev) => {
    // Declared at the end (game over): not a play, and any card held counts.
    const counted = ctx.ruleset.vpCardsCount === 'played' && d.phase !== 'over';
    removeDev(d, ev.seat, 'victoryPoint', counted);
    updPlayer(d, ev.seat, (p) => ({ ...p, vpPlayed: p.vpPlayed + 1 }));
    if (counted) d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
  },
};
