// The feature modules, in the order of ARCHITECTURE.md's map. Each owns its commands and
// events (test/unit/game-features.test.ts checks each type has exactly one owner).
// Not imported by lib/game/evolve.ts, which takes only the features' evolve parts.
import type { Command, CommandType } from '../types';
import { barbarians } from './barbarians';
import { between } from './between';
import { core } from './core';
import { correct } from './correct';
import { dev } from './dev';
import { discovery } from './discovery';
import { improvements } from './improvements';
import { knights } from './knights';
import { progress } from './progress';
import { isBoardCard } from './progress/cards';
import { robber } from './robber';
import { ships } from './ships';
import { starfarers } from './starfarers';
import { trade } from './trade';
import { walls } from './walls';

export const FEATURES = [
  core,
  trade,
  robber,
  dev,
  between,
  ships,
  discovery,
  starfarers,
  barbarians,
  knights,
  walls,
  improvements,
  progress,
  correct,
] as const;

/** Every command a seat's own phone may send for itself: the features' `seatSends`. */
export const SEAT_COMMANDS: ReadonlySet<CommandType> = new Set<CommandType>(
  FEATURES.flatMap((f): readonly CommandType[] => f.seatSends ?? []),
);

/**
 * Whether a seat's phone may send `c` as `seat`: one of the features' `seatSends`, for its own
 * seat, and no move of the table's: road building from a phone names no roads (they are tapped
 * on the table next, placeFreeRoads), and a knight from a phone names neither the robber's hex
 * nor its victim (the tablet asks for them next: issue 27), and a progress card whose choice is
 * a spot on the board (progress/cards.ts BOARD_CARDS) names none (issue 32). decide() checks
 * the rest.
 */
export function seatMaySend(c: Command, seat: number): boolean {
  if (!SEAT_COMMANDS.has(c.type) || !('seat' in c) || c.seat !== seat) return false;
  if (c.type === 'playKnight') return c.hex === undefined && c.victim === undefined;
  // A progress card whose spot is the board's: played bare, the spot tapped on the tablet next.
  if (c.type === 'playProgress' && isBoardCard(c.card))
    return (['hex', 'hexes', 'vertex', 'edge', 'to'] as const).every((f) => c[f] === undefined);
  return c.type !== 'playRoadBuilding' || (c.edges === undefined && c.ships === undefined);
}
