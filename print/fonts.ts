// The embedded font: Noto Sans (SIL OFL) from @fontsource/noto-sans, latin subset, which
// covers å ä ö æ ø ü ß and the typographic quotes. pdfkit embeds only the glyphs used.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

const FILES = {
  regular: 'noto-sans-latin-400-normal.woff',
  bold: 'noto-sans-latin-700-normal.woff',
} as const;

const cache = new Map<keyof typeof FILES, Buffer>();

/** Where the font files may be: HEXKEEPER_FONT_DIR, the working folder's packages, ours. */
function candidates(file: string): string[] {
  const pkg = ['node_modules', '@fontsource', 'noto-sans', 'files', file];
  const out: string[] = [];
  if (process.env.HEXKEEPER_FONT_DIR) out.push(join(process.env.HEXKEEPER_FONT_DIR, file));
  out.push(join(/* turbopackIgnore: true */ process.cwd(), ...pkg));
  try {
    // Beside this source file (the CLI or tests run from another folder).
    out.push(
      join(/* turbopackIgnore: true */ dirname(fileURLToPath(import.meta.url)), '..', ...pkg),
    );
  } catch {
    // not a file URL inside a bundle
  }
  return out;
}

/**
 * Unpacks WOFF 1.0 into a plain TrueType file. fontkit can read WOFF itself, but inflates
 * every table with a JavaScript inflater for each new PDF; this does it once, natively.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF': already sfnt
  const n = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < n; i++) {
    const e = 44 + i * 20;
    const offset = woff.readUInt32BE(e + 4);
    const comp = woff.readUInt32BE(e + 8);
    const orig = woff.readUInt32BE(e + 12);
    const raw = woff.subarray(offset, offset + comp);
    tables.push({
      tag: woff.readUInt32BE(e),
      checksum: woff.readUInt32BE(e + 16),
      data: comp < orig ? inflateSync(raw) : raw,
    });
  }
  const pow = 2 ** Math.floor(Math.log2(n));
  const head = Buffer.alloc(12 + 16 * n);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(n, 4);
  head.writeUInt16BE(pow * 16, 6);
  head.writeUInt16BE(Math.log2(pow), 8);
  head.writeUInt16BE(n * 16 - pow * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    const r = 12 + i * 16;
    head.writeUInt32BE(t.tag, r);
    head.writeUInt32BE(t.checksum, r + 4);
    head.writeUInt32BE(offset, r + 8);
    head.writeUInt32BE(t.data.length, r + 12);
    const pad = (4 - (t.data.length % 4)) % 4;
    parts.push(t.data, Buffer.alloc(pad));
    offset += t.data.length + pad;
  });
  return Buffer.concat(parts);
}

/** The font as TrueType bytes (read and unpacked once per process). */
export function fontBytes(weight: keyof typeof FILES): Buffer {
  const hit = cache.get(weight);
  if (hit) return hit;
  const tried = candidates(FILES[weight]);
  let bytes: Buffer | undefined;
  for (const path of tried) {
    try {
      bytes = readFileSync(/* turbopackIgnore: true */ path);
      break;
    } catch {
      // try the next place
    }
  }
  if (!bytes)
    throw new Error(
      `font not found (run npm install, or set HEXKEEPER_FONT_DIR); looked in ${tried.join(', ')}`,
    );
  const b = woffToSfnt(bytes);
  cache.set(weight, b);
  return b;
}
