import 'server-only';
// Preview rulesets (listed: false, the cities-and-knights expansion) on a server that asks for
// them: HEXKEEPER_PREVIEW_RULESETS=1 lets /api/games create and import their games and
// /table/new offer them, while every list shown to users stays the listed ones
// (docs/deploy.md). The browser tests' server sets it (test/e2e/global-setup.ts).

import { type GameRulesetId, getRuleset, isGameRulesetId } from '../rules/rulesets';

type Env = Readonly<Record<string, string | undefined>>;

/** Whether this server takes preview rulesets (read per call, so a test may set it). */
export function previewRulesetsOn(env: Env = process.env): boolean {
  return env.HEXKEEPER_PREVIEW_RULESETS === '1';
}

/** Whether a game of `ruleset` may be created or imported on this server. */
export function rulesetTaken(ruleset: GameRulesetId, env: Env = process.env): boolean {
  return isGameRulesetId(ruleset) && (getRuleset(ruleset).listed || previewRulesetsOn(env));
}
