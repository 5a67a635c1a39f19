// Reading the variant-only slices (types.ts' SeaState, IslandState) where a rule holds for
// every ruleset: a game without ships has no ship anywhere, a table that does not grow has no
// discovered tile. Code that writes a slice narrows `state.sea` / `state.island` itself.

import type { GameState, IslandState, PlayerState, SeaState, Seat, Tile } from './types';

const NO_SHIPS: readonly (Seat | null)[] = [];
/** The ships on the board per path index; empty where the ruleset has no ships. */
export const shipsOf = (s: {
  readonly sea: Pick<SeaState, 'ships'> | null;
}): readonly (Seat | null)[] => s.sea?.ships ?? NO_SHIPS;

const NO_TILES: readonly (Tile | null)[] = [];
/** Discovery's tiles per hex index; empty where the table does not grow. */
export const tilesOf = (s: {
  readonly island: Pick<IslandState, 'tiles'> | null;
}): readonly (Tile | null)[] => s.island?.tiles ?? NO_TILES;

/** The state with path `e` holding `seat`'s ship (null: none); unchanged without ships. */
export function withShipAt<S extends Pick<GameState, 'sea'>>(
  s: S,
  e: number,
  seat: Seat | null,
): S {
  const sea = s.sea;
  if (!sea) return s;
  return { ...s, sea: { ...sea, ships: sea.ships.map((o, i) => (i === e ? seat : o)) } };
}

/** Ships a player has on the board (0 without ships). */
export const shipCount = (p: Pick<PlayerState, 'sea'>): number => p.sea?.ships ?? 0;
/** Islands a player settled first (0 without discovery). */
export const islandCount = (p: Pick<PlayerState, 'island'>): number => p.island?.islands ?? 0;
