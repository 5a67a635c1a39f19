// The play mat read back from real PDF bytes: pages and their sizes per paper, a hex measured
// across a seam on a 300 dpi rendering, registration marks that show the same piece of board
// on neighbouring sheets, the sheet labels in the text layer, and bad options refused.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAPER_PT, type Plan, preparePrint } from '../../print';
import type { MatPlan, MatSheet } from '../../print/mat';
import { sampleBoard } from '../../print/sample';
import { keptRender, kit, pageSizes, pageTexts, type Raster, render } from './print-helpers';

const board = sampleBoard();
const matOf = (plan: Plan): MatPlan => {
  if (!plan.mat) throw new Error('no mat in the plan');
  return plan.mat;
};

/** The page (1-based) a sheet is printed on. */
const pageOf = (mat: MatPlan, s: MatSheet) => (mat.map ? 2 : 1) + mat.sheets.indexOf(s);

describe('pages per paper', () => {
  it.each([
    // paper, sheets (rows × columns), pages with the sheet map, landscape, page size in pt
    // A4: the sea frame's outer edge unprinted saves a column of sea slivers (2 × 4 before).
    ['a4', 2, 3, 7, false, PAPER_PT.a4],
    ['letter', 2, 3, 7, false, PAPER_PT.letter],
    ['a3', 2, 2, 5, true, PAPER_PT.a3],
    ['a2', 1, 2, 3, false, PAPER_PT.a2],
    ['a1', 1, 1, 1, false, PAPER_PT.a1],
  ] as const)(
    '%s: %i × %i sheets, %i pages, landscape %s',
    async (paper, rows, cols, pages, landscape, pt) => {
      const { plan, pdf } = await kit({ mat: true, paper }, board);
      const mat = matOf(plan);
      expect([mat.rows, mat.cols, mat.landscape]).toEqual([rows, cols, landscape]);
      const sizes = await pageSizes(pdf);
      expect(sizes).toHaveLength(pages);
      const size = landscape ? { w: pt.h, h: pt.w } : { w: pt.w, h: pt.h };
      for (const s of sizes) expect(s).toEqual(size);
    },
  );

  it('the orientation chosen needs no more sheets than any other', async () => {
    for (const paper of ['a4', 'letter', 'a3'] as const) {
      const { plan } = await kit({ mat: true, paper }, board);
      const mat = matOf(plan);
      const [W, H] = mat.rotated ? [mat.picture.h, mat.picture.w] : [mat.picture.w, mat.picture.h];
      const p = { a4: [210, 297], letter: [215.9, 279.4], a3: [297, 420] }[paper] as [
        number,
        number,
      ];
      const along = (len: number, area: number) =>
        len <= area ? 1 : 1 + Math.ceil((len - area) / (area - 10));
      for (const [pw, ph] of [
        [W, H],
        [H, W],
      ] as const)
        for (const [sw, sh] of [
          [p[0], p[1]],
          [p[1], p[0]],
        ] as const)
          expect(mat.rows * mat.cols).toBeLessThanOrEqual(along(pw, sw - 20) * along(ph, sh - 20));
    }
  });

  it('without the sea frame the mat is land and harbors only: fewer sheets', async () => {
    const { plan } = await kit({ mat: true, water: false }, board);
    const mat = matOf(plan);
    expect(mat.hexes).toHaveLength(19);
    expect(mat.harbors).toHaveLength(9);
    expect(mat.rows * mat.cols).toBe(6);
  });
});

/** Centre (page mm) of the pure-black line nearest `near` along row `y` (page mm). */
function blackLine(r: Raster, y: number, near: number, window = 3): number | null {
  const row = Math.round((y - r.y0) * r.pxPerMm);
  let sum = 0;
  let weight = 0;
  const from = Math.max(0, Math.round((near - window - r.x0) * r.pxPerMm));
  const to = Math.min(r.width - 1, Math.round((near + window - r.x0) * r.pxPerMm));
  for (let x = from; x <= to; x++) {
    const i = (row * r.width + x) * 4;
    const max = Math.max(r.data[i] ?? 255, r.data[i + 1] ?? 255, r.data[i + 2] ?? 255);
    // Black ink only: no terrain colour is this dark in every channel.
    const k = Math.max(0, 90 - max);
    sum += k * x;
    weight += k;
  }
  return weight > 0 ? r.x0 + (sum / weight + 0.5) / r.pxPerMm : null;
}

/**
 * A land hex cut by the seam between two sheets of a row, measured flat to flat (across) on
 * 300 dpi renders of both sheets, put together as the sheets are laid: by the crosshair they
 * share. Its left side to the crosshair on the left sheet, plus the crosshair to its right
 * side on the right sheet.
 */
async function measureAcrossSeam(raw: object) {
  const { plan, pdf } = await kit({ mat: true, ...raw }, board);
  const mat = matOf(plan);
  const m = mat.margin;
  const F = mat.R * Math.sqrt(3);
  for (const a of mat.sheets) {
    const b = mat.sheets.find((s) => s.row === a.row && s.col === a.col + 1);
    if (!b) continue;
    const hex = mat.hexes.find(
      (h) =>
        h.terrain !== 'sea' &&
        h.terrain !== 'desert' &&
        h.x - F / 2 > a.x + 5 &&
        h.x - F / 2 < b.x - 5 &&
        h.x + F / 2 > a.x + mat.area.w + 5 &&
        h.x + F / 2 < b.x + mat.area.w - 5 &&
        h.y > a.y + mat.R &&
        h.y < a.y + mat.area.h - mat.R,
    );
    const mark = a.marks.find((p) => b.marks.some((q) => q.x === p.x && q.y === p.y));
    if (!hex || !mark) continue;
    const render2 = (s: MatSheet, y: number) =>
      render(pdf, pageOf(mat, s), 300, { x: 0, y: y - 2, w: mat.page.w, h: 4 });
    // Along a row through the hex's upright sides, clear of its token and name.
    const y = m + hex.y - a.y + 0.4 * mat.R;
    const leftSide = blackLine(render2(a, y), y, m + hex.x - F / 2 - a.x);
    const rightSide = blackLine(render2(b, y), y, m + hex.x + F / 2 - b.x);
    // The crosshair's upright arm, below its ring.
    const ym = m + mark.y - a.y + 4;
    const markA = blackLine(render2(a, ym), ym, m + mark.x - a.x, 0.6);
    const markB = blackLine(render2(b, ym), ym, m + mark.x - b.x, 0.6);
    if (leftSide === null || rightSide === null || markA === null || markB === null)
      throw new Error('a line was not found');
    return {
      flat: markA - leftSide + (rightSide - markB),
      // Where the crosshair sits: the middle of the overlap strip at the sheet's right edge.
      markFromEdge: m + mat.area.w - markA,
      overlap: mat.overlap,
    };
  }
  throw new Error('no hex lies across a seam');
}

describe('true size across the seams', () => {
  it('on A4 a hex cut by a seam measures 79.0 ± 0.2 mm flat to flat', async () => {
    const r = await measureAcrossSeam({ paper: 'a4' });
    expect(r.flat).toBeGreaterThan(78.8);
    expect(r.flat).toBeLessThan(79.2);
    expect(Math.abs(r.markFromEdge - r.overlap / 2)).toBeLessThan(0.2);
  });

  it('the measurement sees a 1 % error: a 79.79 mm hex measures 79.8, not 79', async () => {
    const r = await measureAcrossSeam({ paper: 'a4', hex: 79.79 });
    expect(Math.abs(r.flat - 79.79)).toBeLessThan(0.2);
    expect(Math.abs(r.flat - 79)).toBeGreaterThan(0.5);
  });

  it('on Letter too, and with a 15 mm overlap', async () => {
    const letter = await measureAcrossSeam({ paper: 'letter' });
    expect(Math.abs(letter.flat - 79)).toBeLessThan(0.2);
    const wide = await measureAcrossSeam({ paper: 'a4', overlap: 15 });
    expect(Math.abs(wide.flat - 79)).toBeLessThan(0.2);
    expect(Math.abs(wide.markFromEdge - 7.5)).toBeLessThan(0.2);
  });
});

describe('registration marks', () => {
  it('every mark is on exactly the two sheets sharing its overlap strip', async () => {
    const { plan } = await kit({ mat: true }, board);
    const mat = matOf(plan);
    const key = (p: { x: number; y: number }) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`;
    const count = new Map<string, string[]>();
    for (const s of mat.sheets)
      for (const p of s.marks) count.set(key(p), [...(count.get(key(p)) ?? []), s.label]);
    // A4, 2 × 3 sheets: 2 vertical seams × 2 rows + 1 horizontal seam × 3 columns, two marks on each.
    expect(count.size).toBe(2 * (2 * 2 + 3));
    for (const labels of count.values()) expect(labels).toHaveLength(2);
  });

  it('neighbouring sheets print the same picture round each shared mark', async () => {
    const { plan, pdf } = await kit({ mat: true }, board);
    const mat = matOf(plan);
    const m = mat.margin;
    const crop = (s: MatSheet, p: { x: number; y: number }, dx = 0) =>
      render(pdf, pageOf(mat, s), 254, {
        x: m + p.x - s.x - 4 + dx,
        y: m + p.y - s.y - 4,
        w: 8,
        h: 8,
      });
    const diff = (a: Raster, b: Raster) => {
      let d = 0;
      for (let i = 0; i < Math.min(a.data.length, b.data.length); i++)
        d += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
      return d / a.data.length;
    };
    const [a, b] = [mat.sheets[0], mat.sheets[1]];
    if (!a || !b) throw new Error('two sheets expected');
    const shared = a.marks.filter((p) => b.marks.some((q) => q.x === p.x && q.y === p.y));
    expect(shared).toHaveLength(2);
    for (const p of shared) {
      const ca = crop(a, p);
      // The crosshair's centre is black on both sheets.
      const mid = (r: Raster) => {
        const i = ((r.height >> 1) * r.width + (r.width >> 1)) * 4;
        return Math.max(r.data[i] ?? 255, r.data[i + 1] ?? 255, r.data[i + 2] ?? 255);
      };
      const cb = crop(b, p);
      expect(mid(ca)).toBeLessThan(80);
      expect(mid(cb)).toBeLessThan(80);
      // Same pixels (within anti-aliasing), and clearly not when shifted by 1 mm.
      expect(diff(ca, cb)).toBeLessThan(3);
      expect(diff(ca, crop(b, p, 1))).toBeGreaterThan(3 * Math.max(1, diff(ca, cb)));
    }
  });
});

describe('words and renders', () => {
  it.each([
    ['en', 'B2 — row 2, column 2', 'overlap — glue here', 'Play mat — how the sheets go together'],
    ['sv', 'B2 — rad 2, kolumn 2', 'överlapp — limma här', 'Spelmatta — så passar arken ihop'],
    ['de', 'B2 — Reihe 2, Spalte 2', 'Überlappung — hier kleben', 'Spielplan — so gehören'],
    ['da', 'B2 — række 2, kolonne 2', 'overlap — lim her', 'Spilleplade — sådan passer'],
  ] as const)(
    '%s: the text layer carries the sheet labels, the strips and the map',
    async (lang, b2, glue, map) => {
      const { plan, pdf } = await kit({ mat: true, lang }, board);
      const mat = matOf(plan);
      const texts = await pageTexts(pdf);
      expect(texts[0]).toContain(map);
      for (const s of mat.sheets) {
        const text = texts[pageOf(mat, s) - 1] ?? '';
        expect(text).toContain(`${s.label} — `);
      }
      const sheetB2 = mat.sheets.find((s) => s.label === 'B2');
      if (!sheetB2) throw new Error('no B2');
      expect(texts[pageOf(mat, sheetB2) - 1]).toContain(b2);
      expect(texts[pageOf(mat, mat.sheets[0] as MatSheet) - 1]).toContain(glue);
    },
  );

  it('A1: one page, the whole board, no sheet map', async () => {
    const { pdf } = await kit({ mat: true, paper: 'a1' }, board);
    const texts = await pageTexts(pdf);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('Play mat');
    expect(texts[0]).not.toContain('row 1');
    await keptRender(pdf, 1, 20, 'mat-a1');
  });

  it('renders kept for a look: the sheet map and the sheets, in colour and in ink saver', async () => {
    const { pdf } = await kit({ mat: true }, board);
    const map = await keptRender(pdf, 1, 50, 'mat-a4-map');
    const b1 = await keptRender(pdf, 3, 50, 'mat-a4-sheet-B1');
    await keptRender(pdf, 7, 50, 'mat-a4-sheet-B2');
    const saver = await kit({ mat: true, inkSaver: true, water: false, lang: 'sv' }, board);
    const saverMap = await keptRender(saver.pdf, 1, 50, 'mat-a4-ink-saver-map', true);
    const saverA1 = await keptRender(saver.pdf, 2, 50, 'mat-a4-ink-saver-sheet-A1', true);
    // Ink saver, without water: less ink than the coloured mat, on the map and on a sheet.
    expect(saverMap.ink).toBeLessThan(map.ink);
    expect(saverA1.ink).toBeLessThan(b1.ink);
  });
});

describe('bad options are refused with words', () => {
  it.each([
    [{ mat: true }, undefined, 'ERR_NOTHING_TO_PRINT', 'a play mat needs a board'],
    [
      { mat: true, pieces: [{ id: 'token:6', count: 1 }] },
      board.share,
      'ERR_BAD_OPTION',
      'prints the board alone',
    ],
    [{ mat: true, calibration: true }, board.share, 'ERR_BAD_OPTION', 'prints the board alone'],
    // Regression: a complete game with a mat printed the mat alone, without a word.
    [{ mat: true, complete: 'base' }, board.share, 'ERR_BAD_OPTION', 'and the complete game'],
    [{ mat: true, complete: 'mupp37' }, undefined, 'ERR_BAD_OPTION', 'and the complete game'],
    [{ mat: true, overlap: 50 }, board.share, 'ERR_BAD_OPTION', 'overlap: expected 5–30 mm'],
    // Kit-only options are refused, not dropped (regression: crop marks asked for, none made).
    [{ mat: true, cropMarks: true }, board.share, 'ERR_BAD_OPTION', 'leave out cropMarks (they'],
    [{ mat: true, backs: 'fold' }, board.share, 'ERR_BAD_OPTION', 'leave out backs (they'],
    [{ mat: true, gap: 4 }, board.share, 'ERR_BAD_OPTION', 'leave out gap (they'],
    [{ mat: true, backX: 1.5 }, board.share, 'ERR_BAD_OPTION', 'leave out backX (they'],
    [{ mat: true, duplexTest: true }, board.share, 'ERR_BAD_OPTION', 'leave out duplexTest (they'],
    [{ mat: true, cutLines: false }, board.share, 'ERR_BAD_OPTION', 'leave out cutLines (they'],
    [{ mat: true, guide: false }, board.share, 'ERR_BAD_OPTION', 'leave out guide (they'],
    [
      { mat: true, bleed: 2, backBleed: 3, backY: -1 },
      board.share,
      'ERR_BAD_OPTION',
      'leave out bleed, backBleed, backY (they',
    ],
    [
      { mat: true, overlap: 'wide' },
      board.share,
      'ERR_BAD_OPTION',
      'overlap: expected a number of mm',
    ],
    [{ mat: 'maybe' }, board.share, 'ERR_BAD_OPTION', 'mat: expected true or false'],
    [{ mat: true, paper: 'a0' }, board.share, 'ERR_BAD_OPTION', 'accepted: a4, letter, a3, a2, a1'],
    [{ mat: true, hex: 200, margin: 40 }, board.share, 'ERR_TOO_MANY', 'at most 60'],
  ] as const)('%j', (raw, share, code, words) => {
    const r = preparePrint(raw, share ? { share } : undefined);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toContain(words);
  });
});

describe('the CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hexkeeper-mat-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cli = (args: string[]) =>
    spawnSync(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'cli/print.ts', ...args],
      { encoding: 'utf8', env: { ...process.env, HEXKEEPER_PUBLIC_URL: undefined } },
    );

  it('--mat --paper a3 writes the sheet map and 2 × 2 landscape sheets', async () => {
    const out = join(dir, 'mat.pdf');
    const r = cli(['--board', board.share, '--mat', '--paper', 'a3', '--out', out]);
    expect(r.stderr).toMatch(/^print: wrote .*mat\.pdf: 5 pages, a3, \d+ kB\n$/);
    expect(r.status).toBe(0);
    const sizes = await pageSizes(readFileSync(out));
    expect(sizes).toEqual(Array(5).fill({ w: PAPER_PT.a3.h, h: PAPER_PT.a3.w }));
  }, 60_000);

  it.each([
    [['--mat', '--out', 'x.pdf'], 'print: ERR_NOTHING_TO_PRINT: mat: a play mat needs a board'],
    [
      ['--board', board.share, '--mat', '--overlap', '40', '--out', 'x.pdf'],
      'print: ERR_BAD_OPTION: overlap: expected 5–30 mm',
    ],
    [
      ['--board', board.share, '--mat', '--piece', 'token:6', '--out', 'x.pdf'],
      'print: ERR_BAD_OPTION: mat: a play mat prints the board alone',
    ],
    [
      ['--board', board.share, '--mat', '--crop-marks', '--out', 'x.pdf'],
      'print: ERR_BAD_OPTION: mat: a play mat is one picture, with no backs, spacing or cutting; leave out cropMarks',
    ],
  ])(
    '%j exits 2: %s',
    (args, message) => {
      const r = cli(args);
      expect(r.status).toBe(2);
      expect(r.stderr.startsWith(message)).toBe(true);
    },
    60_000,
  );

  it('--help lists --mat, --overlap and the large papers', () => {
    const r = cli(['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('--mat');
    expect(r.stdout).toContain('--overlap <mm>');
    expect(r.stdout).toContain('a4|letter|a3|a2|a1');
  }, 60_000);
});
