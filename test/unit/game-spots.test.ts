// The tablet's legal spots come from a GameView (no hands). Over random legal games of every
// island ruleset, at many points of each game, the spots answered from the table's view
// must equal the full-state answers of build.ts and decide.ts, and set-up placements the
// view offers must be accepted by decide().

import { describe, expect, it } from 'vitest';
import {
  actorOf,
  bankRate,
  citySpots,
  decide,
  type GameState,
  legalCities,
  legalRoads,
  legalSettlements,
  legalShips,
  longestRoadOf,
  longestRoadPaths,
  movableShipSpots,
  publicScores,
  randomGame,
  rateOf,
  roadSpots,
  robberHexes,
  robberSpots,
  robberVictims,
  scoreOf,
  settlementSpots,
  shipSpots,
  victimsAt,
  viewFor,
} from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { createGame } from '@/lib/game/setup';
import { shipsOf } from '@/lib/game/slices';
import { actor, hexKeyOf } from '@/lib/game/turn';
import type { RulesetId } from '@/lib/rules/rulesets';
import { config, states } from './game-helpers';

function compare(s: GameState): void {
  const ctx = contextOf(s.config);
  const v = viewFor(s, 'table');
  const setup = s.phase === 'setup';
  const placed = setup ? (s.setup?.placed ?? null) : null;
  const ids = <T>(xs: readonly number[], names: readonly T[]) => xs.map((i) => names[i]);
  if (s.phase === 'play') expect(actorOf(v)).toBe(actor(s));
  if (setup) expect(actorOf(v)).toBe(s.setup?.queue[s.setup.index]);
  s.players.forEach((_, seat) => {
    expect(settlementSpots(v, seat)).toEqual(
      ids(legalSettlements(s, ctx, seat, setup), ctx.topo.vertices),
    );
    expect(roadSpots(v, seat)).toEqual(ids(legalRoads(s, ctx, seat, placed), ctx.topo.edges));
    expect(shipSpots(v, seat)).toEqual(ids(legalShips(s, ctx, seat, placed), ctx.topo.edges));
    expect(citySpots(v, seat)).toEqual(ids(legalCities(s, seat), ctx.topo.vertices));
    for (const r of ctx.resources) expect(rateOf(v, seat, r)).toBe(bankRate(s, ctx, seat, r));
    // The highlighted road is one trail of exactly the seat's longest length, on its own paths.
    const lr = longestRoadPaths(v, seat);
    const withShips = ctx.ruleset.longestRoad?.ships ?? false;
    const full = longestRoadOf(
      { topo: ctx.topo, buildings: s.buildings, roads: s.roads, ships: shipsOf(s) },
      seat,
      withShips,
    );
    expect(lr.length).toBe(full);
    const only = new Set(lr.map((e) => ctx.topo.edgeIndex.get(e)));
    const alone = longestRoadOf(
      {
        topo: ctx.topo,
        buildings: s.buildings,
        roads: s.roads.map((o, i) => (only.has(i) ? o : null)),
        ships: shipsOf(s).map((o, i) => (only.has(i) ? o : null)),
      },
      seat,
      withShips,
    );
    expect(alone).toBe(full);
  });
  expect(publicScores(v)).toEqual(s.players.map((_, i) => scoreOf(s, i).public));
  const hexes = robberHexes(s, ctx);
  expect(robberSpots(v)).toEqual(hexes.map((h) => hexKeyOf(ctx, h)));
  const thief = s.turn.seat;
  for (const h of hexes.slice(0, 40))
    expect(victimsAt(v, thief, hexKeyOf(ctx, h))).toEqual(robberVictims(s, ctx, thief, h));
}

const GAMES: readonly [RulesetId, number, string][] = [
  ['base', 4, 'spots-a'],
  ['base', 3, 'spots-b'],
  ['base56', 6, 'spots-c'],
  ['mupp37', 4, 'spots-d'],
  ['intimate', 2, 'spots-e'],
  ['intimate', 2, 'spots-f'],
];

describe('legal spots from the table view equal the full-state rules', () => {
  for (const [ruleset, n, seed] of GAMES)
    it(`${ruleset}, ${n} players, seed ${seed}`, () => {
      const cfg = config(ruleset, n, {}, seed);
      const g = randomGame(cfg, 1500);
      const all = states(g.events, createGame(cfg));
      // Every state of set-up, then every seventh: the full game stays fast.
      const sampled = all.filter((s, i) => s.phase === 'setup' || i % 7 === 0);
      expect(sampled.length).toBeGreaterThan(20);
      for (const s of sampled) compare(s);
    });

  it('Intimate Settlers: a ship may move exactly to the paths the view offers', () => {
    let checked = 0;
    for (const seed of ['spots-ship-a', 'spots-ship-b', 'spots-ship-c']) {
      const cfg = config('intimate', 2, {}, seed);
      const ctx = contextOf(cfg);
      const g = randomGame(cfg, 1500);
      let tried = 0;
      for (const s of states(g.events, createGame(cfg))) {
        if (s.phase !== 'play' || !s.turn.rolled || s.turn.pending || s.turn.sbp) continue;
        const v = viewFor(s, 'table');
        const seat = actorOf(v);
        const movable = movableShipSpots(v, seat);
        if (movable.length === 0 || tried++ >= 8) continue;
        for (const from of movable) {
          const offered = shipSpots(v, seat, {}, from);
          // Every path offered is accepted; every path near the fleet that is not, is refused.
          const near = new Set(
            shipsOf(s).flatMap((o, e) =>
              o === seat
                ? (ctx.topo.edgeEnds[e] ?? []).flatMap((x) => ctx.topo.vertexEdges[x] ?? [])
                : [],
            ),
          );
          for (const to of ctx.topo.edges.filter((_, e) => near.has(e))) {
            const ok = decide(s, { type: 'moveShip', seat, from, to }).ok;
            expect(ok, `${from} → ${to}`).toBe(offered.includes(to));
            if (ok) checked++;
          }
          for (const to of offered)
            expect(decide(s, { type: 'moveShip', seat, from, to }).ok, `${from} → ${to}`).toBe(
              true,
            );
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  }, 60_000);

  // Intimate Settlers too: its home-base room rule once let the view offer a refused spot.
  it.each([
    ['base', 4],
    ['intimate', 2],
  ] as const)('set-up placements the view offers are accepted by decide() (%s)', (ruleset, n) => {
    const cfg = config(ruleset, n, {}, 'spots-setup');
    const g = randomGame(cfg, 400);
    let checked = 0;
    for (const s of states(g.events, createGame(cfg))) {
      if (s.phase !== 'setup' || !s.setup) continue;
      const v = viewFor(s, 'table');
      const seat = actorOf(v);
      if (s.setup.placed === null)
        for (const vertex of settlementSpots(v, seat)) {
          expect(decide(s, { type: 'buildSettlement', seat, vertex }).ok).toBe(true);
          checked++;
        }
      else
        for (const edge of roadSpots(v, seat)) {
          expect(decide(s, { type: 'buildRoad', seat, edge }).ok).toBe(true);
          checked++;
        }
    }
    expect(checked).toBeGreaterThan(ruleset === 'base' ? 100 : 10);
  });
});
