// Words of the print page (the form, the sketch's label) in the table's four languages. The
// names printed on pieces come from print/i18n.ts; this file is only the page around them.
// The page's language and the printed language are separate choices.

import type { Lang } from '@/lib/i18n/names';
import { rulesetNames } from '@/lib/i18n/rulesets';
import type { PageKind } from '@/print/plan';
import { DUPLEX_FORM } from './i18n-duplex';

export interface PrintPageStrings {
  readonly title: string;
  readonly intro: string;
  readonly language: string;
  readonly formLabel: string;
  readonly board: string;
  readonly thisBoard: string;
  readonly shareCode: string;
  readonly guide: string;
  readonly water: string;
  readonly pieces: (n: number) => string;
  readonly resourceSet: string;
  readonly devSet: string;
  readonly clear: string;
  readonly groups: Readonly<Record<GroupId, string>>;
  readonly anyHarbor: string;
  readonly costNames: Readonly<Record<string, string>>;
  readonly robberStyles: Readonly<Record<string, string>>;
  readonly track: (max: number) => string;
  readonly paperOptions: string;
  readonly paper: string;
  readonly paperNames: Readonly<Record<string, string>>;
  readonly printLang: string;
  readonly nicknames: string;
  readonly backs: string;
  readonly backsNames: Readonly<Record<string, string>>;
  readonly fields: Readonly<Record<'margin' | 'gap' | 'bleed' | 'scale' | 'hex' | 'token', string>>;
  readonly checks: Readonly<
    Record<'cutLines' | 'cropMarks' | 'inkSaver' | 'names' | 'calibration', string>
  >;
  readonly download: string;
  readonly noPreview: string;
  readonly exactPdf: string;
  readonly pageOne: string;
  readonly preparing: string;
  readonly note: string;
  readonly pageCount: (pages: number, pieces: number) => string;
  readonly previewLabel: (kind: PageKind) => string;
  /** A measure that is not a number in its range; min and max already in the page's style. */
  readonly badMeasure: (label: string, min: string, max: string) => string;
}

export const GROUP_IDS = [
  'hexes',
  'harbors',
  'harborHexes',
  'tokens',
  'cards',
  'dev',
  'costs',
  'specials',
  'robber',
  'track',
] as const;
export type GroupId = (typeof GROUP_IDS)[number];

export const PRINT_PAGE: Readonly<Record<Lang, PrintPageStrings>> = {
  en: {
    title: 'Print kit',
    intro:
      'True-size replacement pieces, or a whole board with its layout guide. Print at 100 % (actual size); the calibration page checks your printer.',
    language: 'Page language',
    formLabel: 'Print options',
    board: 'Board',
    thisBoard: 'This board (share code)',
    shareCode: 'Share code',
    guide: 'Layout guide with QR code',
    water: 'Sea and harbor hexes (else harbor pieces)',
    pieces: (n) => `Pieces (${n})`,
    resourceSet: '95 resource cards',
    devSet: '25 development cards',
    clear: 'Clear',
    groups: {
      hexes: 'Hex tiles',
      harbors: 'Harbor pieces',
      harborHexes: 'Harbor hexes (sea)',
      tokens: 'Number tokens',
      cards: 'Resource cards',
      dev: 'Development cards',
      costs: 'Building costs',
      specials: 'Special cards',
      robber: 'Robber',
      track: 'Score track',
    },
    anyHarbor: '3:1 (any)',
    costNames: rulesetNames('en', 'short'),
    robberStyles: { standee: 'Standee', disc: 'Disc' },
    track: (m) => `0–${m}`,
    paperOptions: 'Paper and options',
    paper: 'Paper',
    paperNames: { a4: 'A4', letter: 'US Letter', a3: 'A3' },
    printLang: 'Printed language',
    nicknames: 'Smeknamn (trä, får, vete, lera, sten)',
    backs: 'Card backs',
    backsNames: { duplex: 'Double-sided (long edge)', fold: 'Fold and glue', none: 'None' },
    fields: {
      margin: 'Margin (mm)',
      gap: 'Gap between pieces (mm)',
      bleed: 'Bleed (mm)',
      scale: 'Scale (1 = true size)',
      hex: 'Hex, flat to flat (mm)',
      token: 'Token diameter (mm)',
    },
    checks: {
      cutLines: 'Cut lines',
      cropMarks: 'Crop marks',
      inkSaver: 'Ink saver (outlines)',
      names: 'Terrain names on hexes',
      calibration: 'Calibration page',
    },
    download: 'Download PDF',
    noPreview: 'No preview',
    exactPdf: 'Exact PDF of page one',
    pageOne: 'Page one',
    preparing: 'Preparing …',
    note: 'The sketch shows where everything goes on page one; the PDF has the art. Print at 100 % / actual size.',
    pageCount: (p, n) => `${p} page${p === 1 ? '' : 's'} · ${n} piece${n === 1 ? '' : 's'}`,
    previewLabel: (k) => `Preview of page one (${k})`,
    badMeasure: (l, min, max) => `${l}: enter a number from ${min} to ${max}`,
  },
  sv: {
    title: 'Utskriftskit',
    intro:
      'Reservbitar i verklig storlek, eller en hel spelplan med läggningsguide. Skriv ut i 100 % (verklig storlek); kalibreringssidan kontrollerar skrivaren.',
    language: 'Sidans språk',
    formLabel: 'Utskriftsval',
    board: 'Spelplan',
    thisBoard: 'Den här spelplanen (delningskod)',
    shareCode: 'Delningskod',
    guide: 'Läggningsguide med QR-kod',
    water: 'Hav- och hamnhexar (annars hamnbitar)',
    pieces: (n) => `Bitar (${n})`,
    resourceSet: '95 råvarukort',
    devSet: '25 utvecklingskort',
    clear: 'Rensa',
    groups: {
      hexes: 'Hexbrickor',
      harbors: 'Hamnbitar',
      harborHexes: 'Hamnhexar (hav)',
      tokens: 'Nummerbrickor',
      cards: 'Råvarukort',
      dev: 'Utvecklingskort',
      costs: 'Byggkostnader',
      specials: 'Specialkort',
      robber: 'Rövare',
      track: 'Poängräknare',
    },
    anyHarbor: '3:1 (valfri)',
    costNames: rulesetNames('sv', 'short'),
    robberStyles: { standee: 'Stående figur', disc: 'Bricka' },
    track: (m) => `0–${m}`,
    paperOptions: 'Papper och val',
    paper: 'Papper',
    paperNames: { a4: 'A4', letter: 'US Letter', a3: 'A3' },
    printLang: 'Tryckt språk',
    nicknames: 'Smeknamn (trä, får, vete, lera, sten)',
    backs: 'Kortbaksidor',
    backsNames: { duplex: 'Dubbelsidigt (långsidan)', fold: 'Vik och limma', none: 'Inga' },
    fields: {
      margin: 'Marginal (mm)',
      gap: 'Avstånd mellan bitar (mm)',
      bleed: 'Utfall (mm)',
      scale: 'Skala (1 = verklig storlek)',
      hex: 'Hex, sida till sida (mm)',
      token: 'Brickans diameter (mm)',
    },
    checks: {
      cutLines: 'Skärlinjer',
      cropMarks: 'Skärmärken',
      inkSaver: 'Spara bläck (konturer)',
      names: 'Terrängnamn på hexar',
      calibration: 'Kalibreringssida',
    },
    download: 'Ladda ner PDF',
    noPreview: 'Ingen förhandsvisning',
    exactPdf: 'Exakt PDF av sida ett',
    pageOne: 'Sida ett',
    preparing: 'Förbereder …',
    note: 'Skissen visar var allt hamnar på sida ett; PDF:en har bilderna. Skriv ut i 100 % / verklig storlek.',
    pageCount: (p, n) => `${p} ${p === 1 ? 'sida' : 'sidor'} · ${n} ${n === 1 ? 'bit' : 'bitar'}`,
    previewLabel: (k) =>
      `Förhandsvisning av sida ett (${{ calibration: 'kalibrering', guide: 'guide', rules: 'regler', mothership: 'moderskepp', front: 'framsida', back: 'baksida', blank: 'tom baksida', ...DUPLEX_FORM.sv.pages }[k]})`,
    badMeasure: (l, min, max) => `${l}: skriv ett tal från ${min} till ${max}`,
  },
  de: {
    title: 'Druckset',
    intro:
      'Ersatzteile in Originalgröße oder ein ganzer Spielplan mit Legeplan. Mit 100 % (tatsächliche Größe) drucken; die Kalibrierseite prüft den Drucker.',
    language: 'Sprache der Seite',
    formLabel: 'Druckoptionen',
    board: 'Spielplan',
    thisBoard: 'Dieser Spielplan (Teilcode)',
    shareCode: 'Teilcode',
    guide: 'Legeplan mit QR-Code',
    water: 'Meer- und Hafenfelder (sonst Hafenplättchen)',
    pieces: (n) => `Teile (${n})`,
    resourceSet: '95 Rohstoffkarten',
    devSet: '25 Entwicklungskarten',
    clear: 'Leeren',
    groups: {
      hexes: 'Landschaftsfelder',
      harbors: 'Hafenplättchen',
      harborHexes: 'Hafenfelder (Meer)',
      tokens: 'Zahlenchips',
      cards: 'Rohstoffkarten',
      dev: 'Entwicklungskarten',
      costs: 'Baukosten',
      specials: 'Sonderkarten',
      robber: 'Räuber',
      track: 'Punkteleiste',
    },
    anyHarbor: '3:1 (beliebig)',
    costNames: rulesetNames('de', 'short'),
    robberStyles: { standee: 'Aufsteller', disc: 'Scheibe' },
    track: (m) => `0–${m}`,
    paperOptions: 'Papier und Optionen',
    paper: 'Papier',
    paperNames: { a4: 'A4', letter: 'US Letter', a3: 'A3' },
    printLang: 'Gedruckte Sprache',
    nicknames: 'Smeknamn (trä, får, vete, lera, sten)',
    backs: 'Kartenrückseiten',
    backsNames: { duplex: 'Beidseitig (lange Kante)', fold: 'Falten und kleben', none: 'Keine' },
    fields: {
      margin: 'Rand (mm)',
      gap: 'Abstand zwischen Teilen (mm)',
      bleed: 'Beschnitt (mm)',
      scale: 'Maßstab (1 = Originalgröße)',
      hex: 'Feld, Kante zu Kante (mm)',
      token: 'Chip-Durchmesser (mm)',
    },
    checks: {
      cutLines: 'Schnittlinien',
      cropMarks: 'Schnittmarken',
      inkSaver: 'Tinte sparen (Umrisse)',
      names: 'Landschaftsnamen auf Feldern',
      calibration: 'Kalibrierseite',
    },
    download: 'PDF herunterladen',
    noPreview: 'Keine Vorschau',
    exactPdf: 'Genaues PDF der ersten Seite',
    pageOne: 'Seite eins',
    preparing: 'Wird vorbereitet …',
    note: 'Die Skizze zeigt, wo alles auf Seite eins liegt; das PDF enthält die Grafik. Mit 100 % / tatsächlicher Größe drucken.',
    pageCount: (p, n) =>
      `${p} ${p === 1 ? 'Seite' : 'Seiten'} · ${n} ${n === 1 ? 'Teil' : 'Teile'}`,
    previewLabel: (k) =>
      `Vorschau der ersten Seite (${{ calibration: 'Kalibrierung', guide: 'Legeplan', rules: 'Regeln', mothership: 'Mutterschiff', front: 'Vorderseite', back: 'Rückseite', blank: 'leere Rückseite', ...DUPLEX_FORM.de.pages }[k]})`,
    badMeasure: (l, min, max) => `${l}: bitte eine Zahl von ${min} bis ${max} eingeben`,
  },
  da: {
    title: 'Printsæt',
    intro:
      'Reservebrikker i naturlig størrelse, eller en hel spilleplade med lægningsguide. Udskriv i 100 % (faktisk størrelse); kalibreringssiden tjekker printeren.',
    language: 'Sidens sprog',
    formLabel: 'Udskriftsvalg',
    board: 'Spilleplade',
    thisBoard: 'Denne spilleplade (delingskode)',
    shareCode: 'Delingskode',
    guide: 'Lægningsguide med QR-kode',
    water: 'Hav- og havnefelter (ellers havnebrikker)',
    pieces: (n) => `Brikker (${n})`,
    resourceSet: '95 råstofkort',
    devSet: '25 udviklingskort',
    clear: 'Ryd',
    groups: {
      hexes: 'Landskabsfelter',
      harbors: 'Havnebrikker',
      harborHexes: 'Havnefelter (hav)',
      tokens: 'Talbrikker',
      cards: 'Råstofkort',
      dev: 'Udviklingskort',
      costs: 'Byggeomkostninger',
      specials: 'Specialkort',
      robber: 'Røver',
      track: 'Pointtavle',
    },
    anyHarbor: '3:1 (vilkårlig)',
    costNames: rulesetNames('da', 'short'),
    robberStyles: { standee: 'Stående figur', disc: 'Skive' },
    track: (m) => `0–${m}`,
    paperOptions: 'Papir og valg',
    paper: 'Papir',
    paperNames: { a4: 'A4', letter: 'US Letter', a3: 'A3' },
    printLang: 'Trykt sprog',
    nicknames: 'Smeknamn (trä, får, vete, lera, sten)',
    backs: 'Kortbagsider',
    backsNames: { duplex: 'Dobbeltsidet (lang kant)', fold: 'Fold og lim', none: 'Ingen' },
    fields: {
      margin: 'Margen (mm)',
      gap: 'Afstand mellem brikker (mm)',
      bleed: 'Beskæring (mm)',
      scale: 'Skala (1 = naturlig størrelse)',
      hex: 'Felt, kant til kant (mm)',
      token: 'Brikdiameter (mm)',
    },
    checks: {
      cutLines: 'Skærelinjer',
      cropMarks: 'Skæremærker',
      inkSaver: 'Spar blæk (konturer)',
      names: 'Landskabsnavne på felter',
      calibration: 'Kalibreringsside',
    },
    download: 'Hent PDF',
    noPreview: 'Ingen forhåndsvisning',
    exactPdf: 'Nøjagtig PDF af side et',
    pageOne: 'Side et',
    preparing: 'Forbereder …',
    note: 'Skitsen viser, hvor alt ligger på side et; PDF’en har grafikken. Udskriv i 100 % / faktisk størrelse.',
    pageCount: (p, n) =>
      `${p} ${p === 1 ? 'side' : 'sider'} · ${n} ${n === 1 ? 'brik' : 'brikker'}`,
    previewLabel: (k) =>
      `Forhåndsvisning af side et (${{ calibration: 'kalibrering', guide: 'guide', rules: 'regler', mothership: 'moderskib', front: 'forside', back: 'bagside', blank: 'tom bagside', ...DUPLEX_FORM.da.pages }[k]})`,
    badMeasure: (l, min, max) => `${l}: skriv et tal fra ${min} til ${max}`,
  },
};
