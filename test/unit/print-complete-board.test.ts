// Which complete-game presets print a board (print/complete.ts completePrintsBoard): every
// ruleset with a board the generator lays, not Starfarers, whose space is printed fixed. The
// /print form says "only what the kit can draw" for the presets without one.
import { describe, expect, it } from 'vitest';
import { completeBoard, completePrintsBoard } from '@/print/complete';

describe('complete games with a board', () => {
  it.each([
    ['base', true],
    ['base56', true],
    ['mupp37', true],
    ['intimate', true],
    ['starfarers', false],
  ] as const)('%s prints a board: %s', (id, prints) => {
    expect(completePrintsBoard(id)).toBe(prints);
    const b = completeBoard(id, undefined, 'night-check', undefined);
    expect(b.ok && b.value !== undefined).toBe(prints);
  });
});
