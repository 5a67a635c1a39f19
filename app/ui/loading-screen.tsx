'use client';
// The placeholder a route shows while the server renders it (its loading.tsx), in the page's
// language and the page's own tone, so nothing jumps when the page arrives.
import type { ReactNode } from 'react';

const TONE = {
  light: 'bg-stone-100 text-stone-700 dark:bg-stone-900 dark:text-stone-300',
  dark: 'bg-stone-950 text-stone-100',
} as const;

/** A full-height, centred line saying what is on its way. */
export function LoadingScreen({
  children,
  tone = 'light',
}: {
  children: ReactNode;
  tone?: keyof typeof TONE;
}) {
  return (
    <main
      className={`flex min-h-dvh items-center justify-center gap-3 p-6 text-2xl ${TONE[tone]}`}
      aria-busy="true"
      data-testid="loading"
    >
      <span aria-hidden="true" className="h-3 w-3 animate-pulse rounded-full bg-current" />
      <span role="status">{children}</span>
    </main>
  );
}
