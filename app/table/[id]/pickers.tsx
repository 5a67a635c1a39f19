'use client';
// Choosing cards by tapping: a row of big resource buttons with a count each. A picker limits
// the total, and per resource what the player holds where the screen has read it (the seat's
// own view, seat-view.ts); the engine refuses the rest, and the refusal is shown in words.

import { useState } from 'react';
import { ResourceIcon } from '@/app/ui/resource-icon';
import { useLang } from '@/app/ui/use-lang';
import type { Hand } from '@/lib/game';
import { resName } from './describe';

export const BTN =
  'min-h-12 min-w-12 rounded-xl px-4 py-2 text-lg font-semibold focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-300 disabled:opacity-40';
export const BTN_MAIN = `${BTN} bg-amber-400 text-stone-950 hover:bg-amber-300`;
export const BTN_SOFT = `${BTN} bg-stone-700 text-stone-50 hover:bg-stone-600`;

const empty = (resources: readonly string[]): Record<string, number> =>
  Object.fromEntries(resources.map((r) => [r, 0]));

export const handTotal = (h: Hand): number => Object.values(h).reduce((a, b) => a + b, 0);

/** Tap a resource to add one, tap its minus to take one back; `max` caps the total. */
export function HandPicker({
  resources,
  nicknames,
  value,
  onChange,
  max,
  limits,
  testid,
}: {
  resources: readonly string[];
  nicknames: boolean;
  value: Hand;
  onChange: (h: Hand) => void;
  max?: number;
  /** Per resource, the most that can be picked (e.g. what the bank holds). */
  limits?: Hand;
  testid?: string;
}) {
  const { lang } = useLang();
  const n = handTotal(value);
  return (
    <div className="flex flex-wrap gap-2" data-testid={testid}>
      {resources.map((r) => {
        const c = value[r] ?? 0;
        const name = resName(lang, r, nicknames);
        return (
          <div key={r} className="flex items-stretch overflow-hidden rounded-xl bg-stone-800">
            <button
              type="button"
              className="flex min-h-14 min-w-20 items-center gap-2 px-2 text-xl font-bold disabled:opacity-40"
              disabled={
                (max !== undefined && n >= max) || (limits?.[r] !== undefined && c >= limits[r])
              }
              // Named by what it shows (count and resource) after "+1", never by a label that
              // leaves the visible text out (axe: label-content-name-mismatch, WCAG 2.5.3).
              data-pick={r}
              onClick={() => onChange({ ...value, [r]: c + 1 })}
            >
              <span className="sr-only">+1</span>
              <ResourceIcon resource={r} size={36} />
              <span className="flex flex-col items-start leading-tight">
                <span className="tabular-nums" data-count={c}>
                  {c}
                </span>
                <span className="text-base font-normal">{name}</span>
              </span>
            </button>
            <button
              type="button"
              className="min-h-14 min-w-12 bg-stone-700 text-2xl font-bold disabled:opacity-30"
              disabled={c === 0}
              aria-label={`−1 ${name}`}
              data-unpick={r}
              onClick={() => onChange({ ...value, [r]: c - 1 })}
            >
              −
            </button>
          </div>
        );
      })}
    </div>
  );
}

/** A picker with a confirm button enabled at exactly `count` cards (or any positive count when none is given). */
export function CardsForm({
  resources,
  nicknames,
  count,
  confirm,
  cancel,
  onSubmit,
  onCancel,
  limits,
  testid,
}: {
  resources: readonly string[];
  nicknames: boolean;
  count?: number;
  /** Per resource, the most that can be picked (what the player holds, where known). */
  limits?: Hand;
  confirm: string;
  cancel?: string;
  /** A promise of false (the engine refused) keeps the picks, so the table can correct them. */
  onSubmit: (h: Hand) => unknown;
  onCancel?: () => void;
  testid?: string;
}) {
  const [h, setH] = useState<Hand>(() => empty(resources));
  const n = handTotal(h);
  const ready = count === undefined ? n > 0 : n === count;
  return (
    <div className="flex flex-col gap-3">
      <HandPicker
        resources={resources}
        nicknames={nicknames}
        value={h}
        onChange={setH}
        max={count}
        // A resource the hand lacks (no key) is held 0 times.
        limits={limits && Object.fromEntries(resources.map((r) => [r, limits[r] ?? 0]))}
        testid={testid}
      />
      <div className="flex gap-2">
        <button
          type="button"
          className={BTN_MAIN}
          disabled={!ready}
          data-testid={testid ? `${testid}-submit` : undefined}
          onClick={() => {
            const r = onSubmit(h);
            if (r instanceof Promise) void r.then((ok) => ok && setH(empty(resources)));
            else setH(empty(resources));
          }}
        >
          {confirm}
          {count !== undefined ? ` (${n}/${count})` : ''}
        </button>
        {onCancel ? (
          <button type="button" className={BTN_SOFT} onClick={onCancel}>
            {cancel}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** One resource by tapping it (monopoly; each of year of plenty's two picks). */
export function ResourceChoice({
  resources,
  nicknames,
  onPick,
  testid,
}: {
  resources: readonly string[];
  nicknames: boolean;
  onPick: (r: string) => void;
  testid?: string;
}) {
  const { lang } = useLang();
  return (
    <div className="flex flex-wrap gap-2" data-testid={testid}>
      {resources.map((r) => (
        <button
          key={r}
          type="button"
          className={`${BTN_SOFT} flex items-center gap-2`}
          data-pick={r}
          onClick={() => onPick(r)}
        >
          <ResourceIcon resource={r} size={32} />
          {resName(lang, r, nicknames)}
        </button>
      ))}
    </div>
  );
}
