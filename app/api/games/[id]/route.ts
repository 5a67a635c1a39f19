// GET: the table view for the host's credential (and a former host's, without seat links,
// `hostMoved: true`), the seat's own view for a seat's.
// PATCH { phoneInput }: the host allows or stops input from phones.
import {
  authorise,
  clientAddress,
  credentialOf,
  gameIdParam,
  gameRecord,
  handle,
  json,
  limitRead,
  parse,
  publicOrigin,
  readJson,
  requestRole,
  requireHost,
  seatLinks,
  setPhoneInput,
  settingsBody,
  viewAnswer,
  viewerOf,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    limitRead(clientAddress(req));
    const rec = await gameRecord(gameIdParam((await ctx.params).id));
    const role = await requestRole(req, rec);
    const answer = await viewAnswer(rec, viewerOf(role));
    if (role.kind === 'seat') return json({ id: rec.id, seat: role.seat, ...answer });
    // A former host (the game moved to another device) sees the public table, no seat links.
    if (role.kind === 'former')
      return json({ id: rec.id, seat: null, seats: [], hostMoved: true, ...answer });
    const seats = await seatLinks(rec, publicOrigin(req.url, req.headers.get('host')));
    return json({ id: rec.id, seat: null, seats, ...answer });
  });

export const PATCH = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    const rec = await gameRecord(gameIdParam((await ctx.params).id));
    const token = credentialOf(req, rec.id);
    const role = await authorise(rec, token);
    requireHost(role);
    const body = parse(settingsBody, await readJson(req, 1024));
    await setPhoneInput(rec, role, token ?? '', body.phoneInput);
    return json({ id: rec.id, phoneInput: body.phoneInput });
  });
