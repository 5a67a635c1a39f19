// POST: create a game (a new host unless a host credential is sent). GET: the host's games.
import {
  ApiError,
  clientAddress,
  createBody,
  createGame,
  credentialOf,
  handle,
  hostOf,
  json,
  limitCreate,
  limitRead,
  listGames,
  parse,
  publicOrigin,
  readJson,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request) =>
  handle(async () => {
    limitCreate(clientAddress(req));
    const host = await hostOf(credentialOf(req, null));
    const body = parse(createBody, await readJson(req, 256 * 1024));
    const created = await createGame(body, host, publicOrigin(req.url, req.headers.get('host')));
    return json(created, 201);
  });

export const GET = (req: Request) =>
  handle(async () => {
    limitRead(clientAddress(req));
    const host = await hostOf(credentialOf(req, null));
    if (host === null) throw new ApiError(401, 'ERR_NO_CREDENTIAL', 'a host credential is needed');
    return json({ games: await listGames(host) });
  });
