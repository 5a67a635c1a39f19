'use client';
// The print page's choice between a board kit and a play mat (print/mat.ts), with the mat's
// overlap. Shown under "this board"; the server validates what it sends.

import type { Lang } from '@/lib/i18n/names';
import { MAT_PAGE } from './i18n-mat';

export function MatChoice(props: {
  lang: Lang;
  mat: boolean;
  overlap: string;
  setMat: (on: boolean) => void;
  setOverlap: (v: string) => void;
  box: string;
}) {
  const m = MAT_PAGE[props.lang];
  return (
    <div className="mt-3 space-y-2 text-sm" role="radiogroup" aria-label={m.what}>
      <span className="font-medium">{m.what}</span>
      <div className="flex flex-wrap gap-4">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="printAs"
            value="kit"
            checked={!props.mat}
            onChange={() => props.setMat(false)}
          />
          {m.kit}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="printAs"
            value="mat"
            checked={props.mat}
            onChange={() => props.setMat(true)}
          />
          {m.mat}
        </label>
      </div>
      {props.mat && (
        <>
          <p className="text-stone-600 dark:text-stone-300">{m.matHint}</p>
          <label className="flex items-center justify-between gap-2 sm:max-w-xs">
            {m.overlap}
            <input
              className={`${props.box} w-24 text-right`}
              inputMode="decimal"
              name="overlap"
              value={props.overlap}
              onChange={(e) => props.setOverlap(e.target.value)}
            />
          </label>
        </>
      )}
    </div>
  );
}
