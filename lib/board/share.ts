// Share codes: a short, URL-safe text that regenerates a board anywhere.
//   h3.<ruleset>.<layout>.<balance>.<players>.<seed>
// e.g. "h3.base.spiral.strict.4.k3v9x2ab". <balance> is a preset name (none, fair, strict) or
// custom constraint codes joined by "-": a (no 6/8 side by side), e (no equal numbers side by
// side), l (no 2/12 side by side), tN (terrain cluster ≤ N), cN (intersection ≤ N pips),
// f (intersection floor), s (6/8 spread), n (no repeat per resource), pN (resource pips
// within N), d (desert off centre), h (harbors off their own hot hexes), wN (draft spread ≤ N),
// vN (the draft's spreads add up to ≤ N).
// The version says what the preset names mean: h1 codes (before the draft joined strict) read
// "strict" without the draft, h2 codes (before the spreads' total joined it) without vN, so an
// old link opens the board it always did; a code is written in the oldest version that can
// say its balance, so every code written before stays the same text.

import { err, ok, type Result } from '../result';
import {
  BOARD_RULESET_IDS,
  isBoardRulesetId,
  LAYOUTS,
  type Layout,
  type RulesetId,
} from '../rules/rulesets';
import {
  BALANCE_PRESETS,
  type Balance,
  type BalancePreset,
  constraintNames,
  LIMITS,
  PRESETS,
  PRESETS_H1,
  PRESETS_H2,
  presetFor,
} from './balance';

export interface ShareInput {
  readonly ruleset: RulesetId;
  readonly layout: Layout;
  readonly balance: Balance;
  readonly players: number;
  readonly seed: string;
}

/** The versions this Hexkeeper reads; the last is the newest. */
const VERSIONS = ['h1', 'h2', 'h3'] as const;
type Version = (typeof VERSIONS)[number];
const PRESETS_OF: Record<Version, Readonly<Record<BalancePreset, Balance>>> = {
  h1: PRESETS_H1,
  h2: PRESETS_H2,
  h3: PRESETS,
};
/** The parameter codes each version reads. */
const PARAMS_OF: Record<Version, RegExp> = {
  h1: /^([aelfsndh])$|^([tcp])(\d{1,2})$/,
  h2: /^([aelfsndh])$|^([tcpw])(\d{1,2})$/,
  // kN (the commodity spread) came with cities and knights' boards: no earlier code holds it.
  h3: /^([aelfsndh])$|^([tcpwvk])(\d{1,2})$/,
};

/** The preset a balance equals under one version's preset names on a ruleset, or "custom". */
function presetIn(b: Balance, v: Version, ruleset: RulesetId): BalancePreset | 'custom' {
  const names = constraintNames(b).join(',');
  for (const p of BALANCE_PRESETS)
    if (constraintNames(presetFor(p, ruleset, PRESETS_OF[v])).join(',') === names) return p;
  return 'custom';
}

function balanceCode(b: Balance, v: Version, ruleset: RulesetId): string {
  const p = presetIn(b, v, ruleset);
  if (p !== 'custom') return p;
  const c: string[] = [];
  if (b.noAdjacentRed) c.push('a');
  if (b.noAdjacentEqual) c.push('e');
  if (b.noAdjacentLow) c.push('l');
  if (b.terrainCluster !== null) c.push(`t${b.terrainCluster}`);
  if (b.pipCap !== null) c.push(`c${b.pipCap}`);
  if (b.pipFloor) c.push('f');
  if (b.spreadRed) c.push('s');
  if (b.distinctPerResource) c.push('n');
  if (b.resourceShare !== null) c.push(`p${b.resourceShare}`);
  if (b.desertOffCentre) c.push('d');
  if (b.harborOffOwnHot) c.push('h');
  if (b.draftSpread !== null) c.push(`w${b.draftSpread}`);
  if (b.draftTotal !== null) c.push(`v${b.draftTotal}`);
  if (b.commoditySpread !== null) c.push(`k${b.commoditySpread}`);
  return c.join('-');
}

/**
 * The share code of a board's recipe: h1 when the balance has no draft constraint, h2 when it
 * has only the draft's spread, else h3.
 */
export function encodeShare(s: ShareInput): string {
  const v: Version =
    s.balance.draftTotal !== null || s.balance.commoditySpread !== null
      ? 'h3'
      : s.balance.draftSpread !== null
        ? 'h2'
        : 'h1';
  return [
    v,
    s.ruleset,
    s.layout,
    balanceCode(s.balance, v, s.ruleset),
    String(s.players),
    s.seed,
  ].join('.');
}

const SEED_RE = /^[A-Za-z0-9_-]{1,40}$/;

function parseBalance(code: string, v: Version, ruleset: RulesetId): Result<Balance, string> {
  if ((BALANCE_PRESETS as readonly string[]).includes(code))
    return ok(presetFor(code as BalancePreset, ruleset, PRESETS_OF[v]));
  const b: { -readonly [K in keyof Balance]: Balance[K] } = { ...PRESETS.none };
  const seen = new Set<string>();
  for (const part of code.split('-')) {
    const m = PARAMS_OF[v].exec(part);
    if (!m) {
      const later =
        v === 'h1' && /^w\d/.test(part)
          ? ' in h1 codes (the draft came with h2)'
          : v !== 'h3' && /^v\d/.test(part)
            ? ` in ${v} codes (the draft's total came with h3)`
            : v !== 'h3' && /^k\d/.test(part)
              ? ` in ${v} codes (the commodity spread came with h3)`
              : '';
      const like = v === 'h1' ? '' : v === 'h2' ? '-w1' : '-w1-v2';
      return err(
        `balance code "${part}" is not known${later}; use none, fair, strict or codes like a-e-t1-c10${like}`,
      );
    }
    const letter = (m[1] ?? m[2]) as string;
    if (seen.has(letter)) return err(`balance code "${letter}" appears twice`);
    seen.add(letter);
    if (m[2]) {
      const n = Number(m[3]);
      const key =
        letter === 't'
          ? 'terrainCluster'
          : letter === 'c'
            ? 'pipCap'
            : letter === 'p'
              ? 'resourceShare'
              : letter === 'w'
                ? 'draftSpread'
                : letter === 'v'
                  ? 'draftTotal'
                  : 'commoditySpread';
      const lim = LIMITS[key];
      if (n < lim.min || n > lim.max)
        return err(`balance code "${part}": the number must be from ${lim.min} to ${lim.max}`);
      b[key] = n;
      continue;
    }
    switch (letter) {
      case 'a':
        b.noAdjacentRed = true;
        break;
      case 'e':
        b.noAdjacentEqual = true;
        break;
      case 'l':
        b.noAdjacentLow = true;
        break;
      case 'f':
        b.pipFloor = true;
        break;
      case 's':
        b.spreadRed = true;
        break;
      case 'n':
        b.distinctPerResource = true;
        break;
      case 'd':
        b.desertOffCentre = true;
        break;
      default:
        b.harborOffOwnHot = true;
    }
  }
  return ok(b);
}

/** Reads a share code (or a URL holding one in `?b=`); the error says what was wrong and what is accepted. */
export function parseShare(text: string): Result<ShareInput, string> {
  let code = text.trim();
  if (code.length > 300) return err('share code is too long (at most 300 characters)');
  const q = code.indexOf('b=');
  if (code.includes('://') || code.startsWith('/')) {
    if (q < 0) return err('this link holds no board: expected …/board?b=<share code>');
    const raw = code.slice(q + 2).split('&')[0] ?? '';
    try {
      code = decodeURIComponent(raw);
    } catch {
      return err(
        `this link's share code "${raw.slice(0, 60)}" is not valid URL encoding (a "%" must be followed by two hex digits of UTF-8): expected …/board?b=h3.<ruleset>.<layout>.<balance>.<players>.<seed>`,
      );
    }
  }
  const parts = code.split('.');
  if (parts.length !== 6)
    return err(
      `share code "${code.slice(0, 60)}" should have 6 parts separated by ".": h3.<ruleset>.<layout>.<balance>.<players>.<seed>`,
    );
  const [v, ruleset, layout, balance, players, seed] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!(VERSIONS as readonly string[]).includes(v))
    return err(
      `share code version "${v}" is not known (this Hexkeeper reads ${VERSIONS.slice(0, -1).join(', ')} and ${VERSIONS.at(-1)})`,
    );
  if (!isBoardRulesetId(ruleset))
    return err(`ruleset "${ruleset}" is not known; use one of ${BOARD_RULESET_IDS.join(', ')}`);
  if (!(LAYOUTS as readonly string[]).includes(layout))
    return err(`layout "${layout}" is not known; use one of ${LAYOUTS.join(', ')}`);
  const b = parseBalance(balance, v as Version, ruleset);
  if (!b.ok) return b;
  if (!/^\d{1,2}$/.test(players)) return err(`players "${players}" is not a number from 2 to 6`);
  if (!SEED_RE.test(seed))
    return err(`seed "${seed.slice(0, 50)}" is not valid: use 1 to 40 letters, digits, "-" or "_"`);
  return ok({
    ruleset,
    layout: layout as Layout,
    balance: b.value,
    players: Number(players),
    seed,
  });
}
