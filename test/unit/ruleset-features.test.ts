// Each ruleset's features as a table of facts from ../shared/rules.md (seeds 000–004), and a
// guard that the engine and the screens read those features instead of stand-ins: a ruleset's
// id, a fixed board's kind, or the old GameContext `open` flag.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decide } from '@/lib/game';
import { createGame, setupQueue } from '@/lib/game/setup';
import { RULESET_IDS, RULESETS, type RulesetFeatures } from '@/lib/rules/rulesets';
import { DIGEST_RULESETS, type DigestRuleset, inCkDigest, quoted } from '../digest';
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
  commodities: null,
  setupCity: false,
  barbarians: null,
  knights: null,
  walls: null,
  improvements: null,
  progress: null,
} as const;

/** The rulesets with a row: those of the digest, and the previews (../shared/rules-cities-knights.md). */
/** The cities-and-knights rulesets (../shared/rules-cities-knights.md). */
const CK_IDS = ['ck', 'ck56'] as const;
type CkId = (typeof CK_IDS)[number];
const ROWS = [...DIGEST_RULESETS, ...CK_IDS] as const;

const FACTS: Readonly<Record<DigestRuleset | CkId, Row>> = {
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
  // rules-cities-knights.md: a settlement then a city at set-up, starting cards from the city;
  // paper (forest), cloth (pasture), coin (mountains), 12 of each in the box; 13 VP on one's
  // own turn; the base game's 7 (8+ cards discard) and compulsory steal.
  ck: {
    ...NONE,
    commodities: { of: { lumber: 'paper', wool: 'cloth', ore: 'coin' }, bank: 12, strictSpread: 2 },
    setupCity: true,
    barbarians: { steps: 7 },
    // "2 basic, 2 strong, 2 mighty. Hire: 1 wool + 1 ore. Activate: 1 grain. Promote: 1 wool + 1 ore."
    knights: {
      perLevel: 2,
      hire: { wool: 1, ore: 1 },
      activate: { grain: 1 },
      promote: { wool: 1, ore: 1 },
    },
    // "City wall: 2 brick … at most 3 per player and one per city; +2 to the 7-card limit each"
    walls: { max: 3, limit: 2, cost: { brick: 2 } },
    // "trade (paid in cloth), politics (coin), science (paper). Level n costs n"; the metropolis
    // "+2 VP", first to level 4, taken at 5; the fortress at politics 3.
    improvements: {
      paidIn: { trade: 'cloth', politics: 'coin', science: 'paper' },
      levels: 5,
      metropolisAt: 4,
      lockedAt: 5,
      metropolisVp: 2,
      fortressAt: 3,
      // "trading house: commodities 2:1 with the bank for any resource or commodity"
      tradingHouse: { at: 3, rate: 2 },
      // "aqueduct: when a production roll (not a 7) gives the player nothing, they take one resource"
      aqueductAt: 3,
    },
    // "Hand limit 4 (the two VP cards are shown at once and do not count)"
    progress: { handLimit: 4 },
    startRoll: { dice: 2 },
    setupOrder: 'snake',
    steal: 'compulsory',
    discardAt: 8,
    devPerTurn: 0,
    vpCardsCount: 'held',
    winTiming: 'own-turn',
    initialProduction: 'second-settlement',
    betweenTurns: [],
  },
  // The 5–6 extension: 18 of each commodity, and the base56 flow's between-turn building.
  ck56: {
    ...NONE,
    commodities: { of: { lumber: 'paper', wool: 'cloth', ore: 'coin' }, bank: 18, strictSpread: 6 },
    setupCity: true,
    barbarians: { steps: 7 },
    // "2 basic, 2 strong, 2 mighty. Hire: 1 wool + 1 ore. Activate: 1 grain. Promote: 1 wool + 1 ore."
    knights: {
      perLevel: 2,
      hire: { wool: 1, ore: 1 },
      activate: { grain: 1 },
      promote: { wool: 1, ore: 1 },
    },
    // "City wall: 2 brick … at most 3 per player and one per city; +2 to the 7-card limit each"
    walls: { max: 3, limit: 2, cost: { brick: 2 } },
    // "trade (paid in cloth), politics (coin), science (paper). Level n costs n"; the metropolis
    // "+2 VP", first to level 4, taken at 5; the fortress at politics 3.
    improvements: {
      paidIn: { trade: 'cloth', politics: 'coin', science: 'paper' },
      levels: 5,
      metropolisAt: 4,
      lockedAt: 5,
      metropolisVp: 2,
      fortressAt: 3,
      tradingHouse: { at: 3, rate: 2 },
      // "aqueduct: when a production roll (not a 7) gives the player nothing, they take one resource"
      aqueductAt: 3,
    },
    // "Hand limit 4 (the two VP cards are shown at once and do not count)"
    progress: { handLimit: 4 },
    startRoll: { dice: 2 },
    setupOrder: 'snake',
    steal: 'compulsory',
    discardAt: 8,
    devPerTurn: 0,
    vpCardsCount: 'held',
    winTiming: 'own-turn',
    initialProduction: 'second-settlement',
    betweenTurns: ['special-building-phase', 'paired-players'],
  },
};

/** The fact as the digest words it: what a quote of the digest must say for each value. */
const SAYS: { readonly [K in keyof Row]?: (v: Row[K]) => RegExp } = {
  ships: () => /Ships/,
  discovery: () => /discovery stack/,
  homeBases: () => /home base/,
  islandVp: (n) => new RegExp(`newly discovered island \\+${n}`),
  startRoll: (r) => (r.dice === 1 ? /rolls one die/ : /roll two dice/),
  setupOrder: (o) =>
    o === 'snake'
      ? /"snake"|snake placement/
      : o === 'alternate'
        ? /alternating/
        : /starts with 2 colonies/,
  steal: (s) => (s === 'optional' ? /may|får|må/ : /steals one random card/),
  harborSpacing: (n) => (n === 1 ? /exactly one sea hex separates/ : /never/),
  earthSupply: () => /Earth's supply/,
  starfarers: () => /colony 1, spaceport 2/,
  printedBoard: () => /board is fixed/,
  discardAt: (n) => new RegExp(`\\(${n} or more\\)|\\*\\*${n} or more\\*\\*|more than ${n - 1} `),
  devPerTurn: (n) =>
    n === 'any' ? /\*\*any number\*\* may be played/ : /at most one played per turn/,
  vpCardsCount: (c) => (c === 'played' ? /VP cards count once played/ : /may be revealed to win/),
  winTiming: (w) => (w === 'immediately' ? /ends the moment/ : /on their own turn/),
  initialProduction: (p) =>
    p === 'second-settlement'
      ? /\*second\* settlement/
      : p === 'both-settlements'
        ? /\*\*both\*\* initial settlements/
        : p === 'chosen-cards'
          ? /starts with any 3 resource cards/
          : /starts with 2 colonies/,
  betweenTurns: () => /"special building phase".*"paired players"/,
};

/** A value the digest need not state: the feature is absent. */
const absent = (v: unknown) =>
  v === false || v === 0 || v === null || (Array.isArray(v) && v.length === 0);

/** The digest's words for each fact of FACTS (../shared/rules.md), quoted. */
const QUOTES: Readonly<Record<DigestRuleset, Partial<Record<keyof Row, string>>>> = {
  base: {
    startRoll: 'Turn: roll two dice',
    setupOrder: 'then a second settlement and road in reverse order ("snake")',
    steal: 'and steals one random card from a player with a settlement or city on that hex',
    discardAt: 'Each player holding more than 7 cards (8 or more) returns half',
    devPerTurn: 'at most one played per turn',
    vpCardsCount: 'a victory point card may be revealed to win',
    winTiming: 'A player who has 10 or more on their own turn wins at once.',
    initialProduction: 'one resource from every terrain hex adjoining the *second* settlement',
  },
  base56: {
    startRoll: 'Turn: roll two dice',
    setupOrder: 'then a second settlement and road in reverse order ("snake")',
    steal: 'and steals one random card from a player with a settlement or city on that hex',
    discardAt: 'Each player holding more than 7 cards (8 or more) returns half',
    devPerTurn: 'at most one played per turn',
    vpCardsCount: 'a victory point card may be revealed to win',
    winTiming: 'A player who has 10 or more on their own turn wins at once.',
    initialProduction: 'one resource from every terrain hex adjoining the *second* settlement',
    betweenTurns:
      'the old rules have a "special building phase" (build only); newer editions replace it with "paired players". Offer both.',
  },
  mupp37: {
    startRoll: 'Set-up: everyone rolls one die, highest starts',
    setupOrder: 'snake placement as in the base game',
    // The digest says only "Then robber and steal."; the seed says "får" (may).
    steal: 'seed 000: Sedan får spelaren stjäla en godtycklig resursenhet',
    harborSpacing: 'so that exactly one sea hex separates each pair of harbors',
    discardAt: 'A 7: players holding **7 or more** cards discard half',
    devPerTurn: 'but after that **any number** may be played in one turn',
    vpCardsCount: 'VP cards count once played.',
    winTiming: 'the game ends the moment a player reaches the target',
    initialProduction: 'Each player then takes resources from **both** initial settlements',
  },
  intimate: {
    ships: 'Ships (wool + lumber) are built along sea edges',
    discovery: 'Everything else is the **discovery stack**',
    homeBases: "Each player's home base: 5 land hexes",
    islandVp: 'Extras: first settlement on each newly discovered island +1',
    setupOrder:
      'Each player lays the number tokens 4, 5, 8, 9, 10 on their own base, alternating with the other player.',
    initialProduction: 'Each starts with any 3 resource cards.',
  },
  starfarers: {
    earthSupply: "Earth's supply belongs to the **roller's** production phase",
    starfarers: 'VP: colony 1, spaceport 2, friendship token 2',
    printedBoard: 'The Starfarers board is fixed',
    setupOrder: 'Everyone starts with 2 colonies and 1 spaceport (4 VP).',
    steal: 'the roller may draw a random card from another player of their choice ("må")',
    discardAt: 'A 7: players with more than 7 resource cards give up half',
    winTiming: 'first to **15 VP** on their own turn',
    initialProduction: 'Everyone starts with 2 colonies and 1 spaceport (4 VP).',
  },
};

describe('FACTS against the rules digest (../shared/rules.md), not the definitions', () => {
  it.each(DIGEST_RULESETS)(
    '%s: each fact the digest states is quoted from it, and says it',
    (id) => {
      const row = FACTS[id];
      const quotes = QUOTES[id];
      const problems: string[] = [];
      for (const key of Object.keys(SAYS) as (keyof Row)[]) {
        const say = SAYS[key] as ((v: unknown) => RegExp) | undefined;
        if (!say) continue;
        const value = row[key];
        const q = quotes[key];
        if (q === undefined) {
          // Facts the digest leaves to the base game (Intimate's dice, steal …) are checked there.
          if (!absent(value) && !INHERITED.has(`${id}.${key}`))
            problems.push(`${key}: no quote for ${JSON.stringify(value)}`);
          continue;
        }
        if (!quoted(q)) problems.push(`${key}: not in the digest: "${q}"`);
        else if (!say(value).test(q))
          problems.push(`${key}: "${q}" does not say ${JSON.stringify(value)}`);
      }
      expect(problems).toEqual([]);
    },
  );
});

/**
 * The previews' facts against the cities-and-knights digest (../shared/rules-cities-knights.md):
 * each quote is that file's, word for word, and the row says what the quote says.
 */
const CK_QUOTES: readonly (readonly [string, (row: Row, id: CkId) => boolean])[] = [
  ['**Win at 13 VP**, on your own turn.', (r) => r.winTiming === 'own-turn'],
  ['No development cards and no largest army.', (r) => r.devPerTurn === 0],
  ['then (snake order) one **city** with a road', (r) => r.setupCity && r.setupOrder === 'snake'],
  [
    'paper (forest), cloth (pasture), coin (mountains); 12 of each in the box (18 with the 5–6 extension)',
    // strictSpread is the generator's bound (issue 33, docs/benchmarks.md), not a digest fact.
    (r, id) =>
      JSON.stringify(r.commodities?.of) ===
        JSON.stringify({ lumber: 'paper', wool: 'cloth', ore: 'coin' }) &&
      r.commodities?.bank === (id === 'ck56' ? 18 : 12),
  ],
  ['on the **7th step** it lands and attacks at once', (r) => r.barbarians?.steps === 7],
  [
    'Each player has 6 knights: 2 basic, 2 strong, 2 mighty. **Hire** a basic knight: 1 wool + 1 ore',
    (r) => r.knights?.perLevel === 2 && r.knights.hire.wool === 1 && r.knights.hire.ore === 1,
  ],
  [
    '**Activate**: 1 grain. **Promote** one level: 1 wool + 1 ore',
    (r) =>
      r.knights?.activate.grain === 1 &&
      r.knights.promote.wool === 1 &&
      r.knights.promote.ore === 1,
  ],
  [
    "City wall: 2 brick, under one of the player's cities, at most 3 per player",
    (r) => r.walls?.max === 3 && r.walls.cost.brick === 2,
  ],
  [
    "**The 7-card limit** is 7 plus 2 for each of the player's city walls.",
    (r) => r.walls?.limit === 2 && r.discardAt === 8,
  ],
  [
    '**trade** (paid in cloth), **politics** (coin), **science** (paper).',
    (r) =>
      JSON.stringify(r.improvements?.paidIn) ===
        JSON.stringify({ trade: 'cloth', politics: 'coin', science: 'paper' }) &&
      r.improvements?.levels === 5,
  ],
  [
    'trade — **trading house**: commodities 2:1 with the bank',
    (r) => r.improvements?.tradingHouse?.at === 3 && r.improvements.tradingHouse.rate === 2,
  ],
  [
    'politics — **fortress**: knights may be promoted to mighty',
    (r) => r.improvements?.fortressAt === 3,
  ],
  [
    'science — **aqueduct**: when a production roll (not a 7) gives the player nothing',
    (r) => r.improvements?.aqueductAt === 3,
  ],
  [
    '**Metropolis** (+2 VP on top of the city',
    (r) =>
      r.improvements?.metropolisVp === 2 &&
      r.improvements.metropolisAt === 4 &&
      r.improvements.lockedAt === 5,
  ],
];

describe('preview FACTS against the cities-and-knights digest, not the definitions', () => {
  it.each(CK_IDS)("%s: each quote is the digest's and the row says it", (id) => {
    const problems = CK_QUOTES.flatMap(([q, says]) =>
      !inCkDigest(q)
        ? [`not in the digest: "${q}"`]
        : says(FACTS[id], id)
          ? []
          : [`row does not say "${q}"`],
    );
    expect(problems).toEqual([]);
  });
});

/** Facts the digest states only for the base game, which this ruleset keeps ("as the base game"). */
const INHERITED = new Set([
  'intimate.startRoll',
  'intimate.steal',
  'intimate.discardAt',
  'intimate.devPerTurn',
  'intimate.vpCardsCount',
  'intimate.winTiming',
  'starfarers.startRoll',
  'starfarers.devPerTurn',
  'starfarers.vpCardsCount',
]);

describe('ruleset features (rules.md)', () => {
  it.each(ROWS)('%s declares its features', (id) => {
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
