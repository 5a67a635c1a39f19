// POST { log: game@1, phoneInput? }: a new game continuing an exported log.
import {
  clientAddress,
  credentialOf,
  handle,
  hostOf,
  importBody,
  importGame,
  json,
  limitCreate,
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
    const body = parse(importBody, await readJson(req, 4 * 1024 * 1024));
    const origin = publicOrigin(req.url, req.headers.get('host'));
    return json(await importGame(body.log, body.phoneInput ?? false, host, origin), 201);
  });
