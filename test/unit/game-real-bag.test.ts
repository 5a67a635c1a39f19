// Intimate Settlers with the group's own discovery bag (seed 003 draws hexes and tokens from a
// bag): the host enters what was drawn (drawHex), as dice are entered; the piece that
// discovers lays it before the app's bag is touched. The app's bag stays the default.

import { describe, expect, it } from 'vitest';
import {
  type Command,
  createGame,
  type Event,
  evolve,
  legalActions,
  replayChecked,
  viewFor,
} from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { bagLeft } from '@/lib/game/discovery';
import { config, hand, only, playState, refused } from './game-helpers';

const im = config('intimate');
const ctx = contextOf(im);
const hexIdx = (k: string) => ctx.topo.hexIndex.get(k as never) ?? -1;

/** Seat 0 settled on 1,-2's south corner with cards for three roads (game-variants' scene). */
const scene = () =>
  playState(im, {
    settlements: { '1,-2,S': 0 },
    hands: { 0: hand({ brick: 3, lumber: 3 }) },
  });

describe('a real discovery bag', () => {
  it('entered draws are laid in order by the piece that discovers: hex, token and the card paid', () => {
    let s = scene();
    const before = s.island;
    if (!before) throw new Error('no island');
    // The app's bag would give fields 2 then sea (game-variants); the group drew otherwise.
    s = evolve(s, only(s, { type: 'drawHex', seat: 0, terrain: 'forest', token: 3 }));
    s = evolve(s, only(s, { type: 'drawHex', seat: 0, terrain: 'hills', token: 6 }));
    expect(s.island?.drawn).toEqual([
      { terrain: 'forest', token: 3 },
      { terrain: 'hills', token: 6 },
    ]);
    const e = only(s, { type: 'buildRoad', seat: 0, edge: '1,-1,NW' });
    if (e.type !== 'roadBuilt') throw new Error('no road');
    expect(e.discovered?.map((d) => [d.hex, d.terrain, d.token, d.paid, d.entered])).toEqual([
      ['0,-1', 'forest', 3, 'lumber', 1],
      ['1,-1', 'hills', 6, 'brick', 1],
    ]);
    s = evolve(s, e);
    expect(s.island?.drawn).toEqual([]);
    expect(s.island?.tiles[hexIdx('1,-1')]).toMatchObject({ terrain: 'hills', token: 6 });
    // Taken out of the app's bag by kind: one forest, one hills, the 3 and the 6.
    const count = (xs: readonly { terrain: string }[], t: string) =>
      xs.filter((x) => x.terrain === t).length;
    expect(count(s.island?.bag.hexes ?? [], 'forest')).toBe(count(before.bag.hexes, 'forest') - 1);
    expect(count(s.island?.bag.hexes ?? [], 'hills')).toBe(count(before.bag.hexes, 'hills') - 1);
    expect(s.island?.bag.hexes).toHaveLength(before.bag.hexes.length - 2);
    expect(s.island?.bag.tokens).toHaveLength(before.bag.tokens.length - 2);
  });

  it('more discoveries than draws entered: the rest come from the app’s bag', () => {
    let s = scene();
    s = evolve(s, only(s, { type: 'drawHex', seat: 0, terrain: 'sea' }));
    const e = only(s, { type: 'buildRoad', seat: 0, edge: '1,-1,NW' });
    if (e.type !== 'roadBuilt') throw new Error('no road');
    expect(e.discovered?.map((d) => [d.terrain, d.entered ?? 0])).toEqual([
      ['sea', 1],
      // The app's bag, as in game-variants: its first hex, fields.
      ['fields', 0],
    ]);
  });

  it.each([
    ['a hex that is not in the bag', { terrain: 'gold', token: undefined }, 'ERR_NOT_IN_BAG'],
    [
      'land that produces without its token',
      { terrain: 'forest', token: undefined },
      'ERR_NOT_IN_BAG',
    ],
    ['a token on the sea', { terrain: 'sea', token: 8 }, 'ERR_NOT_IN_BAG'],
    ['a token not left', { terrain: 'forest', token: 7 }, 'ERR_NOT_IN_BAG'],
    ['a hex that is there, with its token', { terrain: 'forest', token: 3 }, 'accepted'],
    ['the desert, no token', { terrain: 'desert', token: undefined }, 'accepted'],
  ] as const)('%s: %s', (_n, d, code) => {
    const s = scene();
    const c: Command = {
      type: 'drawHex',
      seat: 0,
      terrain: d.terrain,
      ...(d.token !== undefined ? { token: d.token } : {}),
    };
    expect(refused(s, c)).toBe(code);
  });

  it('only the seat that acts enters a draw, and no more of a kind than the bag holds', () => {
    let s = scene();
    expect(refused(s, { type: 'drawHex', seat: 1, terrain: 'sea' })).toBe('ERR_NOT_YOUR_TURN');
    const seas = (s.island?.bag.hexes ?? []).filter((h) => h.terrain === 'sea').length;
    for (let i = 0; i < Math.min(seas, 4); i++)
      s = evolve(s, only(s, { type: 'drawHex', seat: 0, terrain: 'sea' }));
    expect(refused(s, { type: 'drawHex', seat: 0, terrain: 'sea' })).toBe(
      seas <= 4 ? 'ERR_NOT_IN_BAG' : 'ERR_PENDING',
    );
  });

  it('the legal list offers what is left, each kind once, and the tokens left', () => {
    const s = scene();
    const a = legalActions(viewFor(s, 'table'), 0);
    const left = s.island?.bag.hexes ?? [];
    expect(a.bagDraw?.hexes.length).toBe(
      new Set(left.map((h) => `${h.terrain}:${h.harbor ?? ''}`)).size,
    );
    expect(a.bagDraw?.tokens).toEqual([...new Set(s.island?.bag.tokens)].sort((x, y) => x - y));
    expect(legalActions(viewFor(s, 'table'), 1).bagDraw).toBeNull();
    // The view never shows the app's order, only what is left, sorted.
    const v = viewFor(s, 'table').island;
    expect(v && 'bag' in v).toBe(false);
    expect(v?.left.tokens).toEqual([...(s.island?.bag.tokens ?? [])].sort((x, y) => x - y));
  });

  it('a set-up with every discovery entered from the bag replays through decide to the same state', () => {
    let s = createGame(im);
    const events: Event[] = [];
    const apply = (c: Command) => {
      const e = only(s, c);
      events.push(e);
      s = evolve(s, e);
      return e;
    };
    /** Enters, before `c`, one draw from what is left for each hex `c` would discover. */
    const withDraws = (c: Command) => {
      const probe = only(s, c);
      const n = 'discovered' in probe ? (probe.discovered?.length ?? 0) : 0;
      for (let i = 0; i < n; i++) {
        const left = bagLeft(s.island ?? { bag: { hexes: [], tokens: [] }, drawn: [] });
        // A land hex or the sea, never a harbor (its side is the app's first choice anyway).
        const hex = left.hexes.filter((h) => !h.harbor)[i % 2 === 0 ? 0 : left.hexes.length - 1];
        if (!hex) break;
        const produces = !['sea', 'desert'].includes(hex.terrain);
        apply({
          type: 'drawHex',
          seat: c.type === 'decideOrder' ? 0 : (c as { seat: number }).seat,
          terrain: hex.terrain,
          ...(produces && left.tokens[0] !== undefined ? { token: left.tokens[0] } : {}),
        });
      }
      const e = apply(c);
      if ('discovered' in e)
        for (const d of e.discovered ?? []) expect(d.entered, d.hex).toBeGreaterThan(0);
    };
    withDraws({ type: 'decideOrder', first: 0 });
    for (const c of [
      { type: 'buildSettlement', seat: 0, vertex: '1,-2,N' },
      { type: 'buildRoad', seat: 0, edge: '1,-2,NW' },
      { type: 'buildSettlement', seat: 1, vertex: '-1,3,S' },
      { type: 'buildRoad', seat: 1, edge: '-1,4,NW' },
      { type: 'buildSettlement', seat: 0, vertex: '2,-2,N' },
      { type: 'buildRoad', seat: 0, edge: '2,-2,NE' },
      { type: 'buildSettlement', seat: 1, vertex: '0,3,S' },
      { type: 'buildRoad', seat: 1, edge: '0,4,NW' },
    ] as Command[])
      withDraws(c);
    expect(events.filter((e) => e.type === 'hexDrawn').length).toBeGreaterThan(0);
    const r = replayChecked(im, events);
    if (!r.ok) throw new Error(`${r.error.index}: ${r.error.error.message}`);
    expect(r.value).toEqual(s);
  });
});
