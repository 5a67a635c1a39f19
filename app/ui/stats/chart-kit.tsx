'use client';
// What the statistics' charts share: the source and loss colours, the dash per seat, the
// measured width, the figure with its spoken summary, an axis, and a seat's row label.
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { formatNumber } from '@/app/ui/format';
import { useLang } from '@/app/ui/use-lang';
import { initialOf, seatColor } from '@/lib/colors';
import { LOSS_CAUSES, type LossCause } from '@/lib/game/stats';
import type { PlayerInfo } from '@/lib/game/types';

/** Source colours (Paul Tol's "muted" scheme), separate from the seat colours. */
export const SOURCE_FILL: Readonly<Record<string, string>> = {
  production: '#332288',
  setup: '#88ccee',
  supply: '#44aa99',
  discovery: '#117733',
  trade: '#ddcc77',
  steal: '#cc6677',
  devCards: '#aa4499',
};
export const SOURCE_INK: Readonly<Record<string, string>> = {
  production: '#ffffff',
  setup: '#1a1a1a',
  supply: '#1a1a1a',
  discovery: '#ffffff',
  trade: '#1a1a1a',
  steal: '#1a1a1a',
  devCards: '#ffffff',
};
export const LOSS_FILL: Readonly<Record<Exclude<LossCause, 'trade'>, string>> = {
  robber: '#882255',
  seven: '#999933',
  monopoly: '#6699cc',
};
export const LOSSES = LOSS_CAUSES.filter((c): c is Exclude<LossCause, 'trade'> => c !== 'trade');
/** Second cue for lines: a dash pattern per seat. */
export const DASHES = ['', '8 4', '2 4', '10 3 2 3', '4 4', '1 3'];

/** Width before the chart is measured (server rendering, tests). */
export const W0 = 640;
/** Below this the chart scales down rather than crowd its labels. */
export const W_MIN = 320;
export const FONT = 'system-ui, sans-serif';
/** The smallest text in any chart, in CSS px once the viewBox matches the screen. */
export const TEXT = 14;

/** The width its box has on screen (W0 until measured), kept current as the panel resizes. */
export function Sized({ children }: { children: (w: number) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [w, setW] = useState(W0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const px = Math.floor(el.getBoundingClientRect().width);
      if (px > 0) setW(Math.max(W_MIN, px));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return (
    <div ref={box} className="min-w-0">
      {children(w)}
    </div>
  );
}

export function niceMax(x: number): number {
  if (x <= 5) return Math.max(1, Math.ceil(x));
  const step = x <= 20 ? 5 : x <= 50 ? 10 : x <= 100 ? 20 : 50;
  return Math.ceil(x / step) * step;
}

export function Figure({
  title,
  label,
  width,
  height,
  testId,
  children,
}: {
  title: string;
  label: string;
  width: number;
  height: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <figure className="min-w-0" data-testid={testId}>
      <figcaption className="text-xl font-semibold">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={label}
        fontFamily={FONT}
      >
        {children}
      </svg>
    </figure>
  );
}

export function Axis({
  x0,
  x1,
  y0,
  y1,
  max,
}: {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  max: number;
}) {
  const { lang } = useLang();
  const ticks = max <= 5 ? max : 5;
  return (
    <g fontSize={TEXT} fill="currentColor">
      {Array.from({ length: ticks + 1 }, (_, i) => {
        const v = (max / ticks) * i;
        const y = y0 - ((y0 - y1) * v) / max;
        return (
          <g key={v}>
            <line x1={x0} x2={x1} y1={y} y2={y} stroke="currentColor" strokeOpacity={0.15} />
            <text x={x0 - 6} y={y} textAnchor="end" dominantBaseline="central">
              {formatNumber(lang, v, 1)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** A row label: the seat's patterned disc with its initial, and the name. */
export function SeatLabel({
  seat,
  p,
  x,
  y,
}: {
  seat: number;
  p: PlayerInfo;
  x: number;
  y: number;
}) {
  const c = seatColor(p.color, seat);
  return (
    <g>
      <circle
        cx={x + 15}
        cy={y}
        r={15}
        fill={`url(#seat-pattern-${seat})`}
        stroke="currentColor"
        strokeWidth={1}
      />
      <circle cx={x + 15} cy={y} r={11} fill={c.id} />
      <text
        x={x + 15}
        y={y}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={TEXT}
        fontWeight={700}
        fill={c.ink}
      >
        {initialOf(p.name)}
      </text>
      <text x={x + 36} y={y} dominantBaseline="central" fontSize={16} fill="currentColor">
        {p.name.length > 12 ? `${p.name.slice(0, 11)}…` : p.name}
      </text>
    </g>
  );
}
