// Roads and ships on the tablet's board (issue 29: at 1× they looked the same — the ship's
// dashes had round ends that closed its gaps). A ship has square-ended dashes and a sail.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Line } from '@/app/table/[id]/board-layers';

const draw = (ship: boolean) =>
  renderToStaticMarkup(
    createElement(
      'svg',
      null,
      createElement(Line, { a: { x: 0, y: 0 }, b: { x: 100, y: 0 }, seat: 0, ship }),
    ),
  );

describe('a road and a ship on the board', () => {
  it('regression: a ship is broken with open gaps and carries a sail; a road is whole', () => {
    const ship = draw(true);
    const road = draw(false);
    expect(ship).toContain('data-piece="ship"');
    expect(ship).toContain('data-sail');
    expect(ship).toContain('stroke-dasharray="7 5"');
    expect(ship).not.toContain('stroke-linecap="round"');
    expect(road).toContain('data-piece="road"');
    expect(road).not.toContain('data-sail');
    expect(road).not.toContain('stroke-dasharray');
  });
});
