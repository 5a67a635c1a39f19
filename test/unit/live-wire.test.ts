// A delta's events in their short form (lib/live/wire.ts): over whole random games of every
// ruleset with payouts, each event as every viewer sees it comes back from packing, sending as
// JSON and unpacking as the same event, its received hands without their zero counts; a
// roll's payout is sent in well under half the bytes; a value that is not a packed payout is
// refused.
import { describe, expect, it } from 'vitest';
import { randomGame, type SeenEvent, type Viewer, viewEvent } from '@/lib/game';
import { packEvents, packPayout, receivedOf, unpackEvents, unpackPayout } from '@/lib/live/wire';
import type { RulesetId } from '@/lib/rules/rulesets';
import { config } from './game-helpers';

/** The event with received hands cut to their non-zero counts (what unpacking gives). */
function sparse(e: SeenEvent): unknown {
  const cut = (p: { received: readonly Record<string, number>[] }) => ({
    ...p,
    received: p.received.map((h) => Object.fromEntries(Object.entries(h).filter(([, n]) => n))),
  });
  if (e.type === 'rolled' && e.payout) return { ...e, payout: cut(e.payout) };
  if (e.type === 'settlementBuilt' && e.initial) return { ...e, initial: cut(e.initial) };
  return e;
}

const bytes = (x: unknown) => JSON.stringify(x).length;

describe('packed delta events', () => {
  for (const [ruleset, seats] of [
    ['base', 4],
    ['base56', 6],
    ['starfarers', 4],
    ['intimate', 2],
  ] as const satisfies readonly (readonly [RulesetId, number])[]) {
    it(`${ruleset}: every event, as every viewer sees it, comes back from the wire`, () => {
      const events = randomGame(config(ruleset, seats, {}, `wire-${ruleset}`), 600).events;
      const viewers: Viewer[] = ['table', ...Array.from({ length: seats }, (_, i) => i)];
      let payouts = 0;
      let plain = 0;
      let packed = 0;
      let keptReceived = 0;
      for (const v of viewers) {
        const seen = events.map((e) => viewEvent(e, v));
        const wire = JSON.parse(JSON.stringify(packEvents(seen)));
        expect(JSON.parse(JSON.stringify(unpackEvents(wire)))).toEqual(
          JSON.parse(JSON.stringify(seen.map(sparse))),
        );
        for (const e of seen)
          if (e.type === 'rolled' && e.payout) {
            payouts++;
            plain += bytes(e.payout);
            packed += bytes(packPayout(e.payout));
            if (packPayout(e.payout).r) keptReceived++;
          }
      }
      expect(payouts).toBeGreaterThan(20);
      // What the engine settled is always what the hexes and shortages give.
      expect(keptReceived).toBe(0);
      expect(packed / plain).toBeLessThan(0.4);
    });
  }

  it('events without a payout are sent as they are, a roll without source "app"', () => {
    const e: SeenEvent[] = [
      { type: 'rolled', seat: 1, dice: [3, 4], source: 'app', payout: null },
      { type: 'rolled', seat: 1, sum: 8, source: 'table', payout: null },
      { type: 'discarded', seat: 0, cards: { ore: 2 } },
    ];
    const packed = packEvents(e);
    expect(packed).toEqual([
      { type: 'rolled', seat: 1, dice: [3, 4], payout: null },
      { type: 'rolled', seat: 1, sum: 8, source: 'table', payout: null },
      { type: 'discarded', seat: 0, cards: { ore: 2 } },
    ]);
    expect(unpackEvents(packed)).toEqual(e);
  });

  it('a packed payout reads as arrays without keys, usual amounts and derivable hands', () => {
    expect(
      packPayout({
        hexes: [
          {
            hex: '-1,0',
            resource: 'wool',
            blocked: false,
            buildings: [
              { site: '-1,1,N', seat: 2, kind: 'city', amount: 2 },
              { site: '-1,0,N', seat: 0, kind: 'settlement', amount: 1 },
            ],
          },
          { hex: '0,-3', resource: 'brick', blocked: true, buildings: [] },
        ],
        shortages: [],
        received: [{ wool: 1, ore: 0 }, { wool: 0 }, { wool: 2, ore: 0 }],
      }),
    ).toEqual({
      h: [
        [
          '-1,0',
          'wool',
          0,
          [
            ['-1,1,N', 2, 'c'],
            ['-1,0,N', 0, 's'],
          ],
        ],
        ['0,-3', 'brick', 1, []],
      ],
      n: 3,
    });
  });

  it('received hands the hexes do not give are sent as they are', () => {
    const p = packPayout({
      hexes: [{ hex: '0,0', resource: 'ore', blocked: false, buildings: [] }],
      shortages: [],
      received: [{ ore: 1 }, {}],
    });
    expect(p.r).toEqual([{ ore: 1 }, {}]);
    expect(unpackPayout(p).received).toEqual([{ ore: 1 }, {}]);
  });

  const hex = (resource: string, blocked: boolean, ...b: [number, 'settlement' | 'city'][]) => ({
    hex: '0,0',
    resource,
    blocked,
    buildings: b.map(([seat, kind]) => ({
      site: 'x',
      seat,
      kind,
      amount: kind === 'city' ? 2 : 1,
    })),
  });
  it.each([
    [
      'a settlement takes 1, a city 2',
      [hex('ore', false, [0, 'settlement'], [1, 'city'])],
      [],
      [{ ore: 1 }, { ore: 2 }, {}],
    ],
    ['a blocked hex pays nobody', [hex('ore', true, [0, 'city'])], [], [{}, {}, {}]],
    [
      'two hexes add up',
      [hex('ore', false, [2, 'city']), hex('ore', false, [2, 'settlement'])],
      [],
      [{}, {}, { ore: 3 }],
    ],
    [
      'a shortage with two seats due: nobody',
      [hex('ore', false, [0, 'city'], [1, 'city']), hex('wool', false, [0, 'settlement'])],
      [{ resource: 'ore', due: 4, bank: 3, decision: 'none', seats: [0, 1] }],
      [{ wool: 1 }, {}, {}],
    ],
    [
      'a shortage with one seat due: the rest of the bank',
      [hex('grain', false, [1, 'city'])],
      [{ resource: 'grain', due: 2, bank: 1, decision: 'rest', seats: [1] }],
      [{}, { grain: 1 }, {}],
    ],
    [
      'an empty bank leaves the one seat due nothing',
      [hex('grain', false, [1, 'city'])],
      [{ resource: 'grain', due: 2, bank: 0, decision: 'rest', seats: [1] }],
      [{}, {}, {}],
    ],
  ] as const)('receivedOf: %s', (_, hexes, shortages, received) => {
    expect(receivedOf(hexes, shortages, 3)).toEqual(received);
  });

  it.each([
    ['null', null],
    ['an unpacked payout', { hexes: [], shortages: [], received: [] }],
    ['no seat count', { h: [] }],
    ['hexes that are not arrays', { h: [5], n: 2 }],
  ])('refuses %s', (_, x) => {
    expect(() => unpackPayout(x)).toThrow();
  });
});
