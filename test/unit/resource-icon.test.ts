// Every card a ruleset trades has its own glyph on the tablet and the phones (a tile of colour
// alone read as nothing: cities and knights' paper, cloth and coin were plain hexes), and no
// two glyphs are the same drawing.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResourceIcon } from '@/app/ui/resource-icon';
import { RULESET_IDS, RULESETS } from '@/lib/rules/rulesets';

const RESOURCES = [...new Set(RULESET_IDS.flatMap((id) => RULESETS[id].resources))];
/** The icon's drawing without its tile (the hexagon, drawn first). */
const glyph = (r: string) => {
  const svg = renderToStaticMarkup(createElement(ResourceIcon, { resource: r }));
  const tile = svg.match(/^<svg[^>]*><polygon[^>]*?(\/>|><\/polygon>)/)?.[0] ?? '';
  expect(tile).not.toBe('');
  return svg.slice(tile.length);
};

describe('the resource icons', () => {
  it.each(RESOURCES)('%s has a glyph of its own', (r) => {
    expect(glyph(r)).toMatch(/^<(g|path|polygon|circle|rect|ellipse)/);
  });

  it('no two resources share a drawing', () => {
    expect(RESOURCES).toEqual(expect.arrayContaining(['paper', 'cloth', 'coin', 'fuel']));
    expect(new Set(RESOURCES.map(glyph)).size).toBe(RESOURCES.length);
  });
});
