// The complete game's names in four languages: each ruleset's box (lib/i18n/rulesets.ts) and the
// rules page's title. Apart from print/i18n-complete.ts (the rules page's words), so the /print
// form, which names rulesets, does not carry the rules page; it imports nothing of that file.

import type { Lang } from '../lib/i18n/names';
import { rulesetNames } from '../lib/i18n/rulesets';
import type { PreviewRulesetId, RulesetId } from '../lib/rules/rulesets';
import { CK_WORDS } from './i18n-ck';

export interface CompleteNames {
  /** Every complete game's ruleset: the listed ones' names, the previews' (print/i18n-ck.ts). */
  readonly rulesetName: Readonly<Record<RulesetId | PreviewRulesetId, string>>;
  readonly title: (ruleset: string) => string;
}

const names = (lang: Lang) => ({ ...rulesetNames(lang, 'full'), ...CK_WORDS[lang].rulesetName });

export const COMPLETE_NAMES: Readonly<Record<Lang, CompleteNames>> = {
  en: { rulesetName: names('en'), title: (r) => `Rules reference · ${r}` },
  sv: { rulesetName: names('sv'), title: (r) => `Regelöversikt · ${r}` },
  de: { rulesetName: names('de'), title: (r) => `Regelübersicht · ${r}` },
  da: { rulesetName: names('da'), title: (r) => `Regeloversigt · ${r}` },
};
