// The "victory points to win" field: its text is kept as typed and only settled to a number
// (clamped to VP_TARGET_MIN–VP_TARGET_MAX) when the field is left, the form is sent or −/+ is
// pressed, so typing "12" over "10" is not turned into 30 after the "1".

import { VP_TARGET_MAX, VP_TARGET_MIN } from '@/lib/game/setup';

/** The target a typed text stands for: a number rounded and clamped; empty or not a number keeps `fallback`. */
export function settleVpTarget(text: string, fallback: number): number {
  const t = text.trim();
  const n = t === '' ? Number.NaN : Number(t);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(VP_TARGET_MAX, Math.max(VP_TARGET_MIN, Math.round(n)));
}
