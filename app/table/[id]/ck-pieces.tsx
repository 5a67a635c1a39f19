'use client';
// Cities and knights on the board (play-board.tsx draws them around its buildings): a city
// wall as a stone band under its city, a metropolis as a tower in its track's colour on its
// city, and each knight as a disc in its seat's colours that reads from across the table —
// active: filled, with a bright ring; inactive: hollow, a dashed ring — with its level (1–3)
// as that many pips and the number. It draws what lib/game/ck-table.ts lists; it decides nothing.

import { cityMarks, knightMarks } from '@/lib/game/ck-table';
import type { GameView } from '@/lib/game/view';
import type { Track } from '@/lib/rules/rulesets';
import { vertexPoint } from './geometry';

/** Each track's colour on the board and the dice pad (trade yellow, politics blue, science green). */
export const TRACK_COLOR: Readonly<Record<Track, string>> = {
  trade: '#e8b923',
  politics: '#2f6fd6',
  science: '#2e9e4f',
};

/** Walls, under the buildings. */
export function CkWalls({ view }: { view: GameView }) {
  const { walls } = cityMarks(view);
  if (walls.length === 0) return null;
  return (
    <g data-walls={walls.length}>
      {walls.map((id) => {
        const p = vertexPoint(id);
        if (!p) return null;
        return (
          <g key={id} data-wall={id} transform={`translate(${p.x} ${p.y})`}>
            {/* A stone band wider and lower than the city (scale 1.4: ±24 wide, 17 down). */}
            <rect
              x={-33}
              y={8}
              width={66}
              height={20}
              rx={2}
              fill="#a8a29e"
              stroke="#111"
              strokeWidth={3}
            />
            <path
              d="M -33 18 H 33 M -27 8 V 18 M -14 18 V 28 M 0 8 V 18 M 14 18 V 28 M 27 8 V 18"
              stroke="#44403c"
              strokeWidth={2}
            />
          </g>
        );
      })}
    </g>
  );
}

/** Metropolises and knights, over the buildings. */
export function CkPieces({
  view,
  marks,
}: {
  view: GameView;
  marks: readonly { readonly ink: string; readonly initial: string }[];
}) {
  const { metropolises } = cityMarks(view);
  const knights = knightMarks(view);
  if (metropolises.length === 0 && knights.length === 0) return null;
  return (
    <g pointerEvents="none">
      {metropolises.map((m) => {
        const p = vertexPoint(m.vertex);
        if (!p) return null;
        return (
          <g
            key={m.track}
            data-metropolis={m.track}
            data-vertex={m.vertex}
            data-seat={m.seat}
            transform={`translate(${p.x - 12} ${p.y - 26})`}
          >
            <path
              d="M -8 12 V -10 L -10 -10 V -16 L -5 -16 V -13 L 0 -13 V -16 L 5 -16 V -13 L 10 -13 V -16 L 10 -10 L 8 -10 V 12 Z"
              fill={TRACK_COLOR[m.track]}
              stroke="#111"
              strokeWidth={2.5}
            />
          </g>
        );
      })}
      {knights.map((k) => {
        const p = vertexPoint(k.vertex);
        const m = marks[k.seat];
        if (!p || !m) return null;
        return (
          <g
            key={k.vertex}
            data-knight={k.vertex}
            data-seat={k.seat}
            data-level={k.level}
            data-active={k.active}
            transform={`translate(${p.x} ${p.y})`}
          >
            {k.active ? (
              <>
                <circle r={19} fill="#ffe066" stroke="#111" strokeWidth={2} />
                <circle
                  r={14}
                  fill={`url(#seat-pattern-${k.seat})`}
                  stroke="#111"
                  strokeWidth={2.5}
                />
              </>
            ) : (
              <circle
                r={15}
                fill="#1c1917"
                fillOpacity={0.75}
                stroke={`url(#seat-pattern-${k.seat})`}
                strokeWidth={5}
                strokeDasharray="6 4"
              />
            )}
            <text
              y={6}
              textAnchor="middle"
              fontSize={17}
              fontWeight={900}
              fill={k.active ? m.ink : '#fff'}
            >
              {k.level}
            </text>
            {/* The level as pips above the disc, one per level. */}
            {[0, 1, 2].slice(0, k.level).map((i) => (
              <circle
                key={`pip-${i}`}
                cx={(i - (k.level - 1) / 2) * 9}
                cy={-24}
                r={4}
                fill={k.active ? '#ffe066' : '#d6d3d1'}
                stroke="#111"
                strokeWidth={1.5}
              />
            ))}
          </g>
        );
      })}
    </g>
  );
}
