// Balance: named hard constraints a generated board must meet, their presets, and an
// independent checker that reads a finished board@1 document (used by the tests and the CLI).

import { type HexKey, hexKey } from '../hex';
import { buildTopology } from '../hex/topology';
import { err, ok, type Result } from '../result';
import { getRuleset, type RulesetId } from '../rules/rulesets';
import { isRed, pips, RESOURCES, type Resource, terrainResource } from '../rules/vocab';
import { commoditySpreads } from './commodity';
import { draft, draftIsland, draftSeats } from './draft';
import type { Board, BoardHex } from './types';

export interface Balance {
  /** No 6 or 8 beside another 6 or 8. */
  readonly noAdjacentRed: boolean;
  /** No two equal numbers side by side. */
  readonly noAdjacentEqual: boolean;
  /** No 2 or 12 beside another 2 or 12. */
  readonly noAdjacentLow: boolean;
  /** Largest group of touching hexes of one terrain (1: no two alike side by side); null: any. */
  readonly terrainCluster: number | null;
  /** Most pips around any intersection; null: any. */
  readonly pipCap: number | null;
  /** At least 5 pips where three land hexes meet (4 where one of them is a desert). */
  readonly pipFloor: boolean;
  /** 6s and 8s spread over the resources: at most ⌈reds ÷ 5⌉ per resource (1 on the 19-hex island). */
  readonly spreadRed: boolean;
  /** No number twice on one resource. */
  readonly distinctPerResource: boolean;
  /** Each resource's pips within this many of its fair share (hexes of it ÷ producing hexes × all pips); null: any. */
  readonly resourceShare: number | null;
  /** No desert in the centre (the core ring). */
  readonly desertOffCentre: boolean;
  /** No 2:1 harbor touching a hex of its own resource that shows 5, 6, 8 or 9. */
  readonly harborOffOwnHot: boolean;
  /**
   * Most pips between the seats' totals in the opening snake draft (lib/board/draft.ts), for
   * every seat count from 3 to the board's players; null: any. The search also lowers the
   * spread further where it can (docs/board-format.md).
   */
  readonly draftSpread: number | null;
  /**
   * Most pips the draft's spreads add up to over every seat count from 3 to the board's
   * players (a board fair for whoever sits down, not only at one count); null: any.
   */
  readonly draftTotal: number | null;
  /**
   * Most commodity pips between the seats in the opening snake draft, for every seat count
   * from 3 to the board's players: the pips of forest, pasture and mountains (the hexes that pay
   * a city paper, cloth and coin) at each seat's two picks (lib/board/commodity.ts); null: any.
   * Binds only on a ruleset with commodities (cities and knights); elsewhere every seat has 0.
   */
  readonly commoditySpread: number | null;
}

export const BALANCE_PRESETS = ['none', 'fair', 'strict'] as const;
export type BalancePreset = (typeof BALANCE_PRESETS)[number];

const NONE: Balance = {
  noAdjacentRed: false,
  noAdjacentEqual: false,
  noAdjacentLow: false,
  terrainCluster: null,
  pipCap: null,
  pipFloor: false,
  spreadRed: false,
  distinctPerResource: false,
  resourceShare: null,
  desertOffCentre: false,
  harborOffOwnHot: false,
  draftSpread: null,
  draftTotal: null,
  commoditySpread: null,
};

export const PRESETS: Readonly<Record<BalancePreset, Balance>> = {
  none: NONE,
  fair: {
    ...NONE,
    noAdjacentRed: true,
    noAdjacentLow: true,
    terrainCluster: 2,
    pipCap: 11,
    spreadRed: true,
    resourceShare: 2,
  },
  strict: {
    noAdjacentRed: true,
    noAdjacentEqual: true,
    noAdjacentLow: true,
    terrainCluster: 1,
    pipCap: 10,
    pipFloor: true,
    spreadRed: true,
    distinctPerResource: true,
    resourceShare: 1,
    desertOffCentre: true,
    harborOffOwnHot: true,
    draftSpread: 1,
    draftTotal: 2,
    commoditySpread: null,
  },
};

/**
 * A preset as a ruleset reads it: on a ruleset with commodities `strict` also bounds the
 * commodity spread (to its definition's `commodities.strictSpread`); every other preset and
 * ruleset is PRESETS'.
 * `presets` are the names as one share-code version reads them.
 */
export function presetFor(
  preset: BalancePreset,
  ruleset: RulesetId,
  presets: Readonly<Record<BalancePreset, Balance>> = PRESETS,
): Balance {
  const b = presets[preset];
  const c = getRuleset(ruleset).features.commodities;
  if (preset !== 'strict' || c === null) return b;
  return { ...b, commoditySpread: c.strictSpread };
}

/**
 * The presets as share codes of version h1 read them (before the draft joined strict): an old
 * link keeps opening the board it always did.
 */
export const PRESETS_H1: Readonly<Record<BalancePreset, Balance>> = {
  ...PRESETS,
  strict: { ...PRESETS.strict, draftSpread: null, draftTotal: null },
};

/**
 * The presets as share codes of version h2 read them (the draft in strict, before the spreads'
 * total joined it in h3).
 */
export const PRESETS_H2: Readonly<Record<BalancePreset, Balance>> = {
  ...PRESETS,
  strict: { ...PRESETS.strict, draftTotal: null },
};

/** Whether a ruleset's boards are judged on commodities (cities and knights): the commodity bound offered. */
export const judgesCommodities = (ruleset: RulesetId): boolean =>
  getRuleset(ruleset).features.commodities !== null;

/**
 * A balance carried over to another ruleset (the board studio's ruleset select): a preset stays
 * that preset as the new ruleset reads it (presetFor), and a custom balance keeps its
 * constraints but the commodity bound, which only a ruleset with commodities takes.
 */
export function balanceOn(b: Balance, from: RulesetId, to: RulesetId): Balance {
  const was = presetName(b, from);
  if (was !== 'custom') return presetFor(was, to);
  return judgesCommodities(to) || b.commoditySpread === null ? b : { ...b, commoditySpread: null };
}

/** Limits on the parameters a user may set. */
export const LIMITS = {
  terrainCluster: { min: 1, max: 6 },
  pipCap: { min: 8, max: 15 },
  resourceShare: { min: 1, max: 6 },
  draftSpread: { min: 0, max: 9 },
  draftTotal: { min: 0, max: 30 },
  commoditySpread: { min: 0, max: 30 },
} as const;

/** The constraint names of a balance, in a fixed order (what board@1 lists under `balance`). */
export function constraintNames(b: Balance): string[] {
  const out: string[] = [];
  if (b.noAdjacentRed) out.push('no-adjacent-6-8');
  if (b.noAdjacentEqual) out.push('no-adjacent-equal');
  if (b.noAdjacentLow) out.push('no-adjacent-2-12');
  if (b.terrainCluster !== null) out.push(`terrain-cluster-max-${b.terrainCluster}`);
  if (b.pipCap !== null) out.push(`intersection-pips-max-${b.pipCap}`);
  if (b.pipFloor) out.push('intersection-pips-min-5');
  if (b.spreadRed) out.push('spread-6-8');
  if (b.distinctPerResource) out.push('no-repeat-per-resource');
  if (b.resourceShare !== null) out.push(`resource-pips-within-${b.resourceShare}`);
  if (b.desertOffCentre) out.push('desert-off-centre');
  if (b.harborOffOwnHot) out.push('harbor-off-own-hot');
  if (b.draftSpread !== null) out.push(`draft-spread-max-${b.draftSpread}`);
  if (b.draftTotal !== null) out.push(`draft-total-max-${b.draftTotal}`);
  if (b.commoditySpread !== null) out.push(`commodity-spread-max-${b.commoditySpread}`);
  return out;
}

export const CONSTRAINT_HELP =
  'no-adjacent-6-8, no-adjacent-equal, no-adjacent-2-12, terrain-cluster-max-N (1–6), ' +
  'intersection-pips-max-N (8–15), intersection-pips-min-5, spread-6-8, no-repeat-per-resource, ' +
  'resource-pips-within-N (1–6), desert-off-centre, harbor-off-own-hot, draft-spread-max-N (0–9), draft-total-max-N (0–30), ' +
  'commodity-spread-max-N (0–30)';

const PARAM_RE =
  /^(terrain-cluster-max|intersection-pips-max|resource-pips-within|draft-spread-max|draft-total-max|commodity-spread-max)-(\d{1,2})$/;
const PARAM_KEY = {
  'terrain-cluster-max': 'terrainCluster',
  'intersection-pips-max': 'pipCap',
  'resource-pips-within': 'resourceShare',
  'draft-spread-max': 'draftSpread',
  'draft-total-max': 'draftTotal',
  'commodity-spread-max': 'commoditySpread',
} as const;

/** Reads constraint names back into a balance; the error names the first unknown or out-of-range one. */
export function balanceFromNames(names: readonly string[]): Result<Balance, string> {
  const b: { -readonly [K in keyof Balance]: Balance[K] } = { ...NONE };
  for (const name of names) {
    const m = PARAM_RE.exec(name);
    if (m) {
      const n = Number(m[2]);
      const key = PARAM_KEY[m[1] as keyof typeof PARAM_KEY];
      const lim = LIMITS[key];
      if (n < lim.min || n > lim.max)
        return err(`constraint "${name}": the number must be from ${lim.min} to ${lim.max}`);
      b[key] = n;
      continue;
    }
    switch (name) {
      case 'no-adjacent-6-8':
        b.noAdjacentRed = true;
        break;
      case 'no-adjacent-equal':
        b.noAdjacentEqual = true;
        break;
      case 'no-adjacent-2-12':
        b.noAdjacentLow = true;
        break;
      case 'intersection-pips-min-5':
        b.pipFloor = true;
        break;
      case 'spread-6-8':
        b.spreadRed = true;
        break;
      case 'no-repeat-per-resource':
        b.distinctPerResource = true;
        break;
      case 'desert-off-centre':
        b.desertOffCentre = true;
        break;
      case 'harbor-off-own-hot':
        b.harborOffOwnHot = true;
        break;
      default:
        return err(`unknown constraint "${name}"; known: ${CONSTRAINT_HELP}`);
    }
  }
  return ok(b);
}

/** The preset a balance equals on a ruleset (presetFor), or "custom". */
export function presetName(b: Balance, ruleset: RulesetId): BalancePreset | 'custom' {
  const names = constraintNames(b).join(',');
  for (const p of BALANCE_PRESETS)
    if (constraintNames(presetFor(p, ruleset)).join(',') === names) return p;
  return 'custom';
}

export const isHot = (n: number | null): boolean => n === 5 || n === 6 || n === 8 || n === 9;

/** The fair share of pips for each resource: its hexes ÷ producing hexes × all pips on the board. */
export function fairShares(
  land: readonly Pick<BoardHex, 'terrain' | 'token'>[],
): Record<Resource, number> {
  let total = 0;
  let producing = 0;
  const count = Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>;
  for (const h of land) {
    const r = terrainResource(h.terrain);
    if (!r) continue;
    producing++;
    count[r]++;
    total += pips(h.token ?? 0);
  }
  return Object.fromEntries(
    RESOURCES.map((r) => [r, producing ? (count[r] / producing) * total : 0]),
  ) as Record<Resource, number>;
}

export interface Violation {
  readonly constraint: string;
  readonly where: string;
}

/**
 * Checks a finished board against a balance, from the document alone. Independent of the
 * generator's search on purpose: the tests use it to check what the generator claims.
 * `core` lists the centre hexes (for desert-off-centre).
 */
export function checkBalance(board: Board, b: Balance, core: readonly HexKey[]): Violation[] {
  const out: Violation[] = [];
  const land = board.hexes.filter((h) => h.terrain !== 'sea');
  const byKey = new Map(board.hexes.map((h) => [hexKey(h), h] as const));
  const topo = buildTopology(land);
  const at = (i: number) => land[i] as BoardHex;
  const name = (h: BoardHex) => `${h.terrain} ${hexKey(h)}${h.token ? ` (${h.token})` : ''}`;

  // Neighbour rules.
  land.forEach((h, i) => {
    for (const j of topo.hexNeighbours[i] ?? []) {
      if (j <= i) continue;
      const g = at(j);
      const a = h.token;
      const c = g.token;
      if (b.noAdjacentRed && isRed(a) && isRed(c))
        out.push({ constraint: 'no-adjacent-6-8', where: `${name(h)} – ${name(g)}` });
      if (b.noAdjacentEqual && a !== null && a === c)
        out.push({ constraint: 'no-adjacent-equal', where: `${name(h)} – ${name(g)}` });
      if (b.noAdjacentLow && (a === 2 || a === 12) && (c === 2 || c === 12))
        out.push({ constraint: 'no-adjacent-2-12', where: `${name(h)} – ${name(g)}` });
    }
  });

  // Terrain clusters.
  if (b.terrainCluster !== null) {
    const seen = new Array<boolean>(land.length).fill(false);
    for (let i = 0; i < land.length; i++) {
      if (seen[i]) continue;
      const stack = [i];
      seen[i] = true;
      let size = 0;
      while (stack.length) {
        const x = stack.pop() as number;
        size++;
        for (const y of topo.hexNeighbours[x] ?? [])
          if (!seen[y] && at(y).terrain === at(i).terrain) {
            seen[y] = true;
            stack.push(y);
          }
      }
      if (size > b.terrainCluster)
        out.push({
          constraint: `terrain-cluster-max-${b.terrainCluster}`,
          where: `${size} ${at(i).terrain} hexes touching, from ${hexKey(at(i))}`,
        });
    }
  }

  // Intersections.
  topo.vertexLand.forEach((hs, v) => {
    const sum = hs.reduce((s, i) => s + pips(at(i).token ?? 0), 0);
    if (b.pipCap !== null && sum > b.pipCap)
      out.push({
        constraint: `intersection-pips-max-${b.pipCap}`,
        where: `${topo.vertices[v]}: ${sum} pips`,
      });
    if (b.pipFloor && hs.length === 3) {
      const deserts = hs.filter((i) => at(i).terrain === 'desert').length;
      const floor = deserts === 0 ? 5 : deserts === 1 ? 4 : 0;
      if (sum < floor)
        out.push({
          constraint: 'intersection-pips-min-5',
          where: `${topo.vertices[v]}: ${sum} pips (floor ${floor})`,
        });
    }
  });

  // Per resource.
  const reds = land.filter((h) => isRed(h.token)).length;
  const maxRed = Math.ceil(reds / RESOURCES.length);
  const shares = fairShares(land);
  for (const r of RESOURCES) {
    const hs = land.filter((h) => terrainResource(h.terrain) === r);
    const tokens = hs.map((h) => h.token ?? 0);
    if (b.spreadRed && tokens.filter((t) => isRed(t)).length > maxRed)
      out.push({
        constraint: 'spread-6-8',
        where: `${r}: ${tokens.filter((t) => isRed(t)).length} of 6/8 (max ${maxRed})`,
      });
    if (b.distinctPerResource && new Set(tokens).size !== tokens.length)
      out.push({ constraint: 'no-repeat-per-resource', where: `${r}: ${tokens.join(', ')}` });
    const p = tokens.reduce((s, t) => s + pips(t), 0);
    if (b.resourceShare !== null && Math.abs(p - shares[r]) > b.resourceShare + 1e-9)
      out.push({
        constraint: `resource-pips-within-${b.resourceShare}`,
        where: `${r}: ${p} pips, fair share ${shares[r].toFixed(2)}`,
      });
  }

  if (b.desertOffCentre)
    for (const k of core)
      if (byKey.get(k)?.terrain === 'desert')
        out.push({ constraint: 'desert-off-centre', where: k });

  if (b.draftSpread !== null || b.draftTotal !== null) {
    const island = draftIsland(topo);
    const hexPips = land.map((h) => pips(h.token ?? 0));
    const hexRes = land.map((h) => {
      const r = terrainResource(h.terrain);
      return r ? RESOURCES.indexOf(r) : -1;
    });
    const spreads: string[] = [];
    let total = 0;
    for (const seats of draftSeats(board.players)) {
      const d = draft(island, hexPips, hexRes, seats);
      spreads.push(`${seats} seats ${d.spread}`);
      total += d.spread;
      if (b.draftSpread !== null && d.spread > b.draftSpread)
        out.push({
          constraint: `draft-spread-max-${b.draftSpread}`,
          where: `${seats} seats: ${d.totals.join(' / ')} pips (spread ${d.spread})`,
        });
    }
    if (b.draftTotal !== null && total > b.draftTotal)
      out.push({
        constraint: `draft-total-max-${b.draftTotal}`,
        where: `spreads ${spreads.join(', ')}: ${total} in all`,
      });
  }

  if (b.commoditySpread !== null) {
    const spreads = commoditySpreads(board);
    for (const c of spreads)
      if (c.spread > b.commoditySpread)
        out.push({
          constraint: `commodity-spread-max-${b.commoditySpread}`,
          where: `${c.seats} seats: ${c.totals.join(' / ')} commodity pips (spread ${c.spread})`,
        });
  }

  if (b.harborOffOwnHot)
    for (const h of board.hexes) {
      if (!h.harbor || h.harbor.trade === 'any') continue;
      const touching = harborLand(h, byKey);
      for (const t of touching)
        if (terrainResource(t.terrain) === h.harbor.trade && isHot(t.token))
          out.push({
            constraint: 'harbor-off-own-hot',
            where: `${h.harbor.trade} harbor ${hexKey(h)} touches ${name(t)}`,
          });
    }
  return out;
}

/** The land hexes at a harbor's two intersections. */
export function harborLand(h: BoardHex, byKey: ReadonlyMap<string, BoardHex>): BoardHex[] {
  if (!h.harbor) return [];
  const [fq, fr] = h.harbor.faces.split(',').map(Number) as [number, number];
  const dq = fq - h.q;
  const dr = fr - h.r;
  // The two hexes beside both the harbor and the hex it faces.
  const sides = [
    { q: h.q + dq + dr, r: h.r - dq },
    { q: h.q - dr, r: h.r + dq + dr },
  ];
  const out: BoardHex[] = [];
  for (const k of [`${fq},${fr}`, ...sides.map((s) => `${s.q},${s.r}`)]) {
    const t = byKey.get(k);
    if (t && t.terrain !== 'sea') out.push(t);
  }
  return out;
}
