'use client';
// The seat's expected income per roll (what its buildings bring on average, Earth's supply
// included in Starfarers), split from seat-body.tsx to keep each component under 400 lines.
import { ResourceIcon } from '@/app/ui/resource-icon';
import type { GameView } from '@/lib/game';
import { earthSupplyPerRoll } from '@/lib/game/earth-supply';
import { expectedIncome } from '@/lib/game/income';
import { publicState } from '@/lib/game/spots';
import type { Lang } from '@/lib/i18n/names';
import { getRuleset } from '@/lib/rules';
import { useLang } from '../ui/use-lang';
import type { SeatStrings } from './i18n';
import { CARD, H2 } from './seat-hand';

export function SeatIncome({
  view,
  seat,
  t,
  label,
}: {
  view: GameView;
  seat: number;
  t: SeatStrings;
  label: (r: string) => string;
}) {
  const { lang } = useLang();
  const rs = getRuleset(view.config.ruleset);
  const income = expectedIncome(view, seat, earthSupplyPerRoll(publicState(view), seat));
  return (
    <section className={CARD} aria-labelledby="income-title" data-testid="seat-income">
      <h2 id="income-title" className={H2}>
        {t.income}
      </h2>
      {income.total === 0 ? (
        <p className="mt-2">{t.incomeNone}</p>
      ) : (
        <>
          <p className="mt-1 text-2xl font-bold">{t.incomeTotal(fmt(income.total, lang))}</p>
          {income.supply > 0 ? (
            <p className="text-lg" data-testid="seat-income-supply">
              {t.incomeSupply(fmt(income.supply, lang))}
            </p>
          ) : null}
          <ul className="mt-2 space-y-1">
            {rs.resources
              .filter((r) => (income.perRoll[r] ?? 0) > 0)
              .map((r) => {
                const x = income.perRoll[r] ?? 0;
                return (
                  <li key={r} className="flex items-center gap-2">
                    <ResourceIcon resource={r} size={28} />
                    <span className="min-w-28 shrink-0">{label(r)}</span>
                    <span
                      className="h-3 flex-1 rounded bg-stone-200 dark:bg-stone-700"
                      aria-hidden="true"
                    >
                      <span
                        className="block h-3 rounded bg-sky-600"
                        style={{
                          width: `${Math.min(100, (x / Math.max(income.total, 0.01)) * 100)}%`,
                        }}
                      />
                    </span>
                    <span className="w-14 text-right tabular-nums">{fmt(x, lang)}</span>
                  </li>
                );
              })}
          </ul>
          <p className="mt-2 text-base text-stone-600 dark:text-stone-300">
            {income.byNumber
              .map(
                (b) =>
                  `${b.sum}: ${Object.entries(b.cards)
                    .filter(([, n]) => n > 0)
                    .map(([r, n]) => `${n} ${label(r)}`)
                    .join(', ')}`,
              )
              .join(' · ')}
          </p>
        </>
      )}
    </section>
  );
}

/** A small decimal in the UI language (0,36 in Swedish, German and Danish). */
const fmt = (x: number, lang: Lang) =>
  x.toLocaleString(lang === 'en' ? 'en-GB' : lang, {
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  });
