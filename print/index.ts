// The print kit's public face: options in, a true-size vector PDF out.

export { LANGS, type Lang, strings } from './i18n';
export { boardLink, type RenderOptions } from './kit';
export { MAX_MAT_SHEETS, type MatPlan, pageCount, planMat } from './mat';
export {
  BACKS,
  MAX_COUNT,
  MAX_LINES,
  MAX_TOTAL,
  type OptionsError,
  OptionsSchema,
  parseOptions,
  type RawOptions,
  splitPieceArg,
  type ValidOptions,
} from './options';
export {
  COST_RULESETS,
  DEV_KINDS,
  PIECE_SYNTAX,
  type Piece,
  parsePiece,
  pieceId,
  ROBBER_STYLES,
  SPECIALS,
} from './pieces';
export { boardPieces, type Placed, type Plan, type PlannedPage, planKit, trimSize } from './plan';
export { kitBytes, renderKit } from './render';
export {
  type BoardInput,
  type PrintError,
  type PrintErrorCode,
  preparePrint,
  resolveBoard,
} from './request';
export { cutPositions, kitFileName, pageBoxes } from './sheet';
export { hexCornerToCorner, type PieceSizes, REAL_SIZES, resolveSizes } from './sizes';
export { mm, PAPER_MM, PAPER_PT, PAPERS, type Paper, toMm } from './units';
