// Variant-only state lives in its feature's slice, present only where the ruleset uses the
// feature: the base game carries no Intimate Settlers or Starfarers fields, in the state or
// in any seat's view, and each variant has exactly its own slices.

import { describe, expect, it } from 'vitest';
import { randomGame } from '@/lib/game/random-game';
import { viewFor } from '@/lib/game/view';
import type { RulesetId } from '@/lib/rules/rulesets';
import { config } from './game-helpers';

/** Field names of the flat layout before the slices: none may come back on any game. */
const OLD_STATE_KEYS = ['tiles', 'discovery', 'settledIslands', 'harborTurn', 'ships'];
const OLD_TURN_KEYS = ['shipMoved', 'shipsBuilt'];
const OLD_PLAYER_KEYS = ['ships', 'islands'];

/** Which slices each ruleset has: the ships feature (sea), discovery (island), Starfarers (sf). */
const SLICES: readonly (readonly [RulesetId, { sea: boolean; island: boolean; sf: boolean }])[] = [
  ['base', { sea: false, island: false, sf: false }],
  ['base56', { sea: false, island: false, sf: false }],
  ['mupp37', { sea: false, island: false, sf: false }],
  ['intimate', { sea: true, island: true, sf: false }],
  ['starfarers', { sea: false, island: false, sf: true }],
];

describe('variant-only state slices', () => {
  for (const [ruleset, want] of SLICES) {
    const { state, events } = randomGame(config(ruleset, undefined, {}, `slices-${ruleset}`), 400);

    it(`${ruleset}: state has sea ${want.sea}, island ${want.island}, sf ${want.sf}, and no flat variant fields`, () => {
      expect(events.length).toBeGreaterThan(0);
      for (const k of OLD_STATE_KEYS) expect(Object.keys(state), k).not.toContain(k);
      for (const k of OLD_TURN_KEYS) expect(Object.keys(state.turn), k).not.toContain(k);
      expect(state.sea !== null).toBe(want.sea);
      expect(state.island !== null).toBe(want.island);
      for (const p of state.players) {
        for (const k of OLD_PLAYER_KEYS) expect(Object.keys(p), k).not.toContain(k);
        expect(p.sea !== null).toBe(want.sea);
        expect(p.island !== null).toBe(want.island);
        expect(p.sf !== null).toBe(want.sf);
      }
    });

    it(`${ruleset}: the table's and each seat's view carry the same slices, the bag only as counts`, () => {
      for (const viewer of ['table', ...state.players.map((_, i) => i)] as const) {
        const v = viewFor(state, viewer);
        for (const k of [...OLD_STATE_KEYS, 'discoveryCount'])
          expect(Object.keys(v), k).not.toContain(k);
        expect(v.sea).toEqual(state.sea);
        expect(v.island !== null).toBe(want.island);
        if (v.island && state.island) {
          expect(Object.keys(v.island)).not.toContain('bag');
          expect(v.island.bagCount).toEqual({
            hexes: state.island.bag.hexes.length,
            tokens: state.island.bag.tokens.length,
          });
          expect(v.island.tiles).toEqual(state.island.tiles);
        }
        v.players.forEach((p, i) => {
          for (const k of OLD_PLAYER_KEYS) expect(Object.keys(p), k).not.toContain(k);
          expect(p.sea).toEqual(state.players[i]?.sea);
          expect(p.island).toEqual(state.players[i]?.island);
          expect(p.sf).toEqual(state.players[i]?.sf);
        });
      }
    });
  }

  it('intimate: ships on the board match each player’s count of ships', () => {
    const { state } = randomGame(config('intimate', 2, {}, 'slices-ships'), 600);
    const ships = state.sea?.ships ?? [];
    state.players.forEach((p, seat) => {
      expect(ships.filter((o) => o === seat).length).toBe(p.sea?.ships);
    });
  });
});
