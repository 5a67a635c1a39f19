import 'server-only';
// Request bodies, checked with zod before anything else runs: strict objects (unknown
// fields refused), bounded strings and arrays, names cleaned. The command is lib/game's own
// schema; the engine still decides whether a well-formed command is legal.

import { z } from 'zod';
import {
  BETWEEN_TURNS,
  commandSchema,
  DEV_MODES,
  DICE_MODES,
  mothershipOdds,
  PROGRESS_MODES,
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

export const color = z
  .string()
  .regex(/^([a-z]{1,20}|#[0-9a-fA-F]{6})$/, 'a colour name or #rrggbb');

export const clientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8–64 of A–Z a–z 0–9 _ -');
const version = z.number().int().min(0).max(1_000_000_000);

const gameOptions = z.strictObject({
  dice: z.enum(DICE_MODES).optional(),
  devDeck: z.enum(DEV_MODES).optional(),
  progressDeck: z.enum(PROGRESS_MODES).optional(),
  betweenTurns: z.enum(BETWEEN_TURNS).optional(),
  diceDeckReshuffleAt: z.number().int().min(0).max(35).optional(),
  vpTarget: z.number().int().min(VP_TARGET_MIN).max(VP_TARGET_MAX).optional(),
  mothership: mothershipOdds.optional(),
  nicknames: z.boolean().optional(),
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

// The engine's own schema (lib/game/schema.ts): strict, bounded, and checked against the
// Command union at compile time, so a parsed command goes to decide() without a cast.
export const command = commandSchema;

export const commandBody = z.strictObject({ clientId, version, command });

export const historyBody = z.strictObject({
  clientId,
  version,
  steps: z.number().int().min(1).max(10_000).optional(),
});

export const settingsBody = z.strictObject({ phoneInput: z.boolean() });

// Which commands a seat's own phone may send for itself: the features' `seatSends`
// (lib/game/features/index.ts), so a feature's new phone command needs no list here.
export { SEAT_COMMANDS as SEAT_CHOICES, seatMaySend } from '../game/features';

/** A readable one-line reason from a zod error. */
export function issueText(e: z.ZodError): string {
  const i = e.issues[0];
  if (!i) return 'invalid request';
  const path = i.path.length ? i.path.join('.') : '(body)';
  return `${path}: ${i.message}`;
}
