// The generator page's pure pieces: the first choice from a share code.

import { describe, expect, it } from 'vitest';
import { initialChoice } from '@/app/board/studio-model';

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
