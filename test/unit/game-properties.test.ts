// Invariants over random legal games of every ruleset (fast-check picks the seeds): cards are
// conserved, nothing goes negative, pieces stay within limits, scores equal a recount, the
// log replays to the same state, undo-then-redo is the identity, a refused command changes
// nothing, and no seat's view holds another seat's secrets.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetweenTurns } from '@/lib/game';
import {
  type Command,
  current,
  decide,
  deepEqual,
  type Event,
  fold,
  type GameState,
  newHistory,
  RULE_CODES,
  randomGame,
  redo,
  replayChecked,
  SF_RACES,
  scoreOf,
  undo,
  viewEvent,
  viewFor,
} from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { total } from '@/lib/game/hand';
import { PROGRESS_CARD_IDS, PROGRESS_CARDS, PROGRESS_DECKS } from '@/lib/rules/progress-cards';
import type { Ruleset, RulesetId } from '@/lib/rules/rulesets';
import { config } from './game-helpers';

/** Independent recount of public VP from the pieces (no engine scoring code). */
function recountVp(s: GameState, seat: number): number {
  const ctx = contextOf(s.config);
  const p = s.players[seat];
  if (!p) return 0;
  if (p.sf) {
    const sf = p.sf;
    // Edition 2: a race's token to the most stations there, a tie to the lowest spot (seed 001).
    let tokens = 0;
    for (const race of SF_RACES) {
      const mine = sf.stations[race];
      if (mine.length === 0) continue;
      const beaten = s.players.some((q, i) => {
        const theirs = q.sf?.stations[race] ?? [];
        if (i === seat || theirs.length === 0) return false;
        return (
          theirs.length > mine.length ||
          (theirs.length === mine.length && Math.min(...theirs) < Math.min(...mine))
        );
      });
      if (!beaten) tokens++;
    }
    return (
      sf.colonies.reduce((a, c) => a + (c.spaceport ? 2 : 1), 0) +
      2 * tokens +
      sf.pirates +
      sf.ice +
      Math.floor(sf.fameRings / 2)
    );
  }
  let vp = 0;
  for (const b of s.buildings) if (b && b.seat === seat) vp += b.kind === 'city' ? 2 : 1;
  if (s.longestRoad.holder === seat) vp += ctx.ruleset.longestRoad?.vp ?? 0;
  if (s.largestArmy.holder === seat) vp += ctx.ruleset.largestArmy?.vp ?? 0;
  vp += p.vpPlayed + (p.island?.islands ?? 0);
  // Cities and knights: a Defender of Catan card is 1 VP.
  vp += s.barbarians?.defenders[seat] ?? 0;
  // A metropolis is +2 on top of its city.
  const m = s.improvements?.metropolises;
  if (m) vp += 2 * [m.trade, m.politics, m.science].filter((x) => x?.seat === seat).length;
  // Progress cards: "printer 1, constitution 1", and "the merchant 1".
  vp += s.progress?.shown[seat]?.length ?? 0;
  if (s.progress?.merchant?.seat === seat) vp += 1;
  return vp;
}

/** Cards of `card` in the box: a commodity's own count (cities and knights), else a resource's. */
function inBox(r: Ruleset, card: string): number {
  const c = r.features.commodities;
  return c && Object.values(c.of).includes(card) ? c.bank : r.bankPerResource;
}

function checkState(s: GameState): void {
  const ctx = contextOf(s.config);
  const r = ctx.ruleset;
  for (const res of ctx.resources) {
    if (r.bankPerResource > 0) {
      const inHands = s.players.reduce((a, p) => a + (p.hand[res] ?? 0), 0);
      expect(inHands + (s.bank[res] ?? 0)).toBe(inBox(r, res));
      expect(s.bank[res] ?? 0).toBeGreaterThanOrEqual(0);
    }
    for (const p of s.players) expect(p.hand[res] ?? 0).toBeGreaterThanOrEqual(0);
  }
  // Starfarers: the five spots of each home base are taken once each, from 1 up.
  for (const race of SF_RACES) {
    const spots = s.players.flatMap((p) => p.sf?.stations[race] ?? []).sort((a, b) => a - b);
    expect(spots).toEqual(spots.map((_, i) => i + 1));
  }
  s.players.forEach((p, seat) => {
    // Cities and knights: a pillaged city with no settlement piece left lies on its side as a
    // settlement (catan.com's C&K FAQ), so only settlements and cities together are bounded.
    if (r.features.barbarians)
      expect(p.settlements + p.cities).toBeLessThanOrEqual(r.pieces.settlements + r.pieces.cities);
    else expect(p.settlements).toBeLessThanOrEqual(r.pieces.settlements);
    expect(p.cities).toBeLessThanOrEqual(r.pieces.cities);
    expect(p.roads).toBeLessThanOrEqual(r.pieces.roads);
    // The ships slice is there exactly where the ruleset has ships.
    expect(p.sea !== null).toBe(r.features.ships);
    expect(s.sea !== null).toBe(r.features.ships);
    expect(p.sea?.ships ?? 0).toBeLessThanOrEqual(r.pieces.ships ?? 0);
    expect(s.buildings.filter((b) => b?.seat === seat && b.kind === 'settlement').length).toBe(
      p.settlements,
    );
    expect(s.buildings.filter((b) => b?.seat === seat && b.kind === 'city').length).toBe(p.cities);
    expect(s.roads.filter((o) => o === seat).length).toBe(p.roads);
    expect((s.sea?.ships ?? []).filter((o) => o === seat).length).toBe(p.sea?.ships ?? 0);
    if (r.features.islandVp === 0 && !r.features.homeBases)
      expect(scoreOf(s, seat).public).toBe(recountVp(s, seat));
  });
  // Progress cards: every one of the 54 is in a deck, a hand or shown, exactly as the box
  // counts them (a card played or discarded goes back under its deck).
  if (s.progress) {
    const p = s.progress;
    const all = [
      ...p.decks.science,
      ...p.decks.trade,
      ...p.decks.politics,
      ...p.hands.flat(),
      ...p.shown.flat(),
    ];
    for (const id of PROGRESS_CARD_IDS)
      expect(all.filter((c) => c === id).length).toBe(PROGRESS_CARDS[id].count);
    for (const deck of PROGRESS_DECKS)
      expect(p.decks[deck].every((c) => PROGRESS_CARDS[c].deck === deck)).toBe(true);
    // The VP cards are never held; a hand is over the limit only while it waits for a discard.
    expect(p.hands.flat().some((c) => c === 'printer' || c === 'constitution')).toBe(false);
  }
  // Development cards: deck + held + played never exceed the box.
  if (r.devDeck) {
    const box =
      r.devDeck.knight +
      r.devDeck.roadBuilding +
      r.devDeck.yearOfPlenty +
      r.devDeck.monopoly +
      r.devDeck.victoryPoint;
    const out = s.players.reduce((a, p) => a + p.dev.length + p.knights, 0);
    expect(s.devDeck.length + out).toBeLessThanOrEqual(box);
  }
}

function checkViews(s: GameState, events: readonly Event[]): void {
  s.players.forEach((_, k) => {
    const v = viewFor(s, k);
    const json = JSON.stringify(v);
    for (const secret of ['rng', 'devDeck', 'diceDeck', 'discovery'])
      expect(Object.keys(v)).not.toContain(secret);
    v.players.forEach((p, j) => {
      if (j === k) return;
      expect(p.hand).toBeNull();
      // Development cards go face up once the game is over (view.ts).
      expect(p.dev).toEqual(s.phase === 'over' ? s.players[j]?.dev : null);
    });
    // Changing another seat's secrets (same card count) leaves this seat's view unchanged.
    const other = (k + 1) % s.players.length;
    const o = s.players[other];
    if (o && total(o.hand) > 0) {
      const res = Object.keys(o.hand);
      const from = res.find((r) => (o.hand[r] ?? 0) > 0) ?? '';
      const to = res.find((r) => r !== from) ?? '';
      const moved = { ...o.hand, [from]: (o.hand[from] ?? 0) - 1, [to]: (o.hand[to] ?? 0) + 1 };
      const t: GameState = {
        ...s,
        players: s.players.map((p, i) => (i === other ? { ...p, hand: moved } : p)),
      };
      expect(JSON.stringify(viewFor(t, k))).toBe(json);
    }
  });
  for (const e of events) {
    for (let k = 0; k < s.players.length; k++) {
      const seen = viewEvent(e, k) as Record<string, unknown>;
      expect('rng' in seen).toBe(false);
      if (e.type === 'devBought' && e.seat !== k) expect(seen.card).toBeNull();
      if (e.type === 'rolled' && e.supply)
        e.supply.forEach((r, i) => {
          if (i !== k && r !== null) expect((seen.supply as unknown[])[i]).toBe('?');
        });
      if (
        (e.type === 'robberMoved' || e.type === 'knightPlayed' || e.type === 'stolen') &&
        e.seat !== k &&
        e.victim !== k
      )
        expect(seen.stolen).toBeNull();
    }
  }
}

const RUNS = process.env.GAME_PROPERTY_RUNS ? Number(process.env.GAME_PROPERTY_RUNS) : undefined;

const RULESETS: readonly [RulesetId, number, BetweenTurns][] = [
  ['base', 4, 'none'],
  ['base', 3, 'none'],
  ['mupp37', 4, 'none'],
  ['base56', 6, 'special-building-phase'],
  ['base56', 5, 'paired-players'],
  ['intimate', 2, 'none'],
  ['starfarers', 3, 'none'],
  ['ck', 4, 'none'],
  ['ck56', 6, 'special-building-phase'],
];

describe.each(RULESETS)(
  'random legal %s games with %i players (between turns: %s)',
  (ruleset, players, betweenTurns) => {
    it(
      'keep every invariant, replay exactly, undo/redo cleanly and refuse without change',
      () => {
        fc.assert(
          fc.property(fc.stringMatching(/^[a-z0-9]{1,8}$/), fc.nat(), (seed, pick) => {
            const cfg = config(ruleset, players, { betweenTurns }, seed);
            const g = randomGame(cfg, 3000);
            expect(g.state.phase === 'over' || g.events.length >= 3000).toBe(true);
            // Incremental states: check every 7th and the last.
            const h = newHistory(cfg, g.events);
            for (let i = 0; i < h.states.length; i += 7) checkState(h.states[i] as GameState);
            checkState(g.state);
            // Replay (trusted and checked) equals the incremental state.
            expect(deepEqual(fold(cfg, g.events), g.state)).toBe(true);
            const checked = replayChecked(cfg, g.events);
            expect(checked.ok).toBe(true);
            // Undo n then redo n is the identity; so is the fold of the kept prefix.
            const n = 1 + (pick % Math.max(1, g.events.length));
            const back = undo(h, n);
            expect(
              deepEqual(current(back), fold(cfg, g.events.slice(0, g.events.length - n))),
            ).toBe(true);
            expect(current(redo(back, n))).toBe(current(h));
            // A refused command leaves the state as it was.
            const mid = h.states[Math.floor(h.states.length / 2)] as GameState;
            const snapshot = structuredClone(mid);
            const wrongSeat = (mid.turn.seat + 1) % players;
            const bad: Command[] = [
              { type: 'roll', seat: wrongSeat },
              { type: 'buildCity', seat: wrongSeat, vertex: '0,0,N' },
              { type: 'tradeBank', seat: mid.turn.seat, give: { ore: 1 }, get: { grain: 5 } },
            ];
            for (const c of bad) {
              const r = decide(mid, c);
              expect(r.ok, JSON.stringify(c)).toBe(false);
              if (!r.ok) expect(RULE_CODES).toContain(r.error.code);
            }
            expect(deepEqual(mid, snapshot)).toBe(true);
            checkViews(g.state, g.events);
            checkViews(mid, g.events.slice(0, 50));
          }),
          // GAME_PROPERTY_RUNS=1000 runs a thousand games per row (minutes); the default keeps `npm test` quick.
          { numRuns: RUNS ?? 2, seed: 4 },
        );
      },
      RUNS ? 3_600_000 : 30_000,
    );
  },
);
