// City improvements, the rules (rules-cities-knights.md, "City improvements and
// metropolises"): level n of a track costs n of its commodity (trade: cloth, politics: coin,
// science: paper) and needs a city; levels stay if the last city is lost. The first to reach
// level 4 places the track's metropolis on a city of theirs; another who reaches level 5 first
// takes it over; at 5 it is locked. Levels 4 and 5 need a city that could carry a metropolis.
// Level-3 abilities: the fortress (mighty knights, knights' decide), the trading house
// (trade's bankRate) and the aqueduct (takeAqueduct, owed by evolve's aqueductDue).

import type { VertexId } from '../../../hex';
import { err } from '../../../result';
import { TRACKS, type Track } from '../../../rules/rulesets';
import type { GameContext } from '../../context';
import { get } from '../../hand';
import { fail, hand, mainTurn, one, type R, vertexIdx } from '../../turn';
import type { GameState, ImprovementState, Seat } from '../../types';
import type { DecidePart } from '../kit';

export const COMMANDS = ['improveCity', 'takeAqueduct'] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  improveCity: (s, ctx, c) => improve(s, ctx, c.seat, c.track, c.metropolis),
  takeAqueduct: (s, ctx, c) => takeAqueduct(s, ctx, c.seat, c.resource),
};

/** The resources (not commodities) the aqueduct may pay: those the bank still holds. */
export function aqueductChoices(s: Pick<GameState, 'bank'>, ctx: GameContext): string[] {
  const goods = Object.values(ctx.ruleset.features.commodities?.of ?? {});
  return ctx.resources.filter((r) => !goods.includes(r) && get(s.bank, r) > 0);
}

function takeAqueduct(s: GameState, ctx: GameContext, seat: Seat, resource: string): R {
  const pend = s.turn.pending;
  if (s.phase !== 'play' || pend?.kind !== 'aqueduct')
    return fail('ERR_WRONG_PHASE', 'no aqueduct pays now');
  if (!pend.seats.includes(seat))
    return fail('ERR_NOT_YOUR_TURN', `seat ${seat} takes nothing now`, { seats: pend.seats });
  if (
    !ctx.resources.includes(resource) ||
    Object.values(ctx.ruleset.features.commodities?.of ?? {}).includes(resource)
  )
    return fail('ERR_UNKNOWN_RESOURCE', `${resource} is not a resource`);
  if (!aqueductChoices(s, ctx).includes(resource))
    return fail('ERR_BANK_EMPTY', `the bank has no ${resource}`);
  return one({ type: 'aqueductTaken', seat, resource });
}

/** Intersections holding a metropolis. */
export const metropolisSites = (imp: ImprovementState | null): number[] =>
  imp ? TRACKS.flatMap((t) => (imp.metropolises[t] ? [imp.metropolises[t].vertex] : [])) : [];

/** The seat's cities that could carry a metropolis (no metropolis on them yet). */
export function freeCities(s: Pick<GameState, 'buildings' | 'improvements'>, seat: Seat): number[] {
  const taken = metropolisSites(s.improvements);
  return s.buildings.flatMap((b, v) =>
    b?.kind === 'city' && b.seat === seat && !taken.includes(v) ? [v] : [],
  );
}

/** Whether buying the next level of `track` wins its metropolis for `seat`. */
export function winsMetropolis(
  s: Pick<GameState, 'improvements'>,
  ctx: GameContext,
  seat: Seat,
  track: Track,
): boolean {
  const rules = ctx.ruleset.features.improvements;
  const imp = s.improvements;
  if (!rules || !imp) return false;
  const level = (imp.levels[seat]?.[track] ?? 0) + 1;
  const held = imp.metropolises[track];
  if (held?.seat === seat) return false;
  if (!held) return level >= rules.metropolisAt;
  const theirs = imp.levels[held.seat]?.[track] ?? 0;
  return level >= rules.lockedAt && theirs < rules.lockedAt;
}

function improve(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  track: Track,
  metropolis: VertexId | undefined,
): R {
  const rules = ctx.ruleset.features.improvements;
  const imp = s.improvements;
  if (!rules || !imp) return fail('ERR_BAD_COMMAND', 'this ruleset has no city improvements');
  const te = mainTurn(s, seat, { sbpOk: true });
  if (te) return err(te);
  if (!(TRACKS as readonly string[]).includes(track))
    return fail('ERR_BAD_ID', `no track ${String(track)}`);
  const level = (imp.levels[seat]?.[track] ?? 0) + 1;
  if (level > rules.levels) return fail('ERR_LIMIT', `${track} is at its top level`);
  if (!s.buildings.some((b) => b?.kind === 'city' && b.seat === seat))
    return fail('ERR_NOT_YOUR_CITY', 'buying a level needs a city');
  const holds = imp.metropolises[track]?.seat === seat;
  const free = freeCities(s, seat);
  if (level >= rules.metropolisAt && !holds && free.length === 0)
    return fail('ERR_NO_METROPOLIS_CITY', 'no city of yours could carry a metropolis');
  const paid = rules.paidIn[track];
  if (get(hand(s, seat), paid) < level)
    return fail('ERR_CANNOT_AFFORD', `level ${level} costs ${level} ${paid}`, {
      cost: { [paid]: level },
      hand: hand(s, seat),
    });
  if (!winsMetropolis(s, ctx, seat, track)) {
    if (metropolis !== undefined)
      return fail('ERR_BAD_ID', 'this level wins no metropolis', { vertex: metropolis });
    return one({ type: 'cityImproved', seat, track, level });
  }
  if (metropolis === undefined)
    return fail('ERR_NO_METROPOLIS_CITY', 'name the city that carries the metropolis');
  const v = vertexIdx(ctx, metropolis);
  if (v === undefined || !free.includes(v))
    return fail('ERR_NOT_YOUR_CITY', `no city of yours without a metropolis at ${metropolis}`, {
      vertex: metropolis,
    });
  const from = imp.metropolises[track]?.seat ?? null;
  return one({
    type: 'cityImproved',
    seat,
    track,
    level,
    metropolis: { vertex: metropolis, from },
  });
}
