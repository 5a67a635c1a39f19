import 'server-only';
// The game's write paths, shared by the App Router's routes and the production server's Node
// path (node-routes.ts): POST /api/games/<id>/commands { clientId, version, command } — the
// host's moves, or a seat's own choice when allowed — and the host's undo and redo, POST
// /api/games/<id>/undo|redo { clientId, version, steps? }.
import { authorise, gameRecord, stepHistory, submitCommand } from './games';
import { credentialOf, gameIdParam, handle, type JsonRequest, json, parse, readJson } from './http';
import { commandBody, historyBody } from './schemas';

/** A command for game `id` (ApiError when refused); the answer's JSON body. */
export async function postCommand(req: JsonRequest, id: string): Promise<unknown> {
  const rec0 = await gameRecord(gameIdParam(id));
  const token = credentialOf(req, rec0.id);
  const role = await authorise(rec0, token);
  const body = parse(commandBody, await readJson(req, 16 * 1024));
  // Read the record again after the body arrived: the version check must see the latest.
  const rec = await gameRecord(rec0.id);
  return submitCommand(rec, role, token ?? '', body);
}

/** The host's undo or redo for game `id` (ApiError when refused); the answer's JSON body. */
export async function postStep(
  req: JsonRequest,
  id: string,
  kind: 'undo' | 'redo',
): Promise<unknown> {
  const rec0 = await gameRecord(gameIdParam(id));
  const token = credentialOf(req, rec0.id);
  const role = await authorise(rec0, token);
  const body = parse(historyBody, await readJson(req, 4 * 1024));
  return stepHistory(await gameRecord(rec0.id), role, token ?? '', kind, body);
}

/** The App Router's POST handler for undo or redo. */
export const historyRoute =
  (kind: 'undo' | 'redo') => (req: Request, ctx: { params: Promise<{ id: string }> }) =>
    handle(async () => json(await postStep(req, (await ctx.params).id, kind)));
