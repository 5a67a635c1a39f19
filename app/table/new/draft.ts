// The new-game form as a draft in this browser's localStorage, so a reload (or the tablet
// dropping the tab) does not lose the names typed in. What is read back is checked field by
// field against the ruleset: a field that is malformed or no longer fits is ignored, never
// trusted, and the rest of the draft still counts.
import { BALANCE_PRESETS, type BalancePreset } from '@/lib/board/balance';
import { COLOR_SETS, colorSetOf, SEAT_COLORS } from '@/lib/colors';
import { VP_TARGET_MAX, VP_TARGET_MIN } from '@/lib/game/setup';
import { BETWEEN_TURNS, DEV_MODES, DICE_MODES, PROGRESS_MODES } from '@/lib/game/types';
import { isRulesetId, type Layout, RULESETS, type RulesetId } from '@/lib/rules';

export const DRAFT_KEY = 'hexkeeper.newGameDraft';

export const SOURCES = ['generate', 'code', 'scan', 'enter'] as const;
export type Source = (typeof SOURCES)[number];

export interface Draft {
  /** Any ruleset the engine knows; the form drops a draft whose game it does not offer. */
  readonly ruleset: RulesetId;
  readonly count?: number;
  /** All six seats (name as typed, colour id), so a larger count later keeps them. */
  readonly players?: readonly { readonly name: string; readonly color: string }[];
  readonly vpTarget?: number;
  readonly dice?: (typeof DICE_MODES)[number];
  readonly devDeck?: (typeof DEV_MODES)[number];
  readonly progressDeck?: (typeof PROGRESS_MODES)[number];
  readonly between?: (typeof BETWEEN_TURNS)[number];
  readonly phoneInput?: boolean;
  readonly source?: Source;
  readonly layout?: Layout;
  readonly balance?: BalancePreset;
  readonly seed?: string;
  /** The share code typed or opened (code and scan sources). */
  readonly code?: string;
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  x !== null && typeof x === 'object' && !Array.isArray(x);
const oneOf = <T extends string>(xs: readonly T[], x: unknown): T | undefined =>
  typeof x === 'string' && (xs as readonly string[]).includes(x) ? (x as T) : undefined;
const intIn = (x: unknown, lo: number, hi: number): number | undefined =>
  typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi ? x : undefined;

/** Six seats with distinct colours of one set and names the form accepts, else undefined. */
function players(x: unknown): Draft['players'] {
  if (!Array.isArray(x) || x.length !== SEAT_COLORS.length) return undefined;
  const first = isObject(x[0]) && typeof x[0].color === 'string' ? x[0].color : '';
  const set = COLOR_SETS[colorSetOf(first) ?? 'box'];
  const ids = new Set(set.map((c) => c.id));
  const out: { name: string; color: string }[] = [];
  for (const p of x) {
    if (!isObject(p) || typeof p.name !== 'string' || typeof p.color !== 'string') return undefined;
    if (p.name.length > 40 || !ids.has(p.color)) return undefined;
    out.push({ name: p.name, color: p.color });
  }
  return new Set(out.map((p) => p.color)).size === out.length ? out : undefined;
}

/** The draft stored as JSON, checked; null when there is none or it is not a draft at all. */
export function parseDraft(text: string | null): Draft | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(raw) || typeof raw.ruleset !== 'string' || !isRulesetId(raw.ruleset)) return null;
  const rs = RULESETS[raw.ruleset];
  const seed =
    typeof raw.seed === 'string' && /^[a-z0-9]{1,32}$/.test(raw.seed) ? raw.seed : undefined;
  const code = typeof raw.code === 'string' && raw.code.length <= 300 ? raw.code : undefined;
  const between = oneOf(BETWEEN_TURNS, raw.between);
  const d: Draft = {
    ruleset: raw.ruleset,
    count: intIn(raw.count, rs.players.min, rs.players.max),
    players: players(raw.players),
    vpTarget: intIn(raw.vpTarget, VP_TARGET_MIN, VP_TARGET_MAX),
    dice: oneOf(DICE_MODES, raw.dice),
    devDeck: rs.devDeck ? oneOf(DEV_MODES, raw.devDeck) : undefined,
    progressDeck: rs.features.progress ? oneOf(PROGRESS_MODES, raw.progressDeck) : undefined,
    between:
      between && (between === 'none' || rs.betweenTurns.includes(between)) ? between : undefined,
    phoneInput: typeof raw.phoneInput === 'boolean' ? raw.phoneInput : undefined,
    source: rs.features.printedBoard ? undefined : oneOf(SOURCES, raw.source),
    layout: oneOf(rs.board.layouts, raw.layout),
    balance: oneOf(BALANCE_PRESETS, raw.balance),
    seed,
    code,
  };
  // Undefined fields are dropped, so a caller can spread the draft over its defaults.
  return Object.fromEntries(Object.entries(d).filter(([, v]) => v !== undefined)) as Draft;
}

/** Reads the stored draft (null in a browser without storage or with none kept, or where its
 * game is not among `choices`). */
export function loadDraft(choices: readonly RulesetId[]): Draft | null {
  try {
    const d = parseDraft(localStorage.getItem(DRAFT_KEY));
    return d && choices.includes(d.ruleset) ? d : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or forbidden storage only means the draft is not kept. */
export function saveDraft(d: Draft): void {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(d));
  } catch {
    // Private browsing or a full quota: the form still works, it just is not remembered.
  }
}

/** Forgets the draft once the game it described has been created. */
export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
