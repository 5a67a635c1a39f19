import 'server-only';
// The host's undo and redo share one handler: POST { clientId, version, steps? }.
import { authorise, gameRecord, stepHistory } from './games';
import { credentialOf, gameIdParam, handle, json, parse, readJson } from './http';
import { historyBody } from './schemas';

/** The POST handler that steps a game back (undo) or forward (redo). */
export const historyRoute =
  (kind: 'undo' | 'redo') => (req: Request, ctx: { params: Promise<{ id: string }> }) =>
    handle(async () => {
      const rec0 = await gameRecord(gameIdParam((await ctx.params).id));
      const token = credentialOf(req, rec0.id);
      const role = await authorise(rec0, token);
      const body = parse(historyBody, await readJson(req, 4 * 1024));
      return json(await stepHistory(await gameRecord(rec0.id), role, token ?? '', kind, body));
    });
