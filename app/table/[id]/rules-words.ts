// The rules card of a game: the ruleset's rules as lib/rules/rules-text.ts composes them from
// its data and features, with the table's own choices (its target, the between-turn building
// it chose), in the table's language. Words in lib/rules/rules-words/<lang>.ts, loaded only in
// the page's language (app/ui/lazy-words.ts). Checked by test/unit/rules-text.test.ts.

import { lazyWords } from '@/app/ui/lazy-words';
import type { GameConfig } from '@/lib/game';
import { type RulesSection, type RulesTextWords, rulesText } from '@/lib/rules/rules-text';

export const RULES = lazyWords<RulesTextWords>({
  en: () => import('@/lib/rules/rules-words/en'),
  sv: () => import('@/lib/rules/rules-words/sv'),
  de: () => import('@/lib/rules/rules-words/de'),
  da: () => import('@/lib/rules/rules-words/da'),
});

/**
 * The rules card of a game: its title and sections, the goal first. A turn's roll and payout
 * are left out: the table plays them with the app, which rolls and pays.
 */
export function rulesCard(
  w: RulesTextWords,
  config: Pick<GameConfig, 'ruleset' | 'options'>,
): { readonly title: string; readonly sections: readonly RulesSection[] } {
  return {
    title: w.title,
    sections: rulesText(config.ruleset, w, {
      vpTarget: config.options.vpTarget,
      betweenTurns: config.options.betweenTurns,
    }).filter((s) => s.key !== 'turn'),
  };
}
