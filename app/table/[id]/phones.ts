// The tablet's Phones tab and its warnings: the words (phones-words/<lang>.ts, loaded one
// language at a time) and, pure, how many devices follow a seat, which seats just got a second
// device (the tablet warns), and when a shown QR code hides itself (a phone joined that seat
// while it was shown).
import { lazyWords } from '@/app/ui/lazy-words';
import type { PhonesWords } from './phones-words/types';

export type { PhonesWords } from './phones-words/types';

/** The Phones tab’s words, one language at a time: read with `useLazyWords(PHONES)`. */
export const PHONES = lazyWords<PhonesWords>({
  en: () => import('./phones-words/en'),
  sv: () => import('./phones-words/sv'),
  de: () => import('./phones-words/de'),
  da: () => import('./phones-words/da'),
});

export type DeviceCounts = Readonly<Record<number, number>>;

/** Devices following `seat`: 0 when none, null while unknown. */
export function devicesAt(devices: DeviceCounts | null, seat: number): number | null {
  if (devices === null) return null;
  return devices[seat] ?? 0;
}

/** The seats that had at most one device before and have two or more now, ascending. */
export function newlyShared(prev: DeviceCounts | null, next: DeviceCounts | null): number[] {
  if (next === null) return [];
  return Object.entries(next)
    .map(([k, n]) => [Number(k), n] as const)
    .filter(([seat, n]) => n >= 2 && (prev?.[seat] ?? 0) < 2)
    .map(([seat]) => seat)
    .sort((a, b) => a - b);
}

/**
 * A shown QR code's watch: the fewest devices seen on its seat since it was shown. A count
 * above that means a phone joined with it, so the code hides (`hide`); otherwise the floor
 * follows the count down (a withdrawn phone leaving does not count as one joining).
 */
export function qrWatch(floor: number, now: number | null): { hide: boolean; floor: number } {
  if (now === null) return { hide: false, floor };
  return now > floor ? { hide: true, floor } : { hide: false, floor: now };
}
