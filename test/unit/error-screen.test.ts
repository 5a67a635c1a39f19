// The screens Next puts in a page's place, as the server renders them: a failed render says the
// game is safe and offers Try again, Reload and the way back to /table, in the page's language;
// the root's own failure brings its own document; loading placeholders speak the page's language.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import RouteError from '@/app/error';
import GlobalError from '@/app/global-error';
import SeatLoading from '@/app/seat/[id]/loading';
import TableLoading from '@/app/table/[id]/loading';
import { BOUNDARY } from '@/app/ui/boundary-words';
import { LangProvider } from '@/app/ui/use-lang';
import { LANGS, type Lang } from '@/lib/i18n/names';

const inLang = (lang: Lang, node: ReactNode) =>
  renderToString(createElement(LangProvider, { lang }, node));
const failed = (lang: Lang, error: unknown = new Error('boom')) =>
  inLang(lang, createElement(RouteError, { error, reset: () => {}, retry: () => {} }));
// React escapes apostrophes and the like; compare against the text as it is written in HTML.
const html = (s: string) => renderToString(createElement('span', null, s)).slice(6, -7);

describe('app/error.tsx', () => {
  it.each(LANGS)('%s: the game is safe, Try again, Reload and back to the tables', (lang) => {
    const out = failed(lang);
    const t = BOUNDARY[lang];
    expect(out).toContain('role="alert"');
    for (const words of [t.errorTitle, t.errorGameSafe, t.tryAgain, t.reload, t.backToTable])
      expect(out).toContain(html(words));
    expect(out.match(/<button type="button"/g)).toHaveLength(2);
    expect(out).toMatch(/<a href="\/table"[^>]*data-testid="error-back"/);
  });

  it('in Swedish, as the sv page shows it', () => {
    const out = failed('sv');
    expect(out).toContain('Försök igen');
    expect(out).toContain('Ladda om');
    expect(out).toContain('Spelet är kvar');
  });

  it("quotes a server error's digest, and a thrown non-Error does not break it", () => {
    const e = Object.assign(new Error('hidden'), { digest: 'abc123' });
    expect(failed('de', e)).toContain('Referenz: abc123');
    expect(failed('en', 'a string was thrown')).toContain(html(BOUNDARY.en.errorTitle));
  });
});

describe('app/global-error.tsx', () => {
  it('renders its own <html> and <body> around the same screen', () => {
    const out = renderToString(
      createElement(GlobalError, { error: new Error('root'), reset: () => {} }),
    );
    expect(out).toMatch(/<html lang="en"/);
    expect(out).toContain('<body');
    expect(out).toContain('data-testid="error-screen"');
    expect(out).toContain(BOUNDARY.en.tryAgain);
  });
});

describe('loading.tsx placeholders', () => {
  it.each([
    ['table', 'sv', TableLoading, 'Öppnar bordet…'],
    ['seat', 'de', SeatLoading, 'Verbinde mit dem Tisch'],
  ] as const)('%s in %s', (_route, lang, Loading, words) => {
    const out = inLang(lang, createElement(Loading));
    expect(out).toContain('aria-busy="true"');
    expect(out).toContain(words);
  });
});
