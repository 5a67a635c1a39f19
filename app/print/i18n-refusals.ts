// Words of the print page for a plan it cannot make (print/plan-error.ts), in the four
// languages: what is wrong and what to do. Numbers, piece and paper names come already
// written in the page's style (app/print/plan-refusal.ts).

import type { Lang } from '@/lib/i18n/names';

export interface RefusalStrings {
  /** Nothing asked for. */
  readonly nothing: string;
  /** A play mat without a board. */
  readonly matNeedsBoard: string;
  /** A play mat with pieces or the calibration page. */
  readonly matAlone: string;
  /** A piece larger than the printable area; w × h and areaW × areaH in mm. */
  readonly pieceTooBig: (
    piece: string,
    w: string,
    h: string,
    bleed: boolean,
    areaW: string,
    areaH: string,
    paper: string,
  ) => string;
  /** The mat's overlap and margins leave no room on a sheet. */
  readonly matNoRoom: (overlap: string, margin: string, paper: string) => string;
  /** The mat needs more sheets than the most allowed. */
  readonly matTooMany: (sheets: string, max: string, paper: string) => string;
  /** The piece's name when the plan does not say which piece. */
  readonly aPiece: string;
}

export const REFUSALS: Readonly<Record<Lang, RefusalStrings>> = {
  en: {
    nothing:
      'Nothing to print: choose a board, pieces, the calibration page or the duplex test sheet.',
    matNeedsBoard: 'A play mat needs a board: enter its share code.',
    matAlone:
      'A play mat prints the board alone: leave out pieces and the calibration page (print those as a kit).',
    pieceTooBig: (p, w, h, bleed, aw, ah, paper) =>
      `${p} (${w} × ${h} mm${bleed ? ' with bleed' : ''}) does not fit in the ${aw} × ${ah} mm printable area of ${paper}: choose a larger paper, smaller margins or a smaller size.`,
    matNoRoom: (o, m, paper) =>
      `A ${o} mm overlap with ${m} mm margins leaves no room on ${paper}: choose a smaller overlap or margin.`,
    matTooMany: (n, max, paper) =>
      `This play mat needs ${n} sheets of ${paper}, at most ${max} are allowed: choose a larger paper or a smaller hex.`,
    aPiece: 'A piece',
  },
  sv: {
    nothing:
      'Inget att skriva ut: välj en spelplan, bitar, kalibreringssidan eller testarket för dubbelsidig utskrift.',
    matNeedsBoard: 'En spelmatta behöver en spelplan: skriv in dess delningskod.',
    matAlone:
      'En spelmatta skriver bara ut spelplanen: ta bort bitarna och kalibreringssidan (skriv ut dem som brickor).',
    pieceTooBig: (p, w, h, bleed, aw, ah, paper) =>
      `${p} (${w} × ${h} mm${bleed ? ' med utfall' : ''}) får inte plats på den utskrivbara ytan ${aw} × ${ah} mm på ${paper}: välj ett större papper, mindre marginaler eller en mindre storlek.`,
    matNoRoom: (o, m, paper) =>
      `Ett överlapp på ${o} mm med ${m} mm marginaler lämnar ingen plats på ${paper}: välj ett mindre överlapp eller en mindre marginal.`,
    matTooMany: (n, max, paper) =>
      `Spelmattan behöver ${n} ark ${paper}, men högst ${max} går: välj ett större papper eller en mindre hex.`,
    aPiece: 'En bit',
  },
  de: {
    nothing:
      'Nichts zu drucken: bitte einen Spielplan, Teile, die Kalibrierseite oder das Testblatt für beidseitigen Druck wählen.',
    matNeedsBoard:
      'Der Spielplan zum Auslegen braucht ein Spielbrett: bitte dessen Teilcode eingeben.',
    matAlone:
      'Der Spielplan zum Auslegen druckt nur das Spielbrett: bitte Teile und Kalibrierseite weglassen (diese als Plättchen drucken).',
    pieceTooBig: (p, w, h, bleed, aw, ah, paper) =>
      `${p} (${w} × ${h} mm${bleed ? ' mit Beschnitt' : ''}) passt nicht in den druckbaren Bereich von ${aw} × ${ah} mm auf ${paper}: bitte größeres Papier, kleinere Ränder oder eine kleinere Größe wählen.`,
    matNoRoom: (o, m, paper) =>
      `Eine Überlappung von ${o} mm bei ${m} mm Rand lässt auf ${paper} keinen Platz: bitte eine kleinere Überlappung oder einen kleineren Rand wählen.`,
    matTooMany: (n, max, paper) =>
      `Der Spielplan braucht ${n} Blätter ${paper}, höchstens ${max} sind möglich: bitte größeres Papier oder kleinere Felder wählen.`,
    aPiece: 'Ein Teil',
  },
  da: {
    nothing:
      'Intet at udskrive: vælg en spilleplade, brikker, kalibreringssiden eller testarket til dobbeltsidet udskrift.',
    matNeedsBoard: 'Spillepladen som ét billede kræver et bræt: skriv brættets delingskode.',
    matAlone:
      'Spillepladen som ét billede udskriver kun brættet: udelad brikker og kalibreringssiden (udskriv dem som brikker).',
    pieceTooBig: (p, w, h, bleed, aw, ah, paper) =>
      `${p} (${w} × ${h} mm${bleed ? ' med beskæring' : ''}) passer ikke ind i det udskrivbare område på ${aw} × ${ah} mm på ${paper}: vælg et større papir, mindre margener eller en mindre størrelse.`,
    matNoRoom: (o, m, paper) =>
      `Et overlap på ${o} mm med ${m} mm margen giver ingen plads på ${paper}: vælg et mindre overlap eller en mindre margen.`,
    matTooMany: (n, max, paper) =>
      `Spillepladen kræver ${n} ark ${paper}, højst ${max} er muligt: vælg et større papir eller mindre felter.`,
    aPiece: 'En brik',
  },
};
