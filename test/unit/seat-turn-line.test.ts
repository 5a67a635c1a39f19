// The phone's header between turns (5–6 players): the builder may build — never "Cyrillus's
// turn" on Eve's phone while Eve builds (regression: the phone named the turn's holder).
import { describe, expect, it } from 'vitest';
import { turnLine } from '@/app/seat/turn-line';
import en from '@/app/seat/words/en';
import sv from '@/app/seat/words/sv';
import { type GameState, viewFor } from '@/lib/game';
import { act, config, playState } from './game-helpers';

const NAMES = ['Cyrillus', 'Ann', 'Bo', 'Dag', 'Eve'];
const line = (s: GameState, seat: number, lang: 'en' | 'sv' = 'en') =>
  turnLine(viewFor(s, seat), seat, { en, sv }[lang], (i) => NAMES[i] ?? '?');

describe('the phone’s turn line', () => {
  it('special building phase: Eve’s phone says she may build, the others name Eve', () => {
    let s = playState(config('base56', 5, { betweenTurns: 'special-building-phase' }));
    expect(line(s, 0)).toBe('Your turn');
    expect(line(s, 4)).toBe('Cyrillus’s turn');
    s = act(s, { type: 'endTurn', seat: 0 });
    for (const seat of [1, 2, 3]) s = act(s, { type: 'endTurn', seat });
    expect(s.turn.sbp?.[0]).toBe(4);
    // [seat, English, Swedish]
    const rows: [number, string, string][] = [
      [4, 'You may build now', 'Du får bygga nu'],
      [0, 'Eve may build', 'Eve får bygga'],
      [2, 'Eve may build', 'Eve får bygga'],
    ];
    for (const [seat, en, sv] of rows) {
      expect(line(s, seat)).toBe(en);
      expect(line(s, seat, 'sv')).toBe(sv);
    }
    s = act(s, { type: 'endTurn', seat: 4 });
    expect(line(s, 1)).toBe('Your turn');
  });
});
