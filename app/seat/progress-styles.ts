// The progress cards' boxes and buttons on a player's own screen (seat-progress.tsx and its
// undeclared real cards, seat-progress-undeclared.tsx), in one place.

export const BOX =
  'rounded-2xl bg-white p-4 text-stone-900 shadow-sm dark:bg-stone-800 dark:text-stone-50';
export const HEAD =
  'text-lg font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300';
export const BTN =
  'min-h-12 rounded-xl bg-amber-500 px-4 text-left text-xl font-bold text-stone-950 disabled:opacity-50';
export const SOFT =
  'min-h-12 rounded-xl bg-stone-200 px-4 text-left text-lg font-semibold text-stone-900 disabled:opacity-50 dark:bg-stone-700 dark:text-stone-50';
