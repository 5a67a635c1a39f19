// Victory points, public (what the table sees) and true (with hidden victory point cards),
// recounted from the state every time so a score can never drift from the pieces.

import { contextOf, type GameContext, hasHomeBases } from './context';
import type { GameState, HomeBaseAward, Seat } from './types';

export interface Score {
  readonly public: number;
  readonly true: number;
  readonly parts: Readonly<Record<string, number>>;
}

/** Intimate Settlers: the foreign-trade-route award from the pieces on the opponent's home base. */
export function homeBaseAward(s: GameState, ctx: GameContext, seat: Seat): HomeBaseAward {
  if (!hasHomeBases(ctx)) return 0;
  const opp = 1 - seat;
  const home = new Set<number>();
  s.tiles.forEach((t, h) => {
    if (t && t.home === opp && t.terrain !== 'sea') home.add(h);
  });
  let award: HomeBaseAward = 0;
  s.buildings.forEach((b, v) => {
    if (!b || b.seat !== seat) return;
    if (!(ctx.topo.vertexLand[v] ?? []).some((h) => home.has(h))) return;
    if (b.kind === 'city') award = 7;
    else if (award < 5) award = 5;
  });
  if (award === 0)
    s.ships.forEach((o, e) => {
      if (o === seat && (ctx.topo.edgeLand[e] ?? []).some((h) => home.has(h))) award = 1;
    });
  return award;
}

/** One seat's score, recounted. */
export function scoreOf(s: GameState, seat: Seat): Score {
  const ctx = contextOf(s.config);
  const p = s.players[seat];
  if (!p) return { public: 0, true: 0, parts: {} };
  const r = ctx.ruleset;
  const parts: Record<string, number> = {};
  if (p.sf) {
    const sf = p.sf;
    parts.colonies = sf.colonies.filter((c) => !c.spaceport).length;
    parts.spaceports = 2 * sf.colonies.filter((c) => c.spaceport).length;
    parts.friendship = 2 * sf.friendship;
    parts.pirates = sf.pirates;
    parts.ice = sf.ice;
    parts.fame = Math.floor(sf.fameRings / 2);
  } else {
    parts.settlements = p.settlements;
    parts.cities = 2 * p.cities;
    if (r.longestRoad && s.longestRoad.holder === seat) parts.longestRoad = r.longestRoad.vp;
    if (r.largestArmy && s.largestArmy.holder === seat) parts.largestArmy = r.largestArmy.vp;
    if (p.vpPlayed) parts.vpCards = p.vpPlayed;
    const islandVp = r.features.islandVp;
    if (islandVp > 0) parts.islands = islandVp * p.islands;
    if (hasHomeBases(ctx)) parts.homeBase = homeBaseAward(s, ctx, seat);
  }
  let pub = 0;
  for (const k in parts) pub += parts[k] ?? 0;
  const hidden =
    r.vpCardsCount === 'held' ? p.dev.filter((d) => d.card === 'victoryPoint').length : 0;
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

/** True points without the breakdown: the replay loop asks this after most events. */
function trueVp(s: GameState, ctx: GameContext, seat: Seat): number {
  const p = s.players[seat];
  if (!p) return 0;
  if (p.sf || hasHomeBases(ctx) || ctx.ruleset.features.islandVp > 0) return scoreOf(s, seat).true;
  const r = ctx.ruleset;
  let vp = p.settlements + 2 * p.cities + p.vpPlayed;
  if (r.longestRoad && s.longestRoad.holder === seat) vp += r.longestRoad.vp;
  if (r.largestArmy && s.largestArmy.holder === seat) vp += r.largestArmy.vp;
  if (r.vpCardsCount === 'held') for (const d of p.dev) if (d.card === 'victoryPoint') vp++;
  return vp;
}
