// Words of the beginners' switch "show what the active player can afford" (issue 28), of the
// private moment's affordability line and of the private discard, in the table's four languages
// (afford-words/<lang>.ts, loaded one at a time).

import { lazyWords } from '@/app/ui/lazy-words';

export interface AffordStrings {
  /** The menu's switch. */
  readonly toggle: string;
  readonly toggleHelp: string;
  /** The private moment: what this hand pays now, and nothing. */
  readonly canPay: string;
  readonly canPayNothing: string;
  /** The discard after a 7, inside the private moment: shown once only its owner looks. */
  readonly discardShow: string;
  readonly yourCards: string;
}

/** The switch's words, one language at a time: read with `useLazyWords(AFFORD)`. */
export const AFFORD = lazyWords<AffordStrings>({
  en: () => import('./afford-words/en'),
  sv: () => import('./afford-words/sv'),
  de: () => import('./afford-words/de'),
  da: () => import('./afford-words/da'),
});
