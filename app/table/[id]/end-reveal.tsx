'use client';
// Real cards, the game over: a seat's undeclared cards that are victory points are declared
// at the end, so the final standings count them (the winner stays). A seat with a phone taps
// it there; here the host taps it for a seat (one without a phone). The engine lists who may
// (legalActions' dev.reveal, the cards being face up once over) and decides each.
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import { legalActions } from '@/lib/game/legal';
import type { Command } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { nameOf } from './describe';
import { FREE_ROAD_WORDS } from './i18n-free-roads';

export function EndReveal({
  view,
  act,
}: {
  view: GameView;
  act: (c: Command) => Promise<boolean>;
}) {
  const { lang } = useLang();
  const w = FREE_ROAD_WORDS[lang];
  // Each seat's reveal as the list gives it (the cards are face up once the game is over).
  const reveals = view.config.players.flatMap((_, s) => {
    const dev = legalActions(view, s).dev;
    return dev.reveal === true && dev.revealCommand ? [dev.revealCommand] : [];
  });
  if (reveals.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap justify-center gap-2" data-testid="end-reveal">
      {reveals.map((c) => (
        <button
          key={c.seat}
          type="button"
          className="flex min-h-12 items-center gap-2 rounded-xl bg-stone-700 px-4 text-lg font-semibold"
          data-testid={`end-reveal-${c.seat}`}
          onClick={() => void act(c)}
        >
          <SeatMark
            seat={c.seat}
            color={view.config.players[c.seat]?.color ?? ''}
            name={nameOf(view.config, c.seat)}
            size={28}
          />
          {w.declareVpFor(nameOf(view.config, c.seat))}
        </button>
      ))}
    </div>
  );
}
