// What the cities-and-knights screens show, from a view (the tablet's or a seat's): the
// barbarian track with the strength now and what an attack would do if the ship landed now,
// each seat's improvement levels and the red-die faces that draw it a progress card, the
// knights on the board, and who the game waits for. Pure and light (no zod, no decide), so
// the phone's page may import it; the screens only draw these shapes (no rule in React).

import { hexKey, parseVertexId, type VertexId, vertexHexes } from '../hex';
import { TRACKS, type Track } from '../rules/rulesets';
import { contextOf } from './context';
import { attackNow } from './features/barbarians/attack';
import type { Attack, Command, GameState, KnightPiece, Seat } from './types';
import type { GameView } from './view';

/** The barbarian track now: where the ship is and the attack if it landed now. */
export interface BarbarianForecast {
  /** Steps the ship has moved; it lands on `steps`. */
  readonly step: number;
  readonly steps: number;
  /** Ship faces still to come before it lands (1: the next ship face lands it). */
  readonly toGo: number;
  /** Attacks so far: the robber sleeps until the first. */
  readonly attacks: number;
  /** The attack as attack.ts would resolve it now (strength, defence, winner, who pays). */
  readonly attack: Attack;
}

/** The track and its forecast, or null where the ruleset has no barbarians. */
export function barbarianForecast(view: GameView): BarbarianForecast | null {
  const rules = contextOf(view.config).ruleset.features.barbarians;
  if (!rules || !view.barbarians) return null;
  const { step, attacks } = view.barbarians;
  return {
    step,
    steps: rules.steps,
    toGo: Math.max(1, rules.steps - step),
    attacks,
    // attack.ts reads the players only for their number (one entry per seat).
    attack: attackNow({ ...view, players: view.players as unknown as GameState['players'] }),
  };
}

/**
 * The red-die faces on which a gate of a track draws a progress card at `level`
 * (rules-cities-knights.md: "red die shows L + 1 or less"; level 0 draws none).
 */
export function drawFaces(level: number): number[] {
  if (level < 1) return [];
  return [1, 2, 3, 4, 5, 6].filter((f) => f <= level + 1);
}

/** One track of one seat: its level, the top level, and the faces that draw it a card. */
export interface TrackRow {
  readonly track: Track;
  readonly level: number;
  readonly top: number;
  readonly faces: readonly number[];
  /** This seat holds the track's metropolis. */
  readonly metropolis: boolean;
}

/** A seat's three tracks, or null where the ruleset has no improvements. */
export function improvementRows(view: GameView, seat: Seat): TrackRow[] | null {
  const rules = contextOf(view.config).ruleset.features.improvements;
  const imp = view.improvements;
  if (!rules || !imp) return null;
  return TRACKS.map((track) => {
    const level = imp.levels[seat]?.[track] ?? 0;
    return {
      track,
      level,
      top: rules.levels,
      faces: drawFaces(level),
      metropolis: imp.metropolises[track]?.seat === seat,
    };
  });
}

/** A knight where it stands, for the board. */
export interface KnightMark extends KnightPiece {
  readonly vertex: VertexId;
}

/** Every knight on the board, with its intersection's id. */
export function knightMarks(view: GameView): KnightMark[] {
  const ids = contextOf(view.config).topo.vertices;
  return (view.knightPieces ?? []).flatMap((k, v): KnightMark[] => {
    const vertex = ids[v];
    return k && vertex ? [{ ...k, vertex }] : [];
  });
}

/** Intersections with a city wall, and each metropolis with its track. */
export function cityMarks(view: GameView): {
  walls: VertexId[];
  metropolises: { vertex: VertexId; track: Track; seat: Seat }[];
} {
  const ids = contextOf(view.config).topo.vertices;
  const walls = (view.walls ?? []).flatMap((w, v): VertexId[] => {
    const id = ids[v];
    return w && id ? [id] : [];
  });
  const metropolises = TRACKS.flatMap((track) => {
    const m = view.improvements?.metropolises[track];
    const vertex = m ? ids[m.vertex] : undefined;
    return m && vertex ? [{ vertex, track, seat: m.seat }] : [];
  });
  return { walls, metropolises };
}

/** A choice the game waits for from one seat (cities and knights). */
export type CkWait =
  | { readonly kind: 'pillage'; readonly seat: Seat }
  | { readonly kind: 'displaced'; readonly seat: Seat }
  | { readonly kind: 'aqueduct'; readonly seat: Seat };

/** The seats the game waits for now, and for what (the turn's pending choice). */
export function ckWaits(view: GameView): CkWait[] {
  const p = view.phase === 'play' ? view.turn.pending : null;
  if (p?.kind === 'pillage') return p.seats.map((seat) => ({ kind: 'pillage', seat }));
  if (p?.kind === 'displaced') return [{ kind: 'displaced', seat: p.seat }];
  if (p?.kind === 'aqueduct') return p.seats.map((seat) => ({ kind: 'aqueduct', seat }));
  return [];
}

/**
 * The intersection a cities-and-knights command is tapped on (where it lands: a move's
 * destination), so a board tap finds its listed command; undefined for others.
 */
export function ckVertexOf(c: Command): VertexId | undefined {
  switch (c.type) {
    case 'hireKnight':
    case 'activateKnight':
    case 'promoteKnight':
    case 'buildWall':
    case 'pillageCity':
      return c.vertex;
    case 'placeDisplaced':
      return c.vertex ?? undefined;
    case 'moveKnight':
    case 'displaceKnight':
      return c.to;
    case 'improveCity':
      return c.metropolis;
    default:
      return undefined;
  }
}

/** Where a progress card's play is tapped on the board: its one hex or intersection. */
export interface ProgressSpot {
  readonly kind: 'hex' | 'vertex';
  readonly id: string;
}

/**
 * The one spot a progress card's play names (the merchant's or the bishop's hex; the knight
 * intrigue displaces, the city engineer walls, the settlement medicine makes a city); null for
 * a play that names none, or more than one (the inventor's two hexes, the diplomat's roads).
 */
export function progressSpotOf(c: Command): ProgressSpot | null {
  if (c.type !== 'playProgress') return null;
  const many = c.hexes !== undefined || c.vertices !== undefined || c.edge !== undefined;
  if (many || c.metropolis !== undefined) return null;
  if (c.hex !== undefined && c.vertex === undefined) return { kind: 'hex', id: c.hex };
  if (c.vertex !== undefined && c.hex === undefined) return { kind: 'vertex', id: c.vertex };
  return null;
}

/**
 * A card's listed plays as taps on the board: every play names one spot of one kind, and no
 * two the same spot (so a tap finds exactly one command); null otherwise.
 */
export function progressBoardChoice(
  commands: readonly Command[],
): { readonly kind: ProgressSpot['kind']; readonly ids: readonly string[] } | null {
  const spots = commands.map(progressSpotOf);
  const first = spots[0];
  if (!first || spots.some((x) => x === null || x.kind !== first.kind)) return null;
  const ids = spots.map((x) => x?.id ?? '');
  return new Set(ids).size === ids.length ? { kind: first.kind, ids } : null;
}

/** A spot on the board a tap names. */
export interface BoardSpot {
  readonly kind: 'hex' | 'vertex' | 'edge';
  readonly id: string;
}

/**
 * The spots a progress card's play names, in the order the board is tapped for them: the
 * merchant's or bishop's hex, the intrigue's knight, the inventor's two numbers (either order),
 * the smith's knights (either order), the diplomat's road and then where one's own goes again.
 */
export function progressTaps(
  c: Command,
): { readonly spots: readonly BoardSpot[]; readonly ordered: boolean } | null {
  if (c.type !== 'playProgress') return null;
  if (c.hexes) return { spots: c.hexes.map((id) => ({ kind: 'hex', id })), ordered: false };
  if (c.vertices)
    return { spots: c.vertices.map((id) => ({ kind: 'vertex', id })), ordered: false };
  if (c.edge !== undefined)
    return {
      spots: [{ kind: 'edge', id: c.edge }, ...(c.to ? [{ kind: 'edge' as const, id: c.to }] : [])],
      ordered: true,
    };
  const one = progressSpotOf(c);
  return one ? { spots: [one], ordered: true } : null;
}

/** The board's next taps for a card's plays, after the spots tapped so far. */
export interface BoardStep {
  /** The spots a next tap may name (none: nothing more to tap), and their kind. */
  readonly kind: BoardSpot['kind'] | null;
  readonly ids: readonly string[];
  /** The play the taps so far name in full (sent at once when no more taps are offered). */
  readonly done: Command | null;
}

/** Where the board is tapped next for one of `commands` (a card's listed plays), after `taps`. */
export function boardStep(commands: readonly Command[], taps: readonly string[]): BoardStep {
  const next = new Set<string>();
  let kind: BoardSpot['kind'] | null = null;
  let done: Command | null = null;
  for (const c of commands) {
    const t = progressTaps(c);
    if (!t || taps.length > t.spots.length) continue;
    const ids = t.spots.map((x) => x.id);
    const fits = t.ordered
      ? taps.every((x, i) => ids[i] === x)
      : new Set(taps).size === taps.length && taps.every((x) => ids.includes(x));
    if (!fits) continue;
    if (ids.length === taps.length) {
      done ??= c;
      continue;
    }
    const rest = t.ordered ? t.spots.slice(taps.length, taps.length + 1) : t.spots;
    for (const x of rest)
      if (!taps.includes(x.id)) {
        next.add(x.id);
        kind = x.kind;
      }
  }
  return { kind, ids: [...next], done };
}

/** A hand that pays for anything, standing in for one the view does not hold. */
const paysAll = (resources: readonly string[]) => Object.fromEntries(resources.map((r) => [r, 99]));

/**
 * The view with `seat`'s hand put aside: where the view holds no hand (the tablet's), the seat
 * is given one that pays for anything, so legalActions lists the spots and commands decide()
 * accepts cards aside — as the base game's build spots are listed on the tablet — and the
 * engine refuses, in words, what the real hand cannot pay. A view that holds the hand is kept.
 */
export function cardsAside(view: GameView, seat: Seat): GameView {
  if (view.players[seat]?.hand) return view;
  const hand = paysAll(contextOf(view.config).ruleset.resources);
  return {
    ...view,
    players: view.players.map((p, i) => (i === seat ? { ...p, hand } : p)),
  };
}

/**
 * The number tokens around an intersection, lowest first ("6 · 8 · 11"), so a phone can name a
 * city or a spot as the table sees it.
 */
export function vertexNumbers(view: GameView, vertex: VertexId): number[] {
  const v = parseVertexId(vertex);
  const board = view.config.board;
  if (!v || !board) return [];
  const at = new Map(board.hexes.map((h) => [hexKey(h), h.token] as const));
  return vertexHexes(v)
    .flatMap((h) => {
      const n = at.get(hexKey(h));
      return typeof n === 'number' ? [n] : [];
    })
    .sort((a, b) => a - b);
}
