import { describe, expect, it } from 'vitest';
import {
  PROGRESS_CARD_IDS,
  PROGRESS_CARDS,
  PROGRESS_DECKS,
  progressCardsOf,
} from '../../lib/rules/progress-cards';

// "54 cards in three decks of 18 (trade/yellow, politics/blue, science/green)"
describe('progress cards as the digest counts them', () => {
  it.each(PROGRESS_DECKS)('the %s deck holds 18 cards', (deck) => {
    const total = progressCardsOf(deck).reduce((n, id) => n + PROGRESS_CARDS[id].count, 0);
    expect(total).toBe(18);
  });

  it('the three decks hold 54 cards in all, 25 kinds', () => {
    expect(PROGRESS_CARD_IDS.reduce((n, id) => n + PROGRESS_CARDS[id].count, 0)).toBe(54);
    expect(PROGRESS_CARD_IDS).toHaveLength(25);
  });

  it.each([
    ['merchant', 'trade', 6],
    ['resourceMonopoly', 'trade', 4],
    ['spy', 'politics', 3],
    ['printer', 'science', 1],
    ['constitution', 'politics', 1],
    ['engineer', 'science', 1],
  ] as const)('%s: %s deck, %i in the box', (id, deck, count) => {
    expect(PROGRESS_CARDS[id]).toEqual({ deck, count });
  });
});
