// The phone's header line: whose turn it is — or, between turns (5–6 players), who may build:
// the builder acts then, not the turn's holder.
import type { GameView } from '@/lib/game';
import type { SeatStrings } from './i18n';

export function turnLine(
  view: GameView,
  seat: number,
  t: SeatStrings,
  name: (s: number) => string,
): string {
  if (view.phase === 'over')
    return view.winner === seat ? t.youWon : t.gameOver(name(view.winner ?? 0));
  if (view.phase !== 'play') return t.setupPhase;
  const builder = view.turn.sbp?.[0];
  if (builder !== undefined && builder !== view.turn.seat)
    return builder === seat ? t.youMayBuild : t.mayBuild(name(builder));
  return view.turn.seat === seat ? t.yourTurn : t.turnOf(name(view.turn.seat));
}
