// The board generator: time per board per ruleset, layout and balance preset over 10,000
// seeds (median, p95, p99, max), and how many seeds met every chosen constraint.
import { checkBalance, coreOf, generateBoard, PRESETS } from '../../lib/board';
import type { Layout, RulesetId } from '../../lib/rules';
import { ms, summary } from './stats';

const CASES: [RulesetId, Layout, keyof typeof PRESETS, number][] = [
  ['base', 'spiral', 'strict', 10_000],
  ['base', 'spiral', 'fair', 10_000],
  ['base', 'spiral', 'none', 10_000],
  ['base', 'official', 'fair', 10_000],
  ['base', 'official', 'none', 10_000],
  ['mupp37', 'spiral', 'strict', 10_000],
  ['base56', 'spiral', 'fair', 2_000],
  ['base56', 'spiral', 'strict', 1_000],
  ['intimate', 'intimate', 'none', 10_000],
];

export async function run(): Promise<string> {
  const rows: string[] = [];
  for (const [ruleset, layout, preset, n] of CASES) {
    // Warm-up on other seeds, so the JIT has compiled the search before timing.
    for (let i = 0; i < 200; i++)
      generateBoard({ ruleset, layout, balance: preset, seed: `warm${i}` });
    const times: number[] = [];
    let ok = 0;
    let met = 0;
    const core = coreOf(ruleset);
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      const r = generateBoard({ ruleset, layout, balance: preset, seed: `bench${i}` });
      times.push(performance.now() - t0);
      if (!r.ok) continue;
      ok++;
      if (checkBalance(r.value, PRESETS[preset], core).length === 0) met++;
    }
    const s = summary(times);
    rows.push(
      `| ${ruleset} | ${layout} | ${preset} | ${n} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${((100 * ok) / n).toFixed(2)}% | ${((100 * met) / n).toFixed(2)}% |`,
    );
  }
  return [
    '## Board generator',
    '',
    'Milliseconds per `generateBoard` call (Node, one thread), seeds `bench0` … `bench<N-1>`;',
    '"met" counts boards that the independent checker (`checkBalance`) finds meeting every chosen constraint.',
    '',
    '| ruleset | layout | balance | seeds | median ms | p95 ms | p99 ms | max ms | boards | met |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}
