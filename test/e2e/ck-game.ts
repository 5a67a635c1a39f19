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
  parseGameLog,
  randomGame,
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
