// Plans a request that may name a complete-game preset: the preset's board (the one given, or
// a fresh balanced one from `seed`) and its ruleset, then the usual plan. Pure, so the /print
// sketch plans exactly what /api/print and the CLI print.

import type { Board } from '../lib/board/types';
import type { Result } from '../lib/result';
import { type CompleteError, completeBoard, completeBoardOf } from './complete';
import type { ValidOptions } from './options';
import { type Plan, type PlanError, planKit } from './plan';

/**
 * `rulesetGiven`: whether the request named a ruleset itself (a preset's ruleset is its own;
 * naming another is refused).
 */
export function planRequest(
  o: ValidOptions,
  board: Board | undefined,
  rulesetGiven: boolean,
): Result<Plan, PlanError | CompleteError> {
  const id = o.complete;
  if (id === 'none') return planKit(o, board);
  const c = completeBoard(id, board, o.seed, rulesetGiven ? o.ruleset : undefined);
  if (!c.ok) return c;
  return planKit({ ...o, ruleset: completeBoardOf(id) }, c.value);
}
