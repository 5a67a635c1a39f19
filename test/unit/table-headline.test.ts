// The tablet's header between turns (5–6 players): the builder may build, but the turn is
// (or was) its holder's — never "Eve's turn" while Eve only builds after Cyrillus's turn.

import { describe, expect, it } from 'vitest';
import { headline } from '@/app/table/[id]/describe';
import { type GameConfig, type GameState, viewFor } from '@/lib/game';
import { LANGS } from '@/lib/i18n/names';
import { act, config, playState } from './game-helpers';
import { TABLE } from './table-lang-words';

const NAMES = ['Cyrillus', 'Ann', 'Bo', 'Dag', 'Eve', 'Fia'];
const named = (cfg: GameConfig): GameConfig => ({
  ...cfg,
  players: cfg.players.map((p, i) => ({ ...p, name: NAMES[i] ?? p.name })),
});
const heads = (s: GameState) => LANGS.map((l) => headline(TABLE[l], viewFor(s, 'table')));

describe('the header between turns', () => {
  it('special building phase: "Eve may build · after Cyrillus’s turn", in four languages', () => {
    let s = playState(named(config('base56', 5, { betweenTurns: 'special-building-phase' })));
    expect(heads(s)).toEqual(LANGS.map((l) => TABLE[l].turnOf('Cyrillus')));
    s = act(s, { type: 'endTurn', seat: 0 });
    for (const seat of [1, 2, 3]) s = act(s, { type: 'endTurn', seat });
    expect(s.turn.sbp?.[0]).toBe(4);
    const h = heads(s);
    expect(h).toEqual([
      'Eve may build · after Cyrillus’s turn',
      'Eve får bygga · efter Cyrillus tur',
      'Eve darf bauen · nach dem Zug von Cyrillus',
      "Eve må bygge · efter Cyrillus' tur",
    ]);
    for (const [i, l] of LANGS.entries()) expect(h[i]).not.toBe(TABLE[l].turnOf('Eve'));
    s = act(s, { type: 'endTurn', seat: 4 });
    expect(heads(s)).toEqual(LANGS.map((l) => TABLE[l].turnOf('Ann')));
  });

  it('paired players: the paired player may build during the holder’s turn', () => {
    let s = playState(named(config('base56', 6, { betweenTurns: 'paired-players' })));
    s = act(s, { type: 'endTurn', seat: 0 });
    expect(s.turn.sbp).toEqual([3]);
    expect(heads(s)[0]).toBe('Dag may build (paired) · Cyrillus’s turn');
    expect(heads(s)[1]).toBe('Dag får bygga (par) · Cyrillus tur');
  });
});
