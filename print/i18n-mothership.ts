// The mother ship's paper stand-in in four languages (print/mothership-page.ts draws it): pure,
// so the /print form names the page in its piece list without loading pdfkit.

import type { SfShake } from '../lib/game/types';
import type { Lang } from '../lib/i18n/names';

export interface Words {
  readonly title: string;
  readonly intro: string;
  readonly roll: string;
  readonly result: string;
  readonly shakes: Readonly<Record<SfShake, string>>;
  readonly add: string;
  readonly source: string;
}

export const MOTHERSHIP_WORDS: Readonly<Record<Lang, Words>> = {
  en: {
    title: 'The mother ship on paper',
    intro:
      'Roll one ten-sided die in place of shaking the mother ship: each face is one pair of the five balls, so the odds are the same.',
    roll: 'd10',
    result: 'The balls show',
    shakes: {
      encounter: 'The black ball: draw an encounter card first, then speed 3',
      speed3: 'Speed 3',
      speed4: 'Speed 4',
      speed5: 'Speed 5',
    },
    add: 'Then add 1 for each booster on the mother ship, and the speed of the friendship cards played.',
    source:
      'Two of five balls, one black: 4 of the 10 pairs hold the black one (40 %); the other six give speed 3, 4 and 5, two each (20 % each). If your overview card says otherwise, it wins.',
  },
  sv: {
    title: 'Moderskeppet på papper',
    intro:
      'Slå en tiosidig tärning i stället för att skaka moderskeppet: varje sida är ett par av de fem kulorna, så oddsen är desamma.',
    roll: 'T10',
    result: 'Kulorna visar',
    shakes: {
      encounter: 'Den svarta kulan: dra först ett mötekort, sedan fart 3',
      speed3: 'Fart 3',
      speed4: 'Fart 4',
      speed5: 'Fart 5',
    },
    add: 'Lägg sedan till 1 för varje booster på moderskeppet och farten från spelade vänskapskort.',
    source:
      'Två av fem kulor, en svart: 4 av de 10 paren har den svarta (40 %); de andra sex ger fart 3, 4 och 5, två var (20 % var). Säger ert översiktskort något annat gäller det.',
  },
  de: {
    title: 'Das Mutterschiff auf Papier',
    intro:
      'Wirf einen zehnseitigen Würfel, statt das Mutterschiff zu schütteln: jede Seite ist ein Paar der fünf Kugeln, die Chancen sind also gleich.',
    roll: 'W10',
    result: 'Die Kugeln zeigen',
    shakes: {
      encounter: 'Die schwarze Kugel: zuerst eine Begegnungskarte ziehen, dann Tempo 3',
      speed3: 'Tempo 3',
      speed4: 'Tempo 4',
      speed5: 'Tempo 5',
    },
    add: 'Dann 1 für jeden Booster am Mutterschiff dazu, und das Tempo der gespielten Freundschaftskarten.',
    source:
      'Zwei von fünf Kugeln, eine schwarz: 4 der 10 Paare enthalten die schwarze (40 %); die anderen sechs geben Tempo 3, 4 und 5, je zwei (je 20 %). Sagt eure Übersichtskarte anderes, gilt sie.',
  },
  da: {
    title: 'Moderskibet på papir',
    intro:
      'Slå med en tisidet terning i stedet for at ryste moderskibet: hver side er et par af de fem kugler, så chancerne er de samme.',
    roll: 'T10',
    result: 'Kuglerne viser',
    shakes: {
      encounter: 'Den sorte kugle: træk først et encounter-kort, så fart 3',
      speed3: 'Fart 3',
      speed4: 'Fart 4',
      speed5: 'Fart 5',
    },
    add: 'Læg derefter 1 til for hver booster på moderskibet og farten fra spillede friendship-kort.',
    source:
      'To af fem kugler, én sort: 4 af de 10 par har den sorte (40 %); de andre seks giver fart 3, 4 og 5, to hver (20 % hver). Siger jeres overview-kort andet, gælder det.',
  },
};
