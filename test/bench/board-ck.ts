// Boards balanced for commodities (issue 33): strict on a cities-and-knights board (strict plus
// its definition's commodity-spread-max-N) against plain strict on the same boards' seeds, paired
// seed by seed: the commodity and draft spreads each side leaves, how often a board is found and
// meets every constraint, and the time per board.
import {
  type Balance,
  checkBalance,
  commoditySpreads,
  coreOf,
  draftSeats,
  fairness,
  generateBoard,
  PRESETS,
  presetFor,
} from '../../lib/board';
import type { RulesetId } from '../../lib/rules';
import { ms, summary } from './stats';

const CASES: [RulesetId, number, number][] = [
  ['ck', 4, 1_000],
  ['ck', 3, 500],
  ['ck56', 6, 200],
  ['ck56', 5, 200],
];

export async function run(): Promise<string> {
  const rows: string[] = [];
  for (const [ruleset, players, n] of CASES) {
    const ck = presetFor('strict', ruleset);
    const sides: [string, Balance][] = [
      ['plain strict', PRESETS.strict],
      [`strict + commodity-spread-max-${ck.commoditySpread}`, ck],
    ];
    for (let i = 0; i < 50; i++)
      for (const [, balance] of sides)
        generateBoard({ ruleset, balance, players, seed: `warm${i}` });
    const seats = draftSeats(players);
    const times: number[][] = sides.map(() => []);
    const com: number[][] = sides.map(() => seats.map(() => 0));
    const draft: number[] = sides.map(() => 0);
    const found = sides.map(() => 0);
    const met = sides.map(() => 0);
    const core = coreOf(ruleset);
    for (let i = 0; i < n; i++)
      for (let k = 0; k < sides.length; k++) {
        // Paired: both sides on one seed, one after the other, taking turns to go first.
        const j = (i + k) % sides.length;
        const [, balance] = sides[j] as [string, Balance];
        const t0 = performance.now();
        const r = generateBoard({ ruleset, balance, players, seed: `bench${i}` });
        (times[j] as number[]).push(performance.now() - t0);
        if (!r.ok) continue;
        found[j] = (found[j] ?? 0) + 1;
        if (checkBalance(r.value, ck, core).length === 0) met[j] = (met[j] ?? 0) + 1;
        commoditySpreads(r.value).forEach((c, x) => {
          (com[j] as number[])[x] = ((com[j] as number[])[x] ?? 0) + c.spread;
        });
        draft[j] = (draft[j] ?? 0) + fairness(r.value).draft.spread;
      }
    sides.forEach(([name], j) => {
      const t = summary(times[j] as number[]);
      const got = found[j] || 1;
      const cs = seats.map((s, x) => `${s}: ${(((com[j] as number[])[x] ?? 0) / got).toFixed(2)}`);
      rows.push(
        `| ${ruleset} | ${players} | ${name} | ${n} | ${cs.join(', ')} | ${((draft[j] ?? 0) / got).toFixed(2)} | ${((100 * (found[j] ?? 0)) / n).toFixed(1)}% | ${((100 * (met[j] ?? 0)) / n).toFixed(1)}% | ${ms(t.median)} | ${ms(t.p95)} | ${ms(t.p99)} |`,
      );
    });
  }
  return [
    '## Strict boards for cities and knights',
    '',
    "Strict on a `ck`/`ck56` board adds `commodity-spread-max-N` (its definition's `strictSpread`:",
    '2 on the 19-hex island, 6 on the 30-hex one at 5–6 seats, where four seat counts are judged);',
    'measured against plain strict on the same seeds in one run, each seed timed on both sides one',
    'after the other, taking turns to go first. Commodity spread: mean over the boards found, by',
    'seats (docs/board-format.md, "Commodities in the draft"); draft spread: at the board\'s players;',
    'found: seeds that gave a board; met: boards meeting every constraint of strict on that ruleset,',
    'commodities included (of all seeds). Milliseconds per `generateBoard` call, failures included.',
    '',
    '| ruleset | players | strict | seeds | mean commodity spread by seats | mean draft spread | found | met | median ms | p95 ms | p99 ms |',
    '|---|---:|---|---:|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}
