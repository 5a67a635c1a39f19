'use client';
import { formatFixed } from '@/app/ui/format';
import { useLang } from '@/app/ui/use-lang';
import type { GameStats } from '@/lib/game/stats';
import { Axis, Figure, niceMax, TEXT } from './chart-kit';
import type { StatsStrings } from './i18n';

export function DiceChart({ stats, t, w }: { stats: GameStats; t: StatsStrings; w: number }) {
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
