// The words a drawn board itself carries (its label for screen readers and each harbor's
// title), in the four table languages. Kept apart from app/ui/i18n.ts, the board studio's
// words in all four languages, so the tablet and the phones, which draw boards but show no
// studio, do not load those (the tablet's first scripts carried them for these three).
import type { Lang } from '@/lib/i18n/names';

export interface BoardWords {
  /** A harbor's title: "Harbor 3:1 any", "Harbor 2:1 Ore". */
  readonly harbor: (rate: string, what: string) => string;
  readonly anyResource: string;
  readonly boardLabel: (land: number, tokens: number) => string;
}

export const BOARD_WORDS: Readonly<Record<Lang, BoardWords>> = {
  en: {
    harbor: (rate, what) => `Harbor ${rate} ${what}`,
    anyResource: 'any',
    boardLabel: (l, t) => `Board with ${l} land hexes and ${t} number tokens`,
  },
  sv: {
    harbor: (rate, what) => `Hamn ${rate} ${what}`,
    anyResource: 'valfri',
    boardLabel: (l, t) => `Spelplan med ${l} landregioner och ${t} sifferbrickor`,
  },
  de: {
    harbor: (rate, what) => `Hafen ${rate} ${what}`,
    anyResource: 'beliebig',
    boardLabel: (l, t) => `Spielplan mit ${l} Landfeldern und ${t} Zahlenchips`,
  },
  da: {
    harbor: (rate, what) => `Havn ${rate} ${what}`,
    anyResource: 'valgfri',
    boardLabel: (l, t) => `Spilleplade med ${l} landfelter og ${t} talbrikker`,
  },
};
