// Cities-and-knights statistics (issue 32): barbarian attacks won and lost, progress cards drawn
// and played per deck (the card's colour), and commodities received, per seat — from the
// events of random legal ck and ck56 games, against counts recomputed here independently:
// attacks and cards from the events read directly, commodities from the hands' change across
// each payout as the fold leaves them. Base games have none of these (null).

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatsCharts } from '@/app/ui/stats/stats-charts';
import { LangProvider } from '@/app/ui/use-lang';
import { createGame, evolve, type GameState, gameStats, randomGame } from '@/lib/game';
import type { Event } from '@/lib/game/types';
import { LANGS } from '@/lib/i18n/names';
import { PROGRESS_CARDS, PROGRESS_DECKS } from '@/lib/rules/progress-cards';
import { config } from './game-helpers';

const COMMODITIES = ['paper', 'cloth', 'coin'] as const;

/** The first random game (of seeds tried) with attacks of both outcomes and cards played. */
function richGame(ruleset: 'ck' | 'ck56', players: number) {
  for (let i = 0; i < 40; i++) {
    const cfg = config(ruleset, players, {}, `stats-${ruleset}-${i}`);
    const { events } = randomGame(cfg, 6000);
    const winners = new Set(
      events.flatMap((e) => (e.type === 'rolled' && e.attack ? [e.attack.winner] : [])),
    );
    const pillagedPay = events.some((e) => e.type === 'cityPillaged' && e.payout);
    if (winners.size === 2 && pillagedPay && events.some((e) => e.type === 'progressPlayed'))
      return { cfg, events };
  }
  throw new Error(`no ${ruleset} game with both attack outcomes among the seeds tried`);
}

/** The commodities each payout put into each hand: the hands before and after its event. */
function commoditiesByHands(cfg: Parameters<typeof createGame>[0], events: readonly Event[]) {
  const n = cfg.players.length;
  const got = Array.from({ length: n }, () => ({ paper: 0, cloth: 0, coin: 0 }));
  let s: GameState = createGame(cfg);
  for (const e of events) {
    const next = evolve(s, e);
    const pays = (e.type === 'rolled' && e.payout) || (e.type === 'cityPillaged' && e.payout);
    if (pays)
      for (let seat = 0; seat < n; seat++)
        for (const c of COMMODITIES) {
          const before = s.players[seat]?.hand[c] ?? 0;
          const after = next.players[seat]?.hand[c] ?? 0;
          // A payout only adds: its event takes nothing from a hand (a 7's discards come later).
          const g = got[seat];
          if (g) g[c] += after - before;
        }
    s = next;
  }
  return got;
}

describe.each([
  ['ck', 4],
  ['ck56', 5],
] as const)('%s with %i players: the expansion statistics', (ruleset, players) => {
  const { cfg, events } = richGame(ruleset, players);
  const stats = gameStats(cfg, events);
  const rolled = events.filter((e): e is Extract<Event, { type: 'rolled' }> => e.type === 'rolled');

  it('barbarian attacks: won by the defenders and by the barbarians, as the rolls record', () => {
    const won = rolled.filter((e) => e.attack?.winner === 'defenders').length;
    const lost = rolled.filter((e) => e.attack?.winner === 'barbarians').length;
    expect(won).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(0);
    expect(stats.barbarians).toEqual({ won, lost });
  });

  const seats = Array.from({ length: players }, (_, i) => i);
  const rows = seats.flatMap((seat) => PROGRESS_DECKS.map((deck) => [seat, deck] as const));
  it.each(rows)('seat %i, %s deck: progress cards drawn and played', (seat, deck) => {
    // The card's own deck (the progress-cards list), not the event's deck field.
    const ofDeck = (card: keyof typeof PROGRESS_CARDS | 'unknown') =>
      card !== 'unknown' && PROGRESS_CARDS[card].deck === deck;
    const drawn =
      rolled.flatMap((e) => e.progress ?? []).filter((d) => d.seat === seat && ofDeck(d.card))
        .length +
      events.filter((e) => e.type === 'progressDrawn' && e.seat === seat && ofDeck(e.card)).length;
    const played = events.filter(
      (e) => e.type === 'progressPlayed' && e.seat === seat && ofDeck(e.card),
    ).length;
    expect(stats.players[seat]?.progress).not.toBeNull();
    expect([
      stats.players[seat]?.progress?.drawn[deck],
      stats.players[seat]?.progress?.played[deck],
    ]).toEqual([drawn, played]);
  });

  it('in all, cards were drawn and played', () => {
    const total = (k: 'drawn' | 'played') =>
      stats.players.reduce(
        (a, p) => a + PROGRESS_DECKS.reduce((b, d) => b + (p.progress?.[k][d] ?? 0), 0),
        0,
      );
    expect(total('drawn')).toBeGreaterThan(0);
    expect(total('played')).toBeGreaterThan(0);
  });

  const byHands = commoditiesByHands(cfg, events);
  it.each(seats)('seat %i: commodities received, as the hands grew at each payout', (seat) => {
    expect(stats.players[seat]?.commodities).toEqual(byHands[seat]);
  });

  it('regression: production an attack deferred to the chosen city is booked as production', () => {
    // It was dropped: gameStats read `rolled.payout` only, and an attack with losers carries it
    // on the last `cityPillaged`.
    const deferred = events.flatMap((e) =>
      e.type === 'cityPillaged' && e.payout ? [e.payout] : [],
    );
    expect(deferred.length).toBeGreaterThan(0);
    const paid = (seat: number) =>
      [...rolled.map((e) => e.payout), ...deferred].reduce(
        (a, p) => a + Object.values(p?.received[seat] ?? {}).reduce((x, y) => x + y, 0),
        0,
      );
    for (const seat of seats) expect(stats.players[seat]?.gained.production).toBe(paid(seat));
  });
});

describe('a base game has none of them', () => {
  it('barbarians, progress and commodities are null', () => {
    const cfg = config('base', 4, {}, 'stats-base');
    const stats = gameStats(cfg, randomGame(cfg, 800).events);
    expect(stats.barbarians).toBeNull();
    expect(stats.players.map((p) => [p.progress, p.commodities])).toEqual(
      Array.from({ length: 4 }, () => [null, null]),
    );
  });
});

describe('the stats screen draws them (StatsCharts), in four languages', () => {
  const cfg = config('ck', 4, {}, 'stats-ck-screen');
  const stats = gameStats(cfg, randomGame(cfg, 4000).events);
  const render = (lang: (typeof LANGS)[number]) =>
    renderToStaticMarkup(
      createElement(
        LangProvider,
        { lang },
        createElement(StatsCharts, { stats, players: cfg.players }),
      ),
    );
  const html = render('en');

  it('the attacks, with their counts', () => {
    const b = stats.barbarians;
    expect(html).toContain(`data-won="${b?.won}" data-lost="${b?.lost}"`);
    expect(html).toContain(`${b?.won} won by the defenders, ${b?.lost} won by the barbarians.`);
  });

  it.each([
    ['stats-progress-drawn', (p: (typeof stats.players)[number]) => p.progress?.drawn ?? {}],
    ['stats-progress-played', (p: (typeof stats.players)[number]) => p.progress?.played ?? {}],
    ['stats-commodities', (p: (typeof stats.players)[number]) => p.commodities ?? {}],
  ] as const)('%s: a bar per player with its total', (id, of) => {
    const figure = html.split(`data-testid="${id}"`)[1]?.split('</figure>')[0] ?? '';
    const totals = [...figure.matchAll(/data-seat="(\d)" data-total="(\d+)"/g)].map((m) =>
      Number(m[2]),
    );
    expect(totals).toEqual(
      stats.players.map((p) => Object.values<number>(of(p)).reduce((a, b) => a + b, 0)),
    );
  });

  it.each(LANGS)('speaks %s', (lang) => {
    const word = {
      en: 'Progress cards drawn',
      sv: 'Framstegskort dragna',
      de: 'Gezogene Fortschrittskarten',
      da: 'Fremskridtskort trukket',
    }[lang];
    expect(render(lang)).toContain(word);
  });

  it('a base game shows none of them', () => {
    const base = config('base', 4, {}, 'stats-base-screen');
    const s = gameStats(base, randomGame(base, 800).events);
    const out = renderToStaticMarkup(
      createElement(
        LangProvider,
        { lang: 'en' },
        createElement(StatsCharts, { stats: s, players: base.players }),
      ),
    );
    for (const id of ['stats-barbarians', 'stats-progress-drawn', 'stats-commodities'])
      expect(out).not.toContain(`data-testid="${id}"`);
  });
});
