// Regression (issue 26): the Intimate generator stamped `intimate` on every board it laid, so a
// ruleset on a home-base board other than Intimate Settlers could not exist. Here the base game's
// id is given an Intimate board (a ruleset made of existing parts); its board must carry its id.

import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/rules/rulesets', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/rules/rulesets')>();
  const homeBased = { ...real.RULESETS.intimate, id: 'base' as const };
  const rulesets = { ...real.RULESETS, base: homeBased };
  return { ...real, RULESETS: rulesets, getRuleset: (id: keyof typeof rulesets) => rulesets[id] };
});

const { generateBoard } = await import('@/lib/board/generate');

describe('the Intimate generator honours the ruleset it is given', () => {
  it('a home-base board generated for another ruleset carries that ruleset', () => {
    const r = generateBoard({ ruleset: 'base', seed: 'duo' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.ruleset).toBe('base');
    expect(r.value.layout).toBe('intimate');
    expect(r.value.discovery).not.toBeNull();
  });

  it('Intimate Settlers itself still gets its own id', () => {
    const r = generateBoard({ ruleset: 'intimate', seed: 'duo' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.ruleset).toBe('intimate');
  });
});
