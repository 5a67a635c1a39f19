// The play mat's printed words in the four languages (print/mat-render.ts).

import type { Lang } from '../lib/i18n/names';

export interface MatStrings {
  readonly title: string;
  /** "B2 — row 2, column 2" */
  readonly sheetLabel: (label: string, row: number, col: number) => string;
  readonly sheetOf: (n: number, total: number) => string;
  /** Printed along each overlap strip (it ends up under the neighbouring sheet). */
  readonly glue: string;
  /** Printed in a margin that is cut off. */
  readonly cut: string;
  readonly mapTitle: string;
  readonly how: (hexMm: string, overlapMm: string) => string;
  readonly oneSheet: (hexMm: string) => string;
}

export const MAT: Readonly<Record<Lang, MatStrings>> = {
  en: {
    title: 'Play mat',
    sheetLabel: (l, r, c) => `${l} — row ${r}, column ${c}`,
    sheetOf: (n, t) => `sheet ${n} of ${t}`,
    glue: 'overlap — glue here',
    cut: 'cut off this margin',
    mapTitle: 'Play mat — how the sheets go together',
    how: (hex, o) =>
      `Print at 100 % (actual size), never "fit to page". Lay the sheets out as below. Where a sheet has a neighbour on its left or above, cut that margin off along the line and lay the sheet over the neighbour's ${o} mm overlap strip ("glue here") so the crosshairs meet; then glue. A hex measures ${hex} mm flat to flat.`,
    oneSheet: (hex) =>
      `Print at 100 % (actual size) on one large sheet. A hex measures ${hex} mm flat to flat.`,
  },
  sv: {
    title: 'Spelmatta',
    sheetLabel: (l, r, c) => `${l} — rad ${r}, kolumn ${c}`,
    sheetOf: (n, t) => `ark ${n} av ${t}`,
    glue: 'överlapp — limma här',
    cut: 'klipp bort den här marginalen',
    mapTitle: 'Spelmatta — så passar arken ihop',
    how: (hex, o) =>
      `Skriv ut i 100 % (faktisk storlek), aldrig "anpassa till sidan". Lägg arken som nedan. Där ett ark har en granne till vänster eller ovanför klipper du bort den marginalen längs linjen och lägger arket över grannens ${o} mm breda överlapp ("limma här") så att hårkorsen möts; limma sedan. En hex mäter ${hex} mm mellan de raka sidorna.`,
    oneSheet: (hex) =>
      `Skriv ut i 100 % (faktisk storlek) på ett stort ark. En hex mäter ${hex} mm mellan de raka sidorna.`,
  },
  de: {
    title: 'Spielplan',
    sheetLabel: (l, r, c) => `${l} — Reihe ${r}, Spalte ${c}`,
    sheetOf: (n, t) => `Blatt ${n} von ${t}`,
    glue: 'Überlappung — hier kleben',
    cut: 'diesen Rand abschneiden',
    mapTitle: 'Spielplan — so gehören die Blätter zusammen',
    how: (hex, o) =>
      `Mit 100 % (tatsächliche Größe) drucken, nie „an Seite anpassen“. Die Blätter wie unten auslegen. Hat ein Blatt links oder oben einen Nachbarn, diesen Rand an der Linie abschneiden und das Blatt so auf den ${o} mm breiten Überlappungsstreifen des Nachbarn („hier kleben“) legen, dass sich die Fadenkreuze treffen; dann kleben. Ein Feld misst ${hex} mm von Kante zu Kante.`,
    oneSheet: (hex) =>
      `Mit 100 % (tatsächliche Größe) auf ein großes Blatt drucken. Ein Feld misst ${hex} mm von Kante zu Kante.`,
  },
  da: {
    title: 'Spilleplade',
    sheetLabel: (l, r, c) => `${l} — række ${r}, kolonne ${c}`,
    sheetOf: (n, t) => `ark ${n} af ${t}`,
    glue: 'overlap — lim her',
    cut: 'klip denne margen af',
    mapTitle: 'Spilleplade — sådan passer arkene sammen',
    how: (hex, o) =>
      `Udskriv i 100 % (faktisk størrelse), aldrig "tilpas til siden". Læg arkene som nedenfor. Hvor et ark har en nabo til venstre eller ovenover, klipper du den margen af langs linjen og lægger arket over naboens ${o} mm brede overlap ("lim her"), så trådkorsene mødes; lim så. Et felt måler ${hex} mm mellem de lige sider.`,
    oneSheet: (hex) =>
      `Udskriv i 100 % (faktisk størrelse) på ét stort ark. Et felt måler ${hex} mm mellem de lige sider.`,
  },
};
