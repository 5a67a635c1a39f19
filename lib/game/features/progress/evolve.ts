// Progress cards, the fold: cards drawn (on a gate face, or by a tied defender), put back under
// their deck, played (each kind's effect, from what its event carries) and the answers of the
// seats a card asks. Nothing here draws or checks: the events carry every outcome.

import type { GameContext } from '../../context';
import {
  addInto,
  type Draft,
  fromBank,
  seatsAt,
  setAt,
  toBank,
  transfer,
  updPlayer,
  withRoads,
} from '../../draft';
import type { Hand, KnightPiece, ProgressChoice, ProgressDraw, Seat } from '../../types';
import { evolve as improvementsEvolve } from '../improvements/evolve';
import type { EventMap, EvolvePart } from '../kit';
import {
  deserterKnight,
  deserterLevel,
  isKnown,
  isVpCard,
  leftIn,
  MEDICINE_CITY,
  orderFrom,
  underDeck,
  waitingFor,
  withDraw,
  withoutCard,
  withoutFromDeck,
  withUnknown,
} from './cards';

export const EVENTS = [
  'progressCalled',
  'progressPlayed',
  'progressDiscarded',
  'progressDeclared',
  'progressDrawn',
  'progressAnswered',
] as const;

/** Applies draws (a gate face's, a tied defender's) to the slice. */
function drawn(d: Draft, draws: readonly ProgressDraw[]): void {
  let p = d.progress;
  if (!p) return;
  for (const x of draws) p = withDraw(p, x.seat, x.deck, x.card);
  d.progress = p;
}

/**
 * The roll's part for progress cards (core's rolled handler calls this after the event die):
 * the alchemist's dice are spent, a gate face's draws are dealt, and after an attack the
 * defenders tied for the most each owe a draw of their chosen colour, in turn order.
 */
export function progressOnRoll(d: Draft, ev: EventMap['rolled']): void {
  const p = d.progress;
  if (!p) return;
  if (p.alchemy) d.progress = { ...p, alchemy: null };
  if (ev.progress?.length) drawn(d, ev.progress);
  const tied = ev.attack?.winner === 'defenders' ? ev.attack.tied : [];
  const left = (q: NonNullable<Draft['progress']>) =>
    leftIn(q, 'science') + leftIn(q, 'trade') + leftIn(q, 'politics') > 0;
  if (tied.length && d.progress && left(d.progress)) {
    const owedDraws = orderFrom(d, ev.seat).filter((x) => tied.includes(x));
    d.progress = { ...d.progress, owedDraws };
  }
}

const setChoice = (d: Draft, choice: ProgressChoice | null): void => {
  const done = choice === null || waitingFor(choice).length === 0;
  d.turn = { ...d.turn, pending: done ? null : { kind: 'progress', choice } };
};

function knightAt(
  d: Draft,
  ctx: GameContext,
  vertex: string,
  k: KnightPiece | null,
): number | undefined {
  const v = ctx.topo.vertexIndex.get(vertex as never);
  if (v === undefined || !d.knightPieces) return undefined;
  d.knightPieces = setAt(d.knightPieces, v, k);
  return v;
}

function played(d: Draft, ctx: GameContext, ev: EventMap['progressPlayed']): void {
  const p0 = d.progress;
  if (!p0) return;
  const pend = d.turn.pending;
  if (pend?.kind === 'progressBoard' && pend.seat === ev.seat && pend.card === ev.card)
    // Called from a phone: the card left the hand then; its board choice is made now.
    d.turn = { ...d.turn, pending: null };
  // A card played goes back under its deck.
  else d.progress = underDeck(withoutCard(p0, ev.seat, ev.card), ev.card);
  const seat = ev.seat;
  const turn = d.turn.number;
  switch (ev.card) {
    case 'alchemist':
      if (ev.dice && d.progress) d.progress = { ...d.progress, alchemy: [ev.dice[0], ev.dice[1]] };
      return;
    case 'crane': {
      const imp = d.improvements;
      const rules = ctx.ruleset.features.improvements;
      if (!imp || !rules || !ev.track) return;
      const level = (imp.levels[seat]?.[ev.track] ?? 0) + 1;
      improvementsEvolve.cityImproved(d, ctx, {
        type: 'cityImproved',
        seat,
        track: ev.track,
        level,
        ...(ev.metropolis ? { metropolis: { vertex: ev.metropolis, from: ev.owner ?? null } } : {}),
      });
      // One commodity less: the crane gives one back of the level's price.
      fromBank(d, ctx, seat, { [rules.paidIn[ev.track]]: 1 });
      return;
    }
    case 'engineer': {
      const v = ev.vertex ? ctx.topo.vertexIndex.get(ev.vertex) : undefined;
      if (v !== undefined && d.walls) d.walls = setAt(d.walls, v, true);
      return;
    }
    case 'inventor': {
      const [a, b] = (ev.hexes ?? []).map((k) => ctx.topo.hexIndex.get(k));
      if (a === undefined || b === undefined || !d.progress) return;
      const tokens = (d.progress.tokens ?? ctx.hexToken).slice();
      const ta = tokens[a] ?? null;
      tokens[a] = tokens[b] ?? null;
      tokens[b] = ta;
      d.progress = { ...d.progress, tokens };
      return;
    }
    case 'irrigation':
    case 'mining': {
      const n = ev.taken?.[seat] ?? 0;
      if (n > 0) fromBank(d, ctx, seat, { [ev.card === 'irrigation' ? 'grain' : 'ore']: n });
      return;
    }
    case 'medicine': {
      const v = ev.vertex ? ctx.topo.vertexIndex.get(ev.vertex) : undefined;
      if (v === undefined) return;
      d.buildings = setAt(d.buildings, v, { seat, kind: 'city' });
      updPlayer(d, seat, (q) => ({ ...q, settlements: q.settlements - 1, cities: q.cities + 1 }));
      toBank(d, ctx, seat, MEDICINE_CITY);
      return;
    }
    case 'roadBuilding':
      d.turn = { ...d.turn, pending: { kind: 'freeRoads', seat, left: 2 } };
      return;
    case 'smith':
      for (const id of ev.vertices ?? []) {
        const v = ctx.topo.vertexIndex.get(id);
        const k = v === undefined ? null : (d.knightPieces?.[v] ?? null);
        if (k && k.level < 3)
          knightAt(d, ctx, id, { ...k, level: (k.level + 1) as 2 | 3, promoted: turn });
      }
      return;
    case 'commercialHarbor':
      setChoice(d, {
        card: 'commercialHarbor',
        seat,
        waiting: ev.waiting ?? [],
        offers: ev.offers ?? [],
      });
      return;
    case 'masterMerchant':
    case 'spy':
      // Real cards: the target's phone shows its cards, and the pick is made there.
      if (ev.target !== undefined)
        setChoice(d, {
          card: ev.card,
          seat,
          target: ev.target,
          ...(d.config.options.progressDeck === 'table' ? { onTarget: true as const } : {}),
        });
      return;
    case 'deserter':
      if (ev.target !== undefined)
        setChoice(d, { card: 'deserter', seat, target: ev.target, knight: null });
      return;
    case 'merchant': {
      const h = ev.hex ? ctx.topo.hexIndex.get(ev.hex) : undefined;
      if (h !== undefined && d.progress) d.progress = { ...d.progress, merchant: { seat, hex: h } };
      return;
    }
    case 'merchantFleet':
      if (ev.resource && d.progress)
        d.progress = { ...d.progress, fleet: { seat, resource: ev.resource } };
      return;
    case 'resourceMonopoly':
    case 'tradeMonopoly': {
      const r = ev.resource;
      if (!r) return;
      ev.taken?.forEach((n, from) => {
        transfer(d, from, seat, r, n);
      });
      return;
    }
    case 'bishop': {
      d.robber = ev.hex ? (ctx.topo.hexIndex.get(ev.hex) ?? d.robber) : d.robber;
      ev.stolen?.forEach((r, from) => {
        if (r) transfer(d, from, seat, r, 1);
      });
      if (ev.rng) d.rng = ev.rng;
      return;
    }
    case 'diplomat': {
      const e = ev.edge ? ctx.topo.edgeIndex.get(ev.edge) : undefined;
      if (e === undefined || ev.owner === undefined) return;
      d.roads = setAt(d.roads, e, null);
      updPlayer(d, ev.owner, (q) => ({ ...q, roads: q.roads - 1 }));
      const f = ev.to ? ctx.topo.edgeIndex.get(ev.to) : undefined;
      if (f !== undefined) {
        d.roads = setAt(d.roads, f, seat);
        updPlayer(d, seat, (q) => ({ ...q, roads: q.roads + 1 }));
      }
      withRoads(d, ctx);
      return;
    }
    case 'intrigue': {
      const v = ev.vertex ? ctx.topo.vertexIndex.get(ev.vertex) : undefined;
      const k = v === undefined ? null : (d.knightPieces?.[v] ?? null);
      if (v === undefined || !k || !ev.vertex) return;
      knightAt(d, ctx, ev.vertex, null);
      d.turn = { ...d.turn, pending: { kind: 'displaced', seat: k.seat, knight: k } };
      withRoads(d, ctx, seatsAt(d, ctx, v, seat));
      return;
    }
    case 'saboteur':
      setChoice(d, { card: 'saboteur', seat, owed: ev.owed ?? [] });
      return;
    case 'warlord':
      if (d.knightPieces)
        d.knightPieces = d.knightPieces.map((k) =>
          k && k.seat === seat && !k.active ? { ...k, active: true, activated: turn } : k,
        );
      return;
    case 'wedding':
      setChoice(d, { card: 'wedding', seat, waiting: ev.waiting ?? [] });
      return;
    case 'printer':
    case 'constitution':
      return;
  }
}

function answered(d: Draft, ctx: GameContext, ev: EventMap['progressAnswered']): void {
  const pend = d.turn.pending;
  if (pend?.kind !== 'progress') return;
  const ch = pend.choice;
  const cards = (ev.cards ?? {}) as Hand;
  const give = (from: Seat, to: Seat) => {
    updPlayer(d, from, (q) => ({ ...q, hand: addInto(q.hand, cards, -1, ctx.resources) }));
    updPlayer(d, to, (q) => ({ ...q, hand: addInto(q.hand, cards, 1, ctx.resources) }));
  };
  switch (ch.card) {
    case 'wedding':
      give(ev.seat, ch.seat);
      setChoice(d, { ...ch, waiting: ch.waiting.filter((x) => x !== ev.seat) });
      return;
    case 'commercialHarbor': {
      give(ev.seat, ch.seat);
      const r = ch.offers[ev.seat];
      if (r) transfer(d, ch.seat, ev.seat, r, 1);
      setChoice(d, { ...ch, waiting: ch.waiting.filter((x) => x !== ev.seat) });
      return;
    }
    case 'masterMerchant':
      give(ch.target, ch.seat);
      setChoice(d, null);
      return;
    case 'saboteur':
      toBank(d, ctx, ev.seat, cards);
      setChoice(d, { ...ch, owed: setAt(ch.owed, ev.seat, 0) });
      return;
    case 'spy': {
      const c = ev.card;
      const p = d.progress;
      if (c && !isKnown(c) && ev.deck && p) {
        // An undeclared card changes hands by its colour.
        d.progress = withUnknown(withUnknown(p, ch.target, ev.deck, -1), ch.seat, ev.deck, 1);
      } else if (c && isKnown(c) && p) {
        const took = withoutCard(p, ch.target, c);
        d.progress = {
          ...took,
          hands: took.hands.map((h, i) => (i === ch.seat ? [...h, c] : h)),
        };
      }
      setChoice(d, null);
      return;
    }
    case 'deserter': {
      if (!ch.knight) {
        // The opponent removed a knight of theirs: the player may now place one in its state.
        const v = ev.vertex ? ctx.topo.vertexIndex.get(ev.vertex) : undefined;
        const k = v === undefined ? null : (d.knightPieces?.[v] ?? null);
        if (!k || !ev.vertex || v === undefined) {
          setChoice(d, null);
          return;
        }
        knightAt(d, ctx, ev.vertex, null);
        withRoads(d, ctx, seatsAt(d, ctx, v, ev.seat));
        const per = ctx.ruleset.features.knights?.perLevel ?? 0;
        const level = deserterLevel(d, ch.seat, k.level, per);
        setChoice(d, level === null ? null : { ...ch, knight: k });
        return;
      }
      const per = ctx.ruleset.features.knights?.perLevel ?? 0;
      const level = deserterLevel(d, ch.seat, ch.knight.level, per);
      if (ev.vertex && level !== null) {
        const v = knightAt(d, ctx, ev.vertex, deserterKnight(ch.knight, ch.seat, level));
        if (v !== undefined) withRoads(d, ctx, seatsAt(d, ctx, v, ch.seat));
      }
      setChoice(d, null);
      return;
    }
  }
}

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  progressCalled: (d, _ctx, ev) => {
    const p = d.progress;
    if (p) d.progress = underDeck(withoutCard(p, ev.seat, ev.card), ev.card);
    d.turn = { ...d.turn, pending: { kind: 'progressBoard', seat: ev.seat, card: ev.card } };
  },
  progressPlayed: played,
  progressDiscarded: (d, _ctx, ev) => {
    const p = d.progress;
    if (!p) return;
    // An undeclared card goes back into its deck's remainder, which still counts it.
    if (!isKnown(ev.card)) {
      if (ev.deck) d.progress = withUnknown(p, ev.seat, ev.deck, -1);
      return;
    }
    d.progress = underDeck(withoutCard(p, ev.seat, ev.card), ev.card);
  },
  progressDeclared: (d, _ctx, ev) => {
    const p = d.progress;
    if (!p) return;
    const q = withoutFromDeck(withUnknown(p, ev.seat, ev.deck, -1), ev.card);
    // A VP card is shown at once; another joins the known hand.
    d.progress = isVpCard(ev.card)
      ? { ...q, shown: q.shown.map((h, i) => (i === ev.seat ? [...h, ev.card] : h)) }
      : { ...q, hands: q.hands.map((h, i) => (i === ev.seat ? [...h, ev.card] : h)) };
  },
  progressDrawn: (d, _ctx, ev) => {
    drawn(d, [{ seat: ev.seat, deck: ev.deck, card: ev.card }]);
    const p = d.progress;
    if (!p) return;
    const empty = leftIn(p, 'science') + leftIn(p, 'trade') + leftIn(p, 'politics') === 0;
    // With every deck empty the other tied defenders draw nothing.
    const owedDraws = empty ? [] : p.owedDraws.filter((x, i) => i > 0 || x !== ev.seat);
    d.progress = { ...p, owedDraws };
  },
  progressAnswered: answered,
};
