// Words of "Roll for it" (who starts): each player's start roll, the rounds a tie rolls again,
// in the table's four languages. The line itself ("Cy starts (…)") is i18n.ts' startRolls.

import type { Lang } from '@/lib/i18n/names';

export interface StartRollStrings {
  /** Before a tie's roll-off: "tie, again:". */
  readonly again: string;
  /** The strip's title over the rolls, during set-up. */
  readonly title: string;
}

export const START_ROLL: Readonly<Record<Lang, StartRollStrings>> = {
  en: { again: 'tie, again:', title: 'Who starts' },
  sv: { again: 'lika, igen:', title: 'Vem börjar' },
  de: { again: 'Gleichstand, nochmal:', title: 'Wer beginnt' },
  da: { again: 'uafgjort, igen:', title: 'Hvem starter' },
};
