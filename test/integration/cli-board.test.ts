import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { generateBoard, parseBoard } from '@/lib/board';

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/board.ts', ...args], {
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe('board CLI', () => {
  it('--json prints exactly one board@1 document, the same the library makes', () => {
    const r = run(
      '--ruleset',
      'base',
      '--seed',
      'cli1',
      '--balance',
      'strict',
      '--players',
      '3',
      '--json',
    );
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n')).toHaveLength(1);
    const doc = JSON.parse(r.out);
    expect(parseBoard(doc).ok).toBe(true);
    const lib = generateBoard({ ruleset: 'base', seed: 'cli1', balance: 'strict', players: 3 });
    expect(lib.ok && lib.value).toEqual(doc);
  });

  it('--share regenerates the board a share code names', () => {
    const r = run('--share', 'h1.base.official.fair.4.x', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).share).toBe('h1.base.official.fair.4.x');
  });

  it('--count N --stats reports pass rates, fairness and time per board', () => {
    const r = run('--ruleset', 'base', '--balance', 'strict', '--count', '20', '--stats');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/failed {3}0/);
    expect(r.out).toMatch(/intersection-pips-max-10 +100\.0%/);
    expect(r.out).toMatch(/time {5}median [\d.]+ ms/);
  });

  it('--stats on a ck board reports the commodity spread strict bounds (issue 33)', () => {
    const r = run('--ruleset', 'ck', '--balance', 'strict', '--count', '12', '--stats');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/commodity-spread-max-2 +100\.0%/);
    expect(r.out).toMatch(/commodity spread median [0-2] pips, p95 [0-2], max [0-2] /);
    const base = run('--ruleset', 'base', '--balance', 'strict', '--count', '3', '--stats');
    expect(base.out).not.toMatch(/commodity/);
  });

  it('one ck board names its commodity spread per seat', () => {
    const r = run('--ruleset', 'ck', '--seed', 'abc', '--balance', 'strict');
    expect(r.code).toBe(0);
    expect(r.out).toContain('share    h3.ck.spiral.strict.4.abc');
    expect(r.out).toMatch(
      /commodity spread [0-2] pips of paper, cloth and coin \(\d+( \/ \d+){3}\)/,
    );
  });

  it.each([
    [['--seed', 'a'], /--ruleset is required/],
    [['--ruleset', 'catan', '--seed', 'a'], /--ruleset "catan" is not known/],
    [['--ruleset', 'base'], /--seed is required/],
    [['--ruleset', 'base', '--seed', 'a b'], /--seed "a b" is not valid/],
    [['--ruleset', 'base', '--seed', 'a', '--layout', 'round'], /--layout "round"/],
    [['--ruleset', 'base', '--seed', 'a', '--balance', 'fair,nope'], /unknown constraint "fair"/],
    [
      ['--ruleset', 'base', '--seed', 'a', '--players', '9'],
      /--players "9" must be a whole number from 2 to 6/,
    ],
    [['--ruleset', 'base', '--seed', 'a', '--players', '6'], /3–4 players/],
    [['--ruleset', 'base', '--seed', 'a', '--frobnicate'], /Unknown option '--frobnicate'/],
    [['--ruleset', 'starfarers', '--seed', 'a'], /printed board/],
    [
      ['--ruleset', 'base', '--seed', 'a', '--layout', 'official', '--balance', 'strict'],
      /intersection-pips-max-10/,
    ],
    [['--share', 'h1.base'], /6 parts/],
    [['--ruleset', 'base', '--count', '5'], /--count goes with --stats/],
  ])('%j exits non-zero with one line that says why', (args, why) => {
    const r = run(...args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toMatch(why);
  });
});
