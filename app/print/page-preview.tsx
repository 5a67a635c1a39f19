// An instant SVG sketch of one planned page, in millimetres: the same plan the PDF is drawn
// from (print/plan.ts, pure), with flat colours instead of the art. Works where a browser
// cannot show a PDF inline (most phones).

import { hexCentre, parseHexKey } from '@/lib/hex';
import { isRed } from '@/lib/rules/vocab';
import { RESOURCE_COLOURS, TERRAIN_COLOURS } from '@/print/art/paint';
import { backLine, duplexTestTargets, RULER_HALF, Y_RULER_DX } from '@/print/duplex-test';
import { strings } from '@/print/i18n';
import { type Placed, type Plan, type PlannedPage, unturned } from '@/print/plan';
import { CompletePiece, RulesSketch } from './complete-preview';

const pts = (list: [number, number][]) =>
  list.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ');
const hexPts = (cx: number, cy: number, r: number, pointy: boolean) =>
  pts(
    Array.from({ length: 6 }, (_, i) => {
      const a = ((60 * i + (pointy ? -90 : 0)) * Math.PI) / 180;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as [number, number];
    }),
  );

function Piece({ p, plan }: { p: Placed; plan: Plan }) {
  const t = strings(plan.options.lang, plan.options.nicknames);
  const saver = plan.options.inkSaver;
  const fill = (c: string) => (saver ? '#ffffff' : c);
  const stroke = '#6b6b6b';
  const piece = p.item.piece;
  const cx = p.x + p.w / 2;
  const cy = p.y + p.h / 2;
  const text = (s: string, x: number, y: number, size: number, colour = '#222') => (
    <text
      x={x}
      y={y}
      fontSize={size}
      textAnchor="middle"
      dominantBaseline="central"
      fill={colour}
      fontWeight={700}
    >
      {s}
    </text>
  );
  switch (piece.kind) {
    case 'hex':
      return (
        <g>
          <polygon
            points={hexPts(cx, cy, p.w / 2, false)}
            fill={fill(TERRAIN_COLOURS[piece.terrain].bg)}
            stroke={stroke}
            strokeWidth={0.2}
          />
          {plan.options.names && text(t.terrain[piece.terrain], cx, cy + p.h * 0.33, p.h * 0.07)}
          {piece.harbor &&
            text(piece.harbor === 'any' ? '3:1' : '2:1', cx, cy - p.h * 0.15, p.h * 0.1)}
        </g>
      );
    case 'token':
      return (
        <g>
          <circle
            cx={cx}
            cy={cy}
            r={p.w / 2}
            fill={fill('#f4e6c4')}
            stroke={stroke}
            strokeWidth={0.2}
          />
          {p.side === 'front'
            ? text(String(piece.value), cx, cy, p.w * 0.45, isRed(piece.value) ? '#c62828' : '#222')
            : text(piece.letter ?? '', cx, cy, p.w * 0.45, '#7a5a2e')}
        </g>
      );
    case 'card':
    case 'dev': {
      const back = p.side === 'back';
      const colour = back
        ? piece.kind === 'card'
          ? '#1f4e5f'
          : '#4a3466'
        : piece.kind === 'card'
          ? RESOURCE_COLOURS[piece.resource]
          : '#4a3466';
      const title =
        piece.kind === 'card' ? t.resource[piece.resource] : (piece.name ?? t.dev[piece.dev]);
      return (
        <g>
          <rect
            x={p.x}
            y={p.y}
            width={p.w}
            height={p.h}
            rx={3}
            fill={fill(colour)}
            stroke={stroke}
            strokeWidth={0.2}
          />
          {!back && (
            <rect x={p.x + 3} y={p.y + 3} width={p.w - 6} height={p.h - 6} rx={2} fill="#f3e9cf" />
          )}
          {!back && text(title, cx, p.y + p.h * 0.13, p.w * 0.11)}
        </g>
      );
    }
    case 'cost':
    case 'special':
      return (
        <g>
          <rect
            x={p.x}
            y={p.y}
            width={p.w}
            height={p.h}
            rx={3}
            fill={fill('#8d5a2b')}
            stroke={stroke}
            strokeWidth={0.2}
          />
          <rect x={p.x + 3} y={p.y + 3} width={p.w - 6} height={p.h - 6} rx={2} fill="#f3e9cf" />
          {text(
            piece.kind === 'cost' ? t.costTitle : t.special[piece.which],
            cx,
            p.y + p.h * 0.1,
            p.w * 0.07,
          )}
        </g>
      );
    case 'harbor': {
      const peak = p.h * 0.3;
      return (
        <g>
          <polygon
            points={pts([
              [p.x, p.y + p.h],
              [p.x, p.y + peak],
              [cx, p.y],
              [p.x + p.w, p.y + peak],
              [p.x + p.w, p.y + p.h],
            ])}
            fill={fill('#d9b27c')}
            stroke={stroke}
            strokeWidth={0.2}
          />
          {text(piece.trade === 'any' ? '3:1' : '2:1', cx, cy + p.h * 0.1, p.w * 0.25)}
        </g>
      );
    }
    case 'robber':
      return piece.style === 'disc' ? (
        <circle
          cx={cx}
          cy={cy}
          r={p.w / 2}
          fill={fill('#b9b2a4')}
          stroke={stroke}
          strokeWidth={0.2}
        />
      ) : (
        <g>
          <rect
            x={p.x}
            y={p.y}
            width={p.w}
            height={p.h}
            fill={fill('#d8d2c4')}
            stroke={stroke}
            strokeWidth={0.2}
          />
          {text(t.robber, cx, cy + p.h * 0.15, p.w * 0.15)}
        </g>
      );
    case 'pawn':
    case 'dice':
      return <CompletePiece p={p} plan={plan} />;
    case 'track': {
      const part = p.item.part ?? { from: 0, to: piece.max };
      const cell = p.w / (part.to - part.from + 1);
      return (
        <g>
          {Array.from({ length: part.to - part.from + 1 }, (_, i) => part.from + i).map((n) => (
            <g key={n}>
              <rect
                x={p.x + (n - part.from) * cell}
                y={p.y}
                width={cell}
                height={p.h}
                fill={fill('#f4e6c4')}
                stroke={stroke}
                strokeWidth={0.2}
              />
              {text(String(n), p.x + (n - part.from + 0.5) * cell, cy, cell * 0.4)}
            </g>
          ))}
        </g>
      );
    }
  }
}

function Guide({ plan }: { plan: Plan }) {
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

function Calibration({ plan }: { plan: Plan }) {
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
function DuplexTest({ plan, back }: { plan: Plan; back: boolean }) {
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

/** Page `page` of the plan as SVG, true to scale (1 unit = 1 mm). */
export function PagePreview({
  plan,
  page,
  label,
}: {
  plan: Plan;
  page: PlannedPage;
  /** The spoken name, in the page's language, e.g. "Preview of page one (guide)". */
  label: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${plan.paper.w} ${plan.paper.h}`}
      className="h-full w-full bg-white"
      role="img"
      aria-label={label}
      fontFamily="system-ui, sans-serif"
    >
      {page.kind === 'guide' && <Guide plan={plan} />}
      {page.kind === 'calibration' && <Calibration plan={plan} />}
      {page.kind === 'rules' && <RulesSketch plan={plan} />}
      {(page.kind === 'duplexTest' || page.kind === 'duplexTestBack') && (
        <DuplexTest plan={plan} back={page.kind === 'duplexTestBack'} />
      )}
      {page.placed.map((p) => (
        <g
          key={`${p.x.toFixed(2)},${p.y.toFixed(2)},${p.side}`}
          transform={p.turn ? `rotate(${p.turn} ${p.x + p.w / 2} ${p.y + p.h / 2})` : undefined}
        >
          <Piece p={unturned(p)} plan={plan} />
        </g>
      ))}
      {page.folds.map((f) => (
        <line
          key={`${f.x0.toFixed(2)},${f.y0.toFixed(2)}`}
          x1={f.x0}
          y1={f.y0}
          x2={f.x1}
          y2={f.y1}
          stroke="#444"
          strokeWidth={0.3}
          strokeDasharray="1.5 1.5"
        />
      ))}
    </svg>
  );
}
