// The one schema per command and event (lib/game/schema.ts): every type in the engine's
// unions has a schema that parses and round-trips an example, malformed ones are refused
// with a path, and the recorded game@1 logs (test/fixtures/game-logs, made before the
// schemas were unified) still parse and replay to the summary recorded with them; every
// ruleset, recorded or not, also passes through game@1 with a random game.
// That the schemas' types equal the unions is checked by tsc (SchemasAgree), not here.

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateBoard } from '@/lib/board/generate';
import {
  COMMAND_TYPES,
  type Command,
  type CommandType,
  commandOf,
  commandSchema,
  DEFAULT_OPTIONS,
  type Discovery,
  EVENT_TYPES,
  type Event,
  type EventType,
  eventSchema,
  type GameConfig,
  type Payout,
  parseGameLog,
  randomGame,
  replayChecked,
  summarize,
  toGameLog,
} from '@/lib/game';
import { getRuleset, isRulesetId, RULESET_IDS } from '@/lib/rules/rulesets';

const planet = { number: 6, resource: 'ore' };
const hand = { lumber: 1, brick: 1 };

/** One valid command per type; the Record makes tsc ask for a row when a type is added. */
const COMMANDS: { readonly [K in CommandType]: Extract<Command, { type: K }> } = {
  decideOrder: { type: 'decideOrder', first: 2 },
  buildSettlement: { type: 'buildSettlement', seat: 0, vertex: '0,-1,N' },
  buildRoad: { type: 'buildRoad', seat: 0, edge: '0,-1,NW' },
  buildCity: { type: 'buildCity', seat: 1, vertex: '2,0,S' },
  buildShip: { type: 'buildShip', seat: 0, edge: '-3,1,W', faces: '-3,0' },
  moveShip: { type: 'moveShip', seat: 0, from: '-3,1,W', to: '-3,1,NW' },
  turnHarbor: { type: 'turnHarbor', seat: 0, hex: '-1,-1', faces: '-1,0' },
  chooseCards: { type: 'chooseCards', seat: 1, cards: { ore: 2, grain: 1 } },
  roll: { type: 'roll', seat: 0, dice: [3, 4], supply: ['food', null] },
  discard: { type: 'discard', seat: 2, cards: hand },
  moveRobber: { type: 'moveRobber', seat: 0, hex: '1,-1', victim: 2 },
  steal: { type: 'steal', seat: 0, victim: 1 },
  tradeBank: { type: 'tradeBank', seat: 0, give: { wool: 4 }, get: { ore: 1 } },
  tradePlayer: { type: 'tradePlayer', seat: 0, with: 3, give: { wool: 1 }, get: { ore: 1 } },
  buyDev: { type: 'buyDev', seat: 0, card: 'knight' },
  declareDev: { type: 'declareDev', seat: 1, card: 'monopoly' },
  offerTrade: { type: 'offerTrade', seat: 1, give: hand, get: { ore: 1 } },
  answerTrade: { type: 'answerTrade', seat: 0, from: 1, accept: true },
  playKnight: { type: 'playKnight', seat: 0, hex: '0,0' },
  playRoadBuilding: { type: 'playRoadBuilding', seat: 0, edges: ['0,0,W'], ships: ['1,0,NE'] },
  placeFreeRoads: { type: 'placeFreeRoads', seat: 0, edges: ['0,0,W'] },
  playYearOfPlenty: { type: 'playYearOfPlenty', seat: 0, resources: ['ore', 'grain'] },
  playMonopoly: { type: 'playMonopoly', seat: 0, resource: 'wool' },
  playVictoryPoint: { type: 'playVictoryPoint', seat: 0 },
  endTurn: { type: 'endTurn', seat: 5 },
  sfStart: {
    type: 'sfStart',
    seat: 0,
    colonies: [[planet], [planet, planet]],
    spaceport: [planet],
  },
  sfBuild: { type: 'sfBuild', seat: 0, item: 'colony', pay: { fuel: 1 }, planets: [planet] },
  sfAward: { type: 'sfAward', seat: 0, award: 'fame', delta: -1 },
  sfFly: { type: 'sfFly', seat: 0, shake: 'speed4', bonus: 1 },
  setNicknames: { type: 'setNicknames', on: true },
  drawHex: { type: 'drawHex', seat: 0, terrain: 'forest', token: 8 },
  correct: {
    type: 'correct',
    reason: 'the roll was a 9, not a 6',
    fix: { kind: 'roll', turn: 5, dice: [4, 5] },
  },
  requestCorrection: { type: 'requestCorrection', seat: 1, hand, reason: 'I count 2' },
  declineCorrection: { type: 'declineCorrection', id: 3 },
  pillageCity: { type: 'pillageCity', seat: 2, vertex: '2,0,S' },
  hireKnight: { type: 'hireKnight', seat: 1, vertex: '2,0,S' },
  moveKnight: { type: 'moveKnight', seat: 1, from: '2,0,S', to: '2,0,N' },
  displaceKnight: { type: 'displaceKnight', seat: 1, from: '2,0,S', to: '2,0,N' },
  placeDisplaced: { type: 'placeDisplaced', seat: 2, vertex: null },
  chaseRobber: { type: 'chaseRobber', seat: 1, vertex: '2,0,S', hex: '0,0', victim: 2 },
  buildWall: { type: 'buildWall', seat: 1, vertex: '2,0,S' },
  takeAqueduct: { type: 'takeAqueduct', seat: 2, resource: 'grain' },
  improveCity: { type: 'improveCity', seat: 1, track: 'politics', metropolis: '2,0,S' },
  activateKnight: { type: 'activateKnight', seat: 1, vertex: '2,0,S' },
  promoteKnight: { type: 'promoteKnight', seat: 1, vertex: '2,0,S' },
  playProgress: { type: 'playProgress', seat: 0, card: 'inventor', hexes: ['0,0', '1,-1'] },
  discardProgress: { type: 'discardProgress', seat: 1, card: 'unknown', deck: 'trade' },
  declareProgress: { type: 'declareProgress', seat: 1, card: 'spy' },
  drawProgress: { type: 'drawProgress', seat: 1, deck: 'politics' },
  answerProgress: { type: 'answerProgress', seat: 2, card: null },
};

const payout: Payout = {
  hexes: [
    {
      hex: '0,0',
      resource: 'brick',
      blocked: false,
      buildings: [{ site: '0,-1,S', seat: 0, kind: 'city', amount: 2 }],
    },
  ],
  shortages: [{ resource: 'ore', due: 3, bank: 1, decision: 'none', seats: [0, 1] }],
  received: [{ brick: 2 }, {}],
};
const discovery: Discovery = {
  hex: '2,-3',
  terrain: 'sea',
  token: null,
  harbor: 'ore',
  faces: '1,-2',
  paid: null,
  returned: 0,
};
const rng = [1, -2, 3, -4];

/** One valid event per type. */
const EVENTS: { readonly [K in EventType]: Extract<Event, { type: K }> } = {
  orderDecided: { type: 'orderDecided', first: 1, rolls: [[7, 9, null]], source: 'app', rng },
  settlementBuilt: {
    type: 'settlementBuilt',
    seat: 0,
    vertex: '0,-1,S',
    free: true,
    initial: payout,
    island: true,
  },
  roadBuilt: { type: 'roadBuilt', seat: 0, edge: '0,0,W', free: false, discovered: [discovery] },
  cityBuilt: { type: 'cityBuilt', seat: 0, vertex: '0,-1,S' },
  shipBuilt: { type: 'shipBuilt', seat: 1, edge: '2,-2,NE', free: false },
  shipMoved: { type: 'shipMoved', seat: 1, from: '2,-2,NE', to: '2,-2,NW', discovered: [] },
  harborTurned: { type: 'harborTurned', seat: 0, hex: '2,-3', faces: '1,-2', from: '2,-2' },
  cardsChosen: { type: 'cardsChosen', seat: 1, cards: { ore: 3 } },
  rolled: {
    type: 'rolled',
    seat: 0,
    dice: [6, 1],
    source: 'app',
    rng,
    payout: null,
    owed: [4, 0, 0],
    supply: ['goods', null],
    supplySource: 'app',
  },
  discarded: { type: 'discarded', seat: 0, cards: hand },
  robberMoved: { type: 'robberMoved', seat: 0, hex: '1,1', victim: 2, stolen: 'wool', rng },
  stolen: { type: 'stolen', seat: 0, victim: 2, stolen: null },
  bankTraded: { type: 'bankTraded', seat: 0, give: { wool: 2 }, get: { ore: 1 } },
  playerTraded: { type: 'playerTraded', seat: 0, with: 1, give: { wool: 1 }, get: { ore: 1 } },
  devBought: { type: 'devBought', seat: 0, card: 'monopoly', source: 'table' },
  devDeclared: { type: 'devDeclared', seat: 1, card: 'monopoly' },
  knightCalled: { type: 'knightCalled', seat: 0 },
  roadBuildingCalled: { type: 'roadBuildingCalled', seat: 0 },
  freeRoadsPlaced: { type: 'freeRoadsPlaced', seat: 0, edges: ['0,0,W'], ships: [], left: 1 },
  tradeOffered: { type: 'tradeOffered', seat: 1, give: hand, get: { ore: 1 } },
  tradeDeclined: { type: 'tradeDeclined', seat: 0, from: 1 },
  knightPlayed: { type: 'knightPlayed', seat: 0, hex: '0,0', victim: null, stolen: null },
  roadBuildingPlayed: { type: 'roadBuildingPlayed', seat: 0, edges: ['0,0,W'], ships: [] },
  yearOfPlentyPlayed: { type: 'yearOfPlentyPlayed', seat: 0, resources: ['ore', 'ore'] },
  monopolyPlayed: { type: 'monopolyPlayed', seat: 0, resource: 'ore', taken: [0, 2, 1] },
  victoryPointPlayed: { type: 'victoryPointPlayed', seat: 3 },
  turnEnded: { type: 'turnEnded', seat: 3, next: 0 },
  sfStarted: { type: 'sfStarted', seat: 0, colonies: [[planet], [planet]], spaceport: [planet] },
  sfBuilt: { type: 'sfBuilt', seat: 0, item: 'spaceport', pay: { carbon: 2 }, colony: 1 },
  sfAwarded: { type: 'sfAwarded', seat: 0, award: 'friendship', delta: 1 },
  hexDrawn: { type: 'hexDrawn', seat: 1, terrain: 'sea', harbor: 'ore', token: null },
  nicknamesSet: { type: 'nicknamesSet', on: false },
  sfFlown: {
    type: 'sfFlown',
    seat: 0,
    shake: 'encounter',
    source: 'app',
    rng: [1, 2, 3, 4],
    boosters: 2,
    bonus: 0,
    speed: 5,
  },
  corrected: {
    type: 'corrected',
    reason: 'a wood handed over at the table',
    fix: { kind: 'hand', seat: 1, delta: { lumber: 1, brick: -1 }, change: 0 },
    request: 2,
  },
  correctionRequested: {
    type: 'correctionRequested',
    id: 2,
    seat: 1,
    hand,
    reason: 'I count 2 cards',
  },
  correctionDeclined: { type: 'correctionDeclined', id: 2, seat: 1 },
  cityPillaged: { type: 'cityPillaged', seat: 2, vertex: '2,0,S', payout, owed: [0, 0, 3] },
  knightHired: { type: 'knightHired', seat: 1, vertex: '2,0,S' },
  knightMoved: { type: 'knightMoved', seat: 1, from: '2,0,S', to: '2,0,N' },
  knightDisplaced: { type: 'knightDisplaced', seat: 1, from: '2,0,S', to: '2,0,N', owner: 2 },
  displacedPlaced: { type: 'displacedPlaced', seat: 2, vertex: '2,0,S' },
  robberChased: {
    type: 'robberChased',
    seat: 1,
    vertex: '2,0,S',
    hex: '0,0',
    victim: 2,
    stolen: 'ore',
    rng: [1, 2, 3, 4],
  },
  wallBuilt: { type: 'wallBuilt', seat: 1, vertex: '2,0,S' },
  aqueductTaken: { type: 'aqueductTaken', seat: 2, resource: 'grain' },
  cityImproved: {
    type: 'cityImproved',
    seat: 1,
    track: 'science',
    level: 4,
    metropolis: { vertex: '2,0,S', from: null },
  },
  knightActivated: { type: 'knightActivated', seat: 1, vertex: '2,0,S' },
  knightPromoted: { type: 'knightPromoted', seat: 1, vertex: '2,0,S' },
  progressPlayed: {
    type: 'progressPlayed',
    seat: 0,
    card: 'bishop',
    hex: '0,0',
    stolen: [null, 'ore', null],
    rng,
  },
  progressCalled: { type: 'progressCalled', seat: 2, card: 'inventor' },
  progressDiscarded: { type: 'progressDiscarded', seat: 1, card: 'spy' },
  progressDeclared: { type: 'progressDeclared', seat: 1, deck: 'politics', card: 'spy' },
  progressDrawn: { type: 'progressDrawn', seat: 1, deck: 'science', card: 'crane' },
  progressAnswered: { type: 'progressAnswered', seat: 1, to: 0, cards: { ore: 1, coin: 1 } },
};

/** The first issue's path and message, as the server and game@1 report them. */
function refusal(r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  expect(r.success).toBe(false);
  return r.error?.issues[0]?.path.join('.');
}

describe('one schema per command', () => {
  it('has a schema for every command type, and no other', () => {
    expect([...COMMAND_TYPES].sort()).toEqual(Object.keys(COMMANDS).sort());
  });

  it.each(Object.entries(COMMANDS))('%s parses and round-trips through JSON', (_, c) => {
    const once = commandSchema.parse(JSON.parse(JSON.stringify(c)));
    expect(once).toEqual(c);
    expect(commandSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it.each([
    ['an unknown type', { type: 'teleport', seat: 0 }, 'type'],
    ['a seat out of range', { type: 'endTurn', seat: 6 }, 'seat'],
    ['a fractional seat', { type: 'endTurn', seat: 0.5 }, 'seat'],
    ['a vertex with a side', { type: 'buildSettlement', seat: 0, vertex: '0,0,W' }, 'vertex'],
    ['a coordinate of four digits', { type: 'buildRoad', seat: 0, edge: '1000,0,W' }, 'edge'],
    ['a missing field', { type: 'buildCity', seat: 0 }, 'vertex'],
    ['an unknown field', { type: 'endTurn', seat: 0, extra: 1 }, ''],
    ['a die of 7', { type: 'roll', seat: 0, dice: [7, 1] }, 'dice.0'],
    [
      'three road-building roads',
      { type: 'playRoadBuilding', seat: 0, edges: ['0,0,W', '0,0,NW', '0,0,NE'] },
      'edges',
    ],
    ['101 cards of one resource', { type: 'discard', seat: 0, cards: { ore: 101 } }, 'cards.ore'],
    [
      'a colony touching four planets',
      {
        type: 'sfBuild',
        seat: 0,
        item: 'colony',
        pay: {},
        planets: [planet, planet, planet, planet],
      },
      'planets',
    ],
    ['an award of 11', { type: 'sfAward', seat: 0, award: 'fame', delta: 11 }, 'delta'],
    [
      'a correction with a blank reason',
      { type: 'correct', reason: '  ', fix: { kind: 'bank', resource: 'ore', count: 3 } },
      'reason',
    ],
    // Issue 27: reasons took control, bidi and markup characters that names refuse.
    [
      'a correction reason with a bidi override',
      {
        type: 'correct',
        reason: 'all \u202egood',
        fix: { kind: 'bank', resource: 'ore', count: 3 },
      },
      'reason',
    ],
    [
      'a correction reason with a control character',
      { type: 'correct', reason: 'a\u0007bell', fix: { kind: 'bank', resource: 'ore', count: 3 } },
      'reason',
    ],
    [
      'a correction reason with a line break',
      { type: 'correct', reason: 'one\ntwo', fix: { kind: 'bank', resource: 'ore', count: 3 } },
      'reason',
    ],
    [
      'a correction reason with markup',
      {
        type: 'correct',
        reason: '<img src=x onerror=alert(1)>',
        fix: { kind: 'bank', resource: 'ore', count: 3 },
      },
      'reason',
    ],
    [
      "a seat's request with a zero-width joiner in its reason",
      { type: 'requestCorrection', seat: 1, hand: {}, reason: 'I\u200dcount' },
      'reason',
    ],
    [
      'a correction of a kind it does not know',
      { type: 'correct', reason: 'oops', fix: { kind: 'robber', hex: '0,0' } },
      'fix.kind',
    ],
  ])('refuses %s, naming the path', (_, input, path) => {
    expect(refusal(commandSchema.safeParse(input))).toBe(path);
  });

  it('words an id it refuses', () => {
    const r = commandSchema.safeParse({ type: 'buildSettlement', seat: 0, vertex: '0,0' });
    expect(r.error?.issues[0]?.message).toBe('an intersection as "q,r,N" or "q,r,S"');
  });
});

describe('one schema per event', () => {
  it('has a schema for every event type, and no other', () => {
    expect([...EVENT_TYPES].sort()).toEqual(Object.keys(EVENTS).sort());
  });

  it.each(Object.entries(EVENTS))('%s parses and round-trips through JSON', (_, e) => {
    const once = eventSchema.parse(JSON.parse(JSON.stringify(e)));
    expect(once).toEqual(e);
    expect(eventSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it.each([
    ['a roll without a payout', { type: 'rolled', seat: 0, dice: [1, 2], source: 'app' }, 'payout'],
    ['an unknown source', { type: 'devBought', seat: 0, card: 'knight', source: 'hat' }, 'source'],
    [
      'a bad discovered hex',
      {
        type: 'roadBuilt',
        seat: 0,
        edge: '0,0,W',
        free: true,
        discovered: [{ ...discovery, hex: 'x' }],
      },
      'discovered.0.hex',
    ],
    [
      'a victim missing from a knight',
      { type: 'knightPlayed', seat: 0, hex: '0,0', stolen: null },
      'victim',
    ],
  ])('refuses %s, naming the path', (_, input, path) => {
    expect(refusal(eventSchema.safeParse(input))).toBe(path);
  });

  it('drops a field it does not know, as game@1 always did', () => {
    expect(eventSchema.parse({ type: 'turnEnded', seat: 0, next: 1, note: 'x' })).toEqual({
      type: 'turnEnded',
      seat: 0,
      next: 1,
    });
  });

  it('refuses a malformed event in a log with its number and path', () => {
    const doc = JSON.parse(readFileSync(fixture('base'), 'utf8'));
    doc.events[2] = { ...doc.events[2], seat: 9 };
    const r = parseGameLog(doc);
    expect(r.ok ? '' : r.error.message).toMatch(/^event 3: ERR_LOG_FORMAT: seat: /);
  });
});

function fixture(name: string): URL {
  return new URL(`../fixtures/game-logs/${name}.json`, import.meta.url);
}

/** The recorded logs: every `<ruleset>.json` beside its summary (a ruleset added later needs none). */
const RECORDED = readdirSync(new URL('../fixtures/game-logs/', import.meta.url))
  .filter((f) => f.endsWith('.json') && !f.endsWith('.summary.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

describe('recorded game@1 logs', () => {
  it('each names a ruleset, and the recorded ones are still here', () => {
    expect(RECORDED.filter((id) => !isRulesetId(id))).toEqual([]);
    // The five recorded before the schemas were unified (a shrinking list would lose coverage).
    expect(RECORDED).toEqual(
      expect.arrayContaining(['base', 'base56', 'intimate', 'mupp37', 'starfarers']),
    );
  });

  it.each(RECORDED.map((id) => [id]))('%s still parses and replays to its summary', (id) => {
    const parsed = parseGameLog(JSON.parse(readFileSync(fixture(id), 'utf8')));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.config.ruleset).toBe(id);
    const r = replayChecked(parsed.value.config, parsed.value.events);
    if (!r.ok) throw new Error(`event ${r.error.index}: ${r.error.error.message}`);
    const expected = JSON.parse(readFileSync(fixture(`${id}.summary`), 'utf8'));
    expect(JSON.parse(JSON.stringify(summarize(r.value)))).toEqual(expected);
    expect(r.value.phase).toBe('over');
  });

  it.each(RECORDED.map((id) => [id]))(
    '%s: every command behind its events passes the request schema',
    (id) => {
      const parsed = parseGameLog(JSON.parse(readFileSync(fixture(id), 'utf8')));
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(refusedCommands(parsed.value.events)).toEqual([]);
    },
  );
});

function refusedCommands(events: readonly Event[]): string[] {
  return events
    .map((e, i) => [i + 1, commandSchema.safeParse(commandOf(e))] as const)
    .filter(([, r]) => !r.success)
    .map(([i, r]) => `event ${i}: ${r.error?.issues[0]?.path.join('.')}`);
}

// Every ruleset, recorded or not: a game played by the random bots is written as game@1, read
// back, replayed, and its commands pass the request schema. A new ruleset is covered without a
// fixture written by hand.
describe('every ruleset: a random game through game@1', () => {
  it.each(RULESET_IDS.map((id) => [id]))('%s', (id) => {
    const rs = getRuleset(id);
    const board = rs.features.printedBoard
      ? null
      : generateBoard({ ruleset: id, seed: 'schema', players: rs.players.max });
    if (board && !board.ok) throw new Error(board.error.message);
    const config: GameConfig = {
      ruleset: id,
      seed: 'schema',
      players: Array.from({ length: rs.players.max }, (_, i) => ({
        name: `P${i + 1}`,
        color: ['red', 'blue', 'white', 'orange', 'green', 'brown'][i] ?? 'grey',
      })),
      board: board ? board.value : null,
      options: DEFAULT_OPTIONS,
    };
    const g = randomGame(config, 1500);
    const parsed = parseGameLog(JSON.parse(JSON.stringify(toGameLog(config, g.events))));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const r = replayChecked(parsed.value.config, parsed.value.events);
    if (!r.ok) throw new Error(`event ${r.error.index}: ${r.error.error.message}`);
    expect(r.value.version).toBe(g.state.version);
    expect(refusedCommands(parsed.value.events)).toEqual([]);
  });
});
