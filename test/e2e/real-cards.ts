// Games with real cards (dice and development deck from the box) played here with the engine,
// to be imported: the set-up the phone and end-of-game tests share, and the steps they take
// to bring a seat to a development card.
import {
  bankRate,
  type Command,
  commandOf,
  contextOf,
  createGame,
  DEFAULT_OPTIONS,
  decide,
  type Event,
  evolve,
  expectedIncome,
  type GameConfig,
  type GameState,
  randomGame,
} from '@/lib/game';
import { beginnerBoard } from '../fixtures/boards';
import { localConfig, PLAYERS } from './server-helpers';
import { diceFor, handOf } from './table-helpers';

/** Ann, Bo and Cy on the beginner board with real cards (dice and development deck from the box). */
export function beginnerRealCards(seed: string): GameConfig {
  return {
    ruleset: 'base',
    seed,
    players: PLAYERS,
    board: beginnerBoard(),
    options: { ...DEFAULT_OPTIONS, dice: 'table', devDeck: 'table' },
  };
}

/** A game played here with the engine, command by command, to be imported. */
export interface LocalGame {
  readonly cfg: GameConfig;
  readonly events: Event[];
  /** The game after the last command. */
  readonly state: GameState;
  /** Decides and folds one command; a refusal throws with its code. */
  apply(c: Command): void;
}

/**
 * A real-cards game on createBody's board (dice and development deck from the box, `options`
 * on top), played past its start roll and snake set-up (13 moves of a legal bot game).
 */
export function realCardsGame(seed: string, options: Record<string, unknown> = {}): LocalGame {
  const cfg = localConfig(seed, { devDeck: 'table', dice: 'table', ...options });
  let s = createGame(cfg);
  const events: Event[] = [];
  const apply = (c: Command) => {
    const r = decide(s, c);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
    for (const e of r.value) {
      s = evolve(s, e);
      events.push(e);
    }
  };
  for (const c of randomGame(cfg, 13).events.map(commandOf)) apply(c);
  return {
    cfg,
    events,
    get state() {
      return s;
    },
    apply,
  };
}

/** The resources a development card costs. */
export const CARD_PRICE = ['ore', 'wool', 'grain'];

/** The active seat rolls the number that pays `seat` most often. */
export function rollPaying(game: LocalGame, seat: number): void {
  const best = [...expectedIncome(game.state, seat).byNumber].sort((a, b) => b.p - a.p)[0];
  if (!best) throw new Error('no paying number');
  game.apply({ type: 'roll', seat: game.state.turn.seat, dice: diceFor(best.sum) });
}

/** Bank trades, where the hand allows, that get `seat` each resource of a card's price it lacks. */
export function tradeForCardPrice(game: LocalGame, seat: number): void {
  const ctx = contextOf(game.cfg);
  for (const r of CARD_PRICE) {
    const h = handOf(game.state, seat);
    if ((h[r] ?? 0) > 0) continue;
    const give = Object.keys(h).find(
      (g) => !CARD_PRICE.includes(g) && (h[g] ?? 0) >= bankRate(game.state, ctx, seat, g),
    );
    if (give)
      game.apply({
        type: 'tradeBank',
        seat,
        give: { [give]: bankRate(game.state, ctx, seat, give) },
        get: { [r]: 1 },
      });
  }
}

/** Does `seat` hold a card's price? */
export const holdsCardPrice = (s: GameState, seat: number): boolean =>
  CARD_PRICE.every((r) => (handOf(s, seat)[r] ?? 0) > 0);
