import 'server-only';

// What the seat page draws before its scripts run: the view of the seat whose cookie came
// with the request (viewFor that seat only, the same view its stream would send first), so
// the hand is in the server's HTML and the phone's stream resumes after that version instead
// of waiting for a snapshot. Anything amiss (no cookie, a withdrawn link, no such game) gives
// null, and the page goes the usual way: its stream says what is wrong.
import type { GameView } from '../game';
import { authorise, gameRecord, viewAnswer } from './games';
import { gameIdParam, seatCookie } from './http';

export interface SeatStart {
  readonly seat: number;
  readonly version: number;
  readonly phoneInput: boolean;
  readonly view: GameView;
}

/** The seat's view for the cookie `cookieOf(seatCookie(id))` holds, or null. */
export async function seatStart(
  id: string,
  cookieOf: (name: string) => string | undefined,
): Promise<SeatStart | null> {
  try {
    const rec = await gameRecord(gameIdParam(id));
    const token = cookieOf(seatCookie(rec.id));
    if (!token) return null;
    const role = await authorise(rec, token);
    if (role.kind !== 'seat') return null;
    const a = await viewAnswer(rec, role.seat);
    return { seat: role.seat, version: a.version, phoneInput: a.phoneInput, view: a.view };
  } catch {
    return null;
  }
}
