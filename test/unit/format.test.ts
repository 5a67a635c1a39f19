// Numbers in the four table languages, as Intl writes them: the facts a player reads.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PRINT_PAGE } from '@/app/print/i18n';
import { optionError } from '@/app/print/option-error';
import { formatFixed, formatNumber, formatPercent } from '@/app/ui/format';
import { StatsCharts } from '@/app/ui/stats/stats-charts';
import { LangProvider } from '@/app/ui/use-lang';
import { gameStats, randomGame } from '@/lib/game';
import type { Lang } from '@/lib/i18n/names';
import { parseOptions } from '@/print/options';
import { config } from './game-helpers';

// Intl writes Swedish and Danish-style spaces as no-break spaces; spelled out here.
const NBSP = '\u00a0';

describe('formatNumber / formatFixed / formatPercent', () => {
  it.each([
    // [what, lang, written]
    ['one and a half', 'en', formatNumber('en', 1.5), '1.5'],
    ['one and a half', 'sv', formatNumber('sv', 1.5), '1,5'],
    ['one and a half', 'de', formatNumber('de', 1.5), '1,5'],
    ['one and a half', 'da', formatNumber('da', 1.5), '1,5'],
    ['expected income, one decimal', 'sv', formatFixed('sv', 1.4), '1,4'],
    ['a whole number keeps its decimal when fixed', 'de', formatFixed('de', 2), '2,0'],
    ['trailing zeros dropped when not fixed', 'da', formatNumber('da', 2), '2'],
    ['rounded to the digits asked', 'en', formatNumber('en', 2.345, 1), '2.3'],
    ['grouping', 'en', formatNumber('en', 12345.5), '12,345.5'],
    ['grouping', 'sv', formatNumber('sv', 12345.5), `12${NBSP}345,5`],
    ['grouping', 'de', formatNumber('de', 12345.5), '12.345,5'],
    ['grouping', 'da', formatNumber('da', 12345.5), '12.345,5'],
    ['percent', 'en', formatPercent('en', 0.25), '25%'],
    ['percent', 'sv', formatPercent('sv', 0.25), `25${NBSP}%`],
    ['percent', 'de', formatPercent('de', 0.25), `25${NBSP}%`],
    ['percent', 'da', formatPercent('da', 0.25), `25${NBSP}%`],
    ['percent with a decimal', 'sv', formatPercent('sv', 0.125, 1), `12,5${NBSP}%`],
  ] as const)('%s, %s: %s', (_what, _lang, written, expected) => {
    expect(written).toBe(expected);
  });
});

describe('where the app shows decimals', () => {
  const cfg = config('base', 4, {}, 'format');
  const stats = gameStats(cfg, randomGame(cfg, 500).events);
  const charts = (lang: Lang) =>
    renderToStaticMarkup(
      createElement(
        LangProvider,
        { lang },
        createElement(StatsCharts, { stats, players: cfg.players }),
      ),
    );

  it('the dice chart speaks the expected counts with a decimal comma in Swedish, a point in English', () => {
    expect(charts('sv')).toMatch(/\d+: \d+ \(\d+,\d\)/);
    expect(charts('sv')).not.toMatch(/\d+: \d+ \(\d+\.\d\)/);
    expect(charts('en')).toMatch(/\d+: \d+ \(\d+\.\d\)/);
  });

  it("the print form's refused scale names its range in the page's language", () => {
    const r = parseOptions({ scale: '9' });
    if (r.ok) throw new Error('expected a refusal');
    expect(optionError(r.error, PRINT_PAGE.de, 'de')).toContain('0,5');
    expect(optionError(r.error, PRINT_PAGE.en, 'en')).toContain('0.5');
  });
});
