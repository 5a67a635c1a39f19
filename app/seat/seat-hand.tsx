'use client';
// What the phone draws first: its seat's header and hand. Light on purpose (no engine module,
// no pickers): seat-screen.tsx shows these alone while the rest of the seat (seat-body.tsx,
// which needs the engine's legal actions, score and income) loads on demand, and seat-body.tsx
// draws them in the same place, so the hand stays still when the rest arrives.
import { ResourceIcon } from '@/app/ui/resource-icon';
import type { GameView, Hand } from '@/lib/game';
import type { Lang } from '@/lib/i18n/names';
import { getRuleset } from '@/lib/rules';
import { SeatMark } from '../ui/seat-mark';
import { resourceLabel, type SeatStrings } from './i18n';
import { turnLine } from './turn-line';

export const CARD = 'rounded-2xl bg-white p-4 shadow-sm dark:bg-stone-800';
export const H2 =
  'text-lg font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300';

/** A resource's name on this seat's screen (Starfarers' own names in a Starfarers game). */
export function seatLabel(view: GameView, lang: Lang, nicknames: boolean): (r: string) => string {
  const starfarers = getRuleset(view.config.ruleset).features.starfarers;
  return (r) => resourceLabel(lang, r, nicknames, starfarers);
}

export const seatName = (view: GameView) => (s: number) =>
  view.config.players[s]?.name ?? `#${s + 1}`;

/** The seat's mark, name and whose turn it is. */
export function SeatHeader({ view, seat, t }: { view: GameView; seat: number; t: SeatStrings }) {
  const name = seatName(view);
  const color = view.config.players[seat]?.color ?? '#777777';
  return (
    <header className="flex items-center gap-3">
      <SeatMark seat={seat} color={color} name={name(seat)} size={56} />
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-bold [overflow-wrap:anywhere]" data-testid="seat-name">
          {name(seat)}
        </h1>
        <p className="text-lg text-stone-600 dark:text-stone-300" data-testid="seat-turn">
          {turnLine(view, seat, t, name)}
          {view.turn.dice ? ` · ${t.dice(view.turn.dice[0] + view.turn.dice[1])}` : ''}
        </p>
      </div>
    </header>
  );
}

/** The seat's own hand, one line per resource of the ruleset. */
export function HandCard({
  view,
  seat,
  t,
  label,
}: {
  view: GameView;
  seat: number;
  t: SeatStrings;
  label: (r: string) => string;
}) {
  const resources = getRuleset(view.config.ruleset).resources;
  const hand: Hand = view.players[seat]?.hand ?? {};
  const total = resources.reduce((a, r) => a + (hand[r] ?? 0), 0);
  return (
    <section className={CARD} aria-labelledby="hand-title">
      {/* elementtiming: when the hand is first painted (Element Timing; npm run bench:pages). */}
      <h2 id="hand-title" className={H2} elementtiming="seat-hand">
        {t.hand} · <span data-testid="seat-hand-total">{t.cards(total)}</span>
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-2" data-testid="seat-hand">
        {resources.map((r) => {
          const n = hand[r] ?? 0;
          return (
            <li
              key={r}
              data-resource={r}
              data-count={n}
              className={`flex min-h-16 items-center gap-3 rounded-xl px-2 ${n === 0 ? 'opacity-60' : 'bg-stone-100 dark:bg-stone-700'}`}
            >
              <ResourceIcon resource={r} size={48} />
              <span className="flex-1 text-2xl">{label(r)}</span>
              <span className="w-14 text-right text-4xl font-bold tabular-nums">{n}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The first paint: header and hand, while the rest of the seat loads. */
export function SeatFirst({
  view,
  seat,
  t,
  lang,
  nicknames,
}: {
  view: GameView;
  seat: number;
  t: SeatStrings;
  lang: Lang;
  nicknames: boolean;
}) {
  return (
    <div className="space-y-4" data-testid="seat-first">
      <SeatHeader view={view} seat={seat} t={t} />
      <HandCard view={view} seat={seat} t={t} label={seatLabel(view, lang, nicknames)} />
    </div>
  );
}
