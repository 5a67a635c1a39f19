// Every screen component stays small enough to read whole: each .tsx file under app/ under 400
// lines (issue 26: the tablet's turn panel was 1,154 lines and is one panel per feature now;
// regressions: print-form.tsx had grown to 612, page-preview.tsx to 426, play-board.tsx to
// 534, and merges took seat-body.tsx to 406 and new-game.tsx to 403).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = join(__dirname, '../../app');

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return components(p);
    return n.endsWith('.tsx') ? [relative(APP, p).split('\\').join('/')] : [];
  });
}

const files = components(APP);

describe('app/ components', () => {
  it('are there to measure', () => {
    expect(files).toContain('print/print-form.tsx');
    expect(files).toContain('table/[id]/turn-panel.tsx');
    expect(files).toContain('table/[id]/play-board.tsx');
  });
  it.each(files)('%s: under 400 lines', (f) => {
    const lines = readFileSync(join(APP, f), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(400);
  });
});
