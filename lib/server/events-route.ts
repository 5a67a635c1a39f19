import 'server-only';
// GET /api/games/<id>/events: who may open the live stream and from where it resumes. Shared
// by the App Router's route (a web Response, under `next dev`) and the production server's
// Node path (node-routes.ts, which writes straight into Node's response).
import type { Viewer } from '../game';
import { hashToken } from './credentials';
import { authorise, gameRecord, limitRead, viewerOf } from './games';
import { clientAddress, credentialOf, gameIdParam, type WithHeaders } from './http';
import { deviceParam } from './presence';
import { lastEventId, type StreamOwner } from './sse';
import type { GameRecord } from './store';
import { acquireStream } from './stream-caps';

export interface EventsRequest {
  readonly rec: GameRecord;
  readonly viewer: Viewer;
  /** The last version the client has (Last-Event-ID, or ?lastEventId=), or null. */
  readonly after: number | null;
  /** The device (`?device=`) and credential of a seat's stream, for presence and withdrawal. */
  readonly owner: StreamOwner;
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
  const after = lastEventId(req.headers.get('last-event-id') ?? query.get('lastEventId'));
  const tokenHash = token ? hashToken(token) : null;
  // Counted until the stream ends (streamTo calls release); over a cap → 429.
  const release = acquireStream(clientAddress(req), tokenHash);
  const owner: StreamOwner =
    role.kind === 'seat' && token
      ? { device: deviceParam(query.get('device')), tokenHash, release }
      : { release };
  return { rec, viewer: viewerOf(role), after, owner };
}
