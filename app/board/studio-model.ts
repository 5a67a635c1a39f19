// Pure pieces of the generator page (app/board/board-studio.tsx), kept apart so unit tests can
// reach them: the first choice read from a share code, the fairness panel's constraint words,
// and copying the share link where the Clipboard API is missing (plain http on a LAN).

import type { Balance } from '@/lib/board';
import { balanceFromNames, PRESETS, parseShare } from '@/lib/board';
import { DEFAULT_RULESET, type Layout, RULESETS, type RulesetId } from '@/lib/rules';

export interface Choice {
  /** A ruleset the board face offers (BOARD_RULESET_IDS). */
  ruleset: RulesetId;
  layout: Layout;
  balance: Balance;
  players: number;
  seed: string;
}

export const DEFAULT_CHOICE: Choice = {
  ruleset: DEFAULT_RULESET,
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

/** Order of the constraints, as the balance form lists them. */
const ORDER = [
  'noAdjacentRed',
  'noAdjacentEqual',
  'noAdjacentLow',
  'terrainCluster',
  'pipCap',
  'pipFloor',
  'spreadRed',
  'distinctPerResource',
  'resourceShare',
  'desertOffCentre',
  'harborOffOwnHot',
  'draftSpread',
  'draftTotal',
  'commoditySpread',
] as const satisfies readonly (keyof Balance)[];

/**
 * The board's constraint ids (board@1 `balance.constraints`) in the UI's words: "Largest group
 * of one terrain: 2"; a word with "N" gets the number in its place. Ids that cannot be read are
 * shown as they are.
 */
export function constraintWords(
  ids: readonly string[],
  words: Readonly<Record<string, string>>,
): string[] {
  const b = balanceFromNames(ids);
  if (!b.ok) return [...ids];
  const out: string[] = [];
  for (const k of ORDER) {
    const v = b.value[k];
    const w = words[k] ?? k;
    if (v === false || v === null) continue;
    if (v === true) out.push(w);
    else out.push(/\bN\b/.test(w) ? w.replace(/\bN\b/, String(v)) : `${w}: ${v}`);
  }
  return out;
}

export interface CopyEnv {
  /** navigator.clipboard, undefined on plain http. */
  readonly clipboard?: { writeText(text: string): Promise<void> } | undefined;
  /** Selects the link's text field (so a copy by hand needs only Ctrl+C). */
  select(): void;
  /** document.execCommand('copy'): false (or a throw) when the browser refused. */
  execCopy(): boolean;
}

/** Copies the share link: the Clipboard API, else the selected field and execCommand; false when both fail. */
export async function copyLink(text: string, env: CopyEnv): Promise<boolean> {
  if (env.clipboard) {
    try {
      await env.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no secure context, no permission): try the old way.
    }
  }
  try {
    env.select();
    return env.execCopy();
  } catch {
    return false;
  }
}
