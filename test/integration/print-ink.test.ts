// The ink a file will use, said beside Download (print/ink.ts), against the darkness of the
// file itself rendered in greyscale: within 15 % for whole kits in colour and in ink saver;
// and ink saver uses a small part of it (the default complete game was about 11.6 A4 pages
// of solid black, with nothing pointing to ink saver).
import { describe, expect, it } from 'vitest';
import { kitBytes, type Plan, pageCount, preparePrint } from '../../print';
import { inkPages } from '../../print/ink';
import { render } from './print-helpers';

function plan(raw: object, board?: { share: string }): Plan {
  const p = preparePrint(raw, board);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** A4 pages of solid black in a rendered PDF (greyscale, 30 dpi). */
function measured(p: Plan, pdf: Buffer): number {
  let mm2 = 0;
  for (let i = 1; i <= pageCount(p); i++) {
    const r = render(pdf, i, 30, undefined, undefined, true);
    let d = 0;
    for (let k = 0; k < r.data.length; k += 4) d += (255 - (r.data[k] ?? 255)) / 255;
    mm2 += d / r.pxPerMm ** 2;
  }
  return mm2 / (210 * 297);
}

describe('the ink a file will use', () => {
  it.each([
    ['complete base game', { complete: 'base', seed: 'ink' }],
    ['complete base game, ink saver', { complete: 'base', seed: 'ink', inkSaver: true }],
    [
      'complete Intimate Settlers game on Letter',
      { complete: 'intimate', seed: 'ink', paper: 'letter' },
    ],
    ['complete cities and knights', { complete: 'ck', seed: 'ink' }],
    ['complete cities and knights, ink saver', { complete: 'ck', seed: 'ink', inkSaver: true }],
    [
      'a sheet of hexes and cards',
      {
        pieces: [
          { id: 'hex:forest', count: 6 },
          { id: 'card:ore', count: 9 },
        ],
      },
    ],
    [
      'a play mat of the base board on A4',
      { mat: true, share: 'h1.base.official.none.4.print-sample' },
    ],
  ])('%s: the estimate is within 15 %% of the render', async (_name, raw) => {
    const { share, ...rest } = raw as { share?: string };
    const p = plan(rest, share ? { share } : undefined);
    const got = measured(p, await kitBytes(p));
    const said = inkPages(p);
    expect(Math.abs(said - got) / got, `said ${said}, rendered ${got}`).toBeLessThan(0.15);
  });

  it('ink saver uses under a fifth of the ink of the complete base game', () => {
    const full = inkPages(plan({ complete: 'base', seed: 'ink' }));
    const saver = inkPages(plan({ complete: 'base', seed: 'ink', inkSaver: true }));
    expect(full).toBeGreaterThan(8);
    expect(saver / full).toBeLessThan(0.2);
  });
});
