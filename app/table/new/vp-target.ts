// The "victory points to win" field: its text is kept as typed and only settled to a number
// (clamped to VP_TARGET_MIN–VP_TARGET_MAX) when the field is left, the form is sent or −/+ is
// pressed, so typing "12" over "10" is not turned into 30 after the "1".

import { useState } from 'react';
import { VP_TARGET_MAX, VP_TARGET_MIN } from '@/lib/game/setup';

/** The target a typed text stands for: a number rounded and clamped; empty or not a number keeps `fallback`. */
export function settleVpTarget(text: string, fallback: number): number {
  const t = text.trim();
  const n = t === '' ? Number.NaN : Number(t);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(VP_TARGET_MAX, Math.max(VP_TARGET_MIN, Math.round(n)));
}

/**
 * The field's state: the settled target, the text while it is typed (null: it shows the
 * target), settled on blur, on submit and by −/+ (`step`).
 */
export function useVpTarget(initial: number) {
  const [vpTarget, setVpTarget] = useState(initial);
  const [vpText, setVpText] = useState<string | null>(null);
  const settled = () => (vpText === null ? vpTarget : settleVpTarget(vpText, vpTarget));
  const settle = () => {
    const v = settled();
    setVpText(null);
    setVpTarget(v);
    return v;
  };
  /** A new target from outside the field (a ruleset's, a draft's): the typed text is dropped. */
  const reset = (v: number) => {
    setVpText(null);
    setVpTarget(v);
  };
  const step = (d: number) =>
    reset(Math.min(VP_TARGET_MAX, Math.max(VP_TARGET_MIN, settled() + d)));
  return { value: vpText ?? vpTarget, settled, settle, reset, step, setText: setVpText };
}
