// The game@1 document: ruleset, seed, players, options, board (inline or by share code) and
// the events. Parsed with zod so a hand-edited or hostile file is refused with a path and a
// reason before any rule runs; docs/game-log.md describes it.

import { z } from 'zod';
import { boardFromShare, parseBoard } from '../board';
import type { Board } from '../board/types';
import { err, ok, type Result } from '../result';
import { RULESET_IDS, RULESETS } from '../rules/rulesets';
import { DEFAULT_OPTIONS, VP_TARGET_MAX, VP_TARGET_MIN } from './setup';
import {
  BETWEEN_TURNS,
  DEV_CARDS,
  DEV_MODES,
  DICE_MODES,
  type Event,
  type GameConfig,
  SF_AWARDS,
  SF_ITEMS,
} from './types';

const seat = z.number().int().min(0).max(5);
const count = z.number().int().min(0).max(1000);
const hand = z.record(z.string().max(20), count);
const vertex = z.string().regex(/^-?\d{1,3},-?\d{1,3},[NS]$/);
const edge = z.string().regex(/^-?\d{1,3},-?\d{1,3},(W|NW|NE)$/);
const hex = z.string().regex(/^-?\d{1,3},-?\d{1,3}$/);
const rng = z.array(z.number().int()).min(1).max(8);
const resource = z.string().min(1).max(20);
const source = z.enum(['app', 'table', 'deck']);
const planet = z.object({ number: z.number().int().min(2).max(12), resource });

const payoutBuilding = z.object({
  site: z.string().max(40),
  seat,
  kind: z.enum(['settlement', 'city', 'colony', 'spaceport']),
  amount: count,
});
const payout = z.object({
  hexes: z.array(
    z.object({
      hex: z.string().max(40),
      resource,
      blocked: z.boolean(),
      buildings: z.array(payoutBuilding).max(40),
    }),
  ),
  shortages: z.array(
    z.object({
      resource,
      due: count,
      bank: count,
      decision: z.enum(['none', 'rest']),
      seats: z.array(seat).max(6),
    }),
  ),
  received: z.array(hand).max(6),
});
const discovery = z.object({
  hex,
  terrain: z.string().max(20),
  token: z.number().int().min(2).max(12).nullable(),
  harbor: z.string().max(20).nullable(),
  faces: hex.nullable(),
  paid: resource.nullable(),
  returned: count,
});

const eventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('orderDecided'),
    first: seat,
    rolls: z.array(z.array(z.number().int().nullable()).max(6)).max(100),
    source,
    rng: rng.optional(),
  }),
  z.object({
    type: z.literal('settlementBuilt'),
    seat,
    vertex,
    free: z.boolean(),
    initial: payout.optional(),
    island: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('roadBuilt'),
    seat,
    edge,
    free: z.boolean(),
    discovered: z.array(discovery).max(6).optional(),
  }),
  z.object({ type: z.literal('cityBuilt'), seat, vertex }),
  z.object({
    type: z.literal('shipBuilt'),
    seat,
    edge,
    free: z.boolean(),
    discovered: z.array(discovery).max(6).optional(),
  }),
  z.object({
    type: z.literal('shipMoved'),
    seat,
    from: edge,
    to: edge,
    discovered: z.array(discovery).max(6).optional(),
  }),
  z.object({ type: z.literal('harborTurned'), seat, hex, faces: hex, from: hex }),
  z.object({ type: z.literal('cardsChosen'), seat, cards: hand }),
  z.object({
    type: z.literal('rolled'),
    seat,
    dice: z.tuple([z.number().int().min(1).max(6), z.number().int().min(1).max(6)]),
    source,
    rng: rng.optional(),
    payout: payout.nullable(),
    owed: z.array(count).max(6).optional(),
    supply: z.array(resource.nullable()).max(6).optional(),
    supplySource: z.enum(['app', 'table']).optional(),
  }),
  z.object({ type: z.literal('discarded'), seat, cards: hand }),
  z.object({
    type: z.literal('robberMoved'),
    seat,
    hex,
    victim: seat.nullable(),
    stolen: resource.nullable(),
    rng: rng.optional(),
  }),
  z.object({
    type: z.literal('stolen'),
    seat,
    victim: seat.nullable(),
    stolen: resource.nullable(),
    rng: rng.optional(),
  }),
  z.object({ type: z.literal('bankTraded'), seat, give: hand, get: hand }),
  z.object({ type: z.literal('playerTraded'), seat, with: seat, give: hand, get: hand }),
  z.object({ type: z.literal('devBought'), seat, card: z.enum(DEV_CARDS), source }),
  z.object({
    type: z.literal('knightPlayed'),
    seat,
    hex,
    victim: seat.nullable(),
    stolen: resource.nullable(),
    rng: rng.optional(),
  }),
  z.object({
    type: z.literal('roadBuildingPlayed'),
    seat,
    edges: z.array(edge).max(2),
    ships: z.array(edge).max(2),
    discovered: z.array(discovery).max(12).optional(),
  }),
  z.object({ type: z.literal('yearOfPlentyPlayed'), seat, resources: z.array(resource).max(2) }),
  z.object({ type: z.literal('monopolyPlayed'), seat, resource, taken: z.array(count).max(6) }),
  z.object({ type: z.literal('victoryPointPlayed'), seat }),
  z.object({ type: z.literal('turnEnded'), seat, next: seat }),
  z.object({
    type: z.literal('sfStarted'),
    seat,
    colonies: z.array(z.array(planet).max(3)).max(2),
    spaceport: z.array(planet).max(3),
  }),
  z.object({
    type: z.literal('sfBuilt'),
    seat,
    item: z.enum(SF_ITEMS),
    pay: hand,
    planets: z.array(planet).max(3).optional(),
    colony: count.optional(),
  }),
  z.object({
    type: z.literal('sfAwarded'),
    seat,
    award: z.enum(SF_AWARDS),
    delta: z.number().int().min(-20).max(20),
  }),
]);

const optionsSchema = z
  .object({
    dice: z.enum(DICE_MODES),
    devDeck: z.enum(DEV_MODES),
    betweenTurns: z.enum(BETWEEN_TURNS),
    diceDeckReshuffleAt: z.number().int().min(0).max(35),
    vpTarget: z.number().int().min(VP_TARGET_MIN).max(VP_TARGET_MAX),
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
  if (board && board.ruleset !== doc.ruleset)
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
    events.push(e.data as Event);
  }
  const config: GameConfig = {
    ruleset: doc.ruleset,
    seed: doc.seed,
    players: doc.players,
    board,
    options: { ...DEFAULT_OPTIONS, ...(doc.options ?? {}) },
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
