// The server's heap bound (cli/heap.mjs, issue 27): the history cache's bound plus 1,024 MB, or
// HEXKEEPER_HEAP_MB; an operator's own --max-old-space-size is kept; a bad setting is refused
// with what is accepted. server-boot.test.ts checks the started process carries the flag.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module without types (cli/ runs before any build)
import { HEAP_WORK_MB, heapBound, heapChosen } from '../../cli/heap.mjs';

describe('the server heap bound', () => {
  it.each([
    ['nothing set: the default cache (512) + 1024', {}, 1536],
    ['HEXKEEPER_CACHE_MB=128', { HEXKEEPER_CACHE_MB: '128' }, 1152],
    ['a cache setting env.ts ignores falls back to 512', { HEXKEEPER_CACHE_MB: 'lots' }, 1536],
    ['HEXKEEPER_HEAP_MB wins', { HEXKEEPER_CACHE_MB: '128', HEXKEEPER_HEAP_MB: '2048' }, 2048],
    ['HEXKEEPER_HEAP_MB empty is unset', { HEXKEEPER_HEAP_MB: ' ' }, 1536],
  ] as const)('%s → %s MB', (_, env, mb) => {
    expect(heapBound(env)).toBe(mb);
    expect(HEAP_WORK_MB).toBe(1024);
  });

  it.each(['100', '1.5', 'big', '-1', '2000000'])(
    'refuses HEXKEEPER_HEAP_MB=%s, saying what is accepted',
    (v) => {
      expect(heapBound({ HEXKEEPER_HEAP_MB: v })).toMatch(
        /^HEXKEEPER_HEAP_MB must be a whole number of megabytes from 128 to 1048576, not "/,
      );
    },
  );

  it.each([
    ['nothing', [], {}, false],
    ['the flag on the command line', ['--max-old-space-size=300'], {}, true],
    ['the flag with underscores', ['--max_old_space_size=300'], {}, true],
    [
      'the flag in NODE_OPTIONS',
      [],
      { NODE_OPTIONS: '--enable-source-maps --max-old-space-size=300' },
      true,
    ],
    [
      'another flag only',
      ['--enable-source-maps'],
      { NODE_OPTIONS: '--max-semi-space-size=16' },
      false,
    ],
    ['already replaced by boundHeap', [], { HEXKEEPER_HEAP_SET: '1' }, true],
  ] as const)('a heap chosen by %s: %s', (_, argv, env, chosen) => {
    expect(heapChosen(argv, env)).toBe(chosen);
  });
});
