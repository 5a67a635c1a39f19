// The scoreboard's names: a name breaks only when one word is longer than the whole line
// (never "Annabe/lle" mid-word to make room), and the phone mark follows the name inline
// instead of sitting beside it and squeezing it.

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE } from '@/app/table/[id]/i18n';
import { PHONES } from '@/app/table/[id]/phones';
import { Scoreboard } from '@/app/table/[id]/scoreboard';
import { SF } from '@/app/table/[id]/starfarers/i18n';
import { viewFor } from '@/lib/game';
import { config, playState } from './game-helpers';

// The words load one language at a time (app/ui/lazy-words.ts); a static render cannot wait,
// so the English words are loaded before it.
beforeAll(async () => {
  await Promise.all([TABLE.load('en'), SF.load('en'), PHONES.load('en')]);
});

const NAMES = ['Annabelle', 'Bo', 'Cyrillus Maximilian', 'Dag'];

function render(online: readonly number[] | null): string {
  const base = config('base', 4);
  const cfg = { ...base, players: base.players.map((p, i) => ({ ...p, name: NAMES[i] ?? '' })) };
  const view = viewFor(playState(cfg), 'table');
  return renderToStaticMarkup(createElement(Scoreboard, { view, actor: 0, online }));
}

/** The opening tag of the element with `testId`, and what it holds up to its closing `</div>`. */
function nameBox(html: string, seat: number): { tag: string; body: string } {
  const m = html.match(new RegExp(`(<div[^>]*data-testid="score-name-${seat}"[^>]*>)(.*?)</div>`));
  if (!m) throw new Error(`no name box for seat ${seat}`);
  return { tag: m[1] ?? '', body: m[2] ?? '' };
}

describe('scoreboard names', () => {
  it('regression: names wrap between words, not anywhere (no "Annabe/lle")', () => {
    const html = render([0, 2]);
    for (const seat of [0, 1, 2, 3]) {
      const { tag } = nameBox(html, seat);
      expect(tag).not.toContain('overflow-wrap:anywhere');
      expect(tag).toContain('break-words');
    }
  });

  it('regression: the phone mark sits inside the name’s line, after the name', () => {
    const html = render([0, 2]);
    for (const seat of [0, 2]) {
      const { body } = nameBox(html, seat);
      expect(body.startsWith(`${NAMES[seat]} `)).toBe(true);
      expect(body).toContain(`data-testid="phone-${seat}"`);
    }
    expect(nameBox(html, 1).body).toBe('Bo');
    expect(render(null)).not.toContain('data-testid="phone-');
  });
});

// Issue 29: "a 12 with +5 home base inside looks like any 12" — the points that are not
// buildings are named on the scoreboard, from the engine's own score parts.
describe('scoreboard breakdown', () => {
  it('regression: a settlement on the opponent’s home base shows “+5 home base”', () => {
    const im = config('intimate');
    const s = playState(im, { settlements: { '1,-2,S': 0, '-1,3,S': 0, '0,3,S': 1 } });
    const html = renderToStaticMarkup(
      createElement(Scoreboard, { view: viewFor(s, 'table'), actor: 0, online: null }),
    );
    const extras = (seat: number) =>
      html.match(new RegExp(`data-testid="score-extras-${seat}"[^>]*>([^<]*)<`))?.[1] ?? null;
    expect(extras(0)).toBe('+5 home base');
    expect(extras(1)).toBeNull();
  });
});
