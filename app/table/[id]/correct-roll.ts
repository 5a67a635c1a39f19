// The correction dialog's roll, as the host enters it: the two dice, or only their sum (a table
// that rolled real dice and remembers the total). The engine's correct command takes either
// (RollValue, lib/game/roll.ts); a sum is sent as a sum, never as dice nobody rolled.

import type { RollValue } from '@/lib/game/roll';

export type RollEntry =
  | { readonly by: 'dice'; readonly dice: readonly [number, number] }
  | { readonly by: 'sum'; readonly sum: number };

/** The sums two dice can show. */
export const ROLL_SUMS: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** What the correct command is sent: the dice as a pair, a sum as a number. */
export const rollEntryValue = (e: RollEntry): RollValue =>
  e.by === 'sum' ? e.sum : [e.dice[0], e.dice[1]];

/** The sum the entry stands for, shown beside it. */
export const rollEntrySum = (e: RollEntry): number =>
  e.by === 'sum' ? e.sum : e.dice[0] + e.dice[1];
