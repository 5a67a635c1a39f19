// POST { log: game@1, phoneInput? }: a new game continuing an exported log (checked by an
// import worker, lib/server/import-pool.ts).
import {
  clientAddress,
  credentialOf,
  handle,
  hostOf,
  importText,
  json,
  limitCreate,
  publicOrigin,
  readImportText,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request) =>
  handle(async () => {
    limitCreate(clientAddress(req));
    const host = await hostOf(credentialOf(req, null));
    // The body's text goes to an import worker, which parses and checks it off the loop.
    const text = await readImportText(req, 4 * 1024 * 1024);
    const origin = publicOrigin(req.url, req.headers.get('host'));
    return json(await importText(text, host, origin), 201);
  });
