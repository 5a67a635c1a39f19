// The draft in the generator's search (the `draft-spread-max-N` constraint). A laid board is
// mended by swapping the numbers of two hexes, each swap checked against every neighbour,
// intersection and per-resource rule the balance asks for, for as long as the draft gets
// fairer. No randomness: the same laid board always ends the same way, so a seed still gives
// one board. docs/board-format.md states the rule; draft.ts defines the draft itself.

import { pips } from '../rules/vocab';
import type { Balance } from './balance';
import { atIntersections } from './commodity';
import { type DraftIsland, draftKey, draftKeys, draftPicks, draftSeats, spreadOf } from './draft';
import { DESERT, type Graph } from './search';

/** The per-resource rules a swap across resources must keep (the generator's bounds). */
export interface ResourceRules {
  readonly share: { readonly lo: readonly number[]; readonly hi: readonly number[] } | null;
  readonly maxRed: number;
}

const isRedV = (v: number) => v === 6 || v === 8;

/**
 * A laid board as the draft sees it, kept up to date while numbers are swapped: each
 * intersection's pips and preference key, and the pick sequence.
 */
class DraftState {
  readonly value: Int16Array;
  readonly key: Int32Array;
  readonly kinds: Int8Array;
  readonly picks: Int32Array;
  constructor(
    readonly island: DraftIsland,
    readonly token: Int8Array,
    terrain: Int8Array,
    readonly seats: readonly number[],
  ) {
    const V = island.vHex.length;
    const n = token.length;
    const hexPips = new Int8Array(n);
    const hexRes = new Int8Array(n);
    for (let h = 0; h < n; h++) {
      hexPips[h] = pips(token[h] as number);
      hexRes[h] = (terrain[h] as number) === DESERT ? -1 : (terrain[h] as number);
    }
    this.value = new Int16Array(V);
    this.key = new Int32Array(V);
    draftKeys(island, hexPips, hexRes, this.value, this.key);
    this.kinds = new Int8Array(V);
    for (let v = 0; v < V; v++) this.kinds[v] = ((this.key[v] as number) >> 12) & 7;
    this.picks = new Int32Array(2 * (seats[seats.length - 1] ?? 0));
    this.blocked = new Uint8Array(V);
  }

  readonly blocked: Uint8Array;

  /** Recomputes the given intersections after a number beside them changed. */
  touch(vs: readonly number[]): void {
    for (let i = 0; i < vs.length; i++) {
      const v = vs[i] as number;
      const hs = this.island.vHex[v] as readonly number[];
      let sum = 0;
      for (let j = 0; j < hs.length; j++) sum += pips(this.token[hs[j] as number] as number);
      this.value[v] = sum;
      this.key[v] = draftKey(sum, this.kinds[v] as number, this.island.rank[v] as number);
    }
  }

  /**
   * The draft's cost, smaller is fairer: `lex`, the spreads the fewest seats first (one
   * number: base-16 digits); also the largest spread and the sum of the spreads.
   */
  cost(): Cost {
    const made = draftPicks(this.island, this.key, this.picks.length, this.picks);
    let lex = 0;
    let max = 0;
    let total = 0;
    for (let i = 0; i < this.seats.length; i++) {
      const s = spreadOf(this.picks, made, this.value, this.seats[i] as number);
      lex = lex * 16 + Math.min(s, 15);
      if (s > max) max = s;
      total += s;
    }
    return { lex, max, total };
  }

  /** Picks made so far by costBelow, and whether the island ran out of free intersections. */
  private made = 0;
  private out = false;

  /** Extends the picks to `count` (fewer if the island runs out), exactly as draftPicks makes them. */
  private pickUpTo(count: number): void {
    const island = this.island;
    const V = island.vHex.length;
    const key = this.key;
    const blocked = this.blocked;
    while (this.made < count && !this.out) {
      let pick = -1;
      let bestKey = -1;
      for (let v = 0; v < V; v++)
        if (!blocked[v] && (key[v] as number) > bestKey) {
          bestKey = key[v] as number;
          pick = v;
        }
      if (pick < 0) {
        this.out = true;
        return;
      }
      this.picks[this.made++] = pick;
      blocked[pick] = 1;
      const nb = island.vNbr[pick] as readonly number[];
      for (let j = 0; j < nb.length; j++) blocked[nb[j] as number] = 1;
    }
  }

  /**
   * The cost when its `lex` is below `best`'s, else null. The same picks as cost(), made one
   * seat count at a time: a swap that makes an early spread worse is refused without drafting
   * the rest.
   */
  costBelow(best: Cost): Cost | null {
    this.blocked.fill(0);
    this.made = 0;
    this.out = false;
    const S = this.seats.length;
    let lex = 0;
    let max = 0;
    let total = 0;
    let below = false;
    let place = 16 ** (S - 1);
    for (let i = 0; i < S; i++, place /= 16) {
      const seats = this.seats[i] as number;
      this.pickUpTo(2 * seats);
      const sp = spreadOf(this.picks, this.made, this.value, seats);
      lex = lex * 16 + Math.min(sp, 15);
      if (sp > max) max = sp;
      total += sp;
      if (!below) {
        // best's digits for the seat counts so far.
        const head = Math.floor(best.lex / place);
        if (lex > head) return null;
        if (lex < head) below = true;
      }
    }
    return below ? { lex, max, total } : null;
  }
}

interface Cost {
  /** The spreads, the fewest seats first, as base-16 digits. */
  readonly lex: number;
  readonly max: number;
  readonly total: number;
}

/** Whether the neighbour and intersection rules still hold around hexes x and y. */
function localOk(
  g: Graph,
  b: Balance,
  terrain: Int8Array,
  token: Int8Array,
  x: number,
  y: number,
): boolean {
  const cap = b.pipCap;
  for (let k = 0; k < 2; k++) {
    const h = k === 0 ? x : y;
    const v = token[h] as number;
    const red = isRedV(v);
    const low = v === 2 || v === 12;
    const nb = g.nbr[h] as readonly number[];
    for (let i = 0; i < nb.length; i++) {
      const n = nb[i] as number;
      if (n === x || n === y) continue;
      const w = token[n] as number;
      if (!w) continue;
      if (b.noAdjacentRed && red && isRedV(w)) return false;
      if (b.noAdjacentEqual && v === w) return false;
      if (b.noAdjacentLow && low && (w === 2 || w === 12)) return false;
    }
    const hv = g.hexV[h] as readonly number[];
    for (let i = 0; i < hv.length; i++) {
      const hs = g.vHex[hv[i] as number] as readonly number[];
      let sum = 0;
      let deserts = 0;
      for (let j = 0; j < hs.length; j++) {
        const q = hs[j] as number;
        sum += pips(token[q] as number);
        if (terrain[q] === DESERT) deserts++;
      }
      if (cap !== null && sum > cap) return false;
      if (b.pipFloor && hs.length === 3 && sum < (deserts === 0 ? 5 : deserts === 1 ? 4 : 0))
        return false;
    }
  }
  return true;
}

/**
 * Mends the draft of a laid board in place (`token` changes) and says whether it now meets
 * `b.draftSpread` (at most N for every seat count) and `b.draftTotal` (the spreads add up to at
 * most T). The descent: go through the pairs of producing hexes (x < y, in hex order) whose
 * numbers differ in pips; swap their numbers when every rule still holds and the cost drops
 * (`lex`), else put them back; repeat whole passes until every spread is at most N and the
 * spreads add up to at most min(N, T), or a pass keeps nothing. A board still over N or T is
 * given up (the search lays another). An unset bound is no bound.
 */
export function balanceDraft(
  g: Graph,
  island: DraftIsland,
  terrain: Int8Array,
  token: Int8Array,
  b: Balance,
  players: number,
  rules: ResourceRules,
  commodity: readonly number[] = [],
): boolean {
  // The commodity phase runs only where the balance bounds it and the ruleset has commodities,
  // so every other board is mended exactly as before (board-codes-golden.test.ts).
  const mendCommodity = b.commoditySpread !== null && commodity.length > 0;
  if (b.draftSpread === null && b.draftTotal === null && !mendCommodity) return true;
  const limit = b.draftSpread ?? Infinity;
  const totalLimit = b.draftTotal ?? Infinity;
  const st = new DraftState(island, token, terrain, draftSeats(players));
  let best = st.cost();
  // The descent aims for spreads adding up to at most the smaller bound.
  const aim = Math.min(limit, totalLimit);
  const done = (c: Cost) => c.max <= limit && c.total <= aim;
  if (done(best) && !mendCommodity) return true;
  const n = g.n;
  // Per resource: pips, 6s and 8s, and which numbers it holds (for swaps across resources).
  const resSum = new Int16Array(5);
  const resRed = new Int8Array(5);
  const resMask = new Int32Array(5);
  for (let h = 0; h < n; h++) {
    const t = terrain[h] as number;
    if (t === DESERT) continue;
    const v = token[h] as number;
    resSum[t] = (resSum[t] as number) + pips(v);
    if (isRedV(v)) resRed[t] = (resRed[t] as number) + 1;
    resMask[t] = (resMask[t] as number) | (1 << v);
  }
  /** Whether resource t may give number `give` away and take `take` instead. */
  const resourceOk = (t: number, give: number, take: number): boolean => {
    if (b.distinctPerResource && ((resMask[t] as number) >> take) & 1) return false;
    if (b.spreadRed && (resRed[t] as number) + +isRedV(take) - +isRedV(give) > rules.maxRed)
      return false;
    if (rules.share) {
      const s = (resSum[t] as number) + pips(take) - pips(give);
      if (s < (rules.share.lo[t] as number) || s > (rules.share.hi[t] as number)) return false;
    }
    return true;
  };
  const trade = (t: number, give: number, take: number) => {
    resSum[t] = (resSum[t] as number) + pips(take) - pips(give);
    resRed[t] = (resRed[t] as number) + +isRedV(take) - +isRedV(give);
    resMask[t] = ((resMask[t] as number) & ~(1 << give)) | (1 << take);
  };
  const swap = (x: number, y: number) => {
    const v = token[x] as number;
    token[x] = token[y] as number;
    token[y] = v;
    st.touch(g.hexV[x] as readonly number[]);
    st.touch(g.hexV[y] as readonly number[]);
  };
  for (let kept = true; kept && !done(best); ) {
    kept = false;
    for (let x = 0; x < n && !done(best); x++) {
      const tx = terrain[x] as number;
      if (tx === DESERT) continue;
      for (let y = x + 1; y < n && !done(best); y++) {
        const ty = terrain[y] as number;
        const vx = token[x] as number;
        const vy = token[y] as number;
        // A swap of equal pips leaves the draft as it is.
        if (ty === DESERT || pips(vx) === pips(vy)) continue;
        if (tx !== ty && !(resourceOk(tx, vx, vy) && resourceOk(ty, vy, vx))) continue;
        swap(x, y);
        if (localOk(g, b, terrain, token, x, y)) {
          const c = st.costBelow(best);
          if (c) {
            best = c;
            kept = true;
            if (tx !== ty) {
              trade(tx, vx, vy);
              trade(ty, vy, vx);
            }
            continue;
          }
        }
        swap(x, y);
      }
    }
  }
  const fits = best.max <= limit && best.total <= totalLimit;
  if (!fits || !mendCommodity) return fits;

  // The commodity phase (docs/board-format.md): the same swaps, kept when the draft still
  // meets its bounds and the commodity spreads drop (the largest first, then their sum).
  const comLimit = b.commoditySpread ?? Infinity;
  const isCom = new Uint8Array(n);
  for (let h = 0; h < n; h++) isCom[h] = +commodity.includes(terrain[h] as number);
  const V = island.vHex.length;
  const com = new Int16Array(V);
  const comTouch = (vs: readonly number[]) => {
    for (let i = 0; i < vs.length; i++) {
      const v = vs[i] as number;
      const hs = island.vHex[v] as readonly number[];
      let sum = 0;
      for (let j = 0; j < hs.length; j++) {
        const q = hs[j] as number;
        if (isCom[q]) sum += pips(token[q] as number);
      }
      com[v] = sum;
    }
  };
  for (let v = 0; v < V; v++) comTouch([v]);
  const seats = draftSeats(players);
  const picks = new Int32Array(2 * (seats[seats.length - 1] ?? 0));
  const comCost = (): { ok: boolean; max: number; total: number } => {
    const made = draftPicks(island, st.key, picks.length, picks);
    let dMax = 0;
    let dTotal = 0;
    let max = 0;
    let total = 0;
    for (const k of seats) {
      const d = spreadOf(picks, made, st.value, k);
      const c = spreadOf(picks, made, com, k);
      dMax = Math.max(dMax, d);
      dTotal += d;
      max = Math.max(max, c);
      total += c;
    }
    return { ok: dMax <= limit && dTotal <= totalLimit, max, total };
  };
  const comSwap = (x: number, y: number) => {
    swap(x, y);
    comTouch(g.hexV[x] as readonly number[]);
    comTouch(g.hexV[y] as readonly number[]);
  };
  let bestCom = comCost();
  for (let kept = true; kept && bestCom.max > comLimit; ) {
    kept = false;
    for (let x = 0; x < n && bestCom.max > comLimit; x++) {
      const tx = terrain[x] as number;
      if (tx === DESERT) continue;
      for (let y = x + 1; y < n && bestCom.max > comLimit; y++) {
        const ty = terrain[y] as number;
        const vx = token[x] as number;
        const vy = token[y] as number;
        if (ty === DESERT || pips(vx) === pips(vy)) continue;
        if (tx !== ty && !(resourceOk(tx, vx, vy) && resourceOk(ty, vy, vx))) continue;
        comSwap(x, y);
        if (localOk(g, b, terrain, token, x, y)) {
          const c = comCost();
          if (c.ok && (c.max < bestCom.max || (c.max === bestCom.max && c.total < bestCom.total))) {
            bestCom = c;
            kept = true;
            if (tx !== ty) {
              trade(tx, vx, vy);
              trade(ty, vy, vx);
            }
            continue;
          }
        }
        comSwap(x, y);
      }
    }
  }
  return bestCom.max <= comLimit;
}

/** Whether a laid board's draft meets `b.draftSpread` and `b.draftTotal` as it is (the official layout's numbers are fixed). */
export function draftFits(
  island: DraftIsland,
  terrain: Int8Array,
  token: Int8Array,
  b: Balance,
  players: number,
  commodity: readonly number[] = [],
): boolean {
  if (b.commoditySpread !== null && commodity.length > 0) {
    const V = island.vHex.length;
    const hexCom = Array.from(token, (v, h) =>
      commodity.includes(terrain[h] as number) ? pips(v) : 0,
    );
    const com = atIntersections(island.vHex, hexCom, new Int16Array(V));
    const seats = draftSeats(players);
    const st = new DraftState(island, token, terrain, seats);
    const made = draftPicks(island, st.key, st.picks.length, st.picks);
    for (const k of seats) if (spreadOf(st.picks, made, com, k) > b.commoditySpread) return false;
  }
  if (b.draftSpread === null && b.draftTotal === null) return true;
  const c = new DraftState(island, token, terrain, draftSeats(players)).cost();
  return c.max <= (b.draftSpread ?? c.max) && c.total <= (b.draftTotal ?? c.total);
}
