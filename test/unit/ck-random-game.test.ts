// Cities and knights played to a winner by the random-game bots through the legal list
// (what `npm run game -- random --ruleset ck` prints), every game replaying from its game@1 log.

import { describe, expect, it } from 'vitest';
import type { GameOptions } from '@/lib/game';
import {
  createGame,
  decide,
  deepEqual,
  evolve,
  parseGameLog,
  randomGame,
  replayChecked,
  scoreOf,
  toGameLog,
} from '@/lib/game';
import type { RulesetId } from '@/lib/rules/rulesets';
import { config } from './game-helpers';

const GAMES: readonly [RulesetId, number, string, Partial<GameOptions>][] = [
  ['ck', 4, 'ck-a', {}],
  ['ck', 3, 'ck-b', { dice: 'deck' }],
  ['ck56', 5, 'ck-c', { betweenTurns: 'special-building-phase' }],
  ['ck56', 6, 'ck-d', { betweenTurns: 'paired-players' }],
  // The box's own progress cards: drawn unknown, declared on the phones (issue 33).
  ['ck', 4, 'ck-e', { progressDeck: 'table' }],
  ['ck56', 5, 'ck-f', { progressDeck: 'table' }],
];

describe.each(GAMES)('random legal %s game, %i players, seed %s', (ruleset, n, seed, options) => {
  const cfg = config(ruleset, n, options, seed);
  const g = randomGame(cfg);

  it('"Win at 13 VP, on your own turn"', () => {
    expect(g.state.phase).toBe('over');
    const w = g.state.winner;
    if (w === null) throw new Error('no winner');
    expect(scoreOf(g.state, w).true).toBeGreaterThanOrEqual(13);
    expect(w).toBe(g.state.turn.sbp?.[0] ?? g.state.turn.seat);
    // Nobody had 13 before the winning turn's last event.
  });

  it('"No development cards and no largest army"', () => {
    expect(g.events.some((e) => e.type === 'devBought')).toBe(false);
    expect(g.state.largestArmy.holder).toBeNull();
    expect(g.state.devDeck).toEqual([]);
  });

  it('its commands, decided again from the start, give the same events (a browser test sends them)', () => {
    let s = createGame(cfg);
    const again = [];
    for (const c of g.commands) {
      const d = decide(s, c);
      if (!d.ok) throw new Error(`${c.type}: ${d.error.message}`);
      for (const e of d.value) {
        s = evolve(s, e);
        again.push(e);
      }
    }
    expect(g.commands.length).toBeGreaterThan(100);
    expect(deepEqual(again, g.events)).toBe(true);
  });

  it('meets the barbarians: attacks, and cities pillaged by their owners', () => {
    const attacks = g.events.filter((e) => e.type === 'rolled' && e.attack);
    expect(attacks.length).toBeGreaterThan(0);
    expect(g.events.some((e) => e.type === 'cityPillaged')).toBe(true);
  });

  it('draws progress cards on gate faces and plays them', () => {
    expect(g.events.some((e) => e.type === 'rolled' && (e.progress?.length ?? 0) > 0)).toBe(true);
    expect(g.events.some((e) => e.type === 'progressPlayed')).toBe(true);
  });

  it('replays exactly from its game@1 document', () => {
    const doc = JSON.parse(JSON.stringify(toGameLog(cfg, g.events)));
    const parsed = parseGameLog(doc);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const r = replayChecked(parsed.value.config, parsed.value.events);
    if (!r.ok) throw new Error(`event ${r.error.index}: ${r.error.error.message}`);
    expect(deepEqual(r.value, g.state)).toBe(true);
  });
});
