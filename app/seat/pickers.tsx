'use client';
// The phone's answers to choices that are this seat's own: a card picker that enforces the
// count (discard on a 7, start cards, year of plenty) and a resource picker (monopoly). They
// only build the command; the engine on the server decides, and a refusal is shown as words.
import { useState } from 'react';
import { ResourceIcon } from '@/app/ui/resource-icon';
import type { Hand } from '@/lib/game';

const BIG =
  'min-h-12 min-w-12 rounded-xl text-2xl font-bold disabled:opacity-40 focus-visible:outline focus-visible:outline-4 focus-visible:outline-sky-400';

export function CardPicker({
  testId,
  title,
  resources,
  label,
  count,
  limit,
  submitLabel,
  pickedText,
  addLabel,
  removeLabel,
  busy,
  onSubmit,
  onCancel,
  cancelLabel,
}: {
  testId: string;
  title: string;
  resources: readonly string[];
  label: (r: string) => string;
  /** Exactly this many cards must be picked. */
  count: number;
  /** Most of each resource that may be picked (the hand for a discard); none: no limit. */
  limit?: Readonly<Record<string, number>>;
  submitLabel: string;
  pickedText: (n: number, of: number) => string;
  addLabel: (r: string) => string;
  removeLabel: (r: string) => string;
  busy: boolean;
  onSubmit: (cards: Hand) => void;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  const [picked, setPicked] = useState<Record<string, number>>(() =>
    Object.fromEntries(resources.map((r) => [r, 0])),
  );
  const sum = Object.values(picked).reduce((a, b) => a + b, 0);
  const bump = (r: string, d: number) =>
    setPicked((p) => ({ ...p, [r]: Math.max(0, (p[r] ?? 0) + d) }));
  return (
    <section
      data-testid={testId}
      aria-labelledby={`${testId}-title`}
      className="rounded-2xl border-4 border-amber-500 bg-amber-50 p-4 text-stone-900 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id={`${testId}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-lg" aria-live="polite" data-testid="choice-count">
        {pickedText(sum, count)}
      </p>
      <ul className="mt-3 space-y-2">
        {resources.map((r) => {
          const n = picked[r] ?? 0;
          const max = limit ? (limit[r] ?? 0) : Number.POSITIVE_INFINITY;
          return (
            <li key={r} className="flex items-center gap-3" data-resource={r} data-picked={n}>
              <ResourceIcon resource={r} size={40} />
              <span className="flex-1 text-xl">
                {label(r)}
                {/* "/ 2" stays whole beside its name or under it, never split after the slash. */}
                {limit && (
                  <span className="whitespace-nowrap text-base opacity-70"> / {limit[r] ?? 0}</span>
                )}
              </span>
              <button
                type="button"
                data-testid={`pick-${r}-minus`}
                aria-label={removeLabel(label(r))}
                className={`${BIG} bg-stone-200 dark:bg-stone-700`}
                disabled={busy || n === 0}
                onClick={() => bump(r, -1)}
              >
                −
              </button>
              <span className="w-8 text-center text-3xl font-bold tabular-nums">{n}</span>
              <button
                type="button"
                data-testid={`pick-${r}-plus`}
                aria-label={addLabel(label(r))}
                className={`${BIG} bg-stone-200 dark:bg-stone-700`}
                disabled={busy || sum >= count || n >= max}
                onClick={() => bump(r, 1)}
              >
                +
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex gap-3">
        {onCancel && (
          <button
            type="button"
            className={`${BIG} flex-1 bg-stone-200 px-4 text-xl dark:bg-stone-700`}
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
        )}
        <button
          type="button"
          data-testid="choice-submit"
          className={`${BIG} flex-1 bg-amber-600 px-4 text-xl text-white`}
          disabled={busy || sum !== count}
          onClick={() => onSubmit(picked)}
        >
          {submitLabel}
        </button>
      </div>
    </section>
  );
}

export function ResourcePicker({
  testId,
  title,
  resources,
  label,
  busy,
  onPick,
  onCancel,
  cancelLabel,
}: {
  testId: string;
  title: string;
  resources: readonly string[];
  label: (r: string) => string;
  busy: boolean;
  onPick: (r: string) => void;
  onCancel: () => void;
  cancelLabel: string;
}) {
  return (
    <section
      data-testid={testId}
      aria-labelledby={`${testId}-title`}
      className="rounded-2xl border-4 border-amber-500 bg-amber-50 p-4 text-stone-900 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id={`${testId}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {resources.map((r) => (
          <button
            key={r}
            type="button"
            data-testid={`pick-${r}`}
            className={`${BIG} flex items-center gap-2 bg-white px-3 py-2 text-left text-xl dark:bg-stone-800`}
            disabled={busy}
            onClick={() => onPick(r)}
          >
            <ResourceIcon resource={r} size={36} />
            {label(r)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className={`${BIG} mt-3 w-full bg-stone-200 text-xl dark:bg-stone-700`}
        onClick={onCancel}
        disabled={busy}
      >
        {cancelLabel}
      </button>
    </section>
  );
}
