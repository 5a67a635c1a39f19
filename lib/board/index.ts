// The board generator's public face.
export * from './balance';
export { type CommodityDraft, commoditySpreads } from './commodity';
export { type DraftIsland, type DraftResult, draft, draftIsland, draftSeats } from './draft';
export * from './editor';
export * from './fairness';
export { parseBoard } from './format';
export { boardFromShare, shareUrl } from './from-share';
export {
  type BoardError,
  type BoardErrorCode,
  coreOf,
  type GenerateInput,
  generateBoard,
  SEED_HELP,
  SEED_RE,
} from './generate';
export { type HarborWorth, harborWorth } from './harbor-worth';
export { encodeShare, parseShare, type ShareInput } from './share';
export type { Board, BoardHarbor, BoardHex, DiscoveryBag, HarborTrade } from './types';
