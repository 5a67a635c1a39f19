// GET /api/print?b=<share code>&paper=a4&piece=token:6=2&…  (POST: the same as JSON, with an
// uploaded board@1 document as `board`). Streams a true-size PDF; anything wrong → 400 JSON
// { error: { code, message } }. `preview=1` renders only page one; `download=1` asks the
// browser to save the file.
import { Readable } from 'node:stream';
import type { NextRequest } from 'next/server';
import { SearchTimeout, withTimeBudget } from '@/lib/board/search';
import { ApiError, MAX_JSON_DEPTH, nestsDeeper, readText, searchBudgetMs } from '@/lib/server';
import { publicOrigin } from '@/lib/server/network';
import {
  type BoardInput,
  kitFileName,
  type Plan,
  type PrintErrorCode,
  preparePrint,
  renderKit,
  splitPieceArg,
} from '@/print';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const MAX_BODY = 256 * 1024;

/** The print kit's own codes, and the two the route adds for the body itself. */
type PrintRouteErrorCode = PrintErrorCode | 'ERR_BAD_JSON' | 'ERR_TOO_LARGE' | 'ERR_TIME_BUDGET';

const bad = (code: PrintRouteErrorCode, message: string, status = 400) =>
  Response.json({ error: { code, message } }, { status, headers: { 'Cache-Control': 'no-store' } });

function pdfResponse(plan: Plan, preview: boolean, download: boolean): Response {
  const doc = renderKit(plan, { firstPageOnly: preview });
  const name = kitFileName(plan);
  const body = Readable.toWeb(doc) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${name.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * Where the guide's QR code and link point when the request names no origin: the live
 * server's public origin (HEXKEEPER_PUBLIC_URL, the Host the request came through, or the
 * LAN address for a loopback name), never Next's own localhost.
 */
const originOf = (req: NextRequest): string => publicOrigin(req.url, req.headers.get('host'));

/**
 * preparePrint with the board search (a share code is untrusted input) limited in time: a
 * search past HEXKEEPER_SEARCH_MS is a 422 that says so, instead of seconds of blocked loop.
 */
function prepare(
  raw: Record<string, unknown>,
  board: BoardInput,
): ReturnType<typeof preparePrint> | Response {
  const ms = searchBudgetMs();
  try {
    return withTimeBudget(
      ms,
      () => performance.now(),
      () => preparePrint(raw, board),
    );
  } catch (e) {
    if (!(e instanceof SearchTimeout)) throw e;
    return bad(
      'ERR_TIME_BUDGET',
      `the board search for this share code took longer than ${ms} ms; ask for fewer balance rules or another seed`,
      422,
    );
  }
}

const flag = (v: string | null) => v === '1' || v === 'true';

export function GET(req: NextRequest): Response {
  const q = req.nextUrl.searchParams;
  const raw: Record<string, unknown> = {};
  const pieces: { id: string; count: string }[] = [];
  let board: BoardInput;
  for (const [key, value] of q) {
    if (key === 'piece') pieces.push(splitPieceArg(value));
    else if (key === 'b') board = { share: value };
    else if (key === 'preview' || key === 'download') continue;
    else if (key in raw) return bad('ERR_BAD_OPTION', `${key} given twice`);
    else raw[key] = value;
  }
  if (pieces.length) raw.pieces = pieces;
  if (raw.origin === undefined) raw.origin = originOf(req);
  const plan = prepare(raw, board);
  if (plan instanceof Response) return plan;
  if (!plan.ok) return bad(plan.error.code, plan.error.message);
  return pdfResponse(plan.value, flag(q.get('preview')), flag(q.get('download')));
}

export async function POST(req: NextRequest): Promise<Response> {
  // Counted as it streams in: a body over the limit is refused at its 256th KB, never read whole.
  let text: string;
  try {
    text = await readText(req, MAX_BODY);
  } catch (e) {
    if (e instanceof ApiError && e.code === 'ERR_TOO_LARGE')
      return bad('ERR_TOO_LARGE', `the request is over ${MAX_BODY / 1024} KB`, 413);
    throw e;
  }
  if (nestsDeeper(text, MAX_JSON_DEPTH))
    return bad('ERR_BAD_JSON', `the request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return bad('ERR_BAD_JSON', 'the request body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return bad('ERR_BAD_JSON', 'expected a JSON object of options');
  const { board, b, preview, download, ...raw } = body as Record<string, unknown>;
  if (board !== undefined && b !== undefined)
    return bad('ERR_BAD_BOARD', 'give either board or b, not both');
  if (b !== undefined && typeof b !== 'string')
    return bad('ERR_BAD_BOARD', 'b: expected a share code');
  const input: BoardInput =
    board !== undefined ? { json: board } : b !== undefined ? { share: b } : undefined;
  if (raw.origin === undefined) raw.origin = originOf(req);
  const plan = prepare(raw, input);
  if (plan instanceof Response) return plan;
  if (!plan.ok) return bad(plan.error.code, plan.error.message);
  return pdfResponse(plan.value, preview === true, download === true);
}
