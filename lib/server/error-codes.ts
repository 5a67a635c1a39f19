// The codes the table server answers with (`{ error: { code, message } }`), as the engine's
// RULE_CODES: a typed list, so a misspelt code in an ApiError does not compile and the
// screens' words (app/ui/rule-errors.ts) can be checked against every one. Pure (no
// 'server-only', no imports): a screen or a test may import it. A refusal from the engine
// travels with its own RuleCode.

export const SERVER_ERROR_CODES = [
  'ERR_BAD_JSON',
  'ERR_CONTENT_TYPE',
  'ERR_TOO_LARGE',
  'ERR_VALIDATION',
  'ERR_NO_CREDENTIAL',
  'ERR_BAD_CREDENTIAL',
  'ERR_SEAT_WITHDRAWN',
  'ERR_HOST_ONLY',
  'ERR_HOST_MOVED',
  'ERR_TRANSFER_UNKNOWN',
  'ERR_TRANSFER_EXPIRED',
  'ERR_NO_GAME',
  'ERR_NO_SEAT',
  'ERR_NOT_YOUR_SEAT',
  'ERR_BAD_GAME',
  'ERR_BAD_LOG',
  'ERR_BAD_COMMAND',
  'ERR_STALE_VERSION',
  'ERR_PHONE_INPUT_OFF',
  'ERR_NOT_YOUR_CHOICE',
  'ERR_NOTHING_TO_UNDO',
  'ERR_NOTHING_TO_REDO',
  'ERR_RATE_LIMITED',
  'ERR_STORE_UNAVAILABLE',
  'ERR_INTERNAL',
  'ERR_CROSS_ORIGIN',
  'ERR_NOT_FOUND',
  'ERR_TOO_MANY_STREAMS',
  'ERR_TIME_BUDGET',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/**
 * The codes whose message says what was wrong (a field, a rule of the log): screens show
 * the server's message for these instead of words of their own.
 */
export const DETAILED_SERVER_ERROR_CODES = [
  'ERR_VALIDATION',
  'ERR_BAD_GAME',
  'ERR_BAD_LOG',
  'ERR_BAD_JSON',
  'ERR_CONTENT_TYPE',
  'ERR_CROSS_ORIGIN',
  'ERR_NOT_FOUND',
  'ERR_TOO_MANY_STREAMS',
  'ERR_TIME_BUDGET',
] as const satisfies readonly ServerErrorCode[];
