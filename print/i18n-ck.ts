// The words the cities-and-knights pieces print, in four languages (the progress cards' own
// names and texts are lib/i18n/progress-cards.ts'). Our own words, restating
// ../shared/rules-cities-knights.md.

import type { Lang } from '../lib/i18n/names';
import type { Track } from '../lib/rules/rulesets';
import type { Commodity, KnightLevel } from './ck-pieces';

export interface CkWords {
  readonly commodity: Readonly<Record<Commodity, string>>;
  /** A progress card's back, under its deck's name. */
  readonly progress: string;
  readonly active: string;
  readonly inactive: string;
  readonly level: Readonly<Record<KnightLevel, string>>;
  readonly wall: string;
  /** On a wall: what it adds to the 7-card limit. */
  readonly wallText: string;
  readonly metropolis: string;
  readonly merchant: string;
  readonly barbarians: string;
  readonly start: string;
  readonly attack: string;
  readonly chart: string;
  /** Over a level's red-die faces: which red faces draw a progress card at that level. */
  readonly draws: string;
  /** The level-3 ability of each track. */
  readonly ability: Readonly<Record<Track, string>>;
  /** At level 4: the first there takes the track's metropolis. */
  readonly metropolisAt: string;
  readonly defender: string;
  readonly defenderText: string;
  readonly costTitle: string;
  readonly hire: string;
  readonly activate: string;
  readonly promote: string;
  /** The cost card's improvement row: level n costs n of the track's commodity. */
  readonly improve: string;
  readonly eventDie: string;
  /** On the event die's net. */
  readonly dieHow: string;
  /** The rules page's "In this download" line for the expansion's pieces. */
  readonly inBox: (n: CkCounts) => string;
}

export interface CkCounts {
  readonly progress: number;
  readonly commodity: number;
  readonly knights: number;
  readonly walls: number;
  readonly charts: number;
  readonly defenders: number;
}

export const CK_WORDS: Readonly<Record<Lang, CkWords>> = {
  en: {
    commodity: { paper: 'Paper', cloth: 'Cloth', coin: 'Coin' },
    progress: 'Progress',
    active: 'active',
    inactive: 'inactive',
    level: { 1: 'Basic', 2: 'Strong', 3: 'Mighty' },
    wall: 'City wall',
    wallText: '+2 cards on a 7',
    metropolis: 'Metropolis',
    merchant: 'Merchant',
    barbarians: 'Barbarians',
    start: 'Start',
    attack: 'Attack!',
    chart: 'City improvements',
    draws: 'Red die draws',
    ability: {
      trade: 'Trading house: commodities 2:1',
      politics: 'Fortress: mighty knights',
      science: 'Aqueduct: a free card when a roll pays you nothing',
    },
    metropolisAt: 'Metropolis',
    defender: 'Defender',
    defenderText: 'Strongest knights when the barbarians were beaten.',
    costTitle: 'Building costs · cities & knights',
    hire: 'Knight',
    activate: 'Activate',
    promote: 'Promote',
    improve: 'Improvement: level n costs n',
    eventDie: 'Event die',
    dieHow: 'Cut, fold on the lines, glue the tabs inside',
    inBox: (n) =>
      `${n.progress} progress cards, ${n.commodity} commodity cards, ${n.knights} knights, ${n.walls} city walls, ${n.charts} improvement charts, ${n.defenders} Defender cards, 3 metropolises, the merchant, the barbarians' ship and track, an event die to fold`,
  },
  sv: {
    commodity: { paper: 'Papper', cloth: 'Tyg', coin: 'Mynt' },
    progress: 'Framsteg',
    active: 'aktiv',
    inactive: 'vilande',
    level: { 1: 'Enkel', 2: 'Stark', 3: 'Mäktig' },
    wall: 'Stadsmur',
    wallText: '+2 kort vid 7',
    metropolis: 'Metropol',
    merchant: 'Köpman',
    barbarians: 'Barbarer',
    start: 'Start',
    attack: 'Anfall!',
    chart: 'Stadsförbättringar',
    draws: 'Röd tärning drar',
    ability: {
      trade: 'Handelshus: handelsvaror 2:1',
      politics: 'Fästning: mäktiga riddare',
      science: 'Akvedukt: ett valfritt kort när slaget inte ger dig något',
    },
    metropolisAt: 'Metropol',
    defender: 'Försvarare',
    defenderText: 'Starkast riddare när barbarerna slogs tillbaka.',
    costTitle: 'Byggkostnader · städer & riddare',
    hire: 'Riddare',
    activate: 'Aktivera',
    promote: 'Befordra',
    improve: 'Förbättring: nivå n kostar n',
    eventDie: 'Händelsetärning',
    dieHow: 'Klipp, vik längs linjerna, limma flikarna inuti',
    inBox: (n) =>
      `${n.progress} framstegskort, ${n.commodity} handelsvarukort, ${n.knights} riddare, ${n.walls} stadsmurar, ${n.charts} förbättringstavlor, ${n.defenders} försvararkort, 3 metropoler, köpmannen, barbarernas skepp och bana, en händelsetärning att vika`,
  },
  de: {
    commodity: { paper: 'Papier', cloth: 'Tuch', coin: 'Münze' },
    progress: 'Fortschritt',
    active: 'aktiv',
    inactive: 'inaktiv',
    level: { 1: 'Einfach', 2: 'Stark', 3: 'Mächtig' },
    wall: 'Stadtmauer',
    wallText: '+2 Karten bei 7',
    metropolis: 'Metropole',
    merchant: 'Händler',
    barbarians: 'Barbaren',
    start: 'Start',
    attack: 'Angriff!',
    chart: 'Stadtausbau',
    draws: 'Roter Würfel zieht',
    ability: {
      trade: 'Handelshaus: Waren 2:1',
      politics: 'Festung: mächtige Ritter',
      science: 'Aquädukt: eine Karte nach Wahl, wenn ein Wurf dir nichts bringt',
    },
    metropolisAt: 'Metropole',
    defender: 'Verteidiger',
    defenderText: 'Stärkste Ritter, als die Barbaren geschlagen wurden.',
    costTitle: 'Baukosten · Städte & Ritter',
    hire: 'Ritter',
    activate: 'Aktivieren',
    promote: 'Befördern',
    improve: 'Ausbau: Stufe n kostet n',
    eventDie: 'Ereigniswürfel',
    dieHow: 'Ausschneiden, an den Linien falten, Laschen innen kleben',
    inBox: (n) =>
      `${n.progress} Fortschrittskarten, ${n.commodity} Warenkarten, ${n.knights} Ritter, ${n.walls} Stadtmauern, ${n.charts} Ausbautafeln, ${n.defenders} Verteidigerkarten, 3 Metropolen, der Händler, Schiff und Leiste der Barbaren, ein Ereigniswürfel zum Falten`,
  },
  da: {
    commodity: { paper: 'Papir', cloth: 'Klæde', coin: 'Mønt' },
    progress: 'Fremskridt',
    active: 'aktiv',
    inactive: 'hvilende',
    level: { 1: 'Simpel', 2: 'Stærk', 3: 'Mægtig' },
    wall: 'Bymur',
    wallText: '+2 kort ved 7',
    metropolis: 'Metropol',
    merchant: 'Købmand',
    barbarians: 'Barbarer',
    start: 'Start',
    attack: 'Angreb!',
    chart: 'Byforbedringer',
    draws: 'Rød terning trækker',
    ability: {
      trade: 'Handelshus: handelsvarer 2:1',
      politics: 'Fæstning: mægtige riddere',
      science: 'Akvædukt: et valgfrit kort, når slaget ikke giver dig noget',
    },
    metropolisAt: 'Metropol',
    defender: 'Forsvarer',
    defenderText: 'Stærkeste riddere, da barbarerne blev slået tilbage.',
    costTitle: 'Byggeomkostninger · byer & riddere',
    hire: 'Ridder',
    activate: 'Aktivér',
    promote: 'Forfrem',
    improve: 'Forbedring: niveau n koster n',
    eventDie: 'Begivenhedsterning',
    dieHow: 'Klip, fold langs linjerne, lim flapperne indvendigt',
    inBox: (n) =>
      `${n.progress} fremskridtskort, ${n.commodity} handelsvarekort, ${n.knights} riddere, ${n.walls} bymure, ${n.charts} forbedringstavler, ${n.defenders} forsvarerkort, 3 metropoler, købmanden, barbarernes skib og bane, en begivenhedsterning at folde`,
  },
};
