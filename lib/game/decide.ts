// decide(state, command): the rules. It returns the events a command causes — with every
// random outcome drawn here, from the generator kept in the state — or a typed rule error.
// It never throws for a user mistake and never changes the state it is given. Each command's
// rules live in its feature (lib/game/features/*/decide.ts); this file checks what every
// command shares and dispatches through one table that tsc checks is complete.

import type { GameContext } from './context';
import { contextOf } from './context';
import { decide as barbarians } from './features/barbarians/decide';
import { decide as core } from './features/core/decide';
import { decide as correct } from './features/correct/decide';
import { decide as dev } from './features/dev/decide';
import { decide as discovery } from './features/discovery/decide';
import { decide as improvements } from './features/improvements/decide';
import type { CommandMap, DecideTable } from './features/kit';
import { decide as knights } from './features/knights/decide';
import { decide as progress } from './features/progress/decide';
import { decide as robber } from './features/robber/decide';
import { decide as ships } from './features/ships/decide';
import { decide as starfarers } from './features/starfarers/decide';
import { decide as trade } from './features/trade/decide';
import { decide as walls } from './features/walls/decide';
import { fail, type R, validSeat } from './turn';
import type { Command, CommandType, GameState } from './types';

/** One handler per command type: a type without one, or one for no such type, fails tsc. */
const DECIDE: DecideTable = {
  ...core,
  ...trade,
  ...robber,
  ...dev,
  ...ships,
  ...discovery,
  ...starfarers,
  ...barbarians,
  ...knights,
  ...walls,
  ...improvements,
  ...progress,
  ...correct,
};

function dispatch<K extends CommandType>(
  s: GameState,
  ctx: GameContext,
  type: K,
  c: CommandMap[K],
): R {
  return DECIDE[type](s, ctx, c);
}

/** The rules: the events `command` causes in `state`, or why it is refused. */
export function decide(s: GameState, c: Command): R {
  // Commands may come straight from a client: anything that is not even shaped like one is refused.
  if (c === null || typeof c !== 'object' || typeof c.type !== 'string')
    return fail('ERR_BAD_COMMAND', 'not a command');
  // Once over, only a real card's victory point may still be declared (the final standings).
  if (s.phase === 'over' && c.type !== 'playVictoryPoint')
    return fail('ERR_GAME_OVER', 'the game is over', { winner: s.winner });
  if ('seat' in c && !validSeat(s, c.seat)) return fail('ERR_BAD_SEAT', `no seat ${c.seat}`);
  if (!Object.hasOwn(DECIDE, c.type))
    return fail('ERR_BAD_COMMAND', `unknown command ${(c as { type: string }).type}`);
  return dispatch(s, contextOf(s.config), c.type, c);
}

export { robberVictims } from './features/robber/decide';
export { bankRate } from './features/trade/decide';
