// `npx tsx test/bench/side.ts <before-dir>`: the engine's fold and the random-game bench of
// another checkout (e.g. main's commit, `git archive <commit> | tar -x -C <dir>`) and of this
// one, side by side in one process, interleaved round by round so that the load of a shared
// machine falls on both alike. Writes its section into docs/benchmarks.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { beginnerBoard } from '../fixtures/boards';
import { ms, summary } from './stats';

type Engine = typeof import('../../lib/game');

const beforeDir = process.argv[2];
if (!beforeDir || !existsSync(resolve(beforeDir, 'lib/game/index.ts'))) {
  process.stderr.write('usage: npx tsx test/bench/side.ts <before-dir> [label]\n');
  process.exit(2);
}
const label = process.argv[3] ?? 'before';
const before = (await import(resolve(beforeDir, 'lib/game/index.ts'))) as Engine;
const after = (await import('../../lib/game')) as Engine;

const config = (e: Engine, seed: string) => ({
  ruleset: 'base' as const,
  seed,
  players: ['red', 'blue', 'white', 'orange'].map((color, k) => ({ name: `P${k + 1}`, color })),
  board: beginnerBoard(),
  options: e.DEFAULT_OPTIONS,
});

// The fold's input: a 1,000-event base game (the same events for both sides).
const cfg = config(after, 'bench0');
let events = after.randomGame(cfg).events;
for (let i = 1; events.length < 1000 && i < 200; i++)
  events = after.randomGame(config(after, `bench${i}`)).events;
const foldCfg = cfg;
events = events.slice(0, 1000);

/** Random games to the end: four base games (legalActions per move, the bots, decide, evolve). */
const SEEDS = ['rg-a', 'rg-b', 'rg-c', 'rg-d'];
const randomGames = (e: Engine) => {
  let n = 0;
  for (const seed of SEEDS) n += e.randomGame(config(e, seed)).events.length;
  return n;
};
const eventsPlayed = randomGames(after);
if (randomGames(before) !== eventsPlayed) throw new Error('the two sides play different games');

// CPU time of this process (user + system), not wall time: on a machine shared with other
// helpers' builds, wall time mostly measures how long the process waited for a core.
const time = (f: () => void) => {
  const t0 = process.cpuUsage();
  f();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000;
};
const samples = {
  foldBefore: [] as number[],
  foldAfter: [] as number[],
  rgBefore: [] as number[],
  rgAfter: [] as number[],
};
// Warm-up, then rounds: each round times both sides of both, alternating which goes first.
for (let i = 0; i < 30; i++) {
  before.fold(foldCfg, events);
  after.fold(foldCfg, events);
}
const ROUNDS = Number(process.env.ROUNDS ?? 15);
for (let r = 0; r < ROUNDS; r++) {
  const order = r % 2 === 0 ? [before, after] : [after, before];
  for (const e of order) {
    const fold: number[] = [];
    for (let i = 0; i < 20; i++) fold.push(time(() => e.fold(foldCfg, events)));
    (e === before ? samples.foldBefore : samples.foldAfter).push(...fold);
    const rg = time(() => randomGames(e));
    (e === before ? samples.rgBefore : samples.rgAfter).push(rg);
  }
  process.stderr.write(`side: round ${r + 1}/${ROUNDS}\n`);
}

const cell = (xs: number[]) => {
  const s = summary(xs);
  return `${ms(s.median)} (${ms(s.p95)})`;
};
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const section = [
  '## Engine before and after issue 26 (side by side)',
  '',
  `Issue 26 made each legal entry carry its command and shared decide's turn checks with the legal list. \`npx tsx test/bench/side.ts <dir>\` loads the engine of ${label} (from <dir>) and of this checkout into one process and times them interleaved, ${ROUNDS} rounds, the side that goes first alternating, so a shared machine's load falls on both alike; times are the process's CPU time (user + system), as wall time on a loaded machine mostly measures waiting for a core. ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${cpu}, Node ${process.version}, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(
      ' / ',
    )} at the end (other helpers' builds and tests on the same machine). Median CPU ms, p95 in brackets:`,
  '',
  `| what | runs | ${label} | after |`,
  '|---|---|---|---|',
  `| fold (trusted), ${events.length} base events | ${samples.foldAfter.length} | ${cell(samples.foldBefore)} | ${cell(samples.foldAfter)} |`,
  `| random games: ${SEEDS.length} base games to the end, ${eventsPlayed} events (legal list, bots, decide, fold) | ${samples.rgAfter.length} | ${cell(samples.rgBefore)} | ${cell(samples.rgAfter)} |`,
].join('\n');

const heading = (s: string) => s.match(/^## .*$/m)?.[0] ?? '';
const doc = readFileSync('docs/benchmarks.md', 'utf8');
const parts = doc.split(/\n(?=## )/);
const i = parts.findIndex((p) => heading(p) === heading(section));
if (i >= 0) parts[i] = i < parts.length - 1 ? `${section}\n` : section;
else parts.push(`\n${section}`);
writeFileSync('docs/benchmarks.md', `${parts.join('\n').trimEnd()}\n`);
process.stdout.write(`${section}\n`);
