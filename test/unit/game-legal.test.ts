// One list of legal actions, kept in step with decide(). Over states sampled from random
// legal games of every ruleset (fixed seeds), for every seat, from that seat's own view:
// (i) every action legalActions lists, turned into a command, is accepted by decide();
// (ii) every command decide() accepts among an enumeration of candidates (every spot, every
// one-lot trade, each card kind, each hex and victim, end of turn …) is listed.
// The table's view (no hands) must give the same hand-free answers. Regression rows name the
// two places where the screens once disagreed with the engine.

import { describe, expect, it } from 'vitest';
import {
  type Command,
  createGame,
  DEV_CARDS,
  decide,
  evolve,
  type GameConfig,
  type GameOptions,
  type GameState,
  type Hand,
  type LegalActions,
  legalActions,
  legalRoads,
  legalShips,
  randomGame,
  type Seat,
  SF_AWARDS,
  SF_ITEMS,
  SF_RACES,
  viewFor,
} from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { freeRoadSpots } from '@/lib/game/features/dev/legal';
import { returnLimits } from '@/lib/game/features/trade/legal';
import { total } from '@/lib/game/hand';
import { shipsOf } from '@/lib/game/slices';
import { type EdgeId, type HexKey, hexKey, neighbours, type VertexId } from '@/lib/hex';
import { PROGRESS_CARD_IDS, PROGRESS_DECKS } from '@/lib/rules/progress-cards';
import { type RulesetId, TRACKS } from '@/lib/rules/rulesets';
import { act, config, only, playState, states } from './game-helpers';

/** `n` cards taken from a hand, first resources first. */
function cardsOf(h: Hand, n: number): Hand {
  const out: Record<string, number> = {};
  let left = n;
  for (const [r, k] of Object.entries(h)) {
    const take = Math.min(k, left);
    if (take > 0) out[r] = take;
    left -= take;
  }
  return out;
}

const PLANET = { number: 6, resource: 'fuel' } as const;

/**
 * The commands the list stands for, in groups: decide() must accept at least one command of
 * each group (a card declared from the box, road building's second piece). Trades with
 * players need the other hand, which a seat's view lacks: they are asked of the full state.
 */
function listed(s: GameState, a: LegalActions): Command[][] {
  const seat = a.seat;
  const ctx = contextOf(s.config);
  const out: Command[][] = [];
  const add = (...cs: Command[]) => out.push(cs);
  // Each entry's command as it is; where the entry leaves a part open (cards picked, planets
  // declared, the second free road) it is filled in as a screen would, nothing else.
  if (a.decideOrder) add(a.decideOrder.roll, ...a.decideOrder.first);
  for (const c of a.setup?.commands ?? []) add(c);
  if (a.sfStart) add({ ...a.sfStart, colonies: [[PLANET], [PLANET]], spaceport: [PLANET] });
  if (a.chooseCards) {
    const r = [...ctx.resources].sort((x, y) => (s.bank[y] ?? 0) - (s.bank[x] ?? 0))[0] ?? '';
    add({ ...a.chooseCards.command, cards: { [r]: a.chooseCards.count } });
  }
  if (a.roll) add(a.roll);
  if (a.roll && a.supplySeats) {
    // Earth's cards drawn from the table's pile: one named for each listed seat, no other.
    const r = ctx.resources[0] ?? '';
    const due = a.supplySeats;
    add({ ...a.roll, supply: s.players.map((_, k) => (due.includes(k) ? r : null)) });
  }
  for (const d of a.discards)
    if (d.seat === seat && a.handKnown)
      add({ ...d.command, cards: cardsOf(s.players[seat]?.hand ?? {}, d.count) });
  for (const p of a.pillage) if (p.seat === seat) for (const c of p.commands) add(c);
  for (const q of a.aqueduct) if (q.seat === seat) for (const c of q.commands) add(c);
  for (const c of a.knights?.commands ?? []) add(c);
  if (a.displaced?.seat === seat) for (const c of a.displaced.commands) add(c);
  for (const c of a.walls?.commands ?? []) add(c);
  for (const t of a.improvements ?? []) for (const c of t.commands) add(c);
  for (const t of a.robber ?? []) for (const c of t.commands) add(c);
  for (const x of a.steal ?? []) add(x.command);
  for (const b of a.builds) {
    if (b.ready !== true) continue;
    for (const c of b.commands) add(c);
  }
  if (a.buyDev?.ready) add(a.buyDev.command);
  for (const t of a.bankTrades) if ((t.lots ?? 0) > 0) for (const c of t.commands) add(c);
  for (const c of a.playerTrades?.commands ?? []) {
    const mine = s.players[seat]?.hand ?? {};
    const theirs = s.players[c.with]?.hand ?? {};
    const give = ctx.resources.find((r) => (mine[r] ?? 0) > 0);
    const want = ctx.resources.find((r) => r !== give && (theirs[r] ?? 0) > 0);
    if (give && want) add({ ...c, give: { [give]: 1 }, get: { [want]: 1 } });
  }
  for (const c of a.dev.cards ?? []) {
    switch (c.card) {
      case 'knight':
        // From a phone: the card alone, the robber's hex asked next.
        add(c.command);
        for (const t of c.targets) for (const k of t.commands) add(k);
        break;
      case 'roadBuilding': {
        // From a phone: the card alone, the roads laid on the table next.
        add(c.command);
        expect(c.count).toBe(2);
        const first = c.roads[0];
        if (first === undefined) {
          const ship = c.ships[0];
          add({ ...c.laid, ships: ship ? [ship] : [] });
          break;
        }
        // The second piece: any legal one with the first laid, or none when none is left.
        const second = freeRoadSpots(viewFor(s, seat), ctx, seat, { roads: [first] });
        add(
          { ...c.laid, edges: [first] },
          ...second.roads.slice(0, 3).map((b): Command => ({ ...c.laid, edges: [first, b] })),
          ...second.ships
            .slice(0, 3)
            .map((b): Command => ({ ...c.laid, edges: [first], ships: [b] })),
        );
        break;
      }
      case 'yearOfPlenty':
        // Every pair the list says the bank gives (decide names two: the card's `take`).
        expect(a.dev.yearOfPlentyPairs.every((p) => p.length === c.take)).toBe(true);
        expect(c.pairs.map((p) => p.resources)).toEqual(a.dev.yearOfPlentyPairs);
        for (const y of c.pairs) add(y);
        break;
      case 'monopoly':
        for (const m of c.commands) add(m);
        break;
      case 'victoryPoint':
        add(c.command);
        break;
    }
  }
  if (a.dev.reveal && a.dev.revealCommand) add(a.dev.revealCommand);
  // An unknown card declared: as at least one kind the box still holds.
  if (a.dev.declareCommands.length > 0) add(...a.dev.declareCommands);
  if (a.freeRoads) {
    if (a.freeRoads.doneCommand) add(a.freeRoads.doneCommand);
    for (const c of a.freeRoads.commands) add(c);
  }
  for (const c of a.harborTurn?.commands ?? []) add(c);
  for (const m of a.shipMoves) for (const c of m.commands) add(c);
  for (const b of a.starfarers?.builds ?? []) {
    if (b.item === 'colony') {
      const system = [1, 2, 3].find((n) => !(b.fullSystems ?? []).includes(n));
      add({ ...b.command, planets: [PLANET], ...(b.system && system ? { system } : {}) });
    } else if (b.item === 'spaceport')
      for (const colony of b.colonies ?? []) add({ ...b.command, colony });
    else if (b.item === 'tradeStation')
      for (const r of b.races ?? []) add({ ...b.command, race: r.race });
    else add(b.command);
  }
  for (const w of a.starfarers?.awards ?? []) {
    if (w.up) add(w.strengthMax !== undefined ? { ...w.up, strength: w.strengthMax } : w.up);
    if (w.down) add(w.down);
  }
  if (a.starfarers?.fly) add(a.starfarers.fly);
  const bag = a.bagDraw;
  for (const h of bag?.hexes ?? []) {
    if (!bag) break;
    const produces = h.token;
    const token = bag.tokens[0];
    add({
      ...bag.command,
      terrain: h.terrain,
      ...(h.harbor ? { harbor: h.harbor } : {}),
      ...(produces && token !== undefined ? { token } : {}),
    });
  }
  // Progress cards: each card's commands, the discards and draws, and this seat's answer (the
  // cards it gives or takes filled in from the hand it may see, as a phone would).
  for (const p of a.progress?.plays ?? []) {
    for (const c of p.commands) add(c);
    if (p.call) add(p.call);
  }
  for (const c of a.progress?.board?.commands ?? []) add(c);
  for (const c of a.progress?.discards ?? []) add(c);
  for (const c of a.progress?.declares ?? []) add(c);
  for (const c of a.progress?.draws ?? []) add(c);
  const ans = a.progress?.answer;
  if (ans?.commands.length) for (const c of ans.commands) add(c);
  else if (ans && ans.from !== null)
    add({ ...ans.command, cards: cardsOf(s.players[ans.from]?.hand ?? {}, ans.count) });
  if (a.endTurn) add(a.endTurn);
  if (a.nobodyBuilds) add(a.nobodyBuilds);
  return out;
}

/** A command as a key: the same fields in any order give the same key. */
const keyOf = (c: Command): string =>
  JSON.stringify(Object.fromEntries(Object.entries(c).sort(([x], [y]) => (x < y ? -1 : 1))));

/** Progress cards: each card of the seat's hand with every board choice of the shapes listed. */
function progressCandidates(s: GameState, seat: Seat): Command[] {
  const p = s.progress;
  if (!p) return [];
  const ctx = contextOf(s.config);
  const out: Command[] = [];
  const vs = (pred: (v: number) => boolean) =>
    ctx.topo.vertices.filter((_, v) => pred(v)) as VertexId[];
  const hexes = ctx.topo.hexes.map(hexKey);
  const goods = ['paper', 'cloth', 'coin'];
  const own = (v: number) => s.buildings[v]?.seat === seat;
  const knight = (v: number) => s.knightPieces?.[v] !== null && s.knightPieces?.[v] !== undefined;
  for (const card of PROGRESS_CARD_IDS) {
    const c = { type: 'playProgress', seat, card } as const;
    out.push(c);
    const called = s.turn.pending?.kind === 'progressBoard' && s.turn.pending.card === card;
    if (!p.hands[seat]?.includes(card) && !called) continue;
    const args: Record<string, unknown>[] = [];
    if (card === 'alchemist') args.push({ dice: [1, 1] }, { dice: [6, 5] }, { dice: [3, 4] });
    if (card === 'crane')
      for (const track of TRACKS) {
        args.push({ track });
        for (const metropolis of vs(own)) args.push({ track, metropolis });
      }
    if (card === 'engineer' || card === 'medicine')
      for (const vertex of vs(own)) args.push({ vertex });
    if (card === 'inventor')
      for (const a of hexes.slice(0, 8))
        for (const b of hexes.slice(0, 8)) args.push({ hexes: [a, b] });
    if (card === 'smith')
      for (const v of vs((x) => s.knightPieces?.[x]?.seat === seat)) args.push({ vertices: [v] });
    if (card === 'commercialHarbor') {
      args.push({ offers: s.players.map(() => null) });
      for (const r of ctx.resources)
        args.push({ offers: s.players.map((_, i) => (i === seat ? null : r)) });
    }
    if (card === 'masterMerchant' || card === 'spy' || card === 'deserter')
      for (let target = 0; target < s.players.length; target++) args.push({ target });
    if (card === 'merchant' || card === 'bishop') for (const hex of hexes) args.push({ hex });
    if (card === 'merchantFleet' || card === 'resourceMonopoly' || card === 'tradeMonopoly')
      for (const resource of ctx.resources) args.push({ resource });
    if (card === 'diplomat')
      s.roads.forEach((o, e) => {
        if (o !== null) args.push({ edge: ctx.topo.edges[e] });
      });
    if (card === 'intrigue') for (const vertex of vs(knight)) args.push({ vertex });
    for (const x of args) out.push({ ...c, ...x } as Command);
  }
  for (const card of new Set(p.hands[seat] ?? []))
    out.push({ type: 'discardProgress', seat, card });
  // Real cards: every kind declared, and an undeclared card put back or picked by its colour.
  for (const card of PROGRESS_CARD_IDS) out.push({ type: 'declareProgress', seat, card });
  for (const deck of PROGRESS_DECKS)
    out.push({ type: 'discardProgress', seat, card: 'unknown', deck });
  for (const deck of PROGRESS_DECKS) out.push({ type: 'drawProgress', seat, deck });
  const pend = s.turn.pending;
  if (pend?.kind === 'progress') {
    const ans = { type: 'answerProgress', seat } as const;
    const ch = pend.choice;
    const from = ch.card === 'masterMerchant' ? ch.target : seat;
    const h = s.players[from]?.hand ?? {};
    for (const n of [0, 1, 2, Math.floor(total(s.players[seat]?.hand ?? {}) / 2)])
      out.push({ ...ans, cards: cardsOf(h, n) });
    for (const g of goods) out.push({ ...ans, cards: { [g]: 1 } });
    for (const card of [null, ...PROGRESS_CARD_IDS]) out.push({ ...ans, card });
    for (const deck of PROGRESS_DECKS) out.push({ ...ans, card: 'unknown', deck });
    out.push({ ...ans, vertex: null });
    for (const vertex of ctx.topo.vertices) out.push({ ...ans, vertex });
  }
  return out;
}

/** Candidate commands for `seat`: every spot, one-lot trade, card kind, hex and victim … */
function candidates(s: GameState, seat: Seat): Command[] {
  const ctx = contextOf(s.config);
  const out: Command[] = [];
  const others = s.players.map((_, i) => i).filter((i) => i !== seat);
  const hexes = ctx.topo.hexes.map(hexKey);
  if (seat === 0) out.push({ type: 'decideOrder' });
  for (const vertex of ctx.topo.vertices) {
    out.push({ type: 'buildSettlement', seat, vertex });
    if (s.buildings[ctx.topo.vertexIndex.get(vertex) ?? -1])
      out.push({ type: 'buildCity', seat, vertex });
  }
  for (const edge of ctx.topo.edges) {
    out.push({ type: 'buildRoad', seat, edge });
    out.push({ type: 'buildShip', seat, edge });
  }
  out.push(
    { type: 'roll', seat },
    { type: 'endTurn', seat },
    { type: 'endTurn', seat, rest: true },
  );
  // Cities and knights: every own knight to every intersection; chases to every hex and victim.
  (s.knightPieces ?? []).forEach((k, v) => {
    if (k?.seat !== seat) return;
    const from = ctx.topo.vertices[v] as VertexId;
    for (const to of ctx.topo.vertices)
      out.push({ type: 'moveKnight', seat, from, to }, { type: 'displaceKnight', seat, from, to });
    for (const hex of hexes)
      for (const victim of [undefined, ...others])
        out.push({
          type: 'chaseRobber',
          seat,
          vertex: from,
          hex,
          ...(victim === undefined ? {} : { victim }),
        });
  });
  for (const track of TRACKS) {
    out.push({ type: 'improveCity', seat, track });
    s.buildings.forEach((b, v) => {
      if (b?.kind === 'city')
        out.push({
          type: 'improveCity',
          seat,
          track,
          metropolis: ctx.topo.vertices[v] as VertexId,
        });
    });
  }
  out.push({ type: 'sfStart', seat, colonies: [[PLANET], [PLANET]], spaceport: [PLANET] });
  const hand = s.players[seat]?.hand ?? {};
  const pend = s.turn.pending;
  if (pend?.kind === 'discard')
    out.push({ type: 'discard', seat, cards: cardsOf(hand, pend.owed[seat] ?? 0) });
  for (const r of ctx.resources)
    out.push({ type: 'chooseCards', seat, cards: { [r]: ctx.ruleset.initialChosenCards } });
  for (const hex of hexes)
    for (const victim of [undefined, null, ...others]) {
      const v = victim === undefined ? {} : { victim };
      out.push({ type: 'moveRobber', seat, hex, ...v }, { type: 'playKnight', seat, hex, ...v });
    }
  for (const victim of [null, ...others]) out.push({ type: 'steal', seat, victim });
  out.push({ type: 'placeDisplaced', seat, vertex: null });
  for (const resource of ctx.resources) out.push({ type: 'takeAqueduct', seat, resource });
  for (const vertex of ctx.topo.vertices)
    out.push(
      { type: 'pillageCity', seat, vertex },
      { type: 'hireKnight', seat, vertex },
      { type: 'buildWall', seat, vertex },
      { type: 'placeDisplaced', seat, vertex },
      { type: 'activateKnight', seat, vertex },
      { type: 'promoteKnight', seat, vertex },
    );
  for (const give of ctx.resources)
    for (const want of ctx.resources) {
      if (give === want) continue;
      for (const n of [2, 3, 4])
        out.push({ type: 'tradeBank', seat, give: { [give]: n }, get: { [want]: 1 } });
      for (const with_ of others)
        out.push({
          type: 'tradePlayer',
          seat,
          with: with_,
          give: { [give]: 1 },
          get: { [want]: 1 },
        });
    }
  out.push({ type: 'buyDev', seat });
  for (const card of DEV_CARDS) out.push({ type: 'buyDev', seat, card });
  out.push({ type: 'playRoadBuilding', seat, edges: [] }, { type: 'playRoadBuilding', seat });
  out.push({ type: 'placeFreeRoads', seat, edges: [] });
  for (const e of legalRoads(s, ctx, seat))
    out.push({ type: 'placeFreeRoads', seat, edges: [ctx.topo.edges[e] as EdgeId] });
  for (const e of legalShips(s, ctx, seat))
    out.push({ type: 'placeFreeRoads', seat, edges: [], ships: [ctx.topo.edges[e] as EdgeId] });
  for (const e of legalRoads(s, ctx, seat)) {
    const first = ctx.topo.edges[e] as EdgeId;
    out.push({ type: 'playRoadBuilding', seat, edges: [first] });
    // With the first laid, a second that may continue it.
    const t: GameState = { ...s, roads: s.roads.map((o, i) => (i === e ? seat : o)) };
    for (const f of legalRoads(t, ctx, seat).slice(0, 2))
      out.push({ type: 'playRoadBuilding', seat, edges: [first, ctx.topo.edges[f] as EdgeId] });
  }
  for (const x of ctx.resources) {
    out.push({ type: 'playMonopoly', seat, resource: x });
    for (const y of ctx.resources)
      if (x <= y) out.push({ type: 'playYearOfPlenty', seat, resources: [x, y] });
  }
  out.push({ type: 'playVictoryPoint', seat });
  shipsOf(s).forEach((o, from) => {
    if (o !== seat) return;
    for (const to of ctx.topo.edges)
      out.push({ type: 'moveShip', seat, from: ctx.topo.edges[from] as EdgeId, to });
  });
  const ht = s.island?.harborTurn;
  if (ht) {
    const h = ctx.topo.hexIndex.get(ht.hex);
    const hx = h === undefined ? undefined : ctx.topo.hexes[h];
    for (const n of hx ? neighbours(hx) : [])
      out.push({ type: 'turnHarbor', seat, hex: ht.hex, faces: hexKey(n) });
  }
  for (const item of SF_ITEMS) {
    const base = { type: 'sfBuild', seat, item, pay: {} } as const;
    if (item === 'colony') {
      out.push({ ...base, planets: [PLANET] });
      for (const system of [1, 2]) out.push({ ...base, planets: [PLANET], system });
    } else if (item === 'spaceport')
      for (const colony of [0, 1, 2, 3]) out.push({ ...base, colony });
    else if (item === 'tradeStation') for (const race of SF_RACES) out.push({ ...base, race });
    else out.push(base);
  }
  for (const award of SF_AWARDS)
    for (const delta of [1, -1]) {
      out.push({ type: 'sfAward', seat, award, delta });
      for (const strength of [1, 2]) out.push({ type: 'sfAward', seat, award, delta, strength });
    }
  out.push({ type: 'sfFly', seat });
  out.push(...progressCandidates(s, seat));
  for (const terrain of ['sea', 'forest', 'desert'])
    for (const token of [undefined, 3, 6])
      out.push({ type: 'drawHex', seat, terrain, ...(token ? { token } : {}) });
  return out;
}

/** Whether an accepted command is among the listed actions. */
function isListed(s: GameState, a: LegalActions, c: Command): boolean {
  const ctx = contextOf(s.config);
  const build = (item: string, id: string) =>
    a.builds.some((b) => b.item === item && b.ready === true && b.spots.includes(id as never));
  const dev = a.dev.cards ?? [];
  const target = (
    ts: readonly { hex: HexKey; victims: readonly Seat[] }[],
    hex: HexKey,
    v?: Seat | null,
  ) =>
    ts.some(
      (t) =>
        t.hex === hex &&
        (v === undefined
          ? t.victims.length <= 1
          : v === null
            ? a.declineSteal || t.victims.length === 0
            : t.victims.includes(v)),
    );
  switch (c.type) {
    case 'decideOrder':
      return a.decideOrder !== null;
    case 'buildSettlement':
      return s.phase === 'setup'
        ? (a.setup?.settlements.includes(c.vertex) ?? false)
        : build('settlement', c.vertex);
    case 'buildRoad':
      return s.phase === 'setup'
        ? (a.setup?.roads.includes(c.edge) ?? false)
        : build('road', c.edge);
    case 'buildShip':
      return s.phase === 'setup'
        ? (a.setup?.ships.includes(c.edge) ?? false)
        : build('ship', c.edge);
    case 'buildCity':
      return build('city', c.vertex);
    case 'roll':
      return a.roll !== null;
    case 'endTurn':
      return c.rest ? a.nobodyBuilds !== null : a.endTurn !== null;
    case 'sfStart':
      return a.sfStart !== null;
    case 'chooseCards':
      return a.chooseCards?.count === total(c.cards);
    case 'discard':
      return a.discards.some((d) => d.seat === c.seat && d.count === total(c.cards));
    case 'moveRobber':
      return target(a.robber ?? [], c.hex, c.victim);
    case 'pillageCity':
      return a.pillage.some((p) => p.seat === c.seat && p.cities.includes(c.vertex));
    case 'improveCity':
      return (a.improvements ?? []).some((t) =>
        t.commands.some((x) => x.track === c.track && x.metropolis === c.metropolis),
      );
    case 'takeAqueduct':
      return a.aqueduct.some((q) => q.seat === c.seat && q.resources.includes(c.resource));
    case 'displaceKnight':
      return (a.knights?.moves ?? []).some((m) => m.from === c.from && m.displace.includes(c.to));
    case 'placeDisplaced':
      return (
        a.displaced?.seat === c.seat &&
        (c.vertex === null ? a.displaced.spots.length === 0 : a.displaced.spots.includes(c.vertex))
      );
    case 'moveKnight':
      return (a.knights?.moves ?? []).some((m) => m.from === c.from && m.to.includes(c.to));
    case 'chaseRobber':
      return (a.knights?.chases ?? []).some(
        (x) =>
          x.vertex === c.vertex &&
          x.hex === c.hex &&
          (c.victim === undefined
            ? x.victims.length <= 1
            : c.victim !== null && x.victims.includes(c.victim)),
      );
    case 'buildWall':
      return a.walls?.cities.includes(c.vertex) ?? false;
    case 'hireKnight':
      return a.knights?.hire.includes(c.vertex) ?? false;
    case 'activateKnight':
      return a.knights?.activate.includes(c.vertex) ?? false;
    case 'promoteKnight':
      return a.knights?.promote.includes(c.vertex) ?? false;
    case 'steal':
      return c.victim === null
        ? a.steal !== null && a.declineSteal
        : (a.steal?.some((x) => x.victim === c.victim) ?? false);
    case 'tradeBank': {
      const [give, n] = Object.entries(c.give).find(([, k]) => k > 0) ?? ['', 0];
      const want = Object.keys(c.get).find((r) => (c.get[r] ?? 0) > 0) ?? '';
      return a.bankTrades.some(
        (t) => t.give === give && t.rate === n && (t.lots ?? 0) >= 1 && t.get.includes(want),
      );
    }
    case 'tradePlayer':
      return a.playerTrades?.with.includes(c.with) ?? false;
    case 'buyDev':
      return a.buyDev?.ready === true;
    case 'playKnight': {
      const hex = c.hex;
      return hex === undefined
        ? dev.some((d) => d.card === 'knight')
        : dev.some((d) => d.card === 'knight' && target(d.targets, hex, c.victim));
    }
    case 'offerTrade':
      return a.tradeOffer !== null;
    case 'answerTrade':
      return a.tradeAnswers.some((o) => o.from === c.from);
    case 'playRoadBuilding': {
      const rb = dev.find((d) => d.card === 'roadBuilding');
      if (rb?.card !== 'roadBuilding') return false;
      if (c.edges === undefined) return c.ships === undefined;
      const first = c.edges[0];
      return first === undefined
        ? c.ships?.[0] === undefined || rb.ships.includes(c.ships[0])
        : rb.roads.includes(first);
    }
    case 'placeFreeRoads': {
      const f = a.freeRoads;
      if (!f) return false;
      const [road] = c.edges;
      const ship = c.ships?.[0];
      return road !== undefined
        ? f.roads.includes(road)
        : ship !== undefined
          ? f.ships.includes(ship)
          : f.done;
    }
    case 'playYearOfPlenty':
      return (
        dev.some(
          (d) =>
            d.card === 'yearOfPlenty' &&
            c.resources.length === d.take &&
            c.resources.every((r) => d.resources.includes(r)),
        ) && a.dev.yearOfPlentyPairs.some((p) => p[0] === c.resources[0] && p[1] === c.resources[1])
      );
    case 'playMonopoly':
      return dev.some((d) => d.card === 'monopoly' && d.resources.includes(c.resource));
    case 'playVictoryPoint':
      return a.dev.reveal === true || dev.some((d) => d.card === 'victoryPoint');
    case 'moveShip':
      return a.shipMoves.some((m) => m.from === c.from && m.to.includes(c.to));
    case 'turnHarbor': {
      // Turning to the side it already faces changes nothing: only other sides are offered.
      const h = ctx.topo.hexIndex.get(c.hex);
      const now = h === undefined ? null : s.island?.tiles[h]?.faces;
      return c.faces === now || (a.harborTurn?.options.includes(c.faces) ?? false);
    }
    case 'sfBuild':
      return (
        a.starfarers?.builds.some(
          (b) =>
            b.item === c.item &&
            (c.item !== 'spaceport' || (b.colonies ?? []).includes(c.colony ?? -1)) &&
            (c.item !== 'tradeStation' || (b.races ?? []).some((r) => r.race === c.race)) &&
            (c.item !== 'colony' ||
              !b.system ||
              (c.system !== undefined && !(b.fullSystems ?? []).includes(c.system))),
        ) ?? false
      );
    case 'sfAward':
      return (
        a.starfarers?.awards.some(
          (w) =>
            w.award === c.award &&
            (c.delta > 0 ? w.up : w.down) &&
            (c.delta < 0 || w.strengthMax === undefined || (c.strength ?? 99) <= w.strengthMax),
        ) ?? false
      );
    case 'sfFly':
      return (a.starfarers?.fly ?? null) !== null;
    case 'drawHex':
      return (
        (a.bagDraw?.hexes.some((h) => h.terrain === c.terrain && h.harbor === c.harbor) ?? false) &&
        (c.token === undefined || (a.bagDraw?.tokens.includes(c.token) ?? false))
      );
    case 'playProgress': {
      // The inventor's two hexes swap either way round: listed once.
      const same = (x: Command) =>
        keyOf(x) === keyOf(c) ||
        (c.hexes?.length === 2 && keyOf(x) === keyOf({ ...c, hexes: [...c.hexes].reverse() }));
      return (
        (a.progress?.plays ?? []).some(
          (p) => p.commands.some(same) || (p.call !== undefined && same(p.call)),
        ) || (a.progress?.board?.commands ?? []).some(same)
      );
    }
    case 'discardProgress':
      return (a.progress?.discards ?? []).some((x) => keyOf(x) === keyOf(c));
    case 'declareProgress':
      return (a.progress?.declares ?? []).some((x) => x.card === c.card);
    case 'drawProgress':
      return (a.progress?.draws ?? []).some((x) => x.deck === c.deck);
    case 'answerProgress': {
      const ans = a.progress?.answer;
      if (!ans) return false;
      return ans.commands.length
        ? ans.commands.some((x) => keyOf(x) === keyOf(c))
        : total(c.cards ?? {}) === ans.count;
    }
    default:
      return false;
  }
}

/** The answers that need no hand: the table's view must give the same as the seat's own. */
function handFree(a: LegalActions) {
  return {
    actor: a.actor,
    roll: a.roll,
    supplySeats: a.supplySeats,
    nobodyBuilds: a.nobodyBuilds,
    endTurn: a.endTurn,
    setup: a.setup,
    robber: a.robber,
    steal: a.steal,
    discards: a.discards,
    playerTrades: a.playerTrades,
    builds: a.builds.map((b) => ({ item: b.item, spots: b.spots, piecesLeft: b.piecesLeft })),
    buyDev: a.buyDev?.deckEmpty ?? null,
    bank: a.bankTrades.map((t) => ({ give: t.give, rate: t.rate, get: t.get, stock: t.stock })),
    kinds: a.dev.kinds,
    held: a.dev.held,
    yearOfPlentyPairs: a.dev.yearOfPlentyPairs,
    shipMoves: a.shipMoves,
    harborTurn: a.harborTurn,
    freeRoads: a.freeRoads,
    starfarers: a.starfarers,
    bagDraw: a.bagDraw,
    // What blocks an item, cards aside (the table knows the cards of the acting seat only).
    buildList: a.buildList.map((l) => ({
      item: l.item,
      blocked: l.blocked.filter((b) => b !== 'cards'),
    })),
  };
}

/** The build list says ready exactly where builds (or buyDev) does, and says why not otherwise. */
function buildListAgrees(a: LegalActions): void {
  for (const l of a.buildList) {
    const now =
      l.item === 'devCard' ? a.buyDev?.ready : a.builds.find((b) => b.item === l.item)?.ready;
    // Not listed at all: false; listed with a hand this view lacks: null on both sides.
    expect(l.ready, `${l.item}: ${l.blocked.join(',')}`).toBe(now === undefined ? false : now);
    if (l.ready === false) expect(l.blocked.length).toBeGreaterThan(0);
    expect(l.blocked.includes('cards')).toBe(
      l.missing !== null && Object.keys(l.missing).length > 0,
    );
  }
}

interface Tally {
  states: number;
  listedAccepted: number;
  candidatesAccepted: number;
  types: Set<string>;
}

function check(s: GameState, tally: Tally): void {
  tally.states++;
  const tv = viewFor(s, 'table');
  for (let seat = 0; seat < s.players.length; seat++) {
    const a = legalActions(viewFor(s, seat), seat);
    const fromTable = legalActions(tv, seat);
    expect(handFree(fromTable)).toEqual(handFree(a));
    buildListAgrees(a);
    buildListAgrees(fromTable);
    commandsAgree(a);
    commandsAgree(fromTable);
    // The table never knows whether the acting seat can pay (issue 28): a build with a spot
    // is offered as unknown (null), never ready or refused for cards.
    expect(tv.missing).toBeNull();
    for (const b of fromTable.builds) {
      expect(b.missing).toBeNull();
      expect(b.ready).toBe(b.spots.length === 0 || b.piecesLeft === 0 ? false : null);
    }
    for (const group of listed(s, a)) {
      const ok = group.some((c) => decide(s, c).ok);
      expect(ok, `listed but refused: ${JSON.stringify(group[0])} (${s.phase})`).toBe(true);
      tally.listedAccepted++;
    }
    for (const c of candidates(s, seat)) {
      if (!decide(s, c).ok) continue;
      tally.candidatesAccepted++;
      tally.types.add(c.type);
      expect(isListed(s, a, c), `accepted but not listed: ${JSON.stringify(c)} (${s.phase})`).toBe(
        true,
      );
    }
  }
}

/** The spot a building or moving command names. */
const spotOf = (c: Command): string | undefined =>
  'vertex' in c ? (c.vertex ?? undefined) : 'edge' in c ? c.edge : undefined;

/** Each entry's command stands for the entry's own data: same spots, same order, same seat. */
function commandsAgree(a: LegalActions): void {
  const seat = a.seat;
  if (a.setup) {
    const spots = [...a.setup.settlements, ...a.setup.roads, ...a.setup.ships];
    expect(a.setup.commands.map(spotOf)).toEqual(spots);
  }
  for (const b of a.builds) {
    expect(b.commands.map(spotOf)).toEqual(b.spots);
    const type = `build${b.item[0]?.toUpperCase()}${b.item.slice(1)}`;
    expect(b.commands.every((c) => c.type === type && c.seat === seat)).toBe(true);
  }
  for (const t of a.bankTrades)
    expect(t.commands.map((c) => [c.give, c.get])).toEqual(
      t.get.map((r) => [{ [t.give]: t.rate }, { [r]: 1 }]),
    );
  for (const m of a.shipMoves)
    expect(m.commands.map((c) => [c.from, c.to])).toEqual(m.to.map((to) => [m.from, to]));
  if (a.freeRoads)
    expect(a.freeRoads.commands.map((c) => [...c.edges, ...(c.ships ?? [])])).toEqual([
      ...a.freeRoads.roads.map((e) => [e]),
      ...a.freeRoads.ships.map((e) => [e]),
    ]);
  if (a.harborTurn) expect(a.harborTurn.commands.map((c) => c.faces)).toEqual(a.harborTurn.options);
  for (const t of a.robber ?? [])
    expect(t.commands.every((c) => c.type === 'moveRobber' && c.hex === t.hex)).toBe(true);
  for (const d of a.discards) expect(d.command.seat).toBe(d.seat);
  for (const p of a.pillage)
    expect(p.commands.map((c) => [c.seat, c.vertex])).toEqual(p.cities.map((v) => [p.seat, v]));
  for (const c of [a.roll, a.endTurn, a.buyDev?.command, a.sfStart, a.chooseCards?.command])
    if (c) expect(c.seat).toBe(seat);
  // Issue 29's entries: "nobody builds", the draw entered from the group's bag, the flight,
  // each Starfarers build and award (the item and award they stand for, this seat's).
  if (a.nobodyBuilds) expect(a.nobodyBuilds).toEqual({ type: 'endTurn', seat, rest: true });
  if (a.bagDraw) expect(a.bagDraw.command).toMatchObject({ type: 'drawHex', seat });
  if (a.decideOrder) expect(a.decideOrder.rolls).toEqual({ type: 'decideOrder', rolls: [] });
  const sf = a.starfarers;
  if (sf?.fly) expect(sf.fly).toEqual({ type: 'sfFly', seat });
  for (const b of sf?.builds ?? [])
    expect(b.command).toEqual({ type: 'sfBuild', seat, item: b.item, pay: {} });
  for (const w of sf?.awards ?? []) {
    if (w.up) expect(w.up).toEqual({ type: 'sfAward', seat, award: w.award, delta: 1 });
    if (w.down) expect(w.down).toEqual({ type: 'sfAward', seat, award: w.award, delta: -1 });
  }
}

/** The states after each board card the acting seat may play from its phone (progressCalled). */
function calledStates(s: GameState): GameState[] {
  const seat = s.turn.seat;
  const plays = legalActions(viewFor(s, seat), seat).progress?.plays ?? [];
  return plays.flatMap((p) => (p.call ? [act(s, p.call)] : []));
}

/** The states after a road building played from a phone, where the state allows one. */
function freeRoadStates(s: GameState): GameState[] {
  const call: Command = { type: 'playRoadBuilding', seat: s.turn.seat };
  if (!decide(s, call).ok) return [];
  const pending = act(s, call);
  const first = legalActions(viewFor(pending, 'table'), s.turn.seat).freeRoads?.roads[0];
  if (first === undefined) return [pending];
  return [pending, act(pending, { type: 'placeFreeRoads', seat: s.turn.seat, edges: [first] })];
}

const GAMES: readonly [RulesetId, number, string, Partial<GameOptions>][] = [
  ['base', 4, 'legal-a', {}],
  ['base', 3, 'legal-b', { dice: 'table', devDeck: 'table' }],
  ['base56', 6, 'legal-c', { betweenTurns: 'special-building-phase' }],
  ['base56', 5, 'legal-d', { betweenTurns: 'paired-players' }],
  ['mupp37', 4, 'legal-e', {}],
  ['intimate', 2, 'legal-f', {}],
  ['intimate', 2, 'legal-g', {}],
  ['starfarers', 4, 'legal-h', {}],
  // Cities and knights (previews): the event die, the barbarians' attacks and their losers.
  ['ck', 4, 'legal-i', {}],
  ['ck', 3, 'legal-j', { dice: 'deck' }],
  ['ck56', 5, 'legal-k', { betweenTurns: 'special-building-phase' }],
  ['ck56', 6, 'legal-l', { betweenTurns: 'paired-players' }],
  ['ck', 4, 'legal-m', { progressDeck: 'table' }],
];

/** States met that wait for a board card's spot (a phone's merchant, bishop, inventor …). */
let calledMet = 0;

describe('legalActions lists exactly what decide() accepts', () => {
  const all = new Set<string>();
  for (const [ruleset, n, seed, options] of GAMES)
    it(`${ruleset}, ${n} players, seed ${seed}`, () => {
      const cfg: GameConfig = config(ruleset, n, options, seed);
      const g = randomGame(cfg, 1200);
      const every = states(g.events, createGame(cfg));
      // Every state before play, then about 60 of the play: the whole run stays fast. And the
      // state before the first event of each type, so each kind of move the game made is met.
      const step = Math.max(1, Math.floor(every.length / 60));
      const firstOfType = new Map<string, number>();
      g.events.forEach((e, i) => {
        if (!firstOfType.has(e.type)) firstOfType.set(e.type, i);
      });
      const firsts = new Set(firstOfType.values());
      const sampled = every.filter((s, i) => s.phase !== 'play' || i % step === 0 || firsts.has(i));
      const tally: Tally = {
        states: 0,
        listedAccepted: 0,
        candidatesAccepted: 0,
        types: new Set(),
      };
      for (const s of sampled) {
        check(s, tally);
        // Road building from a phone: the free roads pending, then with one of them laid.
        for (const st of freeRoadStates(s)) check(st, tally);
        // A board card from a phone: the state that waits for its spot on the board.
        for (const st of calledStates(s)) {
          check(st, tally);
          calledMet++;
        }
      }
      for (const t of tally.types) all.add(t);
      expect(tally.states).toBeGreaterThan(20);
      expect(tally.listedAccepted).toBeGreaterThan(tally.states);
      expect(tally.candidatesAccepted).toBeGreaterThan(tally.states);
    });

  it('the sampled games met every kind of command', () => {
    expect(calledMet).toBeGreaterThan(0);
    expect([...all].sort()).toEqual(
      expect.arrayContaining([
        'buildCity',
        'buildRoad',
        'buildSettlement',
        'buildShip',
        'buyDev',
        'chooseCards',
        'decideOrder',
        'discard',
        'endTurn',
        'moveRobber',
        'moveShip',
        'pillageCity',
        'moveKnight',
        'chaseRobber',
        'improveCity',
        'buildWall',
        'hireKnight',
        'activateKnight',
        'promoteKnight',
        'placeFreeRoads',
        'playKnight',
        'playMonopoly',
        'playRoadBuilding',
        'playVictoryPoint',
        'playYearOfPlenty',
        'roll',
        'sfAward',
        'sfBuild',
        'sfFly',
        'sfStart',
        'tradeBank',
        'tradePlayer',
        'turnHarbor',
        'playProgress',
        'answerProgress',
        'discardProgress',
        'declareProgress',
      ]),
    );
  });
});

/** A 5–6 player state between turns: seat 0 has rolled and ended; `sbp` act in order. */
function between(options: Partial<GameOptions>, sbp: readonly Seat[]): GameState {
  const s = playState(config('base56', 6, options), {
    seat: 0,
    rolled: true,
    hands: { 3: { brick: 4, lumber: 1, wool: 1, grain: 1 } },
    dev: { 3: [{ card: 'monopoly', turn: 2 }] },
  });
  return { ...s, turn: { ...s.turn, sbp } };
}

describe('regressions: the screens once offered what the engine refused, or hid what it took', () => {
  it('regression (a): no trade in the special building phase (tablet offered it; decide refuses)', () => {
    const s = between({ betweenTurns: 'special-building-phase' }, [3, 4, 5, 1, 2]);
    for (const v of [viewFor(s, 'table'), viewFor(s, 3)]) {
      const a = legalActions(v, 3);
      expect(a.bankTrades).toEqual([]);
      expect(a.playerTrades).toBeNull();
      expect(a.dev.kinds).toEqual([]);
      expect(a.builds.map((b) => b.item)).toEqual(['road', 'settlement', 'city']);
      expect(a.endTurn).toEqual({ type: 'endTurn', seat: 3 });
    }
    const trade = { type: 'tradeBank', seat: 3, give: { brick: 4 }, get: { ore: 1 } } as const;
    // Its own words: only building here (regression: a trade was told "only the bank trades").
    expect(decide(s, trade)).toMatchObject({ ok: false, error: { code: 'ERR_BUILD_ONLY' } });
    const withPlayer = { ...trade, type: 'tradePlayer', with: 4 } as const;
    expect(decide(s, withPlayer)).toMatchObject({ ok: false, error: { code: 'ERR_BUILD_ONLY' } });
    // The paired player's turn: the bank trades, players do not.
    const p = between({ betweenTurns: 'paired-players' }, [3]);
    expect(decide(p, withPlayer)).toMatchObject({
      ok: false,
      error: { code: 'ERR_PLAYER_TRADE_FORBIDDEN' },
    });
  });

  it('“nobody builds”: one tap ends the special building phase for every seat left', () => {
    let s = between({ betweenTurns: 'special-building-phase' }, [3, 4, 5, 1, 2]);
    expect(legalActions(viewFor(s, 'table'), 3).nobodyBuilds).toEqual({
      type: 'endTurn',
      seat: 3,
      rest: true,
    });
    const e = only(s, { type: 'endTurn', seat: 3, rest: true });
    expect(e).toEqual({ type: 'turnEnded', seat: 3, next: 1, rest: true });
    s = evolve(s, e);
    expect(s.turn.sbp).toBeNull();
    expect(s.turn.seat).toBe(1);
    expect(s.turn.rolled).toBe(false);
    // The paired player's turn is one seat: no such tap there.
    const p = between({ betweenTurns: 'paired-players' }, [3]);
    expect(legalActions(viewFor(p, 'table'), 3).nobodyBuilds).toBeNull();
    expect(decide(p, { type: 'endTurn', seat: 3, rest: true })).toMatchObject({ ok: false });
  });

  it('regression (b): the paired player may play a card (tablet hid it; decide and the phone allow it)', () => {
    const s = between({ betweenTurns: 'paired-players' }, [3]);
    const table = legalActions(viewFor(s, 'table'), 3);
    expect(table.dev.kinds).toContain('monopoly');
    expect(table.bankTrades.find((t) => t.give === 'brick')?.rate).toBe(4);
    expect(table.playerTrades).toBeNull();
    const own = legalActions(viewFor(s, 3), 3);
    expect(own.dev.cards).toMatchObject([
      { card: 'monopoly', resources: ['lumber', 'wool', 'grain', 'brick', 'ore'] },
    ]);
    expect(own.bankTrades.find((t) => t.give === 'brick')?.lots).toBe(1);
    const mono = own.dev.cards?.[0];
    const ore = mono?.card === 'monopoly' ? mono.commands[4] : undefined;
    expect(ore).toEqual({ type: 'playMonopoly', seat: 3, resource: 'ore' });
    expect(ore && decide(s, ore).ok).toBe(true);
  });

  it('year of plenty: the tablet offers only the pairs the bank can give (it offered every resource)', () => {
    const s0 = playState(config('base', 4), {
      seat: 0,
      rolled: true,
      dev: { 0: [{ card: 'yearOfPlenty', turn: 0 }] },
    });
    // One ore and no brick left in the bank.
    const s = { ...s0, bank: { ...s0.bank, ore: 1, brick: 0 } };
    for (const v of [viewFor(s, 'table'), viewFor(s, 0)]) {
      const pairs = legalActions(v, 0).dev.yearOfPlentyPairs.map((p) => p.join('+'));
      expect(pairs).toContain('ore+wool');
      expect(pairs).toContain('wool+wool');
      expect(pairs).not.toContain('ore+ore');
      expect(pairs.some((p) => p.includes('brick'))).toBe(false);
    }
    expect(
      decide(s, { type: 'playYearOfPlenty', seat: 0, resources: ['ore', 'ore'] }),
    ).toMatchObject({ ok: false, error: { code: 'ERR_BANK_EMPTY' } });
    expect(decide(s, { type: 'playYearOfPlenty', seat: 0, resources: ['ore', 'wool'] }).ok).toBe(
      true,
    );
  });

  it('road building with one road left offers no second road (the tablet offered one decide refused)', () => {
    // Found by test/e2e/table-offered.test.ts: the second free road was refused ERR_NO_PIECES.
    const s0 = playState(config('base', 4), {
      seat: 0,
      rolled: true,
      settlements: { '0,0,N': 0 },
      roads: { '0,0,NE': 0 },
      dev: { 0: [{ card: 'roadBuilding', turn: 0 }] },
    });
    const ctx = contextOf(s0.config);
    const one = {
      ...s0,
      players: s0.players.map((p, i) =>
        i === 0 ? { ...p, roads: ctx.ruleset.pieces.roads - 1 } : p,
      ),
    };
    const first = freeRoadSpots(viewFor(one, 0), ctx, 0);
    expect(first.roads.length).toBeGreaterThan(0);
    const laid = { roads: [first.roads[0] as EdgeId] };
    expect(freeRoadSpots(viewFor(one, 0), ctx, 0, laid)).toEqual({ roads: [], ships: [] });
    // With two left, the second road may go next to the first, never on it.
    const second = freeRoadSpots(viewFor(s0, 0), ctx, 0, laid);
    expect(second.roads.length).toBeGreaterThan(0);
    expect(second.roads).not.toContain(laid.roads[0]);
    const two = [laid.roads[0] as EdgeId, second.roads[0] as EdgeId];
    expect(decide(one, { type: 'playRoadBuilding', seat: 0, edges: two })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_PIECES' },
    });
    expect(decide(one, { type: 'playRoadBuilding', seat: 0, edges: laid.roads }).ok).toBe(true);
  });

  it('a player trade asks nothing in return of a kind it gives (the tablet offered ore for ore)', () => {
    // Found by test/e2e/table-offered.test.ts: giving ore and asking ore was refused ERR_BAD_TRADE.
    const resources = ['lumber', 'brick', 'wool', 'grain', 'ore'];
    expect(returnLimits(resources, { ore: 1 }, null)).toEqual({
      lumber: Number.POSITIVE_INFINITY,
      brick: Number.POSITIVE_INFINITY,
      wool: Number.POSITIVE_INFINITY,
      grain: Number.POSITIVE_INFINITY,
      ore: 0,
    });
    expect(returnLimits(resources, { ore: 1, wool: 0 }, { ore: 3, wool: 2 })).toEqual({
      lumber: 0,
      brick: 0,
      wool: 2,
      grain: 0,
      ore: 0,
    });
    const s = playState(config('base', 4), {
      seat: 0,
      rolled: true,
      hands: { 0: { ore: 1 }, 1: { ore: 1, wool: 1 } },
    });
    const trade = (get: Record<string, number>) =>
      decide(s, { type: 'tradePlayer', seat: 0, with: 1, give: { ore: 1 }, get });
    expect(trade({ ore: 1 })).toMatchObject({ ok: false, error: { code: 'ERR_BAD_TRADE' } });
    expect(trade({ wool: 1 }).ok).toBe(true);
  });

  it('with every road out, Build road lists no spot (the tablet offered spots decide refused)', () => {
    // Found by test/e2e/table-offered.test.ts: a tap on a road spot was refused ERR_NO_PIECES.
    const s0 = playState(config('base', 4), {
      seat: 0,
      rolled: true,
      hands: { 0: { lumber: 1, brick: 1 } },
      settlements: { '0,0,N': 0 },
      roads: { '0,0,NE': 0 },
    });
    const pieces = contextOf(s0.config).ruleset.pieces.roads;
    const road = (s: GameState) =>
      legalActions(viewFor(s, 0), 0).builds.find((b) => b.item === 'road');
    const some = road(s0);
    expect(some?.spots.length).toBeGreaterThan(0);
    expect(some?.ready).toBe(true);
    const full = {
      ...s0,
      players: s0.players.map((p, i) => (i === 0 ? { ...p, roads: pieces } : p)),
    };
    expect(road(full)).toMatchObject({ spots: [], piecesLeft: 0, ready: false });
    expect(
      decide(full, { type: 'buildRoad', seat: 0, edge: some?.spots[0] as EdgeId }),
    ).toMatchObject({ ok: false, error: { code: 'ERR_NO_PIECES' } });
  });

  it('road building with every road out offers no road spot (the list offered spots decide refused)', () => {
    // Found by the bots drawing from legalActions: seat 1 had laid all 15 roads.
    const s0 = playState(config('base', 4), {
      seat: 0,
      rolled: true,
      settlements: { '0,0,N': 0 },
      roads: { '0,0,NE': 0 },
      dev: { 0: [{ card: 'roadBuilding', turn: 0 }] },
    });
    const pieces = contextOf(s0.config).ruleset.pieces.roads;
    const rb = (s: GameState) =>
      legalActions(viewFor(s, 0), 0).dev.cards?.find((c) => c.card === 'roadBuilding');
    // With roads in the box the card offers spots, and a spot is accepted as its first piece.
    const some = rb(s0);
    expect(some?.card === 'roadBuilding' && some.roads.length).toBeGreaterThan(0);
    const full = {
      ...s0,
      players: s0.players.map((p, i) => (i === 0 ? { ...p, roads: pieces } : p)),
    };
    expect(rb(full)).toMatchObject({ card: 'roadBuilding', roads: [], ships: [], count: 2 });
    const edge = some?.card === 'roadBuilding' ? (some.roads[0] as EdgeId) : ('0,0,E' as EdgeId);
    expect(decide(full, { type: 'playRoadBuilding', seat: 0, edges: [edge] })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_PIECES' },
    });
    expect(decide(full, { type: 'playRoadBuilding', seat: 0, edges: [] }).ok).toBe(true);
  });

  it('the tablet holds no hand: hand-bound answers are null, not guessed', () => {
    const s = between({ betweenTurns: 'paired-players' }, [3]);
    const a = legalActions(viewFor(s, 'table'), 4);
    expect(a.handKnown).toBe(false);
    expect(a.dev.cards).toBeNull();
    expect(legalActions(viewFor(s, 'table'), 3).bankTrades.every((t) => t.lots === null)).toBe(
      true,
    );
  });
});

describe('the build list: every priced item, ready or with what stands between', () => {
  const rich = { brick: 4, lumber: 4, wool: 4, grain: 4, ore: 4 };
  const blocks = (a: LegalActions) =>
    Object.fromEntries(a.buildList.map((l) => [l.item, [...l.blocked]]));

  it('another seat’s turn: nothing is ready, however rich the hand', () => {
    const s = playState(config('base', 4), { seat: 0, rolled: true, hands: { 1: rich } });
    const a = legalActions(viewFor(s, 1), 1);
    expect(a.builds).toEqual([]);
    expect(a.buildList.map((l) => l.ready)).toEqual([false, false, false, false]);
    expect(blocks(a)).toEqual({
      road: ['notNow'],
      settlement: ['notNow'],
      city: ['notNow'],
      devCard: ['notNow'],
    });
  });

  it('own turn, cards for all but no piece on the board: no spot, cards short shown', () => {
    const s = playState(config('base', 4), { seat: 0, rolled: true, hands: { 0: { ore: 3 } } });
    const a = legalActions(viewFor(s, 0), 0);
    expect(blocks(a)).toEqual({
      road: ['spot', 'cards'],
      settlement: ['spot', 'cards'],
      city: ['spot', 'cards'],
      devCard: ['cards'],
    });
    expect(a.buildList.find((l) => l.item === 'devCard')?.missing).toEqual({ wool: 1, grain: 1 });
  });

  it('the tablet does not know another seat’s cards: missing null, other blocks still said', () => {
    const s = playState(config('base', 4), { seat: 0, rolled: true, hands: { 1: rich } });
    const a = legalActions(viewFor(s, 'table'), 1);
    expect(a.buildList.every((l) => l.missing === null && l.ready === false)).toBe(true);
    expect(blocks(a).road).toEqual(['notNow']);
  });

  it('Starfarers prices nothing: the list is empty', () => {
    const s = playState(config('starfarers', 4), { seat: 0, rolled: true });
    expect(legalActions(viewFor(s, 0), 0).buildList).toEqual([]);
  });
});

describe('Starfarers: the seats Earth supplies with a roll', () => {
  // Seed 001: the roller, in its production phase, "må … trække et kort fra reserve-bunken".
  it('the roller only, under 9 VP; naming another seat is refused (regression: every seat)', () => {
    let s = act(createGame(config('starfarers', 3)), { type: 'decideOrder', first: 0 });
    for (const seat of [0, 1, 2])
      s = act(s, {
        type: 'sfStart',
        seat,
        colonies: [[PLANET], [PLANET]],
        spaceport: [PLANET],
      });
    const a = legalActions(viewFor(s, 'table'), 0);
    expect(a.roll).toEqual({ type: 'roll', seat: 0 });
    expect(a.supplySeats).toEqual([0]);
    expect(legalActions(viewFor(s, 'table'), 1).supplySeats).toBeNull();
    const roll = (supply: (string | null)[]) => decide(s, { type: 'roll', seat: 0, supply });
    expect(roll(['fuel', null, null]).ok).toBe(true);
    expect(roll([null, null, null]).ok).toBe(true);
    expect(roll(['fuel', 'fuel', 'fuel'])).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_CARDS' },
    });
  });

  it('edition 1 (old logs): every seat under 9 VP', () => {
    let s = act(createGame(config('starfarers', 3, { edition: 1 })), {
      type: 'decideOrder',
      first: 0,
    });
    for (const seat of [0, 1, 2])
      s = act(s, { type: 'sfStart', seat, colonies: [[PLANET], [PLANET]], spaceport: [PLANET] });
    expect(legalActions(viewFor(s, 'table'), 0).supplySeats).toEqual([0, 1, 2]);
  });

  it('island rulesets: null', () => {
    const s = playState(config('base', 4), { seat: 0 });
    expect(legalActions(viewFor(s, 0), 0).supplySeats).toBeNull();
  });
});
