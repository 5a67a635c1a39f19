'use client';
import type { PlayerInfo } from '@/lib/game/types';
import { Figure, SeatLabel, TEXT } from './chart-kit';

export function StackedBars({
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
