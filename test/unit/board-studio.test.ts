// The generator page's pure pieces: the first choice from a share code and the fairness panel's
// constraint words in four languages.

import { describe, expect, it } from 'vitest';
import { constraintWords, initialChoice } from '@/app/board/studio-model';
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
    const words = constraintWords(ids, UI[lang].constraints);
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
