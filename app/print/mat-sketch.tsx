// An instant SVG sketch of a planned play mat (print/mat.ts, pure): the board in flat colours
// and the sheets over it with their labels, as the PDF's sheet map shows them.

import { TERRAIN_COLOURS } from '@/print/art/paint';
import type { MatPlan } from '@/print/mat';

const hexPts = (cx: number, cy: number, r: number, pointy: boolean) =>
  Array.from({ length: 6 }, (_, i) => {
    const a = ((60 * i + (pointy ? -90 : 0)) * Math.PI) / 180;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

export function MatSketch({ mat, label }: { mat: MatPlan; label: string }) {
  const x0 = Math.min(...mat.sheets.map((s) => s.x));
  const y0 = Math.min(...mat.sheets.map((s) => s.y));
  const w = Math.max(...mat.sheets.map((s) => s.x)) + mat.area.w - x0;
  const h = Math.max(...mat.sheets.map((s) => s.y)) + mat.area.h - y0;
  const font = Math.min(mat.area.w, mat.area.h) * 0.18;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="mat-sketch"
      viewBox={`${x0 - 4} ${y0 - 4} ${w + 8} ${h + 8}`}
      className="h-full w-full"
    >
      {mat.hexes.map((hx) => (
        <polygon
          key={`${hx.x},${hx.y}`}
          points={hexPts(hx.x, hx.y, mat.R * 0.98, !mat.rotated)}
          fill={TERRAIN_COLOURS[hx.terrain].tint}
          stroke="#888"
          strokeWidth={0.8}
        />
      ))}
      {mat.sheets.map((s) => (
        <g key={s.label}>
          <rect
            x={s.x}
            y={s.y}
            width={mat.area.w}
            height={mat.area.h}
            fill="none"
            stroke="#111"
            strokeWidth={2}
          />
          <text
            x={s.x + mat.area.w / 2}
            y={s.y + mat.area.h / 2}
            fontSize={font}
            fontWeight={700}
            textAnchor="middle"
            dominantBaseline="central"
            fill="#111"
          >
            {mat.sheets.length > 1 ? s.label : ''}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** The CSS aspect ratio of the sheets laid together. */
export function matAspect(mat: MatPlan): string {
  const w = Math.max(...mat.sheets.map((s) => s.x)) - Math.min(...mat.sheets.map((s) => s.x));
  const h = Math.max(...mat.sheets.map((s) => s.y)) - Math.min(...mat.sheets.map((s) => s.y));
  return `${(w + mat.area.w + 8).toFixed(0)} / ${(h + mat.area.h + 8).toFixed(0)}`;
}
