'use client';
// Keeps the screen awake while a game is open (Screen Wake Lock API). The browser drops the
// lock whenever the page is hidden, so it is asked for again each time the page shows.
import { useEffect, useState } from 'react';

export type WakeState = 'on' | 'off' | 'unsupported';

export function useWakeLock(active: boolean): WakeState {
  const [state, setState] = useState<WakeState>('off');
  useEffect(() => {
    if (!active) return;
    if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) {
      setState('unsupported');
      return;
    }
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = async () => {
      if (stopped || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        lock = await navigator.wakeLock.request('screen');
        setState('on');
        lock.addEventListener('release', () => {
          if (!stopped) setState('off');
        });
      } catch {
        // Refused (battery saver, no user gesture yet): try again on the next visibility change.
        setState('off');
      }
    };
    void request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
  return state;
}
