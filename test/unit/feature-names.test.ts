// The feature modules by name (lib/game/features/names.ts, light enough for a screen) and
// which of them each ruleset uses: the tablet composes its turn panel from that list.

import { describe, expect, it } from 'vitest';
import { FEATURES } from '@/lib/game/features';
import { FEATURE_NAMES, featuresOf } from '@/lib/game/features/names';
import { RULESETS, type RulesetId } from '@/lib/rules/rulesets';

describe('feature names', () => {
  it('name the feature modules, in their order', () => {
    expect(FEATURES.map((f) => f.name)).toEqual([...FEATURE_NAMES]);
  });

  // From the rules: every game has the core turn, trade, the robber (or Starfarers' 7) and the
  // host's corrections; development cards where the box has a deck (not Starfarers' companion);
  // building between turns with 5–6 players; ships and discovery in Intimate Settlers.
  it.each<[RulesetId, string]>([
    ['base', 'core trade robber dev correct'],
    ['base56', 'core trade robber dev between correct'],
    ['mupp37', 'core trade robber dev correct'],
    ['intimate', 'core trade robber dev ships discovery correct'],
    ['starfarers', 'core trade robber starfarers correct'],
  ])('%s uses %s', (id, uses) => {
    expect(featuresOf(RULESETS[id]).join(' ')).toBe(uses);
  });
});
