'use client';
// After a long form (the set-up, Earth's supply cards from the pile, a build) the side panel
// may stay scrolled down past the short list of actions that follows it: this brings the
// actions into view once, when they appear (table-starfarers-four's "actions in view").

import { useEffect, useRef } from 'react';

/** Renders nothing visible; on mount scrolls its parent into view within its scroller. */
export function InViewOnMount() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.parentElement?.scrollIntoView({ block: 'nearest' });
  }, []);
  return <span ref={ref} hidden />;
}
