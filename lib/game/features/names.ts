// The feature modules by name, and which of them a ruleset uses: light (no handlers), so a
// screen may compose its panels per feature as decide.ts and evolve.ts compose handlers.

import type { Ruleset } from '../../rules/rulesets';

/** The feature modules, in the order of ARCHITECTURE.md's map (features/index.ts lists them). */
export const FEATURE_NAMES = [
  'core',
  'trade',
  'robber',
  'dev',
  'between',
  'ships',
  'discovery',
  'starfarers',
  'barbarians',
  'knights',
  'walls',
  'improvements',
  'progress',
  'correct',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Whether `ruleset` uses each feature: its data says (development deck, ships, …). */
const USES: Record<FeatureName, (rs: Ruleset) => boolean> = {
  core: () => true,
  trade: () => true,
  robber: () => true,
  dev: (rs) => rs.devDeck !== null,
  between: (rs) => rs.betweenTurns.length > 0,
  ships: (rs) => rs.features.ships,
  discovery: (rs) => rs.features.discovery,
  starfarers: (rs) => rs.features.starfarers,
  barbarians: (rs) => rs.features.barbarians !== null,
  knights: (rs) => rs.features.knights !== null,
  walls: (rs) => rs.features.walls !== null,
  improvements: (rs) => rs.features.improvements !== null,
  progress: (rs) => rs.features.progress !== null,
  correct: () => true,
};

/** The features `ruleset` uses, in FEATURE_NAMES' order. */
export function featuresOf(ruleset: Ruleset): FeatureName[] {
  return FEATURE_NAMES.filter((f) => USES[f](ruleset));
}
