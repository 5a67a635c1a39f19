// A new game: empty hands, a full bank, the development deck shuffled from the game's seed,
// the robber on the desert, and the seats waiting to roll for who starts.

import { rngFromSeed, shuffled } from '../random/prng';
import {
  PROGRESS_CARDS,
  type ProgressCardId,
  type ProgressDeck,
  progressCardsOf,
} from '../rules/progress-cards';
import type { Ruleset } from '../rules/rulesets';
import { contextOf, hasIslands, hasShips } from './context';
import { fillHand } from './hand';
import type {
  DevCard,
  GameConfig,
  GameOptions,
  GameState,
  Hand,
  PlayerState,
  ProgressState,
  Seat,
} from './types';

/** The range a table may choose as its own victory target. */
export const VP_TARGET_MIN = 3;
export const VP_TARGET_MAX = 30;

/** The engine's rules edition for new games (GameOptions.edition; see types.ts). */
export const RULES_EDITION = 2;

export const DEFAULT_OPTIONS: GameOptions = {
  dice: 'app',
  devDeck: 'app',
  betweenTurns: 'none',
  diceDeckReshuffleAt: 5,
  edition: RULES_EDITION,
};

/** The box's development cards in a fixed order (the table deck is drawn from this). */
export function devBox(config: GameConfig): DevCard[] {
  const d = contextOf(config).ruleset.devDeck;
  if (!d) return [];
  const out: DevCard[] = [];
  const add = (card: DevCard, n: number) => {
    for (let i = 0; i < n; i++) out.push(card);
  };
  add('knight', d.knight);
  add('roadBuilding', d.roadBuilding);
  add('yearOfPlenty', d.yearOfPlenty);
  add('monopoly', d.monopoly);
  add('victoryPoint', d.victoryPoint);
  return out;
}

/** All 36 two-dice combinations, coded d1 * 6 + d2 - 7. */
export const FULL_DICE_DECK: readonly number[] = Array.from({ length: 36 }, (_, i) => i);

/** The state before the first event: nobody has rolled for the start yet. */
export function createGame(config: GameConfig): GameState {
  const ctx = contextOf(config);
  const r = ctx.ruleset;
  const n = config.players.length;
  const sf = r.features.starfarers;
  const player: PlayerState = {
    hand: fillHand(ctx.resources),
    dev: [],
    knights: 0,
    vpPlayed: 0,
    roads: 0,
    settlements: 0,
    cities: 0,
    sea: hasShips(ctx) ? { ships: 0 } : null,
    island: hasIslands(ctx) ? { islands: 0 } : null,
    sf: sf
      ? {
          colonies: [],
          // Seed 001: "Hver spiller anbringer desuden et koloniskib ved sin rumstation".
          colonyShips: (config.options.edition ?? RULES_EDITION) >= 2 ? 1 : 0,
          tradeShips: 0,
          stations: { greenFolk: [], scientists: [], merchants: [], diplomats: [] },
          flight: null,
          boosters: 0,
          cannons: 0,
          freightRings: 0,
          // Starfarers set-up (seed 001): everyone puts one fame ring on top of the mother
          // ship. Half a point: the 4 VP of two colonies and a spaceport stay 4.
          fameRings: 1,
          friendship: 0,
          pirates: 0,
          ice: 0,
        }
      : null,
  };
  const box = devBox(config);
  const devDeck =
    config.options.devDeck === 'app' ? shuffled(rngFromSeed(config.seed, 'dev'), box) : box;
  const robberKey = config.board?.robber;
  // Intimate Settlers' desert is still in the bag: the robber waits off the table.
  const robber =
    robberKey !== undefined && !r.features.discovery
      ? (ctx.topo.hexIndex.get(robberKey) ?? -1)
      : -1;
  const board = config.board;
  return {
    version: 0,
    config,
    rng: rngFromSeed(config.seed, 'game').state(),
    phase: 'order',
    order: [],
    setup: null,
    turn: {
      seat: 0,
      number: 0,
      rolled: false,
      dice: null,
      pending: null,
      devPlayed: 0,
      sbp: null,
    },
    players: Array.from({ length: n }, () => player),
    bank: openingBank(ctx.resources, r),
    devDeck,
    diceDeck: config.options.dice === 'deck' ? FULL_DICE_DECK : [],
    buildings: ctx.topo.vertices.map(() => null),
    roads: ctx.topo.edges.map(() => null),
    robber,
    sea: hasShips(ctx) ? { ships: ctx.topo.edges.map(() => null), moved: false, built: [] } : null,
    island: hasIslands(ctx)
      ? {
          tiles: ctx.initialTiles,
          // The board's bag order follows from its public share code; the game reshuffles both
          // bags from its own secret seed so nobody at the table can predict a discovery.
          bag: {
            hexes: shuffled(
              rngFromSeed(config.seed, 'discovery-hexes'),
              board?.discovery?.hexes.map((h) =>
                h.harbor ? { terrain: h.terrain, harbor: h.harbor } : { terrain: h.terrain },
              ) ?? [],
            ),
            tokens: shuffled(
              rngFromSeed(config.seed, 'discovery-tokens'),
              board?.discovery?.tokens ?? [],
            ),
          },
          settled: [],
          harborTurn: null,
          drawn: [],
        }
      : null,
    barbarians: r.features.barbarians
      ? { step: 0, attacks: 0, defenders: Array.from({ length: n }, () => 0) }
      : null,
    knightPieces: r.features.knights ? ctx.topo.vertices.map(() => null) : null,
    walls: r.features.walls ? ctx.topo.vertices.map(() => false) : null,
    improvements: r.features.improvements
      ? {
          levels: Array.from({ length: n }, () => ({ trade: 0, politics: 0, science: 0 })),
          metropolises: { trade: null, politics: null, science: null },
        }
      : null,
    progress: r.features.progress ? newProgress(config, n) : null,
    longestRoad: { holder: null, lengths: Array.from({ length: n }, () => 0) },
    largestArmy: { holder: null },
    winner: null,
    corrections: { rolls: [], requests: [], next: 0 },
  };
}

/** Progress cards at the start: each deck of the box shuffled from the game's seed, no hands. */
function newProgress(config: GameConfig, n: number): ProgressState {
  // Real cards: each deck is the box's remainder, in no order (nothing is drawn from it by name).
  const box = (d: ProgressDeck): ProgressCardId[] =>
    progressCardsOf(d).flatMap((id) => Array.from({ length: PROGRESS_CARDS[id].count }, () => id));
  const real = config.options.progressDeck === 'table';
  const deck = (d: ProgressDeck): ProgressCardId[] =>
    real ? box(d) : shuffled(rngFromSeed(config.seed, `progress-${d}`), box(d));
  return {
    decks: { science: deck('science'), trade: deck('trade'), politics: deck('politics') },
    hands: Array.from({ length: n }, () => []),
    shown: Array.from({ length: n }, () => []),
    merchant: null,
    fleet: null,
    alchemy: null,
    tokens: null,
    owedDraws: [],
  };
}

/** The bank at the start: the ruleset's count of each resource, and of each commodity. */
function openingBank(resources: readonly string[], r: Ruleset): Hand {
  const bank = { ...fillHand(resources, r.bankPerResource) };
  const c = r.features.commodities;
  if (c) for (const x of Object.values(c.of)) bank[x] = c.bank;
  return bank;
}

/** Placing order after the start is known: the ruleset's set-up order (snake, alternate or once). */
export function setupQueue(config: GameConfig, order: readonly Seat[]): Seat[] {
  const r = contextOf(config).ruleset;
  switch (r.features.setupOrder) {
    case 'once':
      return [...order];
    case 'alternate':
      return [...order, ...order];
    case 'snake':
      return [...order, ...[...order].reverse()];
  }
}

/** Seats clockwise from the first player. */
export function seatingFrom(n: number, first: Seat): Seat[] {
  return Array.from({ length: n }, (_, i) => (first + i) % n);
}
