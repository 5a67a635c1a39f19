'use client';
// The board in play: BoardSvg's island with the pieces, the robber, the longest road and the
// spots the engine allows, drawn over it. It decides nothing: `targets` lists what may be
// tapped (from lib/game/spots.ts) and a tap is handed back to the caller. The pieces and the
// overlays (discovered tiles, a harbor's turn, the roll's gains) are drawn by board-layers.tsx.

import { BoardSvg } from '@/app/board/board-svg';
import { TERRAIN_FILL } from '@/app/board/terrain-art';
import { SeatPatternDef } from '@/app/ui/seat-mark';
import type { Board } from '@/lib/board';
import { initialOf, seatColor } from '@/lib/colors';
import { pieceEdge } from '@/lib/colors/contrast';
import { contextOf, discovers } from '@/lib/game/context';
import { longestRoadPaths } from '@/lib/game/spots';
import type { GameView } from '@/lib/game/view';
import { type Hex, hexKey, parseHexKey } from '@/lib/hex';
import {
  City,
  DiscoveredTiles,
  edgeDiamond,
  HarborTurnArrows,
  type HarborTurnTargets,
  HEX_POINTS,
  Line,
  onKey,
  ProducedFlash,
  type ProducedHex,
  Settlement,
} from './board-layers';
import { CkPieces, CkWalls, ProgressPieces } from './ck-lazy';
import { edgePoints, hexPoint, vertexPoint } from './geometry';

/** Every ground a piece may stand beside: the terrains' fills, sea and desert included. */
const GROUNDS = Object.values(TERRAIN_FILL);

export type { HarborTurnTargets, ProducedHex } from './board-layers';

export type TargetKind = 'vertex' | 'edge' | 'hex';

export interface BoardTargets {
  readonly kind: TargetKind;
  readonly ids: readonly string[];
  /** The seat placing (its colour rings the spots). */
  readonly seat: number;
  readonly label: (id: string) => string;
  readonly onPick: (id: string) => void;
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
  // Each seat's pieces are edged so they read on every terrain (issue 28: lemon yellow on fields).
  const edges = players.map((p, i) => pieceEdge(seatColor(p.color, i).id, GROUNDS));
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
          return ends ? (
            <Line key={id} a={ends[0]} b={ends[1]} seat={seat} ship={false} edge={edges[seat]} />
          ) : null;
        })}
        {(view.sea?.ships ?? []).map((seat, e) => {
          if (seat === null) return null;
          const id = ctx.topo.edges[e];
          const ends = id ? edgePoints(id) : null;
          return ends ? (
            <Line key={id} a={ends[0]} b={ends[1]} seat={seat} ship edge={edges[seat]} />
          ) : null;
        })}
      </g>
      <CkWalls view={view} />
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
                <City p={p} seat={b.seat} ink={m.ink} initial={m.initial} edge={edges[b.seat]} />
              ) : (
                <Settlement
                  p={p}
                  seat={b.seat}
                  ink={m.ink}
                  initial={m.initial}
                  edge={edges[b.seat]}
                />
              )}
            </g>
          );
        })}
      </g>
      <CkPieces view={view} marks={marks} />
      <ProgressPieces view={view} />
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
