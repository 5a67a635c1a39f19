// The game's statistics drawn as SVG charts (not tables): the dice against the expected
// distribution, cards gained by player and source, cards lost, and public victory points
// over the turns, and the cities-and-knights figures where the game has them (ck-charts.tsx).
// Each chart is one role="img" with a spoken summary of its numbers; players carry their seat
// colour, pattern and initial, so no chart depends on colour alone.
// Each SVG's viewBox is as wide as the chart is on screen (measured), so one unit is one CSS
// pixel and every text's font size is its size on the glass: at least 14 px, readable from
// across the table. Charts sit two abreast only when the panel itself is wide enough.
'use client';
import { useLang } from '@/app/ui/use-lang';
import { GAIN_SOURCES, type GameStats } from '@/lib/game/stats';
import type { PlayerInfo } from '@/lib/game/types';
import { SeatPatternDef } from '../seat-mark';
import { StackedBars } from './bars-chart';
import { LOSS_FILL, LOSSES, Sized, SOURCE_FILL, SOURCE_INK } from './chart-kit';
import { CkCharts } from './ck-charts';
import { DiceChart } from './dice-chart';
import { STATS } from './i18n';
import { VpChart } from './vp-chart';

/** All four charts for a game's statistics; `players` is the game's config.players. */
export function StatsCharts({
  stats,
  players,
}: {
  stats: GameStats;
  players: readonly PlayerInfo[];
}) {
  const { lang } = useLang();
  const t = STATS[lang];
  const gainedRows = stats.players.map((p) => p.gained as Readonly<Record<string, number>>);
  const lostRows = stats.players.map((p) => p.lost as Readonly<Record<string, number>>);
  const sum = (r: Readonly<Record<string, number>>, keys: readonly string[]) =>
    keys.reduce((a, k) => a + (r[k] ?? 0), 0);
  const gainedLabel = t.gainedSummary(
    players
      .map((p, i) => {
        const r = gainedRows[i] ?? {};
        const parts = GAIN_SOURCES.filter((k) => (r[k] ?? 0) > 0).map(
          (k) => `${t.sources[k]} ${r[k]}`,
        );
        return `${p.name}: ${t.cards(sum(r, GAIN_SOURCES))}${parts.length ? ` (${parts.join(', ')})` : ''}.`;
      })
      .join(' '),
  );
  const lostLabel = t.lostSummary(
    players
      .map((p, i) => {
        const r = lostRows[i] ?? {};
        return `${p.name}: ${LOSSES.map((k) => `${t.causes[k]} ${r[k] ?? 0}`).join(', ')}.`;
      })
      .join(' '),
  );
  return (
    // Columns follow the panel's own width (a container query), not the screen's: a side
    // panel on a wide tablet gets one chart per row at full width.
    <div className="@container" data-testid="stats-charts">
      <div className="grid gap-6 @4xl:grid-cols-2">
        {/* The seats' patterns, referenced by every chart below. */}
        <svg width={0} height={0} aria-hidden="true" className="absolute">
          <defs>
            {players.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
              <SeatPatternDef key={i} seat={i} color={p.color} />
            ))}
          </defs>
        </svg>
        {stats.rolls > 0 ? (
          <Sized>{(w) => <DiceChart stats={stats} t={t} w={w} />}</Sized>
        ) : (
          <p>{t.noRolls}</p>
        )}
        <Sized>
          {(w) => (
            <StackedBars
              w={w}
              testId="stats-gained"
              title={t.gained}
              label={gainedLabel}
              players={players}
              rows={gainedRows}
              keys={GAIN_SOURCES}
              fill={SOURCE_FILL}
              ink={SOURCE_INK}
              names={t.sources}
            />
          )}
        </Sized>
        <Sized>
          {(w) => (
            <StackedBars
              w={w}
              testId="stats-lost"
              title={t.lost}
              label={lostLabel}
              players={players}
              rows={lostRows}
              keys={LOSSES}
              fill={LOSS_FILL}
              ink={{ robber: '#ffffff', seven: '#1a1a1a', monopoly: '#1a1a1a' }}
              names={t.causes}
            />
          )}
        </Sized>
        {stats.vp.length > 0 ? (
          <Sized>{(w) => <VpChart stats={stats} players={players} t={t} w={w} />}</Sized>
        ) : (
          <p>{t.noTurns}</p>
        )}
        <CkCharts stats={stats} players={players} t={t} lang={lang} />
      </div>
    </div>
  );
}
