// The board kit without colour: the guide names and draws every hex's terrain (in each
// language, in colour and in ink saver), its harbor marks are solid, and every cut tile
// carries its laying-order number, so a black-and-white printout can be laid.
import { describe, expect, it } from 'vitest';
import { generateBoard } from '../../lib/board/generate';
import { TERRAIN_NAMES } from '../../lib/i18n/names';
import { TERRAINS } from '../../lib/rules/vocab';
import { HOME_GAP } from '../../print/i18n-extra';
import { sampleBoard } from '../../print/sample';
import { hexCornerToCorner } from '../../print/sizes';
import { countWord, darkness, keptRender, kit, pageTexts, render } from './print-helpers';

const board = sampleBoard();
const LANGS = ['en', 'sv', 'de', 'da'] as const;

describe('the guide page in black and white', () => {
  it.each(
    LANGS.flatMap((lang) => [
      [lang, false],
      [lang, true],
    ]),
  )('%s, ink saver %s: every hex carries its terrain name', async (lang, inkSaver) => {
    const { pdf } = await kit({ lang, inkSaver }, board);
    const guide = (await pageTexts(pdf))[0] ?? '';
    for (const terrain of TERRAINS) {
      const name = TERRAIN_NAMES[lang][terrain];
      const hexes = board.hexes.filter((h) => h.terrain === terrain).length;
      expect(countWord(guide, name), `${lang} ${terrain} "${name}"`).toBe(hexes);
    }
    // Kept as a greyscale render (what a black-and-white printer gets): look at it.
    if (lang === 'en' || lang === 'sv')
      await keptRender(pdf, 1, 100, `guide-gray-${lang}${inkSaver ? '-ink-saver' : ''}`, true);
  });

  it('the terrain names differ from each other in every language', () => {
    for (const lang of LANGS)
      expect(new Set(TERRAINS.map((t) => TERRAIN_NAMES[lang][t])).size).toBe(TERRAINS.length);
  });
});

describe('cut tiles', () => {
  it('every tile of a board kit carries its laying-order number', async () => {
    const { plan, pdf } = await kit({}, board);
    const texts = await pageTexts(pdf);
    const fronts = texts.filter((_, i) => plan.pages[i]?.kind === 'front').join('\n');
    // A number on the front pages is a tile's order number or a token's value.
    const last = Math.max(...board.hexes.map((h) => h.order));
    for (let k = 1; k <= last; k++) {
      const tiles = board.hexes.filter((h) => h.order === k).length;
      const tokens = board.hexes.filter((h) => h.token === k).length;
      expect(countWord(fronts, String(k)), `order ${k}`).toBe(tiles + tokens);
    }
  });

  // Regression: in ink saver the harbor disc was only outlined, and the waves ran through "2:1".
  it.each([false, true])(
    'ink saver %s: the harbor disc on a sea tile is solid',
    async (inkSaver) => {
      const { plan, pdf } = await kit({
        inkSaver,
        backs: 'none',
        pieces: [{ id: 'hex:sea:ore', count: 1 }],
      });
      const p = plan.pages[0]?.placed[0];
      if (!p) throw new Error('nothing placed');
      // Pointy-top tile; a harbor without a board faces the upper right side (NE, −60°).
      const R = hexCornerToCorner(p.w) / 2;
      const cx = p.x + p.w / 2 + 0.22 * R * Math.cos(-Math.PI / 3);
      const cy = p.y + p.h / 2 + 0.22 * R * Math.sin(-Math.PI / 3);
      const r = 0.3 * R;
      const raster = render(pdf, 1, 300, { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r });
      // The upper half of a ring inside the disc, clear of "2:1" and of the ore icon.
      let inked = 0;
      let seen = 0;
      for (let y = 0; y < raster.height / 2; y++) {
        for (let x = 0; x < raster.width; x++) {
          const d = Math.hypot(x / raster.pxPerMm - r, y / raster.pxPerMm - r);
          if (d < 0.78 * r || d > 0.9 * r) continue;
          seen++;
          if (darkness(raster, x, y) > 24) inked++;
        }
      }
      expect(seen).toBeGreaterThan(1000);
      expect(inked).toBe(0);
    },
  );
});

describe('the Intimate Settlers guide', () => {
  // Regression: the guide never said the home bases go four hexes apart (seed 003).
  it.each(LANGS)(
    '%s: says the bases lie four hexes apart and the robber starts beside the board',
    async (lang) => {
      const b = generateBoard({ ruleset: 'intimate', seed: 'night-test', balance: 'none' });
      if (!b.ok) throw new Error(b.error.message);
      const { pdf } = await kit({ lang }, b.value);
      const first = ((await pageTexts(pdf))[0] ?? '').replace(/\s+/g, ' ');
      expect(first).toContain(HOME_GAP[lang](4).slice(0, 50));
      expect(first).toContain(HOME_GAP[lang](4).slice(-30));
    },
  );
});
