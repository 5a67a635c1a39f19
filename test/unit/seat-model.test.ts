// The phone's pure model (app/seat/model.ts) as facts: the true score from a seat's view
// equals the engine's, development cards are playable exactly when the engine would accept
// them, the choice owed is found, and each update is read as signed card changes with reasons.

import { describe, expect, it } from 'vitest';
import { buildOptions, changesFor, devState, ownChoice, seatScore } from '@/app/seat/model';
import {
  type Command,
  createGame,
  type DevCard,
  decide,
  type Event,
  evolve,
  type GameState,
  randomGame,
  scoreOf,
  viewEvent,
  viewFor,
} from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { act, config, hand, playState } from './game-helpers';

const base = config('base', 4);

describe('true score from the view', () => {
  it.each([
    ['no cards', {}],
    ['a hidden victory point card', { dev: { 1: [{ card: 'victoryPoint' as const, turn: 1 }] } }],
    [
      'two hidden cards and a knight',
      {
        dev: {
          1: [
            { card: 'victoryPoint' as const, turn: 1 },
            { card: 'victoryPoint' as const, turn: 2 },
            { card: 'knight' as const, turn: 1 },
          ],
        },
      },
    ],
  ])('%s', (_n, dev) => {
    const s = playState(base, {
      settlements: { '0,-2,S': 1, '2,-2,S': 0 },
      cities: { '0,0,N': 1 },
      ...dev,
    });
    for (const seat of [0, 1]) {
      const v = viewFor(s, seat);
      expect(seatScore(v, seat)).toEqual(scoreOf(s, seat));
    }
    // Another seat's view of seat 1 shows only the public points.
    expect(seatScore(viewFor(s, 0), 1).true).toBe(scoreOf(s, 1).public);
  });
});

describe('development cards playable now, as the engine decides', () => {
  const cards: DevCard[] = ['knight', 'roadBuilding', 'yearOfPlenty', 'monopoly'];
  const cmd = (card: DevCard, seat: number): Command => {
    switch (card) {
      case 'knight':
        return { type: 'playKnight', seat, hex: '1,-1' };
      case 'roadBuilding':
        return { type: 'playRoadBuilding', seat, edges: [] };
      case 'yearOfPlenty':
        return { type: 'playYearOfPlenty', seat, resources: ['ore', 'grain'] };
      default:
        return { type: 'playMonopoly', seat, resource: 'ore' };
    }
  };
  it.each([
    ['own turn, rolled, old cards', { seat: 1, rolled: true }, 1],
    ['own turn, not rolled (knight only)', { seat: 1, rolled: false }, 1],
    ["another seat's turn", { seat: 0, rolled: true }, 1],
  ])('%s', (_n, turn, seat) => {
    const s = playState(base, {
      ...turn,
      turn: 5,
      settlements: { '0,-2,S': 0 },
      dev: { 1: cards.map((card) => ({ card, turn: 2 })) },
    });
    const v = viewFor(s, seat);
    for (const card of cards) {
      const r = decide(s, cmd(card, seat));
      // A refusal for the card's own arguments (no legal road spots) still means "playable".
      const engine =
        r.ok ||
        ![
          'ERR_NOT_YOUR_TURN',
          'ERR_NOT_ROLLED',
          'ERR_CARD_TOO_NEW',
          'ERR_DEV_LIMIT',
          'ERR_WRONG_PHASE',
          'ERR_PENDING',
        ].includes(r.error.code);
      expect([card, devState(v, seat, card) === 'playable']).toEqual([card, engine]);
    }
  });

  it('a card bought this turn is new; a hidden victory point counts without playing', () => {
    const s = playState(base, {
      seat: 1,
      turn: 5,
      dev: {
        1: [
          { card: 'monopoly', turn: 5 },
          { card: 'victoryPoint', turn: 5 },
        ],
      },
    });
    const v = viewFor(s, 1);
    expect(devState(v, 1, 'monopoly')).toBe('new');
    expect(devState(v, 1, 'victoryPoint')).toBe('counts');
    expect(decide(s, { type: 'playMonopoly', seat: 1, resource: 'ore' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_CARD_TOO_NEW' },
    });
  });

  it('after one card this turn, the next waits (base game: one per turn)', () => {
    let s = playState(base, {
      seat: 1,
      turn: 5,
      dev: {
        1: [
          { card: 'monopoly', turn: 2 },
          { card: 'yearOfPlenty', turn: 2 },
        ],
      },
    });
    s = act(s, { type: 'playMonopoly', seat: 1, resource: 'ore' });
    expect(devState(viewFor(s, 1), 1, 'yearOfPlenty')).toBe('later');
  });
});

describe('the choice this seat owes', () => {
  it('a discard on a 7, only to the seats that owe one', () => {
    const s = playState(base, {
      seat: 0,
      rolled: false,
      hands: { 1: hand({ ore: 5, grain: 4 }), 2: hand({ ore: 3 }) },
    });
    const after = act(s, { type: 'roll', seat: 0, dice: [3, 4] });
    expect(ownChoice(viewFor(after, 1), 1)).toEqual({
      kind: 'discard',
      count: 4,
      command: { type: 'discard', seat: 1, cards: {} },
    });
    expect(ownChoice(viewFor(after, 2), 2)).toBeNull();
    expect(ownChoice(viewFor(after, 0), 0)).toBeNull();
  });

  it("Intimate Settlers' start cards, to the seat whose pick it is", () => {
    const cfg = config('intimate');
    // A legal bot game's set-up, folded until the seats choose their three free cards.
    let s: GameState = createGame(cfg);
    for (const e of randomGame(cfg, 200).events) {
      if (s.phase === 'choose') break;
      s = evolve(s, e);
    }
    expect(s.phase).toBe('choose');
    const who = s.setup?.queue[s.setup.index] ?? -1;
    expect(ownChoice(viewFor(s, who), who)).toEqual({
      kind: 'chooseCards',
      count: 3,
      command: { type: 'chooseCards', seat: who, cards: {} },
    });
    expect(ownChoice(viewFor(s, 1 - who), 1 - who)).toBeNull();
  });
});

describe('what an update changed for this seat', () => {
  const s0 = playState(base, {
    seat: 0,
    rolled: false,
    settlements: { '0,-2,S': 1, '2,0,N': 2 },
    hands: { 0: hand({ wool: 2 }), 1: hand({ ore: 1 }), 2: hand({ brick: 2 }) },
  });
  const run = (s: GameState, c: Command): { state: GameState; events: Event[] } => {
    const r = decide(s, c);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    return { state: r.value.reduce(evolve, s), events: r.value };
  };
  const seen = (events: Event[], seat: number) => events.map((e) => viewEvent(e, seat));

  it('a roll pays: +1 ore on 10 for seat 1; seat 2 learns it got nothing', () => {
    const { state, events } = run(s0, { type: 'roll', seat: 0, dice: [4, 6] });
    const last = (seat: number) => ({ kind: 'events' as const, events: seen(events, seat) });
    expect(changesFor(viewFor(state, 1), 1, last(1), null)).toEqual([
      { reason: { kind: 'roll', sum: 10 }, delta: { ore: 1 } },
    ]);
    // 2,0,N touches brick 10 too: seat 2 gets a brick.
    expect(changesFor(viewFor(state, 2), 2, last(2), null)).toEqual([
      { reason: { kind: 'roll', sum: 10 }, delta: { brick: 1 } },
    ]);
    expect(changesFor(viewFor(state, 3), 3, last(3), null)).toEqual([
      { reason: { kind: 'roll', sum: 10 }, delta: {} },
    ]);
  });

  it('a steal names the card to thief and victim only', () => {
    const rolled = act(s0, { type: 'roll', seat: 0, dice: [3, 4] });
    const { state, events } = run(rolled, { type: 'moveRobber', seat: 0, hex: '2,-1', victim: 2 });
    const at = (seat: number) =>
      changesFor(viewFor(state, seat), seat, { kind: 'events', events: seen(events, seat) }, null);
    expect(at(0)).toEqual([{ reason: { kind: 'stoleFrom', from: 2 }, delta: { brick: 1 } }]);
    expect(at(2)).toEqual([{ reason: { kind: 'stolenBy', by: 0 }, delta: { brick: -1 } }]);
    expect(at(1)).toEqual([]);
  });

  it('a trade between players, seen from both sides', () => {
    const rolled = act(s0, { type: 'roll', seat: 0, dice: [1, 1] });
    const { state, events } = run(rolled, {
      type: 'tradePlayer',
      seat: 0,
      with: 1,
      give: { wool: 2 },
      get: { ore: 1 },
    });
    const at = (seat: number) =>
      changesFor(viewFor(state, seat), seat, { kind: 'events', events: seen(events, seat) }, null);
    expect(at(0)).toEqual([
      { reason: { kind: 'tradeWith', with: 1 }, delta: { wool: -2, ore: 1 } },
    ]);
    expect(at(1)).toEqual([
      { reason: { kind: 'tradeWith', with: 0 }, delta: { ore: -1, wool: 2 } },
    ]);
  });

  it('undo: the difference of the hand stands in for the events', () => {
    const v = viewFor(s0, 0);
    expect(
      changesFor(v, 0, { kind: 'undo', events: [], steps: 2 }, hand({ wool: 3, ore: 1 })),
    ).toEqual([{ reason: { kind: 'undo', steps: 2 }, delta: { wool: -1, ore: -1 } }]);
  });
});

describe('"You can build" from the legal actions, not from the hand alone', () => {
  const v0 = [...contextOf(base).topo.vertexIndex.keys()][0] ?? '';
  const cityCards = { ore: 3, grain: 2 };

  it('another seat’s turn: the city is paid for but not ready, and says why', () => {
    const s = playState(base, {
      seat: 0,
      rolled: true,
      settlements: { [v0]: 1 },
      hands: { 1: cityCards },
    });
    const city = buildOptions(viewFor(s, 1), 1)?.find((b) => b.item === 'city');
    expect(city).toEqual({ item: 'city', missing: {}, ready: false, blocked: ['notNow'] });
  });

  it('its own turn after the roll: the city on its settlement is ready; a road has no spot', () => {
    const s = playState(base, {
      seat: 1,
      rolled: true,
      settlements: { [v0]: 1 },
      hands: { 1: cityCards },
    });
    const got = buildOptions(viewFor(s, 1), 1) ?? [];
    expect(got.map((b) => [b.item, b.ready, b.blocked])).toEqual([
      ['road', false, []],
      ['settlement', false, ['spot']],
      ['city', true, []],
      ['devCard', false, []],
    ]);
    expect(got.find((b) => b.item === 'road')?.missing).toEqual({ brick: 1, lumber: 1 });
  });

  it('before the roll nothing is ready', () => {
    const s = playState(base, {
      seat: 1,
      rolled: false,
      settlements: { [v0]: 1 },
      hands: { 1: cityCards },
    });
    expect(
      buildOptions(viewFor(s, 1), 1)?.every((b) => !b.ready && b.blocked.includes('notNow')),
    ).toBe(true);
  });

  it('regression (issue 28): once the game is over, no "You can build" list', () => {
    const s = playState(base, {
      seat: 1,
      rolled: true,
      settlements: { [v0]: 1 },
      hands: { 1: cityCards },
    });
    expect(buildOptions(viewFor(s, 1), 1)).not.toBeNull();
    expect(buildOptions(viewFor({ ...s, phase: 'over', winner: 1 }, 1), 1)).toBeNull();
  });

  it('Starfarers prices nothing: no list', () => {
    const s = playState(config('starfarers', 4), { seat: 0, rolled: true });
    expect(buildOptions(viewFor(s, 0), 0)).toBeNull();
  });
});
