'use client';
// The former host's notice (issue 28): one small line in the strip, so the payout keeps its
// room; the longer words are in its title and for screen readers.

import { Suspense } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { MENU } from './i18n-menu';

export function HostMovedNote() {
  return (
    <Suspense fallback={null}>
      <Note />
    </Suspense>
  );
}

function Note() {
  const m = useLazyWords(MENU);
  return (
    <p
      role="status"
      className="truncate rounded-lg bg-sky-900 px-3 py-0.5 text-sm text-sky-50"
      data-testid="host-moved"
      title={m.movedBody}
    >
      <strong>{m.movedTitle}.</strong> <span className="sr-only">{m.movedBody}</span>
    </p>
  );
}
