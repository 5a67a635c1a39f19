// `npm run bench`: runs every suite listed below and writes docs/benchmarks.md.
// Each suite returns a markdown section; figures are medians and percentiles of real runs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { SUITES } from './suites';

const only = process.argv.slice(2);
const sections: string[] = [];
for (const s of SUITES) {
  if (only.length && !only.includes(s.name)) continue;
  process.stderr.write(`bench: ${s.name} …\n`);
  const t0 = performance.now();
  sections.push(await s.run());
  process.stderr.write(
    `bench: ${s.name} done in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
  );
}
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const header = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` (do not edit by hand). Times are wall-clock in Node, measured with',
  '`performance.now()` after a warm-up; p95/p99 are nearest-rank percentiles.',
  '',
  `- date: ${new Date().toISOString()}`,
  `- machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}`,
  `- node: ${process.version}`,
  '',
].join('\n');
// Sections this run did not measure (another suite, or `npm run bench:server`) are kept in
// place; measured ones replace theirs, and new ones go at the end.
const heading = (section: string) => section.match(/^## .*$/m)?.[0] ?? '';
const byHeading = new Map(sections.map((x) => [heading(x), x] as const));
const old = existsSync('docs/benchmarks.md')
  ? readFileSync('docs/benchmarks.md', 'utf8')
      .split(/\n(?=## )/)
      .slice(1)
      .map((x) => x.trim())
  : [];
const merged = old.map((x) => byHeading.get(heading(x)) ?? x);
for (const x of sections) if (!old.some((y) => heading(y) === heading(x))) merged.push(x);
writeFileSync('docs/benchmarks.md', `${header}\n${merged.join('\n\n')}\n`);
process.stderr.write('bench: wrote docs/benchmarks.md\n');
