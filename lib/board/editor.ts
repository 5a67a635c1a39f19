// The board editor's rules: a group that laid out a physical board types it in hex by hex,
// and this module turns what they typed into a board@1 document — or says, with a stable
// code per reason, why the box could not have made it. No UI here; app/table/new draws it.
//
// The fixed islands (base, 5–6, house variant) are checked against the whole box. Intimate
// Settlers starts from two home bases only: each is checked against what a home base holds
// (one hex of each resource, the tokens 4, 5, 8, 9, 10, one sea and one 3:1 harbor beside
// it), and the rest of the box becomes the discovery bag.

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
import { getRuleset, type IslandBoard, RULESET_IDS, type RulesetId } from '../rules/rulesets';
import {
  isRed,
  LAND_TERRAINS,
  type LandTerrain,
  RESOURCES,
  type Terrain,
  TOKEN_VALUES,
} from '../rules/vocab';
import { generateBoard } from './generate';
import { getShape } from './shape';
import type { Board, BoardHex, DiscoveryBag, HarborTrade } from './types';

/**
 * Rulesets whose board can be typed in: every one whose board is not printed (Starfarers' is,
 * and never changes). Derived from the definitions, so a new ruleset is listed by itself.
 */
export const EDITABLE_RULESETS: readonly RulesetId[] = RULESET_IDS.filter(
  (id) => !getRuleset(id).features.printedBoard,
);
export type EditableRuleset = RulesetId;
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

/** What the group has typed: every land position, harbors (and, Intimate Settlers, sea) by water hex. */
export interface EditorBoard {
  readonly ruleset: EditableRuleset;
  readonly land: Readonly<Record<HexKey, EditorLand>>;
  readonly harbors: Readonly<Record<HexKey, EditorHarbor>>;
  /**
   * Intimate Settlers: the plain sea hexes laid beside the home bases. (On the fixed islands
   * every water hex of the frame is sea anyway.)
   */
  readonly seas: readonly HexKey[];
}

export interface WaterSlot {
  readonly hex: Hex;
  /** The land hexes it touches: where its port may face. */
  readonly faces: readonly HexKey[];
  /** Intimate Settlers: the home base it lies beside. */
  readonly home?: 0 | 1;
}

/** Where things can go: the land positions and the water hexes next to them. */
export interface EditorSlots {
  readonly land: readonly Hex[];
  readonly water: readonly WaterSlot[];
  /** Intimate Settlers: whose home base each land hex is. */
  readonly home?: Readonly<Record<HexKey, 0 | 1>>;
}

function island(ruleset: EditableRuleset): IslandBoard {
  const b = getRuleset(ruleset).board;
  if (b.kind === 'island') return b;
  if (b.kind === 'intimate') return b.box;
  throw new Error(`${ruleset} has no island`);
}

/** The two home bases' land positions (fixed: the generator lays them at the same places every time). */
const homeCache = new Map<RulesetId, Readonly<Record<HexKey, 0 | 1>>>();
function homeLand(ruleset: RulesetId): Readonly<Record<HexKey, 0 | 1>> {
  const cached = homeCache.get(ruleset);
  if (cached) return cached;
  const g = generateBoard({ ruleset, seed: 'homes', balance: 'none' });
  if (!g.ok) throw new Error(`no home bases for ${ruleset}: ${g.error.message}`);
  const out: Record<HexKey, 0 | 1> = {};
  for (const h of g.value.hexes)
    if (h.terrain !== 'sea' && h.home !== undefined) out[hexKey(h)] = h.home;
  homeCache.set(ruleset, out);
  return out;
}

const byRow = (a: Hex, b: Hex) => a.r - b.r || a.q - b.q;
const toHex = (k: HexKey): Hex => {
  const [q, r] = k.split(',').map(Number) as [number, number];
  return { q, r };
};

/** The positions of a ruleset's board: the island and its frame, or the two home bases and their shores. */
export function editorSlots(ruleset: EditableRuleset): EditorSlots {
  if (getRuleset(ruleset).features.homeBases) {
    const home = homeLand(ruleset);
    const land = (Object.keys(home) as HexKey[]).map(toHex).sort(byRow);
    const water = new Map<HexKey, WaterSlot>();
    for (const h of land)
      for (const n of neighbours(h)) {
        const k = hexKey(n);
        if (k in home || water.has(k)) continue;
        const faces = neighbours(n)
          .map(hexKey)
          .filter((f) => home[f] !== undefined);
        water.set(k, { hex: n, faces, home: home[hexKey(h)] as 0 | 1 });
      }
    return { land, water: [...water.values()].sort((a, b) => byRow(a.hex, b.hex)), home };
  }
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

/** A board with nothing on it yet. */
export function emptyEditorBoard(ruleset: EditableRuleset): EditorBoard {
  const land: Record<HexKey, EditorLand> = {};
  for (const h of editorSlots(ruleset).land) land[hexKey(h)] = { terrain: null, token: null };
  return { ruleset, land, harbors: {}, seas: [] };
}

/** A board@1 document (generated, opened from a share code) as a starting point for edits. */
export function editorFromBoard(board: Board): Result<EditorBoard, string> {
  if (!isEditableRuleset(board.ruleset))
    return err(`${board.ruleset} boards cannot be typed in; it has a printed board`);
  const start = emptyEditorBoard(board.ruleset);
  const land: Record<HexKey, EditorLand> = { ...start.land };
  const harbors: Record<HexKey, EditorHarbor> = {};
  const seas: HexKey[] = [];
  const intimate = getRuleset(board.ruleset).features.homeBases;
  for (const h of board.hexes) {
    const k = hexKey(h);
    if (h.terrain === 'sea') {
      if (h.harbor) harbors[k] = { trade: h.harbor.trade, faces: h.harbor.faces };
      else if (intimate) seas.push(k);
    } else if (k in land) {
      land[k] = { terrain: h.terrain, token: h.token };
    } else {
      return err(`the ${h.terrain} at ${k} lies off the ${board.ruleset} board`);
    }
  }
  return ok({ ruleset: board.ruleset, land, harbors, seas });
}

/** The seed of the beginner preset: the generator's lettered (A–R) layout, no balance. */
export const BEGINNER_SEED = 'beginner';

/**
 * The beginner preset. The rule text (seed 002) only points at a figure that is not in the
 * sources, so the preset is the official lettered layout (tokens A–R on the inward spiral)
 * as the generator lays it from a fixed seed: a board the group can copy onto the table.
 * Intimate Settlers has no such figure either: its preset is a pair of home bases laid by
 * the generator from the same seed.
 */
export function beginnerEditorBoard(ruleset: EditableRuleset): EditorBoard {
  const rs = getRuleset(ruleset);
  const g = generateBoard({
    ruleset,
    seed: BEGINNER_SEED,
    layout: rs.board.kind === 'intimate' ? 'intimate' : 'official',
    balance: 'none',
    players: rs.players.max,
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

/** Puts a harbor on a water hex (replacing a plain sea there), or takes it away (null). */
export function setHarbor(
  board: EditorBoard,
  water: HexKey,
  harbor: EditorHarbor | null,
): EditorBoard {
  const harbors: Record<HexKey, EditorHarbor> = { ...board.harbors };
  if (harbor) harbors[water] = harbor;
  else delete harbors[water];
  return { ...board, harbors, seas: board.seas.filter((k) => k !== water || !harbor) };
}

/** Intimate Settlers: lays a plain sea hex on a water position (replacing a harbor), or lifts it. */
export function setSea(board: EditorBoard, water: HexKey, on: boolean): EditorBoard {
  const harbors: Record<HexKey, EditorHarbor> = { ...board.harbors };
  if (on) delete harbors[water];
  const seas = board.seas.filter((k) => k !== water);
  return { ...board, harbors, seas: on ? [...seas, water] : seas };
}

// ------------------------------------------------------------------ checking

/** Whose home base a count is about (Intimate Settlers); absent on the fixed islands. */
type Home = { readonly home?: 0 | 1 };

/** Why a typed board is not one the box can make; `data` carries what the words need. */
export type EditorProblem =
  | { readonly code: 'ERR_HEX_EMPTY'; readonly hexes: readonly HexKey[] }
  | { readonly code: 'ERR_TOKEN_MISSING'; readonly hexes: readonly HexKey[] }
  | { readonly code: 'ERR_TOKEN_ON_DESERT'; readonly hexes: readonly HexKey[] }
  | ({
      readonly code: 'ERR_TERRAIN_COUNT';
      readonly terrain: LandTerrain;
      readonly have: number;
      readonly need: number;
    } & Home)
  | ({
      readonly code: 'ERR_TOKEN_COUNT';
      readonly token: number;
      readonly have: number;
      readonly need: number;
    } & Home)
  | { readonly code: 'ERR_TOKEN_VALUE'; readonly hexes: readonly HexKey[] }
  | ({
      readonly code: 'ERR_HARBOR_COUNT';
      readonly trade: HarborTrade;
      readonly have: number;
      readonly need: number;
    } & Home)
  | {
      readonly code: 'ERR_HOME_SEA';
      readonly home: 0 | 1;
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
  const where = (h: Home) => (h.home === undefined ? '' : `home base ${h.home + 1}: `);
  const holds = (h: Home) => (h.home === undefined ? 'the box has' : 'a home base holds');
  switch (p.code) {
    case 'ERR_HEX_EMPTY':
      return `no terrain yet at ${list(p.hexes)}`;
    case 'ERR_TOKEN_MISSING':
      return `a number token is missing at ${list(p.hexes)}`;
    case 'ERR_TOKEN_ON_DESERT':
      return `a desert cannot carry a number token (${list(p.hexes)})`;
    case 'ERR_TERRAIN_COUNT':
      return `${where(p)}${p.terrain}: ${p.have} on the board, ${holds(p)} ${p.need}`;
    case 'ERR_TOKEN_COUNT':
      return `${where(p)}number ${p.token}: ${p.have} on the board, ${holds(p)} ${p.need}`;
    case 'ERR_TOKEN_VALUE':
      return `not a number token (2–6, 8–12) at ${list(p.hexes)}`;
    case 'ERR_HARBOR_COUNT':
      return `${where(p)}${p.trade === 'any' ? '3:1' : `2:1 ${p.trade}`} harbors: ${p.have} on the board, ${holds(p)} ${p.need}`;
    case 'ERR_HOME_SEA':
      return `home base ${p.home + 1}: ${p.have} sea hexes beside it, it takes ${p.need}`;
    case 'ERR_HARBOR_PLACE':
      return `harbors and sea lie on the water next to the land (${list(p.hexes)})`;
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

/** What one part of the board must hold: the whole island, or one Intimate Settlers home base. */
interface Quota {
  readonly home?: 0 | 1;
  readonly land: readonly HexKey[];
  readonly water: readonly HexKey[];
  readonly terrains: Readonly<Record<LandTerrain, number>>;
  readonly tokens: readonly number[];
  readonly harbors: Readonly<Record<HarborTrade, number>>;
  /** Plain sea hexes to lay (Intimate Settlers: 1); null where all water is sea. */
  readonly seas: number | null;
}

function quotas(ruleset: EditableRuleset, slots: EditorSlots): Quota[] {
  const rs = getRuleset(ruleset);
  if (rs.board.kind === 'intimate') {
    const homeTokens = rs.board.homeTokens;
    return ([0, 1] as const).map((home) => ({
      home,
      land: slots.land.map(hexKey).filter((k) => slots.home?.[k] === home),
      water: slots.water.filter((w) => w.home === home).map((w) => hexKey(w.hex)),
      terrains: { forest: 1, pasture: 1, fields: 1, hills: 1, mountains: 1, desert: 0 },
      tokens: homeTokens,
      harbors: { any: 1, lumber: 0, wool: 0, grain: 0, brick: 0, ore: 0 },
      seas: 1,
    }));
  }
  const spec = island(ruleset);
  return [
    {
      land: slots.land.map(hexKey),
      water: slots.water.map((w) => hexKey(w.hex)),
      terrains: spec.terrains,
      tokens: spec.tokens,
      harbors: { any: spec.harbors.generic, ...spec.harbors.special },
      seas: null,
    },
  ];
}

/** Intimate Settlers: what is left in the box after the home bases, in a fixed order (the game reshuffles it from its own secret seed). */
function discoveryBag(ruleset: EditableRuleset, used: readonly BoardHex[]): DiscoveryBag {
  const spec = island(ruleset);
  const hexes: { terrain: Terrain; harbor?: HarborTrade }[] = [];
  for (const t of LAND_TERRAINS) {
    const left = spec.terrains[t] - used.filter((h) => h.terrain === t).length;
    for (let k = 0; k < left; k++) hexes.push({ terrain: t });
  }
  const harborCount =
    spec.harbors.generic + RESOURCES.reduce((s, r) => s + spec.harbors.special[r], 0);
  // The frame of the 19-hex island: 18 water hexes, of which the harbors are some.
  const seaInBox = getShape(spec.shape).frame.length - harborCount;
  const seaUsed = used.filter((h) => h.terrain === 'sea' && !h.harbor).length;
  for (let k = 0; k < seaInBox - seaUsed; k++) hexes.push({ terrain: 'sea' });
  for (const t of HARBOR_TRADES) {
    const inBox = t === 'any' ? spec.harbors.generic : spec.harbors.special[t];
    const left = inBox - used.filter((h) => h.harbor?.trade === t).length;
    for (let k = 0; k < left; k++) hexes.push({ terrain: 'sea', harbor: t });
  }
  const tokens = [...spec.tokens];
  for (const h of used) if (h.token !== null) tokens.splice(tokens.indexOf(h.token), 1);
  return { hexes, tokens };
}

/**
 * Checks a typed board against the ruleset's box and, when it could be real, writes it as
 * board@1 (land in row order, then the water; the robber on the first desert, or on
 * Intimate Settlers the first home hex as the generator does). The board carries no share
 * code: no recipe regenerates a board someone laid by hand.
 */
export function checkEditorBoard(board: EditorBoard, players: number): EditorCheck {
  const rs = getRuleset(board.ruleset);
  const slots = editorSlots(board.ruleset);
  const problems: EditorProblem[] = [];
  if (!Number.isInteger(players) || players < rs.players.min || players > rs.players.max)
    problems.push({ code: 'ERR_PLAYERS', min: rs.players.min, max: rs.players.max });

  const entries = slots.land.map((h) => {
    const k = hexKey(h);
    return { hex: h, key: k, ...(board.land[k] ?? { terrain: null, token: null }) };
  });
  const byKey = new Map(entries.map((e) => [e.key, e] as const));
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

  // Counts against the box (or a home base): too many of a kind is impossible; too few
  // means a hex is wrong once everything is typed in.
  const water = new Map(slots.water.map((w) => [hexKey(w.hex), w] as const));
  const harborKeys = Object.keys(board.harbors) as HexKey[];
  for (const quota of quotas(board.ruleset, slots)) {
    const home = quota.home === undefined ? {} : { home: quota.home };
    const part = quota.land.map((k) => byKey.get(k));
    const terrains = part.map((e) => e?.terrain ?? null);
    const partEmpty = terrains.includes(null);
    for (const t of LAND_TERRAINS) {
      const have = countOf(terrains, t);
      const need = quota.terrains[t];
      if (have > need || (!partEmpty && have !== need))
        problems.push({ code: 'ERR_TERRAIN_COUNT', terrain: t, have, need, ...home });
    }
    const tokens = part.map((e) => e?.token ?? null).filter((v): v is number => v !== null);
    const complete = !partEmpty && part.every((e) => e?.terrain === 'desert' || e?.token !== null);
    for (const v of TOKEN_VALUES) {
      const have = countOf(tokens, v);
      const need = countOf(quota.tokens, v);
      if (have > need || (complete && have !== need))
        problems.push({ code: 'ERR_TOKEN_COUNT', token: v, have, need, ...home });
    }
    const trades = harborKeys
      .filter((k) => quota.water.includes(k))
      .map((k) => board.harbors[k]?.trade);
    for (const t of HARBOR_TRADES) {
      const have = countOf(trades, t);
      const need = quota.harbors[t];
      if (have !== need) problems.push({ code: 'ERR_HARBOR_COUNT', trade: t, have, need, ...home });
    }
    if (quota.seas !== null && quota.home !== undefined) {
      const have = board.seas.filter((k) => quota.water.includes(k)).length;
      if (have !== quota.seas)
        problems.push({ code: 'ERR_HOME_SEA', home: quota.home, have, need: quota.seas });
    }
  }

  // Harbors: on the water next to the land, facing a land hex they touch, and never two
  // ports on one intersection (a settlement there would own both).
  const offWater = [...harborKeys, ...(rs.features.homeBases ? board.seas : [])].filter(
    (k) => !water.has(k),
  );
  if (offWater.length) problems.push({ code: 'ERR_HARBOR_PLACE', hexes: offWater });
  const badFaces = harborKeys.filter((k) => {
    const w = water.get(k);
    const hb = board.harbors[k];
    return w !== undefined && hb !== undefined && !w.faces.includes(hb.faces);
  });
  if (badFaces.length) problems.push({ code: 'ERR_HARBOR_FACES', hexes: badFaces });
  const owner = new Map<string, HexKey>();
  const shared = new Set<HexKey>();
  for (const k of harborKeys) {
    const w = water.get(k);
    const hb = board.harbors[k];
    if (!w || !hb || !w.faces.includes(hb.faces)) continue;
    const e = edgeBetween(w.hex, toHex(hb.faces));
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
  // A ruleset that spaces its harbors (the house variant's laying procedure alternates harbor
  // and sea all round the coast) refuses two harbors side by side.
  if ((rs.features.harborSpacing ?? 0) > 0) {
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

  const intimate = rs.features.homeBases;
  const homeOf = (k: HexKey) => {
    const h = intimate ? (slots.home?.[k] ?? water.get(k)?.home) : undefined;
    return h === undefined ? {} : { home: h };
  };
  const hexes: BoardHex[] = [];
  let order = 1;
  for (const e of entries)
    hexes.push({
      q: e.hex.q,
      r: e.hex.r,
      terrain: e.terrain as LandTerrain,
      token: e.token,
      order: order++,
      ...homeOf(e.key),
    });
  for (const w of slots.water) {
    const k = hexKey(w.hex);
    const hb = board.harbors[k];
    // On an open table, water nobody laid yet is still to be discovered.
    if (intimate && !hb && !board.seas.includes(k)) continue;
    hexes.push({
      q: w.hex.q,
      r: w.hex.r,
      terrain: 'sea',
      token: null,
      order: order++,
      ...homeOf(k),
      ...(hb ? { harbor: { trade: hb.trade, faces: hb.faces } } : {}),
    });
  }
  const desert = entries.find((e) => e.terrain === 'desert');
  return {
    board: ok({
      format: 'board@1',
      ruleset: board.ruleset,
      seed: ENTERED_SEED,
      layout: intimate ? 'intimate' : 'spiral',
      players,
      balance: { preset: 'none', constraints: [] },
      hexes,
      robber: desert ? desert.key : (entries[0]?.key ?? '0,0'),
      ...(intimate ? { discovery: discoveryBag(board.ruleset, hexes) } : {}),
      share: '',
    }),
    warnings,
  };
}
