// A seat's badge: its colour, its pattern and the player's initial, so seats can be told
// apart without colour vision. Also the SVG <pattern> defs the board uses for pieces.
import { useId } from 'react';
import { initialOf, type SeatColor, type SeatPattern, seatColor } from '@/lib/colors';

/** The pattern's strokes in a 8×8 tile (drawn over the seat colour). */
function patternShapes(p: SeatPattern, ink: string) {
  switch (p) {
    case 'solid':
      return null;
    case 'stripes':
      return (
        <path d="M -2 10 L 10 -2 M -2 2 L 2 -2 M 6 10 L 10 6" stroke={ink} strokeWidth={1.4} />
      );
    case 'dots':
      return <circle cx={4} cy={4} r={1.5} fill={ink} />;
    case 'grid':
      return <path d="M 4 0 V 8 M 0 4 H 8" stroke={ink} strokeWidth={1} />;
    case 'zigzag':
      return <path d="M 0 6 L 2 2 L 4 6 L 6 2 L 8 6" stroke={ink} strokeWidth={1.2} fill="none" />;
    case 'rings':
      return <circle cx={4} cy={4} r={2.4} stroke={ink} strokeWidth={1} fill="none" />;
  }
}

/** `<pattern>` element for a seat, referenced as `url(#seat-pattern-<seat>)`. */
export function SeatPatternDef({ seat, color }: { seat: number; color: string }) {
  const c: SeatColor = seatColor(color, seat);
  return (
    <pattern id={`seat-pattern-${seat}`} width={8} height={8} patternUnits="userSpaceOnUse">
      <rect width={8} height={8} fill={c.id} />
      <g opacity={0.55}>{patternShapes(c.pattern, c.ink)}</g>
    </pattern>
  );
}

/** A round badge with colour, pattern and initial; `size` in CSS pixels. */
export function SeatMark({
  seat,
  color,
  name,
  size = 32,
}: {
  seat: number;
  color: string;
  name: string;
  size?: number;
}) {
  const c = seatColor(color, seat);
  const initial = initialOf(name);
  // useId: the same seat's badge may be drawn several times on one page.
  const id = `seat-mark-${useId().replace(/:/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
      <defs>
        <pattern id={id} width={8} height={8} patternUnits="userSpaceOnUse">
          <rect width={8} height={8} fill={c.id} />
          <g opacity={0.55}>{patternShapes(c.pattern, c.ink)}</g>
        </pattern>
      </defs>
      <circle cx={16} cy={16} r={15} fill={`url(#${id})`} stroke={c.ink} strokeWidth={1.5} />
      <circle cx={16} cy={16} r={9} fill={c.id} />
      <text
        x={16}
        y={20.5}
        textAnchor="middle"
        fontSize={13}
        fontWeight={700}
        fill={c.ink}
        fontFamily="system-ui, sans-serif"
      >
        {initial}
      </text>
    </svg>
  );
}
