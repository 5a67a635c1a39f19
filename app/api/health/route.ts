// GET: 200 `{ status: 'ok', store, schema }` while the game store answers, else 503 with
// `{ error: { code: 'ERR_STORE_UNAVAILABLE', message } }` — for load balancers (docs/deploy.md).
import { handle, health, json } from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = () => handle(async () => json(await health()));
