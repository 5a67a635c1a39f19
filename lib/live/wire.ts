// The events of a live delta (`event: delta`, docs/server.md) in a shorter form: a roll's
// payout — each producing hex with its buildings and what every seat received — is most of a
// roll's message, and most of it is JSON keys, zero counts and what the hexes already say.
// `packEvents` writes payouts (a roll's `payout`, a second settlement's `initial`) as arrays
// without keys; `unpackEvents` gives the events back. Every other event, and every other
// field, is sent as it is — but a roll's `source` is left out when it is "app" (the app
// rolled), the usual case. Pure: no I/O, nothing mutated.
//
// A packed payout is an object with
//   "h": [[hex, resource, blocked (0 or 1), [building, …]], …], a building being
//        [site, seat, kind] with kind "s" settlement, "c" city, "o" colony, "p" spaceport,
//        and a fourth item, the amount, only when it is not the kind's usual 1 (a city's 2)
//   "s": the shortages as they are (left out when there are none)
//   "n": how many seats
//   "r": what each seat received, one object per seat with its non-zero counts — left out
//        when it is what the hexes and shortages give (`receivedOf`), as it always is for a
//        payout the engine settled (lib/game/production.ts `settle`)
// Unpacked, a received hand holds only its non-zero counts: a missing resource is 0, as
// everywhere a Hand is read (lib/game/hand.ts `get`).
import type { SeenEvent } from '@/lib/game/features/kit';
import type { Hand, Payout, PayoutBuilding, PayoutHex, Shortage } from '@/lib/game/types';

type Kind = PayoutBuilding['kind'];
type PackedBuilding = readonly [string, number, string] | readonly [string, number, string, number];
type PackedHex = readonly [string, string, 0 | 1, readonly PackedBuilding[]];
export interface PackedPayout {
  readonly h: readonly PackedHex[];
  readonly s?: readonly Shortage[];
  readonly n: number;
  readonly r?: readonly Hand[];
}

const CODE: Readonly<Record<Kind, string>> = {
  settlement: 's',
  city: 'c',
  colony: 'o',
  spaceport: 'p',
};
const KIND: Readonly<Record<string, Kind>> = {
  s: 'settlement',
  c: 'city',
  o: 'colony',
  p: 'spaceport',
};
const usualAmount = (kind: Kind): number => (kind === 'city' ? 2 : 1);

const nonZero = (hand: Hand): Hand => {
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(hand)) if (n !== 0) out[k] = n;
  return out;
};

/**
 * What each of `seats` receives from these hexes and shortages: every building's amount on
 * the hexes not blocked, but for a resource the bank ran short of nobody's share, or all that
 * was left for the one seat due it ("rest"). Non-zero counts only.
 */
export function receivedOf(
  hexes: readonly PayoutHex[],
  shortages: readonly Shortage[],
  seats: number,
): Hand[] {
  const out: Record<string, number>[] = Array.from({ length: seats }, () => ({}));
  for (const h of hexes) {
    if (h.blocked) continue;
    for (const b of h.buildings) {
      const o = out[b.seat];
      if (o) o[h.resource] = (o[h.resource] ?? 0) + b.amount;
    }
  }
  for (const s of shortages) {
    for (const seat of s.seats) delete out[seat]?.[s.resource];
    const only = s.seats.length === 1 ? out[s.seats[0] ?? -1] : undefined;
    if (s.decision === 'rest' && only && s.bank > 0) only[s.resource] = s.bank;
  }
  return out;
}

const sameHands = (a: readonly Hand[], b: readonly Hand[]): boolean =>
  a.length === b.length &&
  a.every((h, i) => {
    const o = b[i] ?? {};
    const ka = Object.keys(h);
    return ka.length === Object.keys(o).length && ka.every((k) => h[k] === o[k]);
  });

export function packPayout(p: Payout): PackedPayout {
  const received = p.received.map(nonZero);
  const derived = receivedOf(p.hexes, p.shortages, p.received.length);
  return {
    h: p.hexes.map((x) => [
      x.hex,
      x.resource,
      x.blocked ? 1 : 0,
      x.buildings.map((b): PackedBuilding => {
        const code = CODE[b.kind] ?? b.kind;
        return b.amount === usualAmount(b.kind)
          ? [b.site, b.seat, code]
          : [b.site, b.seat, code, b.amount];
      }),
    ]),
    ...(p.shortages.length ? { s: p.shortages } : {}),
    n: p.received.length,
    ...(sameHands(received, derived) ? {} : { r: received }),
  };
}

/** The payout again; throws on a value that is not a packed payout. */
export function unpackPayout(x: unknown): Payout {
  const p = x as Partial<PackedPayout> | null;
  if (!p || !Array.isArray(p.h) || typeof p.n !== 'number') throw new Error('not a packed payout');
  const packed = p.h as readonly PackedHex[];
  const hexes: PayoutHex[] = packed.map(([hex, resource, blocked, buildings]) => ({
    hex,
    resource,
    blocked: blocked === 1,
    buildings: buildings.map(([site, seat, code, amount]) => {
      const kind = KIND[code] ?? (code as Kind);
      return { site, seat, kind, amount: amount ?? usualAmount(kind) };
    }),
  }));
  const shortages = p.s ?? [];
  return {
    hexes,
    shortages,
    received: Array.isArray(p.r) ? p.r : receivedOf(hexes, shortages, p.n),
  };
}

/** The events as a delta carries them. */
export function packEvents(events: readonly SeenEvent[]): unknown[] {
  return events.map((e) => {
    if (e.type === 'rolled') {
      const { source, payout, ...rest } = e;
      return {
        ...rest,
        ...(source === 'app' ? {} : { source }),
        payout: payout ? packPayout(payout) : payout,
      };
    }
    if (e.type === 'settlementBuilt' && e.initial) return { ...e, initial: packPayout(e.initial) };
    return e;
  });
}

/** The events of a delta as `viewEvent` gave them (received hands without zero counts). */
export function unpackEvents(events: readonly unknown[]): SeenEvent[] {
  return events.map((x) => {
    const e = x as SeenEvent;
    if (e.type === 'rolled')
      return {
        ...e,
        source: e.source ?? 'app',
        payout: e.payout ? unpackPayout(e.payout) : e.payout,
      };
    if (e.type === 'settlementBuilt' && e.initial)
      return { ...e, initial: unpackPayout(e.initial) };
    return e;
  });
}
