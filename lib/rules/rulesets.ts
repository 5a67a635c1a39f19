// Every ruleset Hexkeeper offers, as data. The generator, the print kit and the table
// engine all read these definitions; numbers come from ../shared/rules.md and the seeds.

import type { ShapeId } from '../board/shape';
import { type ByResource, type LandTerrain, RESOURCES, type Resource } from './vocab';

/**
 * Every ruleset Hexkeeper plays and offers: every list a person chooses from (/board,
 * /table/new, /print, the CLIs' help, the server's new game) and every ruleset game@1 carries.
 */
export const RULESET_IDS = [
  'base',
  'base56',
  'mupp37',
  'intimate',
  'starfarers',
  'ck',
  'ck56',
] as const;
export type RulesetId = (typeof RULESET_IDS)[number];
export const isRulesetId = (s: string): s is RulesetId =>
  (RULESET_IDS as readonly string[]).includes(s);
/** The ruleset a form, the print kit and a board studio start from when none is named. */
export const DEFAULT_RULESET: RulesetId = 'base';

export const LAYOUTS = ['spiral', 'official', 'intimate'] as const;
export type Layout = (typeof LAYOUTS)[number];

export type Cost = Partial<ByResource<number>>;

export interface IslandBoard {
  readonly kind: 'island';
  readonly shape: ShapeId;
  /** Land hexes in the box, desert included. */
  readonly terrains: Readonly<Record<LandTerrain, number>>;
  /** Number tokens in the box, ascending. */
  readonly tokens: readonly number[];
  /** Values of the lettered tokens A, B, C … in letter order, for the `official` layout. */
  readonly letterOrder: readonly number[];
  /** Harbors: generic 3:1 ones, and the 2:1 ones per resource. */
  readonly harbors: { readonly generic: number; readonly special: Readonly<ByResource<number>> };
  readonly layouts: readonly Layout[];
}

export interface IntimateBoard {
  readonly kind: 'intimate';
  /** The base game's box, from which each player takes a home base. */
  readonly box: IslandBoard;
  /** Tokens each player lays on their own home base. */
  readonly homeTokens: readonly number[];
  /** Hexes between the two home bases. */
  readonly gap: number;
  readonly layouts: readonly Layout[];
}

export interface FixedBoard {
  readonly kind: 'fixed';
  readonly note: string;
  readonly layouts: readonly Layout[];
}

export interface DevDeck {
  readonly knight: number;
  readonly roadBuilding: number;
  readonly yearOfPlenty: number;
  readonly monopoly: number;
  readonly victoryPoint: number;
  /** Names printed on the victory point cards, when the source gives them. */
  readonly victoryPointNames: readonly string[];
  /** 'house': the cards carry the house variant's own (Swedish) names (lib/i18n/cards.ts). */
  readonly names?: 'house';
}

/**
 * What sets a ruleset apart, as typed data: the engine and the screens read these instead of
 * asking a ruleset's id or its board's kind. Other switches that were data already stay on
 * `Ruleset` itself: discardAt, initialProduction, devPerTurn, vpCardsCount, winTiming, betweenTurns.
 */
export interface RulesetFeatures {
  /** Ships on sea paths, built from a settlement or city (Intimate Settlers: wool + lumber). */
  readonly ships: boolean;
  /** An open table that grows by drawing hexes and tokens from bags (Intimate Settlers). */
  readonly discovery: boolean;
  /** A home base per player: set-up there, +1/+5/+7 on the opponent's (Intimate Settlers). */
  readonly homeBases: boolean;
  /** Points for the first settlement on each newly discovered island (Intimate Settlers: 1). */
  readonly islandVp: number;
  /** Dice each player rolls for who starts, the highest beginning (the house variant: 1). */
  readonly startRoll: { readonly dice: 1 | 2 };
  /** Set-up turns: snake (1…n, n…1), alternate (A B A B, Intimate), once (Starfarers: one each). */
  readonly setupOrder: 'snake' | 'alternate' | 'once';
  /** Whether the robber's mover must steal or may decline (house variant "får", Starfarers "må"). */
  readonly steal: 'compulsory' | 'optional';
  /** Plain sea hexes between neighbouring harbors around the frame, where fixed (house variant: 1). */
  readonly harborSpacing: number | null;
  /** After production a player under 9 VP draws a card from the supply (Starfarers). */
  readonly earthSupply: boolean;
  /** Colonies, spaceports, mother-ship upgrades and awards by planet number (Starfarers). */
  readonly starfarers: boolean;
  /** The board is printed: nothing to generate, open, scan or draw (Starfarers). */
  readonly printedBoard: boolean;
  /**
   * Commodities (cities and knights): per resource, the commodity a city beside that resource's
   * hex takes in place of its second card, and how many of each commodity the bank holds.
   */
  readonly commodities: Commodities | null;
  /** The second set-up placement is a city, and the starting cards come from it (cities and knights). */
  readonly setupCity: boolean;
  /**
   * The event die and the barbarian ship (cities and knights): a ship face moves the ship one
   * step; on step `steps` it attacks. Until the first attack the robber sleeps.
   */
  readonly barbarians: { readonly steps: number } | null;
  /**
   * Knights on intersections (cities and knights): how many of each level a player has, and
   * what hiring, activating and promoting cost.
   */
  readonly knights: KnightRules | null;
  /**
   * City walls (cities and knights): at most `max` per player, one under a city, each raising
   * the 7-card limit by `limit`; removed with a pillaged city.
   */
  readonly walls: { readonly max: number; readonly limit: number; readonly cost: Cost } | null;
  /**
   * City improvements (cities and knights): per track the commodity its levels cost (level n
   * costs n), the top level, the level that first wins a track's metropolis and the level that
   * takes it over and locks it, and a metropolis' points.
   */
  readonly improvements: ImprovementRules | null;
  /**
   * Progress cards (cities and knights): the three decks of lib/rules/progress-cards.ts, drawn
   * on a gate face; `handLimit` cards held at most (the VP cards shown at once do not count).
   */
  readonly progress: { readonly handLimit: number } | null;
}

export const TRACKS = ['trade', 'politics', 'science'] as const;
export type Track = (typeof TRACKS)[number];

/** Cities and knights' city improvements and metropolises. */
export interface ImprovementRules {
  readonly paidIn: Readonly<Record<Track, string>>;
  readonly levels: number;
  readonly metropolisAt: number;
  readonly lockedAt: number;
  readonly metropolisVp: number;
  /** The politics level from which knights may be promoted to mighty (the fortress). */
  readonly fortressAt: number;
  /** The trading house: from this trade level, commodities trade with the bank at `rate`:1. */
  readonly tradingHouse: { readonly at: number; readonly rate: number };
  /** The aqueduct: from this science level, a production roll that pays nothing pays a resource of one's choice. */
  readonly aqueductAt: number;
}

/** Cities and knights' knights: 2 basic, 2 strong, 2 mighty; hire and promote 1 wool + 1 ore, activate 1 grain. */
export interface KnightRules {
  readonly perLevel: number;
  readonly hire: Cost;
  readonly activate: Cost;
  readonly promote: Cost;
}

/** Cities and knights' commodities: paper from forest, cloth from pasture, coin from mountains. */
export interface Commodities {
  /** Per resource: the commodity a city takes with one card of it (lumber → paper …). */
  readonly of: Readonly<Record<string, string>>;
  /** Cards of each commodity in the bank (12; 18 with the 5–6 extension). */
  readonly bank: number;
  /**
   * The commodity spread the `strict` preset bounds this ruleset's boards to
   * (`commodity-spread-max-N`, docs/board-format.md): as low as the generator still meets on
   * nearly every seed (docs/benchmarks.md, "Strict boards for cities and knights").
   */
  readonly strictSpread: number;
}

export interface Ruleset {
  readonly id: RulesetId;
  /**
   * Whether the board face (/board, `npm run board`, share codes, board@1) offers its boards.
   * BOARD_RULESET_IDS is derived from it.
   */
  readonly boardFace: boolean;
  /**
   * The ruleset whose island this one is played on: itself, or the one it shares an island
   * with (cities and knights on the base game's; a board of either plays in both).
   */
  readonly boardOf: RulesetId;
  readonly players: { readonly min: number; readonly max: number };
  readonly board: IslandBoard | IntimateBoard | FixedBoard;
  /** The resources traded in this game. */
  readonly resources: readonly string[];
  /** Cards of each resource in the bank. */
  readonly bankPerResource: number;
  /** Building costs; null where the source gives none (the companion then takes builds as declared). */
  readonly costs: {
    readonly road: Cost;
    readonly settlement: Cost;
    readonly city: Cost;
    readonly devCard: Cost;
    readonly ship?: Cost;
  } | null;
  readonly pieces: {
    readonly roads: number;
    readonly settlements: number;
    readonly cities: number;
    readonly ships?: number;
  };
  readonly vpTarget: number;
  /** A player holding at least this many cards on a 7 discards half, rounded down. */
  readonly discardAt: number;
  /** Which set-up settlements pay out at once. */
  readonly initialProduction: 'second-settlement' | 'both-settlements' | 'chosen-cards' | 'none';
  /** Cards chosen freely at set-up (Intimate Settlers: 3). */
  readonly initialChosenCards: number;
  readonly trade: {
    readonly players: boolean;
    /** Default bank rate, and rates per resource where they differ. */
    readonly bank: number;
    readonly bankByResource?: Readonly<Record<string, number>>;
    readonly genericHarbor: number | null;
    readonly specialHarbor: number | null;
  };
  readonly devDeck: DevDeck | null;
  /** Development cards a player may play in one turn. */
  readonly devPerTurn: number | 'any';
  /** Whether a victory point card counts while hidden, or only once played (house variant). */
  readonly vpCardsCount: 'held' | 'played';
  readonly longestRoad: {
    readonly min: number;
    readonly vp: number;
    readonly ships: boolean;
  } | null;
  readonly largestArmy: { readonly min: number; readonly vp: number } | null;
  /** When reaching the target wins: on the player's own turn, or the moment it happens. */
  readonly winTiming: 'own-turn' | 'immediately';
  /** Between-turn building for 5–6 players. */
  readonly betweenTurns: readonly ('special-building-phase' | 'paired-players')[];
  /** What sets this ruleset apart (ships, discovery, the start roll, an optional steal …). */
  readonly features: RulesetFeatures;
}

/** The base game's features: none of the extras, two dice for the start, a compulsory steal. */
const BASE_FEATURES: RulesetFeatures = {
  ships: false,
  discovery: false,
  homeBases: false,
  islandVp: 0,
  startRoll: { dice: 2 },
  setupOrder: 'snake',
  steal: 'compulsory',
  harborSpacing: null,
  earthSupply: false,
  starfarers: false,
  printedBoard: false,
  commodities: null,
  setupCity: false,
  barbarians: null,
  knights: null,
  walls: null,
  improvements: null,
  progress: null,
};

export const BASE_TOKENS = [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12] as const;

const BASE_COSTS = {
  road: { brick: 1, lumber: 1 },
  settlement: { brick: 1, lumber: 1, wool: 1, grain: 1 },
  city: { ore: 3, grain: 2 },
  devCard: { ore: 1, wool: 1, grain: 1 },
} as const;

const BASE_RESOURCES: readonly Resource[] = ['lumber', 'wool', 'grain', 'brick', 'ore'];

const BASE_ISLAND: IslandBoard = {
  kind: 'island',
  shape: 'classic19',
  terrains: { forest: 4, pasture: 4, fields: 4, hills: 3, mountains: 3, desert: 1 },
  tokens: BASE_TOKENS,
  // Letters A–R.
  letterOrder: [5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11],
  harbors: { generic: 4, special: { lumber: 1, wool: 1, grain: 1, brick: 1, ore: 1 } },
  layouts: ['spiral', 'official'],
};

const base: Ruleset = {
  id: 'base',
  boardFace: true,
  boardOf: 'base',
  players: { min: 3, max: 4 },
  board: BASE_ISLAND,
  resources: BASE_RESOURCES,
  bankPerResource: 19,
  costs: BASE_COSTS,
  pieces: { roads: 15, settlements: 5, cities: 4 },
  vpTarget: 10,
  discardAt: 8,
  initialProduction: 'second-settlement',
  initialChosenCards: 0,
  trade: { players: true, bank: 4, genericHarbor: 3, specialHarbor: 2 },
  devDeck: {
    knight: 14,
    roadBuilding: 2,
    yearOfPlenty: 2,
    monopoly: 2,
    victoryPoint: 5,
    victoryPointNames: [],
  },
  devPerTurn: 1,
  vpCardsCount: 'held',
  longestRoad: { min: 5, vp: 2, ships: false },
  largestArmy: { min: 3, vp: 2 },
  winTiming: 'own-turn',
  betweenTurns: [],
  features: BASE_FEATURES,
};

const base56: Ruleset = {
  ...base,
  id: 'base56',
  boardOf: 'base56',
  players: { min: 5, max: 6 },
  board: {
    kind: 'island',
    shape: 'classic30',
    terrains: { forest: 6, pasture: 6, fields: 6, hills: 5, mountains: 5, desert: 2 },
    tokens: [
      2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12,
    ],
    // Letters A–Y, Za, Zb, Zc (28: no plain Z); values as commonly reproduced (not checked
    // against printed tokens; rules.md).
    letterOrder: [
      2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3, 2, 6,
    ],
    harbors: { generic: 5, special: { lumber: 1, wool: 2, grain: 1, brick: 1, ore: 1 } },
    layouts: ['spiral', 'official'],
  },
  bankPerResource: 24,
  devDeck: {
    knight: 20,
    roadBuilding: 3,
    yearOfPlenty: 3,
    monopoly: 3,
    victoryPoint: 5,
    victoryPointNames: [],
  },
  betweenTurns: ['special-building-phase', 'paired-players'],
};

const mupp37: Ruleset = {
  ...base,
  id: 'mupp37',
  boardOf: 'mupp37',
  players: { min: 3, max: 4 },
  board: { ...BASE_ISLAND, layouts: ['spiral', 'official'] },
  discardAt: 7,
  initialProduction: 'both-settlements',
  devDeck: {
    knight: 14,
    roadBuilding: 2,
    yearOfPlenty: 2,
    monopoly: 2,
    victoryPoint: 5,
    victoryPointNames: ['Market', 'Parliament', 'University', 'Chapel', 'Library'],
    names: 'house',
  },
  devPerTurn: 'any',
  vpCardsCount: 'played',
  winTiming: 'immediately',
  // Seed 000: one die each for the start, one sea hex between harbors, "får" (may) steal.
  features: {
    ...BASE_FEATURES,
    startRoll: { dice: 1 },
    steal: 'optional',
    harborSpacing: 1,
  },
};

const intimate: Ruleset = {
  ...base,
  id: 'intimate',
  boardOf: 'intimate',
  players: { min: 2, max: 2 },
  board: {
    kind: 'intimate',
    box: BASE_ISLAND,
    homeTokens: [4, 5, 8, 9, 10],
    gap: 4,
    layouts: ['intimate'],
  },
  costs: { ...BASE_COSTS, ship: { wool: 1, lumber: 1 } },
  pieces: { roads: 15, settlements: 5, cities: 4, ships: 15 },
  vpTarget: 18,
  initialProduction: 'chosen-cards',
  initialChosenCards: 3,
  trade: { players: false, bank: 4, genericHarbor: 3, specialHarbor: 2 },
  longestRoad: { min: 5, vp: 2, ships: true },
  features: {
    ...BASE_FEATURES,
    ships: true,
    discovery: true,
    homeBases: true,
    islandVp: 1,
    setupOrder: 'alternate',
  },
};

const starfarers: Ruleset = {
  id: 'starfarers',
  boardFace: true,
  boardOf: 'starfarers',
  players: { min: 3, max: 4 },
  board: {
    kind: 'fixed',
    note: 'The Starfarers board is printed; the companion tracks colonies by planet number and resource.',
    layouts: [],
  },
  resources: ['fuel', 'ore', 'carbon', 'food', 'goods'],
  bankPerResource: 0,
  costs: null,
  pieces: { roads: 0, settlements: 0, cities: 0 },
  vpTarget: 15,
  discardAt: 8,
  initialProduction: 'none',
  initialChosenCards: 0,
  trade: {
    players: true,
    bank: 3,
    bankByResource: { goods: 2 },
    genericHarbor: null,
    specialHarbor: null,
  },
  devDeck: null,
  devPerTurn: 0,
  vpCardsCount: 'held',
  longestRoad: null,
  largestArmy: null,
  winTiming: 'own-turn',
  betweenTurns: [],
  // Seed 001: the roller "må" (may) draw a card from a player of their choice.
  features: {
    ...BASE_FEATURES,
    setupOrder: 'once',
    steal: 'optional',
    earthSupply: true,
    starfarers: true,
    printedBoard: true,
  },
};

/** rules-cities-knights.md: paper (forest), cloth (pasture), coin (mountains). */
const CK_COMMODITY_OF = { lumber: 'paper', wool: 'cloth', ore: 'coin' } as const;
const CK_RESOURCES: readonly string[] = [...BASE_RESOURCES, 'paper', 'cloth', 'coin'];

// rules-cities-knights.md, "What changes from the base game": 13 VP on one's own turn, no
// development cards and no largest army, a settlement then a city at set-up (starting cards
// from the city), commodities in the hand and the bank (12 of each; 18 with 5–6).
const ck: Ruleset = {
  ...base,
  id: 'ck',
  // Its boards are balanced for commodities too (the fairness report's commodity spread).
  boardFace: true,
  boardOf: 'base',
  resources: CK_RESOURCES,
  vpTarget: 13,
  devDeck: null,
  devPerTurn: 0,
  largestArmy: null,
  features: {
    ...BASE_FEATURES,
    commodities: { of: CK_COMMODITY_OF, bank: 12, strictSpread: 2 },
    setupCity: true,
    barbarians: { steps: 7 },
    knights: {
      perLevel: 2,
      hire: { wool: 1, ore: 1 },
      activate: { grain: 1 },
      promote: { wool: 1, ore: 1 },
    },
    walls: { max: 3, limit: 2, cost: { brick: 2 } },
    improvements: {
      paidIn: { trade: 'cloth', politics: 'coin', science: 'paper' },
      levels: 5,
      metropolisAt: 4,
      lockedAt: 5,
      metropolisVp: 2,
      fortressAt: 3,
      tradingHouse: { at: 3, rate: 2 },
      aqueductAt: 3,
    },
    progress: { handLimit: 4 },
  },
};

const ck56: Ruleset = {
  ...ck,
  id: 'ck56',
  boardOf: 'base56',
  players: { min: 5, max: 6 },
  board: base56.board,
  bankPerResource: base56.bankPerResource,
  betweenTurns: base56.betweenTurns,
  // Six seats on the 30-hex island judge four seat counts (3–6): 6 is met on nearly every seed.
  features: { ...ck.features, commodities: { of: CK_COMMODITY_OF, bank: 18, strictSpread: 6 } },
};

export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = {
  base,
  base56,
  mupp37,
  intimate,
  starfarers,
  ck,
  ck56,
};

/**
 * The rulesets the board face (/board, `npm run board`, share codes, board@1) offers: the
 * definitions with `boardFace`, in RULESET_IDS' order.
 */
export const BOARD_RULESET_IDS: readonly RulesetId[] = RULESET_IDS.filter(
  (id) => RULESETS[id].boardFace,
);
export const isBoardRulesetId = (s: string): s is RulesetId =>
  (BOARD_RULESET_IDS as readonly string[]).includes(s);

/**
 * The resources whose hexes pay a commodity to a city (cities and knights: lumber, wool, ore),
 * as indices into RESOURCES; empty for a ruleset without commodities.
 */
export function commodityResources(rs: Ruleset): number[] {
  const of = rs.features.commodities?.of ?? {};
  return RESOURCES.flatMap((r, i) => (of[r] ? [i] : []));
}

export function getRuleset(id: RulesetId): Ruleset {
  return RULESETS[id];
}

/** The limits on Starfarers' mother-ship upgrades and fame (seed 001). */
export const STARFARERS_LIMITS = {
  boosters: 6,
  cannons: 6,
  freightRings: 5,
  fameRings: 11,
  earthSupplyBelowVp: 9,
} as const;
