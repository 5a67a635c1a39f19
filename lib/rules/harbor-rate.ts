// A harbor's rate as the ruleset prices it: the generic harbor's (any resource) or the
// special one's (its own resource), for the screens' and the print kit's labels ("3:1").

import type { Ruleset } from './rulesets';

/** Cards given per card received at a harbor of `trade` ('any' or a resource); null: none in this ruleset. */
export function harborRate(ruleset: Ruleset, trade: string): number | null {
  return trade === 'any' ? ruleset.trade.genericHarbor : ruleset.trade.specialHarbor;
}

/** The rate as printed on the harbor, "3:1"; '' where this ruleset has no such harbor. */
export function harborRateText(ruleset: Ruleset, trade: string): string {
  const n = harborRate(ruleset, trade);
  return n === null ? '' : `${n}:1`;
}
