// One list of what may be done now, for a screen or a bot: legalActions(view, seat) answers
// from a view (the tablet's, which never holds a hand or development cards, or a seat's own)
// everything decide() would accept from that seat at this moment, as plain data a component
// draws directly. Where the answer depends on a hand the view does not hold, it says so
// (null) instead of guessing. test/unit/game-legal.test.ts keeps this list and decide() in step.

import type { EdgeId, HexKey, VertexId } from '../hex';
import type { Track } from '../rules/rulesets';
import { contextOf, type GameContext } from './context';
import { legal as barbarians } from './features/barbarians/legal';
import { buildList, legal as core } from './features/core/legal';
import type { CorrectActions } from './features/correct/legal';
import { legal as correct } from './features/correct/legal';
import { legal as dev } from './features/dev/legal';
import { legal as discovery } from './features/discovery/legal';
import { legal as improvements } from './features/improvements/legal';
import { legal as knights } from './features/knights/legal';
import { type ProgressActions, legal as progress } from './features/progress/legal';
import { legal as robber } from './features/robber/legal';
import { legal as ships } from './features/ships/legal';
import { legal as starfarers } from './features/starfarers/legal';
import { legal as trade } from './features/trade/legal';
import { legal as walls } from './features/walls/legal';
import type { BuildItem } from './missing';
import type { HarborTurnChoice } from './spots';
import type {
  Command,
  CommandType,
  DevCard,
  Hand,
  Seat,
  SfAward,
  SfItem,
  SfRace,
  TradeOffer,
} from './types';
import type { GameView } from './view';

/** The command of one type, as decide() takes it. */
export type CommandOf<T extends CommandType> = Extract<Command, { readonly type: T }>;

/** A command that builds a piece on a spot (set-up and main turn). */
export type BuildCommand = CommandOf<'buildSettlement' | 'buildCity' | 'buildRoad' | 'buildShip'>;

/** A piece that may be built now: where, how many are left, and what the cards lack. */
export interface BuildAction {
  readonly item: Exclude<BuildItem, 'devCard'>;
  /** Intersections (settlement, city) or paths (road, ship) decide() accepts, cards aside. */
  readonly spots: readonly (VertexId | EdgeId)[];
  /** The command that builds on each of `spots`, in the same order. */
  readonly commands: readonly BuildCommand[];
  readonly piecesLeft: number;
  /** What it costs in this ruleset (shown on the button). */
  readonly cost: Hand;
  /** The cards short (`{}`: paid); null where this view does not hold the seat's hand. */
  readonly missing: Hand | null;
  /** decide() accepts a build on any of `spots`; null: it depends on a hand this view lacks. */
  readonly ready: boolean | null;
}

/** Buying a development card now. */
export interface BuyDevAction {
  /** The command that buys an unnamed card (buyDev still takes one named from the box). */
  readonly command: CommandOf<'buyDev'>;
  /** What a development card costs in this ruleset. */
  readonly cost: Hand;
  readonly missing: Hand | null;
  readonly deckEmpty: boolean;
  /** Whether the screen should ask which card was drawn: never now. A real card (the 'table'
   * deck) is bought unnamed and stays unknown until its buyer declares it on their phone
   * (declareDev) or plays it; buyDev still accepts a card named from the box. */
  readonly declare: boolean;
  readonly ready: boolean | null;
}

/** One resource given to the bank: its rate, how many lots the hand pays, what the bank gives. */
export interface BankTrade {
  readonly give: string;
  /** Cards given per card received (4, or a harbor's 3 or 2). */
  readonly rate: number;
  /** Whole lots the hand pays (hand ÷ rate); null where this view does not hold the hand. */
  readonly lots: number | null;
  /** Resources the bank still gives for it (its stock is public). */
  readonly get: readonly string[];
  /** How many of each of `get` the bank holds, where this ruleset's bank can run out (a trade
   * of several lots takes no more); null: it never runs out. */
  readonly stock: Readonly<Record<string, number>> | null;
  /** One lot (`rate` given, one received) for each of `get`, in the same order; more lots
   * are the same command times n (bankLots()). */
  readonly commands: readonly CommandOf<'tradeBank'>[];
}

/** A bank trade of `n` lots: the one-lot command of BankTrade.commands, each side times n. */
export function bankLots(c: CommandOf<'tradeBank'>, n: number): CommandOf<'tradeBank'> {
  const times = (h: Hand): Hand =>
    Object.fromEntries(Object.entries(h).map(([r, k]) => [r, k * n]));
  return { ...c, give: times(c.give), get: times(c.get) };
}

/** A robber move: the hex and the seats that may be robbed there ([]: nobody to rob). */
export interface RobberTarget {
  readonly hex: HexKey;
  readonly victims: readonly Seat[];
  /** The robber (or knight) sent here: one command per victim, one with victim null where the
   * steal may be declined, and one naming nobody where there is nobody to rob. */
  readonly commands: readonly (CommandOf<'moveRobber'> | CommandOf<'playKnight'>)[];
}

/** A development card that may be played now, with what its command needs. */
export type DevPlay =
  | {
      readonly card: 'knight';
      readonly targets: readonly RobberTarget[];
      /** Played from a phone: the robber's hex is asked next. */
      readonly command: CommandOf<'playKnight'>;
    }
  | {
      readonly card: 'roadBuilding';
      /** Where the first free piece may go (the second is asked again with the first laid). */
      readonly roads: readonly EdgeId[];
      readonly ships: readonly EdgeId[];
      /** How many free pieces the card lays (ROAD_BUILDING_ROADS). */
      readonly count: number;
      /** Played from a phone: the free pieces are laid on the table next. */
      readonly command: CommandOf<'playRoadBuilding'>;
      /** Played at the table with the paths chosen (edges and ships filled in). */
      readonly laid: CommandOf<'playRoadBuilding'>;
    }
  | {
      readonly card: 'yearOfPlenty';
      /** Resources the bank holds (two of one kind need two there: the view shows its stock). */
      readonly resources: readonly string[];
      /** How many cards the bank gives (two). */
      readonly take: number;
      /** The play with no resources named yet (the screen fills the `take` picked; the pairs
       * the bank can give are DevActions' yearOfPlentyPairs, each with its command). */
      readonly command: CommandOf<'playYearOfPlenty'>;
      /** The play of each of DevActions' yearOfPlentyPairs, in the same order. */
      readonly pairs: readonly CommandOf<'playYearOfPlenty'>[];
    }
  | {
      readonly card: 'monopoly';
      readonly resources: readonly string[];
      /** One per resource of `resources`, in the same order. */
      readonly commands: readonly CommandOf<'playMonopoly'>[];
    }
  | { readonly card: 'victoryPoint'; readonly command: CommandOf<'playVictoryPoint'> };

export interface DevActions {
  /** Kinds the turn allows now, whatever is held (before the roll: the knight only). */
  readonly kinds: readonly DevCard[];
  /** Development cards the seat holds (a public count, cards bought this turn included). */
  readonly held: number;
  /** The cards decide() accepts now, by kind; null where this view does not hold the seat's cards. */
  readonly cards: readonly DevPlay[] | null;
  /** The table's view, which holds no cards: every kind of `kinds` with what its command
   * needs, for the player to say which card it plays; [] in a seat's view (see `cards`). */
  readonly offers: readonly DevPlay[];
  /** Real cards: undeclared cards the seat holds (counted in `held`); null where this view
   * does not hold the seat's cards. Each may be played as any kind the turn allows. */
  readonly unknown: number | null;
  /** Real cards: the seat may declare an unknown card now (declareDev, its own phone). */
  readonly declare: boolean;
  /** Base game: a held victory point card may be turned face up at any time (not a play); null: unknown. */
  readonly reveal: boolean | null;
  /** The command that turns a victory point card face up, where `reveal` is not false. */
  readonly revealCommand: CommandOf<'playVictoryPoint'> | null;
  /** Where `declare`: the command naming an unknown card as each kind. */
  readonly declareCommands: readonly CommandOf<'declareDev'>[];
  /** Year of plenty, where the turn allows it: every pair of resources (in the order picked)
   * the bank can give now (two of one kind need two in the bank); [] otherwise. Needs no hand,
   * so the tablet's picker offers exactly these. */
  readonly yearOfPlentyPairs: readonly (readonly [string, string])[];
  /** Whether each card the seat holds is old enough to play (not bought this turn), in the
   * order of its view's `dev`; null where this view does not hold the seat's cards. Whether
   * the turn allows its kind now is `kinds`, and both together `cards`. */
  readonly playableNow: readonly boolean[] | null;
}

/** Free roads still owed by a road building played from a phone (placeFreeRoads). */
export interface FreeRoads {
  /** Pieces still to lay (one or both may be laid in one command). */
  readonly left: number;
  /** Where the next free road or ship may go ([] when no piece is left or none fits). */
  readonly roads: readonly EdgeId[];
  readonly ships: readonly EdgeId[];
  /** Nothing fits: the card ends with an empty placeFreeRoads ("done"). */
  readonly done: boolean;
  /** One free piece on each of `roads`, then `ships`, in that order. */
  readonly commands: readonly CommandOf<'placeFreeRoads'>[];
  /** The empty placeFreeRoads that ends the card, where `done`. */
  readonly doneCommand: CommandOf<'placeFreeRoads'> | null;
}

/** Intimate Settlers: a ship that may move now, and where to. */
export interface ShipMove {
  readonly from: EdgeId;
  readonly to: readonly EdgeId[];
  /** The move to each of `to`, in the same order. */
  readonly commands: readonly CommandOf<'moveShip'>[];
}

/**
 * One Starfarers item the seat may build now: a spaceport upgrades one of `colonies`; a
 * colony names its solar system when `system` (three players), never one of `fullSystems`;
 * a trade station joins one of `races` (each at its lowest free spot).
 */
export interface SfBuildAction {
  readonly item: SfItem;
  readonly colonies?: readonly number[];
  readonly system?: boolean;
  readonly fullSystems?: readonly number[];
  readonly races?: readonly { readonly race: SfRace; readonly spot: number }[];
  /** The build with nothing paid yet: the screen fills `pay` (and planets, colony, system, race). */
  readonly command: CommandOf<'sfBuild'>;
}

/** What is left in the discovery bag to be entered as drawn (each kind once, sorted). */
export interface BagDraw {
  /** Each kind left; `token`: land that produces, which takes a number token with it. */
  readonly hexes: readonly {
    readonly terrain: string;
    readonly harbor?: string;
    readonly token: boolean;
  }[];
  readonly tokens: readonly number[];
  /** The draw with nothing named yet: the screen fills terrain (harbor) and token from the above. */
  readonly command: CommandOf<'drawHex'>;
}

/** Starfarers: what the seat may build (paid as declared from its hand) and award now. */
export interface StarfarersActions {
  /** Items decide() takes now; a spaceport upgrades one of `colonies` (indices). */
  readonly builds: readonly SfBuildAction[];
  /** Awards with the changes that stay within their limits (the command, or null: not now). */
  readonly awards: readonly {
    readonly award: SfAward;
    readonly up: CommandOf<'sfAward'> | null;
    readonly down: CommandOf<'sfAward'> | null;
    /**
     * A pirate or an ice planet: the highest token number the mother ship can take now (the
     * screen fills `up`'s strength, 1 to this).
     */
    readonly strengthMax?: number;
  }[];
  /**
   * The mother ship may be shaken now (edition 2: once a turn, with a ship on the board): the
   * app's shake as is, or the screen fills `shake` and `bonus` from the table's own.
   */
  readonly fly: CommandOf<'sfFly'> | null;
}

/** What stands between a seat and an item of its build list now. */
export type BuildBlock =
  /** Not this seat's moment to build (another's turn, before the roll, a choice pending). */
  | 'notNow'
  /** The development deck is empty. */
  | 'deckEmpty'
  /** No piece of this kind is left. */
  | 'pieces'
  /** No intersection or path takes the piece now. */
  | 'spot'
  /** The hand lacks cards (see `missing`). */
  | 'cards';

/** One line of a seat's build list: every item the ruleset sells for cards, ready or not. */
export interface BuildListItem {
  readonly item: BuildItem;
  /** The cards short (`{}`: paid), at any moment; null where this view does not hold the hand. */
  readonly missing: Hand | null;
  /** Listed ready in `builds` (or `buyDev`): decide() takes it now. null: it depends on a hand this view lacks. */
  readonly ready: boolean | null;
  /** Why not, in this order ([] when ready, or when only the unknown hand stands between). */
  readonly blocked: readonly BuildBlock[];
}

/** Everything `seat` may do now. Plain data: no functions, drawn directly by a component. */
export interface LegalActions {
  readonly seat: Seat;
  /** The seat to act now (placing, choosing, special builder, active player); null before the order and after the end. */
  readonly actor: Seat | null;
  /** Whether this view holds the seat's hand and cards; where not, hand-bound answers are null. */
  readonly handKnown: boolean;
  /** Who starts may be decided: by the app's roll (`roll`) or by naming the first seat
   * (`first`, one per seat); null: not now. */
  readonly decideOrder: {
    readonly roll: CommandOf<'decideOrder'>;
    readonly first: readonly CommandOf<'decideOrder'>[];
    /** The table's own start rolls: the screen fills `rolls`, round by round, as dice are entered. */
    readonly rolls: CommandOf<'decideOrder'>;
  } | null;
  /** Set-up: where the next settlement, or the road or ship beside it, may go. */
  readonly setup: {
    readonly settlements: readonly VertexId[];
    readonly roads: readonly EdgeId[];
    readonly ships: readonly EdgeId[];
    /** The command for each spot: settlements, then roads, then ships, in their order. */
    readonly commands: readonly BuildCommand[];
  } | null;
  /** Starfarers' set-up: the command with no planets yet (the screen fills colonies and spaceport). */
  readonly sfStart: CommandOf<'sfStart'> | null;
  /** Cards this seat chooses at the start (Intimate Settlers), how many; the command with no
   * cards yet (the screen fills `cards`). */
  readonly chooseCards: {
    readonly count: number;
    readonly command: CommandOf<'chooseCards'>;
  } | null;
  /** The roll, the app rolling (the screen may add the dice or the sum rolled at the table). */
  readonly roll: CommandOf<'roll'> | null;
  /** Starfarers, when `roll`: the seats Earth sends a supply card with it (under 9 public VP);
   * a roll that names the cards drawn from the table's pile names one for each of these and
   * no other. null elsewhere. */
  readonly supplySeats: readonly Seat[] | null;
  /** After a 7: every seat that still owes a discard, and how many cards. */
  readonly discards: readonly {
    readonly seat: Seat;
    readonly count: number;
    /** The discard with no cards yet (the screen fills `cards`). */
    readonly command: CommandOf<'discard'>;
  }[];
  /** Barbarians won (cities and knights): each seat still to choose which of its cities is
   * pillaged, with a command per city (that seat's own choice). */
  readonly pillage: readonly {
    readonly seat: Seat;
    readonly cities: readonly VertexId[];
    readonly commands: readonly CommandOf<'pillageCity'>[];
  }[];
  /** Knights (cities and knights), own turn only: where a basic knight may be hired, which of
   * the seat's knights may be activated or promoted, and the commands; null when the seat may
   * not act now or its hand is not in this view. */
  readonly knights: {
    readonly hire: readonly VertexId[];
    readonly activate: readonly VertexId[];
    readonly promote: readonly VertexId[];
    /** Each knight that may act now: the free intersections it reaches along the roads, and
     * the weaker opponent knights it may displace. */
    readonly moves: readonly {
      readonly from: VertexId;
      readonly to: readonly VertexId[];
      readonly displace: readonly VertexId[];
    }[];
    /** A knight beside the (awake) robber: each hex it may chase it to, and whom it robs there. */
    readonly chases: readonly {
      readonly vertex: VertexId;
      readonly hex: HexKey;
      readonly victims: readonly Seat[];
    }[];
    readonly commands: readonly (
      | CommandOf<'hireKnight'>
      | CommandOf<'activateKnight'>
      | CommandOf<'promoteKnight'>
      | CommandOf<'moveKnight'>
      | CommandOf<'displaceKnight'>
      | CommandOf<'chaseRobber'>
    )[];
  } | null;
  /** A displaced knight waits for its owner (`seat`, any viewer may see who): the free
   * intersections joined to that seat's roads, each a command (vertex null: none, to supply). */
  readonly displaced: {
    readonly seat: Seat;
    readonly spots: readonly VertexId[];
    readonly commands: readonly CommandOf<'placeDisplaced'>[];
  } | null;
  /** City walls (cities and knights), own turn: the seat's cities that may take one now, and
   * the commands; null when the seat may not act or its hand is not in this view. */
  readonly walls: {
    readonly cities: readonly VertexId[];
    readonly commands: readonly CommandOf<'buildWall'>[];
  } | null;
  /** City improvements (cities and knights), own turn: per track the next level the seat may
   * buy now, with its commands (one per city that could carry the metropolis where the level
   * wins it); null when the seat may not act or its hand is not in this view. */
  readonly improvements:
    | readonly {
        readonly track: Track;
        readonly level: number;
        readonly commands: readonly CommandOf<'improveCity'>[];
      }[]
    | null;
  /** The aqueduct (cities and knights): each seat the roll paid nothing still to name a
   * resource (those the bank holds), with a command each (that seat's own choice). */
  readonly aqueduct: readonly {
    readonly seat: Seat;
    readonly resources: readonly string[];
    readonly commands: readonly CommandOf<'takeAqueduct'>[];
  }[];
  /** Progress cards (cities and knights): the seat's own cards playable now with their
   * commands, its discards over the limit, a tied defender's draw, the choice a card waits for
   * from this seat; null without progress cards. */
  readonly progress: ProgressActions | null;
  /** The robber must move now (after a 7), by this seat. */
  readonly robber: readonly RobberTarget[] | null;
  /** A card must be stolen now by this seat: from whom (victim null: declined, where
   * `declineSteal`), each with its command. */
  readonly steal:
    | readonly { readonly victim: Seat | null; readonly command: CommandOf<'steal'> }[]
    | null;
  /** The robber (or a knight, or a 7 in Starfarers) may leave everyone unrobbed: the steal is
   * optional in this ruleset (victim null), not only where nobody can be robbed. */
  readonly declineSteal: boolean;
  readonly builds: readonly BuildAction[];
  readonly buyDev: BuyDevAction | null;
  /** Every item bought with cards in this ruleset (devCard included) and why it cannot be had
   * now: what a phone lists as buildable ([]: the ruleset prices nothing, Starfarers). */
  readonly buildList: readonly BuildListItem[];
  /** Bank trades, one per resource given ([]: the bank is closed to this seat now). */
  readonly bankTrades: readonly BankTrade[];
  /** Trades with other players are open now, and with whom; null: closed. */
  readonly playerTrades: {
    readonly with: readonly Seat[];
    /** A trade with each of `with`, nothing given or asked yet (the screen fills give and get). */
    readonly commands: readonly CommandOf<'tradePlayer'>[];
  } | null;
  /** This seat (not the active player) may offer the active player `to` a trade now
   * (offerTrade; the screen fills give and get). */
  readonly tradeOffer: { readonly to: Seat; readonly command: CommandOf<'offerTrade'> } | null;
  /** Offers this seat, the active player, may accept or decline now (answerTrade). */
  readonly tradeAnswers: readonly (TradeOffer & {
    readonly accept: CommandOf<'answerTrade'>;
    readonly decline: CommandOf<'answerTrade'>;
  })[];
  readonly dev: DevActions;
  /** Road building played from a phone: this seat lays its free roads now, on the table. */
  readonly freeRoads: FreeRoads | null;
  /** Intimate Settlers: the harbor just discovered that this seat may turn. */
  readonly harborTurn:
    | (HarborTurnChoice & {
        /** The turn to each of `options`, in the same order. */
        readonly commands: readonly CommandOf<'turnHarbor'>[];
      })
    | null;
  /**
   * Intimate Settlers with a real bag: what the acting seat may enter as drawn now (drawHex),
   * the hexes by kind and the tokens left; null when no draw may be entered.
   */
  readonly bagDraw: BagDraw | null;
  readonly shipMoves: readonly ShipMove[];
  readonly starfarers: StarfarersActions | null;
  readonly endTurn: CommandOf<'endTurn'> | null;
  /** The special building phase: "nobody builds" ends it for every seat left (endTurn rest). */
  readonly nobodyBuilds: CommandOf<'endTurn'> | null;
  /**
   * The host's table: turn the game's Swedish nicknames the other way for every device
   * (setNicknames, GameOptions.nicknames); null on a seat's view.
   */
  readonly nicknames: CommandOf<'setNicknames'> | null;
  /** The host's table: what may be corrected now (null: not the host's view, or not now). */
  readonly correct: CorrectActions | null;
  /** A seat's own view: it may ask the host to correct its hand (the screen fills hand and reason). */
  readonly requestCorrection: CommandOf<'requestCorrection'> | null;
}

export type { CorrectActions } from './features/correct/legal';
// The public face of the features' helpers that screens use (screens import this module,
// never a feature's internals).
export { ROAD_BUILDING_ROADS, YEAR_OF_PLENTY_TAKE } from './features/dev/cards';
export { freeRoadSpots } from './features/dev/legal';
export type {
  ProgressActions,
  ProgressAnswerAction,
  ProgressPlay,
} from './features/progress/legal';
export { returnLimits } from './features/trade/legal';
export { actorOf, type HarborTurnChoice, harborTurns } from './spots';

/** A feature's legal actions: the fields of LegalActions it answers (lib/game/features/<feature>/legal.ts). */
export type LegalPart<K extends keyof LegalActions> = (
  view: GameView,
  ctx: GameContext,
  seat: Seat,
) => Pick<LegalActions, K>;

/**
 * Everything `seat` may do now, from what `view` shows (see LegalActions): each feature answers
 * its own fields (lib/game/features/<feature>/legal.ts), and tsc checks that none is missing.
 */
export function legalActions(view: GameView, seat: Seat): LegalActions {
  const ctx = contextOf(view.config);
  const parts = {
    seat,
    ...core(view, ctx, seat),
    ...robber(view, ctx, seat),
    ...dev(view, ctx, seat),
    ...trade(view, ctx, seat),
    ...discovery(view, ctx, seat),
    ...ships(view, ctx, seat),
    ...starfarers(view, ctx, seat),
    ...barbarians(view, ctx, seat),
    ...knights(view, ctx, seat),
    ...walls(view, ctx, seat),
    ...improvements(view, ctx, seat),
    ...progress(view, ctx, seat),
    ...correct(view, ctx, seat),
  };
  // The build list spans core's pieces and the development card: assembled from both parts.
  return { ...parts, buildList: buildList(view, ctx, seat, parts.builds, parts.buyDev) };
}

/** The spot a listed command stands on: its intersection, path, hex or harbor side. */
export function spotOf(c: Command): string | undefined {
  switch (c.type) {
    case 'buildSettlement':
    case 'buildCity':
      return c.vertex;
    case 'buildRoad':
    case 'buildShip':
      return c.edge;
    case 'moveShip':
      return c.to;
    case 'placeFreeRoads':
      return c.edges[0] ?? c.ships?.[0];
    case 'moveRobber':
    case 'playKnight':
      return c.hex;
    case 'turnHarbor':
      return c.faces;
    default:
      return undefined;
  }
}

/**
 * The listed command on spot `at` (a tap on the board), or undefined: not listed. Where two
 * stand on one path (a road or a ship), `prefer` names the type taken, else the first listed.
 */
export function commandAt<C extends Command>(
  commands: readonly C[],
  at: string,
  prefer?: C['type'],
): C | undefined {
  const here = commands.filter((c) => spotOf(c) === at);
  return here.find((c) => c.type === prefer) ?? here[0];
}
