// The game's statistics drawn as SVG charts (not tables): the dice against the expected
// distribution, cards gained by player and source, cards lost, and public victory points
// over the turns. Each chart is one role="img" with a spoken summary of its numbers; players
// carry their seat colour, pattern and initial, so no chart depends on colour alone.
// Each SVG's viewBox is as wide as the chart is on screen (measured), so one unit is one CSS
// pixel and every text's font size is its size on the glass: at least 14 px, readable from
// across the table. Charts sit two abreast only when the panel itself is wide enough.
'use client';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { formatFixed, formatNumber } from '@/app/ui/format';
import { useLang } from '@/app/ui/use-lang';
import { initialOf, seatColor } from '@/lib/colors';
import { GAIN_SOURCES, type GameStats, LOSS_CAUSES, type LossCause } from '@/lib/game/stats';
import type { PlayerInfo } from '@/lib/game/types';
import { SeatPatternDef } from '../seat-mark';
import { STATS, type StatsStrings } from './i18n';

/** Source colours (Paul Tol's "muted" scheme), separate from the seat colours. */
const SOURCE_FILL: Readonly<Record<string, string>> = {
  production: '#332288',
  setup: '#88ccee',
  supply: '#44aa99',
  discovery: '#117733',
  trade: '#ddcc77',
  steal: '#cc6677',
  devCards: '#aa4499',
};
const SOURCE_INK: Readonly<Record<string, string>> = {
  production: '#ffffff',
  setup: '#1a1a1a',
  supply: '#1a1a1a',
  discovery: '#ffffff',
  trade: '#1a1a1a',
  steal: '#1a1a1a',
  devCards: '#ffffff',
};
const LOSS_FILL: Readonly<Record<Exclude<LossCause, 'trade'>, string>> = {
  robber: '#882255',
  seven: '#999933',
  monopoly: '#6699cc',
};
const LOSSES = LOSS_CAUSES.filter((c): c is Exclude<LossCause, 'trade'> => c !== 'trade');
/** Second cue for lines: a dash pattern per seat. */
const DASHES = ['', '8 4', '2 4', '10 3 2 3', '4 4', '1 3'];

/** Width before the chart is measured (server rendering, tests). */
const W0 = 640;
/** Below this the chart scales down rather than crowd its labels. */
const W_MIN = 320;
const FONT = 'system-ui, sans-serif';
/** The smallest text in any chart, in CSS px once the viewBox matches the screen. */
const TEXT = 14;

/** The width its box has on screen (W0 until measured), kept current as the panel resizes. */
function Sized({ children }: { children: (w: number) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [w, setW] = useState(W0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const px = Math.floor(el.getBoundingClientRect().width);
      if (px > 0) setW(Math.max(W_MIN, px));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return (
    <div ref={box} className="min-w-0">
      {children(w)}
    </div>
  );
}

function niceMax(x: number): number {
  if (x <= 5) return Math.max(1, Math.ceil(x));
  const step = x <= 20 ? 5 : x <= 50 ? 10 : x <= 100 ? 20 : 50;
  return Math.ceil(x / step) * step;
}

function Figure({
  title,
  label,
  width,
  height,
  testId,
  children,
}: {
  title: string;
  label: string;
  width: number;
  height: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <figure className="min-w-0" data-testid={testId}>
      <figcaption className="text-xl font-semibold">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={label}
        fontFamily={FONT}
      >
        {children}
      </svg>
    </figure>
  );
}

function Axis({
  x0,
  x1,
  y0,
  y1,
  max,
}: {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  max: number;
}) {
  const { lang } = useLang();
  const ticks = max <= 5 ? max : 5;
  return (
    <g fontSize={TEXT} fill="currentColor">
      {Array.from({ length: ticks + 1 }, (_, i) => {
        const v = (max / ticks) * i;
        const y = y0 - ((y0 - y1) * v) / max;
        return (
          <g key={v}>
            <line x1={x0} x2={x1} y1={y} y2={y} stroke="currentColor" strokeOpacity={0.15} />
            <text x={x0 - 6} y={y} textAnchor="end" dominantBaseline="central">
              {formatNumber(lang, v, 1)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function DiceChart({ stats, t, w }: { stats: GameStats; t: StatsStrings; w: number }) {
  const { lang } = useLang();
  const H = 280;
  const x0 = 44;
  const x1 = w - 10;
  const y0 = H - 36;
  const y1 = 36;
  const max = niceMax(Math.max(1, ...stats.dice.map((d) => Math.max(d.count, d.expected))));
  const slot = (x1 - x0) / stats.dice.length;
  const y = (v: number) => y0 - ((y0 - y1) * v) / max;
  const cx = (i: number) => x0 + slot * (i + 0.5);
  const curve = stats.dice
    .map((d, i) => `${cx(i).toFixed(1)},${y(d.expected).toFixed(1)}`)
    .join(' ');
  const label = t.diceSummary(
    stats.rolls,
    stats.dice.map((d) => `${d.sum}: ${d.count} (${formatFixed(lang, d.expected)})`).join(', '),
  );
  return (
    <Figure
      title={`${t.dice} · ${t.rolls(stats.rolls)}`}
      label={label}
      width={w}
      height={H}
      testId="stats-dice"
    >
      <Axis x0={x0} x1={x1} y0={y0} y1={y1} max={max} />
      {stats.dice.map((d, i) => (
        <g key={d.sum} data-sum={d.sum} data-count={d.count}>
          <rect
            x={cx(i) - slot * 0.35}
            y={y(d.count)}
            width={slot * 0.7}
            height={y0 - y(d.count)}
            fill={d.sum === 6 || d.sum === 8 ? '#c62828' : d.sum === 7 ? '#555555' : '#0f6e8c'}
          />
          {d.count > 0 && (
            // Inside the bar when it is tall enough, so the count never sits on the curve's dot.
            <text
              x={cx(i)}
              y={y0 - y(d.count) >= 24 ? y(d.count) + 15 : y(d.count) - 5}
              textAnchor="middle"
              fontSize={TEXT}
              fontWeight={700}
              fill={y0 - y(d.count) >= 24 ? '#ffffff' : 'currentColor'}
            >
              {d.count}
            </text>
          )}
          <text
            x={cx(i)}
            y={y0 + 20}
            textAnchor="middle"
            fontSize={16}
            fontWeight={700}
            fill="currentColor"
          >
            {d.sum}
          </text>
        </g>
      ))}
      <polyline
        points={curve}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      {stats.dice.map((d, i) => (
        <circle key={d.sum} cx={cx(i)} cy={y(d.expected)} r={3} fill="currentColor" />
      ))}
      {/* The legend above the bars, so a tall bar never hides it. */}
      <g fontSize={TEXT} fill="currentColor">
        <rect x={x0} y={8} width={16} height={12} fill="#0f6e8c" />
        <text x={x0 + 22} y={14} dominantBaseline="central">
          {t.rolled}
        </text>
        <line
          x1={x0 + 150}
          x2={x0 + 172}
          y1={14}
          y2={14}
          stroke="currentColor"
          strokeWidth={2}
          strokeDasharray="6 4"
        />
        <text x={x0 + 178} y={14} dominantBaseline="central">
          {t.expected}
        </text>
      </g>
    </Figure>
  );
}

/** A row label: the seat's patterned disc with its initial, and the name. */
function SeatLabel({ seat, p, x, y }: { seat: number; p: PlayerInfo; x: number; y: number }) {
  const c = seatColor(p.color, seat);
  return (
    <g>
      <circle
        cx={x + 15}
        cy={y}
        r={15}
        fill={`url(#seat-pattern-${seat})`}
        stroke="currentColor"
        strokeWidth={1}
      />
      <circle cx={x + 15} cy={y} r={11} fill={c.id} />
      <text
        x={x + 15}
        y={y}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={TEXT}
        fontWeight={700}
        fill={c.ink}
      >
        {initialOf(p.name)}
      </text>
      <text x={x + 36} y={y} dominantBaseline="central" fontSize={16} fill="currentColor">
        {p.name.length > 12 ? `${p.name.slice(0, 11)}…` : p.name}
      </text>
    </g>
  );
}

function StackedBars({
  testId,
  title,
  label,
  players,
  rows,
  keys,
  fill,
  ink,
  names,
  w,
}: {
  w: number;
  testId: string;
  title: string;
  label: string;
  players: readonly PlayerInfo[];
  rows: readonly Readonly<Record<string, number>>[];
  keys: readonly string[];
  fill: Readonly<Record<string, string>>;
  ink: Readonly<Record<string, string>>;
  names: Readonly<Record<string, string>>;
}) {
  const used = keys.filter((k) => rows.some((r) => (r[k] ?? 0) > 0));
  const row = 40;
  // Legend entries ~190 px apart: as many to a line as the width holds.
  const perLine = Math.max(1, Math.floor((w - 16) / 190));
  const legendRows = Math.ceil(Math.max(1, used.length) / perLine);
  const top = 10 + legendRows * 26;
  const H = top + players.length * row + 10;
  const x0 = 170;
  const x1 = w - 50;
  const totals = rows.map((r) => keys.reduce((a, k) => a + (r[k] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const sx = (v: number) => ((x1 - x0) * v) / max;
  return (
    <Figure title={title} label={label} width={w} height={H} testId={testId}>
      <g fontSize={TEXT} fill="currentColor">
        {used.map((k, i) => (
          <g
            key={k}
            transform={`translate(${8 + (i % perLine) * 190} ${8 + Math.floor(i / perLine) * 26})`}
          >
            <rect width={16} height={16} fill={fill[k]} stroke="currentColor" strokeOpacity={0.4} />
            <text x={22} y={8} dominantBaseline="central">
              {names[k] ?? k}
            </text>
          </g>
        ))}
      </g>
      {players.map((p, seat) => {
        const y = top + seat * row + row / 2;
        let x = x0;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
          <g key={seat} data-seat={seat} data-total={totals[seat]}>
            <SeatLabel seat={seat} p={p} x={4} y={y} />
            {keys.map((k) => {
              const v = rows[seat]?.[k] ?? 0;
              if (v <= 0) return null;
              const bw = sx(v);
              const at = x;
              x += bw;
              return (
                <g key={k}>
                  <rect
                    x={at}
                    y={y - 14}
                    width={bw}
                    height={28}
                    fill={fill[k]}
                    stroke="#ffffff"
                    strokeWidth={1}
                  />
                  {bw >= 24 && (
                    <text
                      x={at + bw / 2}
                      y={y}
                      textAnchor="middle"
                      dominantBaseline="central"
                      fontSize={TEXT}
                      fill={ink[k] ?? '#1a1a1a'}
                    >
                      {v}
                    </text>
                  )}
                </g>
              );
            })}
            <text
              x={x + 6}
              y={y}
              dominantBaseline="central"
              fontSize={16}
              fontWeight={700}
              fill="currentColor"
            >
              {totals[seat]}
            </text>
          </g>
        );
      })}
    </Figure>
  );
}

const MARKS = ['circle', 'square', 'diamond', 'triangle', 'cross', 'ring'] as const;

function Marker({
  kind,
  x,
  y,
  fill,
}: {
  kind: (typeof MARKS)[number];
  x: number;
  y: number;
  fill: string;
}) {
  switch (kind) {
    case 'circle':
      return <circle cx={x} cy={y} r={4} fill={fill} stroke="currentColor" strokeWidth={1} />;
    case 'square':
      return (
        <rect
          x={x - 4}
          y={y - 4}
          width={8}
          height={8}
          fill={fill}
          stroke="currentColor"
          strokeWidth={1}
        />
      );
    case 'diamond':
      return (
        <polygon
          points={`${x},${y - 5} ${x + 5},${y} ${x},${y + 5} ${x - 5},${y}`}
          fill={fill}
          stroke="currentColor"
          strokeWidth={1}
        />
      );
    case 'triangle':
      return (
        <polygon
          points={`${x},${y - 5} ${x + 5},${y + 4} ${x - 5},${y + 4}`}
          fill={fill}
          stroke="currentColor"
          strokeWidth={1}
        />
      );
    case 'cross':
      return (
        <path
          d={`M${x - 4} ${y - 4} L${x + 4} ${y + 4} M${x + 4} ${y - 4} L${x - 4} ${y + 4}`}
          stroke={fill}
          strokeWidth={3}
        />
      );
    case 'ring':
      return <circle cx={x} cy={y} r={4} fill="none" stroke={fill} strokeWidth={2.5} />;
  }
}

function VpChart({
  stats,
  players,
  t,
  w,
}: {
  stats: GameStats;
  players: readonly PlayerInfo[];
  t: StatsStrings;
  w: number;
}) {
  const H = 300;
  const x0 = 40;
  const x1 = w - 44;
  const y0 = H - 40;
  const y1 = 14;
  const pts = stats.vp;
  const lastTurn = Math.max(1, ...pts.map((p) => p.turn));
  const max = niceMax(Math.max(2, ...pts.flatMap((p) => p.vp)));
  const x = (turn: number) => x0 + ((x1 - x0) * turn) / lastTurn;
  const y = (v: number) => y0 - ((y0 - y1) * v) / max;
  const final = pts[pts.length - 1];
  const label = t.vpSummary(
    final?.turn ?? 0,
    players.map((p, i) => `${p.name} ${final?.vp[i] ?? 0}`).join(', '),
  );
  // A turn label at most every ~44 px, so the numbers never run together.
  const every = Math.max(1, Math.ceil(lastTurn / Math.max(1, Math.floor((x1 - x0) / 44))));
  return (
    <Figure title={t.vp} label={label} width={w} height={H} testId="stats-vp">
      <Axis x0={x0} x1={x1} y0={y0} y1={y1} max={max} />
      <g fontSize={TEXT} fill="currentColor">
        {Array.from({ length: Math.floor(lastTurn / every) + 1 }, (_, i) => i * every).map(
          (turn) => (
            <text key={turn} x={x(turn)} y={y0 + 18} textAnchor="middle">
              {turn}
            </text>
          ),
        )}
        <text x={x1} y={y0 + 36} textAnchor="end">
          {t.turn}
        </text>
      </g>
      {players.map((p, seat) => {
        const c = seatColor(p.color, seat);
        const line = pts
          .map((q) => `${x(q.turn).toFixed(1)},${y(q.vp[seat] ?? 0).toFixed(1)}`)
          .join(' ');
        const end = pts[pts.length - 1];
        const mark = MARKS[seat % MARKS.length] ?? 'circle';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
          <g key={seat} data-seat={seat}>
            <polyline
              points={line}
              fill="none"
              stroke={c.id}
              strokeWidth={3}
              strokeDasharray={DASHES[seat] ?? ''}
            />
            {pts.length <= 40 &&
              pts.map((q) => (
                <Marker key={q.turn} kind={mark} x={x(q.turn)} y={y(q.vp[seat] ?? 0)} fill={c.id} />
              ))}
            {end && (
              <text
                x={x(end.turn) + 8 + (seat % 2) * 12}
                y={y(end.vp[seat] ?? 0)}
                dominantBaseline="central"
                fontSize={16}
                fontWeight={700}
                fill="currentColor"
              >
                {initialOf(p.name)}
              </text>
            )}
          </g>
        );
      })}
    </Figure>
  );
}

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
      </div>
    </div>
  );
}
