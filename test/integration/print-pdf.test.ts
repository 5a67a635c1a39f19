// The print kit read back from real PDF bytes: pages and their exact sizes, how many of each
// piece, the words in each language, true sizes measured on a pdftoppm rendering, the guide
// page's QR code, and duplex backs that land behind their fronts.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { boardLink, PAPER_PT } from '../../print';
import { sampleBoard } from '../../print/sample';
import {
  countWord,
  darkness,
  extent,
  inked,
  kit,
  pageSizes,
  pageTexts,
  render,
} from './print-helpers';

const board = sampleBoard();

describe('pages', () => {
  it.each([
    ['a4', 595.28, 841.89, 3],
    ['letter', 612, 792, 3],
    ['a3', 841.89, 1190.55, 1],
  ] as const)(
    '%s: every page is exactly %f × %f pt; 13 hexes take %i page(s)',
    async (paper, w, h, pages) => {
      expect(PAPER_PT[paper]).toEqual({ w, h });
      const { pdf } = await kit({ paper, pieces: [{ id: 'hex:forest', count: 13 }] });
      const sizes = await pageSizes(pdf);
      expect(sizes).toHaveLength(pages);
      for (const s of sizes) expect(s).toEqual({ w, h });
    },
  );

  it('a board kit: guide, 8 pages of hexes, a sheet of tokens with their lettered backs; blank backs behind the rest', async () => {
    const { plan, pdf } = await kit({ names: true }, board);
    const kinds = plan.pages.map((p) => p.kind);
    expect(kinds).toEqual([
      'guide',
      'blank',
      ...Array(8).fill(['front', 'blank']).flat(),
      'front',
      'back',
    ]);
    expect(await pageSizes(pdf)).toHaveLength(kinds.length);
  });
});

describe('pieces counted in the PDF text', () => {
  it('a mixed order has exactly what was asked for', async () => {
    const { pdf } = await kit({
      backs: 'none',
      pieces: [
        { id: 'token:6', count: 3 },
        { id: 'token:8', count: 2 },
        { id: 'token:11', count: 4 },
        { id: 'card:grain', count: 4 },
        { id: 'card:ore', count: 2 },
        { id: 'dev:knight', count: 3 },
        { id: 'hex:forest', count: 2 },
        { id: 'special:largestArmy', count: 1 },
      ],
    });
    const text = (await pageTexts(pdf)).join('\n');
    expect(countWord(text, '6')).toBe(3);
    expect(countWord(text, '8')).toBe(2);
    expect(countWord(text, '11')).toBe(4);
    expect(countWord(text, 'Grain')).toBe(4);
    expect(countWord(text, 'Ore')).toBe(2);
    expect(countWord(text, 'Knight')).toBe(3);
    expect(countWord(text, 'Forest')).toBe(2);
    expect(text.match(/Largest Army/g)).toHaveLength(1);
  });

  it('a board kit has each terrain and token of the board', async () => {
    const { plan, pdf } = await kit({ names: true }, board);
    const texts = await pageTexts(pdf);
    const fronts = texts.filter((_, i) => plan.pages[i]?.kind === 'front').join('\n');
    const terrains = {
      Forest: 'forest',
      Pasture: 'pasture',
      Fields: 'fields',
      Hills: 'hills',
      Mountains: 'mountains',
      Desert: 'desert',
      Sea: 'sea',
    } as const;
    for (const [word, terrain] of Object.entries(terrains)) {
      expect(countWord(fronts, word), word).toBe(
        board.hexes.filter((h) => h.terrain === terrain).length,
      );
    }
    // Each number is a token's value or a tile's laying-order number (print-guide.test.ts).
    for (const v of [2, 3, 4, 5, 6, 8, 9, 10, 11, 12]) {
      expect(countWord(fronts, String(v)), `token ${v}`).toBe(
        board.hexes.filter((h) => h.token === v).length +
          board.hexes.filter((h) => h.order === v).length,
      );
    }
    const backs = texts.filter((_, i) => plan.pages[i]?.kind === 'back').join('\n');
    for (const letter of 'ABCDEFGHIJKLMNOPQR') expect(countWord(backs, letter), letter).toBe(1);
  });
});

describe('languages', () => {
  const order = [
    { id: 'card:grain', count: 1 },
    { id: 'card:wool', count: 1 },
    { id: 'hex:fields', count: 1 },
    { id: 'hex:desert', count: 1 },
    { id: 'dev:yearOfPlenty', count: 1 },
    { id: 'special:largestArmy', count: 1 },
    { id: 'cost:intimate', count: 1 },
    { id: 'robber:standee', count: 1 },
  ];
  it.each([
    [
      'en',
      false,
      [
        'Grain',
        'Wool',
        'Fields',
        'Desert',
        'Year of Plenty',
        'Largest Army',
        'Building costs',
        'Ship',
        'Robber',
      ],
    ],
    [
      'sv',
      false,
      [
        'Säd',
        'Boskap',
        'Åker',
        'Öken',
        'Överflöd',
        'Största riddarstyrkan',
        'Byggkostnader',
        'Skepp',
        'Rövaren',
      ],
    ],
    ['sv', true, ['Vete', 'Får', 'Åker', 'Hus', 'Rånaren']],
    [
      'de',
      false,
      [
        'Getreide',
        'Wolle',
        'Ackerland',
        'Wüste',
        'Überfluss',
        'Größte Rittermacht',
        'Baukosten',
        'Straße',
        'Räuber',
      ],
    ],
    [
      'da',
      false,
      [
        'Korn',
        'Uld',
        'Kornmark',
        'Ørken',
        'Overflod',
        'Største hær',
        'Byggeomkostninger',
        'Bosættelse',
        'Røveren',
      ],
    ],
  ] as const)('%s (nicknames %s) prints its own words', async (lang, nicknames, words) => {
    const { pdf } = await kit({ lang, nicknames, calibration: true, pieces: order });
    const text = (await pageTexts(pdf)).join('\n');
    for (const w of words) expect(text, w).toContain(w);
  });
});

describe('true size, measured on a 1200 dpi rendering', () => {
  it.each([
    [{}, 79, 25.5],
    [{ hex: 70, token: 30 }, 70, 30],
    [{ scale: 1.2 }, 79 * 1.2, 25.5 * 1.2],
  ])(
    'sizes %j: hex %f mm flat to flat, token %f mm across (±0.2 mm)',
    async (sizes, hexMm, tokenMm) => {
      for (const cutLines of [false, true]) {
        const { plan, pdf } = await kit({
          ...sizes,
          cutLines,
          gap: 6,
          backs: 'none',
          pieces: [
            { id: 'hex:mountains', count: 1 },
            { id: 'token:5', count: 1 },
          ],
        });
        const placed = plan.pages[0]?.placed ?? [];
        for (const p of placed) {
          const cx = p.x + p.w / 2;
          const cy = p.y + p.h / 2;
          // Two thin strips through the centre, across and down.
          const row = render(pdf, 1, 1200, { x: p.x - 2.5, y: cy - 0.5, w: p.w + 5, h: 1 });
          const col = render(pdf, 1, 1200, { x: cx - 0.5, y: p.y - 2.5, w: 1, h: p.h + 5 });
          const across = extent(row, 'x', cy);
          const down = extent(col, 'y', cx);
          if (!across || !down) throw new Error('nothing drawn');
          if (p.id.startsWith('hex')) {
            // Pointy-top, as the tile lies on the board: flat to flat across.
            expect(
              Math.abs(across.to - across.from - hexMm),
              `hex flat-to-flat, cut lines ${cutLines}`,
            ).toBeLessThan(0.2);
            expect(Math.abs(down.to - down.from - (hexMm * 2) / Math.sqrt(3))).toBeLessThan(0.2);
          } else {
            expect(
              Math.abs(across.to - across.from - tokenMm),
              `token, cut lines ${cutLines}`,
            ).toBeLessThan(0.2);
            expect(Math.abs(down.to - down.from - tokenMm)).toBeLessThan(0.2);
          }
          // And where the plan says.
          expect(Math.abs(down.from - p.y)).toBeLessThan(0.2);
        }
      }
    },
  );

  it.each(['a4', 'letter'] as const)(
    '%s: the calibration square measures 100 × 100 mm',
    async (paper) => {
      const { pdf } = await kit({ paper, calibration: true });
      // Its top-left corner: the margin, and below the ruler (110 pt) and the 79 mm hex + 12 mm.
      const top = 10 + (110 * 25.4) / 72 + 79 + 12;
      // From 9 mm: the margin-test frames (2–8 mm in) are left out.
      const row = render(pdf, 1, 1200, { x: 9, y: top + 70 - 0.5, w: 105, h: 1 });
      const col = render(pdf, 1, 1200, { x: 30 - 0.5, y: top - 4, w: 1, h: 108 });
      const across = extent(row, 'x', top + 70);
      const down = extent(col, 'y', 30);
      if (!across || !down) throw new Error('no square');
      // Outer edge to outer edge of a 0.5 pt line: 100 mm + 0.18 mm.
      expect(Math.abs(across.to - across.from - 100)).toBeLessThan(0.2);
      expect(Math.abs(down.to - down.from - 100)).toBeLessThan(0.2);
      expect(Math.abs(across.from - 10)).toBeLessThan(0.2);
    },
  );
});

describe('the guide page', () => {
  it.each(['a4', 'letter'] as const)('on %s its QR code opens the same board', async (paper) => {
    const origin = 'https://hexkeeper.example';
    const { pdf } = await kit({ paper, origin }, board);
    const r = render(pdf, 1, 150, undefined, `guide-${paper}`);
    const code = jsQR(
      new Uint8ClampedArray(r.data.buffer, r.data.byteOffset, r.data.length),
      r.width,
      r.height,
    );
    expect(code?.data).toBe(`${origin}/board?b=${encodeURIComponent(board.share)}`);
    expect(code?.data).toBe(boardLink(board, origin));
  });
});

describe('duplex backs', () => {
  it('turned over the long edge, every back lies on its front', async () => {
    // Without the back bleed, back and front cover the same paper.
    const { plan, pdf } = await kit({
      backs: 'duplex',
      backBleed: 0,
      pieces: [
        { id: 'card:brick', count: 5 },
        { id: 'dev:monopoly', count: 2 },
        { id: 'token:9:C', count: 4 },
      ],
    });
    expect(plan.pages.map((p) => p.kind)).toEqual(['front', 'back']);
    const dpi = 50;
    const front = render(pdf, 1, dpi, undefined, 'duplex-front');
    const back = render(pdf, 2, dpi, undefined, 'duplex-back');
    const footer = Math.floor((plan.paper.h - plan.options.margin) * front.pxPerMm);
    let both = 0;
    let either = 0;
    for (let y = 0; y < footer; y++) {
      for (let x = 0; x < front.width; x++) {
        const f = inked(front, x, y);
        const b = inked(back, back.width - 1 - x, y);
        if (f && b) both++;
        if (f || b) either++;
      }
    }
    expect(either).toBeGreaterThan(1000);
    expect(both / either).toBeGreaterThan(0.97);
  });
});

describe('visual check: page one of each kind of sheet, kept in artifacts/print/', () => {
  it.each([
    ['calibration', { calibration: true }, false],
    ['board-guide', {}, true],
    ['board-hexes', { guide: false }, true],
    ['board-hexes-ink-saver', { guide: false, inkSaver: true }, true],
    ['board-hexes-bleed-crop-marks', { guide: false, bleed: 2, cropMarks: true }, true],
    ['harbor-pieces', { guide: false, water: false, pieces: [] }, true],
    [
      'cards',
      {
        backs: 'none',
        pieces: [
          { id: 'card:lumber', count: 2 },
          { id: 'card:wool', count: 2 },
          { id: 'card:grain', count: 2 },
          { id: 'card:brick', count: 2 },
          { id: 'card:ore', count: 1 },
        ],
      },
      false,
    ],
    [
      'dev-cards-sv',
      {
        lang: 'sv',
        backs: 'none',
        ruleset: 'mupp37',
        pieces: [
          { id: 'dev:knight', count: 2 },
          { id: 'dev:roadBuilding', count: 1 },
          { id: 'dev:yearOfPlenty', count: 1 },
          { id: 'dev:monopoly', count: 1 },
          { id: 'dev:victoryPoint', count: 4 },
        ],
      },
      false,
    ],
    [
      'cost-and-special-de',
      {
        lang: 'de',
        pieces: [
          { id: 'cost:base', count: 1 },
          { id: 'cost:intimate', count: 1 },
          { id: 'special:longestRoad', count: 1 },
          { id: 'special:largestArmy', count: 1 },
        ],
      },
      false,
    ],
    [
      'tokens-robber-track-da',
      {
        lang: 'da',
        pieces: [
          { id: 'token:2', count: 1 },
          { id: 'token:3', count: 2 },
          { id: 'token:6', count: 2 },
          { id: 'token:8', count: 2 },
          { id: 'token:12', count: 1 },
          { id: 'robber:standee', count: 1 },
          { id: 'robber:disc', count: 1 },
          { id: 'track:18', count: 1 },
          { id: 'harbor:any', count: 2 },
          { id: 'harbor:wool', count: 1 },
        ],
      },
      false,
    ],
    [
      'fold-and-glue',
      {
        backs: 'fold',
        pieces: [
          { id: 'card:ore', count: 3 },
          { id: 'dev:knight', count: 2 },
          { id: 'token:5:A', count: 4 },
        ],
      },
      false,
    ],
  ] as const)('%s', async (name, raw, withBoard) => {
    const { pdf } = await kit(raw, withBoard ? board : undefined);
    const page = name === 'harbor-pieces' ? (await pageSizes(pdf)).length : 1;
    const r = render(pdf, page, 60, undefined, name);
    let ink = 0;
    for (let y = 0; y < r.height; y += 4)
      for (let x = 0; x < r.width; x += 4) if (inked(r, x, y)) ink++;
    expect(ink).toBeGreaterThan(100);
  });
});

describe('odd sizes', () => {
  it.each([
    [{ cardW: 120, cardH: 40 }],
    [{ cardW: 30, cardH: 170 }],
    [{ costW: 200, costH: 40 }],
    [{ scale: 0.5 }],
    [{ scale: 2, paper: 'a3' }],
  ])('%j: text stays on its piece, the PDF has exactly the planned pages', async (sizes) => {
    const { plan, pdf } = await kit({
      ...sizes,
      margin: 0,
      pieces: [
        { id: 'dev:monopoly', count: 12 },
        { id: 'special:longestRoad', count: 3 },
        { id: 'cost:intimate', count: 2 },
      ],
    });
    expect(await pageSizes(pdf)).toHaveLength(plan.pages.length);
  });
});

describe('bleed and ink saver', () => {
  it('2 mm bleed: the art reaches 2 mm past the cut line on every side', async () => {
    const { plan, pdf } = await kit({
      bleed: 2,
      gap: 6,
      backs: 'none',
      pieces: [
        { id: 'hex:forest', count: 1 },
        { id: 'token:8', count: 1 },
      ],
    });
    for (const p of plan.pages[0]?.placed ?? []) {
      const cy = p.y + p.h / 2;
      const cx = p.x + p.w / 2;
      const row = render(pdf, 1, 1200, { x: p.x - 4, y: cy - 0.5, w: p.w + 8, h: 1 });
      const col = render(pdf, 1, 1200, { x: cx - 0.5, y: p.y - 4, w: 1, h: p.h + 8 });
      const down = extent(col, 'y', cx);
      const across = extent(row, 'x', cy);
      if (!down || !across) throw new Error('nothing drawn');
      expect(Math.abs(across.to - across.from - (p.w + 4)), p.id).toBeLessThan(0.2);
      // A (pointy-top) hex's corner-to-corner bleed grows by 2 mm / cos 30°.
      const tall = p.id.startsWith('hex') ? p.h + (4 * 2) / Math.sqrt(3) : p.h + 4;
      expect(Math.abs(down.to - down.from - tall), p.id).toBeLessThan(0.2);
    }
  });

  it('ink saver puts at most a quarter of the ink on a sheet of hexes and cards', async () => {
    const raw = {
      backs: 'none',
      pieces: [
        { id: 'hex:mountains', count: 2 },
        { id: 'hex:forest', count: 2 },
        { id: 'card:ore', count: 3 },
      ],
    };
    const ink = async (saver: boolean) => {
      const { pdf } = await kit({ ...raw, inkSaver: saver });
      const r = render(pdf, 1, 30, undefined, saver ? 'ink-saver' : 'ink-full');
      let sum = 0;
      for (let y = 0; y < r.height; y++) for (let x = 0; x < r.width; x++) sum += darkness(r, x, y);
      return sum;
    };
    const full = await ink(false);
    const saver = await ink(true);
    expect(saver / full).toBeLessThan(0.25);
  });
});

describe('discovery bags (Intimate Settlers)', () => {
  it('are printed with the board and counted on the guide page', async () => {
    const withBag = {
      ...board,
      discovery: {
        hexes: [
          { terrain: 'forest' as const },
          { terrain: 'sea' as const, harbor: 'any' as const },
        ],
        tokens: [5, 9],
      },
    };
    const { plan, pdf } = await kit({}, withBag);
    expect(plan.counts['hex:forest']).toBe(
      board.hexes.filter((h) => h.terrain === 'forest').length + 1,
    );
    expect(plan.counts['hex:sea:any']).toBe(
      board.hexes.filter((h) => h.harbor?.trade === 'any').length + 1,
    );
    expect(plan.counts['token:5']).toBe(1);
    const [guide] = await pageTexts(pdf);
    expect(guide).toContain('Discovery bags (printed in this kit): 2 hexes, 2 number tokens.');
  });
});
