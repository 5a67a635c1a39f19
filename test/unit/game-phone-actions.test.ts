// What a phone may do for its own seat beyond discards and picks: offer the active player a
// trade (answered by the active player), and play a knight whose robber hex the table taps.
import { describe, expect, it } from 'vitest';
import { type Command, type GameState, legalActions, viewFor } from '@/lib/game';
import { act, config, hand, playState, refused } from './game-helpers';

const base = config('base');
/** Seat 0 is active and has rolled; seat 1 holds two ore, seat 0 one wool. */
const table = (): GameState =>
  playState(base, { hands: { 0: hand({ wool: 1 }), 1: hand({ ore: 2 }), 2: hand({ brick: 1 }) } });
const offer: Command = { type: 'offerTrade', seat: 1, give: { ore: 2 }, get: { wool: 1 } };

describe('a phone offers the active player a trade', () => {
  it('the offer waits on the turn; accepting swaps the cards and closes it', () => {
    let s = act(table(), offer);
    expect(s.turn.offers).toEqual([{ from: 1, give: hand({ ore: 2 }), get: hand({ wool: 1 }) }]);
    s = act(s, { type: 'answerTrade', seat: 0, from: 1, accept: true });
    expect([s.players[0]?.hand, s.players[1]?.hand]).toEqual([hand({ ore: 2 }), hand({ wool: 1 })]);
    expect(s.turn.offers).toBeUndefined();
  });

  it('declining closes it and moves no card; a new offer from the same seat replaces the old', () => {
    let s = act(table(), offer);
    s = act(s, { ...offer, give: { ore: 1 } } as Command);
    expect(s.turn.offers?.map((o) => o.give)).toEqual([hand({ ore: 1 })]);
    s = act(s, { type: 'answerTrade', seat: 0, from: 1, accept: false });
    expect([s.turn.offers, s.players[1]?.hand]).toEqual([undefined, hand({ ore: 2 })]);
  });

  it('the turn ending drops open offers', () => {
    const s = act(act(table(), offer), { type: 'endTurn', seat: 0 });
    expect(s.turn.offers).toBeUndefined();
  });

  it.each([
    [
      'the active player itself',
      { ...offer, seat: 0, give: { wool: 1 }, get: { ore: 1 } },
      'ERR_BAD_SEAT',
    ],
    ['cards the offering seat does not hold', { ...offer, give: { ore: 3 } }, 'ERR_CANNOT_AFFORD'],
    ['nothing asked in return', { ...offer, get: {} }, 'ERR_BAD_TRADE'],
    ['the same resource both ways', { ...offer, get: { ore: 1 } }, 'ERR_BAD_TRADE'],
  ] as const)('an offer from %s is refused', (_, c, code) => {
    expect(refused(table(), c as Command)).toBe(code);
  });

  it.each([['before the active player rolled', { rolled: false }, 'ERR_NOT_ROLLED']] as const)(
    'an offer %s is refused',
    (_, turn, code) => {
      const s = table();
      expect(refused({ ...s, turn: { ...s.turn, ...turn } }, offer)).toBe(code);
    },
  );

  it('Intimate Settlers has no trades between players', () => {
    const s = playState(config('intimate'), { hands: { 1: hand({ ore: 1 }) } });
    const c: Command = { type: 'offerTrade', seat: 1, give: { ore: 1 }, get: { wool: 1 } };
    expect(refused(s, c)).toBe('ERR_PLAYER_TRADE_FORBIDDEN');
  });

  it.each([
    ['another seat than the active player', 2, 1, 'ERR_NOT_YOUR_TURN'],
    ['an offer nobody made', 0, 2, 'ERR_BAD_TRADE'],
  ] as const)('an answer from %s is refused', (_, seat, from, code) => {
    const s = act(table(), offer);
    expect(refused(s, { type: 'answerTrade', seat, from, accept: true })).toBe(code);
  });

  it('accepting checks the active hand: an offer it cannot pay is refused, and stays open', () => {
    const s = act(table(), { ...offer, get: { wool: 2 } } as Command);
    expect(refused(s, { type: 'answerTrade', seat: 0, from: 1, accept: true })).toBe(
      'ERR_CANNOT_AFFORD',
    );
  });

  it('legal actions: the other seats may offer, the active seat answers what is open', () => {
    const s = act(table(), offer);
    const at = (seat: number) => legalActions(viewFor(s, seat), seat);
    expect([at(0).tradeOffer, at(1).tradeOffer, at(2).tradeOffer]).toMatchObject([
      null,
      { to: 0, command: { type: 'offerTrade', seat: 1 } },
      { to: 0, command: { type: 'offerTrade', seat: 2 } },
    ]);
    expect(at(0).tradeAnswers.map((o) => o.from)).toEqual([1]);
    expect(legalActions(viewFor(s, 'table'), 0).tradeAnswers.map((o) => o.from)).toEqual([1]);
    expect(at(1).tradeAnswers).toEqual([]);
  });
});

describe('a phone plays a knight; the table taps the robber hex', () => {
  const knightReady = () =>
    playState(base, { dev: { 0: [{ card: 'knight', turn: 1 }] }, rolled: false });

  it('the knight counts at once and the robber move is pending, before the roll too', () => {
    let s = act(knightReady(), { type: 'playKnight', seat: 0 });
    expect([s.players[0]?.knights, s.players[0]?.dev, s.turn.devPlayed]).toEqual([1, [], 1]);
    expect(s.turn.pending).toEqual({ kind: 'robber' });
    const a = legalActions(viewFor(s, 'table'), 0);
    expect(a.robber?.length).toBeGreaterThan(0);
    expect([a.roll, a.endTurn]).toEqual([null, null]);
    s = act(s, { type: 'moveRobber', seat: 0, hex: '1,0', victim: null });
    expect([s.turn.pending, s.turn.rolled]).toEqual([null, false]);
    expect(legalActions(viewFor(s, 'table'), 0).roll).toEqual({ type: 'roll', seat: 0 });
  });

  it('the same rules as a knight played on the tablet: not a card bought this turn', () => {
    const s = playState(base, { dev: { 0: [{ card: 'knight', turn: 5 }] } });
    expect(refused(s, { type: 'playKnight', seat: 0 })).toBe('ERR_CARD_TOO_NEW');
  });
});
