'use client';
// The /print form's complete-game choice: a preset per ruleset (print/complete.ts), the board
// it prints (the share code above, or a fresh balanced one from a seed) and what it holds.
// The seed is made when a preset is chosen, so the sketch, the preview and the download agree.

import type { Lang } from '@/lib/i18n/names';
import { COMPLETE_CHOICES, type CompleteRuleset, completePrintsBoard } from '@/print/complete';
import { COMPLETE_NAMES } from '@/print/i18n-complete-names';
import { COMPLETE_FORM } from './i18n-complete';

const newSeed = () => `night-${Math.random().toString(36).slice(2, 10)}`;

export function CompleteChoice({
  lang,
  complete,
  seed,
  hasBoard,
  onChange,
  box,
}: {
  lang: Lang;
  complete: string;
  seed: string;
  /** Whether a board's share code is given above (then the preset prints that board). */
  hasBoard: boolean;
  onChange: (complete: string, seed: string) => void;
  box: string;
}) {
  const w = COMPLETE_FORM[lang];
  const names = COMPLETE_NAMES[lang].rulesetName;
  // Any preset, the previews' too (a cities-and-knights box prints its board: regression, the
  // Starfarers note showed for it).
  const id = COMPLETE_CHOICES.find((r): r is CompleteRuleset => r !== 'none' && r === complete);
  const board = id !== undefined && completePrintsBoard(id);
  return (
    <fieldset className="rounded-lg border border-stone-300 p-4 dark:border-stone-600">
      <legend className="px-1 font-semibold">{w.legend}</legend>
      <label className="flex flex-wrap items-center gap-2">
        {w.label}
        <select
          className={box}
          name="complete"
          value={complete}
          onChange={(e) => onChange(e.target.value, seed || newSeed())}
        >
          {COMPLETE_CHOICES.map((c) => (
            <option key={c} value={c}>
              {c === 'none' ? w.none : names[c]}
            </option>
          ))}
        </select>
      </label>
      {complete !== 'none' && (
        <div className="mt-2 space-y-2 text-sm">
          {/* No board (Starfarers): only what the kit can draw of it, said on its own. */}
          {board ? <p>{w.what}</p> : <p>{w.starfarers}</p>}
          {!board ? null : hasBoard ? (
            <p>{w.chosen}</p>
          ) : (
            <p className="flex flex-wrap items-center gap-2">
              {w.fresh} <code className="font-mono">{seed}</code>
              <button type="button" className={box} onClick={() => onChange(complete, newSeed())}>
                {w.another}
              </button>
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
