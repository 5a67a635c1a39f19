// Pure pieces of the generator page (app/board/board-studio.tsx), kept apart so unit tests can
// reach them: the first choice read from a share code.

import type { Balance } from '@/lib/board';
import { PRESETS, parseShare } from '@/lib/board';
import { type Layout, RULESETS, type RulesetId } from '@/lib/rules';

export interface Choice {
  ruleset: RulesetId;
  layout: Layout;
  balance: Balance;
  players: number;
  seed: string;
}

export const DEFAULT_CHOICE: Choice = {
  ruleset: 'base',
  layout: 'spiral',
  balance: PRESETS.fair,
  players: 4,
  seed: 'hexkeeper',
};

/**
 * The generator's first choice from a share code. A player count the game does not take is
 * replaced by the nearest one it does (so the Players select shows what the state holds), and
 * the error says what was wrong; the rest of the code (seed, balance, layout) is kept.
 */
export function initialChoice(share: string): { choice: Choice; error: string | null } {
  const s = parseShare(share);
  if (!s.ok) return { choice: DEFAULT_CHOICE, error: s.error };
  const c: Choice = { ...s.value };
  const rs = RULESETS[c.ruleset];
  const { min, max } = rs.players;
  if (c.players < min || c.players > max) {
    const given = c.players;
    c.players = Math.min(max, Math.max(min, given));
    return {
      choice: c,
      error: `players "${given}" is not allowed: ${c.ruleset} is for ${min}–${max} players; showing ${c.players}`,
    };
  }
  return { choice: c, error: null };
}
