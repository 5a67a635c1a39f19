// The board generator's public face.
import { err, type Result } from '../result';
import { type BoardError, generateBoard } from './generate';
import { parseShare } from './share';
import type { Board } from './types';

export * from './balance';
export { type DraftIsland, type DraftResult, draft, draftIsland, draftSeats } from './draft';
export * from './fairness';
export { parseBoard } from './format';
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

/** Regenerates the board a share code (or a link holding one) describes. */
export function boardFromShare(
  code: string,
): Result<Board, BoardError | { code: 'ERR_SHARE_CODE'; message: string }> {
  const s = parseShare(code);
  if (!s.ok) return err({ code: 'ERR_SHARE_CODE', message: s.error });
  return generateBoard(s.value);
}

/** The link that opens a board in Hexkeeper. */
export const shareUrl = (board: Pick<Board, 'share'>, origin: string): string =>
  `${origin.replace(/\/$/, '')}/board?b=${encodeURIComponent(board.share)}`;
export * from './editor';
