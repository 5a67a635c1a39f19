// Regression: a language picked on the server-rendered page before React had hydrated it
// changed the select but not the page, and was lost (CI, stop 9: table-new "in Swedish on
// demand" stayed English). The switch is now disabled until hydrated, so the choice waits.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UI } from '@/app/ui/i18n';
import { LANG_SWITCH } from '@/app/ui/i18n-lang-switch';
import { LangSwitch } from '@/app/ui/lang-switch';
import { LANGS } from '@/lib/i18n/names';

const render = (lang: (typeof LANGS)[number], withNicknames = false) =>
  renderToStaticMarkup(
    createElement(LangSwitch, {
      lang,
      setLang: () => {},
      ...(withNicknames ? { setNicknames: () => {}, nicknames: true } : {}),
    }),
  );

describe('LangSwitch as the server renders it (before hydration)', () => {
  it('regression: the select is disabled, so no choice is made that React would not see', () => {
    expect(render('en')).toMatch(/<select[^>]*disabled=""/);
  });

  it('offers the four languages with the current one selected', () => {
    const html = render('de');
    for (const l of LANGS) expect(html).toContain(`value="${l}"`);
    expect(html).toMatch(/<option value="de" selected="">/);
  });

  it('offers the Swedish nicknames only in Swedish, and only to a page that can set them', () => {
    expect(render('sv', true)).toContain('data-testid="nicknames"');
    expect(render('sv', false)).not.toContain('data-testid="nicknames"');
    expect(render('en', true)).not.toContain('data-testid="nicknames"');
  });
});

describe("LangSwitch's own words (not the whole UI record, which the seat page must not carry)", () => {
  it.each([
    ['en', 'Language'],
    ['sv', 'Språk'],
    ['de', 'Sprache'],
    ['da', 'Sprog'],
  ] as const)('in %s the select is named %s', (lang, name) => {
    expect(render(lang)).toContain(`aria-label="${name}"`);
  });

  it('says the same as the UI words for the same two things, in every language', () => {
    for (const l of LANGS)
      expect(LANG_SWITCH[l]).toEqual({ language: UI[l].language, nicknames: UI[l].nicknames });
  });
});
