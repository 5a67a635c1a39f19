// No import circles in lib/, print/ and app/: a module that reaches itself through the
// imports it loads (type-only imports aside: they vanish when compiled, as do dynamic
// import()s, which load later). A circle makes load order matter and keeps two modules from
// being understood, tested or moved apart. The walk reads each file's static imports and
// re-exports with a regular expression and resolves relative and `@/` paths; the table of
// planted graphs shows it finding a circle and passing a type-only one.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['lib', 'print', 'app'];

/**
 * Circles known and allowed, each as its files sorted and joined with " <-> " (none now: the
 * print kit's plan/mat and i18n-complete/-names pairs import each other one way by type only).
 */
const KNOWN: ReadonlySet<string> = new Set<string>([]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(n) && !n.endsWith('.d.ts') ? [p] : [];
  });
}

/** The module paths `text` loads when it runs: static imports and re-exports, types aside. */
function valueImports(text: string): string[] {
  const out: string[] = [];
  const re =
    /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(re)) {
    if (m[5]) {
      out.push(m[5]); // a side-effect import
      continue;
    }
    if (m[2]) continue; // import type / export type
    const what = (m[3] ?? '').trim();
    const braces = what.match(/^\{([\s\S]*)\}$/);
    // `{ type A, type B }` loads nothing either.
    if (braces) {
      const names = (braces[1] ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((x) => x.startsWith('type '))) continue;
    }
    out.push(m[4] ?? '');
  }
  return out;
}

/** The file an import names, where it is one of ours. */
function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? spec.slice(2)
    : spec.startsWith('.')
      ? normalize(join(dirname(from), spec))
      : null;
  if (base === null) return null;
  for (const p of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(p)) return p;
  return null;
}

/** The strongly connected parts of more than one file (Tarjan), each sorted. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) ?? 0, idx.get(w) ?? 0));
    }
    if (low.get(v) === idx.get(v)) {
      const part: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        on.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1) out.push(part.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

describe('the walk finds circles, and only value ones', () => {
  it.each([
    ["import { a } from './a';", ['./a']],
    ["import type { A } from './a';", []],
    ["import { type A, type B } from './a';", []],
    ["import { type A, b } from './a';", ['./a']],
    ["export { a } from './a';", ['./a']],
    ["export type { A } from './a';", []],
    ["import './side-effect';", ['./side-effect']],
    ["const m = await import('./later');", []],
  ])('%s', (text, want) => {
    expect(valueImports(text)).toEqual(want);
  });

  it('a planted circle is found, a chain is not', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(g)).toEqual([['a', 'b', 'c']]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('no import circles in lib/, print/ and app/', () => {
  it('every module can be loaded before the ones that load it', () => {
    const graph = new Map<string, string[]>();
    for (const root of ROOTS)
      for (const f of sources(root))
        graph.set(
          f,
          valueImports(readFileSync(f, 'utf8'))
            .map((s) => resolve(f, s))
            .filter((x): x is string => x !== null),
        );
    const found = circles(graph)
      .map((c) => c.join(' <-> '))
      .filter((c) => !KNOWN.has(c));
    expect(found).toEqual([]);
  });
});
