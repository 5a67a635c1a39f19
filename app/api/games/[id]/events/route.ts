// GET: the live stream (text/event-stream) for the credential's viewer; resumes from
// Last-Event-ID (or ?lastEventId= for clients that cannot set the header).
import {
  authorise,
  clientAddress,
  credentialOf,
  eventStream,
  gameIdParam,
  gameRecord,
  handle,
  lastEventId,
  limitRead,
  SSE_HEADERS,
  viewerOf,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    limitRead(clientAddress(req));
    const rec = await gameRecord(gameIdParam((await ctx.params).id));
    const role = await authorise(rec, credentialOf(req, rec.id));
    const after = lastEventId(
      req.headers.get('last-event-id') ?? new URL(req.url).searchParams.get('lastEventId'),
    );
    return new Response(eventStream(rec, viewerOf(role), after), { headers: SSE_HEADERS });
  });
