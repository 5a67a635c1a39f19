// True piece sizes (5th-edition pieces measured from scans; ../shared/stack-notes.md) and
// the user's overrides, all in millimetres.

export interface PieceSizes {
  /** Hex tile, flat side to flat side. e.g. 79 */
  readonly hex: number;
  /** Number token diameter. e.g. 25.5 */
  readonly token: number;
  /** Resource and development cards. e.g. { w: 55, h: 80, r: 3 } */
  readonly card: { readonly w: number; readonly h: number; readonly r: number };
  /** Building-cost, longest road and largest army cards. e.g. { w: 83.5, h: 102 } */
  readonly cost: { readonly w: number; readonly h: number; readonly r: number };
  /** Harbor piece: a pentagon this wide and this tall. e.g. { w: 26, h: 29.3 } */
  readonly harbor: { readonly w: number; readonly h: number };
}

export const REAL_SIZES: PieceSizes = {
  hex: 79,
  token: 25.5,
  card: { w: 55, h: 80, r: 3 },
  cost: { w: 83.5, h: 102, r: 3 },
  harbor: { w: 26, h: 29.3 },
};

/** Corner-to-corner width of a hex from its flat-to-flat size. */
export const hexCornerToCorner = (flat: number): number => (flat * 2) / Math.sqrt(3);

export interface SizeOverrides {
  /** Multiplies every default size (1 = true size). */
  readonly scale?: number | undefined;
  readonly hex?: number | undefined;
  readonly token?: number | undefined;
  readonly cardW?: number | undefined;
  readonly cardH?: number | undefined;
  readonly costW?: number | undefined;
  readonly costH?: number | undefined;
  readonly harborW?: number | undefined;
  readonly harborH?: number | undefined;
}

/** The sizes to print: defaults times `scale`, then any size given in millimetres wins. */
export function resolveSizes(o: SizeOverrides = {}): PieceSizes {
  const s = o.scale ?? 1;
  const d = REAL_SIZES;
  return {
    hex: o.hex ?? d.hex * s,
    token: o.token ?? d.token * s,
    card: { w: o.cardW ?? d.card.w * s, h: o.cardH ?? d.card.h * s, r: d.card.r * s },
    cost: { w: o.costW ?? d.cost.w * s, h: o.costH ?? d.cost.h * s, r: d.cost.r * s },
    harbor: { w: o.harborW ?? d.harbor.w * s, h: o.harborH ?? d.harbor.h * s },
  };
}
