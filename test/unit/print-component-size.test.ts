// The print page's components stay small enough to read whole: every file under app/print/
// under 400 lines (regression: print-form.tsx had grown to 612, page-preview.tsx to 426; they
// were split along meaning: board, piece picker, options, download bar, whole-page sketches).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(__dirname, '../../app/print');
const files = readdirSync(DIR).filter((f) => f.endsWith('.tsx'));

describe('app/print components', () => {
  it('are there to measure', () => {
    expect(files).toContain('print-form.tsx');
    expect(files).toContain('page-preview.tsx');
  });
  it.each(files)('%s: under 400 lines', (f) => {
    const lines = readFileSync(join(DIR, f), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(400);
  });
});
