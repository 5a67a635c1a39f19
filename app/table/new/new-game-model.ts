// The new-game form's pure parts: a seat as typed, fresh seeds, the board a code names, and
// the server's refusal in words.

import type { BalancePreset } from '@/lib/board/balance';
import type { EditorCheck } from '@/lib/board/editor';
import { boardFromShare } from '@/lib/board/from-share';
import type { Board } from '@/lib/board/types';
import { COLOR_SETS, type ColorSetId, colorSetOf } from '@/lib/colors';
import type { Lang } from '@/lib/i18n/names';
import { type Layout, RULESETS, type RulesetId } from '@/lib/rules';
import { getHostToken, setHostToken } from '../../live/host-token';
import type { Source } from './draft';
import type { Names, NEW_GAME } from './i18n';

export interface Player {
  name: string;
  color: string;
}

const SEED_CHARS = 'abcdefghijkmnpqrstuvwxyz23456789';
export function freshSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => SEED_CHARS[b % SEED_CHARS.length]).join('');
}

export const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
export const range = (lo: number, hi: number) =>
  Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

/** Names as the server cleans them: folded white space, 1–40 characters, no < >. */
export const cleanName = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

export type Generated = { ok: true; board: Board } | { ok: false; error: string };

/** The game a board's ruleset stands for in the form: its own where offered, else the one
 * whose island it lies on. */
export function gameOfBoard(board: RulesetId, choices: readonly RulesetId[]): RulesetId {
  return choices.includes(board) ? board : RULESETS[board].boardOf;
}

/** Whether a board may be played in a game of `game`: on the same island (docs/board-format.md). */
export const sameIsland = (board: RulesetId, game: RulesetId): boolean =>
  RULESETS[board].boardOf === RULESETS[game].boardOf;

export function generateFor(
  ruleset: RulesetId,
  layout: Layout,
  balance: BalancePreset,
  seed: string,
  players: number,
): Generated {
  const code = `h1.${ruleset}.${layout}.${balance}.${players}.${seed}`;
  const b = boardFromShare(code);
  return b.ok ? { ok: true, board: b.value } : { ok: false, error: b.error.message };
}

/** The server's refusal in words: a sentence per code we know, then the server's own detail. */
export function serverWords(status: number, data: unknown, t: (typeof NEW_GAME)[Lang]): string {
  const e =
    data && typeof data === 'object' && 'error' in data
      ? (data as { error: { code?: string; message?: string } }).error
      : null;
  if (status === 429) return t.rateLimited;
  return `${t.serverRefused}: ${e?.message ?? `HTTP ${status}`}`;
}

/**
 * Posts a new game with this browser's host credential; a credential this server does not
 * know (a new data folder) is dropped and the game posted again, starting a new host.
 */
export async function postGame(body: unknown): Promise<Response> {
  const post = (token: string | null) =>
    fetch('/api/games', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const token = getHostToken();
  const res = await post(token);
  return res.status === 401 && token ? post(null) : res;
}

/** Keeps the host credential the server gave a new host. */
export const keepHost = (token: string | null): void => {
  if (token) setHostToken(token);
};

/** What the board step gives the server: a share code, a typed-in board, or why there is none. */
export function boardForServer(
  f: {
    hasBoard: boolean;
    source: Source;
    generated: Generated | null;
    check: EditorCheck | null;
    opened: Board | null;
    codeError: string | null;
  },
  t: (typeof NEW_GAME)[Lang],
  boardError: string,
  names: Names,
): { board?: string | Board; problem?: string } {
  if (!f.hasBoard) return {};
  if (f.source === 'generate') {
    if (!f.generated?.ok) return { problem: f.generated?.error ?? boardError };
    return { board: f.generated.board.share };
  }
  if (f.source === 'enter') {
    if (!f.check) return { problem: t.notEditable };
    if (!f.check.board.ok)
      return {
        problem: `${t.boardRefused} ${f.check.board.error.map((p) => t.problem(p, names)).join(' ')}`,
      };
    return { board: f.check.board.value };
  }
  if (!f.opened) return { problem: f.codeError ? `${t.badCode}: ${f.codeError}` : t.badCode };
  return { board: f.opened.share };
}

/** Every seat takes the colour at the same place in the other set (issue 28). */
export function inColorSet(ps: readonly Player[], set: ColorSetId): Player[] {
  const from = COLOR_SETS[colorSetOf(ps[0]?.color ?? '') ?? 'box'];
  return ps.map((p, i) => {
    const k = from.findIndex((c) => c.id === p.color);
    return { ...p, color: (COLOR_SETS[set][k < 0 ? i : k] ?? COLOR_SETS[set][0])?.id ?? '' };
  });
}

/** Seat `i` takes `color`; the seat that held it takes seat i's (each colour once). */
export function withColor(ps: readonly Player[], i: number, color: string): Player[] {
  const mine = ps[i]?.color ?? color;
  return ps.map((x, j) =>
    j === i ? { ...x, color } : x.color === color ? { ...x, color: mine } : x,
  );
}

/** The board the form shows: the generated one, the one opened from a code or scan, or none
 * while a board is typed in (the editor draws its own). */
export function shownBoardOf(
  source: Source,
  generated: Generated | null | undefined,
  opened: Board | null,
): Board | null {
  if (source === 'generate') return generated?.ok ? generated.board : null;
  return source === 'enter' ? null : opened;
}
