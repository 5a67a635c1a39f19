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
  /** A play mat with options only a kit has (the form never sends them; the API names them). */
  readonly matKitOnly: string;
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
  /** A complete game with another ruleset's board; both are rulesets' names. */
  readonly boardRuleset: (board: string, complete: string) => string;
  /** A complete game with `ruleset=` naming another ruleset. */
  readonly rulesetContradicts: (ruleset: string, complete: string) => string;
  /** The fresh board's seed is not one. */
  readonly seed: string;
}

export const REFUSALS: Readonly<Record<Lang, RefusalStrings>> = {
  en: {
    nothing:
      'Nothing to print: choose a board, pieces, the calibration page or the duplex test sheet.',
    matNeedsBoard: 'A play mat needs a board: enter its share code.',
    matAlone:
      'A play mat prints the board alone: leave out pieces, the calibration page and the complete game (print those as a kit).',
    matKitOnly:
      'A play mat is one picture, with no backs, spacing or cutting: leave out card backs, gap, bleed, back offsets, cut lines, crop marks, the duplex test sheet and the layout guide (they are for a kit).',
    pieceTooBig: (p, w, h, bleed, aw, ah, paper) =>
      `${p} (${w} × ${h} mm${bleed ? ' with bleed' : ''}) does not fit in the ${aw} × ${ah} mm printable area of ${paper}: choose a larger paper, smaller margins or a smaller size.`,
    matNoRoom: (o, m, paper) =>
      `A ${o} mm overlap with ${m} mm margins leaves no room on ${paper}: choose a smaller overlap or margin.`,
    matTooMany: (n, max, paper) =>
      `This play mat needs ${n} sheets of ${paper}, at most ${max} are allowed: choose a larger paper or a smaller hex.`,
    aPiece: 'A piece',
    boardRuleset: (b, c) =>
      `The board above is for ${b}; the complete game for ${c} needs a board of its own ruleset: enter one’s share code, or leave the field empty for a fresh board.`,
    rulesetContradicts: (r, c) =>
      `The complete game for ${c} prints its own ruleset; ${r} contradicts it: leave the ruleset out.`,
    seed: 'The fresh board’s seed must be 1 to 40 letters, digits, “-” or “_”.',
  },
  sv: {
    nothing:
      'Inget att skriva ut: välj en spelplan, bitar, kalibreringssidan eller testarket för dubbelsidig utskrift.',
    matNeedsBoard: 'En spelmatta behöver en spelplan: skriv in dess delningskod.',
    matAlone:
      'En spelmatta skriver bara ut spelplanen: ta bort bitarna, kalibreringssidan och det kompletta spelet (skriv ut dem som brickor).',
    matKitOnly:
      'En spelmatta är en enda bild, utan baksidor, mellanrum eller skärning: ta bort kortbaksidor, mellanrum, utfall, förskjutning av baksidan, skärlinjer, skärmärken, testarket för dubbelsidig utskrift och läggningsguiden (de hör till brickorna).',
    pieceTooBig: (p, w, h, bleed, aw, ah, paper) =>
      `${p} (${w} × ${h} mm${bleed ? ' med utfall' : ''}) får inte plats på den utskrivbara ytan ${aw} × ${ah} mm på ${paper}: välj ett större papper, mindre marginaler eller en mindre storlek.`,
    matNoRoom: (o, m, paper) =>
      `Ett överlapp på ${o} mm med ${m} mm marginaler lämnar ingen plats på ${paper}: välj ett mindre överlapp eller en mindre marginal.`,
    matTooMany: (n, max, paper) =>
      `Spelmattan behöver ${n} ark ${paper}, men högst ${max} går: välj ett större papper eller en mindre hex.`,
    aPiece: 'En bit',
    boardRuleset: (b, c) =>
      `Spelplanen ovan hör till ${b}; det kompletta spelet för ${c} behöver en spelplan för sina egna regler: skriv in en sådans delningskod eller lämna fältet tomt för en ny spelplan.`,
    rulesetContradicts: (r, c) =>
      `Det kompletta spelet för ${c} skriver ut sina egna regler; ${r} motsäger det: ta bort regeluppsättningen.`,
    seed: 'Fröet till den nya spelplanen ska vara 1 till 40 bokstäver, siffror, ”-” eller ”_”.',
  },
  de: {
    nothing:
      'Nichts zu drucken: bitte einen Spielplan, Teile, die Kalibrierseite oder das Testblatt für beidseitigen Druck wählen.',
    matNeedsBoard:
      'Der Spielplan zum Auslegen braucht ein Spielbrett: bitte dessen Teilcode eingeben.',
    matAlone:
      'Der Spielplan zum Auslegen druckt nur das Spielbrett: bitte Teile, Kalibrierseite und das komplette Spiel weglassen (diese als Plättchen drucken).',
    matKitOnly:
      'Der Spielplan zum Auslegen ist ein einziges Bild, ohne Rückseiten, Abstände oder Schnitt: bitte Kartenrückseiten, Abstand, Beschnitt, Versatz der Rückseite, Schnittlinien, Schnittmarken, das Testblatt für beidseitigen Druck und den Legeplan weglassen (sie gehören zu den Plättchen).',
    pieceTooBig: (p, w, h, bleed, aw, ah, paper) =>
      `${p} (${w} × ${h} mm${bleed ? ' mit Beschnitt' : ''}) passt nicht in den druckbaren Bereich von ${aw} × ${ah} mm auf ${paper}: bitte größeres Papier, kleinere Ränder oder eine kleinere Größe wählen.`,
    matNoRoom: (o, m, paper) =>
      `Eine Überlappung von ${o} mm bei ${m} mm Rand lässt auf ${paper} keinen Platz: bitte eine kleinere Überlappung oder einen kleineren Rand wählen.`,
    matTooMany: (n, max, paper) =>
      `Der Spielplan braucht ${n} Blätter ${paper}, höchstens ${max} sind möglich: bitte größeres Papier oder kleinere Felder wählen.`,
    aPiece: 'Ein Teil',
    boardRuleset: (b, c) =>
      `Das Spielbrett oben gehört zu ${b}; das komplette Spiel für ${c} braucht ein Spielbrett seines eigenen Regelwerks: bitte dessen Teilcode eingeben oder das Feld für ein neues Spielbrett leer lassen.`,
    rulesetContradicts: (r, c) =>
      `Das komplette Spiel für ${c} druckt sein eigenes Regelwerk; ${r} widerspricht dem: bitte das Regelwerk weglassen.`,
    seed: 'Der Startwert des neuen Spielbretts muss aus 1 bis 40 Buchstaben, Ziffern, „-“ oder „_“ bestehen.',
  },
  da: {
    nothing:
      'Intet at udskrive: vælg en spilleplade, brikker, kalibreringssiden eller testarket til dobbeltsidet udskrift.',
    matNeedsBoard: 'Spillepladen som ét billede kræver et bræt: skriv brættets delingskode.',
    matAlone:
      'Spillepladen som ét billede udskriver kun brættet: udelad brikker, kalibreringssiden og det komplette spil (udskriv dem som brikker).',
    matKitOnly:
      'Spillepladen som ét billede har ingen bagsider, mellemrum eller beskæring: udelad kortbagsider, mellemrum, beskæring, forskydning af bagsiden, skærelinjer, skæremærker, testarket til dobbeltsidet udskrift og lægningsguiden (de hører til brikkerne).',
    pieceTooBig: (p, w, h, bleed, aw, ah, paper) =>
      `${p} (${w} × ${h} mm${bleed ? ' med beskæring' : ''}) passer ikke ind i det udskrivbare område på ${aw} × ${ah} mm på ${paper}: vælg et større papir, mindre margener eller en mindre størrelse.`,
    matNoRoom: (o, m, paper) =>
      `Et overlap på ${o} mm med ${m} mm margen giver ingen plads på ${paper}: vælg et mindre overlap eller en mindre margen.`,
    matTooMany: (n, max, paper) =>
      `Spillepladen kræver ${n} ark ${paper}, højst ${max} er muligt: vælg et større papir eller mindre felter.`,
    aPiece: 'En brik',
    boardRuleset: (b, c) =>
      `Brættet ovenfor hører til ${b}; det komplette spil for ${c} kræver et bræt til sit eget regelsæt: skriv et sådant bræts delingskode, eller lad feltet stå tomt for et nyt bræt.`,
    rulesetContradicts: (r, c) =>
      `Det komplette spil for ${c} udskriver sit eget regelsæt; ${r} strider imod det: udelad regelsættet.`,
    seed: 'Frøet til det nye bræt skal være 1 til 40 bogstaver, cifre, ”-” eller ”_”.',
  },
};
