// The board editor's rules: a group that laid out a physical board types it in hex by hex,
// and this module turns what they typed into a board@1 document — or says, with a stable
// code per reason, why the box could not have made it. No UI here; app/table/new draws it.

import {
  edgeBetween,
  edgeVertices,
  type Hex,
  type HexKey,
  hexKey,
  neighbours,
  vertexId,
} from '../hex';
import { err, ok, type Result } from '../result';
import { getRuleset, type IslandBoard } from '../rules/rulesets';
import { isRed, LAND_TERRAINS, type LandTerrain, RESOURCES, TOKEN_VALUES } from '../rules/vocab';
import { generateBoard } from './generate';
import { getShape } from './shape';
import type { Board, BoardHex, HarborTrade } from './types';

/**
 * Rulesets whose board can be typed in: the fixed islands. Intimate Settlers grows by
 * discovery from a bag (generate it instead) and Starfarers' board is printed.
 */
export const EDITABLE_RULESETS = ['base', 'base56', 'mupp37'] as const;
export type EditableRuleset = (typeof EDITABLE_RULESETS)[number];
export const isEditableRuleset = (id: string): id is EditableRuleset =>
  (EDITABLE_RULESETS as readonly string[]).includes(id);

export const HARBOR_TRADES: readonly HarborTrade[] = ['any', ...RESOURCES];

/** One land position as typed so far: terrain and token may each still be missing. */
export interface EditorLand {
  readonly terrain: LandTerrain | null;
  readonly token: number | null;
}

export interface EditorHarbor {
  readonly trade: HarborTrade;
  /** The land hex whose side carries the port, "q,r". */
  readonly faces: HexKey;
}

/** What the group has typed: every land position of the island, harbors on the coast by water hex. */
export interface EditorBoard {
  readonly ruleset: EditableRuleset;
  readonly land: Readonly<Record<HexKey, EditorLand>>;
  readonly harbors: Readonly<Record<HexKey, EditorHarbor>>;
}

/** Where things can go on a ruleset's island: the land positions and the coast's water hexes. */
export interface EditorSlots {
  readonly land: readonly Hex[];
  /** Each water hex of the coast with the land hexes it touches (where its port may face). */
  readonly water: readonly { readonly hex: Hex; readonly faces: readonly HexKey[] }[];
}

function island(ruleset: EditableRuleset): IslandBoard {
  const b = getRuleset(ruleset).board;
  if (b.kind !== 'island') throw new Error(`${ruleset} has no fixed island`);
  return b;
}

/** The positions of a ruleset's island (fixed by its shape: 19 or 30 land hexes). */
export function editorSlots(ruleset: EditableRuleset): EditorSlots {
  const shape = getShape(island(ruleset).shape);
  const landKeys = new Set(shape.land.map(hexKey));
  return {
    land: shape.land,
    water: shape.frame.map((w) => ({
      hex: w,
      faces: neighbours(w)
        .map(hexKey)
        .filter((k) => landKeys.has(k)),
    })),
  };
}

/** An island with nothing on it yet. */
export function emptyEditorBoard(ruleset: EditableRuleset): EditorBoard {
  const land: Record<HexKey, EditorLand> = {};
  for (const h of editorSlots(ruleset).land) land[hexKey(h)] = { terrain: null, token: null };
  return { ruleset, land, harbors: {} };
}

/** A board@1 document (generated, opened from a share code) as a starting point for edits. */
export function editorFromBoard(board: Board): Result<EditorBoard, string> {
  if (!isEditableRuleset(board.ruleset))
    return err(`${board.ruleset} boards cannot be typed in; generate one instead`);
  const start = emptyEditorBoard(board.ruleset);
  const land: Record<HexKey, EditorLand> = { ...start.land };
  const harbors: Record<HexKey, EditorHarbor> = {};
  for (const h of board.hexes) {
    const k = hexKey(h);
    if (h.terrain === 'sea') {
      if (h.harbor) harbors[k] = { trade: h.harbor.trade, faces: h.harbor.faces };
    } else if (k in land) {
      land[k] = { terrain: h.terrain, token: h.token };
    } else {
      return err(`the ${h.terrain} at ${k} lies off the ${board.ruleset} island`);
    }
  }
  return ok({ ruleset: board.ruleset, land, harbors });
}

/** The seed of the beginner preset: the generator's lettered (A–R) layout, no balance. */
export const BEGINNER_SEED = 'beginner';

/**
 * The beginner preset. The rule text (seed 002) only points at a figure that is not in the
 * sources, so the preset is the official lettered layout (tokens A–R on the inward spiral)
 * as the generator lays it from a fixed seed: a board the group can copy onto the table.
 */
export function beginnerEditorBoard(ruleset: EditableRuleset): EditorBoard {
  const players = getRuleset(ruleset).players.max;
  const g = generateBoard({
    ruleset,
    seed: BEGINNER_SEED,
    layout: 'official',
    balance: 'none',
    players,
  });
  if (!g.ok) throw new Error(`the beginner board of ${ruleset} cannot be laid: ${g.error.message}`);
  const e = editorFromBoard(g.value);
  if (!e.ok) throw new Error(e.error);
  return e.value;
}

/** Sets a land hex's terrain and/or token; a desert drops its token (it can never carry one). */
export function setLand(board: EditorBoard, key: HexKey, change: Partial<EditorLand>): EditorBoard {
  const cur = board.land[key];
  if (!cur) return board;
  const terrain = change.terrain !== undefined ? change.terrain : cur.terrain;
  const token = terrain === 'desert' ? null : change.token !== undefined ? change.token : cur.token;
  return { ...board, land: { ...board.land, [key]: { terrain, token } } };
}

/** Puts a harbor on a coast water hex, or takes it away (null). */
export function setHarbor(
  board: EditorBoard,
  water: HexKey,
  harbor: EditorHarbor | null,
): EditorBoard {
  const harbors: Record<HexKey, EditorHarbor> = { ...board.harbors };
  if (harbor) harbors[water] = harbor;
  else delete harbors[water];
  return { ...board, harbors };
}

// ------------------------------------------------------------------ checking

/** Why a typed board is not one the box can make; `data` carries what the words need. */
export type EditorProblem =
  | { readonly code: 'ERR_HEX_EMPTY'; readonly hexes: readonly HexKey[] }
  | { readonly code: 'ERR_TOKEN_MISSING'; readonly hexes: readonly HexKey[] }
  | { readonly code: 'ERR_TOKEN_ON_DESERT'; readonly hexes: readonly HexKey[] }
  | {
      readonly code: 'ERR_TERRAIN_COUNT';
      readonly terrain: LandTerrain;
      readonly have: number;
      readonly need: number;
    }
  | {
      readonly code: 'ERR_TOKEN_COUNT';
      readonly token: number;
      readonly have: number;
      readonly need: number;
    }
  | { readonly code: 'ERR_TOKEN_VALUE'; readonly hexes: readonly HexKey[] }
  | {
      readonly code: 'ERR_HARBOR_COUNT';
      readonly trade: HarborTrade;
      readonly have: number;
      readonly need: number;
    }
  | { readonly code: 'ERR_HARBOR_PLACE'; readonly hexes: readonly HexKey[] }
  | { readonly code: 'ERR_HARBOR_FACES'; readonly hexes: readonly HexKey[] }
  | { readonly code: 'ERR_HARBOR_SHARED'; readonly hexes: readonly HexKey[] }
  | { readonly code: 'ERR_HARBOR_SPACING'; readonly hexes: readonly HexKey[] }
  | { readonly code: 'ERR_PLAYERS'; readonly min: number; readonly max: number };

export type EditorProblemCode = EditorProblem['code'];

/** Facts worth a look that the rules allow (the table may keep them). */
export type EditorWarning = {
  readonly code: 'WARN_RED_SIDE_BY_SIDE';
  readonly hexes: readonly HexKey[];
};

export interface EditorCheck {
  readonly board: Result<Board, readonly EditorProblem[]>;
  readonly warnings: readonly EditorWarning[];
}

/** The seed an entered board carries (board@1 needs one; nothing regenerates from it). */
export const ENTERED_SEED = 'entered';

/** An English sentence for a problem (logs, tests); the UI words its own in four languages. */
export function describeProblem(p: EditorProblem): string {
  const list = (hs: readonly HexKey[]) => hs.join(' ');
  switch (p.code) {
    case 'ERR_HEX_EMPTY':
      return `no terrain yet at ${list(p.hexes)}`;
    case 'ERR_TOKEN_MISSING':
      return `a number token is missing at ${list(p.hexes)}`;
    case 'ERR_TOKEN_ON_DESERT':
      return `a desert cannot carry a number token (${list(p.hexes)})`;
    case 'ERR_TERRAIN_COUNT':
      return `${p.terrain}: ${p.have} on the board, the box has ${p.need}`;
    case 'ERR_TOKEN_COUNT':
      return `number ${p.token}: ${p.have} on the board, the box has ${p.need}`;
    case 'ERR_TOKEN_VALUE':
      return `not a number token (2–6, 8–12) at ${list(p.hexes)}`;
    case 'ERR_HARBOR_COUNT':
      return `${p.trade === 'any' ? '3:1' : `2:1 ${p.trade}`} harbors: ${p.have} on the board, the box has ${p.need}`;
    case 'ERR_HARBOR_PLACE':
      return `a harbor must lie on the water ring round the island (${list(p.hexes)})`;
    case 'ERR_HARBOR_FACES':
      return `a harbor must face a land hex it touches (${list(p.hexes)})`;
    case 'ERR_HARBOR_SHARED':
      return `two harbors share an intersection (${list(p.hexes)})`;
    case 'ERR_HARBOR_SPACING':
      return `the house variant lays exactly one sea hex between harbors (${list(p.hexes)})`;
    case 'ERR_PLAYERS':
      return `this game is for ${p.min}–${p.max} players`;
  }
}

function countOf<T>(xs: readonly T[], x: T): number {
  let n = 0;
  for (const y of xs) if (y === x) n++;
  return n;
}

/**
 * Checks a typed board against the ruleset's box and, when it could be real, writes it as
 * board@1 (land in row order, then the coast; the robber on the first desert). The board
 * carries no share code: no recipe regenerates a board someone laid by hand.
 */
export function checkEditorBoard(board: EditorBoard, players: number): EditorCheck {
  const spec = island(board.ruleset);
  const rs = getRuleset(board.ruleset);
  const slots = editorSlots(board.ruleset);
  const problems: EditorProblem[] = [];
  if (!Number.isInteger(players) || players < rs.players.min || players > rs.players.max)
    problems.push({ code: 'ERR_PLAYERS', min: rs.players.min, max: rs.players.max });

  const entries = slots.land.map((h) => {
    const k = hexKey(h);
    return { hex: h, key: k, ...(board.land[k] ?? { terrain: null, token: null }) };
  });
  const empty = entries.filter((e) => e.terrain === null).map((e) => e.key);
  if (empty.length) problems.push({ code: 'ERR_HEX_EMPTY', hexes: empty });
  const onDesert = entries.filter((e) => e.terrain === 'desert' && e.token !== null);
  if (onDesert.length)
    problems.push({ code: 'ERR_TOKEN_ON_DESERT', hexes: onDesert.map((e) => e.key) });
  const missing = entries.filter(
    (e) => e.terrain !== null && e.terrain !== 'desert' && e.token === null,
  );
  if (missing.length)
    problems.push({ code: 'ERR_TOKEN_MISSING', hexes: missing.map((e) => e.key) });
  const badValue = entries.filter(
    (e) => e.token !== null && !(TOKEN_VALUES as readonly number[]).includes(e.token),
  );
  if (badValue.length)
    problems.push({ code: 'ERR_TOKEN_VALUE', hexes: badValue.map((e) => e.key) });

  // Counts against the box: too many of a kind is impossible; too few means a hex is wrong.
  const terrains = entries.map((e) => e.terrain);
  for (const t of LAND_TERRAINS) {
    const have = countOf(terrains, t);
    const need = spec.terrains[t];
    if (have !== need && (empty.length === 0 || have > need))
      problems.push({ code: 'ERR_TERRAIN_COUNT', terrain: t, have, need });
  }
  const tokens = entries.map((e) => e.token).filter((v): v is number => v !== null);
  const complete = empty.length === 0 && missing.length === 0;
  for (const v of TOKEN_VALUES) {
    const have = countOf(tokens, v);
    const need = countOf(spec.tokens, v);
    if (have > need || (complete && have !== need))
      problems.push({ code: 'ERR_TOKEN_COUNT', token: v, have, need });
  }

  // Harbors: on the coast, facing a land hex they touch, as many of each kind as the box has,
  // and never two ports on one intersection (a settlement there would own both).
  const water = new Map(slots.water.map((w) => [hexKey(w.hex), w] as const));
  const harborKeys = Object.keys(board.harbors) as HexKey[];
  const offCoast = harborKeys.filter((k) => !water.has(k));
  if (offCoast.length) problems.push({ code: 'ERR_HARBOR_PLACE', hexes: offCoast });
  const badFaces = harborKeys.filter((k) => {
    const w = water.get(k);
    const hb = board.harbors[k];
    return w !== undefined && hb !== undefined && !w.faces.includes(hb.faces);
  });
  if (badFaces.length) problems.push({ code: 'ERR_HARBOR_FACES', hexes: badFaces });
  const trades = harborKeys.map((k) => board.harbors[k]?.trade);
  for (const t of HARBOR_TRADES) {
    const have = countOf(trades, t);
    const need = t === 'any' ? spec.harbors.generic : spec.harbors.special[t];
    if (have !== need) problems.push({ code: 'ERR_HARBOR_COUNT', trade: t, have, need });
  }
  const owner = new Map<string, HexKey>();
  const shared = new Set<HexKey>();
  for (const k of harborKeys) {
    const w = water.get(k);
    const hb = board.harbors[k];
    if (!w || !hb || !w.faces.includes(hb.faces)) continue;
    const [fq, fr] = hb.faces.split(',').map(Number) as [number, number];
    const e = edgeBetween(w.hex, { q: fq, r: fr });
    if (!e) continue;
    for (const v of edgeVertices(e)) {
      const id = vertexId(v);
      const other = owner.get(id);
      if (other !== undefined) {
        shared.add(other);
        shared.add(k);
      } else owner.set(id, k);
    }
  }
  if (shared.size) problems.push({ code: 'ERR_HARBOR_SHARED', hexes: [...shared] });
  // The house variant's laying procedure alternates harbor and sea all round the coast.
  if (board.ruleset === 'mupp37') {
    const close = harborKeys.filter((k) => {
      const w = water.get(k);
      return (
        w !== undefined &&
        neighbours(w.hex).some((n) => hexKey(n) !== k && hexKey(n) in board.harbors)
      );
    });
    if (close.length) problems.push({ code: 'ERR_HARBOR_SPACING', hexes: close });
  }

  // The rules never forbid a 6 beside an 8 on a board the group laid, so this only warns.
  const byKey = new Map(entries.map((e) => [e.key, e] as const));
  const red = new Set<HexKey>();
  for (const e of entries) {
    if (!isRed(e.token)) continue;
    for (const n of neighbours(e.hex)) {
      const o = byKey.get(hexKey(n));
      if (o && isRed(o.token)) {
        red.add(e.key);
        red.add(o.key);
      }
    }
  }
  const warnings: EditorWarning[] = red.size
    ? [{ code: 'WARN_RED_SIDE_BY_SIDE', hexes: [...red] }]
    : [];
  if (problems.length) return { board: err(problems), warnings };

  const hexes: BoardHex[] = [];
  let order = 1;
  for (const e of entries)
    hexes.push({
      q: e.hex.q,
      r: e.hex.r,
      terrain: e.terrain as LandTerrain,
      token: e.token,
      order: order++,
    });
  for (const w of slots.water) {
    const k = hexKey(w.hex);
    const hb = board.harbors[k];
    hexes.push({
      q: w.hex.q,
      r: w.hex.r,
      terrain: 'sea',
      token: null,
      order: order++,
      ...(hb ? { harbor: { trade: hb.trade, faces: hb.faces } } : {}),
    });
  }
  const desert = entries.find((e) => e.terrain === 'desert');
  return {
    board: ok({
      format: 'board@1',
      ruleset: board.ruleset,
      seed: ENTERED_SEED,
      layout: 'spiral',
      players,
      balance: { preset: 'none', constraints: [] },
      hexes,
      robber: desert ? desert.key : (entries[0]?.key ?? '0,0'),
      share: '',
    }),
    warnings,
  };
}
