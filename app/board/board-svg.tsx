// Draws a board@1 document as SVG. It decides nothing: every hex, token and harbor comes
// from the document the core made.
import type { ReactNode } from 'react';
import { useLang } from '@/app/ui/use-lang';
import type { Board, BoardHex } from '@/lib/board';
import { cornerOffset, type Hex, hexCentre, hexKey, neighbours } from '@/lib/hex';
import { resourceName, TERRAIN_NAMES } from '@/lib/i18n/names';
import { isRed, pips } from '@/lib/rules/vocab';
import { BOARD_WORDS } from '../ui/board-words';
import { TERRAIN_FILL, terrainArt } from './terrain-art';

/** A hex's circumradius in the SVG's units; overlays (pieces, spots) place themselves with it. */
export const BOARD_HEX_R = 50;
const R = BOARD_HEX_R;
/** x positions of the pip dots under a token, by pip count. */
const PIP_X = [0, 1, 2, 3, 4, 5].map((n) =>
  Array.from({ length: n }, (_, i) => (i - (n - 1) / 2) * 3.6),
);
const corners = Array.from({ length: 6 }, (_, i) => cornerOffset(i));
const hexPoints = (s: number) =>
  corners.map((c) => `${(c.x * s).toFixed(2)},${(c.y * s).toFixed(2)}`).join(' ');

/**
 * A number token, sized to be read from across a table: its radius is 0.4 of the hex's
 * (the table's layout test checks it stays at least 32 CSS px wide at 1280×800, 800×1280 and 1024×768).
 */
export function Token({ value, letter }: { value: number; letter?: string }) {
  const red = isRed(value);
  const n = pips(value);
  return (
    <g data-token={value}>
      <circle r={20} fill="#f8f1dc" stroke="#6b5a3a" strokeWidth={1.2} />
      <text
        y={5}
        textAnchor="middle"
        fontSize={red ? 22 : 20}
        fontWeight={700}
        fill={red ? '#c1121f' : '#1f1a12'}
        fontFamily="Georgia, 'Times New Roman', serif"
      >
        {value}
      </text>
      {PIP_X[n]?.map((x) => (
        <circle key={x} cx={x} cy={13} r={1.5} fill={red ? '#c1121f' : '#1f1a12'} />
      ))}
      {letter ? (
        <text y={-11} textAnchor="middle" fontSize={6.5} fill="#6b5a3a">
          {letter}
        </text>
      ) : null}
    </g>
  );
}

const RESOURCE_DOT: Record<string, string> = {
  lumber: TERRAIN_FILL.forest,
  wool: TERRAIN_FILL.pasture,
  grain: TERRAIN_FILL.fields,
  brick: TERRAIN_FILL.hills,
  ore: TERRAIN_FILL.mountains,
};

/** A harbor's piers and rate, drawn inside its hex's own translation (also for discovered tiles). */
export function Harbor({ hex, nicknames }: { hex: BoardHex; nicknames: boolean }) {
  const { lang } = useLang();
  const h = hex.harbor;
  if (!h) return null;
  const [fq, fr] = h.faces.split(',').map(Number) as [number, number];
  const a = hexCentre(hex);
  const b = hexCentre({ q: fq, r: fr });
  const dx = (b.x - a.x) * R;
  const dy = (b.y - a.y) * R;
  const rate = h.trade === 'any' ? '3:1' : '2:1';
  const what =
    h.trade === 'any' ? BOARD_WORDS[lang].anyResource : resourceName(lang, h.trade, nicknames);
  return (
    <g data-harbor={h.trade} data-faces={h.faces}>
      <title>{BOARD_WORDS[lang].harbor(rate, what)}</title>
      {/* Two piers reach to the shared side's ends: the port's two intersections. */}
      {[-1, 1].map((s) => (
        <line
          key={s}
          x1={0}
          y1={0}
          x2={dx * 0.5 + -dy * 0.29 * s}
          y2={dy * 0.5 + dx * 0.29 * s}
          stroke="#e9dcc0"
          strokeWidth={4}
          strokeLinecap="round"
        />
      ))}
      <circle r={15} fill="#f8f1dc" stroke="#3b2f1d" strokeWidth={1.2} />
      <text
        y={h.trade === 'any' ? 4 : 0}
        textAnchor="middle"
        fontSize={10}
        fontWeight={700}
        fill="#1f1a12"
      >
        {rate}
      </text>
      {h.trade !== 'any' ? (
        <circle cy={7} r={4} fill={RESOURCE_DOT[h.trade]} stroke="#3b2f1d" strokeWidth={0.8} />
      ) : null}
    </g>
  );
}

/**
 * The board as SVG, sized to its container. Optional extras for the table: `children` are
 * drawn over the hexes in the same coordinates (pieces, legal spots), `robber` moves the
 * robber (a hex key, or null for none; default: the board's own on the desert), `className`
 * replaces the default sizing, `frame` widens the view, `fit: 'land'` zooms to the land (and
 * harbors) instead of the whole sea frame, and `quarter` turns the board by that many quarter
 * turns clockwise (the view is fitted to the turned board).
 */
export function BoardSvg({
  board,
  nicknames,
  children,
  robber,
  className,
  label,
  role = 'img',
  frame,
  fit = 'all',
  quarter = 0,
}: {
  board: Board;
  nicknames: boolean;
  children?: ReactNode;
  robber?: string | null;
  className?: string;
  label?: string;
  /** 'group' when `children` hold controls (an img's children are presentational). */
  role?: 'img' | 'group';
  /** Hexes the view must also fit (Intimate Settlers' discovered area). */
  frame?: readonly Hex[];
  fit?: 'all' | 'land';
  /** Quarter turns clockwise: 0–3. */
  quarter?: number;
}) {
  const { lang } = useLang();
  const centres = board.hexes.map((h) => hexCentre(h));
  // 'land': the land and the one ring of sea around it (its harbors too), not a far frame.
  const landKeys = new Set(
    [...board.hexes.filter((x) => x.terrain !== 'sea'), ...(frame ?? [])].map((x) => hexKey(x)),
  );
  const nearLand = (x: Hex) =>
    landKeys.has(hexKey(x)) || neighbours(x).some((n) => landKeys.has(hexKey(n)));
  const shown = fit === 'land' ? board.hexes.filter(nearLand) : board.hexes;
  const q = ((quarter % 4) + 4) % 4;
  // The fitted points, turned as the board is drawn turned.
  const turned = [...shown, ...(frame ?? [])].map((h) => {
    const c = hexCentre(h);
    const x = c.x * R;
    const y = c.y * R;
    return q === 1
      ? { x: -y, y: x }
      : q === 2
        ? { x: -x, y: -y }
        : q === 3
          ? { x: y, y: -x }
          : { x, y };
  });
  const xs = turned.map((c) => c.x);
  const ys = turned.map((c) => c.y);
  const pad = R * 1.05;
  const minX = Math.min(...xs) - pad;
  const minY = Math.min(...ys) - pad;
  const w = Math.max(...xs) + pad - minX;
  const h = Math.max(...ys) + pad - minY;
  const land = board.hexes.filter((x) => x.terrain !== 'sea');
  const tokens = land.filter((x) => x.token !== null).length;
  const t = TERRAIN_NAMES[lang];
  const desert = board.hexes.some((x) => hexKey(x) === board.robber && x.terrain === 'desert');
  const robberAt = robber === undefined ? (desert ? board.robber : null) : robber;
  return (
    <svg
      viewBox={`${minX.toFixed(1)} ${minY.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`}
      role={role}
      aria-label={label ?? BOARD_WORDS[lang].boardLabel(land.length, tokens)}
      className={className ?? 'h-auto w-full max-w-[760px]'}
      data-board={board.share}
      data-quarter={q}
    >
      <g transform={q === 0 ? undefined : `rotate(${q * 90})`} data-turned={q * 90}>
        {board.hexes.map((x, i) => {
          const c = centres[i] as { x: number; y: number };
          return (
            <g
              key={hexKey(x)}
              transform={`translate(${(c.x * R).toFixed(2)} ${(c.y * R).toFixed(2)})`}
              data-hex={hexKey(x)}
              data-terrain={x.terrain}
            >
              <title>{`${t[x.terrain]}${x.token ? ` ${x.token}` : ''}`}</title>
              <polygon
                points={hexPoints(R - 1)}
                fill={TERRAIN_FILL[x.terrain]}
                stroke="#f4ead2"
                strokeWidth={2}
              />
              {terrainArt(x.terrain)}
              {x.token !== null ? <Token value={x.token} letter={x.letter} /> : null}
              {x.harbor ? <Harbor hex={x} nicknames={nicknames} /> : null}
              {hexKey(x) === robberAt ? (
                <g data-robber="">
                  <ellipse cx={0} cy={8} rx={9} ry={3.5} fill="#1b1b1b" opacity={0.35} />
                  <path d="M -7 8 Q -8 -6 0 -8 Q 8 -6 7 8 Z" fill="#2a2a2a" />
                  <circle cy={-12} r={5.5} fill="#2a2a2a" />
                </g>
              ) : null}
            </g>
          );
        })}
        {children}
      </g>
    </svg>
  );
}
