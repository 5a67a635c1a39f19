// Old share codes keep their boards: a digest (FNV-1a) of the boards of many seeds per code,
// taken before the search was made faster and h3 came (issue 17). A change to the generator
// that moves any of these boards must come with a new share code version instead.
import { describe, expect, it } from 'vitest';
import { boardFromShare } from '@/lib/board';

const LETTER: Record<string, string> = {
  forest: 'F',
  pasture: 'P',
  fields: 'G',
  hills: 'H',
  mountains: 'M',
  desert: 'D',
  sea: 'S',
};

/** A board as one line: land in laying order (terrain letter and token), then the harbors. */
function line(code: string): string {
  const r = boardFromShare(code);
  if (!r.ok) throw new Error(r.error.message);
  const land = r.value.hexes
    .filter((h) => h.terrain !== 'sea')
    .map((h) => `${LETTER[h.terrain]}${h.token ?? ''}`);
  const ports = r.value.hexes
    .filter((h) => h.harbor)
    .map((h) => `${h.harbor?.trade[0]}${h.harbor?.faces}`);
  return `${land.join(' ')}|${ports.join(' ')}`;
}

function fnv(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

describe('old share codes open the boards they always did', () => {
  it.each([
    // code without its seed, seeds g0 … g<N-1>, digest of their boards
    ['h2.base.spiral.strict.4', 300, '3b89f0eb'],
    ['h2.base.spiral.strict.3', 100, 'fefd448e'],
    ['h2.mupp37.spiral.strict.4', 100, 'ab7361b3'],
    ['h2.base56.spiral.strict.6', 40, '3e922bad'],
    ['h2.base56.spiral.strict.5', 30, '9a268ced'],
    ['h1.base.spiral.strict.4', 100, 'fefd448e'],
    ['h2.base.spiral.a-l-t2-c11-s-p2-w0.4', 100, '112753db'],
    ['h2.base.official.a-w2.4', 50, 'a775b7e5'],
    ['h1.base.spiral.fair.4', 200, '41cd62be'],
    ['h1.base56.spiral.fair.6', 100, 'befcc1be'],
    ['h1.base.spiral.none.4', 100, '04ca6a3e'],
    ['h1.base56.spiral.none.6', 100, '23bbc24e'],
    ['h1.mupp37.spiral.t3-c12.4', 100, '265ce020'],
    // h3 (draft-total-max-2 in strict): on 19 hexes the same boards as h2, on 30 its own.
    ['h3.base.spiral.strict.4', 300, '3b89f0eb'],
    ['h3.base56.spiral.strict.6', 40, 'acaab574'],
  ] as const)('%s (%i seeds)', (code, seeds, digest) => {
    let all = '';
    for (let i = 0; i < seeds; i++) all += `${line(`${code}.g${i}`)}\n`;
    expect(fnv(all)).toBe(digest);
  });

  it('one of them in full: a 6-player strict h2 board', () => {
    expect(line('h2.base56.spiral.strict.6.golden5')).toBe(
      'H6 F9 G12 P9 D P3 D P4 G11 H5 F10 M4 H2 G10 P5 G9 H12 G8 M2 H8 F3 M8 F4 M3 G5 P11 F6 P10 M6 F11' +
        '|b-3,3 o-3,1 w-3,0 a-1,-2 a0,-3 g2,-3 a2,-2 w2,0 a0,2 l-1,3 a-3,3',
    );
  });
});
