// POST { clientId, version, command }: the host's moves, or a seat's own choice when allowed.
// `npm start` serves this path itself (lib/server/node-routes.ts); this route serves it under
// `next dev`. Both run postCommand (lib/server/write-routes.ts).
import { handle, json, postCommand } from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => json(await postCommand(req, (await ctx.params).id)));
