// Events in words, and a roll's payout as rows for the banner. Pure: everything comes from
// the events (as the table may see them) and the game's configuration.

import type {
  GameConfig,
  GameView,
  Hand,
  Payout,
  Pending,
  Planet,
  Seat,
  SeenEvent,
} from '@/lib/game';
import { rolledSum } from '@/lib/game/roll';
import { actorOf } from '@/lib/game/spots';
import { hexKey } from '@/lib/hex';
import { type Lang, TERRAIN_NAMES } from '@/lib/i18n/names';
import { getRuleset } from '@/lib/rules';
import { correctionLine } from './correct-describe';
import type { TableStrings } from './i18n';
import { FREE_ROAD_WORDS } from './i18n-free-roads';
import { LAYOUT } from './i18n-layout';
import { SEAT_ACTION_WORDS } from './i18n-seat-actions';
import { cardsText, nameOf, resName } from './names';
import type { SfStrings } from './starfarers/i18n';
import { orderLine } from './start-roll';

export { cardsText, nameOf, resName };

/** One readable log line per event. Secret cards are never named: the table's events hide them. */
export function eventLine(
  t: TableStrings,
  sf: SfStrings,
  lang: Lang,
  config: GameConfig,
  e: SeenEvent,
  nicknames = false,
): string {
  const w = t.ev;
  const n = (s: Seat | null | undefined) => nameOf(config, s);
  const nick = nicknames && !starfarers(config);
  const cards = (h: Hand) => cardsText(lang, h, nick);
  switch (e.type) {
    case 'orderDecided':
      return orderLine(t, lang, config, e);
    case 'settlementBuilt': {
      const got = e.initial ? cards(e.initial.received[e.seat] ?? {}) : '';
      return got ? `${w.settlementBuilt(n(e.seat))} · ${got}` : w.settlementBuilt(n(e.seat));
    }
    case 'roadBuilt':
      return w.roadBuilt(n(e.seat));
    case 'shipBuilt':
      return w.shipBuilt(n(e.seat));
    case 'shipMoved':
      return w.shipMoved(n(e.seat));
    case 'cityBuilt':
      return w.cityBuilt(n(e.seat));
    case 'cardsChosen':
      return w.cardsChosen(n(e.seat), cards(e.cards));
    case 'rolled': {
      const line = e.dice
        ? w.rolled(n(e.seat), e.dice[0], e.dice[1])
        : LAYOUT[lang].rolledSum(n(e.seat), rolledSum(e));
      // Earth's supply: the table sees who drew a card, not which.
      const sup = suppliedSeats(e);
      const earth = sup.length ? sf.ev.supply(sup.map(n).join(', ')) : '';
      const got = (e.payout?.received ?? [])
        .map((h, s) => (cards(h) ? w.received(n(s), cards(h)) : ''))
        .filter(Boolean)
        .concat(earth ? [earth] : [])
        .join(' · ');
      return got ? `${line} — ${got}` : line;
    }
    case 'discarded':
      return w.discarded(n(e.seat), cards(e.cards));
    case 'robberMoved':
      return w.robberMoved(n(e.seat), e.victim === null ? null : n(e.victim));
    case 'stolen':
      return w.stolen(n(e.seat), e.victim === null ? null : n(e.victim));
    case 'bankTraded':
      return w.bankTraded(n(e.seat), cards(e.give), cards(e.get));
    case 'playerTraded':
      return w.playerTraded(n(e.seat), n(e.with), cards(e.give), cards(e.get));
    case 'devBought':
      return w.devBought(n(e.seat));
    case 'devDeclared':
    case 'progressDeclared':
      // Real cards: which card stays the holder's (a VP card is shown by the scoreboard).
      return SEAT_ACTION_WORDS[lang].devDeclared(n(e.seat));
    case 'knightCalled':
      return SEAT_ACTION_WORDS[lang].knightCalled(n(e.seat));
    case 'roadBuildingCalled':
      return FREE_ROAD_WORDS[lang].roadBuildingCalled(n(e.seat));
    case 'freeRoadsPlaced':
      return FREE_ROAD_WORDS[lang].freeRoadsPlaced(n(e.seat), e.edges.length + e.ships.length);
    case 'tradeOffered':
      return SEAT_ACTION_WORDS[lang].tradeOffered(n(e.seat), cards(e.give), cards(e.get));
    case 'tradeDeclined':
      return SEAT_ACTION_WORDS[lang].tradeDeclined(n(e.seat), n(e.from));
    case 'knightPlayed':
      return w.knightPlayed(n(e.seat), e.victim === null ? null : n(e.victim));
    case 'roadBuildingPlayed':
      return w.roadBuildingPlayed(n(e.seat));
    case 'yearOfPlentyPlayed':
      return w.yearOfPlentyPlayed(
        n(e.seat),
        e.resources.map((r) => resName(lang, r, nick)).join(' + '),
      );
    case 'monopolyPlayed':
      return w.monopolyPlayed(
        n(e.seat),
        resName(lang, e.resource, nick),
        e.taken.reduce((a, b) => a + b, 0),
      );
    case 'victoryPointPlayed':
      return w.victoryPointPlayed(n(e.seat));
    case 'turnEnded':
      return w.turnEnded(n(e.seat), n(e.next));
    case 'harborTurned':
      return w.harborTurned(n(e.seat));
    case 'sfStarted':
      return sf.ev.started(n(e.seat));
    case 'sfBuilt': {
      if (e.item === 'tradeStation' && e.race && e.spot)
        return sf.ev.station(n(e.seat), sf.races[e.race], e.spot);
      const what =
        e.item === 'colony' && e.planets
          ? `${sf.items.colony} (${planetsText(lang, e.planets)})`
          : sf.items[e.item];
      return sf.ev.built(n(e.seat), what, cards(e.pay));
    }
    case 'sfAwarded':
      return sf.ev.awarded(n(e.seat), sf.awardNames[e.award], e.delta);
    case 'sfFlown':
      return sf.ev.flown(n(e.seat), sf.shakes[e.shake], e.speed);
    case 'corrected':
    case 'correctionRequested':
    case 'correctionDeclined':
      return correctionLine(lang, config, e);
    default:
      return w.other(n((e as { seat?: Seat }).seat));
  }
}

/** Starfarers has no island board (its printed board is kept by planet number). */
/** Starfarers' words and layout (space resources, a score line): the ruleset's feature. */
export const starfarers = (config: GameConfig): boolean =>
  getRuleset(config.ruleset).features.starfarers;

/** Starfarers: the seats Earth sent a supply card with this roll. */
export function suppliedSeats(e: SeenEvent): Seat[] {
  if (e.type !== 'rolled' || !e.supply) return [];
  return e.supply.flatMap((r, seat) => (r === null ? [] : [seat]));
}

/** "5 Fuel, 8 Food": planets as the board prints them, number first. */
export function planetsText(lang: Lang, planets: readonly Planet[]): string {
  return planets.map((p) => `${p.number} ${resName(lang, p.resource)}`).join(', ');
}

export interface BlockedRow {
  readonly hex: string;
  readonly terrain: string;
  readonly token: number | null;
  readonly seats: readonly Seat[];
}

/** A roll as the banner shows it: what each seat got, what the robber blocked, the shortages. */
export interface PayoutView {
  readonly seat: Seat;
  /** null: the roll was entered as a sum only. */
  readonly dice: readonly [number, number] | null;
  readonly sum: number;
  readonly received: readonly { readonly seat: Seat; readonly hand: Hand }[];
  readonly blocked: readonly BlockedRow[];
  readonly shortages: Payout['shortages'];
  /** On a 7: cards each seat owes. */
  readonly owed: readonly { readonly seat: Seat; readonly n: number }[] | null;
  /** Starfarers: each planet that paid, with the colonies (or spaceports) beside it. */
  readonly planets: readonly PlanetRow[];
  /** Starfarers: the seats Earth sent a supply card (which card is each seat's own secret). */
  readonly supply: readonly Seat[];
  /** The island's hexes that produced (or were blocked), with each seat's gain: the board flashes them. */
  readonly produced: readonly {
    readonly hex: string;
    readonly blocked: boolean;
    readonly gains: readonly { readonly seat: Seat; readonly amount: number }[];
  }[];
}

export interface PlanetRow {
  readonly key: string;
  readonly number: number;
  readonly resource: string;
  readonly sites: readonly { readonly seat: Seat; readonly spaceport: boolean }[];
}

/**
 * The header's line: the winner, who starts, whose turn — and between turns (5–6 players)
 * who may build now and whose turn it is or was, so the builder is never named as the turn holder.
 */
export function headline(t: TableStrings, view: GameView): string {
  const n = (s: Seat) => nameOf(view.config, s);
  if (view.phase === 'over' && view.winner !== null) return t.wins(n(view.winner));
  if (view.phase === 'order') return t.whoStarts;
  const builder = view.phase === 'play' ? view.turn.sbp?.[0] : undefined;
  if (builder !== undefined && builder !== view.turn.seat)
    return view.config.options.betweenTurns === 'paired-players'
      ? t.pairedOf(n(builder), n(view.turn.seat))
      : t.sbpOf(n(builder), n(view.turn.seat));
  return t.turnOf(n(actorOf(view)));
}

/** A 7's discards as the banner shows them now: what each seat owed at the roll, and whether
 * it has discarded since (the turn's pending discard no longer holds cards for it). */
export interface OwedRow {
  readonly seat: Seat;
  readonly n: number;
  readonly done: boolean;
}

export function owedNow(
  owed: PayoutView['owed'],
  pending: Pending | null,
): readonly OwedRow[] | null {
  if (!owed) return null;
  const still = pending?.kind === 'discard' ? pending.owed : [];
  return owed.map((o) => ({ ...o, done: (still[o.seat] ?? 0) === 0 }));
}

export function payoutOf(config: GameConfig, e: SeenEvent): PayoutView | null {
  if (e.type !== 'rolled') return null;
  const byKey = new Map((config.board?.hexes ?? []).map((h) => [hexKey(h), h] as const));
  const p = e.payout;
  return {
    seat: e.seat,
    dice: e.dice ?? null,
    sum: rolledSum(e),
    received: (p?.received ?? [])
      .map((hand, seat) => ({ seat, hand }))
      .filter((r) => Object.values(r.hand).some((n) => n > 0)),
    blocked: (p?.hexes ?? [])
      .filter((h) => h.blocked)
      .map((h) => {
        const b = byKey.get(h.hex as `${number},${number}`);
        return {
          hex: h.hex,
          terrain: b?.terrain ?? '',
          token: b?.token ?? null,
          seats: [...new Set(h.buildings.map((x) => x.seat))],
        };
      }),
    shortages: p?.shortages ?? [],
    owed: e.owed ? e.owed.map((n, seat) => ({ seat, n })).filter((r) => r.n > 0) : null,
    produced: (p?.hexes ?? [])
      .filter((h) => !h.hex.startsWith('planet:'))
      .map((h) => {
        const by = new Map<Seat, number>();
        for (const b of h.buildings) by.set(b.seat, (by.get(b.seat) ?? 0) + b.amount);
        return {
          hex: h.hex,
          blocked: h.blocked,
          gains: [...by].map(([seat, amount]) => ({ seat, amount })),
        };
      }),
    planets: (p?.hexes ?? [])
      .filter((h) => h.hex.startsWith('planet:'))
      .map((h) => ({
        key: h.hex,
        number: Number(h.hex.split(':')[1]),
        resource: h.resource,
        sites: h.buildings.map((b) => ({ seat: b.seat, spaceport: b.kind === 'spaceport' })),
      })),
    supply: suppliedSeats(e),
  };
}

export const terrainName = (lang: Lang, t: string): string =>
  (TERRAIN_NAMES[lang] as Record<string, string>)[t] ?? t;
