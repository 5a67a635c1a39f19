// What the cities-and-knights box holds beyond the base game, as print pieces, derived from a
// ruleset's features (commodities, knights, walls, improvements, barbarians) and the progress
// cards' list. Pure; print/complete.ts adds these lines to a complete game.

import { PROGRESS_CARD_IDS, PROGRESS_CARDS } from '../lib/rules/progress-cards';
import {
  getRuleset,
  type ImprovementRules,
  RULESET_IDS,
  type Ruleset,
  TRACKS,
} from '../lib/rules/rulesets';
import {
  type CkColour,
  type CkPart,
  COMMODITIES,
  type Commodity,
  KNIGHT_LEVELS,
} from './ck-pieces';
import type { Piece } from './pieces';

export interface CkLine {
  readonly piece: Piece;
  readonly count: number;
}

/**
 * Defender of Catan cards in the box: "6 in the box, 8 with 5–6"
 * (../shared/rules-cities-knights.md, "The barbarians"): the 5–6 extension is the box for
 * more than four players.
 */
export const defenderCards = (rs: Ruleset): number => (rs.players.max > 4 ? 8 : 6);

/** The expansion's rules as the pieces print them: the first ruleset with city improvements. */
export function ckRules(): Ruleset & { readonly features: { improvements: ImprovementRules } } {
  const rs = RULESET_IDS.map((id) => getRuleset(id)).find((r) => r.features.improvements);
  if (!rs?.features.improvements) throw new Error('no ruleset has city improvements');
  return rs as Ruleset & { readonly features: { improvements: ImprovementRules } };
}

/** The commodity a track's levels are paid in (trade: cloth, politics: coin, science: paper). */
export function trackCommodity(track: (typeof TRACKS)[number]): Commodity {
  const c = ckRules().features.improvements.paidIn[track];
  return (COMMODITIES as readonly string[]).includes(c) ? (c as Commodity) : 'paper';
}

/** The red-die faces that draw a progress card at improvement level L: 1 … L + 1. */
export const drawingFaces = (level: number): number[] =>
  Array.from({ length: Math.min(6, level + 1) }, (_, i) => i + 1);

/**
 * The expansion's pieces for a ruleset, none when it has no such feature: commodity cards, the
 * three progress decks and the merchant (with city improvements), per seat the knights, walls,
 * improvement chart and a cost card, the metropolises, the barbarians' ship, track and event
 * die, and the Defender cards.
 */
export function ckExtras(rs: Ruleset): CkLine[] {
  const f = rs.features;
  const out: CkLine[] = [];
  const ck = (c: CkPart, count: number) => out.push({ piece: { kind: 'ckPart', ck: c }, count });
  if (f.commodities)
    for (const c of COMMODITIES)
      if (Object.values(f.commodities.of).includes(c))
        ck({ part: 'commodity', commodity: c }, f.commodities.bank);
  if (f.improvements) {
    for (const card of PROGRESS_CARD_IDS)
      ck({ part: 'progress', card }, PROGRESS_CARDS[card].count);
    for (const track of TRACKS) ck({ part: 'metropolis', track }, 1);
    ck({ part: 'merchant' }, 1);
  }
  if (f.barbarians) {
    ck({ part: 'barbarianShip' }, 1);
    ck({ part: 'barbarianTrack', steps: f.barbarians.steps }, 1);
    ck({ part: 'eventDie' }, 1);
    ck({ part: 'defender' }, defenderCards(rs));
  }
  const seats = Array.from({ length: rs.players.max }, (_, i) => i + 1);
  for (const colour of seats as CkColour[]) {
    if (f.knights)
      for (const level of KNIGHT_LEVELS) ck({ part: 'knight', colour, level }, f.knights.perLevel);
    if (f.walls) ck({ part: 'wall', colour }, f.walls.max);
    if (f.improvements) ck({ part: 'chart', colour }, 1);
  }
  if (f.knights) ck({ part: 'ckCost' }, rs.players.max);
  return out;
}
