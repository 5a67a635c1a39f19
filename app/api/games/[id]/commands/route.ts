// POST { clientId, version, command }: the host's moves, or a seat's own choice when allowed.
import {
  authorise,
  commandBody,
  credentialOf,
  gameIdParam,
  gameRecord,
  handle,
  json,
  parse,
  readJson,
  submitCommand,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    const rec0 = await gameRecord(gameIdParam((await ctx.params).id));
    const token = credentialOf(req, rec0.id);
    const role = await authorise(rec0, token);
    const body = parse(commandBody, await readJson(req, 16 * 1024));
    // Read the record again after the body arrived: the version check must see the latest.
    const rec = await gameRecord(rec0.id);
    return json(await submitCommand(rec, role, token ?? '', body));
  });
