// The /print page's words for the complete-game preset (print/complete.ts), in four languages.
// Ruleset names come from the print kit's own words (print/i18n-complete.ts).

import type { Lang } from '@/lib/i18n/names';

export interface CompleteFormWords {
  readonly legend: string;
  readonly label: string;
  readonly none: string;
  readonly what: string;
  readonly fresh: string;
  readonly another: string;
  readonly chosen: string;
  readonly starfarers: string;
}

export const COMPLETE_FORM: Readonly<Record<Lang, CompleteFormWords>> = {
  en: {
    legend: 'A game night in one download',
    label: 'Complete game',
    none: 'None: only the pieces chosen',
    what: 'The board, every resource and development card, building-cost and special cards, each colour’s pieces (with pattern and initial), a score track, a rules page and a 36-card dice deck.',
    fresh: 'A fresh balanced board',
    another: 'Another board',
    chosen: 'The board above',
    starfarers:
      'Starfarers: its board, resource cards and pieces are not printable; you get the score track, score markers, rules page and dice deck.',
  },
  sv: {
    legend: 'En spelkväll i en nedladdning',
    label: 'Komplett spel',
    none: 'Inget: bara de valda bitarna',
    what: 'Spelplanen, alla råvaru- och utvecklingskort, byggkostnads- och specialkort, varje färgs bitar (med mönster och initial), en poängskala, en regelsida och en lek med 36 tärningskort.',
    fresh: 'En ny balanserad spelplan',
    another: 'En annan spelplan',
    chosen: 'Spelplanen ovan',
    starfarers:
      'Starfarers: spelplanen, råvarukorten och bitarna går inte att skriva ut; du får poängskalan, poängmarkörer, regelsidan och tärningsleken.',
  },
  de: {
    legend: 'Ein Spieleabend in einem Download',
    label: 'Komplettes Spiel',
    none: 'Keins: nur die gewählten Teile',
    what: 'Der Spielplan, alle Rohstoff- und Entwicklungskarten, Baukosten- und Sonderkarten, die Teile jeder Farbe (mit Muster und Anfangsbuchstaben), eine Punkteleiste, eine Regelseite und ein Deck aus 36 Würfelkarten.',
    fresh: 'Ein neuer ausgewogener Spielplan',
    another: 'Ein anderer Spielplan',
    chosen: 'Der Spielplan oben',
    starfarers:
      'Die Sternenfahrer von Catan: Spielplan, Rohstoffkarten und Teile sind nicht druckbar; es gibt Punkteleiste, Punktemarker, Regelseite und Würfeldeck.',
  },
  da: {
    legend: 'En spilleaften i én download',
    label: 'Komplet spil',
    none: 'Intet: kun de valgte brikker',
    what: 'Spillepladen, alle råstof- og udviklingskort, byggeomkostnings- og specialkort, hver farves brikker (med mønster og forbogstav), en pointskala, en regelside og en bunke med 36 terningkort.',
    fresh: 'En ny afbalanceret spilleplade',
    another: 'En anden spilleplade',
    chosen: 'Spillepladen ovenfor',
    starfarers:
      'Starfarers: spillepladen, råstofkortene og brikkerne kan ikke udskrives; du får pointskalaen, pointmarkører, regelsiden og terningebunken.',
  },
};
