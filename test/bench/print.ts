// Print kit benchmark: time and size of a full board kit and of a 95-card replacement deck
// (median of 20 after a warm-up). Target: a board kit in under 300 ms and under 1 MB.
import { generateBoard } from '../../lib/board';
import type { Board } from '../../lib/board/types';
import { kitBytes, parseOptions, planKit, type RawOptions } from '../../print';
import { sampleBoard } from '../../print/sample';
import { completeRows } from './print-complete';
import { ms, summary } from './stats';

const RUNS = 20;

async function measure(raw: RawOptions, board?: Board) {
  const o = parseOptions(raw);
  if (!o.ok) throw new Error(o.error.message);
  const once = async () => {
    const p = planKit(o.value, board);
    if (!p.ok) throw new Error(p.error.message);
    return { pages: p.value.pages.length, bytes: (await kitBytes(p.value)).length };
  };
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  let last = { pages: 0, bytes: 0 };
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    last = await once();
    times.push(performance.now() - t0);
  }
  return { ...last, s: summary(times) };
}

export async function run(): Promise<string> {
  const deck = ['lumber', 'wool', 'grain', 'brick', 'ore'].map((r) => ({
    id: `card:${r}`,
    count: 19,
  }));
  const rows: [string, Awaited<ReturnType<typeof measure>>][] = [
    [
      'board kit, base game (A4; guide + QR, 37 hexes, 18 lettered tokens with backs, robber)',
      await measure({}, sampleBoard()),
    ],
    [
      'board kit, base game, ink saver + 2 mm bleed + crop marks',
      await measure({ inkSaver: true, bleed: 2, cropMarks: true }, sampleBoard()),
    ],
  ];
  const big = generateBoard({ ruleset: 'base56', seed: 'bench' });
  if (big.ok) rows.push(['board kit, 5–6 players (A4)', await measure({}, big.value)]);
  rows.push(['95 resource cards with duplex backs (A4)', await measure({ pieces: deck })]);
  rows.push([
    '95 resource cards, fold-and-glue (A4)',
    await measure({ backs: 'fold', pieces: deck }),
  ]);
  const complete = await completeRows();
  const kit = rows[0]?.[1];
  const verdict = kit
    ? `Target for the board kit: under 300 ms and under 1 MB — measured ${ms(kit.s.median)} ms and ${(kit.bytes / 1024).toFixed(0)} KB: ${kit.s.median < 300 && kit.bytes < 1024 * 1024 ? 'met' : '**not met**'}.`
    : '';
  return [
    '## Print kit',
    '',
    `Plan + render + collect the PDF bytes (\`print/\`, pdfkit, Noto Sans embedded as a subset), ${RUNS} runs after 3 warm-ups.`,
    '',
    '| PDF | pages | size | median ms | p95 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ([name, r]) =>
        `| ${name} | ${r.pages} | ${(r.bytes / 1024).toFixed(0)} KB | ${ms(r.s.median)} | ${ms(r.s.p95)} | ${ms(r.s.max)} |`,
    ),
    ...complete.rows,
    '',
    verdict,
    '',
    complete.verdict,
  ].join('\n');
}
