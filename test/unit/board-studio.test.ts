// The generator page's pure pieces: the first choice from a share code, the fairness panel's
// constraint words in four languages, and copying the share link without the Clipboard API.

import { describe, expect, it } from 'vitest';
import { panelConstraintWords } from '@/app/board/i18n-fairness';
import { constraintWords, copyLink, initialChoice } from '@/app/board/studio-model';
import { UI } from '@/app/ui/i18n';
import { constraintNames, PRESETS } from '@/lib/board';
import type { Lang } from '@/lib/i18n/names';

const LANGS: readonly Lang[] = ['en', 'sv', 'de', 'da'];

describe('generator: the first choice from a share code', () => {
  it('an impossible player count is replaced by one the game takes, with an error', () => {
    const { choice, error } = initialChoice('h1.base.spiral.fair.9.xyz');
    expect(choice.players).toBe(4);
    expect(choice.seed).toBe('xyz');
    expect(error).toMatch(/players "9".*3–4/);
    expect(initialChoice('h1.base.spiral.fair.1.xyz').choice.players).toBe(3);
  });

  it('a good code is taken as it is, with no error', () => {
    const { choice, error } = initialChoice('h1.base.spiral.fair.3.xyz');
    expect(error).toBeNull();
    expect(choice).toMatchObject({ ruleset: 'base', layout: 'spiral', players: 3, seed: 'xyz' });
  });
});

describe('generator: the fairness panel names constraints in words', () => {
  it.each(LANGS)('%s: no raw ids, numbers kept', (lang) => {
    const ids = constraintNames(PRESETS.strict);
    const words = constraintWords(ids, panelConstraintWords(lang));
    expect(words.length).toBe(ids.length);
    const text = words.join(' · ');
    for (const id of ids) expect(text).not.toContain(id);
    expect(text).not.toMatch(/\bN\b/);
    expect(text).toContain(UI[lang].constraints.noAdjacentRed as string);
  });

  it('puts the number in place of N or after the name', () => {
    const words = constraintWords(
      ['no-adjacent-6-8', 'terrain-cluster-max-2', 'resource-pips-within-3'],
      UI.en.constraints,
    );
    expect(words).toEqual([
      'No 6 or 8 side by side',
      'Largest group of one terrain: 2',
      'Each resource within 3 pips of its fair share',
    ]);
  });
});

describe('generator: copying the share link', () => {
  const env = (over: Partial<Parameters<typeof copyLink>[1]> = {}) => {
    const calls: string[] = [];
    return {
      calls,
      env: {
        clipboard: undefined,
        select: () => calls.push('select'),
        execCopy: () => {
          calls.push('exec');
          return true;
        },
        ...over,
      },
    };
  };

  it('uses the Clipboard API when there is one', async () => {
    const got: string[] = [];
    const e = env({
      clipboard: {
        writeText: async (t) => {
          got.push(t);
        },
      },
    });
    expect(await copyLink('L', e.env)).toBe(true);
    expect(got).toEqual(['L']);
    expect(e.calls).toEqual([]);
  });

  it('falls back to the selected field and execCommand on plain http', async () => {
    const none = env();
    expect(await copyLink('L', none.env)).toBe(true);
    expect(none.calls).toEqual(['select', 'exec']);
    const refused = env({ clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    expect(await copyLink('L', refused.env)).toBe(true);
    expect(refused.calls).toEqual(['select', 'exec']);
  });

  it('says false when both ways fail, with the field left selected', async () => {
    const e = env({ execCopy: () => false });
    expect(await copyLink('L', e.env)).toBe(false);
    expect(e.calls).toEqual(['select']);
    const thrown = env({
      execCopy: () => {
        throw new Error('no');
      },
    });
    expect(await copyLink('L', thrown.env)).toBe(false);
  });

  it.each(LANGS)('%s has words for a failed copy', (lang) => {
    expect(UI[lang].copyFailed.length).toBeGreaterThan(10);
  });
});
