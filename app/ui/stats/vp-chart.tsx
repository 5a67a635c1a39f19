'use client';
import { initialOf, seatColor } from '@/lib/colors';
import type { GameStats } from '@/lib/game/stats';
import type { PlayerInfo } from '@/lib/game/types';
import { Axis, DASHES, Figure, niceMax, TEXT } from './chart-kit';
import type { StatsStrings } from './i18n';

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

export function VpChart({
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
