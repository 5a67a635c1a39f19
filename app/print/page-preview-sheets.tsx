// The /print sketch's whole pages, in millimetres: the layout guide, the calibration page and
// the duplex test sheet, drawn from the same plan as the PDF (print/plan.ts) with flat colours.

import { hexCentre, parseHexKey } from '@/lib/hex';
import { isRed } from '@/lib/rules/vocab';
import { TERRAIN_COLOURS } from '@/print/art/paint';
import { backLine, duplexTestTargets, RULER_HALF, Y_RULER_DX } from '@/print/duplex-test';
import { strings } from '@/print/i18n';
import type { Plan } from '@/print/plan';
import { hexPts } from './svg-points';

export function Guide({ plan }: { plan: Plan }) {
  const board = plan.board;
  if (!board) return null;
  const m = plan.options.margin;
  const W = plan.paper.w;
  const H = plan.paper.h;
  const cs = board.hexes.map((h) => hexCentre(h));
  const minX = Math.min(...cs.map((c) => c.x)) - 1;
  const maxX = Math.max(...cs.map((c) => c.x)) + 1;
  const minY = Math.min(...cs.map((c) => c.y)) - 1.16;
  const maxY = Math.max(...cs.map((c) => c.y)) + 1.16;
  const top = m + 22;
  const bottom = H - m - 50;
  const s = Math.min((W - 2 * m) / (maxX - minX), (bottom - top) / (maxY - minY));
  const ox = (W - (maxX - minX) * s) / 2 - minX * s;
  const oy = top - minY * s;
  const t = strings(plan.options.lang, plan.options.nicknames);
  return (
    <g>
      <text x={m} y={m + 6} fontSize={6} fontWeight={700}>
        {t.guideTitle}
      </text>
      {board.hexes.map((h) => {
        const c = hexCentre(h);
        const x = ox + c.x * s;
        const y = oy + c.y * s;
        const f = h.harbor ? parseHexKey(h.harbor.faces) : null;
        const fc = f ? hexCentre(f) : null;
        return (
          <g key={`${h.q},${h.r}`}>
            <polygon
              points={hexPts(x, y, s * 0.97, true)}
              fill={plan.options.inkSaver ? '#fff' : TERRAIN_COLOURS[h.terrain].tint}
              stroke="#999"
              strokeWidth={0.2}
            />
            <text
              x={x}
              y={y - s * 0.62}
              fontSize={s * 0.2}
              textAnchor="middle"
              dominantBaseline="central"
              fill="#555"
            >
              {h.order}
            </text>
            {h.token !== null && (
              <text
                x={x}
                y={y}
                fontSize={s * 0.32}
                textAnchor="middle"
                dominantBaseline="central"
                fontWeight={700}
                fill={isRed(h.token) ? '#c62828' : '#222'}
              >
                {h.token}
              </text>
            )}
            {fc && (
              <line
                x1={x}
                y1={y}
                x2={x + (ox + fc.x * s - x) * 0.42}
                y2={y + (oy + fc.y * s - y) * 0.42}
                stroke="#7a5a2e"
                strokeWidth={s * 0.08}
              />
            )}
          </g>
        );
      })}
      <rect
        x={W - m - 42}
        y={H - m - 42}
        width={42}
        height={42}
        fill="none"
        stroke="#222"
        strokeWidth={0.4}
      />
      <text
        x={W - m - 21}
        y={H - m - 21}
        fontSize={5}
        textAnchor="middle"
        dominantBaseline="central"
      >
        QR
      </text>
      <text x={m} y={H - m - 36} fontSize={5} fontWeight={700}>
        {t.playThis}
      </text>
    </g>
  );
}

export function Calibration({ plan }: { plan: Plan }) {
  const m = plan.options.margin;
  const top = m + 40;
  const s = plan.sizes;
  const R = s.hex / Math.sqrt(3);
  return (
    <g fill="none" stroke="#222" strokeWidth={0.3}>
      <line x1={m} y1={m + 25} x2={m + 150} y2={m + 25} />
      <polygon points={hexPts(m + R, top + s.hex / 2, R, false)} />
      <rect x={m + 2 * R + 10} y={top} width={s.card.w} height={s.card.h} rx={s.card.r} />
      <rect
        x={m}
        y={top + (2 * R + 10 >= 101 ? s.hex : Math.max(s.hex, s.card.h + 8 + s.token)) + 12}
        width={100}
        height={100}
      />
    </g>
  );
}

/**
 * The duplex test sheet (print/duplex-test.ts) as the PDF lays it: the front's title and its
 * text as bars, an across and an up-and-down ruler at each target; the back, a line through
 * each ruler as the back is printed.
 */
export function DuplexTest({ plan, back }: { plan: Plan; back: boolean }) {
  const m = plan.options.margin;
  const targets = duplexTestTargets(plan.paper, m);
  const ticks = Array.from({ length: 4 * RULER_HALF + 1 }, (_, k) => k - 2 * RULER_HALF);
  const width = plan.paper.w - 2 * m;
  if (back)
    return (
      <g data-testid="duplex-sketch-back" stroke="#222" strokeWidth={0.4}>
        <rect x={m} y={m} width={60} height={3} fill="#bbb" stroke="none" />
        {targets.map((t) => {
          const b = backLine(plan.paper.w, t);
          return (
            <g key={`${t.x},${t.y}`}>
              <line x1={b.across} y1={t.y - 4.5} x2={b.across} y2={t.y + 4.5} />
              <line x1={b.downX - 4.5} y1={b.down} x2={b.downX + 4.5} y2={b.down} />
            </g>
          );
        })}
      </g>
    );
  return (
    <g data-testid="duplex-sketch" stroke="#222" strokeWidth={0.3}>
      <rect x={m} y={m} width={70} height={6} fill="#444" stroke="none" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x={m}
          y={m + 10 + 4.5 * i}
          width={i === 4 ? width * 0.45 : width}
          height={2}
          fill="#ccc"
          stroke="none"
        />
      ))}
      {targets.map((t) => {
        const yx = t.x + Y_RULER_DX;
        return (
          <g key={`${t.x},${t.y}`} data-testid="duplex-target">
            <line x1={t.x - RULER_HALF} y1={t.y} x2={t.x + RULER_HALF} y2={t.y} />
            <line x1={yx} y1={t.y - RULER_HALF} x2={yx} y2={t.y + RULER_HALF} />
            {ticks.map((i) => {
              const len = i === 0 ? 4 : i % 2 === 0 ? 2.5 : 1.5;
              return (
                <g key={i} strokeWidth={i === 0 ? 0.5 : 0.2}>
                  <line x1={t.x + i / 2} y1={t.y} x2={t.x + i / 2} y2={t.y - len} />
                  <line x1={yx} y1={t.y + i / 2} x2={yx - len} y2={t.y + i / 2} />
                </g>
              );
            })}
          </g>
        );
      })}
    </g>
  );
}
