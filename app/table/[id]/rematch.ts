// A rematch: the same players (names, colours, seats), ruleset and options, and a new board —
// the board's recipe (its share code) with a new seed, so the same layout and balance rules
// deal a different island. A board typed in by hand has no recipe and is kept as it is. The
// game's own seed is left to the server (a new one). Pure: test/unit/table-rematch.test.ts.

import { encodeShare, parseShare } from '@/lib/board/share';
import type { GameConfig } from '@/lib/game';

export interface RematchBody {
  readonly ruleset: GameConfig['ruleset'];
  readonly players: GameConfig['players'];
  readonly options: GameConfig['options'];
  readonly board?: string | NonNullable<GameConfig['board']>;
  readonly phoneInput: boolean;
}

/** The create request (POST /api/games) of a rematch of `config`, its board dealt with `seed`. */
export function rematchBody(config: GameConfig, seed: string, phoneInput: boolean): RematchBody {
  // The rules' edition is the server's to set on a new game (it takes no `edition`): a
  // rematch of an old game is played under today's rules (regression: the rematch was refused).
  const { edition: _edition, ...options } = config.options;
  const base = {
    ruleset: config.ruleset,
    players: config.players.map((p) => ({ ...p })),
    options,
    phoneInput,
  };
  const b = config.board;
  if (b === null) return base;
  const recipe = parseShare(b.share);
  if (!recipe.ok) return { ...base, board: b };
  return { ...base, board: encodeShare({ ...recipe.value, seed }) };
}

/** A new board seed: 12 random letters and digits. */
export function newSeed(): string {
  const abc = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (x) => abc[x % abc.length]).join('');
}
