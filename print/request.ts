// One entry for the CLI and the route: raw options plus a board (share code or board@1 JSON)
// in, a plan or a typed error out. Nothing here touches the file system or the network.

import { boardFromShare, parseBoard } from '../lib/board';
import type { Board } from '../lib/board/types';
import { err, ok, type Result } from '../lib/result';
import { planRequest } from './complete-plan';
import { type OptionsErrorCode, parseOptions } from './options';
import type { Plan, PlanErrorCode } from './plan';

export type PrintErrorCode = OptionsErrorCode | PlanErrorCode | 'ERR_BAD_BOARD';
export interface PrintError {
  readonly code: PrintErrorCode;
  readonly message: string;
}

export type BoardInput = { readonly share: string } | { readonly json: unknown } | undefined;

/** The board a share code or an imported board@1 document describes. */
export function resolveBoard(input: BoardInput): Result<Board | undefined, PrintError> {
  if (!input) return ok(undefined);
  if ('share' in input) {
    const r = boardFromShare(input.share);
    return r.ok
      ? ok(r.value)
      : err({ code: 'ERR_BAD_BOARD', message: `board: ${r.error.message}` });
  }
  const r = parseBoard(input.json);
  return r.ok ? ok(r.value) : err({ code: 'ERR_BAD_BOARD', message: r.error.message });
}

/** Validates everything and lays the kit out. */
export function preparePrint(raw: unknown, board: BoardInput): Result<Plan, PrintError> {
  const o = parseOptions(raw);
  if (!o.ok) return o;
  const b = resolveBoard(board);
  if (!b.ok) return b;
  // A complete game: the given board or a fresh balanced one, and the ruleset is the preset's.
  const given = (raw as { ruleset?: unknown } | null)?.ruleset !== undefined;
  return planRequest(o.value, b.value, given);
}
