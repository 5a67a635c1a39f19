// Issue 27, finding 1: a card name inherited from Object.prototype ("constructor", "toString" …)
// is never a card. Hands, costs and every resource-keyed record are refused at the boundary
// (commandSchema, eventSchema, so game@1 imports) unless they name the ruleset vocabulary,
// and the engine's own parsing (toHand) asks for own keys of the ruleset's resources only.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Command,
  commandOf,
  commandSchema,
  decide,
  type Event,
  eventSchema,
  type GameState,
  parseGameLog,
  randomGame,
  replayChecked,
  toGameLog,
} from '@/lib/game';
import { add, covers, fillHand, get, sub, toHand, total } from '@/lib/game/hand';
import { CARD_NAMES } from '@/lib/game/schema';
import { act, config, hand, playState, refused } from './game-helpers';

/** Every name Object.prototype owns, and __proto__ as JSON.parse makes it (an own key). */
const PROTO_NAMES = [...new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__'])];

/** A record from JSON text, as a request body or an imported log holds it. */
const json = (key: string, n: number): Record<string, number> =>
  JSON.parse(`{${JSON.stringify(key)}:${n}}`) as Record<string, number>;

const base = config('base');

/** Seat 0 rolled a 7; seat 1 holds 9 cards and owes 4. */
function atDiscard(): GameState {
  const s = playState(base, { hands: { 1: hand({ ore: 3, wool: 3, grain: 3 }) } });
  return { ...s, turn: { ...s.turn, pending: { kind: 'discard', owed: [0, 4, 0, 0] } } };
}

/** Seat 0 active and rolled, holding one ore; seat 1 holds one wool. */
const atTrade = (): GameState =>
  playState(base, { hands: { 0: hand({ ore: 1 }), 1: hand({ wool: 1 }) } });

describe('the three reported forgeries (named regressions)', () => {
  it('a 7-discard of {"constructor": 4} is refused: the seat cannot keep all 9 cards', () => {
    const c = { type: 'discard', seat: 1, cards: json('constructor', 4) } as Command;
    expect(commandSchema.safeParse(c).success).toBe(false);
    expect(refused(atDiscard(), c)).toBe('ERR_BAD_CARDS');
    // The honest discard of 4 still settles it.
    const s = act(atDiscard(), { type: 'discard', seat: 1, cards: { ore: 2, wool: 2 } });
    expect(total(s.players[1]?.hand ?? {})).toBe(5);
  });

  it('a trade offer giving {"constructor": 1} for ore is refused and takes no ore', () => {
    const c = {
      type: 'offerTrade',
      seat: 1,
      give: json('constructor', 1),
      get: { ore: 1 },
    } as Command;
    expect(commandSchema.safeParse(c).success).toBe(false);
    expect(refused(atTrade(), c)).toBe('ERR_BAD_CARDS');
    // Had it been accepted: the active player still holds its ore.
    expect(get(atTrade().players[0]?.hand ?? {}, 'ore')).toBe(1);
  });

  it('an exported log holding a {"constructor": 4} discard does not import', () => {
    const cfg = config('base', 4, {}, 'forged-log');
    const g = randomGame(cfg, 400);
    const i = g.events.findIndex((e) => e.type === 'discarded');
    expect(i).toBeGreaterThan(0);
    const log = JSON.parse(JSON.stringify(toGameLog(cfg, g.events))) as {
      events: Record<string, unknown>[];
    };
    const honest = log.events[i] as { cards: Record<string, number> };
    log.events[i] = { ...honest, cards: json('constructor', total(honest.cards)) };
    const p = parseGameLog(log);
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.error.message).toMatch(/event .*cards/);
    // Past the schema, the rules refuse it too (replay re-decides every event).
    const parsed = parseGameLog(JSON.parse(JSON.stringify(toGameLog(cfg, g.events))));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const forged = g.events.map((e, j) =>
      j === i ? ({ ...e, cards: json('constructor', total(honest.cards)) } as Event) : e,
    );
    const r = replayChecked(parsed.value.config, forged);
    expect(r.ok ? 'imported' : r.error.error.code).toBe('ERR_BAD_CARDS');
  });
});

describe('commodities are cards of cities and knights only (merge of issues 27 and 32)', () => {
  it('the schema takes paper, cloth and coin (ck plays them); a base game refuses them', () => {
    for (const c of ['paper', 'cloth', 'coin']) {
      expect(CARD_NAMES.has(c), c).toBe(true);
      const offer = { type: 'offerTrade', seat: 1, give: { [c]: 1 }, get: { ore: 1 } } as Command;
      expect(commandSchema.safeParse(offer).success).toBe(true);
      const s = playState(base, { hands: { 0: hand({ ore: 1 }), 1: hand({ wool: 1, [c]: 1 }) } });
      expect(refused(s, offer), c).toBe('ERR_BAD_CARDS');
    }
  });
});

describe('hand arithmetic owns its keys', () => {
  it.each(PROTO_NAMES)('"%s" is no card: toHand refuses it, get reads 0', (k) => {
    const resources = ['lumber', 'wool', 'grain', 'brick', 'ore'];
    expect(toHand(resources, json(k, 1))).toBeNull();
    const h = fillHand(resources, 2);
    expect(get(h, k)).toBe(0);
    // A plain object (views go into React pages), read by own keys only.
    expect(Object.getPrototypeOf(h)).toBe(Object.prototype);
    expect(covers(h, json(k, 1))).toBe(false);
    expect(total(add(h, h))).toBe(20);
    expect(total(sub(h, h))).toBe(0);
  });
});

/** Commands with a resource-keyed record, and where in them it goes. */
const RECORD_FIELDS: readonly [Command['type'], (r: Record<string, number>) => object][] = [
  ['chooseCards', (r) => ({ seat: 0, cards: r })],
  ['discard', (r) => ({ seat: 1, cards: r })],
  ['tradeBank', (r) => ({ seat: 0, give: r, get: { wool: 1 } })],
  ['tradeBank', (r) => ({ seat: 0, give: { ore: 4 }, get: r })],
  ['tradePlayer', (r) => ({ seat: 0, with: 1, give: r, get: { wool: 1 } })],
  ['tradePlayer', (r) => ({ seat: 0, with: 1, give: { ore: 1 }, get: r })],
  ['offerTrade', (r) => ({ seat: 1, give: r, get: { ore: 1 } })],
  ['offerTrade', (r) => ({ seat: 1, give: { wool: 1 }, get: r })],
  ['sfBuild', (r) => ({ seat: 0, item: 'freighter', pay: r })],
  ['requestCorrection', (r) => ({ seat: 1, hand: r, reason: 'miscounted' })],
  ['correct', (r) => ({ reason: 'miscounted', fix: { kind: 'hand', seat: 1, hand: r } })],
];
/** Commands naming one resource. */
const NAME_FIELDS: readonly [Command['type'], (k: string) => object][] = [
  ['playMonopoly', (k) => ({ seat: 0, resource: k })],
  ['playYearOfPlenty', (k) => ({ seat: 0, resources: [k, 'ore'] })],
  ['roll', (k) => ({ seat: 0, dice: [3, 4], supply: [k] })],
  ['correct', (k) => ({ reason: 'miscounted', fix: { kind: 'bank', resource: k, count: 3 } })],
];

const RESOURCES = new Set([
  'lumber',
  'wool',
  'grain',
  'brick',
  'ore',
  'fuel',
  'carbon',
  'food',
  'goods',
]);
const foreignKey = fc
  .oneof(fc.constantFrom(...PROTO_NAMES), fc.string({ minLength: 1, maxLength: 20 }))
  .filter((k) => !RESOURCES.has(k));

describe('arbitrary keys at every command and at import (property)', () => {
  it('every command refuses a record keyed by a name that is no resource, at the schema and in decide', () => {
    const states = [atDiscard(), atTrade()];
    fc.assert(
      fc.property(
        foreignKey,
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom(...RECORD_FIELDS),
        fc.constantFrom(...states),
        (k, n, [type, fill], s) => {
          const c = { type, ...fill(json(k, n)) } as Command;
          expect(commandSchema.safeParse(c).success).toBe(false);
          const d = decide(s, c);
          // Refused, or accepted only without the key (never as a card).
          if (d.ok) for (const e of d.value) expect(JSON.stringify(e)).not.toContain(`"${k}"`);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('every command naming one resource refuses a name that is no resource', () => {
    fc.assert(
      fc.property(foreignKey, fc.constantFrom(...NAME_FIELDS), (k, [type, fill]) => {
        const c = { type, ...fill(k) } as Command;
        expect(commandSchema.safeParse(c).success).toBe(false);
        const d = decide(atTrade(), c);
        if (d.ok) for (const e of d.value) expect(JSON.stringify(e)).not.toContain(`"${k}"`);
      }),
      { numRuns: 200 },
    );
  });

  it('an imported log with a foreign key in any event record is refused', () => {
    const g = randomGame(base, 300);
    const withRecords = g.events
      .map((e, i) => [i, e] as const)
      .filter(([, e]) => /"(cards|give|get|hand|pay)":\{/.test(JSON.stringify(e)));
    expect(withRecords.length).toBeGreaterThan(10);
    fc.assert(
      fc.property(foreignKey, fc.constantFrom(...withRecords), (k, [i, e]) => {
        const forged = JSON.parse(JSON.stringify(e)) as Record<string, unknown>;
        for (const f of ['cards', 'give', 'get', 'hand', 'pay'])
          if (forged[f] && typeof forged[f] === 'object') forged[f] = json(k, 1);
        expect(eventSchema.safeParse(forged).success).toBe(false);
        const log = JSON.parse(JSON.stringify(toGameLog(base, g.events))) as {
          events: unknown[];
        };
        log.events[i] = forged;
        expect(parseGameLog(log).ok).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('a replay of each recorded event still passes (the closed shape refuses nothing honest)', () => {
    const g = randomGame(base, 300);
    for (const e of g.events) expect(commandSchema.safeParse(commandOf(e)).success).toBe(true);
  });
});
