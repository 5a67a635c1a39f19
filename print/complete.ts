// "A game night in one download": the complete-game preset of each ruleset. Pure: what a
// ruleset's box holds, as print pieces (the board's own pieces come from boardPieces), the
// 36-card dice deck, and the board a preset prints (the one asked for, or a fresh balanced one).

import { generateBoard, SEED_HELP, SEED_RE } from '../lib/board/generate';
import type { Board } from '../lib/board/types';
import { err, ok, type Result } from '../lib/result';
import { getRuleset, RULESET_IDS, type RulesetId } from '../lib/rules/rulesets';
import { RESOURCES } from '../lib/rules/vocab';
import { ckExtras } from './ck-box';
import { COST_RULESETS, DEV_KINDS, type Piece } from './pieces';

/** The presets: every ruleset's box, played on its `boardOf` island. */
export const COMPLETE_CHOICES = ['none', ...RULESET_IDS] as const;
export type CompleteChoice = (typeof COMPLETE_CHOICES)[number];
export type CompleteRuleset = Exclude<CompleteChoice, 'none'>;

/** Every ordered pair of two dice once: 36 cards whose sums run 1,2,3,4,5,6,5,4,3,2,1. */
export const DICE_PAIRS: readonly (readonly [number, number])[] = Array.from(
  { length: 36 },
  (_, i) => [Math.floor(i / 6) + 1, (i % 6) + 1],
);

export interface CompleteLine {
  readonly piece: Piece;
  readonly count: number;
}

/** Score-track length of a ruleset: the target and two beyond (a win may overshoot). */
export const trackMax = (id: RulesetId): number => Math.min(30, getRuleset(id).vpTarget + 2);

/**
 * Everything of a ruleset's box that is not on its board: resource and development cards in
 * the box's counts, a cost card per seat, the special cards, each seat's pieces (and a score
 * marker), a score track and the dice deck. The board's hexes, tokens, harbors and robber
 * come with the board itself.
 */
export function completeExtras(id: RulesetId): CompleteLine[] {
  const rs = getRuleset(id);
  const out: CompleteLine[] = [];
  if (rs.bankPerResource > 0 && rs.costs)
    for (const r of RESOURCES)
      out.push({ piece: { kind: 'card', resource: r }, count: rs.bankPerResource });
  const deck = rs.devDeck;
  if (deck)
    for (const dev of DEV_KINDS)
      if (deck[dev] > 0) out.push({ piece: { kind: 'dev', dev }, count: deck[dev] });
  const cost = COST_RULESETS.find((r) => r === id);
  if (cost) out.push({ piece: { kind: 'cost', ruleset: cost }, count: rs.players.max });
  if (rs.longestRoad) out.push({ piece: { kind: 'special', which: 'longestRoad' }, count: 1 });
  if (rs.largestArmy) out.push({ piece: { kind: 'special', which: 'largestArmy' }, count: 1 });
  for (let seat = 1; seat <= rs.players.max; seat++) {
    const p = rs.pieces;
    if (p.settlements)
      out.push({
        piece: { kind: 'pawn', colour: seat, shape: 'settlement' },
        count: p.settlements,
      });
    if (p.cities)
      out.push({ piece: { kind: 'pawn', colour: seat, shape: 'city' }, count: p.cities });
    if (p.roads) out.push({ piece: { kind: 'pawn', colour: seat, shape: 'road' }, count: p.roads });
    if (p.ships) out.push({ piece: { kind: 'pawn', colour: seat, shape: 'ship' }, count: p.ships });
    out.push({ piece: { kind: 'pawn', colour: seat, shape: 'marker' }, count: 1 });
  }
  out.push({ piece: { kind: 'track', max: trackMax(id) }, count: 1 });
  out.push(...ckExtras(rs));
  for (const [a, b] of DICE_PAIRS) out.push({ piece: { kind: 'dice', a, b }, count: 1 });
  return out;
}

/**
 * Whether a ruleset's complete game prints a board: not for a ruleset whose board is fixed
 * (Starfarers' printed space), whose preset then holds only the pieces the kit can draw.
 */
export const completePrintsBoard = (id: RulesetId): boolean =>
  getRuleset(id).board.kind !== 'fixed';

/** The ruleset whose island and options a preset prints on (its `boardOf`). */
export const completeBoardOf = (id: RulesetId): RulesetId => getRuleset(id).boardOf;

/** Why a complete game cannot be printed, as data (the print form words it in its language). */
export type CompleteRefusal =
  /** `ruleset=` names another ruleset than the preset's. */
  | {
      readonly kind: 'rulesetContradicts';
      readonly complete: CompleteRuleset;
      readonly ruleset: string;
    }
  /** The board given is another ruleset's. */
  | {
      readonly kind: 'boardRuleset';
      readonly complete: CompleteRuleset;
      readonly board: RulesetId;
    }
  /** The seed of the fresh board is not one. */
  | { readonly kind: 'seed' };

export interface CompleteError {
  readonly code: 'ERR_BAD_OPTION' | 'ERR_BAD_BOARD';
  /** In English, for the API and the CLI. */
  readonly message: string;
  readonly completeDetail?: CompleteRefusal;
}

export const isCompleteRefusal = (e: {
  readonly code: string;
}): e is CompleteError & { readonly completeDetail: CompleteRefusal } => 'completeDetail' in e;

/** A seed for a fresh board when the request names none. */
export const freshSeed = (): string => `night-${Math.random().toString(36).slice(2, 10)}`;

/** The ruleset a fresh board is drawn for: the preset's own where the board face has it. */
const freshOf = (id: CompleteRuleset): RulesetId =>
  getRuleset(id).boardFace ? id : completeBoardOf(id);

/**
 * The board a complete game prints: the one given (it must be the ruleset's), else a fresh
 * board balanced with the `fair` preset from `seed` (unbalanced where `fair` cannot be met);
 * none for a ruleset with a printed board.
 */
export function completeBoard(
  id: CompleteRuleset,
  given: Board | undefined,
  seed: string | undefined,
  ruleset: string | undefined,
): Result<Board | undefined, CompleteError> {
  const boardOf = completeBoardOf(id);
  if (ruleset !== undefined && ruleset !== id && ruleset !== boardOf)
    return err({
      code: 'ERR_BAD_OPTION',
      message: `complete=${id} prints the ${id} box; ruleset=${ruleset} contradicts it (leave ruleset out)`,
      completeDetail: { kind: 'rulesetContradicts', complete: id, ruleset },
    });
  if (given) {
    // A ck board (balanced for commodities, issue 33) or its island's plain board both serve.
    if (given.ruleset !== boardOf && given.ruleset !== id)
      return err({
        code: 'ERR_BAD_BOARD',
        message: `the board is a ${given.ruleset} board; complete=${id} needs a ${id} board (or none, for a fresh one)`,
        completeDetail: { kind: 'boardRuleset', complete: id, board: given.ruleset },
      });
    return ok(given);
  }
  if (!completePrintsBoard(id)) return ok(undefined);
  const s = seed ?? freshSeed();
  if (!SEED_RE.test(s))
    return err({
      code: 'ERR_BAD_OPTION',
      message: `seed: use ${SEED_HELP}`,
      completeDetail: { kind: 'seed' },
    });
  // `fair`, else (Intimate Settlers' fixed home tokens cannot always meet it) no balance rules.
  const fair = generateBoard({ ruleset: freshOf(id), seed: s, balance: 'fair' });
  if (fair.ok) return ok(fair.value);
  const r =
    fair.error.code === 'ERR_UNSATISFIABLE'
      ? generateBoard({ ruleset: freshOf(id), seed: s, balance: 'none' })
      : fair;
  return r.ok ? ok(r.value) : err({ code: 'ERR_BAD_BOARD', message: r.error.message });
}
