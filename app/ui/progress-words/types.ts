// The progress cards' screen words (phone, tablet panel, private moment), one language per
// file (./<lang>.ts), loaded with `useLazyWords(PROGRESS_UI)` (../i18n-progress.ts). The cards'
// own names and texts come with them (lib/i18n/progress-cards.ts, this language's only).

import type { ProgressWords } from '@/lib/i18n/progress-cards';
import type { ProgressCardId, ProgressDeck } from '@/lib/rules/progress-cards';

export interface ProgressUiWords {
  /** Each card's name and what it does, in this language. */
  readonly cards: Readonly<Record<ProgressCardId, ProgressWords>>;
  readonly decks: Readonly<Record<ProgressDeck, string>>;
  /** "Progress cards". */
  readonly title: string;
  /** "3/4". */
  readonly count: (n: number, limit: number) => string;
  /** The VP cards shown, apart from the hand. */
  readonly shown: string;
  readonly noCards: string;
  /** Real cards: a card the app knows only by its deck ("Science card, not named yet"). */
  readonly unknownCard: (deck: string) => string;
  /** Real cards: naming an undeclared card, and what naming it does. */
  readonly declareTitle: string;
  readonly declareHint: string;
  /** Real cards: the spy's target hands its phone to the spy's player, who picks here. */
  readonly spyHere: (who: string) => string;
  readonly play: string;
  /** A card with many choices: "Choose:". */
  readonly choose: string;
  readonly cancel: string;
  /** Over the limit: put one back. */
  readonly overLimit: (limit: number) => string;
  readonly putBack: (card: string) => string;
  /** A tied defender draws a card of the colour chosen. */
  readonly drawTitle: string;
  readonly drawFrom: (deck: string) => string;
  /** Answers: what the card played by `who` asks of this player. */
  readonly answerTitle: (card: string, who: string) => string;
  readonly give: (n: number) => string;
  readonly take: (n: number) => string;
  readonly discardHalf: (n: number) => string;
  readonly picked: (n: number, of: number) => string;
  readonly add: (r: string) => string;
  readonly remove: (r: string) => string;
  readonly send: string;
  readonly takeNone: string;
  readonly knightAt: (numbers: string) => string;
  readonly spotAt: (numbers: string) => string;
  readonly toSupply: string;
  /** The master merchant's look: the target's hand; the spy's: their cards. */
  readonly theirHand: (who: string) => string;
  /** Option labels. */
  readonly dice: (red: number, yellow: number) => string;
  readonly hexAt: (terrain: string, n: number | null) => string;
  readonly roadBy: (who: string, numbers: string) => string;
  readonly swap: (a: string, b: string) => string;
  readonly offerNothing: string;
  readonly offerEach: (r: string) => string;
  readonly freeLevel: (track: string) => string;
  readonly withMetropolis: (numbers: string) => string;
  /** The tablet panel. */
  readonly decksLeft: string;
  readonly holds: (who: string, n: number) => string;
  readonly waitFor: (who: string, card: string) => string;
  readonly onPhone: string;
  /** A phone-less player plays or answers in the private moment. */
  readonly openPrivate: (who: string) => string;
  /** In the private moment: the card's spot is chosen on the tablet's board instead of a list. */
  readonly onBoard: string;
  /** What a tap on the board does then: "Cy plays Merchant: tap its hex". */
  readonly tapFor: (who: string, card: string, hex: boolean) => string;
  /** A card a phone played, its spot tapped on the tablet: what the next tap names. */
  readonly tapBoard: (who: string, card: string, ask: BoardAsk) => string;
  /** The diplomat's own road: removed, and not laid again. */
  readonly keepOff: string;
  /** The taps so far forgotten (the inventor's first number, the diplomat's road). */
  readonly startAgain: string;
  /** The phone's Play for a card whose spot the tablet's board is tapped for. */
  readonly playOnBoard: string;
  /** The phone while the tablet's board is tapped for its card. */
  readonly boardWait: string;
  readonly lookAway: (who: string) => string;
  readonly showMine: string;
  readonly close: string;
  readonly merchantOn: (who: string, hex: string) => string;
  readonly tokensSwapped: string;
  readonly alchemistSet: (red: number, yellow: number) => string;
  readonly played: (who: string, card: string) => string;
  readonly drawOwed: (who: string) => string;
  /** A player answered the card `to` played (what they gave stays theirs to know). */
  readonly answered: (who: string, to: string) => string;
}

/** What the next tap on the board names for a card a phone played. */
export type BoardAsk = 'hex' | 'knight' | 'number' | 'secondNumber' | 'road' | 'roadAgain';
