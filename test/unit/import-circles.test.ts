// Issue 26, "walls and circles": no module imports itself through others — dynamic imports
// included (type-only ones aside, as the issue allows), so a words loader and its
// per-language files (which the loader imports lazily) never import each other. Imports are read from the source text (static
// `import … from`, `export … from` and `import('…')`), resolved for `./`, `../` and `@/`.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const ROOTS = ['lib', 'app', 'print', 'cli'];

/** Circles still there, each as its files sorted: none since issue 26; the list only shrinks. */
const KNOWN: readonly string[][] = [];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(n) ? [relative(ROOT, p).split('\\').join('/')] : [];
  });
}

const FILES = new Set(ROOTS.flatMap((r) => sources(join(ROOT, r))));
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? spec.slice(2)
    : spec.startsWith('.')
      ? normalize(join(dirname(from), spec))
          .split('\\')
          .join('/')
      : null;
  if (base === null) return null;
  for (const c of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base])
    if (FILES.has(c)) return c;
  return null;
}

function graph(): Map<string, string[]> {
  const g = new Map<string, string[]>();
  for (const f of FILES) {
    const text = readFileSync(join(ROOT, f), 'utf8');
    const out: string[] = [];
    for (const m of text.matchAll(IMPORT)) {
      // A type-only import is erased at build time: a circle of types alone loads nothing
      // twice, and the issue allows it (the features' legal parts share legal.ts' types).
      if (/^\s*(?:import|export)\s+type\s/.test(m[0])) continue;
      const to = resolve(f, m[1] ?? m[2] ?? '');
      if (to) out.push(to);
    }
    g.set(f, out);
  }
  return g;
}

/** Strongly connected components of more than one file (Tarjan). */
function circles(g: Map<string, string[]>): string[][] {
  let n = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, n);
    low.set(v, n++);
    stack.push(v);
    on.add(v);
    for (const w of g.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const comp: string[] = [];
      for (;;) {
        const w = stack.pop() as string;
        on.delete(w);
        comp.push(w);
        if (w === v) break;
      }
      if (comp.length > 1) out.push(comp.sort());
    }
  };
  for (const v of g.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('import circles', () => {
  const found = circles(graph());
  const key = (c: readonly string[]) => c.join(' ');
  const known = new Set(KNOWN.map(key));

  it('none but the known ones (which only shrink)', () => {
    expect(found.filter((c) => !known.has(key(c)))).toEqual([]);
  });

  it('every known circle is still there (remove it from the list once cut)', () => {
    const now = new Set(found.map(key));
    expect(KNOWN.filter((c) => !now.has(key(c)))).toEqual([]);
  });

  it('the walk sees what it looks for (a planted circle is found)', () => {
    const g = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(circles(g)).toEqual([['a.ts', 'b.ts']]);
  });
});
