'use client';
// The side panel follows the table (issue 28): when the actor, the phase or the pending step
// changes, the turn section (the current instruction: "Ann, roll the dice", "tap 2 free
// roads") is scrolled into the panel's view, where it kept the last scroll before.
//
// The section's content may be drawn after the turn moved on (its words load lazily on a first
// visit, a panel may wait on the seat's own view, the scoreboard above it may come later), so
// for a short while after each change the scroll is made again whenever the section or a part
// of the panel beside it changes size.

import { useEffect } from 'react';

const SECTION = '[data-testid=turn-section]';
const FOLLOW_MS = 3_000;

/** Scrolls the turn section into view whenever `key` (who acts, and at which step) changes. */
export function useFollowTurn(key: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again only when the turn moves on
  useEffect(() => {
    const el = document.querySelector(SECTION);
    if (!el) return;
    const scroll = () => el.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    scroll();
    // The section's own size, and every sibling above or below it in the panel (a scoreboard
    // drawn late moves the section without resizing it).
    const grows = new ResizeObserver(scroll);
    for (const part of el.parentElement?.children ?? [el]) grows.observe(part);
    const stop = setTimeout(() => grows.disconnect(), FOLLOW_MS);
    return () => {
      grows.disconnect();
      clearTimeout(stop);
    };
  }, [key]);
}
