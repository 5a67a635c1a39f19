// The game's vocabulary: configuration, state, commands (intents) and events (facts).
// Events carry every random outcome (dice, drawn cards, stolen cards, discovered tiles) and
// the explanation of what they paid, so a replay folds them without rolling again.

import type { Board } from '../board/types';
import type { EdgeId, HexKey, VertexId } from '../hex';
import type { ProgressCardId, ProgressDeck } from '../rules/progress-cards';
import type { RulesetId, Track } from '../rules/rulesets';
import type { RollValue } from './roll';

/** A player's place at the table, 0-based, in seating (clockwise) order. */
export type Seat = number;

/** Cards by resource name; the keys are exactly the ruleset's resources. */
export type Hand = Readonly<Record<string, number>>;

export const DEV_CARDS = [
  'knight',
  'roadBuilding',
  'yearOfPlenty',
  'monopoly',
  'victoryPoint',
] as const;
export type DevCard = (typeof DEV_CARDS)[number];
/** Real-cards mode: a card drawn from the box that its buyer has not declared to the app. */
export const UNKNOWN_CARD = 'unknown';
/** A card in a hand: its kind, or unknown until declared on the buyer's phone or played. */
export type HeldCard = DevCard | typeof UNKNOWN_CARD;

export const DICE_MODES = ['app', 'table', 'deck'] as const;
/** app: the engine rolls; table: physical dice entered; deck: a 36-card balanced dice deck. */
export type DiceMode = (typeof DICE_MODES)[number];

export const DEV_MODES = ['app', 'table'] as const;
/** app: a digital deck shuffled from the seed; table: cards drawn from the box and declared. */
export type DevMode = (typeof DEV_MODES)[number];

export const PROGRESS_MODES = ['app', 'table'] as const;
/**
 * Cities and knights' progress cards. app: three decks shuffled from the seed; table: the box's
 * cards, each known to the app only by its colour until its holder declares it (issue 33).
 */
export type ProgressMode = (typeof PROGRESS_MODES)[number];

export const BETWEEN_TURNS = ['none', 'special-building-phase', 'paired-players'] as const;
export type BetweenTurns = (typeof BETWEEN_TURNS)[number];

export interface PlayerInfo {
  readonly name: string;
  readonly color: string;
}

export interface GameOptions {
  readonly dice: DiceMode;
  readonly devDeck: DevMode;
  /** Cities and knights: the progress cards' deck (absent: the app's). */
  readonly progressDeck?: ProgressMode;
  /**
   * 5–6 players: a build-only phase for everyone else after each turn, or the paired
   * players' turn (the third seat to the left trades with the bank, builds and plays cards).
   */
  readonly betweenTurns: BetweenTurns;
  /** Dice deck: reshuffle when this many cards are left unseen (e.g. 5). */
  readonly diceDeckReshuffleAt: number;
  /** Victory points that win, when the table agreed on another target (e.g. 12); else the ruleset's. */
  readonly vpTarget?: number;
  /**
   * The edition of the rules the game was made under (e.g. 2). Absent in a game@1 log from
   * before edition 2, which replays as 1: Starfarers' Earth supply to every seat, awards and
   * colonies unchecked (issue 29). New games are edition 2 (setup.ts' RULES_EDITION).
   */
  readonly edition?: number;
  /**
   * Starfarers: the mother ship's odds as pairs out of the box's ten (two of five balls), in the
   * order encounter, speed 3, 4, 5 (e.g. [4, 2, 2, 2]); a group corrects them from its own card.
   */
  readonly mothership?: readonly [number, number, number, number];
  /**
   * The house variant's Swedish resource nicknames (trä, får, vete, lera, sten) on every device
   * of the table, chosen by the host (issue 29); absent: each device's own choice (older games).
   */
  readonly nicknames?: boolean;
}

export interface GameConfig {
  readonly ruleset: RulesetId;
  readonly seed: string;
  readonly players: readonly PlayerInfo[];
  /** The island; null for Starfarers (the printed board is tracked by planet numbers). */
  readonly board: Board | null;
  readonly options: GameOptions;
}

export type BuildingKind = 'settlement' | 'city';
export interface Building {
  readonly seat: Seat;
  readonly kind: BuildingKind;
}

export interface DevHeld {
  readonly card: HeldCard;
  /** Turn number in which it was bought; it may be played from the next turn on. */
  readonly turn: number;
}

/** A Starfarers colony site: the planets it touches, each as (number, resource). */
export interface Planet {
  readonly number: number;
  readonly resource: string;
}
export interface Colony {
  readonly planets: readonly Planet[];
  readonly spaceport: boolean;
  /** The solar system it lies in, as the group numbers them (e.g. 3); absent when not asked. */
  readonly system?: number;
}

/** The four alien races of the 3–4 player box, each with a home base of five station spots. */
export const SF_RACES = ['greenFolk', 'scientists', 'merchants', 'diplomats'] as const;
export type SfRace = (typeof SF_RACES)[number];

/** What the mother ship's two balls showed: the black one (an encounter, then speed 3) or a speed. */
export const SF_SHAKES = ['encounter', 'speed3', 'speed4', 'speed5'] as const;
export type SfShake = (typeof SF_SHAKES)[number];

/** A flight: the shake, and the speed it gave with boosters and friendship bonuses. */
export interface SfFlight {
  /** The turn number it was flown in (one flight a turn). */
  readonly turn: number;
  readonly shake: SfShake;
  readonly speed: number;
}

export interface StarfarersPlayer {
  readonly colonies: readonly Colony[];
  /** Colony ships on the board (edition 2): built, then spent founding a colony. */
  readonly colonyShips: number;
  /** Trade ships on the board (edition 2): built, then spent founding a trade station. */
  readonly tradeShips: number;
  /** Trade stations by race: the spot numbers (1–5) this player holds at that home base. */
  readonly stations: Readonly<Record<SfRace, readonly number[]>>;
  /** The last flight (the tablet shows it; one a turn). */
  readonly flight: SfFlight | null;
  readonly boosters: number;
  readonly cannons: number;
  readonly freightRings: number;
  readonly fameRings: number;
  readonly friendship: number;
  readonly pirates: number;
  readonly ice: number;
}

/** Intimate Settlers: the highest foreign-trade-route award held (they replace each other). */
export type HomeBaseAward = 0 | 1 | 5 | 7;

export interface PlayerState {
  readonly hand: Hand;
  readonly dev: readonly DevHeld[];
  readonly knights: number;
  /** Victory point cards played (house variant) or revealed. */
  readonly vpPlayed: number;
  readonly roads: number;
  readonly settlements: number;
  readonly cities: number;
  /** The ships feature's part of a player (ships on the board); null without ships. */
  readonly sea: SeaPlayer | null;
  /** The discovery feature's part of a player (islands first settled); null without it. */
  readonly island: IslandPlayer | null;
  /** The Starfarers feature's part of a player; null in every other ruleset. */
  readonly sf: StarfarersPlayer | null;
}

/** Ships (features.ships): the pieces a player has on the board. */
export interface SeaPlayer {
  readonly ships: number;
}

/** Discovery (features.discovery): the islands a player settled first (features.islandVp). */
export interface IslandPlayer {
  readonly islands: number;
}

/** Ships (features.ships): ships on the board and this turn's moves. */
export interface SeaState {
  /** Per path index: whose ship lies there. */
  readonly ships: readonly (Seat | null)[];
  /** A ship was moved this turn. */
  readonly moved: boolean;
  /** Ships built this turn (path indices): they may not move yet. */
  readonly built: readonly number[];
}

/** Discovery (features.discovery, Intimate Settlers): the table as it grows. */
export interface IslandState {
  /** The tiles per hex index (null while undiscovered). */
  readonly tiles: readonly (Tile | null)[];
  /** The discovery bag: hexes and number tokens still to draw, in drawing order. */
  readonly bag: {
    readonly hexes: readonly DiscoveryHex[];
    readonly tokens: readonly number[];
  };
  /** Land hexes ("q,r") of discovered islands already settled. */
  readonly settled: readonly string[];
  /**
   * The harbor just discovered, which its discoverer may still turn (`turnHarbor`) until any
   * other event; null otherwise. See lib/game/harbor.ts.
   */
  readonly harborTurn: HarborTurnable | null;
  /**
   * Draws the group made from its own bag and entered (drawHex), oldest first, waiting for
   * the piece that discovers them: discover() lays these before drawing from the app's bag.
   */
  readonly drawn: readonly EnteredDraw[];
}

/** A hex (and, for land that produces, its number token) drawn from the table's own bag. */
export interface EnteredDraw {
  readonly terrain: string;
  readonly harbor?: string;
  readonly token: number | null;
}

export type Pending =
  | { readonly kind: 'discard'; readonly owed: readonly number[] }
  /** The aqueduct: these seats got nothing from the roll and each still names a resource. */
  | { readonly kind: 'aqueduct'; readonly seats: readonly Seat[] }
  /** A displaced knight waits for its owner to place it (cities and knights). */
  | { readonly kind: 'displaced'; readonly seat: Seat; readonly knight: KnightPiece }
  /** Barbarians won: these seats each still choose which of their cities is pillaged. */
  | { readonly kind: 'pillage'; readonly seats: readonly Seat[] }
  | { readonly kind: 'robber' }
  | { readonly kind: 'steal' }
  /** Road building played from a phone: free roads (or ships) still to lay on the table. */
  | { readonly kind: 'freeRoads'; readonly seat: Seat; readonly left: number }
  /** A progress card waits for a choice (answerProgress), by the seats progressWaiting names. */
  | { readonly kind: 'progress'; readonly choice: ProgressChoice }
  /**
   * A progress card played from a phone without its board choice (progressCalled): the same
   * card's playProgress with the choice, tapped on the tablet, completes it.
   */
  | { readonly kind: 'progressBoard'; readonly seat: Seat; readonly card: BoardCardId };

/** The progress cards whose board choice a phone's play leaves to the tablet (cards.ts BOARD_CARDS). */
export type BoardCardId = 'merchant' | 'bishop' | 'inventor' | 'diplomat' | 'intrigue';

/**
 * A progress card's choice the game waits for (cities and knights). `seat` played the card;
 * each choice names who answers it (lib/game/features/progress/cards.ts' waitingFor).
 */
export type ProgressChoice =
  /** Each of `waiting` (more VP than the player) gives 2 cards of their choice. */
  | { readonly card: 'wedding'; readonly seat: Seat; readonly waiting: readonly Seat[] }
  /** Each of `waiting` gives one commodity of their choice for the resource `offers` names. */
  | {
      readonly card: 'commercialHarbor';
      readonly seat: Seat;
      readonly waiting: readonly Seat[];
      /** Per seat: the resource offered to it (null: none, the player's own seat). */
      readonly offers: readonly (string | null)[];
    }
  /** The player looks at `target`'s hand and takes 2 cards of their choice. */
  | { readonly card: 'masterMerchant'; readonly seat: Seat; readonly target: Seat }
  /**
   * The player looks at `target`'s progress cards and takes one (or none). Real cards: the
   * target's phone shows them and the pick is made there (`onTarget`: the target answers).
   */
  | { readonly card: 'spy'; readonly seat: Seat; readonly target: Seat; readonly onTarget?: true }
  /**
   * `target` removes a knight of their choice (knight null), then the player places one of
   * theirs of its strength and state (knight: the one removed).
   */
  | {
      readonly card: 'deserter';
      readonly seat: Seat;
      readonly target: Seat;
      readonly knight: KnightPiece | null;
    }
  /** Per seat: the cards each still discards (half, rounded down; 0: done or not asked). */
  | { readonly card: 'saboteur'; readonly seat: Seat; readonly owed: readonly number[] };

/** Progress cards (cities and knights): the decks, the hands, the merchant and this turn's effects. */
export interface ProgressState {
  /** Each deck in drawing order (a card discarded goes under its deck: to the end). */
  readonly decks: Readonly<Record<ProgressDeck, readonly ProgressCardId[]>>;
  /** Per seat: the cards held and known to the app, secret (a VP card is shown at once). */
  readonly hands: readonly (readonly ProgressCardId[])[];
  /**
   * Real cards (options.progressDeck 'table'): per seat, the cards it holds of each colour that
   * it has not declared (absent: none). In that mode `decks` is each deck's remainder in the
   * box, in no order, the unknown cards held still among it (as devDeck's real cards).
   */
  readonly unknown?: readonly Readonly<Record<ProgressDeck, number>>[];
  /** Per seat: the VP cards shown (printer, constitution), 1 VP each. */
  readonly shown: readonly (readonly ProgressCardId[])[];
  /** The merchant piece: its holder and its hex index; null before the first merchant. */
  readonly merchant: { readonly seat: Seat; readonly hex: number } | null;
  /** Merchant fleet, this turn: the seat and what it trades 2:1 with the bank. */
  readonly fleet: { readonly seat: Seat; readonly resource: string } | null;
  /** The alchemist, this turn: the red and yellow dice the roll takes. */
  readonly alchemy: readonly [number, number] | null;
  /** Number tokens per hex index after the inventor's swaps (null: as on the board). */
  readonly tokens: readonly (number | null)[] | null;
  /** Tied defenders still to draw a progress card of a colour of their choice, in order. */
  readonly owedDraws: readonly Seat[];
}

/** A progress card drawn (the event carries it, so a replay draws nothing). */
export interface ProgressDraw {
  readonly seat: Seat;
  readonly deck: ProgressDeck;
  /** Unknown: drawn from the box's deck (options.progressDeck 'table'), not yet declared. */
  readonly card: ProgressHeld;
}

/** A progress card in a hand: its kind, or unknown (real cards) until its holder declares it. */
export type ProgressHeld = ProgressCardId | typeof UNKNOWN_CARD;

export interface TurnState {
  readonly seat: Seat;
  /** Counts from 1; set-up is turn 0. */
  readonly number: number;
  readonly rolled: boolean;
  readonly dice: readonly [number, number] | null;
  readonly pending: Pending | null;
  readonly devPlayed: number;
  /** Between turns: the seats still to act (special building phase, or the paired player). */
  readonly sbp: readonly Seat[] | null;
  /** Trades other seats offer the active player now (one per seat; absent: none). */
  readonly offers?: readonly TradeOffer[];
}

/** A trade a seat offers the active player: `from` gives `give` and gets `get`. */
export interface TradeOffer {
  readonly from: Seat;
  readonly give: Hand;
  readonly get: Hand;
}

export interface SetupState {
  /** Seats in placing order (the snake), one entry per settlement + road pair. */
  readonly queue: readonly Seat[];
  readonly index: number;
  /** The settlement just placed, awaiting its road (vertex index), or null. */
  readonly placed: number | null;
}

/** An Intimate Settlers tile as it lies on the table (discovered or from the start). */
export interface Tile {
  readonly terrain: string;
  readonly token: number | null;
  readonly harbor: string | null;
  /** Harbor side: the neighbouring hex it faces. */
  readonly faces: HexKey | null;
  readonly home: 0 | 1 | null;
  /** Island number for land (discovered islands are numbered when first settled). */
}

export interface Holder {
  readonly holder: Seat | null;
}

export interface GameState {
  readonly version: number;
  readonly config: GameConfig;
  /**
   * The game's Swedish nicknames as the host last set them (nicknamesSet), else as the new game
   * chose (config.options.nicknames); absent: each device's own switch. Apart from the config,
   * which the live stream sends once, so every device follows the host's switch.
   */
  readonly nicknames?: boolean;
  /** Generator state for the app's draws; events that drew carry the state after drawing. */
  readonly rng: readonly number[];
  readonly phase: 'order' | 'setup' | 'choose' | 'play' | 'over';
  readonly order: readonly Seat[];
  readonly setup: SetupState | null;
  readonly turn: TurnState;
  readonly players: readonly PlayerState[];
  readonly bank: Hand;
  /** Development cards left: the digital deck in drawing order, or the box's remainder. */
  readonly devDeck: readonly DevCard[];
  /** Dice deck: the combinations still unseen (d1 * 6 + d2 - 7, 0..35). */
  readonly diceDeck: readonly number[];
  /** Per intersection index. */
  readonly buildings: readonly (Building | null)[];
  /** Per path index. */
  readonly roads: readonly (Seat | null)[];
  /** Index of the robber's hex, or -1 when there is no robber. */
  readonly robber: number;
  /** The ships feature's slice; null where the ruleset has no ships. */
  readonly sea: SeaState | null;
  /** The discovery feature's slice (Intimate Settlers); null where the table does not grow. */
  readonly island: IslandState | null;
  /** The barbarians' slice (cities and knights); null without the event die. */
  readonly barbarians: BarbarianState | null;
  /** City improvements and metropolises (cities and knights); null without them. */
  readonly improvements: ImprovementState | null;
  /** Progress cards (cities and knights); null without them. */
  readonly progress: ProgressState | null;
  /** City walls per intersection index, under that intersection's city (cities and knights); null without walls. */
  readonly walls: readonly boolean[] | null;
  /** Knights on the board per intersection index (cities and knights); null without knights. */
  readonly knightPieces: readonly (KnightPiece | null)[] | null;
  readonly longestRoad: Holder & { readonly lengths: readonly number[] };
  readonly largestArmy: Holder;
  readonly winner: Seat | null;
  /** Recent rolls as they paid, and phones' open requests (lib/game/features/correct). */
  readonly corrections: Corrections;
}

/** The event die's faces: the barbarian ship (3 of 6), or a city gate of one colour. */
export const EVENT_FACES = ['ship', 'trade', 'politics', 'science'] as const;
export type EventFace = (typeof EVENT_FACES)[number];

/** The barbarians (features.barbarians): the ship's step on its track, and the robber's sleep. */
export interface BarbarianState {
  /** Steps the ship has moved since its start (it attacks on features.barbarians.steps). */
  readonly step: number;
  /** Attacks so far: the robber sleeps until the first. */
  readonly attacks: number;
  /** Per seat: Defender of Catan cards taken (1 VP each; they count even once the 6 run out). */
  readonly defenders: readonly number[];
}

/** A track's metropolis: who holds it, on which intersection (index). */
export interface Metropolis {
  readonly seat: Seat;
  readonly vertex: number;
}

/** City improvements: each seat's level per track, and each track's metropolis. */
export interface ImprovementState {
  readonly levels: readonly Readonly<Record<Track, number>>[];
  readonly metropolises: Readonly<Record<Track, Metropolis | null>>;
}

/** A knight on an intersection (cities and knights). */
export interface KnightPiece {
  readonly seat: Seat;
  /** 1 basic, 2 strong, 3 mighty. */
  readonly level: 1 | 2 | 3;
  readonly active: boolean;
  /** The turn it was last activated (it may not act in that turn), or -1. */
  readonly activated: number;
  /** The turn it was last promoted (once per knight per turn), or -1. */
  readonly promoted: number;
}

/** A barbarian attack as it was resolved, with its arithmetic. */
export interface Attack {
  /** Cities on the board, metropolises included. */
  readonly strength: number;
  /** Per seat: the levels of its active knights (basic 1, strong 2, mighty 3). */
  readonly knights: readonly number[];
  readonly defence: number;
  readonly winner: 'defenders' | 'barbarians';
  /** Barbarians won: the seats that each lose a city (the least strength among those who can). */
  readonly losers: readonly Seat[];
  /** Defenders won: the one best defender (a Defender card), or null when several tie. */
  readonly defender: Seat | null;
  /** Defenders won with a tie for the most: the seats that each draw a progress card. */
  readonly tied: readonly Seat[];
}

/** A roll kept for correction: the board as it was when rolled, and what it paid. */
export interface RollMark {
  readonly turn: number;
  readonly seat: Seat;
  /** The two dice, or the sum alone when only a sum was entered. */
  readonly dice: RollValue;
  readonly buildings: readonly (Building | null)[];
  readonly robber: number;
  readonly tiles: readonly (Tile | null)[];
  /** What each seat received from it (after any correction). */
  readonly received: readonly Hand[];
}

/** A seat's request that its hand be corrected, waiting for the host. */
export interface CorrectionRequest {
  readonly id: number;
  readonly seat: Seat;
  readonly hand: Hand;
  readonly reason: string;
}

export interface Corrections {
  readonly rolls: readonly RollMark[];
  readonly requests: readonly CorrectionRequest[];
  /** The id the next request gets. */
  readonly next: number;
  /**
   * Resources whose bank count no view shows: every resource from a hidden hand correction on
   * (its per-resource delta went to or from the bank, so the bank's counts would spell it out),
   * each until the host sets that count again (a bank correction). Absent: none.
   */
  readonly hiddenBank?: readonly string[];
}

/** What a host's correction fixes (the command's part). */
export type CorrectionFix =
  | { readonly kind: 'hand'; readonly seat: Seat; readonly hand: Hand }
  | { readonly kind: 'request'; readonly id: number }
  | { readonly kind: 'roll'; readonly turn: number; readonly dice: RollValue }
  | {
      readonly kind: 'piece';
      readonly at: VertexId | EdgeId;
      readonly to: VertexId | EdgeId | null;
    }
  | { readonly kind: 'bank'; readonly resource: string; readonly count: number };

export type PieceKind = 'settlement' | 'city' | 'road' | 'ship';

/** What a correction changed (the event's part): exact deltas, so a replay never recomputes. */
export type CorrectionDone =
  | {
      readonly kind: 'hand';
      readonly seat: Seat;
      /** Per resource, added to the seat's hand (and taken from the bank); hidden from others. */
      readonly delta: Hand;
      /** The change in the hand's size (public). */
      readonly change: number;
    }
  | {
      readonly kind: 'roll';
      readonly turn: number;
      readonly seat: Seat;
      readonly from: RollValue;
      readonly to: RollValue;
      /** Per seat, per resource: the new roll's production less the old one's as taken back. */
      readonly deltas: readonly Hand[];
      /** What each seat now has from this roll. */
      readonly received: readonly Hand[];
    }
  | {
      readonly kind: 'piece';
      readonly seat: Seat;
      readonly piece: PieceKind;
      readonly at: VertexId | EdgeId;
      readonly to: VertexId | EdgeId | null;
    }
  | {
      readonly kind: 'bank';
      readonly resource: string;
      readonly from: number;
      readonly to: number;
    };

/** A harbor its discoverer may still turn: the hex, and who drew it. */
export interface HarborTurnable {
  readonly seat: Seat;
  readonly hex: HexKey;
}

export interface DiscoveryHex {
  readonly terrain: string;
  readonly harbor?: string;
}

// ---------------------------------------------------------------- commands

export type Command =
  /**
   * Who starts: the app rolls (nothing given), the table names the first player (`first`), or
   * the table enters its own start rolls (`rolls`: round by round, each seat's die sum or null
   * for a seat out of that round; the highest rolls again on a tie), as dice are entered.
   */
  | {
      readonly type: 'decideOrder';
      readonly first?: Seat;
      readonly rolls?: readonly (readonly (number | null)[])[];
    }
  | { readonly type: 'buildSettlement'; readonly seat: Seat; readonly vertex: VertexId }
  | { readonly type: 'buildRoad'; readonly seat: Seat; readonly edge: EdgeId }
  | { readonly type: 'buildCity'; readonly seat: Seat; readonly vertex: VertexId }
  | {
      readonly type: 'buildShip';
      readonly seat: Seat;
      readonly edge: EdgeId;
      readonly faces?: HexKey;
    }
  | {
      readonly type: 'moveShip';
      readonly seat: Seat;
      readonly from: EdgeId;
      readonly to: EdgeId;
      readonly faces?: HexKey;
    }
  | {
      readonly type: 'turnHarbor';
      readonly seat: Seat;
      readonly hex: HexKey;
      readonly faces: HexKey;
    }
  | { readonly type: 'chooseCards'; readonly seat: Seat; readonly cards: Hand }
  | {
      readonly type: 'roll';
      readonly seat: Seat;
      /** The two dice rolled at the table; none: the app rolls (or draws from the deck). */
      readonly dice?: readonly [number, number];
      /** Only the sum, as entered at the table (2–12): recorded as a sum, never as invented dice. */
      readonly sum?: number;
      readonly supply?: readonly (string | null)[];
      /** The event die's face rolled at the table (cities and knights); none: the app rolls it. */
      readonly event?: EventFace;
    }
  | { readonly type: 'discard'; readonly seat: Seat; readonly cards: Hand }
  | {
      readonly type: 'moveRobber';
      readonly seat: Seat;
      readonly hex: HexKey;
      /** Whom to rob; null declines where the steal is optional (features.steal). */
      readonly victim?: Seat | null;
    }
  /** A victim of null declines where the steal is optional (features.steal). */
  | { readonly type: 'steal'; readonly seat: Seat; readonly victim: Seat | null }
  | { readonly type: 'tradeBank'; readonly seat: Seat; readonly give: Hand; readonly get: Hand }
  | {
      readonly type: 'tradePlayer';
      readonly seat: Seat;
      readonly with: Seat;
      readonly give: Hand;
      readonly get: Hand;
    }
  /** Another seat offers the active player a trade (its phone); the active player answers. */
  | { readonly type: 'offerTrade'; readonly seat: Seat; readonly give: Hand; readonly get: Hand }
  /** The active player accepts (the cards change hands) or declines the offer of `from`. */
  | {
      readonly type: 'answerTrade';
      readonly seat: Seat;
      readonly from: Seat;
      readonly accept: boolean;
    }
  | { readonly type: 'buyDev'; readonly seat: Seat; readonly card?: DevCard }
  /** Real-cards mode: the buyer names an unknown card it holds (its phone; private). */
  | { readonly type: 'declareDev'; readonly seat: Seat; readonly card: DevCard }
  | {
      readonly type: 'playKnight';
      readonly seat: Seat;
      /** Absent: played from a phone; the robber's hex is asked next (a pending robber move). */
      readonly hex?: HexKey;
      /** Whom to rob; null declines where the steal is optional (features.steal). */
      readonly victim?: Seat | null;
    }
  | {
      readonly type: 'playRoadBuilding';
      readonly seat: Seat;
      /** Absent: played from a phone; the free roads are laid on the table next (pending). */
      readonly edges?: readonly EdgeId[];
      readonly ships?: readonly EdgeId[];
    }
  /** Lays free roads (or ships) of a road building played from a phone; none: nothing fits. */
  | {
      readonly type: 'placeFreeRoads';
      readonly seat: Seat;
      readonly edges: readonly EdgeId[];
      readonly ships?: readonly EdgeId[];
    }
  | {
      readonly type: 'playYearOfPlenty';
      readonly seat: Seat;
      readonly resources: readonly string[];
    }
  | { readonly type: 'playMonopoly'; readonly seat: Seat; readonly resource: string }
  | { readonly type: 'playVictoryPoint'; readonly seat: Seat }
  /**
   * Ends the acting seat's turn; `rest`: in the special building phase, "nobody builds" — the
   * phase ends for every seat still to build, and the next turn begins (one tap).
   */
  | { readonly type: 'endTurn'; readonly seat: Seat; readonly rest?: true }
  /** The host turns the game's Swedish nicknames on or off for every device (GameOptions.nicknames). */
  | { readonly type: 'setNicknames'; readonly on: boolean }
  | {
      readonly type: 'sfStart';
      readonly seat: Seat;
      readonly colonies: readonly (readonly Planet[])[];
      readonly spaceport: readonly Planet[];
    }
  | {
      readonly type: 'sfBuild';
      readonly seat: Seat;
      readonly item: SfItem;
      readonly pay: Hand;
      readonly planets?: readonly Planet[];
      readonly colony?: number;
      /** A colony: the solar system it lies in (asked with 3 players: two colonies a system). */
      readonly system?: number;
      /** A trade station: the race whose home base it joins (the lowest free spot). */
      readonly race?: SfRace;
    }
  | {
      readonly type: 'sfAward';
      readonly seat: Seat;
      readonly award: SfAward;
      readonly delta: number;
      /** A pirate beaten or an ice planet terraformed: the number on its token (edition 2). */
      readonly strength?: number;
    }
  /** Intimate Settlers with a real bag: the hex (and token) the group drew, for the next discovery. */
  | {
      readonly type: 'drawHex';
      readonly seat: Seat;
      readonly terrain: string;
      readonly harbor?: string;
      readonly token?: number;
    }
  /** Starfarers' flight: the mother ship shaken by the app, or what the table's showed. */
  | {
      readonly type: 'sfFly';
      readonly seat: Seat;
      /** The balls the table's mother ship showed; none: the app draws two of the five. */
      readonly shake?: SfShake;
      /** Speed from the player's friendship cards (0–4), added with the boosters. */
      readonly bonus?: number;
    }
  /** The host's correction of a hand, a roll, a piece or the bank, with its reason. */
  | {
      readonly type: 'correct';
      readonly reason: string;
      readonly fix: CorrectionFix;
    }
  /** A seat asks that its own hand be corrected to `hand`; nothing changes until the host accepts. */
  | {
      readonly type: 'requestCorrection';
      readonly seat: Seat;
      readonly hand: Hand;
      readonly reason: string;
    }
  | { readonly type: 'declineCorrection'; readonly id: number }
  /** Cities and knights: a basic knight hired onto a free intersection joined to one's roads. */
  | { readonly type: 'hireKnight'; readonly seat: Seat; readonly vertex: VertexId }
  /** Cities and knights: a knight of one's own made active (1 grain). */
  | { readonly type: 'activateKnight'; readonly seat: Seat; readonly vertex: VertexId }
  /** Cities and knights: a knight of one's own promoted one level (mighty only with the fortress). */
  | { readonly type: 'promoteKnight'; readonly seat: Seat; readonly vertex: VertexId }
  /**
   * Cities and knights: one level of a city improvement track, paid in its commodity; where the
   * level wins the track's metropolis, `metropolis` names the city of one's own that carries it.
   */
  | {
      readonly type: 'improveCity';
      readonly seat: Seat;
      readonly track: Track;
      readonly metropolis?: VertexId;
    }
  /** Cities and knights' aqueduct: a seat the roll paid nothing names the resource it takes. */
  | { readonly type: 'takeAqueduct'; readonly seat: Seat; readonly resource: string }
  /** Cities and knights: a city wall (2 brick) under one of one's own cities. */
  | { readonly type: 'buildWall'; readonly seat: Seat; readonly vertex: VertexId }
  /** Cities and knights: an active knight moves along its owner's roads to a free intersection. */
  | {
      readonly type: 'moveKnight';
      readonly seat: Seat;
      readonly from: VertexId;
      readonly to: VertexId;
    }
  /** Cities and knights: an active knight displaces a weaker opponent knight it reaches. */
  | {
      readonly type: 'displaceKnight';
      readonly seat: Seat;
      readonly from: VertexId;
      readonly to: VertexId;
    }
  /** The displaced knight's owner places it (null: no free intersection, back to the supply). */
  | { readonly type: 'placeDisplaced'; readonly seat: Seat; readonly vertex: VertexId | null }
  /** Cities and knights: an active knight beside the robber's hex chases it (as on a 7). */
  | {
      readonly type: 'chaseRobber';
      readonly seat: Seat;
      readonly vertex: VertexId;
      readonly hex: HexKey;
      readonly victim?: Seat | null;
    }
  /** A seat the barbarians beat names which of its cities is pillaged (its own choice). */
  | { readonly type: 'pillageCity'; readonly seat: Seat; readonly vertex: VertexId }
  /**
   * Cities and knights: a progress card played, with its board choices (which fields a card
   * takes: docs/game-log.md, "Progress cards").
   */
  | ({ readonly type: 'playProgress'; readonly seat: Seat } & ProgressArgs)
  /**
   * A progress card over the hand limit put back under its deck (the holder's choice); real
   * cards: an undeclared one by its colour (`card` unknown, `deck`).
   */
  | {
      readonly type: 'discardProgress';
      readonly seat: Seat;
      readonly card: ProgressHeld;
      readonly deck?: ProgressDeck;
    }
  /** Real cards: the holder names an undeclared card of its hand (its phone; private). */
  | { readonly type: 'declareProgress'; readonly seat: Seat; readonly card: ProgressCardId }
  /** A tied defender draws a progress card of the colour they choose. */
  | { readonly type: 'drawProgress'; readonly seat: Seat; readonly deck: ProgressDeck }
  /** A seat answers the progress card's choice it is asked (cards given, a card taken, a knight). */
  | ({ readonly type: 'answerProgress'; readonly seat: Seat } & ProgressAnswer);

/** What a progress card's play names (each card reads its own fields; decide refuses others). */
export interface ProgressArgs {
  readonly card: ProgressCardId;
  /** Alchemist: the red and yellow dice. */
  readonly dice?: readonly [number, number];
  /** Crane: the track improved one commodity cheaper (and a metropolis city where it wins one). */
  readonly track?: Track;
  readonly metropolis?: VertexId;
  /** Engineer: the city under the wall; medicine: the settlement made a city; intrigue: the
   * opponent's knight displaced. */
  readonly vertex?: VertexId;
  /** Smith: the knights promoted (one or two). */
  readonly vertices?: readonly VertexId[];
  /** Inventor: the two hexes whose number tokens swap. */
  readonly hexes?: readonly HexKey[];
  /** Bishop: the robber's new hex; merchant: the merchant's hex. */
  readonly hex?: HexKey;
  /** Merchant fleet, resource monopoly, trade monopoly: the card named. */
  readonly resource?: string;
  /** Master merchant, spy, deserter: the opponent. */
  readonly target?: Seat;
  /** Diplomat: the open road removed, and (the player's own) where it is laid again. */
  readonly edge?: EdgeId;
  readonly to?: EdgeId;
  /** Commercial harbor: per seat, the resource offered (null: none; the player's own seat). */
  readonly offers?: readonly (string | null)[];
}

/** An answer to a progress card's choice: cards given (or taken), a card taken, a knight. */
export interface ProgressAnswer {
  readonly cards?: Hand;
  /** The spy's pick (null: none); real cards: an undeclared one, by its colour (`deck`). */
  readonly card?: ProgressHeld | null;
  readonly deck?: ProgressDeck;
  readonly vertex?: VertexId | null;
}

export const SF_ITEMS = [
  'colony',
  'spaceport',
  'booster',
  'cannon',
  'freightRing',
  /** One ship of either kind: edition 1 only (kept so its logs replay). */
  'ship',
  'colonyShip',
  'tradeShip',
  'tradeStation',
] as const;
export type SfItem = (typeof SF_ITEMS)[number];
export const SF_AWARDS = ['friendship', 'pirate', 'ice', 'fame'] as const;
export type SfAward = (typeof SF_AWARDS)[number];

export type CommandType = Command['type'];

// ---------------------------------------------------------------- events

/** Where an outcome came from: drawn by the app (then `rng` is the generator after) or entered. */
export type Source = 'app' | 'table' | 'deck';

export interface PayoutBuilding {
  /** The intersection id, or "colony:<i>" for a Starfarers colony of that seat. */
  readonly site: string;
  readonly seat: Seat;
  readonly kind: BuildingKind | 'colony' | 'spaceport';
  readonly amount: number;
}
export interface PayoutHex {
  /** "q,r" of the hex, or "planet:<n>:<resource>" in Starfarers. */
  readonly hex: string;
  readonly resource: string;
  readonly blocked: boolean;
  readonly buildings: readonly PayoutBuilding[];
}
export interface Shortage {
  readonly resource: string;
  readonly due: number;
  readonly bank: number;
  /** none: nobody is paid; rest: the only player due it takes what is left. */
  readonly decision: 'none' | 'rest';
  readonly seats: readonly Seat[];
}
export interface Payout {
  readonly hexes: readonly PayoutHex[];
  readonly shortages: readonly Shortage[];
  /** What each seat actually received. */
  readonly received: readonly Hand[];
}

export type Event =
  | {
      readonly type: 'orderDecided';
      readonly first: Seat;
      readonly rolls: readonly (readonly (number | null)[])[];
      readonly source: Source;
      readonly rng?: readonly number[];
    }
  | {
      readonly type: 'settlementBuilt';
      readonly seat: Seat;
      readonly vertex: VertexId;
      readonly free: boolean;
      readonly initial?: Payout;
      readonly island?: boolean;
      /** Cities and knights (features.setupCity): the second set-up placement, placed as a city. */
      readonly city?: true;
    }
  | {
      readonly type: 'roadBuilt';
      readonly seat: Seat;
      readonly edge: EdgeId;
      readonly free: boolean;
      readonly discovered?: readonly Discovery[];
    }
  | {
      readonly type: 'cityBuilt';
      readonly seat: Seat;
      readonly vertex: VertexId;
    }
  | {
      readonly type: 'shipBuilt';
      readonly seat: Seat;
      readonly edge: EdgeId;
      readonly free: boolean;
      readonly discovered?: readonly Discovery[];
    }
  | {
      readonly type: 'shipMoved';
      readonly seat: Seat;
      readonly from: EdgeId;
      readonly to: EdgeId;
      readonly discovered?: readonly Discovery[];
    }
  | {
      readonly type: 'harborTurned';
      readonly seat: Seat;
      readonly hex: HexKey;
      readonly faces: HexKey;
      /** The side it faced before (the engine's first legal side, or an earlier turn). */
      readonly from: HexKey;
    }
  | { readonly type: 'cardsChosen'; readonly seat: Seat; readonly cards: Hand }
  | {
      readonly type: 'rolled';
      readonly seat: Seat;
      /** The two dice; absent for a roll entered as a sum only (then `sum` is set). */
      readonly dice?: readonly [number, number];
      /** A roll entered as a sum only (no dice were named). See rolledSum(). */
      readonly sum?: number;
      readonly source: Source;
      readonly rng?: readonly number[];
      readonly payout: Payout | null;
      readonly owed?: readonly number[];
      readonly supply?: readonly (string | null)[];
      /** Whether Earth's supply cards were drawn by the app or entered from the table. */
      readonly supplySource?: 'app' | 'table';
      /** Cities and knights: the event die's face (resolved first), and the attack it caused. */
      readonly event?: EventFace;
      readonly attack?: Attack;
      /** A gate face: the progress cards drawn, in turn order from the roller. */
      readonly progress?: readonly ProgressDraw[];
    }
  | { readonly type: 'discarded'; readonly seat: Seat; readonly cards: Hand }
  | {
      readonly type: 'robberMoved';
      readonly seat: Seat;
      readonly hex: HexKey;
      readonly victim: Seat | null;
      readonly stolen: string | null;
      readonly rng?: readonly number[];
    }
  | {
      readonly type: 'stolen';
      readonly seat: Seat;
      /** null: the roller declined (an optional steal). */
      readonly victim: Seat | null;
      readonly stolen: string | null;
      readonly rng?: readonly number[];
    }
  | { readonly type: 'bankTraded'; readonly seat: Seat; readonly give: Hand; readonly get: Hand }
  | {
      readonly type: 'playerTraded';
      readonly seat: Seat;
      readonly with: Seat;
      readonly give: Hand;
      readonly get: Hand;
    }
  | {
      readonly type: 'devBought';
      readonly seat: Seat;
      /** 'unknown': real-cards mode, bought without naming the card drawn from the box. */
      readonly card: HeldCard;
      readonly source: Source;
    }
  | { readonly type: 'devDeclared'; readonly seat: Seat; readonly card: DevCard }
  /** A knight played from a phone: counted now, the robber moved next (turn.pending robber). */
  | { readonly type: 'knightCalled'; readonly seat: Seat }
  /** Road building played from a phone: counted now, the free roads laid next (pending). */
  | { readonly type: 'roadBuildingCalled'; readonly seat: Seat }
  /** Free roads laid on the table; `left`: still to lay (0 ends the card). */
  | {
      readonly type: 'freeRoadsPlaced';
      readonly seat: Seat;
      readonly edges: readonly EdgeId[];
      readonly ships: readonly EdgeId[];
      readonly left: number;
      readonly discovered?: readonly Discovery[];
    }
  | { readonly type: 'tradeOffered'; readonly seat: Seat; readonly give: Hand; readonly get: Hand }
  | { readonly type: 'tradeDeclined'; readonly seat: Seat; readonly from: Seat }
  | {
      readonly type: 'knightPlayed';
      readonly seat: Seat;
      readonly hex: HexKey;
      readonly victim: Seat | null;
      readonly stolen: string | null;
      readonly rng?: readonly number[];
    }
  | {
      readonly type: 'roadBuildingPlayed';
      readonly seat: Seat;
      readonly edges: readonly EdgeId[];
      readonly ships: readonly EdgeId[];
      readonly discovered?: readonly Discovery[];
    }
  | {
      readonly type: 'yearOfPlentyPlayed';
      readonly seat: Seat;
      readonly resources: readonly string[];
    }
  | {
      readonly type: 'monopolyPlayed';
      readonly seat: Seat;
      readonly resource: string;
      readonly taken: readonly number[];
    }
  | { readonly type: 'victoryPointPlayed'; readonly seat: Seat }
  /** `rest`: the special building phase ended for every seat still to build (nobody builds). */
  | { readonly type: 'turnEnded'; readonly seat: Seat; readonly next: Seat; readonly rest?: true }
  | { readonly type: 'nicknamesSet'; readonly on: boolean }
  | {
      readonly type: 'sfStarted';
      readonly seat: Seat;
      readonly colonies: readonly (readonly Planet[])[];
      readonly spaceport: readonly Planet[];
    }
  | {
      readonly type: 'sfBuilt';
      readonly seat: Seat;
      readonly item: SfItem;
      readonly pay: Hand;
      readonly planets?: readonly Planet[];
      readonly colony?: number;
      readonly system?: number;
      readonly race?: SfRace;
      /** A trade station: the spot it took (1–5). */
      readonly spot?: number;
    }
  | {
      readonly type: 'sfAwarded';
      readonly seat: Seat;
      readonly award: SfAward;
      readonly delta: number;
      readonly strength?: number;
    }
  | {
      readonly type: 'hexDrawn';
      readonly seat: Seat;
      readonly terrain: string;
      readonly harbor?: string;
      readonly token: number | null;
    }
  | {
      readonly type: 'sfFlown';
      readonly seat: Seat;
      readonly shake: SfShake;
      readonly source: 'app' | 'table';
      readonly rng?: readonly number[];
      readonly boosters: number;
      readonly bonus: number;
      /** Every ship's speed this turn: 3 after an encounter, else the balls' speed, plus the rest. */
      readonly speed: number;
    }
  | {
      readonly type: 'corrected';
      readonly reason: string;
      readonly fix: CorrectionDone;
      /** The phone request this correction accepts. */
      readonly request?: number;
    }
  | {
      readonly type: 'correctionRequested';
      readonly id: number;
      readonly seat: Seat;
      readonly hand: Hand;
      readonly reason: string;
    }
  | { readonly type: 'correctionDeclined'; readonly id: number; readonly seat: Seat }
  | { readonly type: 'wallBuilt'; readonly seat: Seat; readonly vertex: VertexId }
  | { readonly type: 'aqueductTaken'; readonly seat: Seat; readonly resource: string }
  /** A level bought (`level`, paid `level` of the track's commodity), and the metropolis it won. */
  | {
      readonly type: 'cityImproved';
      readonly seat: Seat;
      readonly track: Track;
      readonly level: number;
      /** The metropolis placed on this city, taken from `from` (null: it was free). */
      readonly metropolis?: { readonly vertex: VertexId; readonly from: Seat | null };
    }
  | { readonly type: 'knightHired'; readonly seat: Seat; readonly vertex: VertexId }
  | {
      readonly type: 'knightMoved';
      readonly seat: Seat;
      readonly from: VertexId;
      readonly to: VertexId;
    }
  /** The knight moved onto `to`, whose weaker knight of `owner` now waits to be placed. */
  | {
      readonly type: 'knightDisplaced';
      readonly seat: Seat;
      readonly from: VertexId;
      readonly to: VertexId;
      readonly owner: Seat;
    }
  | { readonly type: 'displacedPlaced'; readonly seat: Seat; readonly vertex: VertexId | null }
  /** A progress card played, with what it did (the random steals of a bishop in `stolen`). */
  | ({
      readonly type: 'progressPlayed';
      readonly seat: Seat;
      /** Monopolies: per seat, the cards it gave; irrigation, mining: cards taken, per seat. */
      readonly taken?: readonly number[];
      /** Bishop: per seat, the card stolen from it (null: none). */
      readonly stolen?: readonly (string | null)[];
      /** Diplomat: the removed road's owner; intrigue: the displaced knight's owner. */
      readonly owner?: Seat;
      /** Wedding, commercial harbor, saboteur: who must answer (the choice pending). */
      readonly waiting?: readonly Seat[];
      /** Saboteur: per seat, the cards it discards. */
      readonly owed?: readonly number[];
      readonly rng?: readonly number[];
    } & ProgressArgs)
  /**
   * A progress card played from a phone without its board choice: shown, out of the hand and
   * under its deck now; the choice is tapped on the tablet next (turn.pending progressBoard),
   * and that playProgress's progressPlayed carries what the card did.
   */
  | { readonly type: 'progressCalled'; readonly seat: Seat; readonly card: BoardCardId }
  /** A progress card over the hand limit goes under its deck (real cards: maybe by colour). */
  | {
      readonly type: 'progressDiscarded';
      readonly seat: Seat;
      readonly card: ProgressHeld;
      readonly deck?: ProgressDeck;
    }
  /** Real cards: a holder named an undeclared card (a VP card is shown then, 1 VP). */
  | {
      readonly type: 'progressDeclared';
      readonly seat: Seat;
      readonly deck: ProgressDeck;
      readonly card: ProgressCardId;
    }
  /** A tied defender drew a progress card of the colour they chose (real cards: unknown). */
  | {
      readonly type: 'progressDrawn';
      readonly seat: Seat;
      readonly deck: ProgressDeck;
      readonly card: ProgressHeld;
    }
  /** A seat answered a progress card's choice (`to`: the player who played the card). */
  | ({ readonly type: 'progressAnswered'; readonly seat: Seat; readonly to: Seat } & ProgressAnswer)
  /** The knight (now inactive) chased the robber to `hex`; the steal as on a 7. */
  | {
      readonly type: 'robberChased';
      readonly seat: Seat;
      readonly vertex: VertexId;
      readonly hex: HexKey;
      readonly victim: Seat | null;
      readonly stolen: string | null;
      readonly rng?: readonly number[];
    }
  | { readonly type: 'knightActivated'; readonly seat: Seat; readonly vertex: VertexId }
  | { readonly type: 'knightPromoted'; readonly seat: Seat; readonly vertex: VertexId }
  /**
   * A city the barbarians pillaged goes back to a settlement. The last loser's choice carries
   * the roll's production (`payout`) or, on a 7, the discards owed (`owed`), deferred till now.
   */
  | {
      readonly type: 'cityPillaged';
      readonly seat: Seat;
      readonly vertex: VertexId;
      readonly payout?: Payout | null;
      readonly owed?: readonly number[];
    };

export type EventType = Event['type'];

/** Intimate Settlers: a hex drawn from the discovery bag and laid. */
export interface Discovery {
  readonly hex: HexKey;
  readonly terrain: string;
  readonly token: number | null;
  readonly harbor: string | null;
  readonly faces: HexKey | null;
  /** The resource paid to the discoverer for land. */
  readonly paid: string | null;
  /** Harbors that could not be laid and went back into the bag. */
  readonly returned: number;
  /**
   * Entered draws (IslandState.drawn) this hex used, harbors that could not be laid included
   * (they stay in the bag); absent when the app's bag drew it.
   */
  readonly entered?: number;
}

// ---------------------------------------------------------------- errors

export const RULE_CODES = [
  'ERR_BAD_COMMAND',
  'ERR_GAME_OVER',
  'ERR_WRONG_PHASE',
  'ERR_NOT_YOUR_TURN',
  'ERR_BAD_SEAT',
  'ERR_BAD_ID',
  'ERR_BAD_CARDS',
  'ERR_ALREADY_ROLLED',
  'ERR_NOT_ROLLED',
  'ERR_BAD_DICE',
  'ERR_PENDING',
  'ERR_NO_DISCARD_OWED',
  'ERR_DISCARD_COUNT',
  'ERR_ROBBER_SAME_HEX',
  'ERR_ROBBER_NOT_LAND',
  'ERR_BAD_VICTIM',
  'ERR_VICTIM_REQUIRED',
  'ERR_STEAL_COMPULSORY',
  'ERR_CANNOT_AFFORD',
  'ERR_NO_PIECES',
  'ERR_OCCUPIED',
  'ERR_DISTANCE_RULE',
  'ERR_NO_ROOM_LEFT',
  'ERR_NOT_CONNECTED',
  'ERR_NOT_ON_LAND',
  'ERR_NOT_AT_SEA',
  'ERR_NOT_ADJACENT',
  'ERR_NOT_YOUR_SETTLEMENT',
  'ERR_SETUP_ORDER',
  'ERR_BANK_EMPTY',
  'ERR_BAD_RATE',
  'ERR_PLAYER_TRADE_FORBIDDEN',
  'ERR_BAD_TRADE',
  'ERR_DECK_EMPTY',
  'ERR_NO_SUCH_CARD',
  'ERR_CARD_TOO_NEW',
  'ERR_DEV_LIMIT',
  'ERR_NO_ROBBER',
  'ERR_SHIP_NOT_MOVABLE',
  'ERR_UNKNOWN_RESOURCE',
  'ERR_LIMIT',
  'ERR_NOT_STARFARERS',
  'ERR_EVENT_MISMATCH',
  'ERR_UNDISCOVERED',
  'ERR_HARBOR_FIXED',
  'ERR_HARBOR_SIDE',
  'ERR_NO_FORTRESS',
  'ERR_KNIGHT_STATE',
  'ERR_NO_METROPOLIS_CITY',
  'ERR_NOT_YOUR_CITY',
  'ERR_NO_SHIP',
  'ERR_TOO_WEAK',
  'ERR_SYSTEM_FULL',
  'ERR_ALREADY_FLOWN',
  'ERR_FRIENDSHIP_BY_STATIONS',
  'ERR_NOT_IN_BAG',
  'ERR_ROB_SELF',
  'ERR_BUILD_ONLY',
  'ERR_PROGRESS_LIMIT',
  'ERR_BAD_TOKEN',
  'ERR_ROAD_NOT_OPEN',
  'ERR_VP_TARGET',
] as const;
export type RuleCode = (typeof RULE_CODES)[number];

export interface RuleError {
  readonly code: RuleCode;
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

export const ruleError = (
  code: RuleCode,
  message: string,
  data?: Readonly<Record<string, unknown>>,
): RuleError => (data ? { code, message, data } : { code, message });
