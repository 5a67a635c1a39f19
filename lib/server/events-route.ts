import 'server-only';
// GET /api/games/<id>/events: who may open the live stream and from where it resumes. Shared
// by the App Router's route (a web Response, under `next dev`) and the production server's
// Node path (node-routes.ts, which writes straight into Node's response).
import type { Viewer } from '../game';
import { hashToken } from './credentials';
import { authorise, gameRecord, limitRead, viewerOf } from './games';
import { ApiError, clientAddress, credentialOf, gameIdParam, type WithHeaders } from './http';
import { deviceParam } from './presence';
import { lastEventId, type StreamMode, type StreamOwner } from './sse';
import type { GameRecord } from './store';
import { acquireStream } from './stream-caps';

export interface EventsRequest {
  readonly rec: GameRecord;
  readonly viewer: Viewer;
  /** The last version the client has (Last-Event-ID, or ?lastEventId=), or null. */
  readonly after: number | null;
  /** The device (`?device=`) and credential of a seat's stream, for presence and withdrawal. */
  readonly owner: StreamOwner;
  /** `?delta=1`: deltas after the snapshot (docs/server.md). */
  readonly mode: StreamMode;
}

/** A yes/no query flag: absent or `0` is no, `1` is yes; anything else is refused. */
function flagParam(query: URLSearchParams, name: string): boolean {
  const v = query.get(name);
  if (v === null || v === '0') return false;
  if (v === '1') return true;
  throw new ApiError(
    400,
    'ERR_VALIDATION',
    `?${name}= takes 0 or 1, not ${JSON.stringify(v.slice(0, 20))}`,
  );
}

/** Checks the limit, the game and the credential (ApiError otherwise); what to stream. */
export async function openEvents(
  req: WithHeaders,
  id: string,
  query: URLSearchParams,
): Promise<EventsRequest> {
  limitRead(clientAddress(req));
  const rec = await gameRecord(gameIdParam(id));
  const token = credentialOf(req, rec.id);
  const role = await authorise(rec, token);
  const delta = flagParam(query, 'delta');
  // `?full=1`: a snapshot whatever Last-Event-ID says (a client that lost its chain).
  const full = flagParam(query, 'full');
  const after = full
    ? null
    : lastEventId(req.headers.get('last-event-id') ?? query.get('lastEventId'));
  const tokenHash = token ? hashToken(token) : null;
  // Counted until the stream ends (streamTo calls release); over a cap → 429.
  const release = acquireStream(clientAddress(req), tokenHash);
  const owner: StreamOwner =
    role.kind === 'seat' && token
      ? { device: deviceParam(query.get('device')), tokenHash, release }
      : { release };
  return { rec, viewer: viewerOf(role), after, owner, mode: { delta } };
}
