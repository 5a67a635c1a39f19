// The embedded font: Noto Sans (SIL OFL) from @fontsource/noto-sans, latin subset, which
// covers å ä ö æ ø ü ß and the typographic quotes. pdfkit embeds only the glyphs used.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const FILES = {
  regular: 'noto-sans-latin-400-normal.woff',
  bold: 'noto-sans-latin-700-normal.woff',
} as const;

const cache = new Map<keyof typeof FILES, Buffer>();

function locate(file: string): string[] {
  const out = [join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans', 'files', file)];
  try {
    out.push(createRequire(import.meta.url).resolve(`@fontsource/noto-sans/files/${file}`));
  } catch {
    // not resolvable from a bundle; the cwd path above is used
  }
  return out;
}

/** The font file's bytes (read once per process). */
export function fontBytes(weight: keyof typeof FILES): Buffer {
  const hit = cache.get(weight);
  if (hit) return hit;
  let last: unknown;
  for (const p of locate(FILES[weight])) {
    try {
      const b = readFileSync(p);
      cache.set(weight, b);
      return b;
    } catch (e) {
      last = e;
    }
  }
  throw new Error(`font ${FILES[weight]} not found (npm install?): ${String(last)}`);
}
