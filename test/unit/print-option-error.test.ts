// The print form words a refused measure in the page's language, with its label and range
// (regression: it showed the checker's English "gap: expected a number of mm").
import { describe, expect, it } from 'vitest';
import { PRINT_PAGE } from '@/app/print/i18n';
import { optionError } from '@/app/print/option-error';
import type { Lang } from '@/lib/i18n/names';
import { parseOptions } from '@/print/options';

const refused = (raw: Record<string, unknown>) => {
  const r = parseOptions(raw);
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
};

describe('print form errors', () => {
  it.each([
    // [language, option, as typed, shown]
    ['sv', 'margin', 'abc', 'Marginal (mm): skriv ett tal från 0 till 40'],
    ['sv', 'scale', '3', 'Skala (1 = verklig storlek): skriv ett tal från 0,5 till 2'],
    ['en', 'gap', '25', 'Gap between pieces (mm): enter a number from 0 to 20'],
    ['de', 'bleed', 'x', 'Beschnitt (mm): bitte eine Zahl von 0 bis 5 eingeben'],
    ['da', 'token', '5', 'Brikdiameter (mm): skriv et tal fra 10 til 60'],
    // The back offset and back bleed (regression: the form had no such fields).
    ['en', 'backX', '6', 'Back offset across (mm, + right): enter a number from -5 to 5'],
    [
      'sv',
      'backY',
      '-5,5',
      'Baksidans förskjutning i höjdled (mm, + nedåt): skriv ett tal från −5 till 5',
    ],
    ['de', 'backBleed', 'x', 'Beschnitt auf Rückseiten (mm): bitte eine Zahl von 0 bis 5 eingeben'],
    [
      'da',
      'backX',
      'abc',
      'Bagsidens forskydning vandret (mm, + højre): skriv et tal fra -5 til 5',
    ],
  ] as const)('%s: %s %j → %s', (lang: Lang, option, typed, shown) => {
    expect(optionError(refused({ [option]: typed }), PRINT_PAGE[lang], lang)).toBe(shown);
  });

  // Regression: an option the form had no words for showed the checker's English.
  it('an option the form does not show is named in the page’s words', () => {
    const e = refused({ paper: 'b5' });
    expect(optionError(e, PRINT_PAGE.sv, 'sv')).toBe(
      'Inställningen ”paper” har ett värde som kitet inte tar.',
    );
  });
});
