// Words the print kit added with the issue-15 work, in the four languages: the house
// variant's victory point card names (the seed text names them in Swedish) and the
// calibration page's margin test.

import type { Lang } from '../lib/i18n/names';

/** Victory point card names as the rulesets list them (English) → each language. */
const VP_NAMES: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  Market: { en: 'Market', sv: 'Marknad', de: 'Markt', da: 'Marked' },
  Parliament: { en: 'Parliament', sv: 'Parlament', de: 'Parlament', da: 'Parlament' },
  University: { en: 'University', sv: 'Universitet', de: 'Universität', da: 'Universitet' },
  Chapel: { en: 'Chapel', sv: 'Kapell', de: 'Kapelle', da: 'Kapel' },
  Library: { en: 'Library', sv: 'Bibliotek', de: 'Bibliothek', da: 'Bibliotek' },
};

/** A ruleset's victory point card name in `lang` (a name we do not know stays as given). */
export const vpCardName = (name: string, lang: Lang): string => VP_NAMES[name]?.[lang] ?? name;

export const MARGIN_TEST: Readonly<Record<Lang, string>> = {
  en: 'Margin test: the frame nearest the sheet edge that prints whole is the smallest margin to use.',
  sv: 'Marginaltest: den ram närmast arkets kant som skrivs ut hel är den minsta marginal du kan använda.',
  de: 'Randtest: der Rahmen, der dem Blattrand am nächsten vollständig gedruckt wird, ist der kleinste Rand.',
  da: 'Margentest: den ramme nærmest arkets kant, der udskrives hel, er den mindste margen, du kan bruge.',
};
