// A resource as a tile of its terrain's colour with one large glyph of our own drawing, so a
// card reads by shape as well as by colour (and by name, beside it) from across the table.
// The one resource icon of the tablet and the phones; `size` sets its CSS pixels.
import type { ReactElement } from 'react';
import { TERRAIN_FILL } from '@/app/board/terrain-art';
import { isResource, RESOURCE_TERRAIN } from '@/lib/rules/vocab';

const HEX = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 180) * (60 * i - 90);
  return `${(Math.cos(a) * 48).toFixed(1)},${(Math.sin(a) * 48).toFixed(1)}`;
}).join(' ');

/** One bold glyph per resource, drawn in a 100×100 box around the origin. */
const GLYPH: Readonly<Record<string, ReactElement>> = {
  lumber: (
    <g>
      <rect x={-5} y={12} width={10} height={20} fill="#5b3b1e" />
      <polygon points="0,-34 -24,0 24,0" fill="#123d1c" />
      <polygon points="0,-18 -28,16 28,16" fill="#1a4f26" />
    </g>
  ),
  wool: (
    <g>
      <ellipse cx={-4} cy={4} rx={24} ry={16} fill="#fbfaf5" stroke="#555" strokeWidth={2} />
      <circle cx={22} cy={-4} r={9} fill="#2e2e2e" />
      <rect x={-20} y={16} width={5} height={12} fill="#2e2e2e" />
      <rect x={6} y={16} width={5} height={12} fill="#2e2e2e" />
    </g>
  ),
  grain: (
    <g stroke="#7a5a0c" strokeWidth={2} fill="#b8860b">
      <line x1={0} y1={34} x2={0} y2={-30} />
      {[-24, -12, 0, 12].map((y) => (
        <g key={y}>
          <ellipse cx={-7} cy={y} rx={5} ry={9} transform={`rotate(-28 -7 ${y})`} />
          <ellipse cx={7} cy={y} rx={5} ry={9} transform={`rotate(28 7 ${y})`} />
        </g>
      ))}
    </g>
  ),
  brick: (
    <g fill="#7e3317" stroke="#f3d2bd" strokeWidth={2}>
      <rect x={-30} y={-22} width={28} height={14} />
      <rect x={2} y={-22} width={28} height={14} />
      <rect x={-16} y={-6} width={32} height={14} />
      <rect x={-30} y={10} width={28} height={14} />
      <rect x={2} y={10} width={28} height={14} />
    </g>
  ),
  ore: (
    <g>
      <polygon points="-4,-30 -34,26 26,26" fill="#454a52" />
      <polygon points="-4,-30 -14,-12 -6,-16 2,-10 8,-16" fill="#f4f6f8" />
      <polygon points="18,-6 0,26 36,26" fill="#5d626b" />
    </g>
  ),
  // Starfarers' resources (no terrain): a flame, a crystal, a sheaf-round loaf, a crate.
  fuel: (
    <path d="M0,-32 C16,-12 24,2 24,12 A24,22 0 0 1 -24,12 C-24,2 -16,-12 0,-32 Z" fill="#fde68a" />
  ),
  // Carbon: a hexagonal ring of atoms (no peak or point), so it never reads as ore's mountain.
  carbon: (
    <g>
      <polygon
        points="0,-28 24,-14 24,14 0,28 -24,14 -24,-14"
        fill="none"
        stroke="#e5e7eb"
        strokeWidth={6}
      />
      {[
        [0, -28],
        [24, -14],
        [24, 14],
        [0, 28],
        [-24, 14],
        [-24, -14],
      ].map(([x, y]) => (
        <circle
          key={`${x},${y}`}
          cx={x}
          cy={y}
          r={7}
          fill="#111827"
          stroke="#e5e7eb"
          strokeWidth={3}
        />
      ))}
    </g>
  ),
  food: (
    <g>
      <circle cx={0} cy={6} r={24} fill="#fef3c7" />
      <path d="M0,-18 C4,-30 14,-32 20,-30 C16,-22 8,-18 0,-18 Z" fill="#14532d" />
    </g>
  ),
  goods: (
    <g>
      <rect x={-24} y={-24} width={48} height={48} fill="#f5d0fe" />
      <path d="M-24,-24 L24,24 M24,-24 L-24,24" stroke="#4c1d95" strokeWidth={6} />
    </g>
  ),
  // Cities and knights' commodities: a written sheet, a bolt of cloth, a coin.
  paper: (
    <g stroke="#5b4a22" strokeWidth={2}>
      <path d="M-20,-30 H10 L22,-18 V30 H-20 Z" fill="#fdfbf3" />
      <path d="M10,-30 V-18 H22" fill="none" />
      {[-10, 0, 10, 20].map((y) => (
        <line key={y} x1={-12} y1={y} x2={14} y2={y} />
      ))}
    </g>
  ),
  cloth: (
    <g>
      <rect x={-26} y={-16} width={46} height={26} fill="#1f4f8a" />
      <ellipse cx={20} cy={-3} rx={7} ry={13} fill="#163a66" />
      <path d="M-26,10 L-26,30 L-10,24 L6,30 L6,10 Z" fill="#2d68b0" />
      {[-18, -8, 2, 12].map((x) => (
        <line key={x} x1={x} y1={-16} x2={x} y2={10} stroke="#9cc1ea" strokeWidth={2} />
      ))}
    </g>
  ),
  coin: (
    <g>
      <circle r={26} fill="#f1c84b" stroke="#6e4f0a" strokeWidth={4} />
      <circle r={17} fill="none" stroke="#6e4f0a" strokeWidth={2} />
      <rect x={-4} y={-11} width={8} height={22} fill="#6e4f0a" />
    </g>
  ),
};

/** Backgrounds of resources without an island terrain. */
const OTHER_FILL: Readonly<Record<string, string>> = {
  fuel: '#b5562a',
  carbon: '#3b3f46',
  food: '#5c9a3a',
  goods: '#7a5aa6',
  // Cities and knights' commodities, a shade off their terrain's colour.
  paper: '#c9b98a',
  cloth: '#8fb3d9',
  coin: '#b8923a',
};

export function ResourceIcon({ resource, size = 40 }: { resource: string; size?: number }) {
  const terrain = isResource(resource) ? RESOURCE_TERRAIN[resource] : null;
  return (
    <svg
      width={size}
      height={size}
      viewBox="-50 -50 100 100"
      aria-hidden="true"
      className="shrink-0"
    >
      <polygon
        points={HEX}
        fill={terrain ? TERRAIN_FILL[terrain] : (OTHER_FILL[resource] ?? '#777')}
        stroke="#f4ead2"
        strokeWidth={3}
      />
      {GLYPH[resource] ?? null}
    </svg>
  );
}

/** A resource with its count and name, large: what the payout banner shows. */
export function ResourceCount({
  resource,
  count,
  label,
  size = 44,
  compact = false,
}: {
  resource: string;
  count: number;
  label: string;
  size?: number;
  /** Packed (a roll paying many): the icon and count, the name for screen readers only. */
  compact?: boolean;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-lg bg-white/10 ${compact ? 'gap-1 px-1' : 'gap-2 px-2 py-1'}`}
      data-resource={resource}
      data-count={count}
    >
      <ResourceIcon resource={resource} size={size} />
      <span className={`${compact ? 'text-2xl' : 'text-3xl'} font-black tabular-nums`}>
        {count}
      </span>
      <span className={compact ? 'sr-only' : 'text-lg'}>{label}</span>
    </span>
  );
}
