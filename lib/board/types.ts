// The board@1 document: what the generator produces, the page draws, the print kit prints
// and the table engine plays on. Documented in docs/board-format.md.

import type { HexKey } from '../hex';
import type { Layout, RulesetId } from '../rules/rulesets';
import type { Resource, Terrain } from '../rules/vocab';

export type HarborTrade = 'any' | Resource;

export interface BoardHarbor {
  /** "any" for a generic 3:1 harbor, or the resource of a 2:1 harbor. */
  readonly trade: HarborTrade;
  /** The land hex whose shared side carries the port, "q,r". */
  readonly faces: HexKey;
}

export interface BoardHex {
  readonly q: number;
  readonly r: number;
  readonly terrain: Terrain;
  /** The number token, or null (desert, sea). */
  readonly token: number | null;
  /** Position in laying order, from 1: land first, then the water ring. */
  readonly order: number;
  /** The token's letter in the `official` layout (A–R, or A–Zc for 5–6 players). */
  readonly letter?: string;
  readonly harbor?: BoardHarbor;
  /** Intimate Settlers: whose home base this hex belongs to (0 or 1). */
  readonly home?: 0 | 1;
}

export interface DiscoveryBag {
  /** Hexes still in the bag, in the order they will be drawn. */
  readonly hexes: readonly { readonly terrain: Terrain; readonly harbor?: HarborTrade }[];
  /** Number tokens still in the bag, in drawing order. */
  readonly tokens: readonly number[];
}

export interface Board {
  readonly format: 'board@1';
  /** A ruleset the board face offers (BOARD_RULESET_IDS); a preview's board names the preview (ck). */
  readonly ruleset: RulesetId;
  readonly seed: string;
  readonly layout: Layout;
  readonly players: number;
  readonly balance: { readonly preset: string; readonly constraints: readonly string[] };
  /** Land hexes first (in laying order), then water. */
  readonly hexes: readonly BoardHex[];
  /** The robber's hex, "q,r" (the desert). */
  readonly robber: HexKey;
  /** Intimate Settlers only: what is left to discover. */
  readonly discovery?: DiscoveryBag;
  /** The share code that regenerates this board. */
  readonly share: string;
}
