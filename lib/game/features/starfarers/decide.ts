// Starfarers, the rules: the set-up by planet numbers, builds paid as declared, awards moved
// up and down by the table, and Earth's supply drawn after production (core's roll).

import type { rngFromState } from '../../../random/prng';
import { err, ok, type Result } from '../../../result';
import { type GameContext, isStarfarers } from '../../context';
import { covers, toHand } from '../../hand';
import {
  awardCount,
  earthSupplySeats,
  isUpgrade,
  SF_AWARD_MAX,
  SF_UPGRADE_MAX,
  upgradeCount,
} from '../../starfarers';
import { fail, hand, mainTurn, one, type R, setupTurn } from '../../turn';
import {
  type Command,
  type GameState,
  type Planet,
  type RuleError,
  ruleError,
  type Seat,
  SF_AWARDS,
  type SfAward,
} from '../../types';
import type { DecidePart } from '../kit';

export const COMMANDS = ['sfStart', 'sfBuild', 'sfAward'] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  sfStart: (s, ctx, c) => sfStart(s, ctx, c.seat, c.colonies, c.spaceport),
  sfBuild: (s, ctx, c) => sfBuild(s, ctx, c),
  sfAward: (s, ctx, c) => sfAward(s, ctx, c.seat, c.award, c.delta),
};

/** Starfarers: after production every player under 9 VP draws one card from the supply. */
export function earthSupply(
  s: GameState,
  ctx: GameContext,
  given: readonly (string | null)[] | undefined,
  rng: ReturnType<typeof rngFromState>,
): Result<{ cards: (string | null)[]; rng?: readonly number[] }, RuleError> {
  const eligible = earthSupplySeats(s);
  if (given !== undefined) {
    if (!Array.isArray(given) || given.length !== s.players.length)
      return err(ruleError('ERR_BAD_CARDS', 'one supply entry per seat'));
    for (let i = 0; i < given.length; i++) {
      const g = given[i] ?? null;
      if ((g !== null) !== eligible[i] || (g !== null && !ctx.resources.includes(g)))
        return err(
          ruleError(
            'ERR_BAD_CARDS',
            `seat ${i} ${eligible[i] ? 'draws one supply card' : 'draws no supply card'}`,
          ),
        );
    }
    return ok({ cards: [...given] });
  }
  const cards = eligible.map((e) =>
    e ? (ctx.resources[rng.int(0, ctx.resources.length - 1)] ?? null) : null,
  );
  return ok({ cards, rng: rng.state() });
}

function validPlanets(ctx: GameContext, ps: readonly Planet[]): boolean {
  return (
    Array.isArray(ps) &&
    ps.length >= 1 &&
    ps.length <= 3 &&
    ps.every(
      (p) =>
        p !== null &&
        typeof p === 'object' &&
        Number.isInteger(p.number) &&
        p.number >= 2 &&
        p.number <= 12 &&
        p.number !== 7 &&
        ctx.resources.includes(p.resource),
    )
  );
}

function sfStart(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  colonies: readonly (readonly Planet[])[],
  spaceport: readonly Planet[],
): R {
  if (!isStarfarers(ctx)) return fail('ERR_NOT_STARFARERS', 'only in Starfarers');
  const te = setupTurn(s, seat);
  if (te) return err(te);
  if (
    !Array.isArray(colonies) ||
    colonies.length !== 2 ||
    !colonies.every((c) => validPlanets(ctx, c)) ||
    !validPlanets(ctx, spaceport)
  )
    return fail(
      'ERR_BAD_ID',
      'two colonies and one spaceport, each touching 1–3 planets (number 2–12 but 7, resource)',
    );
  return one({
    type: 'sfStarted',
    seat,
    colonies: colonies.map((c) => [...c]),
    spaceport: [...spaceport],
  });
}

function sfBuild(s: GameState, ctx: GameContext, c: Extract<Command, { type: 'sfBuild' }>): R {
  if (!isStarfarers(ctx)) return fail('ERR_NOT_STARFARERS', 'only in Starfarers');
  const te = mainTurn(s, c.seat);
  if (te) return err(te);
  const p = s.players[c.seat]?.sf;
  if (!p) return fail('ERR_BAD_SEAT', `no seat ${c.seat}`);
  const pay = toHand(ctx.resources, c.pay);
  if (!pay) return fail('ERR_BAD_CARDS', 'unknown resource or bad count');
  if (!covers(hand(s, c.seat), pay))
    return fail('ERR_CANNOT_AFFORD', 'you do not hold those cards');
  if (isUpgrade(c.item)) {
    const max = SF_UPGRADE_MAX[c.item];
    if (upgradeCount(p, c.item) >= max)
      return fail('ERR_LIMIT', `at most ${max} ${c.item}s`, { max });
    return one({ type: 'sfBuilt', seat: c.seat, item: c.item, pay });
  }
  switch (c.item) {
    case 'colony':
      if (!c.planets || !validPlanets(ctx, c.planets))
        return fail('ERR_BAD_ID', 'a colony touches 1–3 planets');
      return one({ type: 'sfBuilt', seat: c.seat, item: 'colony', pay, planets: [...c.planets] });
    case 'spaceport': {
      const i = c.colony;
      if (i === undefined || !p.colonies[i] || p.colonies[i]?.spaceport)
        return fail('ERR_NOT_YOUR_SETTLEMENT', 'a spaceport upgrades one of your colonies');
      return one({ type: 'sfBuilt', seat: c.seat, item: 'spaceport', pay, colony: i });
    }
    case 'ship':
      break;
    default:
      return fail('ERR_BAD_ID', 'unknown item');
  }
  return one({ type: 'sfBuilt', seat: c.seat, item: c.item, pay });
}

function sfAward(s: GameState, ctx: GameContext, seat: Seat, award: string, delta: number): R {
  if (!isStarfarers(ctx)) return fail('ERR_NOT_STARFARERS', 'only in Starfarers');
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  const p = s.players[seat]?.sf;
  if (!p) return fail('ERR_BAD_SEAT', `no seat ${seat}`);
  if (!Number.isInteger(delta) || delta === 0)
    return fail('ERR_BAD_CARDS', 'a whole, non-zero change');
  if (!(SF_AWARDS as readonly string[]).includes(award))
    return fail('ERR_BAD_ID', `unknown award ${award}`);
  const a = award as SfAward;
  const now = awardCount(p, a);
  const max = SF_AWARD_MAX[a];
  if (now + delta < 0 || now + delta > max)
    return fail('ERR_LIMIT', `${award} must stay within 0–${max}`, { max });
  return one({ type: 'sfAwarded', seat, award: a, delta });
}
