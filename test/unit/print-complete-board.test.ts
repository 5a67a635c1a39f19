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

// A ck board is a base island balanced for commodities (issue 33). The expansion's complete game
// takes one, as well as its island's plain board, and draws its fresh board as a ck board.
describe('complete games of cities and knights take their boards', () => {
  it.each([
    ['ck', 'ck', true],
    ['ck', 'base', true],
    ['ck', 'base56', false],
    ['ck56', 'ck56', true],
    ['ck56', 'base56', true],
    ['ck56', 'ck', false],
  ] as const)('complete=%s with a %s board: taken %s', (id, boardRuleset, taken) => {
    const fresh = completeBoard(boardRuleset, undefined, 'night-check', undefined);
    if (!fresh.ok || !fresh.value) throw new Error('no board drawn');
    const r = completeBoard(id, fresh.value, undefined, undefined);
    expect(r.ok).toBe(taken);
  });

  it.each(['ck', 'ck56'] as const)('complete=%s draws a fresh %s board', (id) => {
    const b = completeBoard(id, undefined, 'night-check', undefined);
    expect(b.ok && b.value?.ruleset).toBe(id);
  });
});
