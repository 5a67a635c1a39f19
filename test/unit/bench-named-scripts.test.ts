// npm run bench:pages weighs a page's initial JS: the scripts its served HTML names, never one
// loaded on demand (lazy words, panels), whatever the timing (test/bench/named-scripts.ts).

import { describe, expect, it } from 'vitest';
import { namedScripts } from '../bench/named-scripts';

describe('a page’s initial JS, as its HTML names it', () => {
  const html = [
    '<script src="/_next/static/chunks/polyfill-abc.js" noModule=""></script>',
    '<script src="/_next/static/chunks/main-1.js" async=""></script>',
    '<script>self.__next_f.push([1,"2:I[123,[\\"/_next/static/chunks/page-2.js\\",\\"/_next/static/chunks/main-1.js\\"]"])</script>',
  ].join('');
  it.each([
    ['a script tag', '/_next/static/chunks/main-1.js', true],
    ['a chunk the flight data lists', '/_next/static/chunks/page-2.js', true],
    ['the noModule polyfill', '/_next/static/chunks/polyfill-abc.js', false],
    ['a chunk loaded on demand, named nowhere', '/_next/static/chunks/lazy-words.js', false],
  ] as const)('%s: %s counted %s', (_, path, counted) => {
    expect(namedScripts(html).has(path)).toBe(counted);
  });
  it('each script once', () => {
    expect([...namedScripts(html)].sort()).toEqual([
      '/_next/static/chunks/main-1.js',
      '/_next/static/chunks/page-2.js',
    ]);
  });
});
