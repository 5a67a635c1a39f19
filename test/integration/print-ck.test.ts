// The cities-and-knights print kit on real PDF bytes (issue 33): every piece of complete=ck and
// complete=ck56 counted from the PDF's text against ../shared/rules-cities-knights.md's
// numbers (quoted below); a progress card and a knight measured true size on a 1200 dpi
// pdftoppm render; the three progress decks told apart on greyscale renders; renders kept in
// artifacts/print/ for a look.
import { describe, expect, it } from 'vitest';
import { PROGRESS_DECK_NAMES, PROGRESS_WORDS } from '../../lib/i18n/progress-cards';
import { PROGRESS_CARD_IDS, PROGRESS_CARDS, PROGRESS_DECKS } from '../../lib/rules/progress-cards';
import { pawnLook } from '../../print/pawn-colour';
import { inCkDigest } from '../digest';
import { countWord, darkness, extent, keptRender, kit, pageTexts, render } from './print-helpers';

/** The expansion's box, from the digest (the quotes are checked below). */
const CK_BOX = {
  ck: { colours: 4, commodity: 12, defenders: 6 },
  ck56: { colours: 6, commodity: 18, defenders: 8 },
} as const;
const PER_COLOUR = { knightsPerLevel: 2, walls: 3 };
const STEPS = 7;

const QUOTES = [
  '54 cards in three decks of 18 (trade/yellow, politics/blue, science/green)',
  '12 of each in the box (18 with the 5–6 extension)',
  'Each player has 6 knights: 2 basic, 2 strong, 2 mighty',
  '(1 VP; 6 in the box, 8 with 5–6; points still count when they run out)',
  'Per colour: 5 settlements, 4 cities, 15 roads, 6 knights, 3 city walls. In the game: 3 metropolises (one per track), 1 merchant, the barbarian ship and track.',
  'on the **7th step** it lands and attacks at once',
  'Three tracks of 5 levels',
];

/** "roadBuilding" → "road building", as the digest writes a card. */
const words = (id: string) => id.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

describe('the numbers against the digest', () => {
  it.each(QUOTES)('quoted: %s', (q) => {
    expect(inCkDigest(q)).toBe(true);
  });

  it('each progress card’s count in lib/rules/progress-cards.ts is the digest’s', () => {
    const wrong = PROGRESS_CARD_IDS.filter(
      (id) => !inCkDigest(`${words(id)} ×${PROGRESS_CARDS[id].count}`),
    );
    expect(wrong).toEqual([]);
  });
});

/** Lines of the text of the pages of one kind. */
const linesOf = (texts: string[], kinds: string[], want: (k: string) => boolean) =>
  texts
    .filter((_, i) => want(kinds[i] ?? ''))
    .join('\n')
    .split('\n')
    .map((l) => l.trim());
const count = (text: string, re: RegExp) => [...text.matchAll(re)].length;

describe('complete=ck and complete=ck56: the expansion counted from the PDF text', () => {
  it.each(['ck', 'ck56'] as const)('%s', async (id) => {
    const box = CK_BOX[id];
    const { plan, pdf } = await kit({ complete: id, seed: 'ck-count' });
    const texts = await pageTexts(pdf);
    const kinds = plan.pages.map((p) => p.kind);
    expect(texts.length).toBe(kinds.length);
    const fronts = linesOf(texts, kinds, (k) => k === 'front');
    const backs = linesOf(texts, kinds, (k) => k === 'back');
    const front = fronts.join('\n');

    // Progress cards: each name as a phrase, not as the start of a longer name (Merchant,
    // Merchant fleet); the merchant piece prints "Merchant" once more. Text on one line may run
    // across the cards of a row, so phrases are counted, not lines.
    const names = PROGRESS_CARD_IDS.map((c) => PROGRESS_WORDS.en[c].name);
    const esc = (n: string) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const card of PROGRESS_CARD_IDS) {
      const name = PROGRESS_WORDS.en[card].name;
      const longer = names
        .filter((n) => n !== name && n.startsWith(`${name} `))
        .map((n) => `(?!${esc(n.slice(name.length))})`)
        .join('');
      const n = count(front, new RegExp(`(?<![\\w-])${esc(name)}(?![\\w-])${longer}`, 'g'));
      const piece = card === 'merchant' ? 1 : 0;
      expect(n - piece, card).toBe(PROGRESS_CARDS[card].count);
    }
    // Their backs: each deck's name and "Progress", 18 a deck.
    const back = backs.join('\n');
    for (const d of PROGRESS_DECKS)
      expect(countWord(back, PROGRESS_DECK_NAMES.en[d]), `${d} backs`).toBe(18);
    expect(countWord(back, 'Progress')).toBe(54);

    for (const c of ['Paper', 'Cloth', 'Coin']) expect(countWord(front, c), c).toBe(box.commodity);

    // Knights: "<initial> · <level>" and "active" on the front, "inactive" on the back.
    for (let seat = 1; seat <= 6; seat++) {
      const initial = pawnLook(seat, 'en').initial;
      for (const level of ['Basic', 'Strong', 'Mighty'])
        expect(
          count(front, new RegExp(`\\b${initial} · ${level}\\b`, 'g')),
          `${seat} ${level}`,
        ).toBe(seat <= box.colours ? PER_COLOUR.knightsPerLevel : 0);
      expect(count(front, new RegExp(`\\b${initial} City wall \\+2`, 'g')), `${seat} walls`).toBe(
        seat <= box.colours ? PER_COLOUR.walls : 0,
      );
    }
    expect(countWord(front, 'active')).toBe(6 * box.colours);
    expect(countWord(back, 'inactive')).toBe(6 * box.colours);

    expect(count(front, /Metropolis \+2 VP/g)).toBe(3);
    expect(countWord(front, 'Defender')).toBe(box.defenders);
    expect(count(front, /Barbarians/g)).toBe(1);
    const track = front.match(/Start((?: \d+)+) Attack!/);
    expect(track?.[1]?.trim().split(' ').length).toBe(STEPS - 1);
    expect(count(front, /Event die/g)).toBe(1);
    expect(count(front, /City improvements · /g)).toBe(box.colours);
    expect(count(front, /Building costs · cities & knights/g)).toBe(box.colours);
    // The base game's development cards and largest army are not in the expansion.
    expect(Object.keys(plan.counts).filter((k) => k.startsWith('dev:'))).toEqual([]);
    expect(plan.counts['special:largestArmy']).toBeUndefined();
    // The rules page says what the download holds.
    const rules = texts[kinds.indexOf('rules')] ?? '';
    expect(rules.replace(/\s+/g, ' ')).toContain(
      `54 progress cards, ${3 * box.commodity} commodity cards, ${6 * box.colours} knights`,
    );
  });

  it.each([
    ['sv', 'Framsteg', 'Städer & riddare'],
    ['de', 'Fortschritt', 'Städte & Ritter'],
    ['da', 'Fremskridt', 'Byer & riddere'],
  ])('in %s: its own words', async (lang, back, name) => {
    const { pdf } = await kit({ complete: 'ck', seed: 'ck-words', lang });
    const text = (await pageTexts(pdf)).join('\n');
    expect(text).toContain(back);
    expect(text).toContain(name);
  });
});

describe('true size, measured on a 1200 dpi rendering', () => {
  it('a progress card is 55 × 80 mm and a knight 22 × 22 mm (±0.2 mm)', async () => {
    const { plan, pdf } = await kit({
      cutLines: true,
      gap: 6,
      backs: 'none',
      pieces: [
        { id: 'progress:spy', count: 1 },
        { id: 'knight:1:2', count: 1 },
      ],
    });
    const placed = plan.pages[0]?.placed ?? [];
    expect(placed.map((p) => p.id).sort()).toEqual(['knight:1:2', 'progress:spy']);
    for (const p of placed) {
      const want = p.id === 'progress:spy' ? { w: 55, h: 80 } : { w: 22, h: 22 };
      // Strips a little off the centre, clear of the knight's white disc.
      const cx = p.x + p.w * 0.12;
      const cy = p.y + p.h * 0.12;
      const row = render(pdf, 1, 1200, { x: p.x - 2.5, y: cy - 0.5, w: p.w + 5, h: 1 });
      const col = render(pdf, 1, 1200, { x: cx - 0.5, y: p.y - 2.5, w: 1, h: p.h + 5 });
      const across = extent(row, 'x', cy);
      const down = extent(col, 'y', cx);
      if (!across || !down) throw new Error(`${p.id}: nothing drawn`);
      expect(Math.abs(across.to - across.from - want.w), `${p.id} width`).toBeLessThan(0.2);
      expect(Math.abs(down.to - down.from - want.h), `${p.id} height`).toBeLessThan(0.2);
      expect(Math.abs(across.from - p.x)).toBeLessThan(0.2);
    }
  });
});

describe('the three decks in black and white', () => {
  it('greyscale renders of their bands and backs differ (mean darkness apart)', async () => {
    const ids = ['progress:alchemist', 'progress:merchant', 'progress:spy'];
    const { plan, pdf } = await kit({
      gap: 6,
      backs: 'duplex',
      pieces: ids.map((id) => ({ id, count: 1 })),
    });
    const mean = (page: number, id: string, band: boolean) => {
      const pg = plan.pages[page - 1];
      const p = pg?.placed.find((x) => x.id === id);
      if (!p) throw new Error(`${id} not on page ${page}`);
      // The band: inside the 3 mm frame, the right half (clear of the icon and name).
      const crop = band
        ? { x: p.x + p.w * 0.75, y: p.y + 4, w: p.w * 0.18, h: 8 }
        : { x: p.x + 4, y: p.y + 4, w: 8, h: p.h - 8 };
      const r = render(pdf, page, 150, crop, undefined, true);
      let sum = 0;
      for (let y = 0; y < r.height; y++) for (let x = 0; x < r.width; x++) sum += darkness(r, x, y);
      return sum / (r.width * r.height);
    };
    for (const [page, band] of [
      [1, true],
      [2, false],
    ] as const) {
      const m = ids.map((id) => mean(page, id, band));
      const [lo = 0, mid = 0, hi = 0] = [...m].sort((a, b) => a - b);
      // Each pair at least 25 of 255 apart: three greys a printer keeps apart.
      expect(mid - lo, `${band ? 'bands' : 'backs'} ${m}`).toBeGreaterThan(25);
      expect(hi - mid, `${band ? 'bands' : 'backs'} ${m}`).toBeGreaterThan(25);
    }
    await keptRender(pdf, 1, 60, 'ck-decks-grey', true);
    await keptRender(pdf, 2, 60, 'ck-deck-backs-grey', true);
  });

  it('visual check: the expansion’s sheets, kept in artifacts/print/', async () => {
    const { plan, pdf } = await kit({ complete: 'ck', seed: 'look' });
    const first = (part: string) =>
      plan.pages.findIndex((p) =>
        p.placed.some((x) => x.item.piece.kind === 'ckPart' && x.item.piece.ck.part === part),
      ) + 1;
    for (const [part, name] of [
      ['progress', 'ck-progress'],
      ['chart', 'ck-charts'],
      ['eventDie', 'ck-event-die'],
      ['wall', 'ck-pieces'],
      ['knight', 'ck-knights'],
    ] as const) {
      const n = first(part);
      expect(n, part).toBeGreaterThan(0);
      await keptRender(pdf, n, 60, name);
    }
  });
});
