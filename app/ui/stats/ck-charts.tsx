'use client';
import type { GameStats } from '@/lib/game/stats';
import type { PlayerInfo } from '@/lib/game/types';
// Cities and knights' statistics, below the game's four charts where the ruleset has them
// (lib/game/stats.ts leaves each null elsewhere): the barbarian attacks won and lost, each
// player's progress cards drawn and played by deck (the card's colour), and the commodities
// the dice paid. Bars as the other charts draw them, each with its spoken summary.
import { COMMODITY_NAMES, type Lang } from '@/lib/i18n/names';
import { PROGRESS_DECKS } from '@/lib/rules/progress-cards';
import { StackedBars } from './bars-chart';
import { Sized } from './chart-kit';
import type { StatsStrings } from './i18n';

/** The decks' colours as the box prints them (science green, trade yellow, politics blue). */
const DECK_FILL: Readonly<Record<string, string>> = {
  science: '#117733',
  trade: '#ddcc77',
  politics: '#332288',
};
const DECK_INK: Readonly<Record<string, string>> = {
  science: '#ffffff',
  trade: '#1a1a1a',
  politics: '#ffffff',
};
const COMMODITY_FILL: Readonly<Record<string, string>> = {
  paper: '#e8e2cf',
  cloth: '#aa4499',
  coin: '#999933',
};
const COMMODITY_INK: Readonly<Record<string, string>> = {
  paper: '#1a1a1a',
  cloth: '#ffffff',
  coin: '#1a1a1a',
};

export function CkCharts({
  stats,
  players,
  t,
  lang,
}: {
  stats: GameStats;
  players: readonly PlayerInfo[];
  t: StatsStrings;
  lang: Lang;
}) {
  const w = t.ck;
  const progress = stats.players.map((p) => p.progress);
  const commodities = stats.players.map((p) => p.commodities);
  const hasProgress = progress.every((p) => p !== null);
  const hasCommodities = commodities.every((c) => c !== null);
  const summary = (
    rows: readonly Readonly<Record<string, number>>[],
    names: Record<string, string>,
  ) =>
    players
      .map((p, i) => {
        const r = rows[i] ?? {};
        return `${p.name}: ${Object.keys(names)
          .map((k) => `${names[k]} ${r[k] ?? 0}`)
          .join(', ')}.`;
      })
      .join(' ');
  const bars = (
    testId: string,
    title: string,
    label: string,
    rows: readonly Readonly<Record<string, number>>[],
    keys: readonly string[],
    fill: Readonly<Record<string, string>>,
    ink: Readonly<Record<string, string>>,
    names: Readonly<Record<string, string>>,
  ) => (
    <Sized>
      {(width) => (
        <StackedBars
          w={width}
          testId={testId}
          title={title}
          label={label}
          players={players}
          rows={rows}
          keys={keys}
          fill={fill}
          ink={ink}
          names={names}
        />
      )}
    </Sized>
  );
  const decks = { ...w.decks };
  const drawn = progress.map((p) => p?.drawn ?? {});
  const played = progress.map((p) => p?.played ?? {});
  const goods = commodities.map((c) => c ?? {});
  const goodsNames = Object.fromEntries(
    Object.keys(goods[0] ?? {}).map((k) => [k, COMMODITY_NAMES[lang][k] ?? k]),
  );
  return (
    <>
      {stats.barbarians ? (
        <section
          data-testid="stats-barbarians"
          data-won={stats.barbarians.won}
          data-lost={stats.barbarians.lost}
        >
          <h3 className="text-xl font-semibold">{w.barbarians}</h3>
          <p className="text-lg">{w.attacks(stats.barbarians.won, stats.barbarians.lost)}</p>
        </section>
      ) : null}
      {hasProgress
        ? bars(
            'stats-progress-drawn',
            w.drawn,
            w.drawnSummary(summary(drawn, decks)),
            drawn,
            PROGRESS_DECKS,
            DECK_FILL,
            DECK_INK,
            decks,
          )
        : null}
      {hasProgress
        ? bars(
            'stats-progress-played',
            w.played,
            w.playedSummary(summary(played, decks)),
            played,
            PROGRESS_DECKS,
            DECK_FILL,
            DECK_INK,
            decks,
          )
        : null}
      {hasCommodities
        ? bars(
            'stats-commodities',
            w.commodities,
            w.commoditiesSummary(summary(goods, goodsNames)),
            goods,
            Object.keys(goodsNames),
            COMMODITY_FILL,
            COMMODITY_INK,
            goodsNames,
          )
        : null}
    </>
  );
}
