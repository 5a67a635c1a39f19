// POST { id }: the host says game <id>'s rematch is game `id` (its own game, as many seats).
// The old game's phones are offered their own new seat at once, and a phone that opens the
// old game's seat page later is offered it too. Answers the record (the new game, its seats).
import { z } from 'zod';
import {
  authorise,
  credentialOf,
  gameIdParam,
  gameRecord,
  handle,
  json,
  parse,
  readJson,
  recordRematch,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const body = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });

export const POST = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    const rec = await gameRecord(gameIdParam((await ctx.params).id));
    const token = credentialOf(req, rec.id);
    const role = await authorise(rec, token);
    const b = parse(body, await readJson(req, 1024));
    return json(await recordRematch(rec, role, token ?? '', b.id));
  });
