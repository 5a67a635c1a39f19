// POST { token }: this device takes the game with a transfer token and becomes its host (as
// the host of its own Authorization bearer, or a new host whose token is answered once); the
// old host becomes a read-only viewer. 404 ERR_TRANSFER_UNKNOWN, 410 ERR_TRANSFER_EXPIRED.
import {
  clientAddress,
  credentialOf,
  gameIdParam,
  handle,
  json,
  parse,
  readJson,
  takeHost,
  takeHostBody,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    const id = gameIdParam((await ctx.params).id);
    const body = parse(takeHostBody, await readJson(req, 1024));
    // Only a bearer counts as this device's host: a seat's cookie is no host credential.
    const bearer = req.headers.get('authorization') ? credentialOf(req, null) : null;
    return json(await takeHost(id, body.token, bearer, clientAddress(req)));
  });
