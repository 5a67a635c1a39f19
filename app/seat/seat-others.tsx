'use client';
// The other seats on a phone: each one's mark, name, card count and public score — what the
// physical table shows of them, never their cards.
import type { GameView } from '@/lib/game';
import { SeatMark } from '../ui/seat-mark';
import type { SeatStrings } from './i18n';
import { seatScore } from './model';
import { CARD, H2, seatName } from './seat-hand';

export function OtherSeats({ view, seat, t }: { view: GameView; seat: number; t: SeatStrings }) {
  const players = view.config.players;
  const name = seatName(view);
  return (
    <section className={CARD} aria-labelledby="table-title">
      <h2 id="table-title" className={H2}>
        {t.table}
      </h2>
      <ul className="mt-2 space-y-2">
        {view.players.map((p, i) =>
          i === seat ? null : (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
            <li key={i} className="flex items-center gap-3" data-seat={i}>
              <SeatMark seat={i} color={players[i]?.color ?? '#777777'} name={name(i)} size={36} />
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{name(i)}</span>
              <span className="tabular-nums">{t.cards(p.handCount)}</span>
              <span className="w-16 text-right font-semibold tabular-nums">
                {t.vp(seatScore(view, i).public)}
              </span>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
