import 'server-only';
// HTTP plumbing shared by the route handlers: JSON errors `{ error: { code, message } }`,
// bounded body reading, credentials from the Authorization header or the seat cookie, and
// a wrapper that turns anything unexpected into a logged 500 (a bad request never gets one).

import type { z } from 'zod';
import type { RuleCode } from '../game';
import { trustedProxies } from './env';
import type { ServerErrorCode } from './error-codes';
import { issueText } from './schemas';

/** An answer with an error: the server's own code, or the engine's when it refused a command. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ServerErrorCode | RuleCode,
    message: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

const NO_STORE = { 'Cache-Control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function errorResponse(e: ApiError): Response {
  return json({ error: { code: e.code, message: e.message, ...e.extra } }, e.status, {
    ...e.headers,
  });
}

/** Runs a handler; ApiErrors become their JSON answer, anything else a logged 500. */
export async function handle(fn: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ApiError) return errorResponse(e);
    console.error('hexkeeper: unexpected error', e);
    return errorResponse(new ApiError(500, 'ERR_INTERNAL', 'internal error'));
  }
}

/**
 * What readJson needs of a request: its headers and its body, as a web Request has them or
 * as chunks (Node's request, read without destroying it when the body is refused).
 */
export interface JsonRequest {
  readonly headers: HeaderSource;
  readonly body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | null;
}

/** The chunks of a web stream; cancels it when the reader stops early. */
async function* webChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let done = false;
  try {
    for (;;) {
      const r = await reader.read();
      if (r.done) {
        done = true;
        return;
      }
      yield r.value;
    }
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
  }
}

/**
 * Reads at most `limit` bytes of text as they stream in; a bigger body is refused (413) as
 * soon as its bytes pass the limit, whether or not it declared its length — never read whole.
 */
export async function readText(req: JsonRequest, limit: number): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > limit)
    throw new ApiError(413, 'ERR_TOO_LARGE', `the body is limited to ${limit} bytes`);
  const body = req.body;
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const value of 'getReader' in body ? webChunks(body) : body) {
      size += value.byteLength;
      if (size > limit)
        throw new ApiError(413, 'ERR_TOO_LARGE', `the body is limited to ${limit} bytes`);
      chunks.push(value);
    }
  } catch (e) {
    if (e instanceof ApiError) throw e;
    // The client went away (or the request timed out) mid-body: a refusal, not a server fault
    // to log with its stack (issue 27).
    throw new ApiError(400, 'ERR_BAD_JSON', 'the body did not arrive whole');
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The deepest nesting a JSON body may have (a game@1 log with an inline board is about 8). */
export const MAX_JSON_DEPTH = 64;

/**
 * True when the JSON text nests arrays and objects deeper than `max`: a scan of the text's
 * brackets outside strings, before JSON.parse builds anything (a body nested 500,000 deep
 * took 720 ms of parsing and checking on the event loop).
 */
export function nestsDeeper(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/** Reads at most `limit` bytes of JSON; refuses bigger bodies (413), deeper nesting and bad JSON (400). */
export async function readJson(req: JsonRequest, limit: number): Promise<unknown> {
  const type = req.headers.get('content-type');
  if (type && !/^application\/json\b/i.test(type))
    throw new ApiError(415, 'ERR_CONTENT_TYPE', 'send application/json');
  if (!req.body) throw new ApiError(400, 'ERR_BAD_JSON', 'a JSON body is required');
  const text = await readText(req, limit);
  if (nestsDeeper(text, MAX_JSON_DEPTH))
    throw new ApiError(400, 'ERR_BAD_JSON', `the body nests deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'ERR_BAD_JSON', 'the body is not valid JSON');
  }
}

/**
 * An import body's text, for an import worker to parse (import-pool.ts): the content type and
 * the size checked here as readJson does, nothing parsed on the event loop.
 */
export async function readImportText(req: JsonRequest, limit: number): Promise<string> {
  const type = req.headers.get('content-type');
  if (type && !/^application\/json\b/i.test(type))
    throw new ApiError(415, 'ERR_CONTENT_TYPE', 'send application/json');
  if (!req.body) throw new ApiError(400, 'ERR_BAD_JSON', 'a JSON body is required');
  return readText(req, limit);
}

/** Parses with a schema or answers 400 ERR_VALIDATION with the first issue. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw new ApiError(400, 'ERR_VALIDATION', issueText(r.error));
  return r.data;
}

/** What the credential and address readers need of a request: its headers. */
export interface HeaderSource {
  get(name: string): string | null;
}
export interface WithHeaders {
  readonly headers: HeaderSource;
}

export const seatCookie = (gameId: string): string => `hk_${gameId}`;

/** The bearer token, else the game's seat cookie, else null. */
export function credentialOf(req: WithHeaders, gameId: string | null): string | null {
  const auth = req.headers.get('authorization');
  if (auth) {
    const m = /^Bearer ([A-Za-z0-9_-]{1,100})$/.exec(auth.trim());
    if (!m?.[1]) throw new ApiError(401, 'ERR_BAD_CREDENTIAL', 'malformed Authorization header');
    return m[1];
  }
  if (!gameId) return null;
  const cookies = req.headers.get('cookie') ?? '';
  const name = seatCookie(gameId);
  for (const part of cookies.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return null;
}

/**
 * The client's address for rate limits. A route handler never sees the socket, so under
 * `npm start` guard.ts rewrites X-Forwarded-For before any route reads it: to the socket's
 * address (HEXKEEPER_TRUST_PROXY unset), or to the address the outermost trusted proxy saw.
 * (Under `next dev` there is no guard: the first entry, which a client could write itself.)
 */
export function clientAddress(req: WithHeaders, proxies = trustedProxies()): string {
  const list = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
  const picked = proxies > 0 ? list[Math.max(0, list.length - proxies)] : list[0];
  return picked?.slice(0, 64) || 'unknown';
}

/** Route ids: game ids are 22 base64url characters. */
export function gameIdParam(id: string): string {
  if (!/^[A-Za-z0-9_-]{22}$/.test(id)) throw new ApiError(404, 'ERR_NO_GAME', 'no such game');
  return id;
}
