// A seat's join link (what its QR code encodes): binds this phone to the seat with an
// httpOnly cookie and sends the phone on to its seat's page, /seat/<id>.
import { ApiError, authorise, gameIdParam, gameRecord, handle, seatCookie } from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><body style="font-family:system-ui;margin:2rem"><h1>${title}</h1><p>${text}</p></body></html>`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const GET = (req: Request, ctx: { params: Promise<{ id: string; token: string }> }) =>
  handle(async () => {
    const p = await ctx.params;
    let seat: number;
    let name: string;
    let id: string;
    try {
      const rec = await gameRecord(gameIdParam(p.id));
      const role = await authorise(rec, p.token);
      if (role.kind !== 'seat') throw new Error('not a seat link');
      seat = role.seat;
      id = rec.id;
      name = rec.config.players[seat]?.name ?? '';
    } catch (e) {
      // A withdrawn link says so (401 with its code), so the player asks for the new QR code.
      if (e instanceof ApiError && e.code === 'ERR_SEAT_WITHDRAWN')
        return new Response(
          page(
            'Link withdrawn',
            'This seat’s link was withdrawn by the host; scan the new code on the tablet.',
          ),
          {
            status: 401,
            headers: {
              'Content-Type': 'text/html; charset=utf-8',
              'Cache-Control': 'no-store',
              'X-Hexkeeper-Error': 'ERR_SEAT_WITHDRAWN',
            },
          },
        );
      return new Response(
        page('Link not valid', 'This join link is not valid. Ask the host for a new QR code.'),
        {
          status: 404,
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
        },
      );
    }
    const secure = new URL(req.url).protocol === 'https:' ? '; Secure' : '';
    // 303 to the seat's page: the secret leaves the address bar (and the history) at once,
    // and a reload of the seat page keeps working from the cookie.
    return new Response(
      page('Joined', `You are ${escapeHtml(name)} (seat ${seat + 1}). Opening your seat…`),
      {
        status: 303,
        headers: {
          Location: `/seat/${id}`,
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Referrer-Policy': 'no-referrer',
          'Set-Cookie': `${seatCookie(id)}=${p.token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000${secure}`,
        },
      },
    );
  });
