// The game@1 document: ruleset, seed, players, options, board (inline or by share code) and
// the events. Parsed with zod so a hand-edited or hostile file is refused with a path and a
// reason before any rule runs; docs/game-log.md describes it.

import { z } from 'zod';
import { boardFromShare, parseBoard } from '../board';
import type { Board } from '../board/types';
import { err, ok, type Result } from '../result';
import { RULESET_IDS, RULESETS } from '../rules/rulesets';
import { eventSchema, mothershipOdds } from './schema';
import { DEFAULT_OPTIONS, RULES_EDITION, VP_TARGET_MAX, VP_TARGET_MIN } from './setup';
import {
  BETWEEN_TURNS,
  DEV_MODES,
  DICE_MODES,
  type Event,
  type GameConfig,
  PROGRESS_MODES,
} from './types';

const optionsSchema = z
  .object({
    dice: z.enum(DICE_MODES),
    devDeck: z.enum(DEV_MODES),
    progressDeck: z.enum(PROGRESS_MODES),
    betweenTurns: z.enum(BETWEEN_TURNS),
    diceDeckReshuffleAt: z.number().int().min(0).max(35),
    vpTarget: z.number().int().min(VP_TARGET_MIN).max(VP_TARGET_MAX),
    edition: z.number().int().min(1).max(RULES_EDITION),
    mothership: mothershipOdds,
    nicknames: z.boolean(),
  })
  .partial();

const logSchema = z.object({
  format: z.literal('game@1'),
  ruleset: z.enum(RULESET_IDS),
  seed: z.string().min(1).max(64),
  players: z
    .array(z.object({ name: z.string().min(1).max(40), color: z.string().min(1).max(20) }))
    .min(2)
    .max(6),
  options: optionsSchema.optional(),
  board: z.union([
    z.strictObject({ share: z.string().min(1).max(200) }),
    z.record(z.string(), z.unknown()),
    z.null(),
  ]),
  events: z.array(z.unknown()).max(100000),
});

/** A game@1 document as stored. */
export interface GameLog {
  readonly format: 'game@1';
  readonly ruleset: GameConfig['ruleset'];
  readonly seed: string;
  readonly players: GameConfig['players'];
  readonly options?: Partial<GameConfig['options']>;
  /** The board inline (board@1), by share code, or null (Starfarers). */
  readonly board: Board | { readonly share: string } | null;
  readonly events: readonly Event[];
}

export interface LogError {
  readonly code: 'ERR_LOG_FORMAT';
  readonly message: string;
}

const fail = (message: string) => err<LogError>({ code: 'ERR_LOG_FORMAT', message });

/** Checks a parsed JSON value as game@1 and resolves its board; events are checked by shape only. */
export function parseGameLog(
  input: unknown,
): Result<{ config: GameConfig; events: Event[] }, LogError> {
  const top = logSchema.safeParse(input);
  if (!top.success) {
    const issue = top.error.issues[0];
    return fail(`game@1: ${issue?.path.join('.') || '(document)'}: ${issue?.message ?? 'invalid'}`);
  }
  const doc = top.data;
  const rs = RULESETS[doc.ruleset];
  if (doc.players.length < rs.players.min || doc.players.length > rs.players.max)
    return fail(
      `game@1: players: ${doc.ruleset} is for ${rs.players.min}–${rs.players.max} players, not ${doc.players.length}`,
    );
  let board: Board | null = null;
  const needsBoard = !RULESETS[doc.ruleset].features.printedBoard;
  // A bare { share } names the board by code; an inline board@1 carries its own share too.
  if (doc.board !== null && !('format' in doc.board) && typeof doc.board.share === 'string') {
    const b = boardFromShare(doc.board.share);
    if (!b.ok) return fail(`game@1: board.share: ${b.error.message}`);
    board = b.value;
  } else if (doc.board !== null) {
    const b = parseBoard(doc.board);
    if (!b.ok) return fail(`game@1: board: ${b.error.message}`);
    board = b.value;
  }
  if (needsBoard && !board) return fail(`game@1: board: ${doc.ruleset} needs a board`);
  // A ruleset may be played on another's island (cities and knights: the base game's);
  // a board names its own ruleset or one on the same island (a ck board, balanced for commodities).
  if (board && RULESETS[board.ruleset].boardOf !== rs.boardOf)
    return fail(`game@1: board: the board is for ${board.ruleset}, the game is ${doc.ruleset}`);
  const events: Event[] = [];
  for (let i = 0; i < doc.events.length; i++) {
    const e = eventSchema.safeParse(doc.events[i]);
    if (!e.success) {
      const issue = e.error.issues[0];
      return fail(
        `event ${i + 1}: ERR_LOG_FORMAT: ${issue?.path.join('.') || '(event)'}: ${issue?.message ?? 'invalid'}`,
      );
    }
    events.push(e.data);
  }
  const config: GameConfig = {
    ruleset: doc.ruleset,
    seed: doc.seed,
    players: doc.players,
    board,
    // A log without an edition was played before edition 2 and replays as it was (types.ts).
    options: { ...DEFAULT_OPTIONS, edition: 1, ...(doc.options ?? {}) },
  };
  return ok({ config, events });
}

/** The document for a game (board inline). */
export function toGameLog(config: GameConfig, events: readonly Event[]): GameLog {
  return {
    format: 'game@1',
    ruleset: config.ruleset,
    seed: config.seed,
    players: config.players,
    options: config.options,
    board: config.board,
    events,
  };
}
