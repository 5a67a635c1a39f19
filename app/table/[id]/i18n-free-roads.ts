// Words of road building played from a phone (the log lines of describe.ts, the tablet's
// free-roads prompt) and of VP cards declared at the end on the tablet's game-over card, in
// the table's four languages.
import type { Lang } from '@/lib/i18n/names';

export interface FreeRoadWords {
  readonly roadBuildingCalled: (name: string) => string;
  readonly freeRoadsPlaced: (name: string, n: number) => string;
  /** The tablet's prompt: `name` lays `left` free roads, tapped on the board. */
  readonly prompt: (name: string, left: number) => string;
  /** Nothing more fits: the card ends here. */
  readonly done: string;
  readonly noSpot: string;
  /** Game over, real cards: `name` reveals an undeclared card that is a victory point. */
  readonly declareVpFor: (name: string) => string;
}

export const FREE_ROAD_WORDS: Readonly<Record<Lang, FreeRoadWords>> = {
  en: {
    roadBuildingCalled: (n) => `${n} played road building from their phone`,
    freeRoadsPlaced: (n, k) => `${n} laid ${k} free ${k === 1 ? 'road' : 'roads'}`,
    prompt: (n, k) => `${n}: tap ${k === 1 ? 'a free road' : `${k} free roads`} on the board`,
    done: 'Done',
    noSpot: 'No free road fits any more',
    declareVpFor: (n) => `${n}: reveal a victory point card`,
  },
  sv: {
    roadBuildingCalled: (n) => `${n} spelade vägbygge från sin telefon`,
    freeRoadsPlaced: (n, k) => `${n} lade ${k} ${k === 1 ? 'gratis väg' : 'gratis vägar'}`,
    prompt: (n, k) => `${n}: tryck på ${k === 1 ? 'en gratis väg' : `${k} gratis vägar`} på brädet`,
    done: 'Klar',
    noSpot: 'Ingen gratis väg får plats längre',
    declareVpFor: (n) => `${n}: visa ett segerpoängkort`,
  },
  de: {
    roadBuildingCalled: (n) => `${n} hat am Handy Straßenbau gespielt`,
    freeRoadsPlaced: (n, k) => `${n} baute ${k} ${k === 1 ? 'freie Straße' : 'freie Straßen'}`,
    prompt: (n, k) =>
      `${n}: ${k === 1 ? 'eine freie Straße' : `${k} freie Straßen`} auf dem Spielplan antippen`,
    done: 'Fertig',
    noSpot: 'Keine freie Straße passt mehr',
    declareVpFor: (n) => `${n}: Siegpunktkarte aufdecken`,
  },
  da: {
    roadBuildingCalled: (n) => `${n} spillede vejbygning fra sin telefon`,
    freeRoadsPlaced: (n, k) => `${n} lagde ${k} ${k === 1 ? 'gratis vej' : 'gratis veje'}`,
    prompt: (n, k) => `${n}: tryk på ${k === 1 ? 'en gratis vej' : `${k} gratis veje`} på brættet`,
    done: 'Færdig',
    noSpot: 'Der er ikke plads til flere gratis veje',
    declareVpFor: (n) => `${n}: vis et sejrspointkort`,
  },
};
