// A board from its share code, and the link that opens one; apart from the barrel (index.ts)
// so a page can use them without the barrel's board-file parser (zod).
import { err, type Result } from '../result';
import { type BoardError, generateBoard } from './generate';
import { parseShare } from './share';
import type { Board } from './types';

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
