// Real cards (options.devDeck 'table'): a card drawn from the box stays unknown to the app
// until its buyer declares it on their phone or plays it. Facts from ../shared/rules.md
// (not in the turn bought, one per turn in the base game, a VP card may be revealed to win).
import { describe, expect, it } from 'vitest';
import {
  type Command,
  type GameState,
  legalActions,
  scoreOf,
  viewEvent,
  viewFor,
} from '@/lib/game';
import { act, config, hand, only, playState, refused } from './game-helpers';

const real = config('base', 4, { devDeck: 'table' });
const money = hand({ ore: 3, wool: 3, grain: 3 });
const unknown = (turn: number) => ({ card: 'unknown' as const, turn });
const count = (s: GameState, card: string) => s.devDeck.filter((c) => c === card).length;
const play: Record<string, Command> = {
  knight: { type: 'playKnight', seat: 0, hex: '1,0', victim: null },
  yearOfPlenty: { type: 'playYearOfPlenty', seat: 0, resources: ['ore', 'ore'] },
  monopoly: { type: 'playMonopoly', seat: 0, resource: 'ore' },
  roadBuilding: { type: 'playRoadBuilding', seat: 0, edges: [] },
};

describe('real cards: buying without naming the card', () => {
  it('the buyer holds an unknown card; the box keeps its kind until it is named', () => {
    const s0 = playState(real, { hands: { 0: money } });
    const s = act(s0, { type: 'buyDev', seat: 0 });
    expect(s.players[0]?.dev).toEqual([unknown(5)]);
    expect(s.devDeck).toEqual(s0.devDeck);
    expect(viewFor(s, 'table').devDeckCount).toBe(s0.devDeck.length - 1);
    expect(viewFor(s, 'table').players[0]?.devCount).toBe(1);
    expect(viewFor(s, 1).players[0]?.devCount).toBe(1);
  });

  it('the last card in the box can be bought once, then the deck is empty', () => {
    const s0 = playState(real, { hands: { 0: money } });
    const s1 = { ...s0, devDeck: ['knight' as const] };
    const s = act(s1, { type: 'buyDev', seat: 0 });
    expect(refused(s, { type: 'buyDev', seat: 0 })).toBe('ERR_DECK_EMPTY');
    expect(viewFor(s, 'table').devDeckCount).toBe(0);
  });
});

describe('real cards: declaring on the phone', () => {
  const bought = act(playState(real, { hands: { 0: money } }), { type: 'buyDev', seat: 0 });

  it('names the newest unknown card and takes that kind out of the box', () => {
    const s = act(bought, { type: 'declareDev', seat: 0, card: 'monopoly' });
    expect(s.players[0]?.dev).toEqual([{ card: 'monopoly', turn: 5 }]);
    expect(count(s, 'monopoly')).toBe(count(bought, 'monopoly') - 1);
  });

  it.each([
    [
      'a seat with no unknown card',
      { type: 'declareDev', seat: 1, card: 'knight' },
      'ERR_NO_SUCH_CARD',
    ],
    [
      'a kind no longer in the box',
      { type: 'declareDev', seat: 0, card: 'knight' },
      'ERR_NO_SUCH_CARD',
    ],
  ] as const)('is refused for %s', (_, c, code) => {
    const noKnights = { ...bought, devDeck: bought.devDeck.filter((x) => x !== 'knight') };
    expect(refused(noKnights, c)).toBe(code);
  });

  // Issue 27, finding 6: "no monopoly card left in the box" told a seat that others had
  // secretly declared every monopoly.
  it("a refusal says nothing of other seats' declarations: their declared cards count as in the box", () => {
    const monopolies = bought.devDeck.filter((x) => x === 'monopoly').length;
    const rest = bought.devDeck.filter((x) => x !== 'monopoly');
    // Seat 1 has declared (in secret) every monopoly the box held.
    const declared = Array.from({ length: monopolies }, () => ({
      card: 'monopoly' as const,
      turn: 3,
    }));
    const s: GameState = {
      ...bought,
      devDeck: rest,
      players: bought.players.map((p, i) => (i === 1 ? { ...p, dev: declared } : p)),
    };
    const after = act(s, { type: 'declareDev', seat: 0, card: 'monopoly' });
    // Accepted as if the box still held one; the box loses a card all the same.
    expect(after.players[0]?.dev).toEqual([{ card: 'monopoly', turn: 5 }]);
    expect(after.devDeck).toHaveLength(rest.length - 1);
    // Its own declarations count: a seat that declared them all itself is told there are none.
    const own: GameState = {
      ...s,
      players: s.players.map((p, i) =>
        i === 0 ? { ...p, dev: [...declared, unknown(5)] } : i === 1 ? { ...p, dev: [] } : p,
      ),
    };
    expect(refused(own, { type: 'declareDev', seat: 0, card: 'monopoly' })).toBe(
      'ERR_NO_SUCH_CARD',
    );
  });

  it('is refused with the app deck (its cards are never unknown)', () => {
    const s = playState(config('base'), { dev: { 0: [{ card: 'knight', turn: 1 }] } });
    expect(refused(s, { type: 'declareDev', seat: 0, card: 'knight' })).toBe('ERR_NO_SUCH_CARD');
  });

  it('the kind is the seat\'s secret: the table and other seats see "a card"', () => {
    const ev = only(bought, { type: 'declareDev', seat: 0, card: 'monopoly' });
    expect(viewEvent(ev, 0)).toMatchObject({ type: 'devDeclared', card: 'monopoly' });
    expect(viewEvent(ev, 'table')).toMatchObject({ type: 'devDeclared', card: null });
    expect(viewEvent(ev, 1)).toMatchObject({ type: 'devDeclared', card: null });
    const s = act(bought, { type: 'declareDev', seat: 0, card: 'monopoly' });
    expect(viewFor(s, 'table').players[0]?.dev).toBeNull();
    expect(JSON.stringify(viewFor(s, 'table'))).not.toContain('monopoly');
  });
});

describe('real cards: playing names the kind from the unknown cards', () => {
  const at = (dev: readonly { card: 'unknown' | 'knight'; turn: number }[], devPlayed = 0) => {
    const s = playState(real, { dev: { 0: dev }, hands: { 1: hand({ ore: 2 }) } });
    return { ...s, turn: { ...s.turn, devPlayed } };
  };

  it.each([
    ['an unknown card bought before this turn', 'knight', 'accepted', [unknown(4)]],
    ['an unknown card bought before, as year of plenty', 'yearOfPlenty', 'accepted', [unknown(4)]],
    ['an unknown card bought before, as monopoly', 'monopoly', 'accepted', [unknown(4)]],
    ['only an unknown card bought this turn', 'knight', 'ERR_CARD_TOO_NEW', [unknown(5)]],
    ['no card at all', 'knight', 'ERR_NO_SUCH_CARD', []],
  ] as const)('%s, played as %s: %s', (_, card, code, dev) => {
    expect(refused(at(dev), play[card] as Command)).toBe(code);
  });

  it('the once-per-turn rule still holds', () => {
    expect(refused(at([unknown(3), unknown(4)], 1), play.knight as Command)).toBe('ERR_DEV_LIMIT');
  });

  it('you cannot play more cards than you hold: two unknown cards, two turns, then none', () => {
    let s = at([unknown(3), unknown(4)]);
    s = act(s, play.monopoly as Command);
    expect(s.players[0]?.dev).toEqual([unknown(4)]);
    s = { ...s, turn: { ...s.turn, devPlayed: 0, number: 6 } };
    s = act(s, play.yearOfPlenty as Command);
    expect(s.players[0]?.dev).toEqual([]);
    s = { ...s, turn: { ...s.turn, devPlayed: 0, number: 7 } };
    expect(refused(s, play.monopoly as Command)).toBe('ERR_NO_SUCH_CARD');
  });

  it('a declared card of the kind is used before an unknown one; the box loses the kind once', () => {
    const s0 = at([unknown(3), { card: 'knight', turn: 3 }]);
    const s = act(s0, play.knight as Command);
    expect(s.players[0]?.dev).toEqual([unknown(3)]);
    expect(count(s, 'knight')).toBe(count(s0, 'knight'));
    const t = act(at([unknown(3)]), play.knight as Command);
    expect(count(t, 'knight')).toBe(count(s0, 'knight') - 1);
    expect(t.players[0]?.knights).toBe(1);
  });

  // Regression (legalActions listed a play that decide refused): which kinds the box still
  // holds depends on other seats' private declarations, which a seat cannot see. The card in
  // the player's hand is the truth: it may be named, and the box still loses one card.
  it('a kind the app counts as gone may still be named; the cards left drop by one', () => {
    const s0 = at([unknown(3)]);
    const s = { ...s0, devDeck: s0.devDeck.filter((c) => c !== 'monopoly') };
    const t = act(s, play.monopoly as Command);
    expect(t.players[0]?.dev).toEqual([]);
    expect(t.devDeck.length).toBe(s.devDeck.length - 1);
    expect(legalActions(viewFor(s, 0), 0).dev.cards?.map((c) => c.card)).toContain('monopoly');
  });
});

describe('real cards: victory points', () => {
  const nine = {
    cities: { '0,-2,N': 0, '2,-2,N': 0, '-1,0,N': 0, '1,1,S': 0 },
    settlements: { '-2,2,S': 0 },
  } as const;

  it('an unknown card counts nothing until it is declared a VP; declared on the turn, it wins', () => {
    let s = playState(real, { ...nine, hands: { 0: money } });
    s = act(s, { type: 'buyDev', seat: 0 });
    expect([scoreOf(s, 0).true, s.winner]).toEqual([9, null]);
    s = act(s, { type: 'declareDev', seat: 0, card: 'victoryPoint' });
    expect([scoreOf(s, 0).true, s.winner, s.phase]).toEqual([10, 0, 'over']);
  });

  it('the table can declare victory points from an unknown card, even one bought this turn', () => {
    let s = playState(real, { ...nine, hands: { 0: money } });
    s = act(s, { type: 'buyDev', seat: 0 });
    s = act(s, { type: 'playVictoryPoint', seat: 0 });
    expect([s.players[0]?.vpPlayed, s.players[0]?.dev, s.winner]).toEqual([1, [], 0]);
  });

  it('the phone is offered to declare and to reveal; the tablet never sees which card', () => {
    const s = act(playState(real, { hands: { 0: money } }), { type: 'buyDev', seat: 0 });
    const own = legalActions(viewFor(s, 0), 0).dev;
    expect([own.unknown, own.declare, own.reveal, own.held]).toEqual([1, true, true, 1]);
    const table = legalActions(viewFor(s, 'table'), 0).dev;
    expect([table.unknown, table.declare, table.reveal, table.held]).toEqual([
      null,
      false,
      null,
      1,
    ]);
  });

  it('with unknown cards bought before this turn the phone is offered every kind the turn allows', () => {
    const s = playState(real, { dev: { 0: [unknown(4)] } });
    const cards = legalActions(viewFor(s, 0), 0).dev.cards?.map((c) => c.card);
    expect(cards).toEqual(['knight', 'roadBuilding', 'yearOfPlenty', 'monopoly']);
  });
});

describe('real cards: victory points declared at the end', () => {
  const nine = {
    cities: { '0,-2,N': 0, '2,-2,N': 0, '-1,0,N': 0, '1,1,S': 0 },
    settlements: { '-2,2,S': 0 },
  } as const;
  /** Seat 0 has just won with 10; seat 1 holds two cards never declared, seat 2 none. */
  const over = () => {
    const s = playState(real, {
      ...nine,
      settlements: { ...nine.settlements, '0,2,S': 1 },
      dev: { 0: [{ card: 'victoryPoint', turn: 1 }], 1: [unknown(3), unknown(4)] },
    });
    const won = act(s, { type: 'playVictoryPoint', seat: 0 });
    expect([won.phase, won.winner]).toEqual(['over', 0]);
    return won;
  };

  it('each undeclared card revealed as a VP counts in the final standings; the winner stays', () => {
    let s = over();
    expect(scoreOf(s, 1).true).toBe(1);
    s = act(s, { type: 'playVictoryPoint', seat: 1 });
    s = act(s, { type: 'playVictoryPoint', seat: 1 });
    expect([scoreOf(s, 1).true, s.players[1]?.dev, s.winner, s.phase]).toEqual([3, [], 0, 'over']);
  });

  it('the box loses the kind named, as when played', () => {
    const s = over();
    expect(count(act(s, { type: 'playVictoryPoint', seat: 1 }), 'victoryPoint')).toBe(
      count(s, 'victoryPoint') - 1,
    );
  });

  it('legal actions offer it to the seat and to the table (cards are face up once over)', () => {
    const s = over();
    const reveal = (seat: number) => [
      legalActions(viewFor(s, seat), seat).dev.reveal,
      legalActions(viewFor(s, 'table'), seat).dev.reveal,
    ];
    expect([reveal(0), reveal(1), reveal(2)]).toEqual([
      [false, false],
      [true, true],
      [false, false],
    ]);
  });

  it.each([
    ['a seat with no undeclared card', over, 2, 'ERR_NO_SUCH_CARD'],
    [
      'the app deck (no card is unknown)',
      () => ({ ...over(), config: config('base', 4) }),
      1,
      'ERR_GAME_OVER',
    ],
  ] as const)('is refused for %s', (_, s, seat, code) => {
    expect(refused(s(), { type: 'playVictoryPoint', seat })).toBe(code);
  });

  it('nothing else is taken once the game is over', () => {
    expect(refused(over(), { type: 'declareDev', seat: 1, card: 'knight' })).toBe('ERR_GAME_OVER');
    expect(refused(over(), { type: 'endTurn', seat: 0 })).toBe('ERR_GAME_OVER');
  });
});
