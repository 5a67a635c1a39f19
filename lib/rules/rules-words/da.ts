// The rules text in Danish (lib/rules/rules-text.ts), in our own words from ../shared/rules.md.

import type { RulesTextWords } from '../rules-text';

const words: RulesTextWords = {
  title: 'Spillets regler',
  head: {
    goal: 'Mål',
    setup: 'Opstilling',
    turn: 'En tur',
    seven: 'En 7’er og røveren',
    sevenOnly: 'En 7’er',
    trade: 'Handel',
    dev: 'Udviklingskort',
    own: 'Dette spils egne regler',
  },
  goal: (vp, now) =>
    now
      ? `Den der først når ${vp} sejrspoint, vinder straks, i enhver tur.`
      : `Den der først har ${vp} sejrspoint i sin egen tur, vinder.`,
  start: (dice) =>
    dice === 1
      ? 'Start: alle slår én terning, højeste begynder.'
      : 'Start: alle slår to terninger, højeste begynder.',
  setup: {
    snake:
      'På skift sætter hver en bosættelse og en vej ved siden af; derefter en anden bosættelse og vej i omvendt rækkefølge.',
    alternate:
      'Læg de to hjemmebaser. Spillerne sætter på skift to bosættelser og en vej ved hver.',
    once: 'Alle begynder med 2 kolonier og 1 rumhavn (4 point).',
  },
  firstCards: (k, n) =>
    ({
      'second-settlement': 'Den anden bosættelse giver ét kort fra hvert felt omkring den.',
      'both-settlements': 'Begge bosættelser giver ét kort fra hvert felt omkring dem.',
      'chosen-cards': `Hver spiller vælger ${n} råstofkort.`,
      none: '',
    })[k],
  turn: 'Slå to terninger (eller træk et terningkort). Hvert felt med det tal giver hver bosættelse ved siden af 1 kort, hver by 2, medmindre røveren står der. Handl og byg derefter i valgfri rækkefølge.',
  seven: (d, optional) =>
    `Ingen får noget. Alle med ${d} kort eller flere afleverer halvdelen, rundet ned. Den der slog, flytter røveren til et andet landfelt og ${optional ? 'må, men skal ikke, trække' : 'trækker'} et tilfældigt kort fra en spiller ved siden af.`,
  trade: (players, bank, generic, special) =>
    `${players ? 'Den der har turen, må handle med de andre på alle vilkår. ' : 'Ingen handel mellem spillerne. '}Banken ${bank}:1${generic ? `; en ${generic}:1-havn${special ? `, eller ${special}:1 af sit råstof ved en specialhavn` : ''}` : ''}.`,
  bankFor: (r, rate) => `Handel med banken for ${r}: ${rate}:1.`,
  dev: (per, played) =>
    `Ikke i den tur, det blev købt; ${per === 'any' ? 'så mange som ønsket pr. tur' : per === 1 ? 'højst ét pr. tur' : `højst ${per} pr. tur`}; en ridder må spilles før slaget. ${played ? 'Sejrspointkort tæller, når de er spillet.' : 'Sejrspointkort tæller på hånden; vis dem for at vinde.'}`,
  specials: (road, army, vp) =>
    [
      road !== null ? `Længste vej (mindst ${road} ubrudte stykker)` : '',
      army !== null ? `største hær (mindst ${army} riddere)` : '',
    ]
      .filter(Boolean)
      .join(' og ') +
    `: ${vp} point hver; de skifter kun til en strengt længere vej eller større hær.`,
  harborSpacing: (n) =>
    `Læg spillepladen som en spiral fra midten, derefter havnene rundt om med ${n === 1 ? 'ét havfelt' : `${n} havfelter`} mellem hver to.`,
  between: {
    'special-building-phase':
      'Mellem turene: efter hver tur må alle andre bygge (særlig byggefase: kun bygge, ingen handel).',
    'paired-players':
      'Mellem turene: den parrede spiller (tredje plads til venstre) må handle med banken, bygge og spille kort i hver tur (parrede spillere).',
  },
  betweenChoose: 'Aftal én af dem, før I begynder.',
  discovery:
    'Veje og skibe mod det ukendte trækker et felt fra posen; et landfelt får en brik fra brikposen og giver opdageren ét kort af sin slags.',
  ships:
    'Skibe bygges langs havkanter fra en bosættelse, by eller et skib; det forreste skib i en åben linje må flyttes én gang pr. tur.',
  islandVp: (vp) => `Første bosættelse på hver ny ø +${vp}.`,
  homeBases:
    'På modstanderens hjemmebase: første skib langs kysten +1, første bosættelse +5, første by +7 (kun det højeste).',
  earthSupply: (below) =>
    `Efter produktionen trækker den der har turen, med færre end ${below} point, ét kort fra Jordens forsyninger.`,
  starfarers: {
    production:
      'Produktion: hver planet med det slåede tal giver ét råstof til hver spiller med en koloni eller rumhavn der.',
    seven: (d, optional) =>
      `Alle med ${d} kort eller flere afleverer halvdelen; den der slog, ${optional ? 'må, men skal ikke, trække' : 'trækker'} et tilfældigt kort fra en spiller efter eget valg.`,
    points:
      'Point: koloni 1, rumhavn 2, venskab 2, hver pirat eller isplanet 1, hver anden berømmelsesring 1.',
  },
  resources: { goods: 'handelsvarer' },
};

export default words;
