'use client';
// The print page's board: a share code to print ("this board"), its guide and sea frame, and
// the play-mat choice.

import type { Lang } from '@/lib/i18n/names';
import type { PrintPageStrings } from './i18n';
import { MatChoice } from './mat-choice';
import type { Opts } from './print-opts';

interface Props {
  readonly lang: Lang;
  readonly share: string;
  readonly setShare: (s: string) => void;
  readonly useBoard: boolean;
  readonly setUseBoard: (on: boolean) => void;
  readonly o: Opts;
  readonly set: <K extends keyof Opts>(k: K, v: Opts[K]) => void;
  readonly matOn: boolean;
  readonly t: PrintPageStrings;
  readonly box: string;
}

export function BoardChoice(p: Props) {
  const { o, set, t, box } = p;
  return (
    <fieldset className="rounded-lg border border-stone-300 p-4 dark:border-stone-600">
      <legend className="px-1 font-semibold">{t.board}</legend>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={p.useBoard}
          onChange={(e) => p.setUseBoard(e.target.checked)}
        />
        {t.thisBoard}
      </label>
      <input
        className={`${box} mt-2 w-full font-mono text-sm`}
        value={p.share}
        onChange={(e) => {
          p.setShare(e.target.value);
          p.setUseBoard(e.target.value.trim() !== '');
        }}
        placeholder="h1.base.spiral.none.4.my-seed"
        aria-label={t.shareCode}
      />
      {p.useBoard && (
        <div className="mt-2 flex flex-wrap gap-4 text-sm">
          {/* A mat's own sheet map is its guide. */}
          {!p.matOn && (
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name="guide"
                checked={o.guide}
                onChange={(e) => set('guide', e.target.checked)}
              />
              {t.guide}
            </label>
          )}
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="water"
              checked={o.water}
              onChange={(e) => set('water', e.target.checked)}
            />
            {t.water}
          </label>
        </div>
      )}
      {p.useBoard && (
        <MatChoice
          lang={p.lang}
          mat={o.mat}
          overlap={o.overlap}
          setMat={(on) => set('mat', on)}
          setOverlap={(v) => set('overlap', v)}
          box={box}
        />
      )}
    </fieldset>
  );
}
