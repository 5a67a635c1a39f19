// The same thing has one name across the kit: the rules page says what the cards say
// (regression: Swedish "hus" on the rules page beside "By" on the cost card, German
// "Längste Handelsstraße" beside the card's "Längste Straße"), and counts agree with their
// nouns (regression: "1 pieces").
import { describe, expect, it } from 'vitest';
import { PRINT_PAGE } from '@/app/print/i18n';
import { PICKER } from '@/app/print/i18n-picker';
import { LANGS } from '@/lib/i18n/names';
import { rulesText as composeRules } from '@/lib/rules/rules-text';
import { RULES_WORDS } from '@/lib/rules/rules-words';
import { RULESET_IDS } from '@/lib/rules/rulesets';
import { strings } from '@/print/i18n';
import { COMPLETE_WORDS } from '@/print/i18n-complete';

/** Everything the rules page can say in a language (every ruleset's rules), as one text. */
function rulesText(lang: (typeof LANGS)[number]): string {
  const w = COMPLETE_WORDS[lang];
  return [
    ...RULESET_IDS.flatMap((id) =>
      composeRules(id, RULES_WORDS[lang]).flatMap((section) => [section.head, ...section.lines]),
    ),
    w.box.perSeat(4, 5, 4, 15, 15),
    w.piecesHow,
  ].join(' ');
}

describe('one name for a thing, cards and rules alike', () => {
  it('sv: a settlement is a "by" on the cost card, the rules page and the piece list', () => {
    expect(strings('sv', false).build.settlement).toBe('By');
    expect(PICKER.sv.shapes.settlement).toBe('By');
    const text = rulesText('sv');
    expect(text).toMatch(/\bbyar?\b|\bbyn\b/);
    expect(text).not.toMatch(/\bhus(et|en)?\b/i);
  });

  it('de: Longest Road is "Längste Straße" on its card and on the rules page', () => {
    const card = strings('de', false).special.longestRoad;
    expect(card).toBe('Längste Straße');
    expect(rulesText('de')).toContain(card);
    expect(rulesText('de')).not.toContain('Handelsstraße');
  });

  it.each(LANGS)('%s: the piece names of the picker are the cost card’s', (lang) => {
    const b = strings(lang, false).build;
    expect(PICKER[lang].shapes.settlement).toBe(b.settlement);
    expect(PICKER[lang].shapes.city).toBe(b.city);
    expect(PICKER[lang].shapes.road).toBe(b.road);
    expect(PICKER[lang].shapes.ship).toBe(b.ship);
  });

  it.each([
    ['en', '1 page · 1 piece', '2 pages · 3 pieces'],
    ['sv', '1 sida · 1 bit', '2 sidor · 3 bitar'],
    ['de', '1 Seite · 1 Teil', '2 Seiten · 3 Teile'],
    ['da', '1 side · 1 brik', '2 sider · 3 brikker'],
  ] as const)('%s: "%s", "%s"', (lang, one, more) => {
    expect(PRINT_PAGE[lang].pageCount(1, 1)).toBe(one);
    expect(PRINT_PAGE[lang].pageCount(2, 3)).toBe(more);
  });
});
