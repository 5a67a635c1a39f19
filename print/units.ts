// Millimetres are the unit of every setting; PDF space is in points (1/72 inch).

export const PT_PER_MM = 72 / 25.4;

/** Millimetres to PDF points. */
export const mm = (x: number): number => x * PT_PER_MM;

/** PDF points to millimetres. */
export const toMm = (pt: number): number => pt / PT_PER_MM;

export const PAPERS = ['a4', 'letter', 'a3', 'a2', 'a1'] as const;
export type Paper = (typeof PAPERS)[number];

/** Portrait paper sizes in millimetres (ISO 216 and ANSI letter). */
export const PAPER_MM: Readonly<Record<Paper, { readonly w: number; readonly h: number }>> = {
  a4: { w: 210, h: 297 },
  letter: { w: 215.9, h: 279.4 },
  a3: { w: 297, h: 420 },
  a2: { w: 420, h: 594 },
  a1: { w: 594, h: 841 },
};

/** Portrait paper sizes in points, rounded as PDF writers (and pdfkit) write them. */
export const PAPER_PT: Readonly<Record<Paper, { readonly w: number; readonly h: number }>> = {
  a4: { w: 595.28, h: 841.89 },
  letter: { w: 612, h: 792 },
  a3: { w: 841.89, h: 1190.55 },
  a2: { w: 1190.55, h: 1683.78 },
  a1: { w: 1683.78, h: 2383.94 },
};
