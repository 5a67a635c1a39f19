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

/** Page one of a duplex kit: how to print it. */
export const DUPLEX_HOW: Readonly<Record<Lang, string>> = {
  en: 'Print double-sided, flip on the long edge, at 100 % (actual size). Backs off? Print the calibration page and set backX/backY.',
  sv: 'Skriv ut dubbelsidigt, vänd längs långsidan, i 100 % (faktisk storlek). Hamnar baksidorna fel? Ställ in backX/backY.',
  de: 'Beidseitig drucken, an der langen Kante wenden, mit 100 % (tatsächliche Größe). Rückseiten versetzt? backX/backY einstellen.',
  da: 'Udskriv dobbeltsidet, vend på den lange kant, i 100 % (faktisk størrelse). Rammer bagsiderne skævt? Indstil backX/backY.',
};

/** Page one when only part of a deck is printed. */
export const PARTIAL_DECK: Readonly<
  Record<Lang, (deck: 'resource' | 'dev', printed: number, full: number) => string>
> = {
  en: (d, n, f) =>
    `Warning: ${n} of ${f} ${d === 'resource' ? 'resource' : 'development'} cards. New backs differ from the old ones and give these cards away: print the whole deck, or play them in opaque sleeves.`,
  sv: (d, n, f) =>
    `Varning: ${n} av ${f} ${d === 'resource' ? 'resurskort' : 'utvecklingskort'}. Nya baksidor skiljer sig från de gamla och avslöjar korten: skriv ut hela leken, eller använd ogenomskinliga fickor.`,
  de: (d, n, f) =>
    `Achtung: ${n} von ${f} ${d === 'resource' ? 'Rohstoffkarten' : 'Entwicklungskarten'}. Neue Rückseiten unterscheiden sich von den alten und verraten diese Karten: ganzes Deck drucken oder blickdichte Hüllen nutzen.`,
  da: (d, n, f) =>
    `Advarsel: ${n} af ${f} ${d === 'resource' ? 'råstofkort' : 'udviklingskort'}. Nye bagsider adskiller sig fra de gamle og afslører kortene: udskriv hele bunken, eller brug uigennemsigtige lommer.`,
};
