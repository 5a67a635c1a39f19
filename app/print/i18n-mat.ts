// Words of the print page's play-mat choice (mat-choice.tsx, mat-sketch.tsx) in the four
// languages. The words printed on the mat are in print/i18n-mat.ts.

import type { Lang } from '@/lib/i18n/names';

export interface MatPageStrings {
  readonly what: string;
  readonly kit: string;
  readonly mat: string;
  readonly matHint: string;
  readonly overlap: string;
  /** Names of the papers the kit's list does not have. */
  readonly paperNames: Readonly<Record<string, string>>;
  /** "9 pages: the sheet map and 8 sheets (2 × 4)" */
  readonly pages: (sheets: number, rows: number, cols: number, map: boolean) => string;
  readonly sketchLabel: string;
}

export const MAT_PAGE: Readonly<Record<Lang, MatPageStrings>> = {
  en: {
    what: 'Print as',
    kit: 'Board kit (hexes to cut out)',
    mat: 'Play mat (one picture, no cutting)',
    matHint:
      'The board true size with tokens and harbors in place, tiled over sheets that overlap and are glued, or on one A2/A1 sheet at a copy shop.',
    overlap: 'Overlap (mm)',
    paperNames: { a2: 'A2 (copy shop)', a1: 'A1 (copy shop)' },
    pages: (s, r, c, map) =>
      s === 1
        ? '1 page: the whole mat'
        : `${s + (map ? 1 : 0)} pages: the sheet map and ${s} sheets (${r} × ${c})`,
    sketchLabel: 'How the play mat’s sheets go together',
  },
  sv: {
    what: 'Skriv ut som',
    kit: 'Brickor (hexar att klippa ut)',
    mat: 'Spelmatta (en bild, ingen klippning)',
    matHint:
      'Brädet i verklig storlek med nummerbrickor och hamnar på plats, på ark som överlappar och limmas ihop, eller på ett A2/A1-ark från ett tryckeri.',
    overlap: 'Överlapp (mm)',
    paperNames: { a2: 'A2 (tryckeri)', a1: 'A1 (tryckeri)' },
    pages: (s, r, c, map) =>
      s === 1
        ? '1 sida: hela mattan'
        : `${s + (map ? 1 : 0)} sidor: arkkartan och ${s} ark (${r} × ${c})`,
    sketchLabel: 'Så passar spelmattans ark ihop',
  },
  de: {
    what: 'Drucken als',
    kit: 'Plättchen (Felder zum Ausschneiden)',
    mat: 'Spielplan (ein Bild, kein Schneiden)',
    matHint:
      'Das Spielbrett in Originalgröße mit Zahlenchips und Häfen an ihrem Platz, auf überlappenden Blättern zum Kleben oder auf einem A2/A1-Blatt aus dem Copyshop.',
    overlap: 'Überlappung (mm)',
    paperNames: { a2: 'A2 (Copyshop)', a1: 'A1 (Copyshop)' },
    pages: (s, r, c, map) =>
      s === 1
        ? '1 Seite: der ganze Plan'
        : `${s + (map ? 1 : 0)} Seiten: die Blattübersicht und ${s} Blätter (${r} × ${c})`,
    sketchLabel: 'So gehören die Blätter des Spielplans zusammen',
  },
  da: {
    what: 'Udskriv som',
    kit: 'Brikker (felter til at klippe ud)',
    mat: 'Spilleplade (ét billede, ingen klipning)',
    matHint:
      'Brættet i fuld størrelse med talbrikker og havne på plads, på ark der overlapper og limes sammen, eller på ét A2/A1-ark fra et trykkeri.',
    overlap: 'Overlap (mm)',
    paperNames: { a2: 'A2 (trykkeri)', a1: 'A1 (trykkeri)' },
    pages: (s, r, c, map) =>
      s === 1
        ? '1 side: hele pladen'
        : `${s + (map ? 1 : 0)} sider: arkoversigten og ${s} ark (${r} × ${c})`,
    sketchLabel: 'Sådan passer spillepladens ark sammen',
  },
};
