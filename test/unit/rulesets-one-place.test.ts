// Issue 26, "one ruleset, one place": everything per ruleset is derived from its definition
// (lib/rules/rulesets.ts). A ruleset's id is written out only in lib/rules and in words files
// (lib/game included: its two hits are a feature's name, allowed by file below);
// docs/rulesets.md is written from the definitions (`npm run docs`) and must be current.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITABLE_RULESETS } from '@/lib/board/editor';
import { rulesetsDoc } from '@/lib/rules/doc';
import { getRuleset, RULESET_IDS, RULESETS } from '@/lib/rules/rulesets';
import { COST_RULESETS } from '@/print/pieces';
import { preparePrint } from '@/print/request';

const ROOT = join(__dirname, '..', '..');
const SCANNED = ['lib', 'app', 'print', 'cli'];

/** Words files: each names rulesets in four languages, which is their job. */
const isWords = (f: string) =>
  f.startsWith('lib/rules/') ||
  f.startsWith('lib/i18n/') ||
  /(^|\/)(i18n[^/]*|[^/]*-words)\.tsx?$/.test(f) ||
  /(^|\/)[^/]*words\/[^/]+\.tsx?$/.test(f);

const ID_LITERAL = new RegExp(
  `['"\`](${RULESET_IDS.join('|')})['"\`]|RULESETS\\.(${RULESET_IDS.join('|')})\\b`,
);
/** The same word in another vocabulary: `intimate` is also a board kind and a layout. */
const OTHER_VOCABULARY = [/\bkind\s*[!=]==\s*'intimate'/, /\blayout\b.*'intimate'/];

/**
 * Lines that write an id's word meaning something else, by file: [file, piece, why]. lib/game is
 * scanned like the rest; these are its only hits (the engine half of issue 26 may rename them;
 * the list only shrinks, and an entry that no longer matches fails below).
 */
const ALLOWED: readonly [string, string, string][] = [
  [
    'lib/game/features/names.ts',
    "'starfarers',",
    'the Starfarers feature module in the list of feature names',
  ],
  [
    'lib/game/features/starfarers/index.ts',
    "name: 'starfarers'",
    'the Starfarers feature module’s name',
  ],
  [
    'lib/game/features/starfarers/legal.ts',
    "'starfarers' | 'supplySeats'",
    'the `starfarers` field of LegalActions',
  ],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(tsx?|mjs)$/.test(n) ? [p] : [];
  });
}

const allowed = (file: string, line: string) =>
  ALLOWED.some(([f, piece]) => f === file && line.includes(piece));

function idLiterals(all = false): string[] {
  const out: string[] = [];
  for (const root of SCANNED)
    for (const p of sources(join(ROOT, root))) {
      const file = relative(ROOT, p).split('\\').join('/');
      if (isWords(file)) continue;
      readFileSync(p, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const t = line.trim();
          if (t.startsWith('//') || t.startsWith('*') || t.startsWith('/*')) return;
          let rest = line;
          for (const re of OTHER_VOCABULARY) rest = rest.replace(new RegExp(re, 'g'), '');
          if (!ID_LITERAL.test(rest)) return;
          if (!all && allowed(file, line)) return;
          out.push(`${file}:${i + 1}: ${t}`);
        });
    }
  return out;
}

describe('a ruleset id is written only in lib/rules and words files', () => {
  it('no id literal anywhere else in lib/, app/, print/, cli/', () => {
    expect(idLiterals()).toEqual([]);
  });

  it('every allow-list entry still matches a line (no stale excuses)', () => {
    const hits = idLiterals(true);
    const stale = ALLOWED.filter(
      ([f, piece]) => !hits.some((h) => h.startsWith(`${f}:`) && h.includes(piece)),
    );
    expect(stale.map(([f, piece]) => `${f}: ${piece}`)).toEqual([]);
  });

  it('the guard sees what it looks for (planted lines are caught, other vocabularies not)', () => {
    for (const id of RULESET_IDS) {
      expect(ID_LITERAL.test(`if (config.ruleset === '${id}') return;`)).toBe(true);
      expect(ID_LITERAL.test(`const rs = RULESETS.${id};`)).toBe(true);
    }
    const kind = "if (b.kind === 'intimate') return b.box;";
    let rest = kind;
    for (const re of OTHER_VOCABULARY) rest = rest.replace(new RegExp(re, 'g'), '');
    expect(ID_LITERAL.test(rest)).toBe(false);
  });
});

describe('lists derived from the definitions', () => {
  it('rulesets typed in by hand: every one whose board is not printed', () => {
    expect(EDITABLE_RULESETS).toEqual(
      RULESET_IDS.filter((id) => RULESETS[id].board.kind !== 'fixed'),
    );
  });

  it('rulesets with a building-cost card: every one that prices its builds', () => {
    expect(COST_RULESETS).toEqual(RULESET_IDS.filter((id) => getRuleset(id).costs !== null));
  });

  it('docs/rulesets.md is current (run `npm run docs` after changing a ruleset)', () => {
    expect(readFileSync(join(ROOT, 'docs', 'rulesets.md'), 'utf8')).toBe(rulesetsDoc());
  });

  it('docs/rulesets.md has a row per ruleset', () => {
    for (const id of RULESET_IDS) expect(rulesetsDoc()).toContain(`| \`${id}\` |`);
  });
});

describe('every ruleset, with no row of its own anywhere: its complete game', () => {
  it.each(RULESET_IDS.map((id) => [id]))(
    '%s: plans, with a rules page and a cost card per seat where it prices builds',
    (id) => {
      const p = preparePrint({ complete: id, seed: 'one-place' }, undefined);
      if (!p.ok) throw new Error(p.error.message);
      const rs = getRuleset(id);
      expect(p.value.pages.filter((page) => page.kind === 'rules')).toHaveLength(1);
      const costs = Object.entries(p.value.counts)
        .filter(([k]) => k === `cost:${id}`)
        .reduce((n, [, k]) => n + k, 0);
      expect(costs).toBe(rs.costs ? rs.players.max : 0);
    },
  );
});
