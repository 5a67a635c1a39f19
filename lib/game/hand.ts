// Card tallies by resource. Hands always carry every resource of the ruleset as a key,
// so two equal hands are deep-equal and a hand prints the same way everywhere.

import type { Hand } from './types';

/** A hand with `n` of every resource. */
export const fillHand = (resources: readonly string[], n = 0): Hand =>
  Object.fromEntries(resources.map((r) => [r, n]));

/** Normalises a partial tally into a full hand; null if it names an unknown resource or a bad count. */
export function toHand(
  resources: readonly string[],
  partial: Readonly<Record<string, unknown>>,
): Hand | null {
  if (partial === null || typeof partial !== 'object' || Array.isArray(partial)) return null;
  const out: Record<string, number> = {};
  for (const r of resources) out[r] = 0;
  for (const [k, v] of Object.entries(partial)) {
    if (!(k in out)) return null;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return null;
    out[k] = v;
  }
  return out;
}

export const get = (h: Hand, r: string): number => h[r] ?? 0;

export function total(h: Hand): number {
  let t = 0;
  for (const k in h) t += h[k] ?? 0;
  return t;
}

export function add(a: Hand, b: Hand): Hand {
  const out: Record<string, number> = { ...a };
  for (const k in b) out[k] = (out[k] ?? 0) + (b[k] ?? 0);
  return out;
}

export function sub(a: Hand, b: Hand): Hand {
  const out: Record<string, number> = { ...a };
  for (const k in b) out[k] = (out[k] ?? 0) - (b[k] ?? 0);
  return out;
}

/** Adds `n` of one resource. */
export function plus(a: Hand, r: string, n: number): Hand {
  return { ...a, [r]: (a[r] ?? 0) + n };
}

/** True when `h` holds at least `need` of every resource. */
export function covers(h: Hand, need: Readonly<Record<string, number | undefined>>): boolean {
  for (const k in need) if ((h[k] ?? 0) < (need[k] ?? 0)) return false;
  return true;
}

/** Only the resources with a count, for short explanations ("2 ore, 1 grain"). */
export function nonZero(h: Hand): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k in h) if ((h[k] ?? 0) !== 0) out[k] = h[k] ?? 0;
  return out;
}

/** The i-th card (0-based) when the hand is laid out in resource order: a fair random pick. */
export function nthCard(h: Hand, resources: readonly string[], i: number): string | null {
  let n = i;
  for (const r of resources) {
    const c = h[r] ?? 0;
    if (n < c) return r;
    n -= c;
  }
  return null;
}
