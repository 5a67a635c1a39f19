'use client';
// The side panel follows the table (issue 28): when the actor, the phase or the pending step
// changes, the turn section (the current instruction: "Ann, roll the dice", "tap 2 free
// roads") is scrolled into the panel's view, where it kept the last scroll before.

import { useEffect } from 'react';

/** Scrolls the turn section into view whenever `key` (who acts, and at which step) changes. */
export function useFollowTurn(key: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again only when the turn moves on
  useEffect(() => {
    document
      .querySelector('[data-testid=turn-section]')
      ?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [key]);
}
