// Words of road building played from a phone and of VP cards declared at the end (the log
// lines of describe.ts, the tablet's free-roads prompt and the game-over card, the phone's
// button), in the table's four languages.
import type { Lang } from '@/lib/i18n/names';

export interface FreeRoadWords {
  readonly roadBuildingCalled: (name: string) => string;
  readonly freeRoadsPlaced: (name: string, n: number) => string;
  /** The tablet's prompt: `name` lays `left` free roads, tapped on the board. */
  readonly prompt: (name: string, left: number) => string;
  /** Nothing more fits: the card ends here. */
  readonly done: string;
  readonly noSpot: string;
  /** Game over, real cards: reveal the undeclared cards that are victory points. */
  readonly declareVp: string;
  readonly declareVpFor: (name: string) => string;
  readonly vpDeclared: (name: string) => string;
}

export const FREE_ROAD_WORDS: Readonly<Record<Lang, FreeRoadWords>> = {
  en: {
    roadBuildingCalled: (n) => `${n} played road building from their phone`,
    freeRoadsPlaced: (n, k) => `${n} laid ${k} free ${k === 1 ? 'road' : 'roads'}`,
    prompt: (n, k) => `${n}: tap ${k === 1 ? 'a free road' : `${k} free roads`} on the board`,
    done: 'Done',
    noSpot: 'No free road fits any more',
    declareVp: 'Reveal a victory point card',
    declareVpFor: (n) => `${n}: reveal a victory point card`,
    vpDeclared: (n) => `${n} revealed a victory point card`,
  },
  sv: {
    roadBuildingCalled: (n) => `${n} spelade vägbygge från sin telefon`,
    freeRoadsPlaced: (n, k) => `${n} lade ${k} ${k === 1 ? 'gratis väg' : 'gratis vägar'}`,
    prompt: (n, k) => `${n}: tryck på ${k === 1 ? 'en gratis väg' : `${k} gratis vägar`} på brädet`,
    done: 'Klar',
    noSpot: 'Ingen gratis väg får plats längre',
    declareVp: 'Visa ett segerpoängkort',
    declareVpFor: (n) => `${n}: visa ett segerpoängkort`,
    vpDeclared: (n) => `${n} visade ett segerpoängkort`,
  },
  de: {
    roadBuildingCalled: (n) => `${n} hat am Handy Straßenbau gespielt`,
    freeRoadsPlaced: (n, k) => `${n} baute ${k} ${k === 1 ? 'freie Straße' : 'freie Straßen'}`,
    prompt: (n, k) =>
      `${n}: ${k === 1 ? 'eine freie Straße' : `${k} freie Straßen`} auf dem Spielplan antippen`,
    done: 'Fertig',
    noSpot: 'Keine freie Straße passt mehr',
    declareVp: 'Siegpunktkarte aufdecken',
    declareVpFor: (n) => `${n}: Siegpunktkarte aufdecken`,
    vpDeclared: (n) => `${n} deckte eine Siegpunktkarte auf`,
  },
  da: {
    roadBuildingCalled: (n) => `${n} spillede vejbygning fra sin telefon`,
    freeRoadsPlaced: (n, k) => `${n} lagde ${k} ${k === 1 ? 'gratis vej' : 'gratis veje'}`,
    prompt: (n, k) => `${n}: tryk på ${k === 1 ? 'en gratis vej' : `${k} gratis veje`} på brættet`,
    done: 'Færdig',
    noSpot: 'Der er ikke plads til flere gratis veje',
    declareVp: 'Vis et sejrspointkort',
    declareVpFor: (n) => `${n}: vis et sejrspointkort`,
    vpDeclared: (n) => `${n} viste et sejrspointkort`,
  },
};
