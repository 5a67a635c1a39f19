'use client';
// What a build, buy or trade button still lacks, or what the item costs, with icons.

import { useLazyWords } from '@/app/ui/lazy-words';
import { ResourceIcon } from '@/app/ui/resource-icon';
import { useLang } from '@/app/ui/use-lang';
import { resName } from '../describe';
import { TABLE } from '../i18n';

/**
 * What a build or buy button still lacks, from the engine's view (`view.missing`): "needs
 * 1 Grain, 2 Ore" with icons, "ready", or that the deck is empty. Shown inside the button, so
 * it is also the reason a disabled button gives.
 */
export function Shortfall({
  short,
  deckEmpty,
  nicknames,
}: {
  short: Readonly<Record<string, number | undefined>>;
  deckEmpty: boolean;
  nicknames: boolean;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const lacks = Object.entries(short).filter((e): e is [string, number] => (e[1] ?? 0) > 0);
  if (deckEmpty)
    return (
      <span className="text-base text-amber-200" data-testid="shortfall" data-ready="false">
        {t.deckEmpty}
      </span>
    );
  if (lacks.length === 0)
    return (
      <span
        className="flex items-center gap-1 text-base font-semibold text-emerald-300"
        data-testid="shortfall"
        data-ready="true"
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path
            d="M2 8.5l4 4 8-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        {t.ready}
      </span>
    );
  const words = lacks.map(([r, n]) => `${n} ${resName(lang, r, nicknames)}`).join(', ');
  return (
    <span
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base font-normal text-amber-200"
      data-testid="shortfall"
      data-ready="false"
      data-short={JSON.stringify(Object.fromEntries(lacks))}
    >
      <span className="sr-only">{t.needs(words)}</span>
      <span aria-hidden="true">{t.needs('').trim()}</span>
      {lacks.map(([r, n], i) => (
        <span key={r} className="inline-flex items-center gap-1" aria-hidden="true">
          {n}
          <ResourceIcon resource={r} size={20} />
          {resName(lang, r, nicknames)}
          {i < lacks.length - 1 ? ',' : ''}
        </span>
      ))}
    </span>
  );
}

/** The cost of an item, when the view gives no shortfall (nobody may build right now). */
export function Cost({
  cost,
  nicknames,
}: {
  cost: Readonly<Record<string, number | undefined>>;
  nicknames: boolean;
}) {
  const { lang } = useLang();
  return (
    <span className="flex gap-1" aria-hidden="true">
      {Object.entries(cost).map(([r, n]) => (
        <span key={r} className="flex items-center text-base">
          {n && n > 1 ? `${n}×` : ''}
          <ResourceIcon resource={r} size={20} />
        </span>
      ))}
      <span className="sr-only">
        {Object.keys(cost)
          .map((r) => resName(lang, r, nicknames))
          .join(', ')}
      </span>
    </span>
  );
}
