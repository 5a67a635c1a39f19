// POST: this phone leaves its seat: the seat cookie is cleared (it is httpOnly, so only the
// server can). Needs no credential — it only forgets one — and answers 200 { left: true }.
// The link itself stays valid: the same QR code joins again; to lock a device out, the host
// withdraws the link.
import { gameIdParam, handle, json, seatCookie } from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    const id = gameIdParam((await ctx.params).id);
    const secure = new URL(req.url).protocol === 'https:' ? '; Secure' : '';
    return json({ left: true }, 200, {
      'Set-Cookie': `${seatCookie(id)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`,
    });
  });
