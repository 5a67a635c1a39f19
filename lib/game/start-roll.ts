// Who still rolls for the start after some rounds entered from the table's dice: every seat
// first, then those tied highest in the last round. One source for decide (entered start
// rolls) and the tablet's entry form, which asks only these seats for the next round.

/** The seats that roll next: all at first; after a round, those tied for its highest. */
export function startContenders(
  players: number,
  rounds: readonly (readonly (number | null)[])[],
): number[] {
  let contenders = Array.from({ length: players }, (_, i) => i);
  for (const round of rounds) {
    const max = Math.max(...contenders.map((i) => round[i] ?? 0));
    contenders = contenders.filter((i) => round[i] === max);
  }
  return contenders;
}
