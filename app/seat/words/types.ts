// The shape of i18n.ts's words, apart from the loader so that each language's file
// (./<lang>.ts) imports only this, and the loader (i18n.ts) only imports them lazily.

import type { BuildItem, DevCard } from '@/lib/game';
import type { ChangeReason, DevState } from '../model';

export interface SeatStrings {
  readonly title: string;
  readonly connecting: string;
  readonly reconnecting: string;
  readonly stale: string;
  readonly noSeatTitle: string;
  readonly noSeatText: string;
  readonly noGameTitle: string;
  readonly noGameText: string;
  readonly language: string;
  readonly nicknames: string;
  readonly seatLabel: (n: number) => string;
  readonly yourTurn: string;
  readonly turnOf: (name: string) => string;
  /** Between turns (5–6 players): this phone's player may build now. */
  readonly youMayBuild: string;
  /** Between turns: another player may build. */
  readonly mayBuild: (name: string) => string;
  readonly setupPhase: string;
  readonly dice: (sum: number) => string;
  readonly gameOver: (winner: string) => string;
  readonly youWon: string;
  readonly hand: string;
  readonly cards: (n: number) => string;
  readonly dev: string;
  readonly noDev: string;
  readonly devNames: Readonly<Record<DevCard, string>>;
  readonly devStates: Readonly<Record<DevState, string>>;
  readonly onTablet: string;
  readonly play: string;
  readonly score: string;
  readonly vpOf: (vp: number, target: number) => string;
  readonly othersSee: (n: number) => string;
  readonly parts: Readonly<Record<string, string>>;
  readonly income: string;
  readonly incomeTotal: (x: string) => string;
  /** Starfarers: the part of the total that is Earth's supply. */
  readonly incomeSupply: (x: string) => string;
  readonly incomeNone: string;
  readonly perRoll: string;
  readonly lastChange: string;
  readonly nothingYet: string;
  readonly nothingForYou: string;
  readonly reason: (r: ChangeReason, name: (seat: number) => string) => string;
  readonly built: Readonly<Record<string, string>>;
  readonly canBuild: string;
  readonly buildItems: Readonly<Record<BuildItem, string>>;
  readonly buildNeeds: (cards: string) => string;
  readonly deckEmpty: string;
  /** Why an item of the build list cannot be had now (the cards are said by buildNeeds). */
  readonly buildBlocked: Readonly<Record<'notNow' | 'deckEmpty' | 'pieces' | 'spot', string>>;
  readonly discardTitle: (n: number) => string;
  readonly chooseTitle: (n: number) => string;
  readonly yopTitle: string;
  readonly monopolyTitle: string;
  readonly picked: (n: number, of: number) => string;
  readonly submitDiscard: string;
  readonly submitTake: string;
  readonly cancel: string;
  readonly add: (resource: string) => string;
  readonly remove: (resource: string) => string;
  readonly sending: string;
  readonly phoneInputOff: string;
  readonly table: string;
  readonly vp: (n: number) => string;
  readonly devCount: (n: number) => string;
  /** The offer of this seat's own seat in the table's rematch (one tap). */
  readonly rematchTitle: string;
  readonly rematchText: string;
  readonly rematchJoin: string;
}
