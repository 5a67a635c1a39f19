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

/**
 * Page one of a duplex file: exactly how to print it (all of it double-sided, every front on
 * an odd page with its back, or a blank one, behind it), and where the back offset is measured:
 * the duplex test sheet (its pages in this file, or where to ask for it).
 */
export const DUPLEX_HOW: Readonly<
  Record<Lang, (pages: number, test: { from: number; to: number } | null) => readonly string[]>
> = {
  en: (n, test) => [
    `Print all ${n} pages double-sided, flip on the long edge, at 100 % (actual size). Odd pages are fronts, each with its back behind it; blank backs are blank on purpose.`,
    `Backs off? ${test ? `The duplex test sheet is pages ${test.from}–${test.to}` : 'Print the duplex test sheet (/print: Duplex test sheet)'}: read backX/backY on its rulers and set them.`,
  ],
  sv: (n, test) => [
    `Skriv ut alla ${n} sidor dubbelsidigt, vänd längs långsidan, i 100 % (faktisk storlek). Udda sidor är framsidor med sin baksida efter; tomma baksidor är tomma med avsikt.`,
    `Hamnar baksidorna fel? ${test ? `Testarket för dubbelsidig utskrift är sida ${test.from}–${test.to}` : 'Skriv ut testarket (/print: Testark för dubbelsidig utskrift)'}: läs av backX/backY på dess linjaler och ställ in dem.`,
  ],
  de: (n, test) => [
    `Alle ${n} Seiten beidseitig drucken, an der langen Kante wenden, mit 100 % (tatsächliche Größe). Ungerade Seiten sind Vorderseiten, ihre Rückseite folgt; leere Rückseiten sind absichtlich leer.`,
    `Rückseiten versetzt? ${test ? `Das Testblatt für beidseitigen Druck ist Seite ${test.from}–${test.to}` : 'Das Testblatt drucken (/print: Testblatt für beidseitigen Druck)'}: backX/backY an seinen Linealen ablesen und einstellen.`,
  ],
  da: (n, test) => [
    `Udskriv alle ${n} sider dobbeltsidet, vend på den lange kant, i 100 % (faktisk størrelse). Ulige sider er forsider med deres bagside efter; tomme bagsider er tomme med vilje.`,
    `Rammer bagsiderne skævt? ${test ? `Testarket til dobbeltsidet udskrift er side ${test.from}–${test.to}` : 'Udskriv testarket (/print: Testark til dobbeltsidet udskrift)'}: aflæs backX/backY på dets linealer, og indstil dem.`,
  ],
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

/** The guide of a board with home bases: the gap the rules measure, and the robber's start. */
export const HOME_GAP: Readonly<Record<Lang, (n: number) => string>> = {
  en: (n) =>
    `The home bases lie ${n} hexes apart: lay ${n} spare tiles on the dashed outlines, push the bases up to them, then take them away. The robber starts beside the board.`,
  sv: (n) =>
    `Hembaserna ligger ${n} hexrutor isär: lägg ${n} lösa brickor på de streckade konturerna, skjut baserna intill dem och ta sedan bort dem. Rövaren börjar bredvid spelplanen.`,
  de: (n) =>
    `Die Heimatbasen liegen ${n} Felder auseinander: ${n} lose Felder auf die gestrichelten Umrisse legen, die Basen heranschieben, dann die Felder wieder wegnehmen. Der Räuber beginnt neben dem Spielplan.`,
  da: (n) =>
    `Hjemmebaserne ligger ${n} felter fra hinanden: læg ${n} løse brikker på de stiplede omrids, skub baserne hen til dem, og fjern dem så igen. Røveren starter ved siden af spillepladen.`,
};
