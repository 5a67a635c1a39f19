// Starfarers, the rules: the set-up by planet numbers, builds paid as declared, awards moved
// up and down by the table, and Earth's supply drawn after production (core's roll).

import { rngFromState } from '../../../random/prng';
import { err, ok, type Result } from '../../../result';
import { type GameContext, isStarfarers } from '../../context';
import { earthSupplySeats } from '../../earth-supply';
import { covers, toHand } from '../../hand';
import {
  awardCount,
  coloniesInSystem,
  friendshipBonusMax,
  isUpgrade,
  mothershipPairs,
  nextStationSpot,
  SF_AWARD_MAX,
  SF_BONUS_MAX,
  SF_COLONIES_PER_SYSTEM,
  SF_TWO_PER_SYSTEM_PLAYERS,
  SF_UPGRADE_MAX,
  seedRules,
  shakeOfPair,
  shakeSpeed,
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
  SF_RACES,
  SF_SHAKES,
  type SfAward,
  type SfShake,
} from '../../types';
import type { DecidePart } from '../kit';

export const COMMANDS = ['sfStart', 'sfBuild', 'sfAward', 'sfFly'] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  sfStart: (s, ctx, c) => sfStart(s, ctx, c.seat, c.colonies, c.spaceport),
  sfBuild: (s, ctx, c) => sfBuild(s, ctx, c),
  sfAward: (s, ctx, c) => sfAward(s, ctx, c.seat, c.award, c.delta, c.strength),
  sfFly: (s, ctx, c) => sfFly(s, ctx, c.seat, c.shake, c.bonus),
};

/**
 * Starfarers: Earth's supply with the roll (earthSupplySeats says who). Edition 2: the roller
 * under 9 VP "må" draw one card — may, so a roll entered from the table may decline it (null).
 */
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
      const declined = g === null && seedRules(s.config);
      if (((g !== null) !== eligible[i] && !declined) || (g !== null && !ctx.resources.includes(g)))
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
  const seed = seedRules(s.config);
  switch (c.item) {
    case 'colony': {
      if (!c.planets || !validPlanets(ctx, c.planets))
        return fail('ERR_BAD_ID', 'a colony touches 1–3 planets');
      if (seed && p.colonyShips < 1)
        return fail('ERR_NO_SHIP', 'a colony is founded by a colony ship on the board');
      // Seed 001: "Hvis der kun er tre spillere, må der kun bygges to koloni i hvert solsystem."
      const limited = seed && s.players.length === SF_TWO_PER_SYSTEM_PLAYERS;
      if (limited && c.system === undefined)
        return fail('ERR_BAD_ID', 'with three players, name the solar system of the colony');
      if (
        limited &&
        c.system !== undefined &&
        coloniesInSystem(s.players, c.system) >= SF_COLONIES_PER_SYSTEM
      )
        return fail('ERR_SYSTEM_FULL', `system ${c.system} has two colonies already`, {
          system: c.system,
        });
      return one({
        type: 'sfBuilt',
        seat: c.seat,
        item: 'colony',
        pay,
        planets: [...c.planets],
        ...(c.system !== undefined ? { system: c.system } : {}),
      });
    }
    case 'spaceport': {
      const i = c.colony;
      if (i === undefined || !p.colonies[i] || p.colonies[i]?.spaceport)
        return fail('ERR_NOT_YOUR_SETTLEMENT', 'a spaceport upgrades one of your colonies');
      return one({ type: 'sfBuilt', seat: c.seat, item: 'spaceport', pay, colony: i });
    }
    case 'ship':
      if (seed) return fail('ERR_BAD_ID', 'build a colony ship or a trade ship');
      break;
    case 'colonyShip':
    case 'tradeShip':
      if (!seed) return fail('ERR_BAD_ID', 'unknown item');
      break;
    case 'tradeStation': {
      if (!seed) return fail('ERR_BAD_ID', 'unknown item');
      const race = c.race;
      if (race === undefined || !(SF_RACES as readonly string[]).includes(race))
        return fail('ERR_BAD_ID', 'a trade station joins one of the four races');
      if (p.tradeShips < 1)
        return fail('ERR_NO_SHIP', 'a trade station is founded by a trade ship on the board');
      // Seed 001: the ship goes "til det ledige felt, der har det laveste nummer", and the
      // mother ship needs "mindst lige så mange freight rings … som nummeret på det felt".
      const spot = nextStationSpot(s.players, race);
      if (spot === null)
        return fail('ERR_NO_ROOM_LEFT', `all five trade station spots at ${race} are taken`);
      if (p.freightRings < spot)
        return fail('ERR_TOO_WEAK', `spot ${spot} needs ${spot} freight rings`, {
          need: spot,
          have: p.freightRings,
        });
      return one({ type: 'sfBuilt', seat: c.seat, item: 'tradeStation', pay, race, spot });
    }
    default:
      return fail('ERR_BAD_ID', 'unknown item');
  }
  return one({ type: 'sfBuilt', seat: c.seat, item: c.item, pay });
}

function sfAward(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  award: string,
  delta: number,
  strength: number | undefined,
): R {
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
  if (a === 'friendship') {
    // One token per race (seed 001: "De fire alien home baser"): never more than four out.
    if (seedRules(s.config))
      return fail('ERR_FRIENDSHIP_BY_STATIONS', 'friendship tokens follow the trade stations');
    const out = s.players.reduce((n, q) => n + (q.sf?.friendship ?? 0), 0);
    if (out + delta > SF_RACES.length)
      return fail('ERR_LIMIT', `only ${SF_RACES.length} friendship tokens, one per race`, {
        max: SF_RACES.length,
      });
  }
  if ((a === 'pirate' || a === 'ice') && delta > 0 && seedRules(s.config)) {
    // Seed 001: the mother ship needs "samme antal eller flere freight rings, end det tal, der er
    // angivet på isplanet-brikken" (cannons for a pirate): one token at a time, its number named.
    if (delta !== 1) return fail('ERR_BAD_CARDS', 'one token at a time');
    if (strength === undefined || !Number.isInteger(strength) || strength < 1)
      return fail('ERR_BAD_ID', 'name the number on the token');
    const have = a === 'pirate' ? p.cannons : p.freightRings;
    if (have < strength)
      return fail(
        'ERR_TOO_WEAK',
        `the token's ${strength} needs ${strength} ${a === 'pirate' ? 'cannons' : 'freight rings'}`,
        { need: strength, have },
      );
    return one({ type: 'sfAwarded', seat, award: a, delta, strength });
  }
  return one({ type: 'sfAwarded', seat, award: a, delta });
}

/**
 * Starfarers' flight phase (seed 001): "Moderskibet rystes, og de to kugler … bestemmer farten";
 * the black ball means an encounter first, then speed 3; boosters and friendship cards add.
 * The app draws two of the five balls (mothershipPairs), or the table says what its own showed.
 */
function sfFly(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  shake: SfShake | undefined,
  bonus: number | undefined,
): R {
  if (!isStarfarers(ctx) || !seedRules(s.config))
    return fail('ERR_NOT_STARFARERS', 'only in Starfarers');
  const te = mainTurn(s, seat);
  if (te) return err(te);
  if (s.turn.sbp || s.turn.seat !== seat)
    return fail('ERR_NOT_YOUR_TURN', `it is seat ${s.turn.seat}'s turn`, { current: s.turn.seat });
  const p = s.players[seat]?.sf;
  if (!p) return fail('ERR_BAD_SEAT', `no seat ${seat}`);
  if (p.flight?.turn === s.turn.number) return fail('ERR_ALREADY_FLOWN', 'one flight a turn');
  // "Hvis en spiller ikke har et rumskib på brættet, kan han ikke flytte".
  if (p.colonyShips + p.tradeShips < 1) return fail('ERR_NO_SHIP', 'no ship on the board');
  const b = bonus ?? 0;
  if (!Number.isInteger(b) || b < 0 || b > SF_BONUS_MAX)
    return fail('ERR_BAD_ID', `a friendship bonus of 0–${SF_BONUS_MAX}`);
  // Speed from friendship cards only as far as the player holds them (one a trade station).
  const most = friendshipBonusMax(p);
  if (b > most)
    return fail('ERR_LIMIT', `friendship cards add at most ${most} now (one a card held)`, {
      max: most,
    });
  let got: SfShake;
  let rng: readonly number[] | undefined;
  if (shake !== undefined) {
    if (!(SF_SHAKES as readonly string[]).includes(shake))
      return fail('ERR_BAD_ID', 'encounter, speed3, speed4 or speed5');
    got = shake;
  } else {
    const r = rngFromState(s.rng);
    got = shakeOfPair(mothershipPairs(s.config), r.int(0, 9));
    rng = r.state();
  }
  return one({
    type: 'sfFlown',
    seat,
    shake: got,
    source: shake === undefined ? 'app' : 'table',
    ...(rng ? { rng } : {}),
    boosters: p.boosters,
    bonus: b,
    speed: shakeSpeed(got) + p.boosters + b,
  });
}
