// Reading real PDF bytes in tests: pages and sizes (pdf-lib), text (pdf-parse), pixels
// (Debian's pdftoppm at a known resolution, decoded with pngjs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import type { Board } from '../../lib/board/types';
import { kitBytes, type Plan, parseOptions, planKit } from '../../print';

export const ARTIFACTS = 'artifacts/print';

/** Plans and renders a kit; throws on a bad request (tests build valid ones). */
export async function kit(raw: object, board?: Board): Promise<{ plan: Plan; pdf: Buffer }> {
  const o = parseOptions(raw);
  if (!o.ok) throw new Error(o.error.message);
  const p = planKit(o.value, board);
  if (!p.ok) throw new Error(p.error.message);
  return { plan: p.value, pdf: await kitBytes(p.value) };
}

export async function pageSizes(pdf: Buffer): Promise<{ w: number; h: number }[]> {
  const d = await PDFDocument.load(pdf);
  return d.getPages().map((p) => {
    const { width, height } = p.getSize();
    return { w: width, h: height };
  });
}

/** The text of each page as pdf.js extracts it. */
export async function pageTexts(pdf: Buffer): Promise<string[]> {
  const p = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const r = await p.getText();
    return r.pages.map((x) => x.text);
  } finally {
    await p.destroy();
  }
}

/** How often a whole word occurs in a text. */
export const countWord = (text: string, word: string): number =>
  text.split(/[\s\t\n]+/).filter((w) => w === word).length;

export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Buffer;
  /** Pixels per millimetre. */
  readonly pxPerMm: number;
  /** The crop's top-left corner on the page, mm. */
  readonly x0: number;
  readonly y0: number;
}

/**
 * Renders one page (1-based) with pdftoppm at `dpi`, optionally only a crop given in mm;
 * `save` also keeps the PNG under artifacts/print/.
 */
export function render(
  pdf: Buffer,
  page: number,
  dpi: number,
  crop?: { x: number; y: number; w: number; h: number },
  save?: string,
  gray = false,
): Raster {
  const pxPerMm = dpi / 25.4;
  const args = ['-f', String(page), '-l', String(page), '-r', String(dpi), '-png', '-singlefile'];
  // As a black-and-white printer sees it.
  if (gray) args.push('-gray');
  if (crop) {
    args.push(
      '-x',
      String(Math.round(crop.x * pxPerMm)),
      '-y',
      String(Math.round(crop.y * pxPerMm)),
      '-W',
      String(Math.round(crop.w * pxPerMm)),
      '-H',
      String(Math.round(crop.h * pxPerMm)),
    );
  }
  // This pdftoppm cannot write to standard output: go through a scratch folder.
  const dir = mkdtempSync(join(tmpdir(), 'hexkeeper-print-'));
  let png: Buffer;
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    args.push(join(dir, 'in.pdf'), join(dir, 'out'));
    execFileSync('pdftoppm', args);
    png = readFileSync(join(dir, 'out.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (save) {
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(`${ARTIFACTS}/${save}.png`, png);
  }
  const img = PNG.sync.read(png);
  return {
    width: img.width,
    height: img.height,
    data: img.data,
    pxPerMm,
    x0: crop ? Math.round(crop.x * pxPerMm) / pxPerMm : 0,
    y0: crop ? Math.round(crop.y * pxPerMm) / pxPerMm : 0,
  };
}

/** Darkness 0 (white) … 255 (black) of a pixel. */
export function darkness(r: Raster, x: number, y: number): number {
  const i = (y * r.width + x) * 4;
  const v = ((r.data[i] ?? 255) + (r.data[i + 1] ?? 255) + (r.data[i + 2] ?? 255)) / 3;
  return 255 - v;
}

/** Whether a pixel is not paper white. */
export const inked = (r: Raster, x: number, y: number): boolean => darkness(r, x, y) > 24;

/**
 * The first and last inked positions along a line through the raster, in mm on the page,
 * at sub-pixel precision (the anti-aliased edge pixel counts by its darkness).
 */
export function extent(
  r: Raster,
  axis: 'x' | 'y',
  at: number,
): { from: number; to: number } | null {
  const n = axis === 'x' ? r.width : r.height;
  const fixed = Math.round((at - (axis === 'x' ? r.y0 : r.x0)) * r.pxPerMm);
  const d = (i: number) => (axis === 'x' ? darkness(r, i, fixed) : darkness(r, fixed, i));
  let first = -1;
  let last = -1;
  for (let i = 0; i < n; i++) {
    if (d(i) > 24) {
      if (first < 0) first = i;
      last = i;
    }
  }
  if (first < 0) return null;
  // Coverage of the edge pixels, judged against the darkest pixel just inside.
  const inner = Math.max(d(first + 1), d(first + 2), 1);
  const innerLast = Math.max(d(last - 1), d(last - 2), 1);
  const from = first + 1 - Math.min(1, d(first) / inner);
  const to = last + Math.min(1, d(last) / innerLast);
  const origin = axis === 'x' ? r.x0 : r.y0;
  return { from: origin + from / r.pxPerMm, to: origin + to / r.pxPerMm };
}

/** The text of the QR code on a page (1-based; the guide is page one), or null. */
export function pageQr(pdf: Buffer, page = 1, save?: string): string | null {
  const r = render(pdf, page, 150, undefined, save);
  const code = jsQR(
    new Uint8ClampedArray(r.data.buffer, r.data.byteOffset, r.data.length),
    r.width,
    r.height,
  );
  return code?.data ?? null;
}

/** Share of a raster's pixels that carry ink, 0…1. */
export function inkShare(r: Raster): number {
  let n = 0;
  for (let y = 0; y < r.height; y++) for (let x = 0; x < r.width; x++) if (inked(r, x, y)) n++;
  return n / (r.width * r.height);
}

/**
 * A render kept under artifacts/print/ for a look, as a test of what it shows: the whole page
 * at its size (pdf-lib's, at `dpi`), with ink on it but not a solid block. Returns the raster
 * and its ink share, for comparisons (an ink saver page carries less).
 */
export async function keptRender(
  pdf: Buffer,
  page: number,
  dpi: number,
  name: string,
  gray = false,
): Promise<{ raster: Raster; ink: number }> {
  const raster = render(pdf, page, dpi, undefined, name, gray);
  const size = (await pageSizes(pdf))[page - 1];
  if (!size) throw new Error(`${name}: no page ${page}`);
  expect(Math.abs(raster.width - (size.w / 72) * dpi), `${name}: width`).toBeLessThanOrEqual(2);
  expect(Math.abs(raster.height - (size.h / 72) * dpi), `${name}: height`).toBeLessThanOrEqual(2);
  const ink = inkShare(raster);
  expect(ink, `${name}: something is drawn`).toBeGreaterThan(0.0005);
  expect(ink, `${name}: not a solid block`).toBeLessThan(0.97);
  return { raster, ink };
}
