// Replaying a log. `fold` trusts the events (fast: no rule is asked, nothing is drawn).
// `replayChecked` treats a log as untrusted: each event is turned back into the command that
// would cause it, decided again, and must come out identical — so an illegal move, or a
// tampered payout, stops the replay at that event with the rule's code.

import type { HexKey } from '../hex';
import { err, ok, type Result } from '../result';
import { decide } from './decide';
import { evolve } from './evolve';
import { rolledSum } from './roll';
import { createGame } from './setup';
import {
  type Command,
  type CorrectionFix,
  type Discovery,
  type Event,
  type GameConfig,
  type GameState,
  type RuleError,
  ruleError,
  UNKNOWN_CARD,
} from './types';

/** State after all events, trusted. */
export function fold(config: GameConfig, events: readonly Event[]): GameState {
  let s = createGame(config);
  for (const e of events) s = evolve(s, e);
  return s;
}

/**
 * The command that causes an event; outcomes the app drew are left out so they are drawn again.
 * A hand's correction names the hand it set, read from `s`, the state before the event.
 */
export function commandIn(e: Event, s: GameState | undefined): Command {
  switch (e.type) {
    case 'orderDecided':
      return e.source === 'app'
        ? { type: 'decideOrder' }
        : e.rolls.length > 0
          ? { type: 'decideOrder', rolls: e.rolls }
          : { type: 'decideOrder', first: e.first };
    case 'settlementBuilt':
      return { type: 'buildSettlement', seat: e.seat, vertex: e.vertex };
    case 'roadBuilt':
      return { type: 'buildRoad', seat: e.seat, edge: e.edge };
    case 'cityBuilt':
      return { type: 'buildCity', seat: e.seat, vertex: e.vertex };
    case 'shipBuilt':
      return { type: 'buildShip', seat: e.seat, edge: e.edge, ...facesOf(e.discovered) };
    case 'shipMoved':
      return { type: 'moveShip', seat: e.seat, from: e.from, to: e.to, ...facesOf(e.discovered) };
    case 'harborTurned':
      return { type: 'turnHarbor', seat: e.seat, hex: e.hex, faces: e.faces };
    case 'cardsChosen':
      return { type: 'chooseCards', seat: e.seat, cards: e.cards };
    case 'rolled':
      return {
        type: 'roll',
        seat: e.seat,
        ...(e.source === 'table' ? (e.dice ? { dice: e.dice } : { sum: rolledSum(e) }) : {}),
        ...(e.supply && e.supplySource === 'table' ? { supply: e.supply } : {}),
        ...(e.source === 'table' && e.event ? { event: e.event } : {}),
      };
    case 'discarded':
      return { type: 'discard', seat: e.seat, cards: e.cards };
    case 'robberMoved':
      return {
        type: 'moveRobber',
        seat: e.seat,
        hex: e.hex,
        // null too: a declined steal must not be replayed as the one victim's.
        victim: e.victim,
      };
    case 'stolen':
      return { type: 'steal', seat: e.seat, victim: e.victim };
    case 'bankTraded':
      return { type: 'tradeBank', seat: e.seat, give: e.give, get: e.get };
    case 'playerTraded':
      return { type: 'tradePlayer', seat: e.seat, with: e.with, give: e.give, get: e.get };
    case 'devBought':
      return e.source === 'app' || e.card === UNKNOWN_CARD
        ? { type: 'buyDev', seat: e.seat }
        : { type: 'buyDev', seat: e.seat, card: e.card };
    case 'knightCalled':
      return { type: 'playKnight', seat: e.seat };
    case 'roadBuildingCalled':
      return { type: 'playRoadBuilding', seat: e.seat };
    case 'freeRoadsPlaced':
      return { type: 'placeFreeRoads', seat: e.seat, edges: e.edges, ships: e.ships };
    case 'tradeOffered':
      return { type: 'offerTrade', seat: e.seat, give: e.give, get: e.get };
    case 'tradeDeclined':
      return { type: 'answerTrade', seat: e.seat, from: e.from, accept: false };
    case 'devDeclared':
      return { type: 'declareDev', seat: e.seat, card: e.card };
    case 'knightPlayed':
      return {
        type: 'playKnight',
        seat: e.seat,
        hex: e.hex,
        victim: e.victim,
      };
    case 'roadBuildingPlayed':
      return { type: 'playRoadBuilding', seat: e.seat, edges: e.edges, ships: e.ships };
    case 'yearOfPlentyPlayed':
      return { type: 'playYearOfPlenty', seat: e.seat, resources: e.resources };
    case 'monopolyPlayed':
      return { type: 'playMonopoly', seat: e.seat, resource: e.resource };
    case 'victoryPointPlayed':
      return { type: 'playVictoryPoint', seat: e.seat };
    case 'turnEnded':
      return e.rest
        ? { type: 'endTurn', seat: e.seat, rest: true }
        : { type: 'endTurn', seat: e.seat };
    case 'nicknamesSet':
      return { type: 'setNicknames', on: e.on };
    case 'sfStarted':
      return { type: 'sfStart', seat: e.seat, colonies: e.colonies, spaceport: e.spaceport };
    case 'sfBuilt':
      return {
        type: 'sfBuild',
        seat: e.seat,
        item: e.item,
        pay: e.pay,
        ...(e.planets ? { planets: e.planets } : {}),
        ...(e.colony !== undefined ? { colony: e.colony } : {}),
        ...(e.system !== undefined ? { system: e.system } : {}),
        ...(e.race !== undefined ? { race: e.race } : {}),
      };
    case 'sfAwarded':
      return {
        type: 'sfAward',
        seat: e.seat,
        award: e.award,
        delta: e.delta,
        ...(e.strength !== undefined ? { strength: e.strength } : {}),
      };
    case 'hexDrawn':
      return {
        type: 'drawHex',
        seat: e.seat,
        terrain: e.terrain,
        ...(e.harbor ? { harbor: e.harbor } : {}),
        ...(e.token !== null ? { token: e.token } : {}),
      };
    case 'sfFlown':
      return {
        type: 'sfFly',
        seat: e.seat,
        ...(e.source === 'table' ? { shake: e.shake } : {}),
        ...(e.bonus ? { bonus: e.bonus } : {}),
      };
    case 'corrected':
      return { type: 'correct', reason: e.reason, fix: fixOf(e, s) };
    case 'correctionRequested':
      return { type: 'requestCorrection', seat: e.seat, hand: e.hand, reason: e.reason };
    case 'correctionDeclined':
      return { type: 'declineCorrection', id: e.id };
    case 'cityPillaged':
      return { type: 'pillageCity', seat: e.seat, vertex: e.vertex };
    case 'progressPlayed': {
      // The card's own choices; what it did (taken, stolen, owed, waiting) is drawn again.
      const {
        type: _t,
        taken: _taken,
        stolen: _stolen,
        owner: _owner,
        waiting: _waiting,
        owed: _owed,
        rng: _rng,
        ...args
      } = e;
      return { type: 'playProgress', ...args };
    }
    case 'progressCalled':
      return { type: 'playProgress', seat: e.seat, card: e.card };
    case 'progressDiscarded':
      return {
        type: 'discardProgress',
        seat: e.seat,
        card: e.card,
        ...(e.deck ? { deck: e.deck } : {}),
      };
    case 'progressDeclared':
      return { type: 'declareProgress', seat: e.seat, card: e.card };
    case 'progressDrawn':
      return { type: 'drawProgress', seat: e.seat, deck: e.deck };
    case 'progressAnswered': {
      const { type: _t, to: _to, ...answer } = e;
      return { type: 'answerProgress', ...answer };
    }
    case 'cityImproved':
      return {
        type: 'improveCity',
        seat: e.seat,
        track: e.track,
        ...(e.metropolis ? { metropolis: e.metropolis.vertex } : {}),
      };
    case 'aqueductTaken':
      return { type: 'takeAqueduct', seat: e.seat, resource: e.resource };
    case 'wallBuilt':
      return { type: 'buildWall', seat: e.seat, vertex: e.vertex };
    case 'knightMoved':
      return { type: 'moveKnight', seat: e.seat, from: e.from, to: e.to };
    case 'knightDisplaced':
      return { type: 'displaceKnight', seat: e.seat, from: e.from, to: e.to };
    case 'displacedPlaced':
      return { type: 'placeDisplaced', seat: e.seat, vertex: e.vertex };
    case 'robberChased':
      return { type: 'chaseRobber', seat: e.seat, vertex: e.vertex, hex: e.hex, victim: e.victim };
    case 'knightHired':
      return { type: 'hireKnight', seat: e.seat, vertex: e.vertex };
    case 'knightActivated':
      return { type: 'activateKnight', seat: e.seat, vertex: e.vertex };
    case 'knightPromoted':
      return { type: 'promoteKnight', seat: e.seat, vertex: e.vertex };
  }
}

function fixOf(e: Extract<Event, { type: 'corrected' }>, s: GameState | undefined): CorrectionFix {
  const f = e.fix;
  if (e.request !== undefined) return { kind: 'request', id: e.request };
  switch (f.kind) {
    case 'hand': {
      const had = s?.players[f.seat]?.hand ?? {};
      const hand: Record<string, number> = {};
      for (const r of Object.keys({ ...had, ...f.delta }))
        hand[r] = (had[r] ?? 0) + (f.delta[r] ?? 0);
      return { kind: 'hand', seat: f.seat, hand };
    }
    case 'roll':
      return { kind: 'roll', turn: f.turn, dice: f.to };
    case 'piece':
      return { kind: 'piece', at: f.at, to: f.to };
    case 'bank':
      return { kind: 'bank', resource: f.resource, count: f.to };
  }
}

/** The command that causes an event (a hand's correction needs the state: commandIn). */
export const commandOf = (e: Event): Command => commandIn(e, undefined);

function facesOf(ds: readonly Discovery[] | undefined): { faces?: HexKey } {
  const f = ds?.find((d) => d.harbor !== null)?.faces;
  return f ? { faces: f } : {};
}

/** Structural equality of JSON-like values (key order does not matter). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const ak = Object.keys(ao).filter((k) => ao[k] !== undefined);
  const bk = Object.keys(bo).filter((k) => bo[k] !== undefined);
  if (ak.length !== bk.length) return false;
  for (const k of ak) if (!deepEqual(ao[k], bo[k])) return false;
  return true;
}

export interface ReplayFailure {
  /** 1-based position of the refused event in the log. */
  readonly index: number;
  readonly error: RuleError;
}

/**
 * Replays an untrusted log one event at a time, checking each against the rules: yields the
 * state after each event, returns the failure or null. The server drives it in slices
 * between which the event loop runs (lib/server/games.ts importGame); replayChecked at once.
 */
export function* replaySteps(
  config: GameConfig,
  events: readonly Event[],
): Generator<GameState, ReplayFailure | null, void> {
  let s = createGame(config);
  yield s;
  for (const [i, e] of events.entries()) {
    const d = decide(s, commandIn(e, s));
    if (!d.ok) return { index: i + 1, error: d.error };
    const produced = d.value[0];
    if (d.value.length !== 1 || !deepEqual(produced, e))
      return {
        index: i + 1,
        error: ruleError(
          'ERR_EVENT_MISMATCH',
          `the rules give a different outcome for this ${e.type}`,
          {
            expected: produced,
          },
        ),
      };
    s = evolve(s, e);
    yield s;
  }
  return null;
}

/** Replays an untrusted log, checking every event against the rules. */
export function replayChecked(
  config: GameConfig,
  events: readonly Event[],
): Result<GameState, ReplayFailure> {
  const steps = replaySteps(config, events);
  let s: GameState | null = null;
  for (;;) {
    const n = steps.next();
    if (n.done) return n.value === null ? ok(s as GameState) : err(n.value);
    s = n.value;
  }
}
