// Card tallies by resource. Hands always carry every resource of the ruleset as a key,
// so two equal hands are deep-equal and a hand prints the same way everywhere.

import type { Hand } from './types';

// Every read here asks for an own key and every walk takes own keys only: a name such as
// "constructor" or "toString" is never a card, whatever reached the engine
// (test/unit/game-forgery.test.ts). Hands stay plain objects (not prototype-free ones): views
// carry them into React's server-rendered pages, which refuse objects without a prototype.

/** An empty record. */
const bare = (): Record<string, number> => ({});

/** A hand with `n` of every resource. */
export function fillHand(resources: readonly string[], n = 0): Hand {
  const out = bare();
  for (const r of resources) out[r] = n;
  return out;
}

/** Normalises a partial tally into a full hand; null if it names an unknown resource or a bad count. */
export function toHand(
  resources: readonly string[],
  partial: Readonly<Record<string, unknown>>,
): Hand | null {
  if (partial === null || typeof partial !== 'object' || Array.isArray(partial)) return null;
  const out = bare();
  for (const r of resources) out[r] = 0;
  for (const k of Reflect.ownKeys(partial)) {
    if (typeof k !== 'string' || !Object.hasOwn(out, k)) return null;
    const v = (partial as Record<string, unknown>)[k];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return null;
    out[k] = v;
  }
  return out;
}

/** The count of one resource: 0 for a name the hand does not own. */
export const get = (h: Hand, r: string): number => (Object.hasOwn(h, r) ? (h[r] ?? 0) : 0);

/** The own keys of a record (never an inherited name). */
const keys = (h: Readonly<Record<string, unknown>>): string[] => Object.keys(h);

export function total(h: Hand): number {
  let t = 0;
  for (const k of keys(h)) t += get(h, k);
  return t;
}

/** A copy of `a`'s own counts. */
function copy(a: Hand): Record<string, number> {
  const out = bare();
  for (const k of keys(a)) out[k] = get(a, k);
  return out;
}

export function add(a: Hand, b: Hand): Hand {
  const out = copy(a);
  for (const k of keys(b)) out[k] = get(out, k) + get(b, k);
  return out;
}

export function sub(a: Hand, b: Hand): Hand {
  const out = copy(a);
  for (const k of keys(b)) out[k] = get(out, k) - get(b, k);
  return out;
}

/** Adds `n` of one resource. */
export function plus(a: Hand, r: string, n: number): Hand {
  const out = copy(a);
  out[r] = get(a, r) + n;
  return out;
}

/** True when `h` holds at least `need` of every resource. */
export function covers(h: Hand, need: Readonly<Record<string, number | undefined>>): boolean {
  for (const k of keys(need))
    if (get(h, k) < (Object.hasOwn(need, k) ? (need[k] ?? 0) : 0)) return false;
  return true;
}

/** Only the resources with a count, for short explanations ("2 ore, 1 grain"). */
export function nonZero(h: Hand): Record<string, number> {
  const out = bare();
  for (const k of keys(h)) if (get(h, k) !== 0) out[k] = get(h, k);
  return out;
}

/** The i-th card (0-based) when the hand is laid out in resource order: a fair random pick. */
export function nthCard(h: Hand, resources: readonly string[], i: number): string | null {
  let n = i;
  for (const r of resources) {
    const c = get(h, r);
    if (n < c) return r;
    n -= c;
  }
  return null;
}
