// Each ruleset's features as a table of facts from ../shared/rules.md (seeds 000–004), and a
// guard that the engine and the screens read those features instead of stand-ins: a ruleset's
// id, a fixed board's kind, or the old GameContext `open` flag.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decide } from '@/lib/game';
import { createGame, setupQueue } from '@/lib/game/setup';
import { RULESET_IDS, RULESETS, type RulesetFeatures } from '@/lib/rules/rulesets';
import { config } from './game-helpers';

type Row = RulesetFeatures & {
  readonly discardAt: number;
  readonly devPerTurn: number | 'any';
  readonly vpCardsCount: 'held' | 'played';
  readonly winTiming: 'own-turn' | 'immediately';
  readonly initialProduction: string;
  readonly betweenTurns: readonly string[];
};

const NONE = {
  ships: false,
  discovery: false,
  homeBases: false,
  islandVp: 0,
  earthSupply: false,
  starfarers: false,
  printedBoard: false,
  harborSpacing: null,
} as const;

const FACTS: Readonly<Record<(typeof RULESET_IDS)[number], Row>> = {
  // Seeds 002/004: highest of two dice starts, snake set-up, second settlement pays, 8+ cards
  // discard, one dev card a turn, hidden VP cards count, win on one's own turn, must steal.
  base: {
    ...NONE,
    startRoll: { dice: 2 },
    setupOrder: 'snake',
    steal: 'compulsory',
    discardAt: 8,
    devPerTurn: 1,
    vpCardsCount: 'held',
    winTiming: 'own-turn',
    initialProduction: 'second-settlement',
    betweenTurns: [],
  },
  // rules.md, 5–6 players: as the base game, plus both kinds of between-turn building.
  base56: {
    ...NONE,
    startRoll: { dice: 2 },
    setupOrder: 'snake',
    steal: 'compulsory',
    discardAt: 8,
    devPerTurn: 1,
    vpCardsCount: 'held',
    winTiming: 'own-turn',
    initialProduction: 'second-settlement',
    betweenTurns: ['special-building-phase', 'paired-players'],
  },
  // Seed 000: one die each for the start, both settlements pay, 7+ cards discard, any number
  // of dev cards, VP cards count once played, win at once, one sea hex between harbors,
  // the roller "får" (may) steal.
  mupp37: {
    ...NONE,
    startRoll: { dice: 1 },
    setupOrder: 'snake',
    steal: 'optional',
    harborSpacing: 1,
    discardAt: 7,
    devPerTurn: 'any',
    vpCardsCount: 'played',
    winTiming: 'immediately',
    initialProduction: 'both-settlements',
    betweenTurns: [],
  },
  // Seed 003: home bases, discovery, ships, +1 per new island, set-up A B A B, 3 chosen cards.
  intimate: {
    ...NONE,
    ships: true,
    discovery: true,
    homeBases: true,
    islandVp: 1,
    startRoll: { dice: 2 },
    setupOrder: 'alternate',
    steal: 'compulsory',
    discardAt: 8,
    devPerTurn: 1,
    vpCardsCount: 'held',
    winTiming: 'own-turn',
    initialProduction: 'chosen-cards',
    betweenTurns: [],
  },
  // Seed 001: a printed board, colonies and spaceports, Earth's supply, more than 7 cards
  // discard, the roller "må" (may) draw a card, 15 VP on one's own turn.
  starfarers: {
    ...NONE,
    earthSupply: true,
    starfarers: true,
    printedBoard: true,
    startRoll: { dice: 2 },
    setupOrder: 'once',
    steal: 'optional',
    discardAt: 8,
    devPerTurn: 0,
    vpCardsCount: 'held',
    winTiming: 'own-turn',
    initialProduction: 'none',
    betweenTurns: [],
  },
};

describe('ruleset features (rules.md)', () => {
  it.each(RULESET_IDS)('%s declares its features', (id) => {
    const r = RULESETS[id];
    const row: Row = {
      ...r.features,
      discardAt: r.discardAt,
      devPerTurn: r.devPerTurn,
      vpCardsCount: r.vpCardsCount,
      winTiming: r.winTiming,
      initialProduction: r.initialProduction,
      betweenTurns: r.betweenTurns,
    };
    expect(row).toEqual(FACTS[id]);
  });

  it('the set-up order follows the feature: snake, alternate, once', () => {
    const order = [0, 1, 2];
    expect(setupQueue(config('base', 3), order)).toEqual([0, 1, 2, 2, 1, 0]);
    expect(setupQueue(config('intimate', 2), [1, 0])).toEqual([1, 0, 1, 0]);
    expect(setupQueue(config('starfarers', 3), order)).toEqual([0, 1, 2]);
  });

  it('the start roll uses the feature’s dice: one die in mupp37 (1–6), two in base (2–12)', () => {
    const sums = (id: 'base' | 'mupp37') => {
      const out: number[] = [];
      for (let k = 0; k < 20; k++) {
        const s = createGame(config(id, 4, {}, `start-${k}`));
        const r = decide(s, { type: 'decideOrder' });
        if (!r.ok) throw new Error(r.error.code);
        for (const ev of r.value)
          if (ev.type === 'orderDecided')
            for (const round of ev.rolls) for (const x of round) if (x !== null) out.push(x);
      }
      return out;
    };
    const one = sums('mupp37');
    expect(Math.max(...one)).toBeLessThanOrEqual(6);
    expect(Math.max(...sums('base'))).toBeGreaterThan(6);
  });
});

// ---------------------------------------------------------------- no stand-ins

const ROOTS = ['lib/game', 'lib/board', 'app'];
const STAND_INS: readonly [string, RegExp][] = [
  ['ctx.open (the old "open table" flag)', /\bctx\.open\b/],
  ["board.kind === 'fixed' (Starfarers by its board)", /\bkind\s*[!=]==\s*'fixed'/],
  [
    'a ruleset id compared',
    new RegExp(`\\bruleset(?:\\.id)?\\s*[!=]==\\s*'(?:${RULESET_IDS.join('|')})'`),
  ],
  ['Ruleset.extras', /\bextras\.includes\b/],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(n) ? [p] : [];
  });
}

describe('no stand-ins for ruleset features outside lib/rules', () => {
  // The board generator narrows the board definition's union to build it: that is its shape, not a rule.
  const allowed = new Set(['lib/board/generate.ts']);
  it.each(STAND_INS)('none reads %s', (_, re) => {
    const hits: string[] = [];
    for (const root of ROOTS)
      for (const f of sources(root)) {
        if (allowed.has(f)) continue;
        readFileSync(f, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (re.test(line)) hits.push(`${f}:${i + 1}: ${line.trim()}`);
          });
      }
    expect(hits).toEqual([]);
  });
});
