'use client';
// The board's drawn layers under and over the play board's spots (play-board.tsx): the seats'
// pieces (settlement, city, road or ship), Intimate Settlers' discovered tiles, the sides a
// harbor just discovered may turn to, and the roll's producing hexes with each seat's gain.
// Split from play-board.tsx along meaning (issue 26: no screen component over 400 lines);
// like it, they decide nothing.

import type { KeyboardEvent } from 'react';
import { Harbor, Token } from '@/app/board/board-svg';
import { TERRAIN_FILL, terrainArt } from '@/app/board/terrain-art';
import type { HarborTrade } from '@/lib/board';
import { PIECE_EDGE, PIECE_HALO, type PieceEdge } from '@/lib/colors/contrast';
import { contextOf } from '@/lib/game/context';
import type { HarborTurnChoice } from '@/lib/game/spots';
import type { GameView } from '@/lib/game/view';
import { edgeBetween, edgeId, type HexKey, hexKey, parseHexKey } from '@/lib/hex';
import type { Terrain } from '@/lib/rules/vocab';
import { edgePoints, hexPoint, type Point } from './geometry';
import { edgeName, edgeWidth, Piece } from './piece-edge';

/** A hex that produced on the roll just made, with what each seat got from it. */
export interface ProducedHex {
  readonly hex: string;
  readonly blocked: boolean;
  readonly gains: readonly { readonly seat: number; readonly amount: number }[];
}

/** Intimate Settlers: the sides a harbor just discovered may be turned to, as arrows to tap. */
export interface HarborTurnTargets {
  readonly choice: HarborTurnChoice;
  readonly label: (faces: HexKey) => string;
  readonly onPick: (faces: HexKey) => void;
}

export const HEX_POINTS = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 180) * (60 * i - 90);
  return `${(Math.cos(a) * 49).toFixed(1)},${(Math.sin(a) * 49).toFixed(1)}`;
}).join(' ');

export const onKey = (f: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    f();
  }
};

/** The rhombus of an edge: its two corners and the centres of the two hexes beside it. */
export function edgeDiamond(a: Point, b: Point): string {
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const h = (len * Math.sqrt(3)) / 2;
  const nx = (-(b.y - a.y) / len) * h;
  const ny = ((b.x - a.x) / len) * h;
  const f = (x: number) => x.toFixed(1);
  return `${f(a.x)},${f(a.y)} ${f(mx + nx)},${f(my + ny)} ${f(b.x)},${f(b.y)} ${f(mx - nx)},${f(my - ny)}`;
}

const SETTLEMENT = 'M -11 10 V -3 L 0 -13 L 11 -3 V 10 Z';
const CITY = 'M -17 12 V -4 L -9 -12 L -1 -4 V -2 H 17 V 12 Z';

export function Settlement({
  p,
  seat,
  ink,
  initial,
  edge,
}: {
  p: Point;
  seat: number;
  ink: string;
  initial: string;
  edge?: PieceEdge;
}) {
  return (
    <g transform={`translate(${p.x} ${p.y}) scale(1.1)`} data-edge={edgeName(edge)}>
      <Piece d={SETTLEMENT} seat={seat} edge={edge} />
      <text y={6} textAnchor="middle" fontSize={11} fontWeight={800} fill={ink}>
        {initial}
      </text>
    </g>
  );
}

/** A city: half as tall again and twice as wide as a settlement, so it reads from across the table. */
export function City({
  p,
  seat,
  ink,
  initial,
  edge,
}: {
  p: Point;
  seat: number;
  ink: string;
  initial: string;
  edge?: PieceEdge;
}) {
  return (
    <g transform={`translate(${p.x} ${p.y}) scale(1.4)`} data-edge={edgeName(edge)}>
      <Piece d={CITY} seat={seat} edge={edge} />
      <text x={4} y={9} textAnchor="middle" fontSize={12} fontWeight={800} fill={ink}>
        {initial}
      </text>
    </g>
  );
}

/**
 * A road or a ship on a path. A ship is told apart at a glance, even at 1×: its line is broken
 * (square ends, so the gaps stay open — round ends closed them and a ship looked like a road)
 * and a sail stands on its middle (regression, issue 29).
 */
export function Line({
  a,
  b,
  seat,
  ship,
  edge,
}: {
  a: Point;
  b: Point;
  seat: number;
  ship: boolean;
  edge?: PieceEdge;
}) {
  // The dark line under the seat's 8 wide: an edge of 2.5 a side, or 4 when heavy.
  const under = 8 + 2 * edgeWidth(edge);
  const ax = a.x + (b.x - a.x) * 0.18;
  const ay = a.y + (b.y - a.y) * 0.18;
  const bx = b.x - (b.x - a.x) * 0.18;
  const by = b.y - (b.y - a.y) * 0.18;
  const len = Math.hypot(bx - ax, by - ay) || 1;
  const dx = (bx - ax) / len;
  const dy = (by - ay) / len;
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  // The sail: a triangle on the line's middle, pointing away from it (its normal).
  const sail = [
    [mx - dx * 7, my - dy * 7],
    [mx + dx * 7, my + dy * 7],
    [mx - dy * 14, my + dx * 14],
  ]
    .map(([x, y]) => `${x},${y}`)
    .join(' ');
  return (
    <g data-piece={ship ? 'ship' : 'road'} data-edge={edgeName(edge)}>
      {edge?.halo ? (
        <line
          x1={ax}
          y1={ay}
          x2={bx}
          y2={by}
          stroke={PIECE_HALO}
          strokeWidth={under + 3}
          strokeLinecap={ship ? 'butt' : 'round'}
        />
      ) : null}
      <line
        x1={ax}
        y1={ay}
        x2={bx}
        y2={by}
        stroke={PIECE_EDGE}
        strokeWidth={under}
        strokeLinecap={ship ? 'butt' : 'round'}
      />
      <line
        x1={ax}
        y1={ay}
        x2={bx}
        y2={by}
        stroke={`url(#seat-pattern-${seat})`}
        strokeWidth={8}
        strokeLinecap={ship ? 'butt' : 'round'}
        strokeDasharray={ship ? '7 5' : undefined}
      />
      {ship ? (
        <polygon
          points={sail}
          fill={`url(#seat-pattern-${seat})`}
          stroke="#111"
          strokeWidth={2.5}
          data-sail
        />
      ) : null}
    </g>
  );
}

/** Intimate Settlers' discovered tiles, which the starting board document does not hold. */
export function DiscoveredTiles({
  view,
  known,
  nicknames,
}: {
  view: GameView;
  known: ReadonlySet<string>;
  nicknames: boolean;
}) {
  const ctx = contextOf(view.config);
  return (
    <g>
      {(view.island?.tiles ?? []).map((t, i) => {
        const h = ctx.topo.hexes[i];
        if (!t || !h || known.has(hexKey(h))) return null;
        const c = hexPoint(h);
        return (
          <g
            key={hexKey(h)}
            transform={`translate(${c.x} ${c.y})`}
            data-hex={hexKey(h)}
            data-terrain={t.terrain}
          >
            <polygon
              points={HEX_POINTS}
              fill={TERRAIN_FILL[t.terrain as Terrain] ?? '#555'}
              stroke="#f4ead2"
              strokeWidth={2}
            />
            {terrainArt(t.terrain as Terrain)}
            {t.token !== null ? <Token value={t.token} /> : null}
            {t.harbor && t.faces ? (
              <Harbor
                hex={{
                  q: h.q,
                  r: h.r,
                  terrain: t.terrain as Terrain,
                  token: null,
                  order: 0,
                  harbor: { trade: t.harbor as HarborTrade, faces: t.faces },
                }}
                nicknames={nicknames}
              />
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

/**
 * The sides of a harbor just discovered: each a wedge of its hex with an arrow, the side it
 * faces now filled. The hit area of a side is the whole diamond between its two corners and
 * the two hex centres (as for roads), so a finger anywhere near the arrow lands on it.
 */
export function HarborTurnArrows({ turn }: { turn: HarborTurnTargets }) {
  const { choice } = turn;
  const hx = parseHexKey(choice.hex);
  if (!hx) return null;
  const c = hexPoint(hx);
  return (
    <g data-harbor-turn={choice.hex}>
      {choice.options.map((f) => {
        const n = parseHexKey(f);
        const e = n ? edgeBetween(hx, n) : null;
        const ends = e ? edgePoints(edgeId(e)) : null;
        if (!ends) return null;
        const [a, b] = ends;
        const now = f === choice.faces;
        const mx = (a.x + b.x) / 2;
        const my = (a.y + b.y) / 2;
        // An arrowhead just inside the side; the middle stays clear for the harbor's rate.
        const tip = { x: c.x + (mx - c.x) * 0.95, y: c.y + (my - c.y) * 0.95 };
        const ux = (mx - c.x) / 43.3;
        const uy = (my - c.y) / 43.3;
        const head = `${tip.x},${tip.y} ${tip.x - ux * 16 - uy * 10},${tip.y - uy * 16 + ux * 10} ${tip.x - ux * 16 + uy * 10},${tip.y - uy * 16 - ux * 10}`;
        const pick = () => turn.onPick(f);
        // An SVG group cannot be a <button>; it is one by role, as the spots above are.
        const control = {
          role: 'button',
          tabIndex: 0,
          'aria-label': turn.label(f),
          'aria-pressed': now,
          onClick: pick,
          onKeyDown: onKey(pick),
          className: 'cursor-pointer outline-none focus-visible:[&>.ring]:stroke-[6]',
        } as const;
        return (
          <g key={f} {...control} data-harbor-side={f}>
            <polygon points={edgeDiamond(a, b)} fill="transparent" data-hit="side" />
            <polygon
              className="ring"
              points={`${c.x},${c.y} ${a.x},${a.y} ${b.x},${b.y}`}
              fill="#fbbf24"
              fillOpacity={now ? 0.55 : 0.18}
              stroke="#fbbf24"
              strokeWidth={now ? 4 : 2}
            />
            <polygon
              points={head}
              fill={now ? '#1f1a12' : '#fff'}
              stroke={now ? '#fff' : '#1f1a12'}
              strokeWidth={1.5}
            />
          </g>
        );
      })}
    </g>
  );
}

/** The roll's producing hexes: a ring that pulses a few times and each seat's gain beside it. */
export function ProducedFlash({
  produced,
  marks,
}: {
  produced: readonly ProducedHex[];
  marks: readonly { ink: string; initial: string }[];
}) {
  return (
    <g data-produced-hexes={produced.length} pointerEvents="none">
      {produced.map((p) => {
        const h = parseHexKey(p.hex);
        if (!h) return null;
        const c = hexPoint(h);
        // On the hex's centre, over its number (the strip says the roll), in the band between
        // the corners' pieces and the sides' roads: a city at a side corner reaches 8.2 units
        // from the centre's line, a road 39 units across — three badges fit in 16 × 70, never
        // over a piece (regression, issue 28: a new settlement under "+3").
        const w = 24;
        const x0 = -((p.gains.length - 1) * w) / 2;
        return (
          <g
            key={p.hex}
            transform={`translate(${c.x} ${c.y})`}
            data-produced={p.hex}
            data-blocked={p.blocked ? 'true' : undefined}
          >
            <polygon
              points={HEX_POINTS}
              fill="none"
              stroke={p.blocked ? '#9ca3af' : '#fbbf24'}
              strokeWidth={6}
              strokeDasharray={p.blocked ? '6 6' : undefined}
              className="hk-flash"
            />
            {p.blocked
              ? null
              : p.gains.map((g, i) => (
                  <g
                    key={g.seat}
                    transform={`translate(${x0 + i * w} 0)`}
                    data-gain-seat={g.seat}
                    data-gain={g.amount}
                  >
                    <rect
                      x={-11}
                      y={-7}
                      width={22}
                      height={14}
                      rx={4}
                      fill={`url(#seat-pattern-${g.seat})`}
                      stroke="#111"
                      strokeWidth={1.5}
                    />
                    <text
                      y={4.5}
                      textAnchor="middle"
                      fontSize={12}
                      fontWeight={900}
                      fill={marks[g.seat]?.ink ?? '#111'}
                    >
                      +{g.amount}
                    </text>
                  </g>
                ))}
          </g>
        );
      })}
    </g>
  );
}
