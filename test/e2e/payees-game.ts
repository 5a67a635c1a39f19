// A game for the payout strip's layout test (issue 28): 4, 5 or 6 players with table dice,
// played by the engine's bots up to a moment before a roll where one sum pays every seat —
// with the robber on a hex of that number where one can be found, so the robber's line shows.
import { SEAT_COLORS } from '@/lib/colors';
import {
  type Command,
  createGame,
  DEFAULT_OPTIONS,
  decide,
  type Event,
  evolve,
  type GameConfig,
  type GameState,
  parseGameLog,
  randomGame,
  rolledSum,
} from '@/lib/game';

const NAMES = ['Ann', 'Bo', 'Cy', 'Dag', 'Eva', 'Fia'];

/** The config: base for 4, the 5–6 extension for 5 and 6, the seeded demo board, table dice. */
export function payeesConfig(players: 4 | 5 | 6, seed: string): GameConfig {
  const ruleset = players === 4 ? 'base' : 'base56';
  const p = parseGameLog({
    format: 'game@1',
    ruleset,
    seed,
    players: NAMES.slice(0, players).map((name, i) => ({
      name,
      color: SEAT_COLORS[i]?.id ?? '#000000',
    })),
    options: { ...DEFAULT_OPTIONS, dice: 'table', devDeck: 'app' },
    board: { share: `h1.${ruleset}.spiral.none.${players === 4 ? 3 : players}.demo` },
    events: [],
  });
  if (!p.ok) throw new Error(p.error.message);
  return p.value.config;
}

export interface PayeesMoment {
  readonly config: GameConfig;
  /** The events up to the roll (import these). */
  readonly events: readonly Event[];
  /** The sum that pays every seat. */
  readonly sum: number;
  /** The engine's roll at that sum. */
  readonly rolled: Extract<Event, { type: 'rolled' }>;
}

/** The first moment (over a few seeds) where a sum pays every seat, a blocked hex preferred. */
export function payeesMoment(players: 4 | 5 | 6): PayeesMoment {
  let fallback: PayeesMoment | null = null;
  for (let k = 0; k < 20; k++) {
    const config = payeesConfig(players, `payees-${players}-${k}`);
    const game = randomGame(config, 4000);
    let s: GameState = createGame(config);
    for (let i = 0; i < game.events.length; i++) {
      const e = game.events[i] as Event;
      if (e.type === 'rolled' && s.phase === 'play') {
        for (let sum = 2; sum <= 12; sum++) {
          if (sum === 7) continue;
          const cmd: Command = { type: 'roll', seat: e.seat, sum };
          const r = decide(s, cmd);
          if (!r.ok) continue;
          const roll = r.value.find((x) => x.type === 'rolled');
          if (roll?.type !== 'rolled' || rolledSum(roll) !== sum || !roll.payout) continue;
          const all = roll.payout.received.every((h) => Object.values(h).some((n) => n > 0));
          if (!all) continue;
          const m = { config, events: game.events.slice(0, i), sum, rolled: roll };
          if (roll.payout.hexes.some((h) => h.blocked && h.buildings.length > 0)) return m;
          fallback ??= m;
        }
      }
      s = evolve(s, e);
    }
  }
  if (!fallback) throw new Error(`no roll pays all ${players} seats`);
  return fallback;
}

/** A roll (6 players) where the robber blocks a hex that would have paid, with the most payees. */
export function blockedMoment(seeds = 8): PayeesMoment {
  let best: { m: PayeesMoment; paid: number } | null = null;
  for (let k = 0; k < seeds; k++) {
    const config = payeesConfig(6, `payees-6-${k}`);
    const game = randomGame(config, 4000);
    let s: GameState = createGame(config);
    for (let i = 0; i < game.events.length; i++) {
      const e = game.events[i] as Event;
      if (e.type === 'rolled' && s.phase === 'play') {
        for (let sum = 2; sum <= 12; sum++) {
          if (sum === 7) continue;
          const r = decide(s, { type: 'roll', seat: e.seat, sum });
          const roll = r.ok ? r.value.find((x) => x.type === 'rolled') : undefined;
          if (roll?.type !== 'rolled' || !roll.payout) continue;
          if (!roll.payout.hexes.some((h) => h.blocked && h.buildings.length > 0)) continue;
          const paid = roll.payout.received.filter((h) =>
            Object.values(h).some((n) => n > 0),
          ).length;
          if (!best || paid > best.paid)
            best = { m: { config, events: game.events.slice(0, i), sum, rolled: roll }, paid };
        }
      }
      s = evolve(s, e);
    }
  }
  if (!best) throw new Error('no roll is blocked by the robber');
  return best.m;
}
