// Barbarians, the rules: the event die rolled with the production dice (its face first), the
// ship's step and the attack on the last step, and each losing seat's choice of the city it
// loses (pillageCity, sent by that seat). Production, or a 7's discards, waits for the last.

import type { VertexId } from '../../../hex';
import type { Rng } from '../../../random/prng';
import { err, ok, type Result } from '../../../result';
import type { GameContext } from '../../context';
import { rollPayout } from '../../production';
import { fail, one, owedOnSeven, type R, vertexIdx } from '../../turn';
import {
  type Attack,
  EVENT_FACES,
  type EventFace,
  type GameState,
  type RuleError,
  ruleError,
  type Seat,
} from '../../types';
import type { DecidePart } from '../kit';
import { attackNow, EVENT_DIE, pillageable } from './attack';

export const COMMANDS = ['pillageCity'] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  pillageCity: (s, ctx, c) => pillageCity(s, ctx, c.seat, c.vertex),
};

/**
 * The roll's event die (features.barbarians): the face entered at the table or drawn from
 * `rng`, and the attack it causes when the ship reaches the end of its track. Null without
 * barbarians (and an entered face is then refused).
 */
export function eventDie(
  s: GameState,
  ctx: GameContext,
  entered: EventFace | undefined,
  rng: Rng,
): Result<{ event: EventFace; attack: Attack | null; drew: boolean } | null, RuleError> {
  const b = ctx.ruleset.features.barbarians;
  if (!b || !s.barbarians) {
    if (entered !== undefined)
      return err(ruleError('ERR_BAD_DICE', 'this ruleset has no event die'));
    return ok(null);
  }
  if (entered !== undefined && !(EVENT_FACES as readonly string[]).includes(entered))
    return err(ruleError('ERR_BAD_DICE', `an event face: ${EVENT_FACES.join(', ')}`));
  const event = entered ?? (EVENT_DIE[rng.int(0, EVENT_DIE.length - 1)] as EventFace);
  const lands = event === 'ship' && s.barbarians.step + 1 >= b.steps;
  return ok({ event, attack: lands ? attackNow(s) : null, drew: entered === undefined });
}

function pillageCity(s: GameState, ctx: GameContext, seat: Seat, vertex: VertexId): R {
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  const pend = s.turn.pending;
  if (pend?.kind !== 'pillage') return fail('ERR_WRONG_PHASE', 'no city is to be pillaged now');
  if (!pend.seats.includes(seat))
    return fail('ERR_NOT_YOUR_TURN', `seat ${seat} loses no city`, { seats: pend.seats });
  const v = vertexIdx(ctx, vertex);
  if (v === undefined) return fail('ERR_BAD_ID', `no intersection ${vertex} on this board`);
  const b = s.buildings[v];
  if (!b || b.seat !== seat || b.kind !== 'city' || !pillageable(s)[seat]?.includes(v))
    return fail('ERR_NOT_YOUR_CITY', `no city of yours at ${vertex}`, { vertex });
  if (pend.seats.length > 1) return one({ type: 'cityPillaged', seat, vertex });
  // The last choice: the roll's production (or a 7's discards) follows on the pillaged board.
  const buildings = s.buildings.map((x, i) =>
    i === v ? { seat, kind: 'settlement' as const } : x,
  );
  const after: GameState = { ...s, buildings };
  const dice = s.turn.dice;
  const sum = dice ? dice[0] + dice[1] : 0;
  if (sum === 7) {
    // The pillaged city's wall went with it.
    const walls = s.walls?.map((x, i) => x && i !== v) ?? null;
    const owed = s.players.map((_, k) => owedOnSeven({ ...after, walls }, ctx, k));
    return one({ type: 'cityPillaged', seat, vertex, payout: null, owed });
  }
  return one({ type: 'cityPillaged', seat, vertex, payout: rollPayout(after, ctx, sum) });
}
