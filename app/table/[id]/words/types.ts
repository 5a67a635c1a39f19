// The shape of i18n.ts's words, apart from the loader so that each language's file
// (./<lang>.ts) imports only this, and the loader (i18n.ts) only imports them lazily.

import type { DevCard } from '@/lib/game';
import type { Direction } from '@/lib/hex';

export type Piece = 'road' | 'settlement' | 'city' | 'ship';

export interface TableStrings {
  readonly notHostTitle: string;
  readonly notHostBody: string;
  readonly loading: string;
  readonly reconnecting: string;
  readonly offlineCopy: string;
  readonly gone: string;
  readonly backToTables: string;
  readonly turnOf: (name: string) => string;
  /** 5–6 players, special building phase: who builds now, after whose turn (it is not theirs). */
  readonly sbpOf: (builder: string, holder: string) => string;
  /** 5–6 players, paired players: the paired player acts during the holder's turn. */
  readonly pairedOf: (builder: string, holder: string) => string;
  readonly turnNumber: (n: number) => string;
  readonly builderOf: (name: string) => string;
  readonly pieces: Readonly<Record<Piece, string>>;
  readonly placeSetup: (name: string, piece: string) => string;
  readonly tapSpot: string;
  readonly noSpot: string;
  readonly whoStarts: string;
  readonly rollForStart: string;
  readonly orPickFirst: string;
  /** Real dice: who starts is rolled at the table, then tapped. */
  readonly realDiceFirst: string;
  readonly startRolls: (name: string, rolls: string) => string;
  readonly chooseCards: (name: string, n: number) => string;
  readonly rollPrompt: (name: string) => string;
  readonly enterDice: string;
  readonly bySum: string;
  readonly byDice: string;
  readonly die: (n: number) => string;
  readonly sum: string;
  readonly ok: string;
  readonly rollApp: string;
  readonly drawDice: (left: number) => string;
  readonly payoutTitle: (sum: number) => string;
  readonly nobodyGot: string;
  /** The robber's line: the names of those who get nothing there, each language joins them. */
  readonly blocked: (terrain: string, token: string, names: readonly string[]) => string;
  readonly shortNone: (resource: string) => string;
  readonly shortRest: (name: string, resource: string) => string;
  readonly seven: string;
  readonly owes: (name: string, n: number) => string;
  /** On the roll banner: this seat has discarded what it owed. */
  readonly owesDone: (name: string) => string;
  readonly discardsTitle: string;
  readonly discardFor: (name: string, n: number) => string;
  readonly onPhone: string;
  readonly waitingFor: string;
  readonly pickCards: (n: number) => string;
  readonly moveRobber: (name: string) => string;
  readonly chooseVictim: string;
  readonly robNobody: string;
  readonly stealFrom: (name: string) => string;
  /** Declines an optional steal (house variant, Starfarers). */
  readonly noSteal: string;
  readonly build: string;
  readonly buy: string;
  readonly devCard: string;
  readonly cancel: string;
  readonly confirm: string;
  readonly missing: (what: string) => string;
  readonly lots: string;
  readonly bankOut: (what: string) => string;
  readonly needs: (what: string) => string;
  readonly ready: string;
  readonly deckEmpty: string;
  readonly trade: string;
  readonly bankTrade: string;
  readonly playerTrade: string;
  readonly give: string;
  readonly get: string;
  readonly rate: (n: number) => string;
  readonly tradeWith: string;
  readonly devCards: Readonly<Record<DevCard, string>>;
  readonly playCard: string;
  readonly declareCard: string;
  readonly roadBuildingPrompt: (left: number) => string;
  readonly pickTwo: string;
  readonly pickOne: string;
  readonly revealVp: string;
  readonly endTurn: string;
  readonly moveShip: string;
  readonly vp: string;
  readonly cards: (n: number) => string;
  readonly dev: string;
  readonly knights: (n: number) => string;
  readonly longestRoad: string;
  readonly largestArmy: string;
  readonly roadLength: (n: number) => string;
  readonly scoreboard: string;
  readonly undo: string;
  readonly undoWhat: (what: string) => string;
  readonly redo: string;
  readonly undone: (what: string) => string;
  readonly redone: string;
  readonly log: string;
  readonly seatsTab: string;
  readonly stats: string;
  readonly play: string;
  readonly phoneInput: string;
  readonly phoneInputHelp: string;
  readonly scanToJoin: (name: string) => string;
  readonly qrLoading: string;
  readonly gameOver: string;
  readonly wins: (name: string) => string;
  readonly finalScores: string;
  /** Closes the game-over card to look at the final board. */
  readonly seeBoard: string;
  readonly flip: string;
  readonly statsOnBoard: string;
  readonly statsLoading: string;
  readonly language: string;
  readonly bank: string;
  readonly devLeft: (n: number) => string;
  readonly refused: string;
  readonly secret: string;
  readonly done: string;
  readonly close: string;
  readonly harbor: HarborTurnWords;
  readonly ev: EventWords;
}

/** Intimate Settlers: turning a harbor just discovered (harbor-turn.tsx). */
export interface HarborTurnWords {
  readonly title: (harbor: string) => string;
  readonly help: (name: string) => string;
  readonly sides: string;
  readonly side: (direction: string, beyond: string) => string;
  readonly dirs: Readonly<Record<Direction, string>>;
  readonly unexplored: string;
  readonly keep: string;
  readonly turnTo: (side: string) => string;
}

/** Words for log lines; names and resource lists are filled in by describe.ts. */
export interface EventWords {
  readonly orderDecided: (name: string) => string;
  readonly settlementBuilt: (name: string) => string;
  readonly roadBuilt: (name: string) => string;
  readonly shipBuilt: (name: string) => string;
  readonly shipMoved: (name: string) => string;
  readonly cityBuilt: (name: string) => string;
  readonly cardsChosen: (name: string, cards: string) => string;
  readonly rolled: (name: string, a: number, b: number) => string;
  readonly discarded: (name: string, cards: string) => string;
  readonly robberMoved: (name: string, victim: string | null) => string;
  readonly stolen: (name: string, victim: string | null) => string;
  readonly bankTraded: (name: string, give: string, get: string) => string;
  readonly playerTraded: (name: string, other: string, give: string, get: string) => string;
  readonly devBought: (name: string) => string;
  readonly knightPlayed: (name: string, victim: string | null) => string;
  readonly roadBuildingPlayed: (name: string) => string;
  readonly yearOfPlentyPlayed: (name: string, cards: string) => string;
  readonly monopolyPlayed: (name: string, resource: string, n: number) => string;
  readonly victoryPointPlayed: (name: string) => string;
  readonly turnEnded: (name: string, next: string) => string;
  readonly harborTurned: (name: string) => string;
  readonly received: (name: string, cards: string) => string;
  readonly other: (name: string) => string;
}
