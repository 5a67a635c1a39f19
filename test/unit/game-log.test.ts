// The game@1 document, checked replay, undo/redo, seat views and the dice modes.

import { describe, expect, it } from 'vitest';
import {
  createGame,
  current,
  decide,
  type Event,
  evolve,
  fold,
  formatSummary,
  type GameState,
  newHistory,
  parseGameLog,
  perform,
  randomGame,
  redo,
  replayChecked,
  scoreOf,
  summarize,
  toGameLog,
  undo,
  viewEvent,
  viewFor,
} from '@/lib/game';
import { config, hand, playState } from './game-helpers';

const cfg = config('base', 4, {}, 'log');
const game = randomGame(cfg, 400);

describe('game@1 documents', () => {
  it('round-trips: a written log parses back to the same configuration and events', () => {
    const doc = JSON.parse(JSON.stringify(toGameLog(cfg, game.events)));
    const r = parseGameLog(doc);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events).toEqual(game.events);
    expect(r.value.config.players).toEqual(cfg.players);
    expect(replayChecked(r.value.config, r.value.events).ok).toBe(true);
  });

  it.each([
    ['another format', { format: 'game@2' }, /format/],
    ['an unknown ruleset', { ruleset: 'chess' }, /ruleset/],
    ['too few players', { players: [{ name: 'A', color: 'red' }] }, /players/],
    [
      'too many players for the ruleset',
      { players: Array.from({ length: 5 }, () => ({ name: 'A', color: 'red' })) },
      /3–4 players/,
    ],
    ['no board for an island game', { board: null }, /needs a board/],
    [
      'an event of an unknown type',
      { events: [{ type: 'teleported', seat: 0 }] },
      /^event 1: ERR_LOG_FORMAT/,
    ],
    [
      'an event with a malformed id',
      { events: [{ type: 'roadBuilt', seat: 0, edge: '0,0,X', free: true }] },
      /^event 1: ERR_LOG_FORMAT: edge/,
    ],
  ] as const)('refuses %s', (_n, patch, message) => {
    const doc = { ...JSON.parse(JSON.stringify(toGameLog(cfg, []))), ...patch };
    const r = parseGameLog(doc);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});

describe('checked replay', () => {
  const ev = game.events;
  const firstBuy = ev.findIndex((e) => e.type === 'settlementBuilt' && !e.free);
  const firstRoll = ev.findIndex((e) => e.type === 'rolled');
  const firstPayout = ev.findIndex(
    (e) =>
      e.type === 'rolled' &&
      e.payout !== null &&
      e.payout.received.some((h) => Object.values(h).some((n) => n > 0)),
  );
  const notActive = ((fold(cfg, ev.slice(0, firstRoll)).turn.seat + 1) % 4) as number;
  const tamper = (i: number, f: (e: Event) => Event) => ev.map((e, k) => (k === i ? f(e) : e));
  it.each([
    [
      'a settlement on an occupied intersection',
      () =>
        tamper(firstBuy, (e) => ({ ...e, vertex: (ev[1] as { vertex: string }).vertex }) as Event),
      firstBuy + 1,
      'ERR_OCCUPIED',
    ],
    [
      'app dice changed after the fact',
      () => tamper(firstRoll, (e) => ({ ...e, dice: [6, 6] }) as Event),
      firstRoll + 1,
      'ERR_EVENT_MISMATCH',
    ],
    [
      'a payout inflated',
      () =>
        tamper(firstPayout, (e) =>
          e.type === 'rolled' && e.payout
            ? {
                ...e,
                payout: {
                  ...e.payout,
                  received: e.payout.received.map((h) => ({ ...h, ore: (h.ore ?? 0) + 1 })),
                },
              }
            : e,
        ),
      firstPayout + 1,
      'ERR_EVENT_MISMATCH',
    ],
    [
      'a turn ended out of turn',
      () => [...ev.slice(0, firstRoll), { type: 'turnEnded', seat: notActive, next: 0 } as Event],
      firstRoll + 1,
      'ERR_NOT_YOUR_TURN',
    ],
  ] as const)('stops at %s with its code', (_n, events, index, code) => {
    const r = replayChecked(cfg, events());
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.index, r.error.error.code]).toEqual([index, code]);
  });

  it('physical dice are taken as entered and checked (two faces 1–6)', () => {
    const s = playState(cfg, { rolled: false });
    expect(decide(s, { type: 'roll', seat: 0, dice: [7, 1] as never }).ok).toBe(false);
    const r = decide(s, { type: 'roll', seat: 0, dice: [2, 5] });
    expect(r.ok && r.value[0]).toMatchObject({ dice: [2, 5], source: 'table' });
  });

  it('the dice deck deals every combination once before reshuffling with 5 unseen', () => {
    const dcfg = config('base', 4, { dice: 'deck' }, 'deck');
    let s = playState(dcfg, { rolled: false });
    const seen: string[] = [];
    for (let i = 0; i < 31; i++) {
      const r = decide(s, { type: 'roll', seat: s.turn.seat });
      if (!r.ok) throw new Error(r.error.code);
      const e = r.value[0] as Extract<Event, { type: 'rolled' }>;
      expect(e.source).toBe('deck');
      seen.push(e.dice?.join('') ?? '');
      s = evolve(s, e);
      s = { ...s, turn: { ...s.turn, rolled: false, pending: null } };
    }
    expect(new Set(seen).size).toBe(31);
    expect(s.diceDeck).toHaveLength(36);
  });
});

describe('undo and redo', () => {
  const h = newHistory(cfg, game.events.slice(0, 60));
  it.each([1, 5, 60])('undo %i then redo the same is the identity', (n) => {
    const back = undo(h, n);
    expect(current(back)).toEqual(fold(cfg, game.events.slice(0, 60 - n)));
    expect(current(redo(back, n))).toBe(current(h));
  });
  it('undo past the start stops at the start; redo past the end stops at the end', () => {
    expect(current(undo(h, 1000))).toEqual(createGame(cfg));
    expect(redo(h, 5).cursor).toBe(60);
  });
  it('a new command after an undo drops the undone tail', () => {
    // The first turn's end that something followed: undo both, then end that turn again.
    const k = game.events.findIndex((e, i) => e.type === 'turnEnded' && i + 1 < game.events.length);
    const ended = game.events[k];
    if (ended?.type !== 'turnEnded') throw new Error('the sampled game ends no turn');
    const hk = newHistory(cfg, game.events.slice(0, k + 2));
    const back = undo(hk, 2);
    const undone = hk.events.slice(k);
    expect(undone).toHaveLength(2);
    // A legal command at version k: the same seat ends its turn again, and the undone tail
    // (that turn's end and what came after it) must not come back after it.
    const again = perform(back, { type: 'endTurn', seat: ended.seat });
    if (!again.ok) throw new Error(again.error.message);
    const after = again.value;
    // The log is the kept prefix and the new command's events, at version k …
    expect(after.events.slice(0, k)).toEqual(hk.events.slice(0, k));
    expect(after.events.slice(k)).toEqual([
      { type: 'turnEnded', seat: ended.seat, next: ended.next },
    ]);
    expect(after.events).toHaveLength(k + 1);
    expect(after.cursor).toBe(k + 1);
    expect(after.events).not.toContainEqual(undone[1]);
    // … and nothing is left to redo.
    expect(redo(after, 2)).toEqual(after);
  });
});

describe('seat views', () => {
  const s = playState(cfg, {
    hands: { 0: hand({ ore: 2 }), 1: hand({ wool: 3 }) },
    dev: { 2: [{ card: 'victoryPoint', turn: 1 }] },
  });
  it.each([0, 1, 2, 3])('seat %i sees its own hand and only counts of the others', (seat) => {
    const v = viewFor(s, seat);
    v.players.forEach((p, i) => {
      expect(p.hand === null).toBe(i !== seat);
      expect(p.dev === null).toBe(i !== seat);
      expect(p.handCount).toBe(i === 0 ? 2 : i === 1 ? 3 : 0);
      expect(p.devCount).toBe(i === 2 ? 1 : 0);
    });
  });

  it.each([
    // viewer, sees the stolen card?
    [0, true],
    [1, true],
    [2, false],
    ['table', false],
  ] as const)('a stolen card: viewer %s sees it: %s', (viewer, sees) => {
    const e: Event = {
      type: 'robberMoved',
      seat: 0,
      hex: '0,-1',
      victim: 1,
      stolen: 'wool',
      rng: [1, 2, 3, 4],
    };
    const seen = viewEvent(e, viewer);
    expect(seen).not.toHaveProperty('rng');
    expect((seen as { stolen: string | null }).stolen).toBe(sees ? 'wool' : null);
  });

  it("a bought development card is the buyer's secret", () => {
    const e: Event = { type: 'devBought', seat: 2, card: 'victoryPoint', source: 'app' };
    expect(viewEvent(e, 2)).toMatchObject({ card: 'victoryPoint' });
    expect(viewEvent(e, 0)).toMatchObject({ card: null });
  });

  it("a hidden victory point card shows in the owner's true score only", () => {
    const t: GameState = s;
    expect(viewFor(t, 0).players[2]?.dev).toBeNull();
  });
});

describe('the replay summary', () => {
  it('reports hands, buildings, scores, road, army, robber, bank and winner as the state has them', () => {
    const full = randomGame(cfg);
    const sum = summarize(full.state);
    expect(sum.winner).toBe(full.state.winner);
    sum.players.forEach((p, i) => {
      const sc = scoreOf(full.state, i);
      expect([p.publicVp, p.trueVp]).toEqual([sc.public, sc.true]);
      expect(p.hand).toEqual(full.state.players[i]?.hand);
      expect(p.settlements).toBe(full.state.players[i]?.settlements);
    });
    expect(sum.longestRoad.holder).toBe(full.state.longestRoad.holder);
    expect(sum.bank).toEqual(full.state.bank);
    const text = formatSummary(sum);
    expect(text).toMatch(/^base · over · turn \d+/);
    expect(text).toContain(`winner: P${sum.winner}`);
  });
});
