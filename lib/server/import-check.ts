// An import's checks, with no state of the server's: the document's head (players, options,
// board; the ruleset offered; names and colours as the create form takes them), each event's
// shape, and the whole text at once for the import workers (import-pool.ts), which run this
// off the event loop. games.ts runs the same head and event checks in slices when no worker
// can be had (tests under vitest, which load lib/ without a bundle).
import { type Event, eventSchema, type GameConfig, parseGameLog, replaySteps } from '../game';
import { ApiError, MAX_JSON_DEPTH, nestsDeeper, parse } from './http';
import { color as colorSchema, importBody, issueText, name as nameSchema } from './schemas';

/** The most events an imported log may hold (a whole 4-player base game is about 700). */
export const MAX_IMPORT_EVENTS = 5_000;

/** Refuses a log longer than any real game before it is parsed or replayed (422). */
export function checkLength(raw: unknown): void {
  if (Array.isArray(raw) && raw.length > MAX_IMPORT_EVENTS)
    throw new ApiError(
      422,
      'ERR_BAD_LOG',
      `a log may hold at most ${MAX_IMPORT_EVENTS} events; this one holds ${raw.length}`,
    );
}

/** The document without its events (players, options, board), checked: the game's config. */
export function checkHead(log: unknown, raw: unknown): GameConfig {
  const head = parseGameLog(
    Array.isArray(raw) ? { ...(log as Record<string, unknown>), events: [] } : log,
  );
  if (!head.ok) throw new ApiError(422, 'ERR_BAD_LOG', head.error.message);
  const { config } = head.value;
  // The create rules hold for imported players too (no control characters, bidi overrides,
  // markup or CSS in a name or colour).
  config.players.forEach((p, i) => {
    const n = nameSchema.safeParse(p.name);
    if (!n.success || n.data !== p.name)
      throw new ApiError(
        422,
        'ERR_BAD_LOG',
        `players.${i}.name: ${n.success ? 'white space must be folded and trimmed' : issueText(n.error)}`,
      );
    const c = colorSchema.safeParse(p.color);
    if (!c.success)
      throw new ApiError(422, 'ERR_BAD_LOG', `players.${i}.color: ${issueText(c.error)}`);
  });
  return config;
}

/** Event `i` (0-based) of the log, parsed into the closed shape, or 422 naming it. */
export function checkEvent(i: number, raw: unknown): Event {
  const e = eventSchema.safeParse(raw);
  if (!e.success) {
    const issue = e.error.issues[0];
    throw new ApiError(
      422,
      'ERR_BAD_LOG',
      `event ${i + 1}: ERR_LOG_FORMAT: ${issue?.path.join('.') || '(event)'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return e.data;
}

/** What a checked import hands back: its config, its events, and the body's setting. */
export interface CheckedImport {
  readonly config: GameConfig;
  readonly events: readonly Event[];
  readonly phoneInput: boolean;
}

/**
 * A whole import body (the request's JSON text) checked in one piece, as an import worker
 * does: nesting, JSON, the body's shape, length, head, every event, and every event re-decided
 * by the rules. Throws the ApiError the route answers with.
 */
export function checkImportText(text: string): CheckedImport {
  if (nestsDeeper(text, MAX_JSON_DEPTH))
    throw new ApiError(400, 'ERR_BAD_JSON', `the body nests deeper than ${MAX_JSON_DEPTH} levels`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'ERR_BAD_JSON', 'the body is not valid JSON');
  }
  const body = parse(importBody, json);
  const log: unknown = body.log;
  const raw = (log as { events?: unknown }).events;
  checkLength(raw);
  const config = checkHead(log, raw);
  const input = Array.isArray(raw) ? raw : [];
  const events = input.map((e, i) => checkEvent(i, e));
  const steps = replaySteps(config, events);
  for (let n = steps.next(); ; n = steps.next()) {
    if (!n.done) continue;
    if (n.value !== null)
      throw new ApiError(
        422,
        'ERR_BAD_LOG',
        `event ${n.value.index}: ${n.value.error.code}: ${n.value.error.message}`,
      );
    break;
  }
  return { config, events, phoneInput: body.phoneInput ?? false };
}
