// Every print option, validated with zod. Strings from a URL or the command line are coerced;
// what is wrong comes back as one line saying what was given and what is accepted.

import { z } from 'zod';
import { SEED_HELP, SEED_RE } from '../lib/board/generate';
import { err, ok, type Result } from '../lib/result';
import { DEFAULT_RULESET, RULESET_IDS } from '../lib/rules/rulesets';
import { COMPLETE_CHOICES } from './complete';
import { LANGS } from './i18n';
import { PIECE_SYNTAX, type Piece, parsePiece } from './pieces';
import { PAPERS } from './units';

export const BACKS = ['none', 'duplex', 'fold'] as const;
export type Backs = (typeof BACKS)[number];

/** Most of one piece a request may ask for; a whole 5–6 player bank is 24 a resource. */
export const MAX_COUNT = 200;
/** Most pieces in one PDF (a full 5–6 player kit is under 300). */
export const MAX_TOTAL = 600;
export const MAX_LINES = 60;

const bool = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'expected true or false' }),
);

/** The measures a request may set, with what is accepted: [min, max]. */
export const MEASURE_RANGES = {
  margin: [0, 40],
  gap: [0, 20],
  bleed: [0, 5],
  backBleed: [0, 5],
  backX: [-5, 5],
  backY: [-5, 5],
  scale: [0.5, 2],
  hex: [30, 200],
  token: [10, 60],
  cardW: [30, 120],
  cardH: [40, 170],
  costW: [40, 200],
  costH: [40, 250],
  harborW: [10, 60],
  harborH: [10, 60],
  overlap: [5, 30],
} as const satisfies Record<string, readonly [number, number]>;
export type Measure = keyof typeof MEASURE_RANGES;

/** "1,5" as people write it in Swedish, German and Danish is 1.5 (one comma between digits). */
export const decimalComma = (v: unknown): unknown =>
  typeof v === 'string' && /^\s*-?\d+,\d+\s*$/.test(v) ? v.replace(',', '.') : v;

const num = (measure: Measure, what: string) => {
  const [min, max] = MEASURE_RANGES[measure];
  return z.preprocess(
    decimalComma,
    z.coerce
      .number({ error: `expected a number of ${what}` })
      .refine(Number.isFinite, { error: `expected a number of ${what}` })
      .refine((n) => n >= min && n <= max, { error: `expected ${min}–${max} ${what}` }),
  );
};

const oneOf = <T extends readonly [string, ...string[]]>(list: T) =>
  z.enum(list, { error: (i) => `got ${JSON.stringify(i.input)}; accepted: ${list.join(', ')}` });

export const PieceLineSchema = z.object({
  id: z.string().max(40),
  count: z.coerce
    .number()
    .int({ error: 'a count is a whole number' })
    .min(1, { error: 'a count is at least 1' })
    .max(MAX_COUNT, { error: `at most ${MAX_COUNT} of one piece` }),
});

export const OptionsSchema = z
  .object({
    paper: oneOf(PAPERS).default('a4'),
    /** Blank border the printer needs, mm. e.g. 10 */
    margin: num('margin', 'mm').default(10),
    /** Space between pieces, mm. e.g. 2 */
    gap: num('gap', 'mm').default(2),
    cutLines: bool.default(true),
    cropMarks: bool.default(false),
    /** Art printed past the cut line, mm. e.g. 2 */
    bleed: num('bleed', 'mm').default(0),
    /** Duplex back pages: bleed at least this, mm (their dark backs run to the cut). */
    backBleed: num('backBleed', 'mm').default(2),
    inkSaver: bool.default(false),
    backs: oneOf(BACKS).default('duplex'),
    /** Duplex: shift of the back pages, mm (+ right and down as the back page is seen). */
    backX: num('backX', 'mm').default(0),
    backY: num('backY', 'mm').default(0),
    lang: oneOf(LANGS).default('en'),
    /** Swedish only: the table's nicknames (trä, får, vete, lera, sten). */
    nicknames: bool.default(false),
    /** Terrain names printed on hex tiles. */
    names: bool.default(true),
    calibration: bool.default(false),
    /** A front/back test sheet pair: read the printer's duplex offset against its rulers. */
    duplexTest: bool.default(false),
    /** Board kits: the layout guide page with the QR code. */
    guide: bool.default(true),
    /** Board kits: sea and harbor hexes of the frame as well as land. */
    water: bool.default(true),
    ruleset: oneOf(RULESET_IDS).default(DEFAULT_RULESET),
    /** A whole game of a ruleset's box in one PDF (print/complete.ts); `none` for a plain kit. */
    complete: oneOf(COMPLETE_CHOICES).default('none'),
    /** The seed of the fresh board a complete game prints when no board is given. */
    seed: z
      .string()
      .regex(SEED_RE, { error: `expected ${SEED_HELP}` })
      .optional(),
    /** Where "play this board" links point. e.g. https://hexkeeper.example */
    origin: z
      .url({ error: 'expected an http(s) origin such as https://example.org' })
      .refine((u) => /^https?:\/\//.test(u), { error: 'expected an http(s) origin' })
      .default('http://localhost:3000'),
    scale: num('scale', '(1 = true size)').optional(),
    hex: num('hex', 'mm flat to flat').optional(),
    token: num('token', 'mm across').optional(),
    cardW: num('cardW', 'mm').optional(),
    cardH: num('cardH', 'mm').optional(),
    costW: num('costW', 'mm').optional(),
    costH: num('costH', 'mm').optional(),
    harborW: num('harborW', 'mm').optional(),
    harborH: num('harborH', 'mm').optional(),
    /** The board as one true-size play mat, tiled over sheets (print/mat.ts). */
    mat: bool.default(false),
    /** Play mat: the strip each sheet shares with its neighbour, mm. e.g. 10 */
    overlap: num('overlap', 'mm').default(10),
    pieces: z
      .array(PieceLineSchema)
      .max(MAX_LINES, { error: `at most ${MAX_LINES} lines` })
      .default([]),
  })
  .strict();

export type RawOptions = z.input<typeof OptionsSchema>;
export type Options = z.output<typeof OptionsSchema>;

/** Every option as it is when not given. */
export const OPTION_DEFAULTS: Options = OptionsSchema.parse({});

export interface PieceLine {
  readonly piece: Piece;
  readonly count: number;
}

export interface ValidOptions extends Omit<Options, 'pieces'> {
  readonly pieces: readonly PieceLine[];
}

export type OptionsErrorCode = 'ERR_BAD_OPTION' | 'ERR_BAD_PIECE' | 'ERR_TOO_MANY';
export interface OptionsError {
  readonly code: OptionsErrorCode;
  readonly message: string;
  /** The option that was wrong, when it was one option (so a form can word it). */
  readonly field?: string;
  /** ERR_BAD_PIECE: the id given. */
  readonly piece?: string;
  /** ERR_TOO_MANY over the whole PDF: how many pieces were asked for. */
  readonly total?: number;
}

function describe(issue: z.core.$ZodIssue, raw: unknown): string {
  const [top, line, field] = issue.path;
  if (top === 'pieces' && typeof line === 'number') {
    const lines = (raw as { pieces?: { id?: unknown }[] }).pieces;
    const id = lines?.[line]?.id;
    return `piece ${typeof id === 'string' ? JSON.stringify(id) : `line ${line + 1}`}${field ? ` ${String(field)}` : ''}: ${issue.message}`;
  }
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys')
    return `unknown option ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
  return `${path || 'options'}: ${issue.message}`;
}

/** Validates options (from JSON, a query string or flags) and parses every piece id. */
export function parseOptions(raw: unknown): Result<ValidOptions, OptionsError> {
  const r = OptionsSchema.safeParse(raw);
  if (!r.success) {
    const first = r.error.issues[0];
    const tooMany = first?.path[0] === 'pieces' && first.code === 'too_big';
    const top = first?.path[0];
    return err({
      code: tooMany ? 'ERR_TOO_MANY' : 'ERR_BAD_OPTION',
      message: first ? describe(first, raw) : 'invalid options',
      ...(typeof top === 'string' && top !== 'pieces' ? { field: top } : {}),
    });
  }
  const pieces: PieceLine[] = [];
  let total = 0;
  for (const line of r.data.pieces) {
    const piece = parsePiece(line.id);
    if (!piece)
      return err({
        code: 'ERR_BAD_PIECE',
        message: `unknown piece ${JSON.stringify(line.id)}; accepted: ${PIECE_SYNTAX.join(', ')}`,
        piece: line.id,
      });
    total += line.count;
    pieces.push({ piece, count: line.count });
  }
  if (total > MAX_TOTAL)
    return err({
      code: 'ERR_TOO_MANY',
      message: `${total} pieces asked for; at most ${MAX_TOTAL} in one PDF`,
      total,
    });
  return ok({ ...r.data, pieces });
}

/** Parses "token:6=2" (count defaults to 1) into a piece line, unchecked. */
export function splitPieceArg(s: string): { id: string; count: string } {
  const i = s.lastIndexOf('=');
  return i < 0 ? { id: s, count: '1' } : { id: s.slice(0, i), count: s.slice(i + 1) };
}
