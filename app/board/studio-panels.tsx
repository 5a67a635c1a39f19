'use client';

// The board studio's panels under the board: pips per resource against the fair share, the
// harbors, and the fairness report (score, the opening draft's spread, intersections).

import { formatFixed } from '@/app/ui/format';
import type { Board, fairness } from '@/lib/board';
import { resourceName } from '@/lib/i18n/names';
import { RESOURCES } from '@/lib/rules/vocab';
import { UI } from '../ui/i18n';
import { useLang } from '../ui/use-lang';
import { HarborBars } from './harbor-panel';
import { COMMODITY_WORDS } from './i18n-commodity';
import { panelConstraintWords } from './i18n-fairness';
import { constraintWords } from './studio-model';
import { TERRAIN_FILL } from './terrain-art';

/** The panels of a generated board; nothing until its report is ready. */
export function StudioPanels({
  board,
  report,
  nicknames,
}: {
  board: Board;
  report: ReturnType<typeof fairness> | null;
  nicknames: boolean;
}) {
  const { lang } = useLang();
  const ui = UI[lang];
  if (!report) return null;
  const max = Math.max(
    ...RESOURCES.map((r) => Math.max(report.resourcePips[r], report.fairShare[r])),
    1,
  );
  const fill: Record<string, string> = {
    lumber: TERRAIN_FILL.forest,
    wool: TERRAIN_FILL.pasture,
    grain: TERRAIN_FILL.fields,
    brick: TERRAIN_FILL.hills,
    ore: TERRAIN_FILL.mountains,
  };
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <div data-testid="pip-bars">
        <h2 className="text-lg font-semibold">{ui.pips}</h2>
        <ul className="mt-2 space-y-2">
          {RESOURCES.map((r) => (
            <li key={r} className="grid grid-cols-[6rem_1fr_2.5rem] items-center gap-2 text-sm">
              <span>{resourceName(lang, r, nicknames)}</span>
              <span className="relative h-5 rounded bg-stone-200 dark:bg-stone-700">
                <span
                  className="absolute inset-y-0 left-0 rounded"
                  style={{ width: `${(report.resourcePips[r] / max) * 100}%`, background: fill[r] }}
                />
                <span
                  className="absolute inset-y-[-3px] w-0.5 bg-stone-900 dark:bg-stone-100"
                  style={{ left: `${(report.fairShare[r] / max) * 100}%` }}
                  title={`${ui.fairShare} ${formatFixed(lang, report.fairShare[r])}`}
                />
              </span>
              <span className="text-right tabular-nums">{report.resourcePips[r]}</span>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">│ = {ui.fairShare}</p>
        <HarborBars harbors={report.harbors} lang={lang} nicknames={nicknames} fill={fill} />
      </div>
      <div data-testid="fairness">
        <h2 className="text-lg font-semibold">
          {ui.fairness}: <span className="tabular-nums">{report.score}</span>/100
        </h2>
        <p className="mt-2 text-sm">
          {ui.draftSpread(report.draft.spread, report.draft.seats.map((s) => s.pips).join(' / '))}
        </p>
        {report.commodity ? (
          <p className="mt-1 text-sm" data-testid="commodity-spread">
            {COMMODITY_WORDS[lang].spread(
              report.commodity.spread,
              report.commodity.seats.join(' / '),
            )}
          </p>
        ) : null}
        <p className="mt-1 text-sm">
          {ui.intersections(report.intersectionMin, report.intersectionMax)}
        </p>
        <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">
          {constraintWords(board.balance.constraints, panelConstraintWords(lang)).join(' · ') ||
            ui.presets.none}
        </p>
      </div>
    </div>
  );
}
