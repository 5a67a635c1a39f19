/**
 * The cities-and-knights progress cards: three decks of 18, as the digest
 * (`../shared/rules-cities-knights.md`, "Progress cards") counts them.
 *
 * This is the one list of card ids. The engine's progress feature, the
 * words of every language and the print kit all key on these ids; a test
 * checks each deck sums to 18 and the whole to 54.
 */

export const PROGRESS_DECKS = ['science', 'trade', 'politics'] as const;
export type ProgressDeck = (typeof PROGRESS_DECKS)[number];

/** Each card id with its deck and how many the box holds. */
export const PROGRESS_CARDS = {
  // Science (green)
  alchemist: { deck: 'science', count: 2 },
  crane: { deck: 'science', count: 2 },
  engineer: { deck: 'science', count: 1 },
  inventor: { deck: 'science', count: 2 },
  irrigation: { deck: 'science', count: 2 },
  medicine: { deck: 'science', count: 2 },
  mining: { deck: 'science', count: 2 },
  printer: { deck: 'science', count: 1 },
  roadBuilding: { deck: 'science', count: 2 },
  smith: { deck: 'science', count: 2 },
  // Trade (yellow)
  commercialHarbor: { deck: 'trade', count: 2 },
  masterMerchant: { deck: 'trade', count: 2 },
  merchant: { deck: 'trade', count: 6 },
  merchantFleet: { deck: 'trade', count: 2 },
  resourceMonopoly: { deck: 'trade', count: 4 },
  tradeMonopoly: { deck: 'trade', count: 2 },
  // Politics (blue)
  bishop: { deck: 'politics', count: 2 },
  constitution: { deck: 'politics', count: 1 },
  deserter: { deck: 'politics', count: 2 },
  diplomat: { deck: 'politics', count: 2 },
  intrigue: { deck: 'politics', count: 2 },
  saboteur: { deck: 'politics', count: 2 },
  spy: { deck: 'politics', count: 3 },
  warlord: { deck: 'politics', count: 2 },
  wedding: { deck: 'politics', count: 2 },
} as const satisfies Record<string, { deck: ProgressDeck; count: number }>;

export type ProgressCardId = keyof typeof PROGRESS_CARDS;
export const PROGRESS_CARD_IDS = Object.keys(PROGRESS_CARDS) as ProgressCardId[];

/** The two cards shown at once for 1 VP; they never count toward the hand limit. */
export const PROGRESS_VP_CARDS: readonly ProgressCardId[] = ['printer', 'constitution'];

/** The one card played before the roll rather than after it. */
export const PROGRESS_BEFORE_ROLL: readonly ProgressCardId[] = ['alchemist'];

/** The card ids of one deck, in the order above. */
export function progressCardsOf(deck: ProgressDeck): ProgressCardId[] {
  return PROGRESS_CARD_IDS.filter((id) => PROGRESS_CARDS[id].deck === deck);
}
