// SVG point lists for the /print sketches (millimetres).

export const pts = (list: [number, number][]): string =>
  list.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ');

/** A hexagon's corners round (cx, cy), corner radius r, pointy or flat on top. */
export const hexPts = (cx: number, cy: number, r: number, pointy: boolean): string =>
  pts(
    Array.from({ length: 6 }, (_, i) => {
      const a = ((60 * i + (pointy ? -90 : 0)) * Math.PI) / 180;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as [number, number];
    }),
  );
