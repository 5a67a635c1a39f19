// Statistics of a game, computed from its events alone: the dice against the expected
// distribution, where each player's cards came from and where they went, and the public
// score after every turn. Cards are booked from what the events record (payouts as paid,
// stolen cards as drawn), so for every seat: gained − lost − spent + corrected = the hand at
// the end. A corrected roll counts as the dice it was corrected to, and pays as corrected.

import { err, ok, type Result } from '../result';
import { PROGRESS_CARDS, PROGRESS_DECKS, type ProgressDeck } from '../rules/progress-cards';
import { contextOf } from './context';
import { evolve } from './evolve';
import { diceWays } from './income';
import { type LogError, parseGameLog } from './log';
import { rolledSum, rollValueSum } from './roll';
import { scoreOf } from './score';
import { createGame } from './setup';
import type { Event, GameConfig, GameState, Hand, Payout, Seat } from './types';

/** Where cards came from. */
export const GAIN_SOURCES = [
  'production',
  'setup',
  'supply',
  'discovery',
  'trade',
  'steal',
  'devCards',
] as const;
export type GainSource = (typeof GAIN_SOURCES)[number];

/** Where cards went other than into building: stolen, discarded on a 7, monopoly, traded away. */
export const LOSS_CAUSES = ['robber', 'seven', 'monopoly', 'trade'] as const;
export type LossCause = (typeof LOSS_CAUSES)[number];

export interface DiceCount {
  /** The sum, 2–12. */
  readonly sum: number;
  /** How often it was rolled. */
  readonly count: number;
  /** How often it should have come up in that many rolls (rolls × ways / 36). */
  readonly expected: number;
}

export interface PlayerStats {
  readonly gained: Readonly<Record<GainSource, number>>;
  /** Cards gained in all, by resource. */
  readonly gainedByResource: Hand;
  readonly lost: Readonly<Record<LossCause, number>>;
  /** Cards paid for roads, settlements, cities, ships, development cards (Starfarers: as declared). */
  readonly spent: number;
  /** Cards the host's corrections of this hand added (negative: took away). */
  readonly corrected: number;
  /**
   * Cities and knights (a ruleset with progress cards; else null): progress cards drawn (on a
   * gate face, or a tied defender's free draw) and played, per deck (the card's colour).
   */
  readonly progress: {
    readonly drawn: Readonly<Record<ProgressDeck, number>>;
    readonly played: Readonly<Record<ProgressDeck, number>>;
  } | null;
  /**
   * Cities and knights (a ruleset with commodities; else null): the commodities the dice paid
   * this seat, per commodity (a payout deferred by an attack counts when its city is chosen).
   */
  readonly commodities: Readonly<Record<string, number>> | null;
}

/** Cities and knights: the barbarian attacks, won by the defenders or by the barbarians. */
export interface BarbarianStats {
  readonly won: number;
  readonly lost: number;
}

export interface VpPoint {
  /** The turn just ended (0: set-up). */
  readonly turn: number;
  /** Public VP per seat at that moment. */
  readonly vp: readonly number[];
}

export interface GameStats {
  readonly rolls: number;
  /** One entry per sum 2–12, in order. */
  readonly dice: readonly DiceCount[];
  /** Per seat. */
  readonly players: readonly PlayerStats[];
  /**
   * Public VP per seat after set-up and after every turn, and at the last event when a turn
   * is still going (its `turn` is then the turn in progress).
   */
  readonly vp: readonly VpPoint[];
  /** Null where the ruleset has no barbarians. */
  readonly barbarians: BarbarianStats | null;
}

const zeros = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

const sumHand = (h: Readonly<Record<string, number>>): number => {
  let t = 0;
  for (const k in h) t += h[k] ?? 0;
  return t;
};

interface Tally {
  gained: Record<GainSource, number>;
  byResource: Record<string, number>;
  lost: Record<LossCause, number>;
  spent: number;
  corrected: number;
  drawn: Record<ProgressDeck, number>;
  played: Record<ProgressDeck, number>;
  commodities: Record<string, number>;
}

/** The statistics of a game: its configuration and its events, oldest first. */
export function gameStats(config: GameConfig, events: readonly Event[]): GameStats {
  const ctx = contextOf(config);
  const costs = ctx.ruleset.costs;
  const features = ctx.ruleset.features;
  // The commodities' names: the resources a city's hex pays besides its own (rulesets.ts).
  const commodityNames = [...new Set(Object.values(features.commodities?.of ?? {}))];
  const n = config.players.length;
  const t: Tally[] = Array.from({ length: n }, () => ({
    gained: zeros(GAIN_SOURCES),
    byResource: zeros(ctx.resources),
    lost: zeros(LOSS_CAUSES),
    spent: 0,
    corrected: 0,
    drawn: zeros(PROGRESS_DECKS),
    played: zeros(PROGRESS_DECKS),
    commodities: zeros(commodityNames),
  }));
  const barbarians = { won: 0, lost: 0 };
  const counts = Array.from({ length: 13 }, () => 0);
  let rolls = 0;

  const gain = (seat: Seat, source: GainSource, r: string, k = 1) => {
    const p = t[seat];
    if (!p || k <= 0) return;
    p.gained[source] += k;
    p.byResource[r] = (p.byResource[r] ?? 0) + k;
  };
  const gainHand = (seat: Seat, source: GainSource, h: Readonly<Record<string, number>>) => {
    for (const r in h) gain(seat, source, r, h[r] ?? 0);
  };
  const lose = (seat: Seat, cause: LossCause, k: number) => {
    const p = t[seat];
    if (p && k > 0) p.lost[cause] += k;
  };
  const spend = (seat: Seat, k: number) => {
    const p = t[seat];
    if (p) p.spent += k;
  };
  const cost = (item: 'road' | 'settlement' | 'city' | 'devCard' | 'ship'): number => {
    const c = costs?.[item];
    return c ? sumHand(c as Readonly<Record<string, number>>) : 0;
  };
  const produced = (payout: Payout | null | undefined) =>
    payout?.received.forEach((h, seat) => {
      gainHand(seat, 'production', h);
      const p = t[seat];
      if (p)
        for (const c of commodityNames) p.commodities[c] = (p.commodities[c] ?? 0) + (h[c] ?? 0);
    });
  const drew = (seat: Seat, deck: ProgressDeck) => {
    const p = t[seat];
    if (p) p.drawn[deck] += 1;
  };
  const steal = (thief: Seat, victim: Seat | null, card: string | null) => {
    // A null card: the victim's hand was empty (or the card is hidden from this log's reader).
    if (victim === null || !card || !ctx.resources.includes(card)) return;
    gain(thief, 'steal', card);
    lose(victim, 'robber', 1);
  };

  const vp: VpPoint[] = [];
  const publicVp = (s: GameState) => s.players.map((_, i) => scoreOf(s, i).public);
  let s = createGame(config);
  let setupDone = false;
  for (const e of events) {
    switch (e.type) {
      case 'settlementBuilt':
        if (e.initial)
          e.initial.received.forEach((h, seat) => {
            gainHand(seat, 'setup', h);
          });
        if (!e.free) spend(e.seat, cost('settlement'));
        break;
      case 'roadBuilt':
        if (!e.free) spend(e.seat, cost('road'));
        for (const d of e.discovered ?? []) if (d.paid) gain(e.seat, 'discovery', d.paid);
        break;
      case 'shipBuilt':
        if (!e.free) spend(e.seat, cost('ship'));
        for (const d of e.discovered ?? []) if (d.paid) gain(e.seat, 'discovery', d.paid);
        break;
      case 'shipMoved':
        for (const d of e.discovered ?? []) if (d.paid) gain(e.seat, 'discovery', d.paid);
        break;
      case 'roadBuildingPlayed':
      case 'freeRoadsPlaced':
        for (const d of e.discovered ?? []) if (d.paid) gain(e.seat, 'discovery', d.paid);
        break;
      case 'cityBuilt':
        spend(e.seat, cost('city'));
        break;
      case 'devBought':
        spend(e.seat, cost('devCard'));
        break;
      case 'sfBuilt':
        spend(e.seat, sumHand(e.pay));
        break;
      case 'cardsChosen':
        gainHand(e.seat, 'setup', e.cards);
        break;
      case 'rolled': {
        const sum = rolledSum(e);
        if (sum >= 2 && sum <= 12) counts[sum] = (counts[sum] ?? 0) + 1;
        rolls++;
        produced(e.payout);
        if (e.attack?.winner === 'defenders') barbarians.won++;
        if (e.attack?.winner === 'barbarians') barbarians.lost++;
        for (const d of e.progress ?? []) drew(d.seat, d.deck);
        e.supply?.forEach((r, seat) => {
          if (r && ctx.resources.includes(r)) gain(seat, 'supply', r);
        });
        break;
      }
      case 'cityPillaged':
        // The last loser's choice carries the roll's production, deferred by the attack.
        produced(e.payout);
        break;
      case 'progressDrawn':
        drew(e.seat, e.deck);
        break;
      case 'progressPlayed': {
        const p = t[e.seat];
        if (p) p.played[PROGRESS_CARDS[e.card].deck] += 1;
        break;
      }
      case 'discarded':
        lose(e.seat, 'seven', sumHand(e.cards));
        break;
      case 'robberMoved':
      case 'knightPlayed':
      case 'stolen':
        steal(e.seat, e.victim, e.stolen);
        break;
      case 'bankTraded':
        gainHand(e.seat, 'trade', e.get);
        lose(e.seat, 'trade', sumHand(e.give));
        break;
      case 'playerTraded':
        gainHand(e.seat, 'trade', e.get);
        lose(e.seat, 'trade', sumHand(e.give));
        gainHand(e.with, 'trade', e.give);
        lose(e.with, 'trade', sumHand(e.get));
        break;
      case 'yearOfPlentyPlayed':
        for (const r of e.resources) gain(e.seat, 'devCards', r);
        break;
      case 'monopolyPlayed':
        e.taken.forEach((k, seat) => {
          gain(e.seat, 'devCards', e.resource, k);
          lose(seat, 'monopoly', k);
        });
        break;
      case 'corrected': {
        const f = e.fix;
        if (f.kind === 'hand') {
          const p = t[f.seat];
          if (p) p.corrected += f.change;
        } else if (f.kind === 'roll') {
          const from = rollValueSum(f.from);
          const to = rollValueSum(f.to);
          counts[from] = (counts[from] ?? 0) - 1;
          counts[to] = (counts[to] ?? 0) + 1;
          // The production booked for the old roll is replaced by the corrected roll's.
          f.deltas.forEach((h, seat) => {
            const p = t[seat];
            if (!p) return;
            for (const r in h) {
              p.gained.production += h[r] ?? 0;
              p.byResource[r] = (p.byResource[r] ?? 0) + (h[r] ?? 0);
            }
          });
        }
        break;
      }
      case 'correctionRequested':
      case 'correctionDeclined':
      case 'orderDecided':
      case 'harborTurned':
      case 'victoryPointPlayed':
      case 'turnEnded':
      case 'sfStarted':
      case 'sfAwarded':
        break;
    }
    const before = s.turn.number;
    const wasSetup = s.phase !== 'play' && s.phase !== 'over';
    s = evolve(s, e);
    if (!setupDone && wasSetup && s.phase === 'play') {
      setupDone = true;
      vp.push({ turn: 0, vp: publicVp(s) });
    } else if (s.phase === 'play' && s.turn.number > before && before > 0)
      vp.push({ turn: before, vp: publicVp(s) });
  }
  const last = publicVp(s);
  const lastPoint = vp[vp.length - 1];
  // The turn in progress (or the one that ended the game) gets its point too.
  if (setupDone && (!lastPoint || lastPoint.vp.some((x, i) => x !== last[i])))
    vp.push({ turn: s.turn.number, vp: last });

  const dice: DiceCount[] = [];
  for (let sum = 2; sum <= 12; sum++)
    dice.push({ sum, count: counts[sum] ?? 0, expected: (rolls * diceWays(sum)) / 36 });
  return {
    rolls,
    dice,
    players: t.map((p) => ({
      gained: p.gained,
      gainedByResource: p.byResource,
      lost: p.lost,
      spent: p.spent,
      corrected: p.corrected,
      progress: features.progress ? { drawn: p.drawn, played: p.played } : null,
      commodities: features.commodities ? p.commodities : null,
    })),
    vp,
    barbarians: features.barbarians ? barbarians : null,
  };
}

export type StatsError = LogError;

/** The statistics of a game@1 document, e.g. the body of GET /api/games/<id>/log. */
export function statsFromLog(doc: unknown): Result<GameStats, StatsError> {
  const p = parseGameLog(doc);
  if (!p.ok) return err(p.error);
  // parseGameLog checks the events' shapes, not their legality; folding a forged event (a
  // building on an unknown site) may throw, and a document from outside must not crash a page.
  try {
    return ok(gameStats(p.value.config, p.value.events));
  } catch (e) {
    return err({ code: 'ERR_LOG_FORMAT', message: `game@1: events: ${String(e)}` });
  }
}
