// GET: the seat's join link as an SVG QR code (host only: the link carries the seat secret).
import {
  ApiError,
  clientAddress,
  gameIdParam,
  gameRecord,
  handle,
  limitRead,
  publicOrigin,
  qrSvg,
  requestRole,
  requireHost,
  seatLinks,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (req: Request, ctx: { params: Promise<{ id: string; seat: string }> }) =>
  handle(async () => {
    limitRead(clientAddress(req));
    const p = await ctx.params;
    const rec = await gameRecord(gameIdParam(p.id));
    requireHost(await requestRole(req, rec));
    const links = await seatLinks(rec, publicOrigin(req.url, req.headers.get('host')));
    const link = links.find((s) => String(s.seat) === p.seat);
    if (!link) throw new ApiError(404, 'ERR_NO_SEAT', 'no such seat');
    return new Response(await qrSvg(link.joinUrl), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    });
  });
