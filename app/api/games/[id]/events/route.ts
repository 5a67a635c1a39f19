// GET: the live stream (text/event-stream) for the credential's viewer; resumes from
// Last-Event-ID (or ?lastEventId= for clients that cannot set the header). `npm start`
// serves this path itself, straight into Node's response (lib/server/node-routes.ts); this
// route serves it under `next dev`.
import {
  ApiError,
  errorResponse,
  eventStream,
  handle,
  openEvents,
  SSE_HEADERS,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    const { rec, viewer, after, owner, mode } = await openEvents(
      req,
      (await ctx.params).id,
      new URL(req.url).searchParams,
    );
    return new Response(eventStream(rec, viewer, after, owner, mode), { headers: SSE_HEADERS });
  });

/** HEAD opens no stream (it would count a seat online): refused, as by `npm start`'s path. */
export const HEAD = () =>
  errorResponse(
    new ApiError(405, 'ERR_NOT_FOUND', 'the event stream answers GET only', {}, { Allow: 'GET' }),
  );
