// bench:server splits its load over generator processes once one process could not hold
// every stream's socket (regression: at 3,000 tables the ladder stopped, "3000 tables need
// 21000 open sockets in one process", though the server itself could have taken them).
import { describe, expect, it } from 'vitest';
import { generatorCount, mergeSteps, tablesOf } from '../bench/generators';

describe('bench:server load generators', () => {
  it.each([
    // tables, streams per table, open-files limit, generators
    [2000, 7, 20_000, 1],
    [2714, 7, 20_000, 1],
    [2750, 7, 20_000, 2],
    [3000, 7, 20_000, 2],
    [6000, 7, 20_000, 3],
    [140, 7, 2024, 1],
    [300, 7, 2024, 3],
    [3000, 7, Number.POSITIVE_INFINITY, 1],
  ])('%i tables × %i streams under %i files: %i generator(s)', (n, per, limit, k) => {
    expect(generatorCount(n, per, limit)).toBe(k);
  });

  it('refuses a limit with no room for one table', () => {
    expect(() => generatorCount(1, 7, 1005)).toThrow('only 1005 files');
  });

  it('deals the tables round the generators, each exactly once', () => {
    expect([0, 1, 2].map((g) => tablesOf(g, 3, 0, 8))).toEqual([
      [0, 3, 6],
      [1, 4, 7],
      [2, 5],
    ]);
    // A ladder's next step adds tables 8…11 to the same generators.
    expect([0, 1, 2].map((g) => tablesOf(g, 3, 8, 12))).toEqual([[9], [10], [8, 11]]);
    expect(tablesOf(0, 1, 5, 8)).toEqual([5, 6, 7]);
  });

  it('merges the figures of every generator', () => {
    const a = { lat: [1, 2], answered: [3], missed: 0, rolls: 2, requests: 4, cpu: 0.5 };
    const b = { lat: [9], answered: [7, 8], missed: 1, rolls: 1, requests: 2, cpu: 0.25 };
    expect(mergeSteps([a, b])).toEqual({
      lat: [1, 2, 9],
      answered: [3, 7, 8],
      missed: 1,
      rolls: 3,
      requests: 6,
      cpu: 0.75,
    });
  });
});
