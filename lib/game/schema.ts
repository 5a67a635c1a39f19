// One zod schema per command and per event: the server parses request bodies with
// `commandSchema`, game@1 parsing (log.ts) parses events with `eventSchema`, and the engine's
// hand-written unions in types.ts must agree with what they parse — `SchemasAgree` below
// fails `tsc` on any drift, naming the command or event type that drifted.
// Commands are strict (unknown fields refused); events strip unknown fields, as game@1 did.

import { z } from 'zod';
import type { EdgeId, HexKey, VertexId } from '../hex';
import { PROGRESS_CARD_IDS, PROGRESS_DECKS } from '../rules/progress-cards';
import { RULESET_IDS, RULESETS, TRACKS } from '../rules/rulesets';
import { BOARD_CARDS } from './features/progress/cards';
import {
  type BoardCardId,
  type Command,
  type CommandType,
  DEV_CARDS,
  EVENT_FACES,
  type Event,
  type EventType,
  SF_AWARDS,
  SF_ITEMS,
  SF_RACES,
  SF_SHAKES,
  UNKNOWN_CARD,
} from './types';

// ---------------------------------------------------------------- atoms

const int = z.number().int();
/** A seat number, 0–5. */
export const seatSchema = int.min(0).max(5);
const count = int.min(0).max(1000);
/** The event die's face (cities and knights). */
const eventFace = z.enum(EVENT_FACES);
/** A barbarian attack with its arithmetic (cities and knights). */
const attackSchema = z.object({
  strength: count,
  knights: z.array(count).max(6),
  defence: count,
  winner: z.enum(['defenders', 'barbarians']),
  losers: z.array(int.min(0).max(5)).max(6),
  defender: int.min(0).max(5).nullable(),
  tied: z.array(int.min(0).max(5)).max(6),
});
/**
 * Every card name some ruleset trades (its resources, and cities and knights' commodities), closed: a name such as "constructor" or
 * "__proto__" is refused here, at the boundary, so it never reaches the engine as a card
 * (test/unit/game-forgery.test.ts). The engine checks the game's own ruleset besides.
 */
export const CARD_NAMES: ReadonlySet<string> = new Set(
  RULESET_IDS.flatMap((id) => [
    ...RULESETS[id].resources,
    ...Object.values(RULESETS[id].features.commodities?.of ?? {}),
  ]),
);
/** A hex's terrain or harbor drawn from a bag (drawHex, hexDrawn): the engine checks it is left. */
const bagWord = z.string().min(1).max(20);
const resource = z
  .string()
  .min(1)
  .max(20)
  .refine((k) => CARD_NAMES.has(k), { error: (i) => `no resource ${JSON.stringify(i.input)}` });
/**
 * A record keyed by card names, closed: zod's record drops an own "__proto__" key silently,
 * so it is refused here before the record is read.
 */
const byCard = <T extends z.ZodType>(value: T) =>
  z.preprocess(
    (v, ctx) => {
      if (v !== null && typeof v === 'object' && Object.hasOwn(v, '__proto__'))
        ctx.addIssue({ code: 'custom', message: 'no resource "__proto__"', input: v });
      return v;
    },
    z.record(resource, value),
  );
/** Cards by resource name, at most 100 of each (e.g. { lumber: 1, brick: 1 }). */
export const handSchema = byCard(int.min(0).max(100));
const die = int.min(1).max(6);

/** A "q,r" hex key, each coordinate of at most three digits. */
export const hexSchema = z
  .templateLiteral([int, ',', int], { error: 'a hex as "q,r"' })
  .refine((s) => /^-?\d{1,3},-?\d{1,3}$/.test(s), 'a hex as "q,r"');
/** An intersection id "q,r,N" or "q,r,S". */
export const vertexSchema = z
  .templateLiteral([int, ',', int, ',', z.enum(['N', 'S'])], {
    error: 'an intersection as "q,r,N" or "q,r,S"',
  })
  .refine((s) => /^-?\d{1,3},-?\d{1,3},[NS]$/.test(s), 'an intersection as "q,r,N" or "q,r,S"');
/** A path id "q,r,W", "q,r,NW" or "q,r,NE". */
export const edgeSchema = z
  .templateLiteral([int, ',', int, ',', z.enum(['W', 'NW', 'NE'])], {
    error: 'a path as "q,r,W", "q,r,NW" or "q,r,NE"',
  })
  .refine(
    (s) => /^-?\d{1,3},-?\d{1,3},(W|NW|NE)$/.test(s),
    'a path as "q,r,W", "q,r,NW" or "q,r,NE"',
  );

const planetShape = { number: int.min(2).max(12), resource };
// A colony or spaceport touches 1–3 planets (decide checks the least and 7).
const planets = z.array(z.strictObject(planetShape)).max(3);
const eventPlanets = z.array(z.object(planetShape)).max(3);
const rng = z.array(int).min(1).max(8);
const source = z.enum(['app', 'table', 'deck']);
const colonyIndex = int.min(0).max(100);
const awardDelta = int.min(-10).max(10);
/** A solar system as the group numbers them (1–30). */
const system = int.min(1).max(30);
const race = z.enum(SF_RACES);
/** A pirate's or an ice planet's token number (cannons or freight rings it needs). */
const strength = int.min(1).max(6);
/** Friendship cards' speed added to a flight. */
const bonus = int.min(0).max(4);
/**
 * The mother ship's odds: pairs of the five balls out of ten for an encounter and speeds
 * 3, 4, 5 (e.g. [4, 2, 2, 2]); they add up to ten.
 */
export const mothershipOdds = z
  .tuple([int.min(0).max(10), int.min(0).max(10), int.min(0).max(10), int.min(0).max(10)])
  .refine((t) => t[0] + t[1] + t[2] + t[3] === 10, 'the four odds are pairs out of ten');
/** Why a correction is made: short free text, not blank; as a name, no control, bidi or markup characters. */
export const reasonSchema = z
  .string()
  .trim()
  .min(1, 'a reason is required (1–200 characters)')
  .max(200, 'a reason is at most 200 characters')
  .refine((s) => !/[\p{Cc}\p{Cf}<>]/u.test(s), 'a reason cannot hold control characters or < >');
const requestId = int.min(0).max(1_000_000);
const place = z.union([vertexSchema, edgeSchema]);
const dice = z.tuple([die, die]);
/** A roll kept for correction: two dice, or the sum alone when only a sum was entered. */
const rollValue = z.union([dice, int.min(2).max(12)]);
/** A hand's change per resource (negative: taken away). */
const deltaSchema = byCard(int.min(-100).max(100));

// ---------------------------------------------------------------- commands

/** Every command, strict: a request naming a field the engine does not read is refused. */
/** A progress card's id (lib/rules/progress-cards.ts), closed. */
const progressCard = z.enum(PROGRESS_CARD_IDS as [string, ...string[]]) as unknown as z.ZodEnum<{
  [K in (typeof PROGRESS_CARD_IDS)[number]]: K;
}>;
const progressDeck = z.enum(PROGRESS_DECKS);
/** A progress card's board choices (each card reads its own; decide refuses the rest). */
const progressArgs = {
  card: progressCard,
  dice: z.tuple([die, die]).optional(),
  track: z.enum(TRACKS).optional(),
  metropolis: vertexSchema.optional(),
  vertex: vertexSchema.optional(),
  vertices: z.array(vertexSchema).max(2).optional(),
  hexes: z.array(hexSchema).max(2).optional(),
  hex: hexSchema.optional(),
  resource: resource.optional(),
  target: seatSchema.optional(),
  edge: edgeSchema.optional(),
  to: edgeSchema.optional(),
  offers: z.array(resource.nullable()).max(6).optional(),
};
/** A card in a hand: its kind, or unknown (real cards, not yet declared). */
const progressHeld = z.union([progressCard, z.literal(UNKNOWN_CARD)]);
/** An answer to a progress card's choice. */
const progressAnswer = {
  cards: handSchema.optional(),
  card: progressHeld.nullable().optional(),
  deck: progressDeck.optional(),
  vertex: vertexSchema.nullable().optional(),
};
const progressDraw = z.object({ seat: seatSchema, deck: progressDeck, card: progressHeld });

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('decideOrder'),
    first: seatSchema.optional(),
    rolls: z
      .array(z.array(int.min(1).max(12).nullable()).max(6))
      .min(1)
      .max(20)
      .optional(),
  }),
  z.strictObject({ type: z.literal('buildSettlement'), seat: seatSchema, vertex: vertexSchema }),
  z.strictObject({ type: z.literal('buildRoad'), seat: seatSchema, edge: edgeSchema }),
  z.strictObject({ type: z.literal('buildCity'), seat: seatSchema, vertex: vertexSchema }),
  z.strictObject({
    type: z.literal('buildShip'),
    seat: seatSchema,
    edge: edgeSchema,
    faces: hexSchema.optional(),
  }),
  z.strictObject({
    type: z.literal('moveShip'),
    seat: seatSchema,
    from: edgeSchema,
    to: edgeSchema,
    faces: hexSchema.optional(),
  }),
  // A harbor just discovered, turned at the table: the host's move, never a phone's (SEAT_CHOICES).
  z.strictObject({
    type: z.literal('turnHarbor'),
    seat: seatSchema,
    hex: hexSchema,
    faces: hexSchema,
  }),
  z.strictObject({ type: z.literal('chooseCards'), seat: seatSchema, cards: handSchema }),
  z.strictObject({
    type: z.literal('roll'),
    seat: seatSchema,
    dice: z.tuple([die, die]).optional(),
    sum: z.number().int().min(2).max(12).optional(),
    supply: z.array(resource.nullable()).max(6).optional(),
    event: eventFace.optional(),
  }),
  z.strictObject({ type: z.literal('discard'), seat: seatSchema, cards: handSchema }),
  z.strictObject({
    type: z.literal('moveRobber'),
    seat: seatSchema,
    hex: hexSchema,
    victim: seatSchema.nullable().optional(),
  }),
  z.strictObject({ type: z.literal('steal'), seat: seatSchema, victim: seatSchema.nullable() }),
  z.strictObject({
    type: z.literal('tradeBank'),
    seat: seatSchema,
    give: handSchema,
    get: handSchema,
  }),
  z.strictObject({
    type: z.literal('tradePlayer'),
    seat: seatSchema,
    with: seatSchema,
    give: handSchema,
    get: handSchema,
  }),
  z.strictObject({
    type: z.literal('buyDev'),
    seat: seatSchema,
    card: z.enum(DEV_CARDS).optional(),
  }),
  z.strictObject({ type: z.literal('declareDev'), seat: seatSchema, card: z.enum(DEV_CARDS) }),
  z.strictObject({
    type: z.literal('offerTrade'),
    seat: seatSchema,
    give: handSchema,
    get: handSchema,
  }),
  z.strictObject({
    type: z.literal('answerTrade'),
    seat: seatSchema,
    from: seatSchema,
    accept: z.boolean(),
  }),
  z.strictObject({
    type: z.literal('playKnight'),
    seat: seatSchema,
    hex: hexSchema.optional(),
    victim: seatSchema.nullable().optional(),
  }),
  z.strictObject({
    type: z.literal('playRoadBuilding'),
    seat: seatSchema,
    edges: z.array(edgeSchema).max(2).optional(),
    ships: z.array(edgeSchema).max(2).optional(),
  }),
  z.strictObject({
    type: z.literal('placeFreeRoads'),
    seat: seatSchema,
    edges: z.array(edgeSchema).max(2),
    ships: z.array(edgeSchema).max(2).optional(),
  }),
  z.strictObject({
    type: z.literal('playYearOfPlenty'),
    seat: seatSchema,
    resources: z.array(resource).max(2),
  }),
  z.strictObject({ type: z.literal('playMonopoly'), seat: seatSchema, resource }),
  z.strictObject({ type: z.literal('playVictoryPoint'), seat: seatSchema }),
  z.strictObject({
    type: z.literal('endTurn'),
    seat: seatSchema,
    rest: z.literal(true).optional(),
  }),
  z.strictObject({ type: z.literal('setNicknames'), on: z.boolean() }),
  z.strictObject({
    type: z.literal('sfStart'),
    seat: seatSchema,
    colonies: z.array(planets).max(2),
    spaceport: planets,
  }),
  z.strictObject({
    type: z.literal('sfBuild'),
    seat: seatSchema,
    item: z.enum(SF_ITEMS),
    pay: handSchema,
    planets: planets.optional(),
    colony: colonyIndex.optional(),
    system: system.optional(),
    race: race.optional(),
  }),
  z.strictObject({
    type: z.literal('sfAward'),
    seat: seatSchema,
    award: z.enum(SF_AWARDS),
    delta: awardDelta,
    strength: strength.optional(),
  }),
  z.strictObject({
    type: z.literal('drawHex'),
    seat: seatSchema,
    terrain: bagWord,
    harbor: bagWord.optional(),
    token: int.min(2).max(12).optional(),
  }),
  z.strictObject({
    type: z.literal('sfFly'),
    seat: seatSchema,
    shake: z.enum(SF_SHAKES).optional(),
    bonus: bonus.optional(),
  }),
  z.strictObject({
    type: z.literal('correct'),
    reason: reasonSchema,
    fix: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('hand'), seat: seatSchema, hand: handSchema }),
      z.strictObject({ kind: z.literal('request'), id: requestId }),
      z.strictObject({ kind: z.literal('roll'), turn: count, dice: rollValue }),
      z.strictObject({ kind: z.literal('piece'), at: place, to: place.nullable() }),
      z.strictObject({ kind: z.literal('bank'), resource, count }),
    ]),
  }),
  z.strictObject({
    type: z.literal('requestCorrection'),
    seat: seatSchema,
    hand: handSchema,
    reason: reasonSchema,
  }),
  z.strictObject({ type: z.literal('declineCorrection'), id: requestId }),
  z.strictObject({ type: z.literal('pillageCity'), seat: seatSchema, vertex: vertexSchema }),
  z.strictObject({ type: z.literal('playProgress'), seat: seatSchema, ...progressArgs }),
  z.strictObject({
    type: z.literal('discardProgress'),
    seat: seatSchema,
    card: progressHeld,
    deck: progressDeck.optional(),
  }),
  z.strictObject({ type: z.literal('declareProgress'), seat: seatSchema, card: progressCard }),
  z.strictObject({ type: z.literal('drawProgress'), seat: seatSchema, deck: progressDeck }),
  z.strictObject({ type: z.literal('answerProgress'), seat: seatSchema, ...progressAnswer }),
  z.strictObject({ type: z.literal('buildWall'), seat: seatSchema, vertex: vertexSchema }),
  z.strictObject({ type: z.literal('takeAqueduct'), seat: seatSchema, resource }),
  z.strictObject({
    type: z.literal('improveCity'),
    seat: seatSchema,
    track: z.enum(TRACKS),
    metropolis: vertexSchema.optional(),
  }),
  z.strictObject({ type: z.literal('hireKnight'), seat: seatSchema, vertex: vertexSchema }),
  z.strictObject({ type: z.literal('activateKnight'), seat: seatSchema, vertex: vertexSchema }),
  z.strictObject({ type: z.literal('promoteKnight'), seat: seatSchema, vertex: vertexSchema }),
  z.strictObject({
    type: z.literal('moveKnight'),
    seat: seatSchema,
    from: vertexSchema,
    to: vertexSchema,
  }),
  z.strictObject({
    type: z.literal('displaceKnight'),
    seat: seatSchema,
    from: vertexSchema,
    to: vertexSchema,
  }),
  z.strictObject({
    type: z.literal('placeDisplaced'),
    seat: seatSchema,
    vertex: vertexSchema.nullable(),
  }),
  z.strictObject({
    type: z.literal('chaseRobber'),
    seat: seatSchema,
    vertex: vertexSchema,
    hex: hexSchema,
    victim: seatSchema.nullable().optional(),
  }),
]);

// ---------------------------------------------------------------- events

const payout = z.object({
  hexes: z.array(
    z.object({
      hex: z.string().max(40),
      resource,
      blocked: z.boolean(),
      buildings: z
        .array(
          z.object({
            site: z.string().max(40),
            seat: seatSchema,
            kind: z.enum(['settlement', 'city', 'colony', 'spaceport']),
            amount: count,
          }),
        )
        .max(40),
    }),
  ),
  shortages: z.array(
    z.object({
      resource,
      due: count,
      bank: count,
      decision: z.enum(['none', 'rest']),
      seats: z.array(seatSchema).max(6),
    }),
  ),
  received: z.array(handSchema).max(6),
});
const discovery = z.object({
  hex: hexSchema,
  terrain: z.string().max(20),
  token: int.min(2).max(12).nullable(),
  harbor: z.string().max(20).nullable(),
  faces: hexSchema.nullable(),
  paid: resource.nullable(),
  returned: count,
  entered: int.min(1).max(20).optional(),
});
const discovered = z.array(discovery).max(6).optional();

/** Every event, as a game@1 log holds it; unknown fields are dropped. */
export const eventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('orderDecided'),
    first: seatSchema,
    rolls: z.array(z.array(int.nullable()).max(6)).max(100),
    source,
    rng: rng.optional(),
  }),
  z.object({
    type: z.literal('settlementBuilt'),
    seat: seatSchema,
    vertex: vertexSchema,
    free: z.boolean(),
    initial: payout.optional(),
    island: z.boolean().optional(),
    city: z.literal(true).optional(),
  }),
  z.object({
    type: z.literal('roadBuilt'),
    seat: seatSchema,
    edge: edgeSchema,
    free: z.boolean(),
    discovered,
  }),
  z.object({ type: z.literal('cityBuilt'), seat: seatSchema, vertex: vertexSchema }),
  z.object({
    type: z.literal('shipBuilt'),
    seat: seatSchema,
    edge: edgeSchema,
    free: z.boolean(),
    discovered,
  }),
  z.object({
    type: z.literal('shipMoved'),
    seat: seatSchema,
    from: edgeSchema,
    to: edgeSchema,
    discovered,
  }),
  z.object({
    type: z.literal('harborTurned'),
    seat: seatSchema,
    hex: hexSchema,
    faces: hexSchema,
    from: hexSchema,
  }),
  z.object({ type: z.literal('cardsChosen'), seat: seatSchema, cards: handSchema }),
  z.object({
    type: z.literal('rolled'),
    seat: seatSchema,
    dice: z.tuple([die, die]).optional(),
    sum: z.number().int().min(2).max(12).optional(),
    source,
    rng: rng.optional(),
    payout: payout.nullable(),
    owed: z.array(count).max(6).optional(),
    supply: z.array(resource.nullable()).max(6).optional(),
    supplySource: z.enum(['app', 'table']).optional(),
    event: eventFace.optional(),
    attack: attackSchema.optional(),
    progress: z.array(progressDraw).max(6).optional(),
  }),
  z.object({ type: z.literal('discarded'), seat: seatSchema, cards: handSchema }),
  z.object({
    type: z.literal('robberMoved'),
    seat: seatSchema,
    hex: hexSchema,
    victim: seatSchema.nullable(),
    stolen: resource.nullable(),
    rng: rng.optional(),
  }),
  z.object({
    type: z.literal('stolen'),
    seat: seatSchema,
    victim: seatSchema.nullable(),
    stolen: resource.nullable(),
    rng: rng.optional(),
  }),
  z.object({ type: z.literal('bankTraded'), seat: seatSchema, give: handSchema, get: handSchema }),
  z.object({
    type: z.literal('playerTraded'),
    seat: seatSchema,
    with: seatSchema,
    give: handSchema,
    get: handSchema,
  }),
  z.object({
    type: z.literal('devBought'),
    seat: seatSchema,
    card: z.enum([...DEV_CARDS, UNKNOWN_CARD]),
    source,
  }),
  z.object({ type: z.literal('devDeclared'), seat: seatSchema, card: z.enum(DEV_CARDS) }),
  z.object({ type: z.literal('knightCalled'), seat: seatSchema }),
  z.object({ type: z.literal('roadBuildingCalled'), seat: seatSchema }),
  z.object({
    type: z.literal('freeRoadsPlaced'),
    seat: seatSchema,
    edges: z.array(edgeSchema).max(2),
    ships: z.array(edgeSchema).max(2),
    left: z.number().int().min(0).max(2),
    discovered: z.array(discovery).max(12).optional(),
  }),
  z.object({
    type: z.literal('tradeOffered'),
    seat: seatSchema,
    give: handSchema,
    get: handSchema,
  }),
  z.object({ type: z.literal('tradeDeclined'), seat: seatSchema, from: seatSchema }),
  z.object({
    type: z.literal('knightPlayed'),
    seat: seatSchema,
    hex: hexSchema,
    victim: seatSchema.nullable(),
    stolen: resource.nullable(),
    rng: rng.optional(),
  }),
  z.object({
    type: z.literal('roadBuildingPlayed'),
    seat: seatSchema,
    edges: z.array(edgeSchema).max(2),
    ships: z.array(edgeSchema).max(2),
    discovered: z.array(discovery).max(12).optional(),
  }),
  z.object({
    type: z.literal('yearOfPlentyPlayed'),
    seat: seatSchema,
    resources: z.array(resource).max(2),
  }),
  z.object({
    type: z.literal('monopolyPlayed'),
    seat: seatSchema,
    resource,
    taken: z.array(count).max(6),
  }),
  z.object({ type: z.literal('victoryPointPlayed'), seat: seatSchema }),
  z.object({
    type: z.literal('turnEnded'),
    seat: seatSchema,
    next: seatSchema,
    rest: z.literal(true).optional(),
  }),
  z.object({ type: z.literal('nicknamesSet'), on: z.boolean() }),
  z.object({
    type: z.literal('sfStarted'),
    seat: seatSchema,
    colonies: z.array(eventPlanets).max(2),
    spaceport: eventPlanets,
  }),
  z.object({
    type: z.literal('sfBuilt'),
    seat: seatSchema,
    item: z.enum(SF_ITEMS),
    pay: handSchema,
    planets: eventPlanets.optional(),
    colony: colonyIndex.optional(),
    system: system.optional(),
    race: race.optional(),
    spot: int.min(1).max(5).optional(),
  }),
  z.object({
    type: z.literal('sfAwarded'),
    seat: seatSchema,
    award: z.enum(SF_AWARDS),
    delta: awardDelta,
    strength: strength.optional(),
  }),
  z.object({
    type: z.literal('hexDrawn'),
    seat: seatSchema,
    terrain: bagWord,
    harbor: bagWord.optional(),
    token: int.min(2).max(12).nullable(),
  }),
  z.object({
    type: z.literal('sfFlown'),
    seat: seatSchema,
    shake: z.enum(SF_SHAKES),
    source: z.enum(['app', 'table']),
    rng: rng.optional(),
    boosters: int.min(0).max(6),
    bonus,
    speed: int.min(3).max(15),
  }),
  z.object({
    type: z.literal('corrected'),
    reason: reasonSchema,
    fix: z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('hand'),
        seat: seatSchema,
        delta: deltaSchema,
        change: int.min(-1000).max(1000),
      }),
      z.object({
        kind: z.literal('roll'),
        turn: count,
        seat: seatSchema,
        from: rollValue,
        to: rollValue,
        deltas: z.array(deltaSchema).max(6),
        received: z.array(handSchema).max(6),
      }),
      z.object({
        kind: z.literal('piece'),
        seat: seatSchema,
        piece: z.enum(['settlement', 'city', 'road', 'ship']),
        at: place,
        to: place.nullable(),
      }),
      z.object({ kind: z.literal('bank'), resource, from: count, to: count }),
    ]),
    request: requestId.optional(),
  }),
  z.object({
    type: z.literal('correctionRequested'),
    id: requestId,
    seat: seatSchema,
    hand: handSchema,
    reason: reasonSchema,
  }),
  z.object({ type: z.literal('correctionDeclined'), id: requestId, seat: seatSchema }),
  z.object({ type: z.literal('wallBuilt'), seat: seatSchema, vertex: vertexSchema }),
  z.object({ type: z.literal('aqueductTaken'), seat: seatSchema, resource }),
  z.object({
    type: z.literal('cityImproved'),
    seat: seatSchema,
    track: z.enum(TRACKS),
    level: int.min(1).max(5),
    metropolis: z.object({ vertex: vertexSchema, from: int.min(0).max(5).nullable() }).optional(),
  }),
  z.object({ type: z.literal('knightHired'), seat: seatSchema, vertex: vertexSchema }),
  z.object({
    type: z.literal('knightMoved'),
    seat: seatSchema,
    from: vertexSchema,
    to: vertexSchema,
  }),
  z.object({
    type: z.literal('knightDisplaced'),
    seat: seatSchema,
    from: vertexSchema,
    to: vertexSchema,
    owner: seatSchema,
  }),
  z.object({
    type: z.literal('displacedPlaced'),
    seat: seatSchema,
    vertex: vertexSchema.nullable(),
  }),
  z.object({
    type: z.literal('robberChased'),
    seat: seatSchema,
    vertex: vertexSchema,
    hex: hexSchema,
    victim: seatSchema.nullable(),
    stolen: resource.nullable(),
    rng: rng.optional(),
  }),
  z.object({ type: z.literal('knightActivated'), seat: seatSchema, vertex: vertexSchema }),
  z.object({ type: z.literal('knightPromoted'), seat: seatSchema, vertex: vertexSchema }),
  z.object({
    type: z.literal('cityPillaged'),
    seat: seatSchema,
    vertex: vertexSchema,
    payout: payout.nullable().optional(),
    owed: z.array(count).max(6).optional(),
  }),
  z.object({
    type: z.literal('progressPlayed'),
    seat: seatSchema,
    ...progressArgs,
    taken: z.array(count).max(6).optional(),
    stolen: z.array(resource.nullable()).max(6).optional(),
    owner: seatSchema.optional(),
    waiting: z.array(seatSchema).max(6).optional(),
    owed: z.array(count).max(6).optional(),
    rng: rng.optional(),
  }),
  z.object({
    type: z.literal('progressCalled'),
    seat: seatSchema,
    card: z.enum(BOARD_CARDS as [BoardCardId, ...BoardCardId[]]),
  }),
  z.object({
    type: z.literal('progressDiscarded'),
    seat: seatSchema,
    card: progressHeld,
    deck: progressDeck.optional(),
  }),
  z.object({
    type: z.literal('progressDeclared'),
    seat: seatSchema,
    deck: progressDeck,
    card: progressCard,
  }),
  z.object({
    type: z.literal('progressDrawn'),
    seat: seatSchema,
    deck: progressDeck,
    card: progressHeld,
  }),
  z.object({
    type: z.literal('progressAnswered'),
    seat: seatSchema,
    to: seatSchema,
    ...progressAnswer,
  }),
]);

// ---------------------------------------------------------------- the compile-time check

/** True when A and B are the same type (not merely assignable either way). */
export type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** T with every `readonly` removed, all the way down: zod's outputs are mutable. */
export type Mutable<T> = T extends string | number | boolean | null | undefined
  ? T
  : { -readonly [K in keyof T]: Mutable<T[K]> };

/** The `type`s whose variant differs between the engine's union A and the parsed union B. */
export type Drift<A extends { type: string }, B extends { type: string }> = {
  [K in A['type'] | B['type']]: Equal<
    Mutable<Extract<A, { type: K }>>,
    Mutable<Extract<B, { type: K }>>
  > extends true
    ? never
    : K;
}[A['type'] | B['type']];

type Agree<D extends never> = D;

/**
 * Fails `tsc` when a command or event type differs between types.ts and the schemas above;
 * the error names the drifting type (e.g. `Type '"moveRobber"' does not satisfy 'never'`).
 */
export type SchemasAgree = [
  Agree<Drift<Command, z.output<typeof commandSchema>>>,
  Agree<Drift<Event, z.output<typeof eventSchema>>>,
];

/** The parsed ids are the engine's template-literal ids, so no cast is needed. */
export type IdsAgree = [
  Agree<Equal<z.output<typeof hexSchema>, HexKey> extends true ? never : 'hex'>,
  Agree<Equal<z.output<typeof vertexSchema>, VertexId> extends true ? never : 'vertex'>,
  Agree<Equal<z.output<typeof edgeSchema>, EdgeId> extends true ? never : 'edge'>,
];

/** Every command and event type the engine knows. */
export const COMMAND_TYPES: readonly CommandType[] = commandSchema.options.map(
  (o) => o.shape.type.value,
);
export const EVENT_TYPES: readonly EventType[] = eventSchema.options.map((o) => o.shape.type.value);
