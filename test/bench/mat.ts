// Play mat benchmark: time and size of the base board as a play mat (median of 20 after a
// warm-up). Target: the A4 mat in under 1 s and under 2 MB.
import os from 'node:os';
import { generateBoard } from '../../lib/board';
import type { Board } from '../../lib/board/types';
import { kitBytes, pageCount, parseOptions, planKit, type RawOptions } from '../../print';
import { sampleBoard } from '../../print/sample';
import { ms, summary } from './stats';

const RUNS = 20;

async function measure(raw: RawOptions, board: Board) {
  const o = parseOptions({ mat: true, ...raw });
  if (!o.ok) throw new Error(o.error.message);
  const once = async () => {
    const p = planKit(o.value, board);
    if (!p.ok) throw new Error(p.error.message);
    const m = p.value.mat;
    return {
      pages: pageCount(p.value),
      sheets: m ? `${m.rows} × ${m.cols}${m.landscape ? ' landscape' : ''}` : '',
      bytes: (await kitBytes(p.value)).length,
    };
  };
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  // CPU time of this process too: on a shared, overloaded machine wall time includes waiting.
  const cpu: number[] = [];
  let last = { pages: 0, sheets: '', bytes: 0 };
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    last = await once();
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { ...last, s: summary(times), cpu: summary(cpu) };
}

export async function run(): Promise<string> {
  const board = sampleBoard();
  const rows: [string, Awaited<ReturnType<typeof measure>>][] = [
    ['base board with the sea frame, A4 (sheet map + sheets)', await measure({}, board)],
    ['base board, land and harbors only, A4', await measure({ water: false }, board)],
    ['base board, ink saver, A4', await measure({ inkSaver: true }, board)],
    ['base board, Letter', await measure({ paper: 'letter' }, board)],
    ['base board, A3', await measure({ paper: 'a3' }, board)],
    ['base board, A1 (one sheet)', await measure({ paper: 'a1' }, board)],
  ];
  const big = generateBoard({ ruleset: 'base56', seed: 'bench' });
  if (big.ok) rows.push(['5–6 players, A4', await measure({}, big.value)]);
  const load = os.loadavg()[0] ?? 0;
  const a4 = rows[0]?.[1];
  const verdict = a4
    ? `Target for the A4 play mat: under 1 s and under 2 MB — measured ${ms(a4.s.median)} ms (CPU ${ms(a4.cpu.median)} ms) and ${(a4.bytes / 1024).toFixed(0)} KB: ${a4.s.median < 1000 && a4.bytes < 2 * 1024 * 1024 ? 'met' : '**not met**'}.`
    : '';
  return [
    '## Play mat',
    '',
    `Plan + render + collect the PDF bytes of \`mat=true\` (\`print/mat.ts\`, \`print/mat-render.ts\`), ${RUNS} runs after 3 warm-ups. Each sheet draws only the hexes that reach it.`,
    '',
    '| PDF | sheets | pages | size | median ms | p95 ms | max ms | median CPU ms |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ([name, r]) =>
        `| ${name} | ${r.sheets} | ${r.pages} | ${(r.bytes / 1024).toFixed(0)} KB | ${ms(r.s.median)} | ${ms(r.s.p95)} | ${ms(r.s.max)} | ${ms(r.cpu.median)} |`,
    ),
    '',
    verdict,
    `Load average at the end of the run: ${load.toFixed(1)} on ${os.cpus().length} cores (a shared machine: above the core count, times are inflated).`,
  ].join('\n');
}
