// The complete game's names in four languages: each ruleset's box (lib/i18n/rulesets.ts) and the
// rules page's title. Apart from print/i18n-complete.ts (the rules page's words), so the /print
// form, which names rulesets, does not carry the rules page; it imports nothing of that file.

import type { Lang } from '../lib/i18n/names';
import { rulesetNames } from '../lib/i18n/rulesets';
import type { RulesetId } from '../lib/rules/rulesets';

export interface CompleteNames {
  /** Every complete game's ruleset, named on paper (lib/i18n/rulesets.ts' `full`). */
  readonly rulesetName: Readonly<Record<RulesetId, string>>;
  readonly title: (ruleset: string) => string;
}

const names = (lang: Lang) => rulesetNames(lang, 'full');

export const COMPLETE_NAMES: Readonly<Record<Lang, CompleteNames>> = {
  en: { rulesetName: names('en'), title: (r) => `Rules reference · ${r}` },
  sv: { rulesetName: names('sv'), title: (r) => `Regelöversikt · ${r}` },
  de: { rulesetName: names('de'), title: (r) => `Regelübersicht · ${r}` },
  da: { rulesetName: names('da'), title: (r) => `Regeloversigt · ${r}` },
};
