// The complete-game PDF in the print benchmark: the whole request as the route serves it
// (options, a fresh `fair` board searched from the seed, plan, render, bytes). Target: under
// 1 s and under 2 MB for the base game.
import { kitBytes, preparePrint } from '../../print';
import { ms, summary } from './stats';

const RUNS = 10;

async function measure(raw: object) {
  const once = async () => {
    const p = preparePrint(raw, undefined);
    if (!p.ok) throw new Error(p.error.message);
    return { pages: p.value.pages.length, bytes: (await kitBytes(p.value)).length };
  };
  for (let i = 0; i < 2; i++) await once();
  const times: number[] = [];
  // CPU time of this process too: on a shared, overloaded machine wall time includes waiting.
  const cpu: number[] = [];
  let last = { pages: 0, bytes: 0 };
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    last = await once();
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { ...last, s: summary(times), cpu: summary(cpu) };
}

/** Table rows (same columns as the print section's) and the verdict line. */
export async function completeRows(): Promise<{ rows: string[]; verdict: string }> {
  const found = [
    [
      `complete game, base (A4; fresh fair board, 95 + 25 cards, 100 seat pieces, rules page, 36 dice cards; ${RUNS} runs)`,
      await measure({ complete: 'base', seed: 'bench-night' }),
    ],
    [
      `complete game, 5–6 players (A4; ${RUNS} runs)`,
      await measure({ complete: 'base56', seed: 'bench-night' }),
    ],
  ] as const;
  const rows = found.map(
    ([name, r]) =>
      `| ${name} | ${r.pages} | ${(r.bytes / 1024).toFixed(0)} KB | ${ms(r.s.median)} | ${ms(r.s.p95)} | ${ms(r.s.max)} |`,
  );
  const b = found[0][1];
  const met = b.s.median < 1000 && b.bytes < 2 * 1024 * 1024;
  return {
    rows,
    verdict: `Target for the complete game (base): under 1 s and under 2 MB — measured ${ms(b.s.median)} ms (CPU ${ms(b.cpu.median)} ms) and ${(b.bytes / 1024).toFixed(0)} KB: ${met ? 'met' : '**not met**'}.`,
  };
}
