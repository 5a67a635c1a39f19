// Reading a board@1 document from outside (a file, a request body): shape checked by zod,
// then the facts a board must hold (unique positions, harbors facing their own land, …).

import { z } from 'zod';
import { type HexKey, hexDistance, hexKey, parseHexKey } from '../hex';
import { err, ok, type Result } from '../result';
import { BOARD_RULESET_IDS, isBoardRulesetId, LAYOUTS, RULESET_IDS } from '../rules/rulesets';
import { RESOURCES, TERRAINS, TOKEN_VALUES } from '../rules/vocab';
import type { Board } from './types';

const key = z.string().regex(/^-?\d{1,3},-?\d{1,3}$/, 'a hex as "q,r"');
const coord = z.number().int().min(-50).max(50);
const trade = z.enum(['any', ...RESOURCES]);
const token = z.literal(TOKEN_VALUES).nullable();

const hexSchema = z.strictObject({
  q: coord,
  r: coord,
  terrain: z.enum(TERRAINS),
  token,
  order: z.number().int().min(1).max(200),
  letter: z
    .string()
    .regex(/^[A-Z](?:[a-z])?$/)
    .optional(),
  harbor: z.strictObject({ trade, faces: key }).optional(),
  home: z.union([z.literal(0), z.literal(1)]).optional(),
});

const boardSchema = z.strictObject({
  format: z.literal('board@1'),
  ruleset: z
    .enum(RULESET_IDS)
    .refine(isBoardRulesetId, `a ruleset the board face offers: ${BOARD_RULESET_IDS.join(', ')}`),
  seed: z.string().min(1).max(40),
  layout: z.enum(LAYOUTS),
  players: z.number().int().min(2).max(6),
  balance: z.strictObject({
    preset: z.string().max(20),
    constraints: z.array(z.string().max(40)).max(20),
  }),
  hexes: z.array(hexSchema).min(1).max(200),
  robber: key,
  discovery: z
    .strictObject({
      hexes: z
        .array(z.strictObject({ terrain: z.enum(TERRAINS), harbor: trade.optional() }))
        .max(100),
      tokens: z.array(z.number().int().min(2).max(12)).max(100),
    })
    .optional(),
  share: z.string().max(300),
});

export interface BoardFormatError {
  readonly code: 'ERR_BOARD_FORMAT';
  readonly message: string;
}

/** Validates an imported board@1 document; the error names the first thing wrong. */
export function parseBoard(input: unknown): Result<Board, BoardFormatError> {
  const fail = (message: string) => err({ code: 'ERR_BOARD_FORMAT' as const, message });
  const parsed = boardSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.') || '(document)';
    return fail(`board@1: ${path}: ${issue?.message ?? 'invalid'}`);
  }
  const b = parsed.data as Board;
  const seen = new Map<HexKey, (typeof b.hexes)[number]>();
  for (const h of b.hexes) {
    const k = hexKey(h);
    if (seen.has(k)) return fail(`board@1: two hexes at ${k}`);
    seen.set(k, h);
    const producing = h.terrain !== 'sea' && h.terrain !== 'desert';
    if (producing && h.token === null)
      return fail(`board@1: the ${h.terrain} at ${k} has no number token`);
    if (!producing && h.token !== null)
      return fail(`board@1: the ${h.terrain} at ${k} cannot carry a number token`);
    if (h.harbor && h.terrain !== 'sea')
      return fail(`board@1: the harbor at ${k} must be on a sea hex`);
  }
  for (const h of b.hexes) {
    if (!h.harbor) continue;
    const f = parseHexKey(h.harbor.faces);
    const target = f ? seen.get(hexKey(f)) : undefined;
    if (!f || !target || target.terrain === 'sea' || hexDistance(f, h) !== 1)
      return fail(
        `board@1: the harbor at ${hexKey(h)} must face a neighbouring land hex, not ${h.harbor.faces}`,
      );
  }
  const robber = seen.get(b.robber as HexKey);
  if (!robber || robber.terrain === 'sea')
    return fail(`board@1: the robber must stand on a land hex, not ${b.robber}`);
  return ok(b);
}
