// The points the table shows. During play only public points (hidden victory point cards
// stay hidden); at game over the view turns every development card face up, so the table
// shows each player's true score, the same number the engine's scoreOf gives.

import { scoreOf } from '@/lib/game/score';
import { publicState } from '@/lib/game/spots';
import type { GameView } from '@/lib/game/view';

export function shownScores(view: GameView): number[] {
  const s = publicState(view);
  const over = view.phase === 'over';
  return s.players.map((_, i) => {
    const score = scoreOf(s, i);
    return over ? score.true : score.public;
  });
}
