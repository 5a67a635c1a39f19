// An instant SVG sketch of one planned page, in millimetres: the same plan the PDF is drawn
// from (print/plan.ts, pure), with flat colours instead of the art. Works where a browser
// cannot show a PDF inline (most phones).

import { isRed } from '@/lib/rules/vocab';
import { RESOURCE_COLOURS, TERRAIN_COLOURS } from '@/print/art/paint';
import { strings } from '@/print/i18n';
import { type Placed, type Plan, type PlannedPage, unturned } from '@/print/plan';
import { CompletePiece, RulesSketch } from './complete-preview';
import { Calibration, DuplexTest, Guide } from './page-preview-sheets';
import { hexPts, pts } from './svg-points';

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
            points={hexPts(cx, cy, p.h / 2, true)}
            fill={fill(TERRAIN_COLOURS[piece.terrain].bg)}
            stroke={stroke}
            strokeWidth={0.2}
          />
          {plan.options.names && text(t.terrain[piece.terrain], cx, cy + p.h * 0.3, p.h * 0.07)}
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
    case 'ckPart':
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
