// Words of the print page's piece picker (a short list of chosen pieces, grouped by kind),
// its lost-piece kinds (pawns, dice cards, lettered tokens) and the download bar (the ink a
// file will use, ink saver a tap away), in the four languages.

import type { Lang } from '@/lib/i18n/names';
import type { PawnShape } from '@/print/pieces';

export interface PickerStrings {
  /** The kinds the picker adds beside the print page's groups. */
  readonly kinds: Readonly<Record<'pawns' | 'dice', string>>;
  readonly kind: string;
  readonly piece: string;
  readonly count: string;
  readonly add: string;
  readonly remove: (name: string) => string;
  readonly chosen: string;
  readonly noneChosen: string;
  readonly colour: string;
  readonly seatColours: string;
  readonly boxColours: string;
  readonly seat: (n: number, colour: string) => string;
  readonly shapes: Readonly<Record<PawnShape, string>>;
  readonly letter: string;
  readonly noLetter: string;
  readonly dice: (a: number, b: number) => string;
  readonly die: (n: number) => string;
  /** The ink a file will use, in A4 pages of solid black. */
  readonly ink: (pages: string) => string;
  readonly inkSaver: string;
  readonly bar: string;
}

export const PICKER: Readonly<Record<Lang, PickerStrings>> = {
  en: {
    kinds: { pawns: 'Player pieces', dice: 'Dice cards' },
    kind: 'Kind',
    piece: 'Piece',
    count: 'How many',
    add: 'Add',
    remove: (n) => `Remove ${n}`,
    chosen: 'Chosen pieces',
    noneChosen: 'None yet: pick a kind and a piece above, then Add.',
    colour: 'Colour',
    seatColours: 'The app’s seat colours',
    boxColours: 'The box’s colours',
    seat: (n, c) => `Seat ${n} (${c})`,
    shapes: {
      settlement: 'Settlement',
      city: 'City',
      road: 'Road',
      ship: 'Ship',
      marker: 'Score marker',
    },
    letter: 'Letter on the back',
    noLetter: 'No letter',
    dice: (a, b) => `${a} + ${b} (${a + b})`,
    die: (n) => `Die ${n}`,
    ink: (p) => `≈ ${p} A4 pages of solid ink`,
    inkSaver: 'Ink saver',
    bar: 'Download',
  },
  sv: {
    kinds: { pawns: 'Spelpjäser', dice: 'Tärningskort' },
    kind: 'Sort',
    piece: 'Bit',
    count: 'Antal',
    add: 'Lägg till',
    remove: (n) => `Ta bort ${n}`,
    chosen: 'Valda bitar',
    noneChosen: 'Inga än: välj sort och bit ovan, sedan Lägg till.',
    colour: 'Färg',
    seatColours: 'Appens platsfärger',
    boxColours: 'Kartongens färger',
    seat: (n, c) => `Plats ${n} (${c})`,
    shapes: { settlement: 'By', city: 'Stad', road: 'Väg', ship: 'Skepp', marker: 'Poängmarkör' },
    letter: 'Bokstav på baksidan',
    noLetter: 'Ingen bokstav',
    dice: (a, b) => `${a} + ${b} (${a + b})`,
    die: (n) => `Tärning ${n}`,
    ink: (p) => `≈ ${p} A4-sidor helsvart bläck`,
    inkSaver: 'Spara bläck',
    bar: 'Ladda ner',
  },
  de: {
    kinds: { pawns: 'Spielfiguren', dice: 'Würfelkarten' },
    kind: 'Art',
    piece: 'Teil',
    count: 'Anzahl',
    add: 'Hinzufügen',
    remove: (n) => `${n} entfernen`,
    chosen: 'Gewählte Teile',
    noneChosen: 'Noch keine: oben Art und Teil wählen, dann Hinzufügen.',
    colour: 'Farbe',
    seatColours: 'Platzfarben der App',
    boxColours: 'Farben der Schachtel',
    seat: (n, c) => `Platz ${n} (${c})`,
    shapes: {
      settlement: 'Siedlung',
      city: 'Stadt',
      road: 'Straße',
      ship: 'Schiff',
      marker: 'Punktemarker',
    },
    letter: 'Buchstabe auf der Rückseite',
    noLetter: 'Kein Buchstabe',
    dice: (a, b) => `${a} + ${b} (${a + b})`,
    die: (n) => `Würfel ${n}`,
    ink: (p) => `≈ ${p} A4-Seiten volle Tinte`,
    inkSaver: 'Tinte sparen',
    bar: 'Herunterladen',
  },
  da: {
    kinds: { pawns: 'Spillerbrikker', dice: 'Terningkort' },
    kind: 'Slags',
    piece: 'Brik',
    count: 'Antal',
    add: 'Tilføj',
    remove: (n) => `Fjern ${n}`,
    chosen: 'Valgte brikker',
    noneChosen: 'Ingen endnu: vælg slags og brik ovenfor, og tryk Tilføj.',
    colour: 'Farve',
    seatColours: 'Appens pladsfarver',
    boxColours: 'Æskens farver',
    seat: (n, c) => `Plads ${n} (${c})`,
    shapes: {
      settlement: 'Bosættelse',
      city: 'By',
      road: 'Vej',
      ship: 'Skib',
      marker: 'Pointmarkør',
    },
    letter: 'Bogstav på bagsiden',
    noLetter: 'Intet bogstav',
    dice: (a, b) => `${a} + ${b} (${a + b})`,
    die: (n) => `Terning ${n}`,
    ink: (p) => `≈ ${p} A4-sider helsort blæk`,
    inkSaver: 'Spar blæk',
    bar: 'Hent',
  },
};
