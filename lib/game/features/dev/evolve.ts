// Development cards, the fold: a card bought (paid, taken from the deck), a card played
// (removed from the hand, counted against the turn's allowance) and its effect.

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
import type { DevCard, PlayerState } from '../../types';
import type { EvolvePart } from '../kit';
import { robberAndSteal } from '../robber/evolve';

export const EVENTS = [
  'devBought',
  'knightPlayed',
  'roadBuildingPlayed',
  'yearOfPlentyPlayed',
  'monopolyPlayed',
  'victoryPointPlayed',
] as const;

function removeDev(p: PlayerState, card: DevCard, turn: number, needOld: boolean): PlayerState {
  const i = p.dev.findIndex((x) => x.card === card && (!needOld || x.turn < turn));
  if (i < 0) return p;
  return { ...p, dev: [...p.dev.slice(0, i), ...p.dev.slice(i + 1)] };
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
    const i = ev.source === 'app' ? 0 : d.devDeck.indexOf(ev.card);
    d.devDeck = [...d.devDeck.slice(0, i), ...d.devDeck.slice(i + 1)];
    updPlayer(d, ev.seat, (p) => ({ ...p, dev: [...p.dev, { card: ev.card, turn: turnNo }] }));
  },
  knightPlayed: (d, ctx, ev) => {
    const turnNo = d.turn.number;
    updPlayer(d, ev.seat, (p) => ({
      ...removeDev(p, 'knight', turnNo, true),
      knights: p.knights + 1,
    }));
    robberAndSteal(d, ctx, ev.seat, ev.hex, ev.victim, ev.stolen);
    d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
    if (ev.rng) d.rng = ev.rng;
    withArmy(d, ctx);
  },
  roadBuildingPlayed: (d, ctx, ev) => {
    const turnNo = d.turn.number;
    updPlayer(d, ev.seat, (p) => removeDev(p, 'roadBuilding', turnNo, true));
    d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
    for (const e of ev.edges) placeLine(d, ctx, ev.seat, e, false);
    for (const e of ev.ships) {
      placeLine(d, ctx, ev.seat, e, true);
      const i = ctx.topo.edgeIndex.get(e);
      if (i !== undefined && d.sea) d.sea = { ...d.sea, built: [...d.sea.built, i] };
    }
    discoveries(d, ctx, ev.discovered, ev.seat);
    withRoads(d, ctx, [ev.seat]);
  },
  yearOfPlentyPlayed: (d, ctx, ev) => {
    const turnNo = d.turn.number;
    updPlayer(d, ev.seat, (p) => removeDev(p, 'yearOfPlenty', turnNo, true));
    d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
    for (const r of ev.resources) fromBank(d, ctx, ev.seat, { [r]: 1 });
  },
  monopolyPlayed: (d, _ctx, ev) => {
    const turnNo = d.turn.number;
    updPlayer(d, ev.seat, (p) => removeDev(p, 'monopoly', turnNo, true));
    d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
    ev.taken.forEach((n, from) => {
      transfer(d, from, ev.seat, ev.resource, n);
    });
  },
  victoryPointPlayed: (d, ctx, ev) => {
    const turnNo = d.turn.number;
    const counted = ctx.ruleset.vpCardsCount === 'played';
    updPlayer(d, ev.seat, (p) => ({
      ...removeDev(p, 'victoryPoint', turnNo, counted),
      vpPlayed: p.vpPlayed + 1,
    }));
    if (counted) d.turn = { ...d.turn, devPlayed: d.turn.devPlayed + 1 };
  },
};
