// The print form's words for what it refuses before planning, in the four languages: a
// share code it cannot read or a board it cannot make (lib/board's codes), too many pieces,
// a piece id it does not know, the fresh board's seed, and any other option. The plan's own
// refusals are in i18n-refusals.ts.

import type { BoardErrorCode } from '@/lib/board/generate';
import type { Lang } from '@/lib/i18n/names';

export type BoardRefusalCode = BoardErrorCode | 'ERR_SHARE_CODE';

export interface FormRefusalStrings {
  readonly board: Readonly<Record<BoardRefusalCode, string>>;
  /** More pieces than one PDF may hold. */
  readonly tooMany: (asked: string, max: string) => string;
  /** More of one piece than a line may hold (or too many lines). */
  readonly tooManyOfOne: (max: string) => string;
  readonly badPiece: (id: string) => string;
  readonly seed: string;
  /** An option the form has no words for, by its name. */
  readonly option: (name: string) => string;
}

export const FORM_REFUSALS: Readonly<Record<Lang, FormRefusalStrings>> = {
  en: {
    board: {
      ERR_SHARE_CODE: 'This share code cannot be read: copy it again from the board page.',
      ERR_FIXED_BOARD:
        'This ruleset has a printed board: there is no board to print from a share code.',
      ERR_LAYOUT: 'This share code names a layout its ruleset does not have.',
      ERR_PLAYERS: 'This share code names a number of players its ruleset does not take.',
      ERR_SEED: 'This share code’s seed is not one: copy the code again from the board page.',
      ERR_UNSATISFIABLE:
        'No board meets this share code’s balance rules: make a new board with looser ones.',
    },
    tooMany: (n, max) => `${n} pieces asked for; at most ${max} go in one PDF: print them in two.`,
    tooManyOfOne: (max) => `At most ${max} of one piece in one PDF.`,
    badPiece: (id) => `The kit has no piece “${id}”.`,
    seed: 'The fresh board’s seed must be 1 to 40 letters, digits, “-” or “_”.',
    option: (name) => `The option “${name}” has a value the kit does not take.`,
  },
  sv: {
    board: {
      ERR_SHARE_CODE: 'Delningskoden går inte att läsa: kopiera den igen från spelplanssidan.',
      ERR_FIXED_BOARD:
        'Den här regeluppsättningen har en tryckt spelplan: det finns ingen spelplan att skriva ut från en delningskod.',
      ERR_LAYOUT: 'Delningskoden anger en uppläggning som regeluppsättningen inte har.',
      ERR_PLAYERS: 'Delningskoden anger ett antal spelare som regeluppsättningen inte tar.',
      ERR_SEED: 'Delningskodens frö är ogiltigt: kopiera koden igen från spelplanssidan.',
      ERR_UNSATISFIABLE:
        'Ingen spelplan uppfyller delningskodens balansregler: gör en ny spelplan med lösare regler.',
    },
    tooMany: (n, max) =>
      `${n} bitar begärda; högst ${max} ryms i en PDF: skriv ut dem i två omgångar.`,
    tooManyOfOne: (max) => `Högst ${max} av en bit i en PDF.`,
    badPiece: (id) => `Kitet har ingen bit ”${id}”.`,
    seed: 'Den nya spelplanens frö ska vara 1 till 40 bokstäver, siffror, ”-” eller ”_”.',
    option: (name) => `Inställningen ”${name}” har ett värde som kitet inte tar.`,
  },
  de: {
    board: {
      ERR_SHARE_CODE:
        'Dieser Teilen-Code ist nicht lesbar: bitte erneut von der Spielplan-Seite kopieren.',
      ERR_FIXED_BOARD:
        'Dieses Regelwerk hat einen gedruckten Spielplan: aus einem Teilen-Code gibt es keinen Plan zu drucken.',
      ERR_LAYOUT: 'Dieser Teilen-Code nennt einen Aufbau, den sein Regelwerk nicht hat.',
      ERR_PLAYERS: 'Dieser Teilen-Code nennt eine Spielerzahl, die sein Regelwerk nicht zulässt.',
      ERR_SEED:
        'Der Startwert dieses Teilen-Codes ist ungültig: den Code erneut von der Spielplan-Seite kopieren.',
      ERR_UNSATISFIABLE:
        'Kein Spielplan erfüllt die Ausgleichsregeln dieses Codes: einen neuen Plan mit lockereren Regeln erstellen.',
    },
    tooMany: (n, max) =>
      `${n} Teile verlangt; höchstens ${max} passen in ein PDF: in zwei Durchgängen drucken.`,
    tooManyOfOne: (max) => `Höchstens ${max} von einem Teil in einem PDF.`,
    badPiece: (id) => `Das Set hat kein Teil „${id}“.`,
    seed: 'Der Startwert des neuen Spielplans muss aus 1 bis 40 Buchstaben, Ziffern, „-“ oder „_“ bestehen.',
    option: (name) => `Die Einstellung „${name}“ hat einen Wert, den das Set nicht annimmt.`,
  },
  da: {
    board: {
      ERR_SHARE_CODE: 'Delingskoden kan ikke læses: kopiér den igen fra spillepladesiden.',
      ERR_FIXED_BOARD:
        'Dette regelsæt har en trykt spilleplade: der er ingen spilleplade at udskrive fra en delingskode.',
      ERR_LAYOUT: 'Delingskoden angiver en opstilling, som regelsættet ikke har.',
      ERR_PLAYERS: 'Delingskoden angiver et antal spillere, som regelsættet ikke tager.',
      ERR_SEED: 'Delingskodens frø er ugyldigt: kopiér koden igen fra spillepladesiden.',
      ERR_UNSATISFIABLE:
        'Ingen spilleplade opfylder kodens balanceregler: lav en ny spilleplade med løsere regler.',
    },
    tooMany: (n, max) =>
      `${n} brikker bestilt; højst ${max} kan være i én PDF: udskriv dem i to omgange.`,
    tooManyOfOne: (max) => `Højst ${max} af én brik i én PDF.`,
    badPiece: (id) => `Sættet har ingen brik »${id}«.`,
    seed: 'Den nye spillepladens frø skal være 1 til 40 bogstaver, cifre, »-« eller »_«.',
    option: (name) => `Indstillingen »${name}« har en værdi, som sættet ikke tager.`,
  },
};
