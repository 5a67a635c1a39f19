// The rules digest (../shared/rules.md) as the source of tables of facts: a test quotes the
// digest's own words for each number it states, and checks that the quote is the digest's
// (whitespace aside) and says that number — so a table that copies the definitions is checked
// against the rules, not against the code it tests.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RulesetId } from '../lib/rules/rulesets';

const PATH = join(__dirname, '..', '..', 'shared', 'rules.md');

/** Whitespace runs as one space (the digest wraps its lines). */
export const normal = (s: string): string => s.replace(/\s+/g, ' ').trim();

let text: string | null = null;
/** The digest's text, whitespace normalised. */
export function digest(): string {
  if (text === null) {
    try {
      text = normal(readFileSync(PATH, 'utf8'));
    } catch {
      throw new Error(`the rules digest is missing: ${PATH} (../shared/rules.md beside the repo)`);
    }
  }
  return text;
}

/** Whether the digest holds this quote word for word (whitespace aside). */
export const inDigest = (quote: string): boolean => digest().includes(normal(quote));

/** Whether seed file `nnn` (../shared/seeds/nnn_*.txt) holds this quote (whitespace aside). */
export function inSeed(n: string, quote: string): boolean {
  const dir = join(__dirname, '..', '..', 'shared', 'seeds');
  const file = readdirSync(dir).find((f) => f.startsWith(`${n}_`));
  if (!file) throw new Error(`no seed ${n} in ${dir}`);
  return normal(readFileSync(join(dir, file), 'utf8')).includes(normal(quote));
}

/** A quote of the digest, or of a seed when written "seed 000: …". */
export function quoted(q: string): boolean {
  const m = /^seed (\d{3}): (.*)$/s.exec(q);
  return m ? inSeed(m[1] as string, m[2] as string) : inDigest(q);
}

/**
 * The rulesets the digest and the seeds describe: the tables of facts have a row for each.
 * A ruleset composed of their features (house rules) has no source of its own to check against;
 * the generic tests (a random game, its rules text, its print kit) cover it without a row.
 */
export const DIGEST_RULESETS = [
  'base',
  'base56',
  'mupp37',
  'intimate',
  'starfarers',
] as const satisfies readonly RulesetId[];
export type DigestRuleset = (typeof DIGEST_RULESETS)[number];
