// Shelf packing of rectangular boxes onto pages: pure, in millimetres. Boxes of one kind come
// in a row; a new kind finishes the shelf when it is no taller than the shelf and fits beside
// it (a hex beside the robber standee), else starts a new shelf on the same page when it fits,
// so little paper is lost.

export interface Box {
  readonly w: number;
  readonly h: number;
  /** Boxes with the same group share shelves. */
  readonly group: string;
}

export interface Placement {
  /** Index into the input boxes. */
  readonly index: number;
  readonly page: number;
  /** Top-left corner inside the printable area, mm. */
  readonly x: number;
  readonly y: number;
}

export interface PackResult {
  readonly pages: number;
  readonly placements: readonly Placement[];
}

/** Packs boxes in order into pages of the given printable area, `gap` mm apart. */
export function pack(
  boxes: readonly Box[],
  area: { readonly w: number; readonly h: number },
  gap: number,
): PackResult | { readonly tooBig: number } {
  const placements: Placement[] = [];
  let page = 0;
  let x = 0;
  let shelfY = 0;
  let shelfH = 0;
  let used = false;
  const eps = 1e-6;
  for (let index = 0; index < boxes.length; index++) {
    const b = boxes[index];
    if (!b) continue;
    if (b.w > area.w + eps || b.h > area.h + eps) return { tooBig: index };
    const fits = x + b.w <= area.w + eps && shelfY + b.h <= area.h + eps;
    if (!used) {
      // first box on the page
    } else if (fits && b.h <= shelfH + eps) {
      // continues the shelf
    } else {
      const nextY = shelfY + shelfH + gap;
      if (nextY + b.h <= area.h + eps) {
        shelfY = nextY;
      } else {
        page++;
        shelfY = 0;
      }
      x = 0;
      shelfH = 0;
    }
    placements.push({ index, page, x, y: shelfY });
    used = true;
    x += b.w + gap;
    shelfH = Math.max(shelfH, b.h);
  }
  return { pages: placements.length ? page + 1 : 0, placements };
}

/** Where hexes go in a honeycomb: box top-left corners on one page, mm. */
export interface Honeycomb {
  readonly perPage: number;
  readonly cells: readonly { readonly x: number; readonly y: number }[];
}

/**
 * Pointy-top hexes (flat-to-flat `flat`, bleed included, as tiles lie on the board) nested in a
 * honeycomb, `gap` mm between parallel sides: rows 0.866 × (flat + gap) apart, every other one
 * half a hex to the right. The flat-top honeycomb of the area turned a quarter, turned back.
 */
export function honeycomb(
  flat: number,
  area: { readonly w: number; readonly h: number },
  gap: number,
): Honeycomb {
  const turned = flatHoneycomb(flat, { w: area.h, h: area.w }, gap);
  return { perPage: turned.perPage, cells: turned.cells.map((c) => ({ x: c.y, y: c.x })) };
}

/** Flat-top hexes nested: columns 0.866 × (flat + gap) apart, every other one half lower. */
function flatHoneycomb(
  flat: number,
  area: { readonly w: number; readonly h: number },
  gap: number,
): Honeycomb {
  const wide = (flat * 2) / Math.sqrt(3);
  const pitch = flat + gap;
  const xs = (pitch * Math.sqrt(3)) / 2;
  let best: { x: number; y: number }[] = [];
  for (const lowFirst of [false, true]) {
    const cells: { x: number; y: number }[] = [];
    for (let i = 0; wide + i * xs <= area.w + 1e-6; i++) {
      const off = (i % 2 === 1) !== lowFirst ? pitch / 2 : 0;
      for (let j = 0; off + flat + j * pitch <= area.h + 1e-6; j++)
        cells.push({ x: i * xs, y: off + j * pitch });
    }
    if (cells.length > best.length) best = cells;
  }
  return { perPage: best.length, cells: best };
}
