// Who starts, from the table's own dice (seed 000: "Låt alla spelare slå en tärning en gång …
// Om det högsta värdet slås av två eller flera spelare får dessa spelare successivt slå om"):
// the start rolls entered round by round, as dice are entered, and replayed as entered.
import { describe, expect, it } from 'vitest';
import { createGame, replayChecked } from '@/lib/game';
import { config, only, refused } from './game-helpers';

describe('entered start rolls', () => {
  const house = config('mupp37', 4);

  it.each([
    ['one round, one highest', [[3, 6, 2, 5]], 1],
    [
      'a tie for the highest: those two roll again',
      [
        [6, 2, 6, 1],
        [4, null, 5, null],
      ],
      2,
    ],
    [
      'a second tie, a third round',
      [
        [5, 5, 1, 5],
        [3, 3, null, 2],
        [1, 6, null, null],
      ],
      1,
    ],
  ] as const)('%s', (_n, rolls, first) => {
    const s = createGame(house);
    const e = only(s, { type: 'decideOrder', rolls: rolls.map((r) => [...r]) });
    expect(e).toEqual({
      type: 'orderDecided',
      first,
      rolls: rolls.map((r) => [...r]),
      source: 'table',
    });
    // Replayed as entered, never rolled again.
    expect(replayChecked(house, [e]).ok).toBe(true);
  });

  it.each([
    ['a die above 6 with one die each', [[7, 1, 2, 3]]],
    ['a seat left out of the first round', [[3, null, 2, 5]]],
    ['a tie left undecided', [[6, 6, 2, 5]]],
    [
      'a seat rolling again that was not tied',
      [
        [6, 6, 2, 5],
        [1, 2, 3, null],
      ],
    ],
    [
      'a round after the start was decided',
      [
        [6, 1, 2, 5],
        [null, 1, null, null],
      ],
    ],
    ['too few entries', [[6, 1, 2]]],
  ] as const)('refused: %s', (_n, rolls) => {
    expect(
      refused(createGame(house), { type: 'decideOrder', rolls: rolls.map((r) => [...r]) }),
    ).toBe('ERR_BAD_DICE');
  });

  it('two dice each in the base game: sums from 2 to 12', () => {
    const base = config('base', 3);
    expect(refused(createGame(base), { type: 'decideOrder', rolls: [[12, 2, 7]] })).toBe(
      'accepted',
    );
    expect(refused(createGame(base), { type: 'decideOrder', rolls: [[1, 2, 7]] })).toBe(
      'ERR_BAD_DICE',
    );
  });
});
