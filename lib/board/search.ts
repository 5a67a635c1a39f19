// The balanced-board search: backtracking with forward checks over a shape's graph, in
// typed arrays so a strict board takes well under a millisecond. Every random choice goes
// through the seeded Rng, so a seed always gives the same board.

import type { Rng } from '../random/prng';
import { isRed, pips } from '../rules/vocab';
import type { Balance } from './balance';
import { isHot } from './balance';

/** Terrain codes in the search: 0–4 the producing terrains in RESOURCES order, 5 desert. */
export const DESERT = 5;

export interface Graph {
  readonly n: number;
  readonly nbr: readonly (readonly number[])[];
  /** For each intersection, its land hexes. */
  readonly vHex: readonly (readonly number[])[];
  /** For each hex, its intersections. */
  readonly hexV: readonly (readonly number[])[];
  /** Hexes of the core (for desert-off-centre). */
  readonly core: readonly boolean[];
}

export interface HarborSlot {
  /** Candidate facings: the land hex faced and the land hexes at the port's two intersections. */
  readonly faces: readonly { readonly land: number; readonly touch: readonly number[] }[];
}

export class Budget {
  nodes = 0;
  constructor(readonly limit: number) {}
  spend(): boolean {
    this.nodes++;
    // The clock is read every 256 nodes of all budgets (one attempt may stop well before).
    if (timeLimit !== null && (++timeLimit.spent & 255) === 0 && timeLimit.now() > timeLimit.until)
      throw new SearchTimeout();
    return this.nodes <= this.limit;
  }
}

/**
 * One step of a search that spends no Budget (say, trying the official layout's spirals one
 * by one): reads the clock as Budget.spend does, so such a loop stops at withTimeBudget's time
 * too (issue 27: official-layout share codes ran past HEXKEEPER_SEARCH_MS).
 */
export function searchStep(): void {
  if (timeLimit !== null && (++timeLimit.spent & 255) === 0 && timeLimit.now() > timeLimit.until)
    throw new SearchTimeout();
}

/** Thrown out of a search that ran past the time withTimeBudget gave it. */
export class SearchTimeout extends Error {
  constructor() {
    super('the board search ran out of time');
  }
}

let timeLimit: { readonly until: number; readonly now: () => number; spent: number } | null = null;

/**
 * Runs `fn` (synchronous) with every board search in it limited to `ms` of `now`'s clock; a
 * search past it throws SearchTimeout. For boards from untrusted share codes on a server: the
 * node budgets keep a search finite, this keeps it short. Same seed, same board whenever it
 * finishes — the clock only ever stops a search, never changes its result.
 */
export function withTimeBudget<T>(ms: number, now: () => number, fn: () => T): T {
  const outer = timeLimit;
  timeLimit = { until: now() + ms, now, spent: 0 };
  try {
    return fn();
  } finally {
    timeLimit = outer;
  }
}

/** Draws the distinct values of a multiset in random order, each weighted by its count. */
function weightedOrder(rng: Rng, counts: Int8Array, out: number[]): number {
  let total = 0;
  for (let v = 0; v < counts.length; v++) total += counts[v] as number;
  const left = Int8Array.from(counts);
  let k = 0;
  while (total > 0) {
    let x = rng.int(0, total - 1);
    let v = 0;
    for (; v < left.length; v++) {
      x -= left[v] as number;
      if (x < 0) break;
    }
    out[k++] = v;
    total -= left[v] as number;
    left[v] = 0;
  }
  return k;
}

/**
 * Whether hex h, given terrain t, would belong to a group of touching hexes of t no larger
 * than `cap`. `seen` and `stack` are the caller's scratch space.
 */
function clusterFits(
  g: Graph,
  terrain: Int8Array,
  h: number,
  t: number,
  cap: number,
  seen: Int8Array,
  stack: number[],
): boolean {
  seen.fill(0);
  seen[h] = 1;
  stack.length = 0;
  stack.push(h);
  let size = 0;
  while (stack.length) {
    const x = stack.pop() as number;
    if (++size > cap) return false;
    for (const y of g.nbr[x] as number[])
      if (!seen[y] && terrain[y] === t) {
        seen[y] = 1;
        stack.push(y);
      }
  }
  return true;
}

/**
 * Lays terrains on hexes in `order`: `counts[t]` hexes of terrain code t. Checks the terrain
 * cluster cap and the desert rule; when `tokens` is given (the official layout, where
 * numbers are fixed first) also the per-resource rules. Returns null when the budget runs out
 * or no layout exists.
 */
export function layTerrains(
  g: Graph,
  order: readonly number[],
  counts: readonly number[],
  b: Balance,
  rng: Rng,
  budget: Budget,
  tokens: Int8Array | null,
  desertFixed: number[] | null,
  share: { lo: number[]; hi: number[] } | null,
  maxRed: number,
): Int8Array | null {
  const terrain = new Int8Array(g.n).fill(-1);
  const left = Int8Array.from(counts);
  if (desertFixed) {
    for (const h of desertFixed) terrain[h] = DESERT;
    left[DESERT] = 0;
  }
  const cap = b.terrainCluster;
  const resSum = new Int16Array(5);
  const resLeft = new Int8Array(5);
  for (let t = 0; t < 5; t++) resLeft[t] = counts[t] as number;
  const resRed = new Int8Array(5);
  const resMask = new Int16Array(5);
  const seen = new Int8Array(g.n);
  const stack: number[] = [];
  const buf: number[][] = order.map(() => new Array<number>(6));
  const todo = order.filter((h) => terrain[h] === -1);

  const clusterOk = (h: number, t: number): boolean =>
    cap === null || clusterFits(g, terrain, h, t, cap, seen, stack);

  const resourceOk = (h: number, t: number): boolean => {
    if (!tokens || t === DESERT) return true;
    const v = tokens[h] as number;
    if (b.spreadRed && isRed(v) && (resRed[t] as number) >= maxRed) return false;
    if (b.distinctPerResource && ((resMask[t] as number) >> v) & 1) return false;
    if (share) {
      const s = (resSum[t] as number) + pips(v);
      const l = (resLeft[t] as number) - 1;
      if (s + l > (share.hi[t] as number) || s + 5 * l < (share.lo[t] as number)) return false;
    }
    return true;
  };

  const step = (k: number): boolean => {
    if (k === todo.length) return true;
    if (!budget.spend()) return false;
    const h = todo[k] as number;
    const opts = buf[k] as number[];
    const m = weightedOrder(rng, left, opts);
    for (let i = 0; i < m; i++) {
      const t = opts[i] as number;
      if (t === DESERT && b.desertOffCentre && g.core[h]) continue;
      if (!clusterOk(h, t) || !resourceOk(h, t)) continue;
      terrain[h] = t;
      left[t] = (left[t] as number) - 1;
      let v = 0;
      if (tokens && t !== DESERT) {
        v = tokens[h] as number;
        resSum[t] = (resSum[t] as number) + pips(v);
        resLeft[t] = (resLeft[t] as number) - 1;
        if (isRed(v)) resRed[t] = (resRed[t] as number) + 1;
        resMask[t] = (resMask[t] as number) | (1 << v);
      }
      if (step(k + 1)) return true;
      terrain[h] = -1;
      left[t] = (left[t] as number) + 1;
      if (tokens && t !== DESERT) {
        resSum[t] = (resSum[t] as number) - pips(v);
        resLeft[t] = (resLeft[t] as number) + 1;
        if (isRed(v)) resRed[t] = (resRed[t] as number) - 1;
        resMask[t] = (resMask[t] as number) & ~(1 << v);
      }
      if (budget.nodes > budget.limit) return false;
    }
    return false;
  };
  return step(0) ? terrain : null;
}

/**
 * Puts harbors (`kinds`: -1 generic, 0–4 a resource) on the slots, each facing one of its
 * land hexes, keeping 2:1 harbors off hot hexes of their own resource when asked.
 */
export function layHarbors(
  slots: readonly HarborSlot[],
  kinds: readonly number[],
  terrain: Int8Array,
  token: Int8Array,
  b: Balance,
  rng: Rng,
  budget: Budget,
): { kind: number; face: number }[] | null {
  const counts = new Int8Array(6); // index kind+1
  for (const k of kinds) counts[k + 1] = (counts[k + 1] as number) + 1;
  const out: { kind: number; face: number }[] = [];
  const buf = slots.map(() => new Array<number>(6));
  const step = (i: number): boolean => {
    if (i === slots.length) return true;
    if (!budget.spend()) return false;
    const slot = slots[i] as HarborSlot;
    const opts = buf[i] as number[];
    const m = weightedOrder(rng, counts, opts);
    const firstFace = rng.int(0, slot.faces.length - 1);
    for (let a = 0; a < m; a++) {
      const kind = (opts[a] as number) - 1;
      for (let f = 0; f < slot.faces.length; f++) {
        const fi = (firstFace + f) % slot.faces.length;
        const face = slot.faces[fi] as HarborSlot['faces'][number];
        if (
          b.harborOffOwnHot &&
          kind >= 0 &&
          face.touch.some((h) => terrain[h] === kind && isHot(token[h] as number))
        )
          continue;
        counts[kind + 1] = (counts[kind + 1] as number) - 1;
        out.push({ kind, face: fi });
        if (step(i + 1)) return true;
        out.pop();
        counts[kind + 1] = (counts[kind + 1] as number) + 1;
        if (budget.nodes > budget.limit) return false;
      }
    }
    return false;
  };
  return step(0) ? out : null;
}

/**
 * Splits the number tokens among the resources before anything is laid: resource t gets
 * `sizes[t]` tokens, meeting the per-resource rules (6/8 spread, no repeats, pip share).
 * Returns, per resource, its tokens; null when the budget runs out.
 */
export function splitTokens(
  sizes: readonly number[],
  counts: Int8Array,
  b: Balance,
  rng: Rng,
  budget: Budget,
  share: { lo: number[]; hi: number[] } | null,
  maxRed: number,
): number[][] | null {
  const groups: number[][] = sizes.map(() => []);
  const sum = new Int16Array(sizes.length);
  const red = new Int8Array(sizes.length);
  const tokens: number[] = [];
  counts.forEach((c, v) => {
    for (let k = 0; k < c; k++) tokens.push(v);
  });
  // Most constraining first: red and rare tokens, then the rest in random order.
  const order = [...tokens].sort((x, y) => pips(y) - pips(x) || x - y);
  const slots = sizes.map((_, i) => i);
  const tryOrder = new Int8Array(order.length * slots.length);
  const step = (k: number): boolean => {
    if (k === order.length) {
      if (share)
        for (let t = 0; t < sizes.length; t++)
          if (
            (sum[t] as number) < (share.lo[t] as number) ||
            (sum[t] as number) > (share.hi[t] as number)
          )
            return false;
      return true;
    }
    if (!budget.spend()) return false;
    const v = order[k] as number;
    const p = pips(v);
    // Shuffle the resources to try.
    for (let i = slots.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      const x = slots[i] as number;
      slots[i] = slots[j] as number;
      slots[j] = x;
    }
    // This depth's order, kept apart from `slots`, which the deeper steps shuffle again.
    const S = slots.length;
    for (let i = 0; i < S; i++) tryOrder[k * S + i] = slots[i] as number;
    for (let i = 0; i < S; i++) {
      const t = tryOrder[k * S + i] as number;
      const g = groups[t] as number[];
      if (g.length >= (sizes[t] as number)) continue;
      if (b.distinctPerResource && g.includes(v)) continue;
      if (b.spreadRed && isRed(v) && (red[t] as number) >= maxRed) continue;
      if (share) {
        const s = (sum[t] as number) + p;
        const l = (sizes[t] as number) - g.length - 1;
        if (s + l > (share.hi[t] as number) || s + 5 * l < (share.lo[t] as number)) continue;
      }
      g.push(v);
      sum[t] = (sum[t] as number) + p;
      if (isRed(v)) red[t] = (red[t] as number) + 1;
      if (step(k + 1)) return true;
      g.pop();
      sum[t] = (sum[t] as number) - p;
      if (isRed(v)) red[t] = (red[t] as number) - 1;
      if (budget.nodes > budget.limit) return false;
    }
    return false;
  };
  return step(0) ? groups : null;
}

/** Working arrays of layPieces, kept per graph so a call allocates only what it returns. */
interface Scratch {
  readonly vSum: Int16Array;
  readonly vLeft: Int8Array;
  /** Each intersection's land hex count: vLeft's starting value. */
  readonly vLeft0: Int8Array;
  readonly vDesert: Int8Array;
  /** 1 where three land hexes meet. */
  readonly v3: Uint8Array;
  readonly seen: Int8Array;
  readonly stack: number[];
  candK: Int16Array;
  candW: Int16Array;
}

const scratches = new WeakMap<Graph, Scratch>();

function scratchFor(g: Graph, cand: number): Scratch {
  let sc = scratches.get(g);
  if (!sc) {
    const V = g.vHex.length;
    const vLeft0 = new Int8Array(V);
    const v3 = new Uint8Array(V);
    g.vHex.forEach((hs, v) => {
      vLeft0[v] = hs.length;
      v3[v] = hs.length === 3 ? 1 : 0;
    });
    sc = {
      vSum: new Int16Array(V),
      vLeft: new Int8Array(V),
      vLeft0,
      vDesert: new Int8Array(V),
      v3,
      seen: new Int8Array(g.n),
      stack: [],
      candK: new Int16Array(cand),
      candW: new Int16Array(cand),
    };
    scratches.set(g, sc);
  }
  if (sc.candK.length < cand) {
    sc.candK = new Int16Array(cand);
    sc.candW = new Int16Array(cand);
  }
  return sc;
}

/** The distinct pieces of a split (a terrain with its token, or a desert) and their counts. */
interface Kinds {
  readonly groups: readonly (readonly number[])[];
  readonly deserts: number;
  readonly kindT: Int8Array;
  readonly kindV: Int8Array;
  readonly count: Int16Array;
  readonly kPips: Int8Array;
  readonly kRed: Uint8Array;
  readonly kLow: Uint8Array;
  /** Bit sets of kinds (when there are at most 31): by terrain, by token, by pips (tokens only). */
  readonly byTerrain: Int32Array;
  readonly byValue: Int32Array;
  readonly byPips: Int32Array;
  readonly red: number;
  readonly low: number;
  readonly desert: number;
}

/** The last split's kinds: the placement tries of one split share them. */
let lastKinds: Kinds | null = null;

function kindsOf(groups: readonly (readonly number[])[], deserts: number): Kinds {
  if (lastKinds && lastKinds.groups === groups && lastKinds.deserts === deserts) return lastKinds;
  const t0: number[] = [];
  const v0: number[] = [];
  const c0: number[] = [];
  const add = (t: number, v: number) => {
    for (let i = 0; i < t0.length; i++)
      if (t0[i] === t && v0[i] === v) {
        c0[i] = (c0[i] as number) + 1;
        return;
      }
    t0.push(t);
    v0.push(v);
    c0.push(1);
  };
  groups.forEach((ts, t) => {
    for (const v of ts) add(t, v);
  });
  for (let d = 0; d < deserts; d++) add(DESERT, 0);
  const byTerrain = new Int32Array(6);
  const byValue = new Int32Array(13);
  const byPips = new Int32Array(6);
  let red = 0;
  let low = 0;
  let desert = 0;
  const K = t0.length;
  if (K <= 31)
    t0.forEach((t, k) => {
      const v = v0[k] as number;
      byTerrain[t] = (byTerrain[t] as number) | (1 << k);
      if (t === DESERT) desert |= 1 << k;
      else {
        byValue[v] = (byValue[v] as number) | (1 << k);
        byPips[pips(v)] = (byPips[pips(v)] as number) | (1 << k);
        if (isRed(v)) red |= 1 << k;
        if (v === 2 || v === 12) low |= 1 << k;
      }
    });
  lastKinds = {
    groups,
    deserts,
    byTerrain,
    byValue,
    byPips,
    red,
    low,
    desert,
    kindT: new Int8Array(K),
    kindV: new Int8Array(K),
    count: new Int16Array(K),
    kPips: new Int8Array(K),
    kRed: new Uint8Array(K),
    kLow: new Uint8Array(K),
  };
  for (let k = 0; k < K; k++) {
    const v = v0[k] as number;
    lastKinds.kindT[k] = t0[k] as number;
    lastKinds.kindV[k] = v;
    lastKinds.count[k] = c0[k] as number;
    lastKinds.kPips[k] = pips(v);
    lastKinds.kRed[k] = +isRed(v);
    lastKinds.kLow[k] = +(v === 2 || v === 12);
  }
  return lastKinds;
}

/**
 * Lays terrain and number together: each hex in `order` takes one piece (a terrain with its
 * token, or a desert) from `groups`, checking every neighbour and intersection rule as it
 * goes. Deciding both at once lets the search mend a crowded intersection by changing
 * terrain as well as number. This is the hot loop of the generator, hence the flat arrays.
 */
export function layPieces(
  g: Graph,
  order: readonly number[],
  groups: readonly (readonly number[])[],
  deserts: number,
  b: Balance,
  rng: Rng,
  budget: Budget,
): { terrain: Int8Array; token: Int8Array } | null {
  // Distinct piece kinds (terrain, token) and how many of each are left.
  const kinds = kindsOf(groups, deserts);
  const { kindT, kindV, kPips, kRed, kLow } = kinds;
  const K = kindT.length;
  const left = Int16Array.from(kinds.count);
  // Kinds with pieces left, as a bit set (when K ≤ 31: candidates then filters by masks).
  const bits = K <= 31;
  let live = 0;
  if (bits) for (let k = 0; k < K; k++) if ((left[k] as number) > 0) live |= 1 << k;

  const n = g.n;
  const terrain = new Int8Array(n).fill(-1);
  const token = new Int8Array(n);
  const sc = scratchFor(g, order.length * K);
  const { vSum, vLeft, vDesert, v3, seen } = sc;
  vSum.fill(0);
  vLeft.set(sc.vLeft0);
  vDesert.fill(0);
  const cap = b.pipCap ?? 99;
  const floorOn = b.pipFloor;
  const clusterCap = b.terrainCluster;
  const stack = sc.stack;
  // Per depth: the kinds still to try and their weights (depth d's at d × K).
  const candK = sc.candK;
  const candW = sc.candW;

  const clusterOk = (h: number, t: number): boolean =>
    clusterFits(g, terrain, h, t, clusterCap as number, seen, stack);
  const floorOf = (deserts: number) => (deserts === 0 ? 5 : deserts === 1 ? 4 : 0);
  // Pieces left by pips (index 0: deserts), for the look-ahead below.
  const byPips = new Int8Array(6);
  for (let k = 0; k < K; k++)
    byPips[kPips[k] as number] = (byPips[kPips[k] as number] as number) + (left[k] as number);
  /** Whether every empty neighbour of h can still take some piece under the pip cap. */
  const neighboursLive = (h: number): boolean => {
    let least = 0;
    while (least < 6 && byPips[least] === 0) least++;
    if (least >= 5) return true;
    const nb = g.nbr[h] as number[];
    for (let i = 0; i < nb.length; i++) {
      const y = nb[i] as number;
      if (terrain[y] !== -1) continue;
      const hv = g.hexV[y] as number[];
      let room = 99;
      for (let j = 0; j < hv.length; j++) {
        const r = cap - (vSum[hv[j] as number] as number);
        if (r < room) room = r;
      }
      if (room < least) return false;
    }
    return true;
  };

  const apply = (h: number, k: number, sign: 1 | -1) => {
    const t = kindT[k] as number;
    terrain[h] = sign === 1 ? t : -1;
    token[h] = sign === 1 ? (kindV[k] as number) : 0;
    left[k] = (left[k] as number) - sign;
    if (bits) live = (left[k] as number) > 0 ? live | (1 << k) : live & ~(1 << k);
    byPips[kPips[k] as number] = (byPips[kPips[k] as number] as number) - sign;
    const p = (kPips[k] as number) * sign;
    const d = t === DESERT ? sign : 0;
    const hv = g.hexV[h] as number[];
    for (let i = 0; i < hv.length; i++) {
      const u = hv[i] as number;
      vSum[u] = (vSum[u] as number) + p;
      vLeft[u] = (vLeft[u] as number) - sign;
      vDesert[u] = (vDesert[u] as number) + d;
    }
  };

  let total = 0;
  /** Gathers the kinds that fit on h into candK/candW from `o` on; returns how many. */
  const candidates = (h: number, o: number): number => {
    // What the neighbours forbid, summed up once for every candidate.
    let tMask = 0;
    let vMask = 0;
    let redN = false;
    let lowN = false;
    const nb = g.nbr[h] as number[];
    for (let i = 0; i < nb.length; i++) {
      const x = nb[i] as number;
      const t = terrain[x] as number;
      if (t >= 0) tMask |= 1 << t;
      const w = token[x] as number;
      if (w) {
        vMask |= 1 << w;
        if (w === 6 || w === 8) redN = true;
        if (w === 2 || w === 12) lowN = true;
      }
    }
    // The pips this hex may carry so that its intersections stay within the cap and floor.
    let maxP = 99;
    let minP = -99;
    let desertOk = !(b.desertOffCentre && g.core[h]);
    const hv = g.hexV[h] as number[];
    for (let i = 0; i < hv.length; i++) {
      const u = hv[i] as number;
      const sum = vSum[u] as number;
      if (cap - sum < maxP) maxP = cap - sum;
      if (floorOn && v3[u]) {
        const l = (vLeft[u] as number) - 1;
        const f = floorOf(vDesert[u] as number);
        const need = l === 0 ? f - sum : Math.min(f, 4) - 5 * l - sum;
        if (need > minP) minP = need;
        const f2 = floorOf((vDesert[u] as number) + 1);
        if (l === 0 ? sum < f2 : sum + 5 * l < Math.min(f2, 4)) desertOk = false;
      }
    }
    let m = 0;
    total = 0;
    if (bits) {
      // The same filter as the loop below, on bit sets of kinds, in the same (ascending) order.
      let pipOk = 0;
      for (let p = 1; p <= 5; p++) if (p <= maxP && p >= minP) pipOk |= kinds.byPips[p] as number;
      let allow = live & pipOk;
      if (redN && b.noAdjacentRed) allow &= ~kinds.red;
      if (lowN && b.noAdjacentLow) allow &= ~kinds.low;
      if (b.noAdjacentEqual)
        for (let r = vMask; r; r &= r - 1)
          allow &= ~(kinds.byValue[31 - Math.clz32(r & -r)] as number);
      if (desertOk) allow |= live & kinds.desert;
      if (clusterCap === 1)
        for (let r = tMask; r; r &= r - 1)
          allow &= ~(kinds.byTerrain[31 - Math.clz32(r & -r)] as number);
      while (allow) {
        const k = 31 - Math.clz32(allow & -allow);
        allow &= allow - 1;
        if (clusterCap !== null && clusterCap !== 1 && !clusterOk(h, kindT[k] as number)) continue;
        const c = left[k] as number;
        candK[o + m] = k;
        candW[o + m] = c;
        m++;
        total += c;
      }
      return m;
    }
    for (let k = 0; k < K; k++) {
      const c = left[k] as number;
      if (c <= 0) continue;
      const t = kindT[k] as number;
      if (t === DESERT) {
        if (!desertOk) continue;
      } else {
        const p = kPips[k] as number;
        if (p > maxP || p < minP) continue;
        const v = kindV[k] as number;
        if (redN && kRed[k] && b.noAdjacentRed) continue;
        if (lowN && kLow[k] && b.noAdjacentLow) continue;
        if (b.noAdjacentEqual && (vMask >> v) & 1) continue;
      }
      if (clusterCap === 1 ? (tMask >> t) & 1 : clusterCap !== null && !clusterOk(h, t)) continue;
      candK[o + m] = k;
      candW[o + m] = c;
      m++;
      total += c;
    }
    return m;
  };

  const step = (depth: number): boolean => {
    if (depth === order.length) return true;
    if (!budget.spend()) return false;
    const o = depth * K;
    const h = order[depth] as number;
    let m = candidates(h, o);
    // Draw the fitting kinds one at a time, weighted by how many pieces of each are left.
    while (m > 0) {
      let x = rng.int(0, total - 1);
      let i = 0;
      for (; i < m - 1; i++) {
        x -= candW[o + i] as number;
        if (x < 0) break;
      }
      const k = candK[o + i] as number;
      total -= candW[o + i] as number;
      m--;
      candK[o + i] = candK[o + m] as number;
      candW[o + i] = candW[o + m] as number;
      apply(h, k, 1);
      if (neighboursLive(h) && step(depth + 1)) return true;
      apply(h, k, -1);
      if (budget.nodes > budget.limit) return false;
    }
    return false;
  };
  return step(0) ? { terrain, token } : null;
}
