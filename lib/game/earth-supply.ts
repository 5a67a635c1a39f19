// Earth's supply in Starfarers: who gets a supply card with a roll and what a seat may expect
// per roll. Apart from starfarers.ts because it reads the score (score.ts), which reads
// starfarers.ts' friendship tokens: together they made an import circle.

import { STARFARERS_LIMITS } from '../rules/rulesets';
import { scoreOf } from './score';
import { seedRules } from './starfarers';
import type { GameState, Seat } from './types';

/**
 * Per seat, whether Earth sends it a supply card with this turn's roll. Seed 001: "Som det
 * første i sin tur kaster spilleren terninger … Hvis en spillere har mindre end ni victory
 * points, må han trække et kort fra reserve-bunken" — the roller's production phase, so the
 * roller only, under 9 public VP. (Edition 1 supplied every seat under 9 on every roll.)
 */
export function earthSupplySeats(s: GameState): boolean[] {
  const roller = s.turn.seat;
  return s.players.map(
    (_, i) =>
      (!seedRules(s.config) || i === roller) &&
      scoreOf(s, i).public < STARFARERS_LIMITS.earthSupplyBelowVp,
  );
}

/**
 * Earth's supply cards `seat` may expect per roll at the table, while under 9 public VP: one
 * card on each of its own rolls, one roll in n (edition 1: one on every roll). For the phone's
 * "expected per roll" (regression: it left Earth's supply out).
 */
export function earthSupplyPerRoll(s: GameState, seat: Seat): number {
  if (!s.players[seat]?.sf) return 0;
  if (scoreOf(s, seat).public >= STARFARERS_LIMITS.earthSupplyBelowVp) return 0;
  return seedRules(s.config) ? 1 / s.players.length : 1;
}
