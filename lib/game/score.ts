// Victory points, public (what the table sees) and true (with hidden victory point cards),
// recounted from the state every time so a score can never drift from the pieces. Each
// feature writes its own parts (lib/game/features/<feature>/score.ts); the fold's winner check
// adds up the same parts (trueVp), so a feature's points count in one place only.

import { contextOf, type GameContext } from './context';
import { score as barbariansScore } from './features/barbarians/score';
import { score as coreScore } from './features/core/score';
import { score as devScore, hiddenVpCards } from './features/dev/score';
import { score as discoveryScore } from './features/discovery/score';
import { score as improvementsScore } from './features/improvements/score';
import type { ScorePart } from './features/kit';
import { score as progressScore } from './features/progress/score';
import { score as starfarersScore } from './features/starfarers/score';
import type { GameState, Seat } from './types';

export { homeBaseAward } from './features/discovery/score';

export interface Score {
  readonly public: number;
  readonly true: number;
  readonly parts: Readonly<Record<string, number>>;
}

/** Each feature's score parts, in the order a score shows them. */
const PARTS: readonly ScorePart[] = [
  starfarersScore,
  coreScore,
  devScore,
  discoveryScore,
  barbariansScore,
  improvementsScore,
  progressScore,
];

/** One seat's score, recounted. */
export function scoreOf(s: GameState, seat: Seat): Score {
  const ctx = contextOf(s.config);
  const p = s.players[seat];
  if (!p) return { public: 0, true: 0, parts: {} };
  const parts: Record<string, number> = {};
  for (const part of PARTS) part(parts, s, ctx, seat, p);
  let pub = 0;
  for (const k in parts) pub += parts[k] ?? 0;
  const hidden = hiddenVpCards(ctx, p);
  return {
    public: pub,
    true: pub + hidden,
    parts: hidden ? { ...parts, hiddenVpCards: hidden } : parts,
  };
}

/** Everyone's scores. */
export function scores(s: GameState): Score[] {
  return s.players.map((_, i) => scoreOf(s, i));
}

/**
 * Who has won after an event: on their own turn the active player with the target (true
 * points: hidden cards are revealed to win); where the ruleset says "immediately", anyone.
 */
export function winnerOf(s: GameState): Seat | null {
  if (s.phase !== 'play') return null;
  const ctx = contextOf(s.config);
  const target = s.config.options.vpTarget ?? ctx.ruleset.vpTarget;
  if (trueVp(s, ctx, s.turn.seat) >= target) return s.turn.seat;
  // The paired player's part of the turn counts as their own turn.
  const second = s.config.options.betweenTurns === 'paired-players' ? s.turn.sbp?.[0] : undefined;
  if (second !== undefined && trueVp(s, ctx, second) >= target) return second;
  if (ctx.ruleset.winTiming === 'immediately')
    for (let i = 0; i < s.players.length; i++) if (trueVp(s, ctx, i) >= target) return i;
  return null;
}

/**
 * True points without the breakdown: the replay loop asks this after most events. The same
 * features' parts as scoreOf, added up without building a Score.
 */
function trueVp(s: GameState, ctx: GameContext, seat: Seat): number {
  const p = s.players[seat];
  if (!p) return 0;
  const parts: Record<string, number> = {};
  for (let i = 0; i < PARTS.length; i++) (PARTS[i] as ScorePart)(parts, s, ctx, seat, p);
  let vp = hiddenVpCards(ctx, p);
  for (const k in parts) vp += parts[k] ?? 0;
  return vp;
}
