// A decorative line drawing on a 24 × 24 grid: the tablet's glyphs, Starfarers' icons and the
// connected-phone mark draw through it, so they share one stroke.

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** `d` drawn in the shared stroke; `size` in CSS pixels. */
export function LineIcon({
  d,
  size = 24,
  strokeWidth = STROKE.strokeWidth,
}: {
  d: string;
  size?: number;
  strokeWidth?: number;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="inline-block shrink-0"
    >
      <path d={d} {...STROKE} strokeWidth={strokeWidth} />
    </svg>
  );
}
