// Starfarers' shared limits and public facts (lib/game/starfarers.ts) as tables, and that the
// engine refuses exactly where the helpers say the limit is (the tablet greys its buttons there).

import { describe, expect, it } from 'vitest';
import {
  awardCount,
  createGame,
  decide,
  earthSupplyPerRoll,
  earthSupplySeats,
  expectedIncome,
  friendshipBonusMax,
  friendshipCards,
  friendshipHolders,
  type GameOptions,
  type GameState,
  MOTHERSHIP_PAIRS,
  type Planet,
  replayChecked,
  SF_AWARD_MAX,
  SF_AWARDS,
  SF_UPGRADE_MAX,
  SF_UPGRADES,
  type SfShake,
  scoreOf,
  shakeOfPair,
  sitesByNumber,
  upgradeCount,
} from '@/lib/game';
import { act, config, only, refused } from './game-helpers';

const P = (number: number, resource: string): Planet => ({ number, resource });

/** Three seats after the start; seat 1's spaceport shares the 8 with seat 0's colony. */
function started(options: Partial<GameOptions> = {}, players = 3): GameState {
  let s = act(createGame(config('starfarers', players, options)), {
    type: 'decideOrder',
    first: 0,
  });
  s = act(s, {
    type: 'sfStart',
    seat: 0,
    colonies: [[P(5, 'fuel')], [P(8, 'food'), P(3, 'goods')]],
    spaceport: [P(10, 'ore')],
  });
  s = act(s, {
    type: 'sfStart',
    seat: 1,
    colonies: [[P(4, 'carbon')], [P(11, 'fuel')]],
    spaceport: [P(8, 'food')],
  });
  s = act(s, {
    type: 'sfStart',
    seat: 2,
    colonies: [[P(6, 'ore')], [P(9, 'carbon')]],
    spaceport: [P(2, 'goods')],
  });
  if (players === 4)
    s = act(s, {
      type: 'sfStart',
      seat: 3,
      colonies: [[P(12, 'food')], [P(3, 'ore')]],
      spaceport: [P(5, 'goods')],
    });
  s = act(s, { type: 'roll', seat: 0, dice: [2, 2] });
  return s;
}

/** A game@1 log from before edition 2 replays as it was played (lib/game/log.ts). */
const EDITION_1: Partial<GameOptions> = { edition: 1 };

const fail = (): never => {
  throw new Error('no Starfarers player');
};

describe('Starfarers helpers', () => {
  it('the limits: friendship 4 (one per race), fame rings 11; boosters 6, cannons 6, freight rings 5', () => {
    expect(SF_AWARD_MAX.friendship).toBe(4);
    expect(SF_AWARD_MAX.fame).toBe(11);
    expect(SF_UPGRADE_MAX).toEqual({ booster: 6, cannon: 6, freightRing: 5 });
  });

  it.each(SF_UPGRADES)('%s: the engine builds up to the limit and refuses one more', (item) => {
    let s = started();
    for (let i = 0; i < SF_UPGRADE_MAX[item]; i++)
      s = act(s, { type: 'sfBuild', seat: 0, item, pay: {} });
    const p = s.players[0]?.sf;
    if (!p) throw new Error('no Starfarers player');
    expect(upgradeCount(p, item)).toBe(SF_UPGRADE_MAX[item]);
    expect(refused(s, { type: 'sfBuild', seat: 0, item, pay: {} })).toBe('ERR_LIMIT');
  });

  it.each(SF_AWARDS.filter((a) => SF_AWARD_MAX[a] < 99))(
    '%s (edition 1): awarded up to the limit, one more refused, and never below 0',
    (award) => {
      let s = started(EDITION_1);
      // Fame starts at one ring (set-up), the others at none: down to 0 first.
      const start = awardCount(s.players[1]?.sf ?? fail(), award);
      if (start > 0) s = act(s, { type: 'sfAward', seat: 1, award, delta: -start });
      expect(refused(s, { type: 'sfAward', seat: 1, award, delta: -1 })).toBe('ERR_LIMIT');
      s = act(s, { type: 'sfAward', seat: 1, award, delta: SF_AWARD_MAX[award] });
      const p = s.players[1]?.sf;
      if (!p) throw new Error('no Starfarers player');
      expect(awardCount(p, award)).toBe(SF_AWARD_MAX[award]);
      expect(refused(s, { type: 'sfAward', seat: 1, award, delta: 1 })).toBe('ERR_LIMIT');
    },
  );

  // Regression: the engine started everyone with no fame ring.
  it('set-up: everyone has one fame ring on the mother ship (seed 001) and 4 VP', () => {
    const s = started();
    for (const [seat, p] of s.players.entries()) {
      expect(p.sf?.fameRings).toBe(1);
      expect(scoreOf(s, seat).public).toBe(4);
    }
    // So one more ring is the first fame point.
    const t = act(s, { type: 'sfAward', seat: 0, award: 'fame', delta: 1 });
    expect(scoreOf(t, 0).public).toBe(5);
  });

  it('edition 1 (old logs): Earth supplied every seat under 9 public VP on every roll', () => {
    let s = started(EDITION_1);
    expect(earthSupplySeats(s)).toEqual([true, true, true]);
    // Two friendship tokens (4) and two fame rings (1) take seat 2 from 4 to 9 VP.
    s = act(s, { type: 'sfAward', seat: 2, award: 'friendship', delta: 2 });
    s = act(s, { type: 'endTurn', seat: 0 });
    s = act(s, { type: 'sfAward', seat: 2, award: 'fame', delta: 2 });
    expect(earthSupplySeats(s)).toEqual([true, true, false]);
    expect(
      refused(s, { type: 'roll', seat: 1, dice: [3, 3], supply: ['fuel', 'ore', 'food'] }),
    ).toBe('ERR_BAD_CARDS');
    s = act(s, { type: 'roll', seat: 1, dice: [3, 3], supply: ['fuel', 'ore', null] });
    expect(s.players.map((p) => p.hand.fuel)).toEqual([1, 0, 0]);
  });
  it('sites by number: every colony and spaceport under each planet number, ascending', () => {
    const sites = sitesByNumber(started().players);
    expect([...sites.keys()]).toEqual([2, 3, 4, 5, 6, 8, 9, 10, 11]);
    expect(sites.get(8)).toEqual([
      { seat: 0, colony: 1, spaceport: false, planet: P(8, 'food') },
      { seat: 1, colony: 2, spaceport: true, planet: P(8, 'food') },
    ]);
    expect(sites.get(7)).toBeUndefined();
  });
});

// Seed 001 (../shared/seeds/001, "The Starfarers of Catan", in Danish), one row per rule.
describe('Starfarers as seed 001 says (edition 2)', () => {
  it('the app starts new games at edition 2 and reads a log without one as edition 1', () => {
    expect(createGame(config('starfarers', 3)).config.options.edition).toBe(2);
  });

  // "Som det første i sin tur kaster spilleren terninger … Hvis en spillere har mindre end ni
  // victory points, må han trække et kort fra reserve-bunken."
  it('Earth supplies the roller only, one card, under 9 VP (regression: every seat, every roll)', () => {
    let s = started();
    s = act(s, { type: 'endTurn', seat: 0 });
    expect(earthSupplySeats(s)).toEqual([false, true, false]);
    const ev = only(s, { type: 'roll', seat: 1, dice: [3, 3] });
    expect(ev.type === 'rolled' && ev.supply?.map((c) => c !== null)).toEqual([false, true, false]);
    // Another seat's card is refused; the roller's one card is taken.
    expect(refused(s, { type: 'roll', seat: 1, dice: [3, 3], supply: ['fuel', 'ore', null] })).toBe(
      'ERR_BAD_CARDS',
    );
    const t = act(s, { type: 'roll', seat: 1, dice: [3, 3], supply: [null, 'fuel', null] });
    expect(t.players.map((p) => p.hand.fuel)).toEqual([0, 1, 0]);
  });

  // "… må han trække et kort" — may: the roller may leave it.
  it('the roller may decline Earth’s card', () => {
    const s = act(started(), { type: 'endTurn', seat: 0 });
    const t = act(s, { type: 'roll', seat: 1, dice: [3, 3], supply: [null, null, null] });
    expect(t.players.map((p) => p.hand.fuel)).toEqual([0, 0, 0]);
  });

  it('a roller at 9 VP or more draws nothing from Earth', () => {
    let s = started({}, 4);
    // Seat 1: two ice planets and a pirate (with the strength for them) and two rings: 9 VP.
    for (const item of ['cannon', 'freightRing'] as const)
      s = act(s, { type: 'sfBuild', seat: 0, item, pay: {} });
    s = act(s, { type: 'endTurn', seat: 0 });
    s = act(s, { type: 'roll', seat: 1, dice: [3, 3] });
    for (const item of ['cannon', 'freightRing'] as const)
      s = act(s, { type: 'sfBuild', seat: 1, item, pay: {} });
    s = act(s, { type: 'sfAward', seat: 1, award: 'ice', delta: 1, strength: 1 });
    s = act(s, { type: 'sfAward', seat: 1, award: 'ice', delta: 1, strength: 1 });
    s = act(s, { type: 'sfAward', seat: 1, award: 'pirate', delta: 1, strength: 1 });
    s = act(s, { type: 'sfAward', seat: 1, award: 'fame', delta: 3 });
    expect(scoreOf(s, 1).public).toBe(9);
    s = act(s, { type: 'endTurn', seat: 1 });
    for (const seat of [2, 3]) {
      s = act(s, { type: 'roll', seat, dice: [3, 3] });
      s = act(s, { type: 'endTurn', seat });
    }
    s = act(s, { type: 'roll', seat: 0, dice: [3, 3] });
    s = act(s, { type: 'endTurn', seat: 0 });
    expect(earthSupplySeats(s)).toEqual([false, false, false, false]);
  });

  // "Den spiller, der har flest handelsstationer hos en race, får the friendship-token for den
  // race. Hvis to spillere står lige, så får den person, der har en handelsstation på det laveste
  // nummer, the friendship-token."
  it('friendship tokens: one per race, the most stations, a tie to the lowest spot', () => {
    let s = started();
    for (const seat of [0, 1]) {
      if (seat === 1) {
        s = act(s, { type: 'endTurn', seat: 0 });
        s = act(s, { type: 'roll', seat: 1, dice: [3, 3], supply: [null, null, null] });
      }
      for (let i = 0; i < 3; i++)
        s = act(s, { type: 'sfBuild', seat, item: 'freightRing', pay: {} });
      for (let i = 0; i < 2; i++) s = act(s, { type: 'sfBuild', seat, item: 'tradeShip', pay: {} });
    }
    // Seat 1 takes spot 1 at the Merchants, seat 0 cannot come in its turn … seat 1 plays on.
    s = act(s, { type: 'sfBuild', seat: 1, item: 'tradeStation', race: 'merchants', pay: {} });
    expect(friendshipHolders(s.players).merchants).toBe(1);
    expect(scoreOf(s, 1).parts.friendship).toBe(2);
    s = act(s, { type: 'endTurn', seat: 1 });
    s = act(s, { type: 'roll', seat: 2, dice: [3, 3], supply: [null, null, null] });
    s = act(s, { type: 'endTurn', seat: 2 });
    s = act(s, { type: 'roll', seat: 0, dice: [3, 3], supply: [null, null, null] });
    // Seat 0 takes spot 2: one each, the tie goes to spot 1 (seat 1).
    const ev = only(s, {
      type: 'sfBuild',
      seat: 0,
      item: 'tradeStation',
      race: 'merchants',
      pay: {},
    });
    expect(ev).toMatchObject({ item: 'tradeStation', race: 'merchants', spot: 2 });
    s = act(s, { type: 'sfBuild', seat: 0, item: 'tradeStation', race: 'merchants', pay: {} });
    expect(friendshipHolders(s.players).merchants).toBe(1);
    // Spot 3: seat 0 has the most; the token moves.
    s = act(s, { type: 'sfBuild', seat: 0, item: 'tradeStation', race: 'merchants', pay: {} });
    expect(friendshipHolders(s.players)).toEqual({
      greenFolk: null,
      scientists: null,
      merchants: 0,
      diplomats: null,
    });
    expect([scoreOf(s, 0).parts.friendship, scoreOf(s, 1).parts.friendship]).toEqual([2, 0]);
    // A token is never awarded by hand now: it follows the stations (regression: five accepted).
    expect(refused(s, { type: 'sfAward', seat: 2, award: 'friendship', delta: 1 })).toBe(
      'ERR_FRIENDSHIP_BY_STATIONS',
    );
  });

  // "Spillerne skal dog have mindst lige så mange freight rings på sit moderskib, som nummeret
  // på det felt, hvor han vil oprette en handelsstation." — and it takes a trade ship.
  it('a trade station needs a trade ship and freight rings up to its spot number', () => {
    let s = started();
    expect(
      refused(s, { type: 'sfBuild', seat: 0, item: 'tradeStation', race: 'scientists', pay: {} }),
    ).toBe('ERR_NO_SHIP');
    s = act(s, { type: 'sfBuild', seat: 0, item: 'tradeShip', pay: {} });
    expect(
      refused(s, { type: 'sfBuild', seat: 0, item: 'tradeStation', race: 'scientists', pay: {} }),
    ).toBe('ERR_TOO_WEAK');
    s = act(s, { type: 'sfBuild', seat: 0, item: 'freightRing', pay: {} });
    s = act(s, { type: 'sfBuild', seat: 0, item: 'tradeStation', race: 'scientists', pay: {} });
    expect(s.players[0]?.sf?.tradeShips).toBe(0);
    expect(s.players[0]?.sf?.stations.scientists).toEqual([1]);
  });

  // "Det kræver, at … spillerens moderskib har samme antal eller cannons, end det tal, der er
  // angivet på rumpirat-brikken" (freight rings for an ice planet).
  it.each([
    ['pirate', 'cannon'],
    ['ice', 'freightRing'],
  ] as const)(
    '%s: as many %ss as the token’s number (regression: awarded with none)',
    (award, item) => {
      let s = started();
      expect(refused(s, { type: 'sfAward', seat: 0, award, delta: 1, strength: 1 })).toBe(
        'ERR_TOO_WEAK',
      );
      expect(refused(s, { type: 'sfAward', seat: 0, award, delta: 1 })).toBe('ERR_BAD_ID');
      s = act(s, { type: 'sfBuild', seat: 0, item, pay: {} });
      s = act(s, { type: 'sfBuild', seat: 0, item, pay: {} });
      expect(refused(s, { type: 'sfAward', seat: 0, award, delta: 1, strength: 3 })).toBe(
        'ERR_TOO_WEAK',
      );
      s = act(s, { type: 'sfAward', seat: 0, award, delta: 1, strength: 2 });
      expect(awardCount(s.players[0]?.sf ?? fail(), award)).toBe(1);
      // Putting a token back (a slip) needs no strength.
      s = act(s, { type: 'sfAward', seat: 0, award, delta: -1 });
      expect(awardCount(s.players[0]?.sf ?? fail(), award)).toBe(0);
    },
  );

  // "Hver spiller anbringer desuden et koloniskib ved sin rumstation" … "Transporteren fjernes
  // fra brættet": a colony is founded by a colony ship, which is spent.
  it('a colony spends a colony ship; one at the start, more built', () => {
    let s = started({}, 4);
    expect(s.players[0]?.sf?.colonyShips).toBe(1);
    const colony = {
      type: 'sfBuild',
      seat: 0,
      item: 'colony',
      pay: {},
      planets: [P(6, 'fuel')],
    } as const;
    s = act(s, colony);
    expect(s.players[0]?.sf?.colonyShips).toBe(0);
    expect(refused(s, colony)).toBe('ERR_NO_SHIP');
    s = act(s, { type: 'sfBuild', seat: 0, item: 'colonyShip', pay: {} });
    s = act(s, colony);
    expect(s.players[0]?.sf?.colonies).toHaveLength(5);
    expect(refused(s, { type: 'sfBuild', seat: 0, item: 'ship', pay: {} })).toBe('ERR_BAD_ID');
  });

  // "Hvis der kun er tre spillere, må der kun bygges to koloni i hvert solsystem."
  it('three players: two colonies a solar system, and the system is asked', () => {
    let s = started();
    const colony = (system?: number) =>
      ({
        type: 'sfBuild',
        seat: 0,
        item: 'colony',
        pay: {},
        planets: [P(6, 'fuel')],
        ...(system ? { system } : {}),
      }) as const;
    for (let i = 0; i < 3; i++)
      s = act(s, { type: 'sfBuild', seat: 0, item: 'colonyShip', pay: {} });
    expect(refused(s, colony())).toBe('ERR_BAD_ID');
    s = act(s, colony(4));
    s = act(s, colony(4));
    expect(refused(s, colony(4))).toBe('ERR_SYSTEM_FULL');
    s = act(s, colony(5));
    // Four players: no such limit, and no system needed.
    let f = started({}, 4);
    for (let i = 0; i < 2; i++)
      f = act(f, { type: 'sfBuild', seat: 0, item: 'colonyShip', pay: {} });
    for (let i = 0; i < 3; i++) f = act(f, colony(4));
    expect(f.players[0]?.sf?.colonies).toHaveLength(6);
  });

  // "Moderskibet rystes … Kommer den sorte kugle ud, skal spilleren trække et encounter-kort …
  // Efter en encounter er farten … tre (hertil kommer så boostere og friendship-kort)."
  it('the mother ship: two of five balls, 4 of 10 pairs an encounter, 2 each speed 3, 4, 5', () => {
    expect(MOTHERSHIP_PAIRS).toEqual([4, 2, 2, 2]);
    const pairs = Array.from({ length: 10 }, (_, i) => shakeOfPair(MOTHERSHIP_PAIRS, i));
    const count = (x: SfShake) => pairs.filter((p) => p === x).length;
    // Five balls, one black: 1 − C(4,2)/C(5,2) = 4/10 of pairs hold the black one.
    expect([count('encounter'), count('speed3'), count('speed4'), count('speed5')]).toEqual([
      4, 2, 2, 2,
    ]);
  });

  /** Seat 0 with a trade station at each of the first `n` races (a freight ring, a trade ship each). */
  const withStations = (s0: GameState, n: number): GameState => {
    let s = s0;
    if (n > 0) s = act(s, { type: 'sfBuild', seat: 0, item: 'freightRing', pay: {} });
    for (const race of (['greenFolk', 'scientists', 'merchants', 'diplomats'] as const).slice(
      0,
      n,
    )) {
      s = act(s, { type: 'sfBuild', seat: 0, item: 'tradeShip', pay: {} });
      s = act(s, { type: 'sfBuild', seat: 0, item: 'tradeStation', race, pay: {} });
    }
    return s;
  };

  it.each([
    ['encounter', 0, 0, 3],
    ['speed3', 0, 0, 3],
    ['speed4', 2, 0, 6],
    ['speed5', 1, 2, 8],
    ['encounter', 3, 1, 7],
  ] as const)(
    'a shake of %s with %i boosters and %i from friendship flies %i',
    (shake, boosters, bonus, speed) => {
      let s = withStations(started({}, 4), bonus);
      for (let i = 0; i < boosters; i++)
        s = act(s, { type: 'sfBuild', seat: 0, item: 'booster', pay: {} });
      const ev = only(s, { type: 'sfFly', seat: 0, shake, bonus });
      expect(ev).toMatchObject({ type: 'sfFlown', shake, source: 'table', boosters, bonus, speed });
    },
  );

  // Seed 001: "Første spiller, der opretter en handelsstation hos en race, får the
  // friendship-token for den race … Desuden må spilleren vælge et friendship-kort for den race.
  // Hver handelsstation, spilleren efterfølgende opretter hos den race, giver ret til at tage
  // yderligere et …" — a card of that race for each station there.
  it('friendship cards by race: one for each trade station the player sets up there', () => {
    let s = withStations(started({}, 4), 2);
    s = act(s, { type: 'sfBuild', seat: 0, item: 'freightRing', pay: {} });
    s = act(s, { type: 'sfBuild', seat: 0, item: 'tradeShip', pay: {} });
    s = act(s, { type: 'sfBuild', seat: 0, item: 'tradeStation', race: 'greenFolk', pay: {} });
    const sf = s.players[0]?.sf;
    if (!sf) throw new Error('no Starfarers slice');
    expect(friendshipCards(sf)).toEqual({
      greenFolk: 2,
      scientists: 1,
      merchants: 0,
      diplomats: 0,
    });
    // The token is one per race (2 VP each), the cards go on with each station.
    expect(scoreOf(s, 0).parts.friendship).toBe(4);
    // Other seats hold none.
    expect(friendshipCards(s.players[1]?.sf ?? fail())).toEqual({
      greenFolk: 0,
      scientists: 0,
      merchants: 0,
      diplomats: 0,
    });
  });

  // Seed 001: "Farten øges med en for hver booster … Desuden kan man også øge farten ved hjælp
  // af friendship-kort": speed from friendship cards only as far as the player holds them.
  it('the mother ship counts friendship cards: no bonus without a card, one a card held', () => {
    const none = started({}, 4);
    expect(friendshipBonusMax(none.players[0]?.sf ?? fail())).toBe(0);
    // Regression: a bonus of 1 was accepted with no friendship card at all.
    expect(refused(none, { type: 'sfFly', seat: 0, shake: 'speed3', bonus: 1 })).toBe('ERR_LIMIT');
    const two = withStations(started({}, 4), 2);
    expect(friendshipBonusMax(two.players[0]?.sf ?? fail())).toBe(2);
    expect(refused(two, { type: 'sfFly', seat: 0, shake: 'speed3', bonus: 3 })).toBe('ERR_LIMIT');
    expect(only(two, { type: 'sfFly', seat: 0, shake: 'speed3', bonus: 2 })).toMatchObject({
      speed: 5,
    });
  });

  it('one flight a turn, and only with a ship on the board', () => {
    let s = started({}, 4);
    s = act(s, { type: 'sfFly', seat: 0 });
    const flight = s.players[0]?.sf?.flight;
    expect(flight?.turn).toBe(s.turn.number);
    expect(refused(s, { type: 'sfFly', seat: 0 })).toBe('ERR_ALREADY_FLOWN');
    expect(refused(s, { type: 'sfFly', seat: 1 })).toBe('ERR_NOT_YOUR_TURN');
    // Spend the only ship: no flight next turn.
    s = act(s, { type: 'sfBuild', seat: 0, item: 'colony', pay: {}, planets: [P(6, 'fuel')] });
    for (const seat of [0, 1, 2, 3]) {
      if (seat > 0) s = act(s, { type: 'roll', seat, dice: [3, 3] });
      s = act(s, { type: 'endTurn', seat });
    }
    s = act(s, { type: 'roll', seat: 0, dice: [3, 3] });
    expect(refused(s, { type: 'sfFly', seat: 0 })).toBe('ERR_NO_SHIP');
  });

  it('the app’s shakes follow the odds (1000 in a row from one game’s generator)', () => {
    const seen: Record<SfShake, number> = { encounter: 0, speed3: 0, speed4: 0, speed5: 0 };
    let g = started({}, 4);
    for (let i = 0; i < 1000; i++) {
      const ev = only(g, { type: 'sfFly', seat: 0 });
      if (ev.type !== 'sfFlown' || !ev.rng) throw new Error('no app shake');
      seen[ev.shake]++;
      g = { ...g, rng: ev.rng };
    }
    // 400 / 200 / 200 / 200 expected; each inside ±60 (over 4 standard deviations).
    expect(Math.abs(seen.encounter - 400)).toBeLessThan(60);
    for (const k of ['speed3', 'speed4', 'speed5'] as const)
      expect(Math.abs(seen[k] - 200)).toBeLessThan(60);
  });

  // Regression: the phone's "expected per roll" left Earth's supply out.
  it('expected per roll: Earth’s card on one roll in n under 9 VP, in the total', () => {
    const s = started();
    expect(earthSupplyPerRoll(s, 0)).toBeCloseTo(1 / 3);
    expect(earthSupplyPerRoll(started(EDITION_1), 0)).toBe(1);
    const plain = expectedIncome(s, 0);
    const withSupply = expectedIncome(s, 0, earthSupplyPerRoll(s, 0));
    expect(withSupply.supply).toBeCloseTo(1 / 3);
    expect(withSupply.total - plain.total).toBeCloseTo(1 / 3);
  });

  it('a group corrects the odds from its own overview card (GameOptions.mothership)', () => {
    const s = started({ mothership: [10, 0, 0, 0] }, 4);
    expect(only(s, { type: 'sfFly', seat: 0 })).toMatchObject({ shake: 'encounter', speed: 3 });
  });

  it('a game played under edition 2 replays through decide to the same state', () => {
    const log: Parameters<typeof replayChecked>[1][number][] = [];
    const run = (s: GameState, c: Parameters<typeof decide>[1]): GameState => {
      const r = decide(s, c);
      if (!r.ok) throw new Error(r.error.message);
      log.push(...r.value);
      return act(s, c);
    };
    const cfg = config('starfarers', 3);
    let s = createGame(cfg);
    s = run(s, { type: 'decideOrder', first: 0 });
    for (const seat of [0, 1, 2])
      s = run(s, {
        type: 'sfStart',
        seat,
        colonies: [[P(4 + seat, 'fuel')], [P(9, 'food')]],
        spaceport: [P(10, 'ore')],
      });
    s = run(s, { type: 'roll', seat: 0 });
    s = run(s, { type: 'sfBuild', seat: 0, item: 'tradeShip', pay: {} });
    s = run(s, { type: 'sfBuild', seat: 0, item: 'freightRing', pay: {} });
    s = run(s, { type: 'sfFly', seat: 0 });
    s = run(s, { type: 'sfBuild', seat: 0, item: 'tradeStation', race: 'diplomats', pay: {} });
    s = run(s, {
      type: 'sfBuild',
      seat: 0,
      item: 'colony',
      pay: {},
      planets: [P(4, 'carbon')],
      system: 2,
    });
    const r = replayChecked(cfg, log);
    if (!r.ok) throw new Error(r.error.error.message);
    expect(r.value).toEqual(s);
  });
});
