// The tablet's turn panel draws its buttons from legalActions: rendered for the states where
// it once disagreed with the engine, the buttons are exactly those the engine takes.

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE } from '@/app/table/[id]/i18n';
import { SF } from '@/app/table/[id]/starfarers/i18n';
import { TurnPanel } from '@/app/table/[id]/turn-panel';
import { type GameOptions, type GameState, type Seat, viewFor } from '@/lib/game';
import { config, playState } from './game-helpers';

// The words load one language at a time (app/ui/lazy-words.ts); a static render cannot wait,
// so the English words are loaded before it.
beforeAll(async () => {
  await Promise.all([TABLE.load('en'), SF.load('en')]);
});

function between(options: Partial<GameOptions>, sbp: readonly Seat[] | null): GameState {
  const s = playState(config('base56', 6, options), {
    seat: 0,
    rolled: true,
    dev: { 0: [{ card: 'knight', turn: 2 }], 3: [{ card: 'monopoly', turn: 2 }] },
  });
  return { ...s, turn: { ...s.turn, sbp } };
}

function panel(s: GameState, actor: Seat): string {
  return renderToStaticMarkup(
    createElement(TurnPanel, {
      view: viewFor(s, 'table'),
      nicknames: false,
      actor,
      phoneInput: false,
      online: null,
      mode: { k: 'none' },
      setMode: () => {},
      act: async () => true,
      victims: null,
      pickVictim: () => {},
      spots: null,
    }),
  );
}

const has = (html: string, id: string) => html.includes(`data-testid="${id}"`);

describe('turn panel buttons follow legalActions', () => {
  it('regression (a): the special building phase offers building, not Trade or Play a card', () => {
    const html = panel(between({ betweenTurns: 'special-building-phase' }, [3, 4, 5, 1, 2]), 3);
    expect(has(html, 'build-road')).toBe(true);
    expect(has(html, 'buy-dev')).toBe(true);
    expect(has(html, 'end-turn')).toBe(true);
    expect(has(html, 'open-trade')).toBe(false);
    expect(has(html, 'open-dev')).toBe(false);
  });

  it('regression (b): the paired player sees Play a card (and the bank trade)', () => {
    const html = panel(between({ betweenTurns: 'paired-players' }, [3]), 3);
    expect(has(html, 'open-dev')).toBe(true);
    expect(has(html, 'open-trade')).toBe(true);
    expect(has(html, 'end-turn')).toBe(true);
  });

  it('regression: a seat holding no development card is not offered Play a card', () => {
    const s = between({ betweenTurns: 'paired-players' }, null);
    const none = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, dev: [] } : p)) };
    expect(has(panel(none, 0), 'open-dev')).toBe(false);
    expect(has(panel(s, 0), 'open-dev')).toBe(true);
  });

  it('the turn itself: build, buy, trade, play a card and end the turn', () => {
    const html = panel(between({ betweenTurns: 'paired-players' }, null), 0);
    for (const id of [
      'build-road',
      'build-settlement',
      'build-city',
      'buy-dev',
      'open-trade',
      'open-dev',
      'end-turn',
    ])
      expect([id, has(html, id)]).toEqual([id, true]);
    expect(has(html, 'build-ship')).toBe(false);
  });
});
