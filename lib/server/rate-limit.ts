import 'server-only';
// Token buckets per key (a client address or a credential), with bounded memory: the map
// keeps at most `maxKeys` buckets and drops the least recently used first, so a flood of
// new keys costs a fixed amount of memory (a dropped bucket starts full again).

import type { RateSetting } from './env';

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly setting: () => RateSetting,
    private readonly maxKeys = 10_000,
  ) {}

  /** Takes one token for `key`; returns 0 when allowed, else the seconds to wait. */
  take(key: string, now = Date.now()): number {
    const { burst, perMinute } = this.setting();
    if (burst === Number.POSITIVE_INFINITY) return 0;
    const perMs = perMinute / 60_000;
    const b = this.buckets.get(key);
    const bucket: Bucket = b
      ? { tokens: Math.min(burst, b.tokens + (now - b.at) * perMs), at: now }
      : { tokens: burst, at: now };
    this.buckets.delete(key);
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket);
      return perMs > 0 ? Math.ceil((1 - bucket.tokens) / perMs / 1000) : 60;
    }
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    while (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next();
      if (oldest.done) break;
      this.buckets.delete(oldest.value);
    }
    return 0;
  }

  get size(): number {
    return this.buckets.size;
  }
}
