// A roll's sum, whether the table named two dice or only their sum (then no dice are recorded).

/** The sum a rolled event stands for: its two dice, or the sum entered alone. */
export function rolledSum(e: {
  readonly dice?: readonly [number, number];
  readonly sum?: number;
}): number {
  return e.dice ? e.dice[0] + e.dice[1] : (e.sum ?? 0);
}

/** A roll as kept for corrections: the two dice named, or only the sum entered. */
export type RollValue = readonly [number, number] | number;

/** The sum a roll value stands for. */
export const rollValueSum = (v: RollValue): number => (typeof v === 'number' ? v : v[0] + v[1]);
