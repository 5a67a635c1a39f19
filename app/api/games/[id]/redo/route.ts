// POST { clientId, version, steps? }: the host steps the game redo forward (redo).
import {
  authorise,
  credentialOf,
  gameIdParam,
  gameRecord,
  handle,
  historyBody,
  json,
  parse,
  readJson,
  stepHistory,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    const rec0 = gameRecord(gameIdParam((await ctx.params).id));
    const token = credentialOf(req, rec0.id);
    const role = authorise(rec0, token);
    const body = parse(historyBody, await readJson(req, 4 * 1024));
    return json(stepHistory(gameRecord(rec0.id), role, token ?? '', 'redo', body));
  });
