// What a roll pays, with its explanation: per hex, per building (cities double), the
// robber's hex blocked, and the bank-shortage rule — if the bank cannot pay everyone their
// full due of a resource nobody gets it, unless only one player is due it, who takes the rest.

import { discovers, type GameContext, isStarfarers } from './context';
import { fillHand, get } from './hand';
import { tilesOf } from './slices';
import type { GameState, Hand, Payout, PayoutBuilding, PayoutHex, Seat, Shortage } from './types';

/** Hex production of one roll on an island board (Starfarers: planets). */
export function rollPayout(s: GameState, ctx: GameContext, sum: number): Payout {
  const hexes: PayoutHex[] = [];
  if (isStarfarers(ctx)) {
    // Starfarers: every colony site touching a planet with this number pays 1 per planet.
    const byPlanet = new Map<string, PayoutBuilding[]>();
    s.players.forEach((p, seat) => {
      p.sf?.colonies.forEach((c, i) => {
        for (const pl of c.planets) {
          if (pl.number !== sum) continue;
          const key = `planet:${pl.number}:${pl.resource}`;
          const list = byPlanet.get(key) ?? [];
          list.push({
            site: `colony:${i}`,
            seat,
            kind: c.spaceport ? 'spaceport' : 'colony',
            amount: 1,
          });
          byPlanet.set(key, list);
        }
      });
    });
    for (const [key, buildings] of [...byPlanet].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
      hexes.push({ hex: key, resource: key.split(':')[2] ?? '', blocked: false, buildings });
  } else {
    const topo = ctx.topo;
    for (let h = 0; h < topo.hexes.length; h++) {
      const token = discovers(ctx)
        ? (tilesOf(s)[h]?.token ?? null)
        : s.progress?.tokens
          ? (s.progress.tokens[h] ?? null)
          : (ctx.hexToken[h] ?? null);
      if (token !== sum) continue;
      const resource = resourceOfHex(s, ctx, h);
      if (!resource) continue;
      // Cities and knights: a city beside forest, pasture or mountains takes one card of the
      // resource and one of its commodity (paper, cloth, coin) instead of two of the resource.
      const commodity = ctx.ruleset.features.commodities?.of[resource] ?? null;
      const buildings: PayoutBuilding[] = [];
      const goods: PayoutBuilding[] = [];
      for (const v of topo.hexVertexIdx[h] ?? []) {
        const b = s.buildings[v];
        if (!b) continue;
        const site = topo.vertices[v] ?? '';
        const city = b.kind === 'city';
        buildings.push({ site, seat: b.seat, kind: b.kind, amount: city && !commodity ? 2 : 1 });
        if (city && commodity) goods.push({ site, seat: b.seat, kind: b.kind, amount: 1 });
      }
      const hx = topo.hexes[h];
      const key = hx ? `${hx.q},${hx.r}` : '';
      hexes.push({ hex: key, resource, blocked: s.robber === h, buildings });
      if (commodity && goods.length)
        hexes.push({ hex: key, resource: commodity, blocked: s.robber === h, buildings: goods });
    }
  }
  return settle(s, ctx, hexes);
}

/** The resource a hex yields now (open tables read the discovered tile). */
export function resourceOfHex(s: GameState, ctx: GameContext, h: number): string | null {
  if (!discovers(ctx)) return ctx.hexResource[h] ?? null;
  const t = tilesOf(s)[h];
  if (!t) return null;
  return terrainToResource(t.terrain);
}

const TERRAIN_TO_RESOURCE: Readonly<Record<string, string>> = {
  forest: 'lumber',
  pasture: 'wool',
  fields: 'grain',
  hills: 'brick',
  mountains: 'ore',
};
export const terrainToResource = (t: string): string | null => TERRAIN_TO_RESOURCE[t] ?? null;

/** Applies the bank and the shortage rule to what the hexes owe. */
export function settle(s: GameState, ctx: GameContext, hexes: readonly PayoutHex[]): Payout {
  const n = s.players.length;
  const due: Record<string, number>[] = Array.from({ length: n }, () => ({}));
  for (const h of hexes) {
    if (h.blocked) continue;
    for (const b of h.buildings) {
      const d = due[b.seat];
      if (d) d[h.resource] = (d[h.resource] ?? 0) + b.amount;
    }
  }
  const received: Record<string, number>[] = Array.from({ length: n }, () => ({
    ...fillHand(ctx.resources),
  }));
  const shortages: Shortage[] = [];
  const unlimited = ctx.ruleset.bankPerResource === 0;
  for (const r of ctx.resources) {
    const seats: Seat[] = [];
    let sum = 0;
    due.forEach((d, seat) => {
      const x = d[r] ?? 0;
      if (x > 0) {
        seats.push(seat);
        sum += x;
      }
    });
    if (sum === 0) continue;
    const bank = get(s.bank, r);
    if (unlimited || sum <= bank) {
      for (const seat of seats) {
        const rec = received[seat];
        if (rec) rec[r] = due[seat]?.[r] ?? 0;
      }
      continue;
    }
    const only = seats.length === 1 ? seats[0] : undefined;
    if (only !== undefined) {
      const rec = received[only];
      if (rec) rec[r] = bank;
      shortages.push({ resource: r, due: sum, bank, decision: 'rest', seats });
    } else shortages.push({ resource: r, due: sum, bank, decision: 'none', seats });
  }
  return { hexes, shortages, received: received as Hand[] };
}

/** Set-up payout: one card per producing hex around the given settlements (desert pays nothing). */
export function initialPayout(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  vertices: readonly number[],
): Payout {
  const hexes: PayoutHex[] = [];
  for (const v of vertices)
    for (const h of ctx.topo.vertexLand[v] ?? []) {
      const resource = resourceOfHex(s, ctx, h);
      if (!resource) continue;
      const hx = ctx.topo.hexes[h];
      hexes.push({
        hex: hx ? `${hx.q},${hx.r}` : '',
        resource,
        blocked: false,
        buildings: [{ site: ctx.topo.vertices[v] ?? '', seat, kind: 'settlement', amount: 1 }],
      });
    }
  return settle(s, ctx, hexes);
}
