import 'server-only';
// Request bodies, checked with zod before anything else runs: strict objects (unknown
// fields refused), bounded strings and arrays, names cleaned. The command schema mirrors
// lib/game's Command union; the engine still decides whether a well-formed command is legal.

import { z } from 'zod';
import {
  BETWEEN_TURNS,
  DEV_CARDS,
  DEV_MODES,
  DICE_MODES,
  SF_AWARDS,
  SF_ITEMS,
  VP_TARGET_MAX,
  VP_TARGET_MIN,
} from '../game';
import { RULESET_IDS } from '../rules/rulesets';

/** Trims, folds runs of white space and normalises; refuses control characters and markup. */
export const name = z
  .string()
  .max(200)
  .transform((s) => s.normalize('NFC').replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, 'a name cannot be empty')
      .max(40, 'a name has at most 40 characters')
      .refine((s) => !/[\p{Cc}\p{Cf}<>]/u.test(s), 'a name cannot hold control characters or < >'),
  );

const color = z.string().regex(/^([a-z]{1,20}|#[0-9a-fA-F]{6})$/, 'a colour name or #rrggbb');

export const clientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8–64 of A–Z a–z 0–9 _ -');
const version = z.number().int().min(0).max(1_000_000_000);

const gameOptions = z.strictObject({
  dice: z.enum(DICE_MODES).optional(),
  devDeck: z.enum(DEV_MODES).optional(),
  betweenTurns: z.enum(BETWEEN_TURNS).optional(),
  diceDeckReshuffleAt: z.number().int().min(0).max(35).optional(),
  vpTarget: z.number().int().min(VP_TARGET_MIN).max(VP_TARGET_MAX).optional(),
});

export const createBody = z.strictObject({
  ruleset: z.enum(RULESET_IDS),
  players: z.array(z.strictObject({ name, color })).min(2).max(6),
  /** A share code, or a board@1 document (checked by lib/board). */
  board: z.union([z.string().min(1).max(200), z.record(z.string(), z.unknown())]).optional(),
  seed: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
  options: gameOptions.optional(),
  phoneInput: z.boolean().optional(),
});
export type CreateBody = z.infer<typeof createBody>;

export const importBody = z.strictObject({
  log: z.record(z.string(), z.unknown()),
  phoneInput: z.boolean().optional(),
});

// ------------------------------------------------------------------ commands

const seat = z.number().int().min(0).max(5);
const count = z.number().int().min(0).max(100);
const hand = z.record(z.string().min(1).max(20), count);
const vertex = z.string().regex(/^-?\d{1,3},-?\d{1,3},[NS]$/);
const edge = z.string().regex(/^-?\d{1,3},-?\d{1,3},(W|NW|NE)$/);
const hex = z.string().regex(/^-?\d{1,3},-?\d{1,3}$/);
const die = z.number().int().min(1).max(6);
const resource = z.string().min(1).max(20);
const planet = z.strictObject({ number: z.number().int().min(2).max(12), resource });
const planets = z.array(planet).max(6);

export const command = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('decideOrder'), first: seat.optional() }),
  z.strictObject({ type: z.literal('buildSettlement'), seat, vertex }),
  z.strictObject({ type: z.literal('buildRoad'), seat, edge }),
  z.strictObject({ type: z.literal('buildCity'), seat, vertex }),
  z.strictObject({ type: z.literal('buildShip'), seat, edge, faces: hex.optional() }),
  z.strictObject({
    type: z.literal('moveShip'),
    seat,
    from: edge,
    to: edge,
    faces: hex.optional(),
  }),
  // A harbor just discovered, turned at the table: the host's move, never a phone's (SEAT_CHOICES).
  z.strictObject({ type: z.literal('turnHarbor'), seat, hex, faces: hex }),
  z.strictObject({ type: z.literal('chooseCards'), seat, cards: hand }),
  z.strictObject({
    type: z.literal('roll'),
    seat,
    dice: z.tuple([die, die]).optional(),
    supply: z.array(resource.nullable()).max(6).optional(),
  }),
  z.strictObject({ type: z.literal('discard'), seat, cards: hand }),
  z.strictObject({ type: z.literal('moveRobber'), seat, hex, victim: seat.nullable().optional() }),
  z.strictObject({ type: z.literal('steal'), seat, victim: seat.nullable() }),
  z.strictObject({ type: z.literal('tradeBank'), seat, give: hand, get: hand }),
  z.strictObject({ type: z.literal('tradePlayer'), seat, with: seat, give: hand, get: hand }),
  z.strictObject({ type: z.literal('buyDev'), seat, card: z.enum(DEV_CARDS).optional() }),
  z.strictObject({ type: z.literal('playKnight'), seat, hex, victim: seat.nullable().optional() }),
  z.strictObject({
    type: z.literal('playRoadBuilding'),
    seat,
    edges: z.array(edge).max(2),
    ships: z.array(edge).max(2).optional(),
  }),
  z.strictObject({
    type: z.literal('playYearOfPlenty'),
    seat,
    resources: z.array(resource).max(2),
  }),
  z.strictObject({ type: z.literal('playMonopoly'), seat, resource }),
  z.strictObject({ type: z.literal('playVictoryPoint'), seat }),
  z.strictObject({ type: z.literal('endTurn'), seat }),
  z.strictObject({
    type: z.literal('sfStart'),
    seat,
    colonies: z.array(planets).max(2),
    spaceport: planets,
  }),
  z.strictObject({
    type: z.literal('sfBuild'),
    seat,
    item: z.enum(SF_ITEMS),
    pay: hand,
    planets: planets.optional(),
    colony: z.number().int().min(0).max(100).optional(),
  }),
  z.strictObject({
    type: z.literal('sfAward'),
    seat,
    award: z.enum(SF_AWARDS),
    delta: z.number().int().min(-10).max(10),
  }),
]);

export const commandBody = z.strictObject({ clientId, version, command });

export const historyBody = z.strictObject({
  clientId,
  version,
  steps: z.number().int().min(1).max(10_000).optional(),
});

export const settingsBody = z.strictObject({ phoneInput: z.boolean() });

/** The commands a seat's own phone may send: its own choices, never the table's moves. */
export const SEAT_CHOICES = new Set([
  'discard',
  'chooseCards',
  'playMonopoly',
  'playYearOfPlenty',
] as const);

/** A readable one-line reason from a zod error. */
export function issueText(e: z.ZodError): string {
  const i = e.issues[0];
  if (!i) return 'invalid request';
  const path = i.path.length ? i.path.join('.') : '(body)';
  return `${path}: ${i.message}`;
}
