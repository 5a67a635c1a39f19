// The cities-and-knights expansion's printable pieces: their vocabulary, text ids and true
// sizes. Pure; print/pieces.ts carries them as one kind (`ck`) and print/ck-draw.ts draws them.
//
// Ids: progress:<card> · commodity:<paper|cloth|coin> · knight:<colour>:<1|2|3> ·
// wall:<colour> · metropolis:<trade|politics|science> · merchant · barbarian:ship ·
// barbarian:track:<steps> · chart:<colour> · defender · ckcost · eventdie
// (<colour> as a pawn's: a seat 1–6 or a box colour).

import { type BOX_COLOR_IDS, isBoxColorId } from '../lib/colors/box';
import {
  PROGRESS_CARD_IDS,
  PROGRESS_CARDS,
  type ProgressCardId,
  type ProgressDeck,
} from '../lib/rules/progress-cards';
import { TRACKS, type Track } from '../lib/rules/rulesets';
import type { PieceSizes } from './sizes';

/**
 * Each progress deck's colour (the digest's: science green, trade yellow, politics blue),
 * chosen so the three stay apart in greyscale too (grey ≈ 115, 188 and 61 of 255); also the
 * metropolis of the track of that name.
 */
export const DECK_FILL: Readonly<Record<ProgressDeck, string>> = {
  science: '#3c9a3c',
  trade: '#f0c020',
  politics: '#1d3f8a',
};

export const COMMODITIES = ['paper', 'cloth', 'coin'] as const;
export type Commodity = (typeof COMMODITIES)[number];

export const KNIGHT_LEVELS = [1, 2, 3] as const;
export type KnightLevel = (typeof KNIGHT_LEVELS)[number];

/** A seat 1–6 or a box colour (print/pieces.ts' PawnColour, repeated to keep imports one-way). */
export type CkColour = number | (typeof BOX_COLOR_IDS)[number];

export type CkPart =
  | { readonly part: 'progress'; readonly card: ProgressCardId }
  | { readonly part: 'commodity'; readonly commodity: Commodity }
  /** Front: active; back: inactive. */
  | { readonly part: 'knight'; readonly colour: CkColour; readonly level: KnightLevel }
  | { readonly part: 'wall'; readonly colour: CkColour }
  | { readonly part: 'metropolis'; readonly track: Track }
  | { readonly part: 'merchant' }
  | { readonly part: 'barbarianShip' }
  /** The start square and `steps` steps; the last is the attack. */
  | { readonly part: 'barbarianTrack'; readonly steps: number }
  /** A player's improvement chart: three tracks of five levels. */
  | { readonly part: 'chart'; readonly colour: CkColour }
  | { readonly part: 'defender' }
  | { readonly part: 'ckCost' }
  | { readonly part: 'eventDie' };

export type CkPartName = CkPart['part'];

/** What a user may type for the expansion's pieces (help texts, error messages). */
export const CK_SYNTAX: readonly string[] = [
  `progress:<${PROGRESS_CARD_IDS.join('|')}>`,
  `commodity:<${COMMODITIES.join('|')}>`,
  'knight:<colour>:<1|2|3> (active front, inactive back)',
  'wall:<colour>',
  `metropolis:<${TRACKS.join('|')}>`,
  'merchant',
  'barbarian:ship',
  'barbarian:track:<3–12>',
  'chart:<colour> (a player’s city improvements)',
  'defender',
  'ckcost',
  'eventdie',
];

const inList = <T extends string>(list: readonly T[], s: string | undefined): s is T =>
  s !== undefined && (list as readonly string[]).includes(s);

function colourOf(s: string | undefined): CkColour | null {
  if (s === undefined) return null;
  if (isBoxColorId(s)) return s;
  return /^[1-6]$/.test(s) ? Number(s) : null;
}

/** Parses an expansion piece id ("progress:spy", "knight:2:3"); null when it is none. */
export function parseCkPart(id: string): CkPart | null {
  const [kind, a, b, ...rest] = id.trim().split(':');
  if (rest.length > 0) return null;
  const none = (...xs: (string | undefined)[]) => xs.every((x) => x === undefined);
  switch (kind) {
    case 'progress':
      return a !== undefined && a in PROGRESS_CARDS && none(b)
        ? { part: 'progress', card: a as ProgressCardId }
        : null;
    case 'commodity':
      return inList(COMMODITIES, a) && none(b) ? { part: 'commodity', commodity: a } : null;
    case 'knight': {
      const colour = colourOf(a);
      const level = Number(b);
      return colour !== null && /^[1-3]$/.test(b ?? '')
        ? { part: 'knight', colour, level: level as KnightLevel }
        : null;
    }
    case 'wall':
    case 'chart': {
      const colour = colourOf(a);
      return colour !== null && none(b) ? { part: kind, colour } : null;
    }
    case 'metropolis':
      return inList(TRACKS, a) && none(b) ? { part: 'metropolis', track: a } : null;
    case 'merchant':
      return none(a, b) ? { part: 'merchant' } : null;
    case 'barbarian':
      if (a === 'ship' && none(b)) return { part: 'barbarianShip' };
      if (a === 'track' && /^\d{1,2}$/.test(b ?? '')) {
        const steps = Number(b);
        return steps >= 3 && steps <= 12 ? { part: 'barbarianTrack', steps } : null;
      }
      return null;
    case 'defender':
      return none(a, b) ? { part: 'defender' } : null;
    case 'ckcost':
      return none(a, b) ? { part: 'ckCost' } : null;
    case 'eventdie':
      return none(a, b) ? { part: 'eventDie' } : null;
    default:
      return null;
  }
}

/** The text id of an expansion piece; parseCkPart(ckPartId(p)) gives p back. */
export function ckPartId(p: CkPart): string {
  switch (p.part) {
    case 'progress':
      return `progress:${p.card}`;
    case 'commodity':
      return `commodity:${p.commodity}`;
    case 'knight':
      return `knight:${p.colour}:${p.level}`;
    case 'wall':
      return `wall:${p.colour}`;
    case 'chart':
      return `chart:${p.colour}`;
    case 'metropolis':
      return `metropolis:${p.track}`;
    case 'merchant':
      return 'merchant';
    case 'barbarianShip':
      return 'barbarian:ship';
    case 'barbarianTrack':
      return `barbarian:track:${p.steps}`;
    case 'defender':
      return 'defender';
    case 'ckCost':
      return 'ckcost';
    case 'eventDie':
      return 'eventdie';
  }
}

/** Progress cards (their deck's back), commodity cards (the resource back), knights (inactive). */
export const ckHasBack = (p: CkPart): boolean =>
  p.part === 'progress' || p.part === 'commodity' || p.part === 'knight';

/**
 * True sizes, mm, at scale 1 (scaled with the kit's own measures: cards with the card,
 * pieces that lie on the board with the hex):
 * - progress, commodity and Defender cards: the kit's card (55 × 80 mm);
 * - a knight: a 22 mm square (a basic knight's footprint at a 79 mm hex's corner, room for a
 *   road beside it), active on the front, inactive on the back;
 * - a city wall: a 28 × 8 mm strip laid under a city piece (24 mm wide);
 * - a metropolis: a 26 mm square laid on a city; the merchant: a number token's disc;
 * - the barbarian ship: 30 × 16 mm; its track: 18 mm squares (the score track's), start and steps;
 * - an improvement chart: 180 × 100 mm (two to an A4 sheet; a reference sheet, not scaled);
 * - the expansion's cost card: the building-cost card (83.5 × 102 mm);
 * - the event die's net: six 16 mm faces in a cross with glue tabs (69 × 48 mm).
 */
export const CK_MM = {
  knight: 22,
  wall: { w: 28, h: 8 },
  metropolis: 26,
  ship: { w: 30, h: 16 },
  trackCell: 18,
  chart: { w: 180, h: 100 },
  dieFace: 16,
  dieTab: 5,
} as const;

/** The cut size of an expansion piece, mm. */
export function ckSize(p: CkPart, s: PieceSizes): { w: number; h: number } {
  const k = s.hex / 79;
  const t = s.token / 25.5;
  switch (p.part) {
    case 'progress':
    case 'commodity':
    case 'defender':
      return { w: s.card.w, h: s.card.h };
    case 'ckCost':
      return { w: s.cost.w, h: s.cost.h };
    case 'knight':
      return { w: CK_MM.knight * k, h: CK_MM.knight * k };
    case 'wall':
      return { w: CK_MM.wall.w * k, h: CK_MM.wall.h * k };
    case 'metropolis':
      return { w: CK_MM.metropolis * k, h: CK_MM.metropolis * k };
    case 'merchant':
      return { w: s.token, h: s.token };
    case 'barbarianShip':
      return { w: CK_MM.ship.w * k, h: CK_MM.ship.h * k };
    case 'barbarianTrack':
      return { w: (p.steps + 1) * CK_MM.trackCell * t, h: CK_MM.trackCell * t };
    case 'chart':
      return { w: CK_MM.chart.w, h: CK_MM.chart.h };
    case 'eventDie': {
      const a = CK_MM.dieFace * k;
      return { w: 4 * a + CK_MM.dieTab * k, h: 3 * a };
    }
  }
}
