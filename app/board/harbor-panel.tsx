'use client';
// The fairness panel's harbors: what each harbor is worth to the spots beside it
// (lib/board/harbor-worth.ts), drawn as bars beside the resources' pip bars.
import type { HarborWorth } from '@/lib/board';
import { type Lang, resourceName } from '@/lib/i18n/names';
import { FAIRNESS_WORDS } from './i18n-fairness';

export function HarborBars({
  harbors,
  lang,
  nicknames,
  fill,
}: {
  harbors: readonly HarborWorth[];
  lang: Lang;
  nicknames: boolean;
  fill: Readonly<Record<string, string>>;
}) {
  const w = FAIRNESS_WORDS[lang];
  if (harbors.length === 0) return null;
  const max = Math.max(...harbors.map((h) => h.pips), 1);
  return (
    <div data-testid="harbor-bars" className="mt-4">
      <h3 className="text-base font-semibold">{w.harbors}</h3>
      <ul className="mt-2 space-y-1.5">
        {harbors.map((h) => {
          const name = w.harborName(
            h.trade === 'any' ? '3:1' : '2:1',
            h.trade === 'any' ? null : resourceName(lang, h.trade, nicknames),
          );
          const worth = w.harborWorth(h.pips, h.own);
          return (
            <li
              key={h.at}
              data-harbor={h.at}
              className="grid grid-cols-[6rem_1fr_8.5rem] items-center gap-2 text-sm"
            >
              <span className="truncate">{name}</span>
              <span
                className="relative h-4 rounded bg-stone-200 dark:bg-stone-700"
                role="img"
                aria-label={`${name}: ${worth}`}
              >
                <span
                  className="absolute inset-y-0 left-0 rounded bg-sky-300 dark:bg-sky-800"
                  style={{ width: `${(h.pips / max) * 100}%` }}
                />
                {h.own !== null && h.own > 0 && h.trade !== 'any' ? (
                  <span
                    className="absolute inset-y-0 left-0 rounded border border-stone-900/60"
                    style={{ width: `${(h.own / max) * 100}%`, background: fill[h.trade] }}
                  />
                ) : null}
              </span>
              <span className="text-right text-xs tabular-nums">{worth}</span>
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{w.harborsHelp}</p>
    </div>
  );
}
