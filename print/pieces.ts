// The vocabulary of printable pieces and their text ids ("token:6", "card:grain", "dev:knight").

import { BOX_COLOR_IDS, type BoxColorId, isBoxColorId } from '../lib/colors/box';
import type { Direction } from '../lib/hex/coords';
import { getRuleset, RULESET_IDS, type RulesetId } from '../lib/rules/rulesets';
import { RESOURCES, type Resource, TERRAINS, type Terrain, TOKEN_VALUES } from '../lib/rules/vocab';
import { CK_SYNTAX, type CkPart, ckHasBack, ckPartId, parseCkPart } from './ck-pieces';

export const DEV_KINDS = [
  'knight',
  'roadBuilding',
  'yearOfPlenty',
  'monopoly',
  'victoryPoint',
] as const;
export type DevKind = (typeof DEV_KINDS)[number];

/**
 * Rulesets that have a building-cost card: every one that prices its builds (Starfarers takes
 * builds as declared). Derived, so a new ruleset with costs ships its card in a complete game.
 */
export const COST_RULESETS: readonly RulesetId[] = RULESET_IDS.filter(
  (id) => getRuleset(id).costs !== null,
);
export type CostRuleset = RulesetId;

export const SPECIALS = ['longestRoad', 'largestArmy'] as const;
export type Special = (typeof SPECIALS)[number];

export const ROBBER_STYLES = ['standee', 'disc'] as const;
export type RobberStyle = (typeof ROBBER_STYLES)[number];

export type HarborTrade = 'any' | Resource;

/** Whole pages offered among the pieces: the mother ship's d10 table (print/mothership-page.ts). */
export const PAGE_SHEETS = ['mothership'] as const;
export type PageSheet = (typeof PAGE_SHEETS)[number];

/** A player's flat piece (complete-game kits): one of a seat's settlements, cities, roads … */
export const PAWN_SHAPES = ['settlement', 'city', 'road', 'ship', 'marker'] as const;
export type PawnShape = (typeof PAWN_SHAPES)[number];
/** Seats whose colour, pattern and initial a pawn can carry (the table's six seat colours). */
export const PAWN_SEATS = 6;
/** A pawn's colour: a table seat 1–6 (lib/colors/seats.ts) or a box colour (lib/colors/box.ts). */
export type PawnColour = number | BoxColorId;

export type Piece =
  | {
      readonly kind: 'hex';
      readonly terrain: Terrain;
      /** A harbor drawn on a water hex (board kits), its piers to the side `face`. */
      readonly harbor?: HarborTrade;
      /** The side a harbor faces, as the tile lies on the board (pointy-top); NE when not given. */
      readonly face?: Direction;
      /** Board kits: the tile's number in the guide's laying order, printed small. */
      readonly order?: number;
    }
  | { readonly kind: 'harbor'; readonly trade: HarborTrade }
  | { readonly kind: 'token'; readonly value: number; readonly letter?: string }
  | { readonly kind: 'card'; readonly resource: Resource }
  | { readonly kind: 'dev'; readonly dev: DevKind; readonly name?: string }
  | { readonly kind: 'cost'; readonly ruleset: CostRuleset }
  | { readonly kind: 'special'; readonly which: Special }
  | { readonly kind: 'robber'; readonly style: RobberStyle }
  | { readonly kind: 'track'; readonly max: number }
  /** In seat 1–6's colour or a box colour, with its pattern and initial. */
  | { readonly kind: 'pawn'; readonly colour: PawnColour; readonly shape: PawnShape }
  /** A dice-deck card: the two dice a and b (1–6 each), drawn instead of rolling. */
  | { readonly kind: 'dice'; readonly a: number; readonly b: number }
  /** A piece of the cities-and-knights expansion (print/ck-pieces.ts). */
  | { readonly kind: 'ckPart'; readonly ck: CkPart }
  /** A whole page of its own (each one asked for is one sheet), never packed with pieces. */
  | { readonly kind: 'page'; readonly which: PageSheet };

export type PieceKind = Piece['kind'];

/** What a user may type, one line per kind, for help texts and error messages. */
export const PIECE_SYNTAX: readonly string[] = [
  `hex:<${TERRAINS.join('|')}>`,
  `hex:sea:<any|${RESOURCES.join('|')}> (a sea hex with a harbor)`,
  `harbor:<any|${RESOURCES.join('|')}>`,
  `token:<${TOKEN_VALUES.join('|')}>[:<letter A–Z>]`,
  `card:<${RESOURCES.join('|')}>`,
  `dev:<${DEV_KINDS.join('|')}>`,
  `cost:<${COST_RULESETS.join('|')}>`,
  `special:<${SPECIALS.join('|')}>`,
  `robber:<${ROBBER_STYLES.join('|')}>`,
  'track:<10–30> (a score track from 0 to that number)',
  `pawn:<1–${PAWN_SEATS}|${BOX_COLOR_IDS.join('|')}>:<${PAWN_SHAPES.join('|')}> (a flat piece in a seat's or the box's colour)`,
  'dice:<1–6>:<1–6> (a dice-deck card)',
  ...CK_SYNTAX,
  `page:<${PAGE_SHEETS.join('|')}> (a whole page: Starfarers' mother ship as a d10 table)`,
];

const inList = <T extends string>(list: readonly T[], s: string | undefined): s is T =>
  s !== undefined && (list as readonly string[]).includes(s);

/** Parses a piece id such as "token:6", "token:5:A" or "card:grain"; null when unknown. */
export function parsePiece(id: string): Piece | null {
  const [kind, a, b, ...rest] = id.trim().split(':');
  if (rest.length > 0) return null;
  switch (kind) {
    case 'hex':
      if (!inList(TERRAINS, a)) return null;
      if (b === undefined) return { kind, terrain: a };
      // A harbor drawn on a sea hex: "hex:sea:any", "hex:sea:ore".
      return a === 'sea' && (b === 'any' || inList(RESOURCES, b))
        ? { kind, terrain: a, harbor: b }
        : null;
    case 'harbor':
      return (a === 'any' || inList(RESOURCES, a)) && b === undefined ? { kind, trade: a } : null;
    case 'token': {
      const v = Number(a);
      if (String(v) !== a || !(TOKEN_VALUES as readonly number[]).includes(v)) return null;
      if (b === undefined) return { kind, value: v };
      return /^[A-Z][a-z]?$/.test(b) ? { kind, value: v, letter: b } : null;
    }
    case 'card':
      return inList(RESOURCES, a) && b === undefined ? { kind, resource: a } : null;
    case 'dev':
      return inList(DEV_KINDS, a) && b === undefined ? { kind, dev: a } : null;
    case 'cost':
      return inList(COST_RULESETS, a) && b === undefined ? { kind, ruleset: a } : null;
    case 'special':
      return inList(SPECIALS, a) && b === undefined ? { kind, which: a } : null;
    case 'robber':
      return inList(ROBBER_STYLES, a) && b === undefined ? { kind, style: a } : null;
    case 'track': {
      const n = Number(a);
      return /^\d{2}$/.test(a ?? '') && n >= 10 && n <= 30 && b === undefined
        ? { kind, max: n }
        : null;
    }
    case 'pawn': {
      if (!inList(PAWN_SHAPES, b) || a === undefined) return null;
      if (isBoxColorId(a)) return { kind, colour: a, shape: b };
      const seat = Number(a);
      return /^[1-9]$/.test(a) && seat <= PAWN_SEATS ? { kind, colour: seat, shape: b } : null;
    }
    case 'dice':
      return /^[1-6]$/.test(a ?? '') && /^[1-6]$/.test(b ?? '')
        ? { kind, a: Number(a), b: Number(b) }
        : null;
    case 'page':
      return inList(PAGE_SHEETS, a) && b === undefined ? { kind, which: a } : null;
    default: {
      const ck = parseCkPart(id);
      return ck ? { kind: 'ckPart', ck } : null;
    }
  }
}

/** The text id of a piece; parsePiece(pieceId(p)) gives p back (board-only extras aside). */
export function pieceId(p: Piece): string {
  switch (p.kind) {
    case 'hex':
      return p.harbor ? `hex:${p.terrain}:${p.harbor}` : `hex:${p.terrain}`;
    case 'harbor':
      return `harbor:${p.trade}`;
    case 'token':
      return p.letter ? `token:${p.value}:${p.letter}` : `token:${p.value}`;
    case 'card':
      return `card:${p.resource}`;
    case 'dev':
      return `dev:${p.dev}`;
    case 'cost':
      return `cost:${p.ruleset}`;
    case 'special':
      return `special:${p.which}`;
    case 'robber':
      return `robber:${p.style}`;
    case 'track':
      return `track:${p.max}`;
    case 'pawn':
      return `pawn:${p.colour}:${p.shape}`;
    case 'dice':
      return `dice:${p.a}:${p.b}`;
    case 'ckPart':
      return ckPartId(p.ck);
    case 'page':
      return `page:${p.which}`;
  }
}

/** Whether a piece has a printed back (card backs, dice-deck backs; token letters). */
export const hasBack = (p: Piece): boolean =>
  p.kind === 'card' ||
  p.kind === 'dev' ||
  p.kind === 'dice' ||
  (p.kind === 'ckPart' && ckHasBack(p.ck)) ||
  (p.kind === 'token' && p.letter !== undefined);
