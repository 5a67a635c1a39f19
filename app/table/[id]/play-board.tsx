'use client';
// The board in play: BoardSvg's island with the pieces, the robber, the longest road and the
// spots the engine allows, drawn over it. It decides nothing: `targets` lists what may be
// tapped (from lib/game/spots.ts) and a tap is handed back to the caller.

import type { KeyboardEvent } from 'react';
import { BoardSvg, Harbor, Token } from '@/app/board/board-svg';
import { TERRAIN_FILL, terrainArt } from '@/app/board/terrain-art';
import { SeatPatternDef } from '@/app/ui/seat-mark';
import type { Board, HarborTrade } from '@/lib/board';
import { initialOf, seatColor } from '@/lib/colors';
import { contextOf, discovers } from '@/lib/game/context';
import { type HarborTurnChoice, longestRoadPaths } from '@/lib/game/spots';
import type { GameView } from '@/lib/game/view';
import { edgeBetween, edgeId, type Hex, type HexKey, hexKey, parseHexKey } from '@/lib/hex';
import type { Terrain } from '@/lib/rules/vocab';
import { edgePoints, hexPoint, type Point, vertexPoint } from './geometry';

export type TargetKind = 'vertex' | 'edge' | 'hex';

export interface BoardTargets {
  readonly kind: TargetKind;
  readonly ids: readonly string[];
  /** The seat placing (its colour rings the spots). */
  readonly seat: number;
  readonly label: (id: string) => string;
  readonly onPick: (id: string) => void;
}

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

const HEX_POINTS = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 180) * (60 * i - 90);
  return `${(Math.cos(a) * 49).toFixed(1)},${(Math.sin(a) * 49).toFixed(1)}`;
}).join(' ');

const onKey = (f: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    f();
  }
};

/** The rhombus of an edge: its two corners and the centres of the two hexes beside it. */
function edgeDiamond(a: Point, b: Point): string {
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const h = (len * Math.sqrt(3)) / 2;
  const nx = (-(b.y - a.y) / len) * h;
  const ny = ((b.x - a.x) / len) * h;
  const f = (x: number) => x.toFixed(1);
  return `${f(a.x)},${f(a.y)} ${f(mx + nx)},${f(my + ny)} ${f(b.x)},${f(b.y)} ${f(mx - nx)},${f(my - ny)}`;
}

function Settlement({
  p,
  seat,
  ink,
  initial,
}: {
  p: Point;
  seat: number;
  ink: string;
  initial: string;
}) {
  return (
    <g transform={`translate(${p.x} ${p.y}) scale(1.1)`}>
      <path
        d="M -11 10 V -3 L 0 -13 L 11 -3 V 10 Z"
        fill={`url(#seat-pattern-${seat})`}
        stroke="#111"
        strokeWidth={2.5}
      />
      <text y={6} textAnchor="middle" fontSize={11} fontWeight={800} fill={ink}>
        {initial}
      </text>
    </g>
  );
}

/** A city: half as tall again and twice as wide as a settlement, so it reads from across the table. */
function City({ p, seat, ink, initial }: { p: Point; seat: number; ink: string; initial: string }) {
  return (
    <g transform={`translate(${p.x} ${p.y}) scale(1.4)`}>
      <path
        d="M -17 12 V -4 L -9 -12 L -1 -4 V -2 H 17 V 12 Z"
        fill={`url(#seat-pattern-${seat})`}
        stroke="#111"
        strokeWidth={2.5}
      />
      <text x={4} y={9} textAnchor="middle" fontSize={12} fontWeight={800} fill={ink}>
        {initial}
      </text>
    </g>
  );
}

function Line({ a, b, seat, ship }: { a: Point; b: Point; seat: number; ship: boolean }) {
  const ax = a.x + (b.x - a.x) * 0.18;
  const ay = a.y + (b.y - a.y) * 0.18;
  const bx = b.x - (b.x - a.x) * 0.18;
  const by = b.y - (b.y - a.y) * 0.18;
  return (
    <g>
      <line x1={ax} y1={ay} x2={bx} y2={by} stroke="#111" strokeWidth={13} strokeLinecap="round" />
      <line
        x1={ax}
        y1={ay}
        x2={bx}
        y2={by}
        stroke={`url(#seat-pattern-${seat})`}
        strokeWidth={8}
        strokeLinecap="round"
        strokeDasharray={ship ? '6 4' : undefined}
      />
    </g>
  );
}

/** Intimate Settlers' discovered tiles, which the starting board document does not hold. */
function DiscoveredTiles({
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
function HarborTurnArrows({ turn }: { turn: HarborTurnTargets }) {
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
function ProducedFlash({
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

export function PlayBoard({
  view,
  nicknames,
  targets,
  label,
  harborTurn = null,
  quarter = 0,
  produced = [],
  robberTo = null,
}: {
  view: GameView;
  nicknames: boolean;
  targets: BoardTargets | null;
  label: string;
  /** Quarter turns clockwise, so the board can face any side of the table. */
  quarter?: number;
  /** The hexes the roll just made produced: they flash with their gains. */
  produced?: readonly ProducedHex[];
  /** The hex the robber was just tapped onto while its victim is chosen: drawn there at once. */
  robberTo?: string | null;
  /** A harbor just discovered, offered for turning (drawn only while no spot is offered). */
  harborTurn?: HarborTurnTargets | null;
}) {
  const board = view.config.board as Board;
  const ctx = contextOf(view.config);
  const players = view.config.players;
  const known = new Set(board.hexes.map((h) => hexKey(h)));
  const frame: Hex[] = discovers(ctx)
    ? (view.island?.tiles ?? []).flatMap((t, i) => {
        const h = ctx.topo.hexes[i];
        return t && h ? [h] : [];
      })
    : [];
  const robberHex =
    (robberTo === null ? undefined : parseHexKey(robberTo)) ??
    (view.robber >= 0 ? ctx.topo.hexes[view.robber] : undefined);
  const holder = view.longestRoad.holder;
  const longest = holder === null ? [] : longestRoadPaths(view, holder);
  const marks = players.map((p, i) => ({
    ink: seatColor(p.color, i).ink,
    initial: initialOf(p.name),
  }));
  const targetColor = targets
    ? seatColor(players[targets.seat]?.color ?? '#fff', targets.seat).id
    : '#fff';

  return (
    <BoardSvg
      board={board}
      nicknames={nicknames}
      robber={null}
      role="group"
      label={label}
      frame={frame}
      fit="land"
      quarter={quarter}
      className="h-full w-full select-none"
    >
      <defs>
        {players.map((p, i) => (
          <SeatPatternDef key={p.name + String(i)} seat={i} color={p.color} />
        ))}
      </defs>
      {discovers(ctx) ? <DiscoveredTiles view={view} known={known} nicknames={nicknames} /> : null}
      {/* The longest road glows under its pieces. */}
      <g data-longest-road={holder ?? ''}>
        {longest.map((id) => {
          const ends = edgePoints(id);
          if (!ends) return null;
          return (
            <line
              key={id}
              x1={ends[0].x}
              y1={ends[0].y}
              x2={ends[1].x}
              y2={ends[1].y}
              stroke="#ffe066"
              strokeOpacity={0.85}
              strokeWidth={22}
              strokeLinecap="round"
            />
          );
        })}
      </g>
      <g>
        {view.roads.map((seat, e) => {
          if (seat === null) return null;
          const id = ctx.topo.edges[e];
          const ends = id ? edgePoints(id) : null;
          return ends ? <Line key={id} a={ends[0]} b={ends[1]} seat={seat} ship={false} /> : null;
        })}
        {(view.sea?.ships ?? []).map((seat, e) => {
          if (seat === null) return null;
          const id = ctx.topo.edges[e];
          const ends = id ? edgePoints(id) : null;
          return ends ? <Line key={id} a={ends[0]} b={ends[1]} seat={seat} ship /> : null;
        })}
      </g>
      <g>
        {view.buildings.map((b, v) => {
          if (!b) return null;
          const id = ctx.topo.vertices[v];
          const p = id ? vertexPoint(id) : null;
          const m = marks[b.seat];
          if (!p || !m || !id) return null;
          return (
            <g key={id} data-building={b.kind} data-seat={b.seat} data-vertex={id}>
              {b.kind === 'city' ? (
                <City p={p} seat={b.seat} ink={m.ink} initial={m.initial} />
              ) : (
                <Settlement p={p} seat={b.seat} ink={m.ink} initial={m.initial} />
              )}
            </g>
          );
        })}
      </g>
      {robberHex ? (
        <g
          transform={`translate(${hexPoint(robberHex).x} ${hexPoint(robberHex).y})`}
          data-robber={hexKey(robberHex)}
        >
          {/* The hex darkens around its token; the robber stands beside the number it blocks,
              so the number stays readable. */}
          <circle r={40} fill="#000" opacity={0.3} />
          <g transform="translate(-27 4) scale(0.85)">
            <ellipse cx={0} cy={14} rx={14} ry={5} fill="#000" opacity={0.5} />
            <path
              d="M -11 14 Q -13 -8 0 -11 Q 13 -8 11 14 Z"
              fill="#1e1e1e"
              stroke="#eee"
              strokeWidth={1.5}
            />
            <circle cy={-17} r={8} fill="#1e1e1e" stroke="#eee" strokeWidth={1.5} />
          </g>
        </g>
      ) : null}
      <ProducedFlash produced={produced} marks={marks} />
      {harborTurn && !targets ? <HarborTurnArrows turn={harborTurn} /> : null}
      {targets ? (
        <g data-targets={targets.kind}>
          {targets.ids.map((id) => {
            const pick = () => targets.onPick(id);
            const common = {
              role: 'button',
              tabIndex: 0,
              'aria-label': targets.label(id),
              onClick: pick,
              onKeyDown: onKey(pick),
              className: 'cursor-pointer outline-none focus-visible:[&>.ring]:stroke-[6]',
            } as const;
            if (targets.kind === 'vertex') {
              const p = vertexPoint(id);
              if (!p) return null;
              return (
                <g
                  key={id}
                  {...common}
                  data-spot-vertex={id}
                  transform={`translate(${p.x} ${p.y})`}
                >
                  <circle r={24} fill="transparent" />
                  <circle
                    className="ring motion-safe:animate-pulse"
                    r={13}
                    fill={targetColor}
                    fillOpacity={0.55}
                    stroke="#fff"
                    strokeWidth={4}
                  />
                </g>
              );
            }
            if (targets.kind === 'edge') {
              const ends = edgePoints(id);
              if (!ends) return null;
              const [a, b] = ends;
              return (
                <g key={id} {...common} data-spot-edge={id}>
                  {/* The hit area: the diamond between the edge's two corners and the centres of
                      its two hexes. These diamonds tile the board without overlapping, and one is
                      as wide as two hex centres are apart (well over 48 px on a tablet), so a
                      finger on or beside a glowing road always lands on that road. */}
                  <polygon points={edgeDiamond(a, b)} fill="transparent" data-hit="edge" />
                  <line
                    className="ring motion-safe:animate-pulse"
                    x1={a.x + (b.x - a.x) * 0.25}
                    y1={a.y + (b.y - a.y) * 0.25}
                    x2={b.x - (b.x - a.x) * 0.25}
                    y2={b.y - (b.y - a.y) * 0.25}
                    stroke={targetColor}
                    strokeOpacity={0.9}
                    strokeWidth={10}
                    strokeLinecap="round"
                  />
                  <circle cx={(a.x + b.x) / 2} cy={(a.y + b.y) / 2} r={5} fill="#fff" />
                </g>
              );
            }
            const h = ctx.topo.hexIndex.get(id as `${number},${number}`);
            const hx = h === undefined ? undefined : ctx.topo.hexes[h];
            if (!hx) return null;
            const c = hexPoint(hx);
            return (
              <g key={id} {...common} data-spot-hex={id} transform={`translate(${c.x} ${c.y})`}>
                <polygon
                  points={HEX_POINTS}
                  fill="#fff"
                  fillOpacity={0.08}
                  stroke="#fff"
                  strokeWidth={3}
                  strokeDasharray="8 6"
                  className="ring motion-safe:animate-pulse"
                />
              </g>
            );
          })}
        </g>
      ) : null}
    </BoardSvg>
  );
}
