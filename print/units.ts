// Millimetres are the unit of every setting; PDF space is in points (1/72 inch).

export const PT_PER_MM = 72 / 25.4;

/** Millimetres to PDF points. */
export const mm = (x: number): number => x * PT_PER_MM;

/** PDF points to millimetres. */
export const toMm = (pt: number): number => pt / PT_PER_MM;

export const PAPERS = ['a4', 'letter', 'a3'] as const;
export type Paper = (typeof PAPERS)[number];

/** Portrait paper sizes in millimetres (ISO 216 and ANSI letter). */
export const PAPER_MM: Readonly<Record<Paper, { readonly w: number; readonly h: number }>> = {
  a4: { w: 210, h: 297 },
  letter: { w: 215.9, h: 279.4 },
  a3: { w: 297, h: 420 },
};

/** Portrait paper sizes in points, rounded as PDF writers (and pdfkit) write them. */
export const PAPER_PT: Readonly<Record<Paper, { readonly w: number; readonly h: number }>> = {
  a4: { w: 595.28, h: 841.89 },
  letter: { w: 612, h: 792 },
  a3: { w: 841.89, h: 1190.55 },
};
