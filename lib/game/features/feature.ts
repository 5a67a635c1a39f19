// The shape of a feature module (see ARCHITECTURE.md): the command and event types it owns,
// their handlers, what its events hide, and the fields of the legal actions it answers.
// Apart from kit.ts so that the fold, which imports kit.ts, reaches no legal actions.

import type { GameContext } from '../context';
import type { LegalActions } from '../legal';
import type { CommandType, EventType, Seat } from '../types';
import type { GameView } from '../view';
import type { DecidePart, EvolvePart, HideTable, ScorePart } from './kit';
import type { FeatureName } from './names';

/** A feature's answer to "what may be offered now": the LegalActions fields it owns. */
export type FeatureLegal = (view: GameView, ctx: GameContext, seat: Seat) => Partial<LegalActions>;

/** A feature module: its types (in the same order as its parts) and their handlers. */
export interface Feature<C extends CommandType, E extends EventType> {
  readonly name: FeatureName;
  readonly commands: readonly C[];
  /**
   * The commands of `commands` a seat's own phone may send for its own seat (its choices and
   * the moves of its own hand); the rest are the host's table's. lib/server reads them through
   * features/index.ts' seatMaySend.
   */
  readonly seatSends?: readonly C[];
  readonly events: readonly E[];
  readonly decide: DecidePart<C>;
  readonly evolve: EvolvePart<E>;
  readonly hide?: HideTable;
  readonly legal?: FeatureLegal;
  readonly score?: ScorePart;
}
