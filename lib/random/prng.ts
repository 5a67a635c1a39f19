// The one source of randomness in lib/: pure-rand's xoroshiro128+, seeded from a text seed.
// The same seed gives the same numbers in Node and in every browser: xoroshiro128+ and
// pure-rand's uniformInt use only 32-bit integer arithmetic, and the text seed is hashed
// with FNV-1a (32-bit) over its UTF-16 code units.

import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

export interface Rng {
  /** A whole number from `from` to `to`, both included. */
  int(from: number, to: number): number;
  /** The generator's state, to resume it later (for example inside a game state). */
  state(): readonly number[];
}

/** FNV-1a, 32-bit: a text seed becomes the generator's integer seed. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

const TWO32 = 2 ** 32;

const wrap = (g: ReturnType<typeof xoroshiro128plus>): Rng => ({
  // Small ranges (the generator's hot loops) map one 32-bit draw by multiplication, exact in
  // float64 for ranges up to 2^20; larger ones use pure-rand's unbiased uniformInt.
  int: (from, to) =>
    to - from < 1 << 20
      ? from + Math.floor(((g.next() >>> 0) * (to - from + 1)) / TWO32)
      : uniformInt(g, from, to),
  state: () => g.getState(),
});

/** A generator for a text seed (and an optional stream name, so that uses do not share draws). */
export const rngFromSeed = (seed: string, stream = ''): Rng =>
  wrap(xoroshiro128plus(hashSeed(stream ? `${stream}:${seed}` : seed)));

/** A generator resumed from `state()`. */
export const rngFromState = (state: readonly number[]): Rng =>
  wrap(xoroshiro128plusFromState(state));

/** Fisher–Yates shuffle into a new array. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = a[i] as T;
    a[i] = a[j] as T;
    a[j] = t;
  }
  return a;
}

/** Shuffles an array in place (for hot loops that own their array). */
export function shuffleInPlace<T>(rng: Rng, a: T[]): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = a[i] as T;
    a[i] = a[j] as T;
    a[j] = t;
  }
}

const SEED_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A fresh human-friendly seed (8 characters, no look-alike letters) drawn from `rng`. */
export function newSeedText(rng: Rng): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += SEED_ALPHABET[rng.int(0, SEED_ALPHABET.length - 1)];
  return s;
}
