// A cities-and-knights game for the tablet's browser test (table-ck.test.ts): three players
// (Ann, Bo, Cy) with table dice, the set-up played by the engine's bots, then turns of rolls
// entered as at a table (no 7, the production sums in turn, six ship faces among gate faces)
// so every seat holds cards and the barbarian ship stands one step before landing. Each
// command goes through decide(), so the import replays it exactly.
import { SEAT_COLORS } from '@/lib/colors';
import {
  type Command,
  createGame,
  DEFAULT_OPTIONS,
  decide,
  type Event,
  type EventFace,
  evolve,
  type GameConfig,
  type GameState,
  legalActions,
  parseGameLog,
  randomGame,
  type Seat,
  viewFor,
} from '@/lib/game';

export const CK_NAMES = ['Ann', 'Bo', 'Cy'];

export function ckConfig(seed = 'table-ck'): GameConfig {
  const p = parseGameLog({
    format: 'game@1',
    ruleset: 'ck',
    seed,
    players: CK_NAMES.map((name, i) => ({ name, color: SEAT_COLORS[i]?.id ?? '#000000' })),
    options: { ...DEFAULT_OPTIONS, dice: 'table' },
    board: { share: 'h1.base.spiral.none.3.demo' },
    events: [],
  });
  if (!p.ok) throw new Error(p.error.message);
  return p.value.config;
}

/** Production sums in turn (never a 7), as dice. */
const SUMS: readonly [number, number][] = [
  [3, 3],
  [4, 4],
  [2, 3],
  [4, 5],
  [1, 3],
  [4, 6],
  [1, 2],
  [5, 6],
  [1, 1],
  [6, 6],
];

/** The set-up, then `turns` turns of rolls and ends; the ship `ships` steps along. */
export function ckMoment(
  turns = 33,
  ships = 6,
  seed = 'table-ck-23',
): { config: GameConfig; events: Event[]; state: GameState } {
  const config = ckConfig(seed);
  const bots = randomGame(config, 400).events;
  const firstRoll = bots.findIndex(
    (e, i) => e.type === 'rolled' && i > 0 && isPlay(config, bots.slice(0, i)),
  );
  const events = bots.slice(0, firstRoll);
  let s = events.reduce<GameState>((x, e) => evolve(x, e), createGame(config));
  const apply = (c: Command) => {
    const d = decide(s, c);
    if (!d.ok) throw new Error(`${c.type}: ${d.error.message}`);
    for (const e of d.value) {
      s = evolve(s, e);
      events.push(e);
    }
  };
  for (let k = 0; k < turns; k++) {
    const seat = s.turn.seat;
    // The last `ships` turns bring the ship faces, so gates come first.
    const event: EventFace =
      k >= turns - ships ? 'ship' : ((['trade', 'politics', 'science'] as const)[k % 3] ?? 'trade');
    apply({ type: 'roll', seat, dice: SUMS[k % SUMS.length] ?? [3, 3], event });
    apply({ type: 'endTurn', seat });
  }
  return { config, events, state: s };
}

const isPlay = (config: GameConfig, events: readonly Event[]) =>
  events.reduce<GameState>((x, e) => evolve(x, e), createGame(config)).phase === 'play';

/** Red 1 or 2 (a gate draws for level 1), never a 7, the sums spread. */
const RED_LOW: readonly [number, number][] = [
  [1, 1],
  [1, 2],
  [2, 6],
  [1, 3],
  [2, 4],
  [1, 4],
  [2, 6],
  [1, 5],
  [2, 3],
];

/**
 * From ckMoment's set-up and rolls (no ship yet), turns in which each seat buys every trade and
 * politics level it pays for, then rolls red 1 with a trade or politics gate, so the seats on
 * those tracks draw progress cards; until `want(state)` holds (or `turns` more turns). Over the
 * hand limit, the holder puts back the newest card not in `keep`. Each command goes through
 * decide().
 */
export function ckProgressMoment(
  want: (s: GameState) => boolean,
  seed = 'table-ck-23',
  keep: readonly string[] = [],
  maxLevel = 1,
  builders: readonly Seat[] = [],
  turns = 40,
): { config: GameConfig; events: Event[]; state: GameState } | null {
  const m = ckMoment(24, 0, seed);
  const { config, events } = m;
  let s = m.state;
  const apply = (c: Command): boolean => {
    const d = decide(s, c);
    if (!d.ok) return false;
    for (const e of d.value) {
      s = evolve(s, e);
      events.push(e);
    }
    return true;
  };
  for (let k = 0; k < turns; k++) {
    if (want(s)) return { config, events, state: s };
    const seat = s.turn.seat;
    const face = k % 2 === 0 ? 'politics' : 'trade';
    apply({ type: 'roll', seat, dice: RED_LOW[k % RED_LOW.length] ?? [1, 1], event: face });
    for (const p of s.progress?.hands.keys() ?? []) {
      const h = s.progress?.hands[p] ?? [];
      const back = [...h].reverse().find((c) => !keep.includes(c));
      if (h.length > 4 && back) apply({ type: 'discardProgress', seat: p, card: back });
    }
    for (const track of ['politics', 'trade'] as const)
      while ((s.improvements?.levels[seat]?.[track] ?? 0) < maxLevel)
        if (!apply({ type: 'improveCity', seat, track })) break;
    // The builders build every city and settlement they pay for (ahead of the others in VP).
    if (builders.includes(seat))
      for (const b of legalActions(viewFor(s, seat), seat).builds)
        if (
          (b.item === 'city' || b.item === 'settlement') &&
          b.missing &&
          !Object.keys(b.missing).length
        )
          for (const c of b.commands) apply(c);
    if (!apply({ type: 'endTurn', seat })) return null;
  }
  return want(s) ? { config, events, state: s } : null;
}
