// What a feature module is: the commands and events it owns, a decide handler per command,
// an evolve handler per event, and what its events hide from other seats (the module's shape
// is feature.ts). lib/game/decide.ts
// and lib/game/evolve.ts join the features' parts into one table each, typed so that a
// command or event type without its handler, or a handler for no such type, fails tsc.

import type { Result } from '../../result';
import type { GameContext } from '../context';
import type { Draft } from '../draft';
import type {
  Command,
  CommandType,
  Event,
  EventType,
  GameState,
  PlayerState,
  ProgressDraw,
  ProgressHeld,
  RuleError,
  Seat,
} from '../types';

/** Each command by its type: CommandMap['roll'] is the roll command. */
export type CommandMap = { [C in Command as C['type']]: C };
/** Each event by its type: EventMap['rolled'] is the rolled event. */
export type EventMap = { [E in Event as E['type']]: E };

/** The rules for one command type: its events, or why it is refused. */
export type DecideHandler<K extends CommandType> = (
  s: GameState,
  ctx: GameContext,
  c: CommandMap[K],
) => Result<Event[], RuleError>;

/** Applies one event type to the fold's draft (lib/game/draft.ts), in place. */
export type EvolveHandler<K extends EventType> = (
  d: Draft,
  ctx: GameContext,
  ev: EventMap[K],
) => void;

/** A feature's decide handlers: exactly one for each command type it owns. */
export type DecidePart<K extends CommandType> = { readonly [P in K]: DecideHandler<P> };
/** A feature's evolve handlers: exactly one for each event type it owns. */
export type EvolvePart<K extends EventType> = { readonly [P in K]: EvolveHandler<P> };

/** Every command type's handler: what lib/game/decide.ts dispatches through. */
export type DecideTable = DecidePart<CommandType>;
/** Every event type's handler: what lib/game/evolve.ts dispatches through. */
export type EvolveTable = EvolvePart<EventType>;

/**
 * A feature's score parts for one seat, written into `out` in the order they are shown
 * (lib/game/score.ts' scoreOf calls core, dev, discovery, starfarers in turn).
 */
export type ScorePart = (
  out: Record<string, number>,
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  p: PlayerState,
) => void;

/** Who is looking: a seat, or the table's shared screen (sees only public facts). */
export type Viewer = Seat | 'table';

/** Stands for a card someone received face down, in another seat's view. */
export const HIDDEN = '?';

/** A development card purchase as others see it: the card's kind is the buyer's secret. */
export type HiddenDevBought = Omit<EventMap['devBought'], 'card'> & { readonly card: null };
/** A real card declared on the buyer's phone as others see it: "a card", not which. */
export type HiddenDevDeclared = Omit<EventMap['devDeclared'], 'card'> & { readonly card: null };
/** A hand's correction as other seats see it: the size of the change, not its cards. */
export type HiddenCorrected = Omit<EventMap['corrected'], 'fix'> & {
  readonly fix:
    | (Omit<Extract<EventMap['corrected']['fix'], { kind: 'hand' }>, 'delta'> & {
        readonly delta: null;
      })
    // A stack counted by the host: its count before is not shown (it may be one a hidden hand
    // correction hid, issue 27), only the count it is set to.
    | (Omit<Extract<EventMap['corrected']['fix'], { kind: 'bank' }>, 'from'> & {
        readonly from: null;
      });
};
/** A seat's request as others see it: how many cards it counts, not which. */
export type HiddenCorrectionRequested = Omit<EventMap['correctionRequested'], 'hand'> & {
  readonly hand: null;
  readonly count: number;
};
/**
 * Progress cards as other seats see them: the card drawn on a gate face, drawn by a tied
 * defender, put back under its deck, or moved by an answer is its holders' secret (null).
 */
export type HiddenProgress =
  | (Omit<EventMap['rolled'], 'progress'> & {
      readonly progress: readonly (Omit<ProgressDraw, 'card'> & {
        readonly card: ProgressHeld | null;
      })[];
    })
  | (Omit<EventMap['progressDrawn'], 'card'> & { readonly card: null })
  | (Omit<EventMap['progressDiscarded'], 'card'> & { readonly card: null })
  | (Omit<EventMap['progressDeclared'], 'card'> & { readonly card: null })
  | (Omit<EventMap['progressAnswered'], 'cards' | 'card'> & {
      readonly cards?: null;
      readonly card?: null;
    });
/** An event as some viewer sees it. */
export type SeenEvent =
  | Event
  | HiddenDevBought
  | HiddenDevDeclared
  | HiddenCorrected
  | HiddenCorrectionRequested
  | HiddenProgress;

/** How one event type is shown to `viewer` (its generator state already dropped). */
export type HideHandler<K extends EventType> = (ev: EventMap[K], viewer: Viewer) => SeenEvent;
/** A feature's hiding: for the events that carry a secret draw, what other seats see. */
export type HidePart<K extends EventType> = { readonly [P in K]: HideHandler<P> };
/** The events that hide something, each with its one handler (the rest are shown as they are). */
export type HideTable = { readonly [P in EventType]?: HideHandler<P> };
