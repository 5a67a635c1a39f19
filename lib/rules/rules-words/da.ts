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
    commodities: 'Handelsvarer',
    barbarians: 'Barbarerne',
    knights: 'Riddere',
    cities: 'Byforbedringer, metropoler og bymure',
    progress: 'Fremskridtskort og point',
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
  ck: {
    names: {
      lumber: 'træ',
      wool: 'uld',
      grain: 'korn',
      brick: 'ler',
      ore: 'malm',
      paper: 'papir',
      cloth: 'klæde',
      coin: 'mønt',
    },
    setupCity:
      'I tur placerer hver en bosættelse og en vej ved siden af; derefter, i omvendt rækkefølge, en by og en vej. Byen giver ét råvarekort fra hvert felt omkring den; ingen handelsvarer ved opstillingen.',
    turn: 'Slå den røde og den gule terning og begivenhedsterningen. Begivenhedsterningen afgøres først; derefter producerer felterne med rød + gul, eller der spilles en 7’er. Handl og byg derefter i valgfri rækkefølge.',
    commodities: (bank) =>
      `En by ved skov giver 1 træ + 1 papir, ved græsmark 1 uld + 1 klæde, ved bjerge 1 malm + 1 mønt, ved bakker 2 ler og ved marker 2 korn; en bosættelse giver 1 råvare. Banken har ${bank} af hver handelsvare; slipper de op, gælder den sædvanlige mangelregel for hver handelsvare.`,
    commodityCards:
      'Handelsvarer er kort på hånden: de tæller med i kortgrænsen, kan stjæles og handles som råvarer (med spillere, 4:1 med banken, i en 3:1-havn); en 2:1-havn tager kun sin egen råvare.',
    robberSleeps:
      'Indtil barbarernes første angreb sover røveren: en 7’er får stadig spillere til at aflevere kort, men røveren flyttes ikke, og ingen stjæler.',
    wallLimit: (per) => `Hver bymur, en spiller har, hæver spillerens grænse med ${per} kort.`,
    barbarians: (steps) =>
      `Hver skibsside på begivenhedsterningen flytter barbarskibet ét felt; på felt ${steps} lander det og angriber straks, før produktionen.`,
    strength:
      'Barbarernes styrke er antallet af byer på brættet (metropoler medregnet); forsvaret er summen af alle aktive riddere (simpel 1, stærk 2, mægtig 3). Uafgjort går til forsvarerne.',
    defendersWin:
      'Vinder forsvarerne, får den ene spiller med flest aktive riddere et forsvarerkort (1 sejrspoint); deler flere førstepladsen, trækker hver i stedet et fremskridtskort i en farve efter eget valg.',
    barbariansWin:
      'Vinder barbarerne, mister de spillere med færrest aktive riddere, blandt dem der ejer en by som ikke er en metropol, hver én by efter eget valg: den bliver en bosættelse igen, og dens bymur fjernes.',
    afterAttack:
      'Efter hvert angreb bliver alle riddere inaktive, skibet går tilbage til start, og røveren er vågen fra da af.',
    knights: (per, hire, activate, promote, fortress) =>
      `Hver spiller har ${per} simple, ${per} stærke og ${per} mægtige riddere. Hverv en simpel ridder for ${hire} på et frit kryds ved dine veje; aktivér den for ${activate}; forfrem den ét trin for ${promote} (til mægtig kun med politik niveau ${fortress}), højst én gang pr. ridder pr. tur.`,
    knightActions:
      'En aktiv ridder må én gang pr. tur flytte langs dine veje, fordrive en svagere modstanders ridder eller jage røveren fra et felt ved siden af (når røveren er vågen); enhver handling gør den inaktiv, og en ridder aktiveret i denne tur må ikke handle.',
    knightRoads:
      'En ridder bryder modstandernes veje for den længste vej, og ingen vej må bygges gennem en modstanders ridder.',
    improvements: (levels, paidIn) =>
      `Tre spor med ${levels} niveauer: handel (betales med ${paidIn.trade}), politik (${paidIn.politics}) og videnskab (${paidIn.science}); niveau n koster n af den handelsvare, og et køb kræver en by.`,
    abilities: (house, fortress, aqueduct) =>
      `Handel niveau ${house.at}, handelshuset: handelsvarer byttes ${house.rate}:1 med banken. Politik niveau ${fortress}, fæstningen: riddere må blive mægtige. Videnskab niveau ${aqueduct}, akvædukten: et produktionsslag (ikke en 7’er), der ikke giver dig noget, giver dig én råvare efter eget valg.`,
    metropolis: (at, locked, vp) =>
      `Den første, der når niveau ${at} på et spor, sætter dets metropol på en af sine byer (+${vp} sejrspoint, plyndres aldrig); en anden spiller, der først når niveau ${locked}, overtager den, og på niveau ${locked} bliver den.`,
    walls: (max, cost, limit) =>
      `En bymur koster ${cost} og lægges under en af dine byer, højst ${max} pr. spiller; hver hæver kortgrænsen med ${limit}, og den fjernes med en plyndret by.`,
    progress:
      'Tre fremskridtsbunker med 18 kort: handel (gul), politik (blå), videnskab (grøn). På en portside på begivenhedsterningen trækker hver spiller med niveau L i den farve (L mindst 1) et kort derfra, hvis den røde terning viser L + 1 eller mindre, i tur fra den, der slog.',
    progressHand:
      'Hold højst 4 fremskridtskort (sejrspointkort vises straks og tæller ikke); spil så mange som ønsket i din egen tur efter slaget, alkymisten før det. Røveren tager dem aldrig.',
    points: (road, metropolis) =>
      `Point: bosættelse 1, by 2, metropol +${metropolis}${road !== null ? `, længste vej ${road}` : ''}, købmanden 1, hvert forsvarerkort 1, bogtrykkeren og forfatningen 1 hver. Ingen udviklingskort og ingen største hær.`,
  },
};

export default words;
