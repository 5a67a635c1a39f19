// Game engine benchmark: replaying a 1,000-event base game and a 1,000-event cities-and-knights
// game (the trusted fold, and the checked replay that re-decides every event), and longest road on the worst networks we could build:
// fifteen roads on the three sides-sharing hexes (every path of three loops), alone and with
// an opponent's settlement inside. Target: fold of 1,000 events under 5 ms median.

import os from 'node:os';
import {
  createGame,
  DEFAULT_OPTIONS,
  type Event,
  fold,
  type GameConfig,
  longestRoadOf,
  randomGame,
  replayChecked,
} from '../../lib/game';
import { contextOf } from '../../lib/game/context';
import { shipsOf } from '../../lib/game/slices';
import { edgeId, hexEdges, hexVertices, vertexId } from '../../lib/hex';
import type { RulesetId } from '../../lib/rules';
import { beginnerBoard } from '../fixtures/boards';
import { ms, summary, timeRuns } from './stats';

/** The first random legal game of `ruleset` (4 players) to reach 1,000 events, cut there. */
function thousandEvents(ruleset: RulesetId = 'base'): { cfg: GameConfig; events: Event[] } {
  for (let i = 0; i < 200; i++) {
    const cfg: GameConfig = {
      ruleset,
      // The base game's seeds as before, so its figures stay comparable with earlier runs.
      seed: ruleset === 'base' ? `bench${i}` : `bench-${ruleset}-${i}`,
      players: ['red', 'blue', 'white', 'orange'].map((color, k) => ({ name: `P${k + 1}`, color })),
      board: beginnerBoard(),
      options: DEFAULT_OPTIONS,
    };
    const g = randomGame(cfg);
    if (g.events.length >= 1000) return { cfg, events: g.events.slice(0, 1000) };
  }
  throw new Error('no random game reached 1,000 events');
}

const row = (name: string, xs: number[]) => {
  const s = summary(xs);
  return `| ${name} | ${s.n} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.max)} |`;
};

export async function run(): Promise<string> {
  const load = os.loadavg();
  const { cfg, events } = thousandEvents();
  const foldTimes = timeRuns(300, () => {
    fold(cfg, events);
  });
  const checkedTimes = timeRuns(
    30,
    () => {
      replayChecked(cfg, events);
    },
    5,
  );
  // Cities and knights (issue 32): three dice, barbarians, knights, progress cards.
  const ck = thousandEvents('ck');
  const ckFoldTimes = timeRuns(300, () => {
    fold(ck.cfg, ck.events);
  });
  const ckCheckedTimes = timeRuns(
    30,
    () => {
      replayChecked(ck.cfg, ck.events);
    },
    5,
  );

  // Fifteen roads: the fifteen sides of three hexes meeting at one corner.
  const ctx = contextOf(cfg);
  const trio = [
    { q: 0, r: 0 },
    { q: 1, r: 0 },
    { q: 0, r: 1 },
  ];
  const ids = [...new Set(trio.flatMap((h) => hexEdges(h).map(edgeId)))];
  const s0 = createGame(cfg);
  const roads = s0.roads.map((_, e) => (ids.includes(ctx.topo.edges[e] as never) ? 0 : null));
  const net = { topo: ctx.topo, buildings: s0.buildings, roads, ships: shipsOf(s0) };
  const inner = ctx.topo.vertexIndex.get(vertexId(hexVertices({ q: 0, r: 0 })[2] as never)) ?? 0;
  const broken = {
    ...net,
    buildings: s0.buildings.map((b, v) =>
      v === inner ? { seat: 1, kind: 'settlement' as const } : b,
    ),
  };
  const full = longestRoadOf(net, 0, false);
  const cut = longestRoadOf(broken, 0, false);
  const lrFull = timeRuns(2000, () => {
    longestRoadOf(net, 0, false);
  });
  const lrCut = timeRuns(2000, () => {
    longestRoadOf(broken, 0, false);
  });

  return [
    '## Game engine',
    '',
    `Replay of a ${events.length}-event base game (4 players, seed \`${cfg.seed}\`) and a ${ck.events.length}-event cities-and-knights game (\`ck\`, 4 players, seed \`${ck.cfg.seed}\`), random legal moves. The fold applies trusted events; the checked replay re-decides each event from the rules and compares. Target: fold under 5 ms median.`,
    '',
    '| what | runs | median ms | p95 ms | max ms |',
    '|---|---|---|---|---|',
    row(`fold (trusted), ${events.length} events, base`, foldTimes),
    row(`fold (trusted), ${ck.events.length} events, ck`, ckFoldTimes),
    row(`checked replay, ${events.length} events, base`, checkedTimes),
    row(`checked replay, ${ck.events.length} events, ck`, ckCheckedTimes),
    '',
    `- measured: ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}; the machine was shared with other work (load average ${load.map((x) => x.toFixed(1)).join(' / ')}, 1 / 5 / 15 min, when the runs began), so the figures are upper bounds of an idle machine's.`,
    '',
    `Longest road, worst case: ${ids.length} roads on the sides of three hexes meeting at a corner (three loops, every intersection of degree 2 or 3); exact length ${full}, and ${cut} with an opponent's settlement on the shared corner.`,
    '',
    '| what | runs | median ms | p95 ms | max ms |',
    '|---|---|---|---|---|',
    row(`15 roads, three loops (length ${full})`, lrFull),
    row(`same, broken by an opponent (length ${cut})`, lrCut),
  ].join('\n');
}
