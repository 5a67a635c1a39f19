// Events in words, and a roll's payout as rows for the banner. Pure: everything comes from
// the events (as the table may see them) and the game's configuration.

import type { GameConfig, Hand, Payout, Seat, SeenEvent } from '@/lib/game';
import { hexKey } from '@/lib/hex';
import { type Lang, resourceName, TERRAIN_NAMES } from '@/lib/i18n/names';
import { isResource } from '@/lib/rules/vocab';
import { TABLE } from './i18n';

export const nameOf = (config: GameConfig, seat: Seat | null | undefined): string =>
  seat === null || seat === undefined ? '?' : (config.players[seat]?.name ?? `#${seat + 1}`);

/** A resource's name (Starfarers' resources, which have no translations, stay as they are). */
export function resName(lang: Lang, r: string, nicknames = false): string {
  return isResource(r) ? resourceName(lang, r, nicknames) : r;
}

/** "2 Lumber, 1 Ore"; empty hands give "". */
export function cardsText(lang: Lang, h: Hand, nicknames = false): string {
  return Object.entries(h)
    .filter(([, n]) => n > 0)
    .map(([r, n]) => `${n} ${resName(lang, r, nicknames)}`)
    .join(', ');
}

/** One readable log line per event. Secret cards are never named: the table's events hide them. */
export function eventLine(lang: Lang, config: GameConfig, e: SeenEvent, nicknames = false): string {
  const w = TABLE[lang].ev;
  const n = (s: Seat | null | undefined) => nameOf(config, s);
  const cards = (h: Hand) => cardsText(lang, h, nicknames);
  switch (e.type) {
    case 'orderDecided':
      return w.orderDecided(n(e.first));
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
      const line = w.rolled(n(e.seat), e.dice[0], e.dice[1]);
      if (!e.payout) return line;
      const got = e.payout.received
        .map((h, s) => (cards(h) ? w.received(n(s), cards(h)) : ''))
        .filter(Boolean)
        .join(' · ');
      return got ? `${line} — ${got}` : line;
    }
    case 'discarded':
      return w.discarded(n(e.seat), cards(e.cards));
    case 'robberMoved':
      return w.robberMoved(n(e.seat), e.victim === null ? null : n(e.victim));
    case 'stolen':
      return w.stolen(n(e.seat), n(e.victim));
    case 'bankTraded':
      return w.bankTraded(n(e.seat), cards(e.give), cards(e.get));
    case 'playerTraded':
      return w.playerTraded(n(e.seat), n(e.with), cards(e.give), cards(e.get));
    case 'devBought':
      return w.devBought(n(e.seat));
    case 'knightPlayed':
      return w.knightPlayed(n(e.seat), e.victim === null ? null : n(e.victim));
    case 'roadBuildingPlayed':
      return w.roadBuildingPlayed(n(e.seat));
    case 'yearOfPlentyPlayed':
      return w.yearOfPlentyPlayed(
        n(e.seat),
        e.resources.map((r) => resName(lang, r, nicknames)).join(' + '),
      );
    case 'monopolyPlayed':
      return w.monopolyPlayed(
        n(e.seat),
        resName(lang, e.resource, nicknames),
        e.taken.reduce((a, b) => a + b, 0),
      );
    case 'victoryPointPlayed':
      return w.victoryPointPlayed(n(e.seat));
    case 'turnEnded':
      return w.turnEnded(n(e.seat), n(e.next));
    default:
      return w.other(n((e as { seat?: Seat }).seat));
  }
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
  readonly dice: readonly [number, number];
  readonly sum: number;
  readonly received: readonly { readonly seat: Seat; readonly hand: Hand }[];
  readonly blocked: readonly BlockedRow[];
  readonly shortages: Payout['shortages'];
  /** On a 7: cards each seat owes. */
  readonly owed: readonly { readonly seat: Seat; readonly n: number }[] | null;
}

export function payoutOf(config: GameConfig, e: SeenEvent): PayoutView | null {
  if (e.type !== 'rolled') return null;
  const byKey = new Map((config.board?.hexes ?? []).map((h) => [hexKey(h), h] as const));
  const p = e.payout;
  return {
    seat: e.seat,
    dice: e.dice,
    sum: e.dice[0] + e.dice[1],
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
  };
}

export const terrainName = (lang: Lang, t: string): string =>
  (TERRAIN_NAMES[lang] as Record<string, string>)[t] ?? t;
