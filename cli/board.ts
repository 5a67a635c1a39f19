// npm run --silent board -- --ruleset base --seed abc [--layout spiral|official|intimate]
//   [--balance none|fair|strict|<constraint,constraint,…>] [--players N] [--json]
// npm run --silent board -- --ruleset base --count 1000 --stats [--balance strict]
// npm run --silent board -- --share h1.base.spiral.strict.4.abc --json
import { parseArgs } from 'node:util';
import {
  BALANCE_PRESETS,
  type Balance,
  balanceFromNames,
  CONSTRAINT_HELP,
  checkBalance,
  constraintNames,
  coreOf,
  fairness,
  generateBoard,
  PRESETS,
  parseShare,
  presetFor,
  SEED_HELP,
  SEED_RE,
} from '../lib/board';
import type { GenerateInput } from '../lib/board/generate';
import {
  BOARD_RULESET_IDS,
  isBoardRulesetId,
  LAYOUTS,
  type Layout,
  type RulesetId,
} from '../lib/rules';

// The rulesets the board face offers (their definitions' `boardFace`): the listed ones and the
// cities-and-knights previews, whose boards are balanced for commodities before the table takes them.
const USAGE = `usage: board --ruleset <${BOARD_RULESET_IDS.join('|')}> --seed <seed> [--layout <${LAYOUTS.join('|')}>]
             [--balance <none|fair|strict|name,name,…>] [--players N] [--json]
       board --share <code> [--json]
       board --ruleset <id> --count N --stats [--seed <prefix>] [--balance …]`;

function fail(reason: string): never {
  process.stderr.write(`board: ${reason}\n`);
  process.exit(2);
}

function parseFlags() {
  try {
    return parseArgs({
      options: {
        ruleset: { type: 'string' },
        seed: { type: 'string' },
        layout: { type: 'string' },
        balance: { type: 'string' },
        players: { type: 'string' },
        share: { type: 'string' },
        json: { type: 'boolean' },
        count: { type: 'string' },
        stats: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (e) {
    return fail(`${(e as Error).message.split('\n')[0]}\n${USAGE}`);
  }
}

function balanceOf(text: string | undefined, ruleset: RulesetId): Balance {
  if (text === undefined) return PRESETS.none;
  if ((BALANCE_PRESETS as readonly string[]).includes(text))
    return presetFor(text as keyof typeof PRESETS, ruleset);
  const r = balanceFromNames(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  if (!r.ok) return fail(`--balance: ${r.error}; or a preset: ${BALANCE_PRESETS.join(', ')}`);
  return r.value;
}

function intFlag(
  name: string,
  text: string | undefined,
  min: number,
  max: number,
): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    return fail(`--${name} "${text}" must be a whole number from ${min} to ${max}`);
  return Number(text);
}

const v = parseFlags();
if (v.help) {
  process.stdout.write(`${USAGE}\nconstraints: ${CONSTRAINT_HELP}\n`);
  process.exit(0);
}

let input: GenerateInput;
if (v.share !== undefined) {
  if (v.ruleset || v.seed || v.layout || v.balance || v.players)
    fail('--share already says ruleset, layout, balance, players and seed; give it alone');
  const s = parseShare(v.share);
  if (!s.ok) fail(`--share: ${s.error}`);
  input = s.value;
} else {
  if (!v.ruleset) fail(`--ruleset is required: one of ${BOARD_RULESET_IDS.join(', ')}`);
  if (!isBoardRulesetId(v.ruleset))
    fail(`--ruleset "${v.ruleset}" is not known; use one of ${BOARD_RULESET_IDS.join(', ')}`);
  if (v.layout !== undefined && !(LAYOUTS as readonly string[]).includes(v.layout))
    fail(`--layout "${v.layout}" is not known; use one of ${LAYOUTS.join(', ')}`);
  const count = intFlag('count', v.count, 1, 1_000_000);
  if (!v.stats && count !== undefined) fail('--count goes with --stats');
  if (v.stats && v.json) fail('--stats prints a summary; drop --json');
  const seed = v.seed ?? (v.stats ? 'stats' : undefined);
  if (seed === undefined) fail('--seed is required (or --share)');
  if (!SEED_RE.test(seed)) fail(`--seed "${seed.slice(0, 50)}" is not valid: use ${SEED_HELP}`);
  input = {
    ruleset: v.ruleset,
    seed,
    layout: v.layout as Layout | undefined,
    balance: balanceOf(v.balance, v.ruleset),
    players: intFlag('players', v.players, 2, 6),
  };
  if (v.stats) {
    stats(input, count ?? 1000);
    process.exit(0);
  }
}

const r = generateBoard(input);
if (!r.ok) fail(r.error.message);
if (v.json) {
  process.stdout.write(`${JSON.stringify(r.value)}\n`);
} else {
  const b = r.value;
  const f = fairness(b);
  const lines = [
    `share    ${b.share}`,
    `ruleset  ${b.ruleset}, ${b.layout} layout, ${b.players} players, balance ${b.balance.preset}`,
    `checks   ${b.balance.constraints.join(', ') || '(none)'}`,
    `land     ${b.hexes
      .filter((h) => h.terrain !== 'sea')
      .map((h) => `${h.terrain}${h.token ? ` ${h.token}` : ''}`)
      .join(' · ')}`,
    `pips     ${Object.entries(f.resourcePips)
      .map(([k, p]) => `${k} ${p}`)
      .join(', ')}`,
    `fairness ${f.score}/100; snake draft spread ${f.draft.spread} pips (${f.draft.seats.map((s) => s.pips).join(' / ')}); intersections ${f.intersectionMin}–${f.intersectionMax} pips`,
    ...(f.commodity
      ? [
          `commodity spread ${f.commodity.spread} pips of paper, cloth and coin (${f.commodity.seats.join(' / ')}); per seat count ${f.commodity.spreads.map((c) => `${c.seats}: ${c.spread}`).join(', ')}`,
        ]
      : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

function stats(base: GenerateInput, n: number) {
  const times: number[] = [];
  const all = presetFor('strict', base.ruleset);
  const names = constraintNames(all);
  const pass = new Map(names.map((c) => [c, 0]));
  const scores: number[] = [];
  const spreads: number[] = [];
  const commodity: number[] = [];
  let failures = 0;
  let firstError = '';
  const core = coreOf(base.ruleset);
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = generateBoard({ ...base, seed: `${base.seed}-${i}` });
    times.push(performance.now() - t0);
    if (!r.ok) {
      failures++;
      firstError ||= r.error.message;
      continue;
    }
    const broken = new Set(checkBalance(r.value, all, core).map((x) => x.constraint));
    for (const c of names) if (!broken.has(c)) pass.set(c, (pass.get(c) ?? 0) + 1);
    const f = fairness(r.value);
    scores.push(f.score);
    spreads.push(f.draft.spread);
    // The largest commodity spread over the seat counts judged (what commodity-spread-max bounds).
    if (f.commodity) commodity.push(Math.max(...f.commodity.spreads.map((c) => c.spread)));
  }
  const q = (xs: number[], p: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return (
      s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN
    );
  };
  const ok = n - failures;
  const out = [
    `boards   ${n} seeds "${base.seed}-0" … "${base.seed}-${n - 1}", ruleset ${base.ruleset}, layout ${base.layout ?? 'default'}, balance ${typeof base.balance === 'string' ? base.balance : constraintNames(base.balance ?? PRESETS.none).join(',') || 'none'}`,
    `failed   ${failures}${firstError ? ` (${firstError})` : ''}`,
    `time     median ${q(times, 50).toFixed(3)} ms, p95 ${q(times, 95).toFixed(3)} ms, p99 ${q(times, 99).toFixed(3)} ms, max ${Math.max(...times).toFixed(3)} ms`,
    'pass rates of every strict constraint (whether chosen or not):',
    ...names.map(
      (c) => `  ${c.padEnd(26)} ${ok ? ((100 * (pass.get(c) ?? 0)) / ok).toFixed(1) : '—'}%`,
    ),
    `fairness score  median ${q(scores, 50)}, p5 ${q(scores, 5)}, min ${Math.min(...scores)}`,
    `draft spread    median ${q(spreads, 50)} pips, p95 ${q(spreads, 95)}, max ${Math.max(...spreads)}`,
    ...(commodity.length
      ? [
          `commodity spread median ${q(commodity, 50)} pips, p95 ${q(commodity, 95)}, max ${Math.max(...commodity)} (largest over 3…players seats)`,
        ]
      : []),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}
