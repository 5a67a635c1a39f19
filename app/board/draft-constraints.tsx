'use client';
// The draft constraints in the generator's custom constraint form: a checkbox, the name with a
// one-line explanation, and the number N (its limits from lib/board's LIMITS). The board and
// its share link follow from the balance the page is given back.
import { type Balance, LIMITS } from '@/lib/board';
import type { Lang } from '@/lib/i18n/names';
import { COMMODITY_WORDS } from './i18n-commodity';
import { DRAFT_FORM_WORDS } from './i18n-draft-form';

const DRAFT_KEYS = ['draftSpread', 'draftTotal'] as const;
/** The number a draft constraint starts at when ticked: strict's (ck's for commodities). */
const DEFAULT_DRAFT = { draftSpread: 1, draftTotal: 2, commoditySpread: 2 } as const;

export function DraftConstraintRows({
  balance,
  setBalance,
  lang,
  commodities,
}: {
  balance: Balance;
  setBalance: (b: Balance) => void;
  lang: Lang;
  /** The ruleset has commodities (cities and knights): the commodity spread is offered too. */
  commodities: boolean;
}) {
  const words = { ...DRAFT_FORM_WORDS[lang], commoditySpread: COMMODITY_WORDS[lang].form };
  const keys = commodities ? [...DRAFT_KEYS, 'commoditySpread' as const] : DRAFT_KEYS;
  return (
    <>
      {keys.map((k) => {
        const v = balance[k];
        const lim = LIMITS[k];
        const w = words[k];
        const helpId = `draft-help-${k}`;
        return (
          <li
            key={k}
            data-testid={`constraint-${k}`}
            className="flex min-h-11 items-center gap-3 text-sm"
          >
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0"
              aria-label={w.name}
              aria-describedby={helpId}
              checked={v !== null}
              onChange={(e) =>
                setBalance({ ...balance, [k]: e.target.checked ? DEFAULT_DRAFT[k] : null })
              }
            />
            <span className="grow">
              {w.name}
              <span id={helpId} className="block text-xs text-stone-600 dark:text-stone-400">
                {w.help}
              </span>
            </span>
            <input
              type="number"
              aria-label={`${w.name} (N)`}
              className="min-h-11 w-16 rounded border border-stone-400 bg-white px-2 dark:bg-stone-800"
              min={lim.min}
              max={lim.max}
              disabled={v === null}
              value={v ?? DEFAULT_DRAFT[k]}
              onChange={(e) => {
                const n = Number(e.target.value);
                if (Number.isInteger(n) && n >= lim.min && n <= lim.max)
                  setBalance({ ...balance, [k]: n });
              }}
            />
          </li>
        );
      })}
    </>
  );
}
