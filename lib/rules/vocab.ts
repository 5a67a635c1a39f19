// The game's vocabulary as `as const` arrays; every union type is derived from them.

export const RESOURCES = ['lumber', 'wool', 'grain', 'brick', 'ore'] as const;
export type Resource = (typeof RESOURCES)[number];

export const LAND_TERRAINS = [
  'forest',
  'pasture',
  'fields',
  'hills',
  'mountains',
  'desert',
] as const;
export type LandTerrain = (typeof LAND_TERRAINS)[number];

export const TERRAINS = [...LAND_TERRAINS, 'sea'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** What each producing terrain yields; the desert and the sea yield nothing. */
export const TERRAIN_RESOURCE = {
  forest: 'lumber',
  pasture: 'wool',
  fields: 'grain',
  hills: 'brick',
  mountains: 'ore',
} as const satisfies Record<Exclude<LandTerrain, 'desert'>, Resource>;

export type ProducingTerrain = keyof typeof TERRAIN_RESOURCE;

export const RESOURCE_TERRAIN = {
  lumber: 'forest',
  wool: 'pasture',
  grain: 'fields',
  brick: 'hills',
  ore: 'mountains',
} as const satisfies Record<Resource, ProducingTerrain>;

/** A map with one entry per resource. */
export type ByResource<T> = Record<Resource, T>;

export const byResource = <T>(f: (r: Resource) => T): ByResource<T> =>
  Object.fromEntries(RESOURCES.map((r) => [r, f(r)])) as ByResource<T>;

export const terrainResource = (t: Terrain): Resource | null =>
  t === 'desert' || t === 'sea' ? null : TERRAIN_RESOURCE[t];

export const isResource = (s: string): s is Resource =>
  (RESOURCES as readonly string[]).includes(s);
export const isTerrain = (s: string): s is Terrain => (TERRAINS as readonly string[]).includes(s);

/** Number tokens the game can show (2–12 without 7). */
export const TOKEN_VALUES = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12] as const;
export type TokenValue = (typeof TOKEN_VALUES)[number];

/** Pips on a token: the ways two dice make the number, out of 36. */
export const pips = (n: number): number => (n >= 2 && n <= 12 && n !== 7 ? 6 - Math.abs(7 - n) : 0);

/** 6 and 8 are printed red: the most frequent numbers. */
export const isRed = (n: number | null): boolean => n === 6 || n === 8;

export const isTokenValue = (n: number): n is TokenValue =>
  (TOKEN_VALUES as readonly number[]).includes(n);
