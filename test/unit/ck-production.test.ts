// Cities and knights, production and set-up, as tables of facts from
// ../shared/rules-cities-knights.md ("What changes from the base game").

import { describe, expect, it } from 'vitest';
import { decide, evolve, type GameState } from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { legalActions } from '@/lib/game/legal';
import { rollPayout } from '@/lib/game/production';
import { createGame } from '@/lib/game/setup';
import { viewFor } from '@/lib/game/view';
import { act, config, playState } from './game-helpers';

const CK = config('ck', 4);
const ctx = contextOf(CK);

/** An intersection beside a hex of `terrain` whose other hexes do not share its number. */
function lone(terrain: string): { vertex: string; hex: string; token: number } {
  const board = CK.board;
  if (!board) throw new Error('no board');
  const byKey = new Map(board.hexes.map((h) => [`${h.q},${h.r}`, h] as const));
  for (let h = 0; h < ctx.topo.hexes.length; h++) {
    const hx = ctx.topo.hexes[h];
    const b = hx && byKey.get(`${hx.q},${hx.r}`);
    if (!b || b.terrain !== terrain || b.token === null) continue;
    for (const v of ctx.topo.hexVertexIdx[h] ?? []) {
      const others = (ctx.topo.vertexLand[v] ?? []).filter((o) => o !== h);
      if (others.every((o) => ctx.hexToken[o] !== b.token))
        return { vertex: ctx.topo.vertices[v] ?? '', hex: `${b.q},${b.r}`, token: b.token };
    }
  }
  throw new Error(`no lone intersection beside ${terrain}`);
}

const desert = (): string => {
  const d = CK.board?.hexes.find((h) => h.terrain === 'desert');
  if (!d) throw new Error('no desert');
  return `${d.q},${d.r}`;
};

const received = (s: GameState, sum: number, seat = 0): Record<string, number> => {
  const got = rollPayout(s, ctx, sum).received[seat] ?? {};
  return Object.fromEntries(Object.entries(got).filter(([, n]) => n > 0));
};

describe('production with commodities (rules-cities-knights.md)', () => {
  // "A city on forest pays 1 lumber + 1 paper, on pasture 1 wool + 1 cloth, on mountains
  // 1 ore + 1 coin; on hills 2 brick and on fields 2 grain. A settlement pays one resource."
  const ROWS = [
    ['forest', { lumber: 1 }, { lumber: 1, paper: 1 }],
    ['pasture', { wool: 1 }, { wool: 1, cloth: 1 }],
    ['mountains', { ore: 1 }, { ore: 1, coin: 1 }],
    ['hills', { brick: 1 }, { brick: 2 }],
    ['fields', { grain: 1 }, { grain: 2 }],
  ] as const;

  it.each(ROWS)('%s: a settlement takes %o, a city %o', (terrain, settlement, city) => {
    const spot = lone(terrain);
    const withS = playState(CK, { settlements: { [spot.vertex]: 0 }, robber: desert() });
    expect(received(withS, spot.token)).toEqual(settlement);
    const withC = playState(CK, { cities: { [spot.vertex]: 0 }, robber: desert() });
    expect(received(withC, spot.token)).toEqual(city);
  });

  it('the robber blocks the commodity with the resource', () => {
    const spot = lone('forest');
    const s = playState(CK, { cities: { [spot.vertex]: 0 }, robber: spot.hex });
    expect(received(s, spot.token)).toEqual({});
  });

  it('"The bank\'s shortage rule applies to each commodity": two due paper, one left, none paid', () => {
    const spot = lone('forest');
    const h = ctx.topo.hexIndex.get(spot.hex as never) ?? -1;
    const other = (ctx.topo.hexVertexIdx[h] ?? [])
      .map((v) => ctx.topo.vertices[v] ?? '')
      .find((v) => v !== spot.vertex);
    if (!other) throw new Error('no second intersection');
    const s = playState(CK, {
      cities: { [spot.vertex]: 0, [other]: 1 },
      robber: desert(),
      bank: { paper: 1 },
    });
    const p = rollPayout(s, ctx, spot.token);
    expect(p.shortages).toContainEqual({
      resource: 'paper',
      due: 2,
      bank: 1,
      decision: 'none',
      seats: [0, 1],
    });
    expect(p.received[0]?.lumber).toBe(1);
    expect(p.received[0]?.paper).toBe(0);
    // One player due it takes what is left.
    const alone = playState(CK, {
      cities: { [spot.vertex]: 0 },
      robber: desert(),
      bank: { paper: 0 },
    });
    expect(received(alone, spot.token)).toEqual({ lumber: 1 });
  });

  it('the base game is unchanged: a city on forest takes 2 lumber', () => {
    const spot = lone('forest');
    const base = config('base', 4);
    const s = playState(base, { cities: { [spot.vertex]: 0 }, robber: desert() });
    expect(rollPayout(s, contextOf(base), spot.token).received[0]?.lumber).toBe(2);
  });

  it('"12 of each in the box (18 with the 5–6 extension)": the opening bank', () => {
    expect(createGame(CK).bank).toMatchObject({ paper: 12, cloth: 12, coin: 12, lumber: 19 });
    expect(createGame(config('ck56', 5)).bank).toMatchObject({
      paper: 18,
      cloth: 18,
      coin: 18,
      lumber: 24,
    });
    expect(createGame(config('base', 4)).bank).not.toHaveProperty('paper');
  });
});

describe('set-up: a settlement, then a city (rules-cities-knights.md)', () => {
  /** Plays the set-up through the legal list, each seat taking its first offered spot. */
  function setUp(): { s: GameState; cityEvents: unknown[] } {
    let s = act(createGame(CK), { type: 'decideOrder', first: 0 });
    const cityEvents: unknown[] = [];
    while (s.phase === 'setup') {
      const seat = s.setup?.queue[s.setup.index] ?? 0;
      const cmd = legalActions(viewFor(s, seat), seat).setup?.commands[0];
      if (!cmd) throw new Error('no set-up spot');
      const r = decide(s, cmd);
      if (!r.ok) throw new Error(r.error.code);
      for (const e of r.value) {
        if (e.type === 'settlementBuilt' && e.city) cityEvents.push(e);
        s = evolve(s, e);
      }
    }
    return { s, cityEvents };
  }

  it('each player places one settlement and one city', () => {
    const { s, cityEvents } = setUp();
    expect(cityEvents).toHaveLength(4);
    for (const p of s.players) expect([p.settlements, p.cities, p.roads]).toEqual([1, 1, 2]);
    expect(s.buildings.filter((b) => b?.kind === 'city')).toHaveLength(4);
  });

  it('"one resource per hex" around the city, "no commodities at set-up"', () => {
    const { s, cityEvents } = setUp();
    cityEvents.forEach((e) => {
      const ev = e as { vertex: string; seat: number };
      const seat = ev.seat;
      const v = ctx.topo.vertexIndex.get(ev.vertex as never) ?? -1;
      const want: Record<string, number> = {};
      for (const h of ctx.topo.vertexLand[v] ?? []) {
        const r = ctx.hexResource[h];
        if (r) want[r] = (want[r] ?? 0) + 1;
      }
      const got = Object.fromEntries(
        Object.entries(s.players[seat]?.hand ?? {}).filter(([, n]) => n > 0),
      );
      expect(got).toEqual(want);
      for (const c of ['paper', 'cloth', 'coin']) expect(s.players[seat]?.hand[c]).toBe(0);
    });
  });
});
