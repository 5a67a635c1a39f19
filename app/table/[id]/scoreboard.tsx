'use client';
// Always on screen: every player's public points, cards and development cards in hand,
// knights, road length, and who holds longest road and largest army. The active player is
// framed. Only public facts: the table view holds nothing else (at game over the development
// cards are face up, so the points are the true ones). A small phone marks each player whose
// phone follows the game (nothing while the tablet cannot know).

import { useLazyWords } from '@/app/ui/lazy-words';
import { PhoneMark } from '@/app/ui/phone-mark';
import { SeatMark } from '@/app/ui/seat-mark';
import { earthSupplySeats } from '@/lib/game/earth-supply';
import { featuresOf } from '@/lib/game/features/names';
import { publicState } from '@/lib/game/spots';
import type { GameView } from '@/lib/game/view';
import { getRuleset } from '@/lib/rules/rulesets';
import { CkScoreLine } from './ck-lazy';
import { starfarers } from './describe';
import { TABLE } from './i18n';
import { type DeviceCounts, devicesAt, PHONES } from './phones';
import { phoneState } from './presence';
import { ScoreExtras } from './score-extras';
import { shownScores } from './scores';
import { SfScoreLine } from './starfarers/sf-score';

export function Scoreboard({
  view,
  actor,
  online,
  devices = null,
}: {
  view: GameView;
  actor: number;
  /** Seats whose phones are connected; null while unknown. */
  online: readonly number[] | null;
  /** Devices following each online seat; null while unknown. */
  devices?: DeviceCounts | null;
}) {
  const t = useLazyWords(TABLE);
  const phones = useLazyWords(PHONES);
  // Public points in play, true points (hidden victory point cards included) at game over.
  const vp = shownScores(view);
  // Development cards only where the ruleset has a deck (not in cities and knights).
  const hasDev = featuresOf(getRuleset(view.config.ruleset)).includes('dev');
  // Between turns (5–6 players) the builder acts (full frame) while the turn stays its
  // holder's (dashed frame), so the table sees both.
  const holder =
    view.phase === 'play' && view.turn.sbp && view.turn.seat !== actor ? view.turn.seat : null;
  const supplied = starfarers(view.config) ? earthSupplySeats(publicState(view)) : [];
  return (
    <section aria-label={t.scoreboard}>
      <ul className="flex flex-wrap gap-2">
        {view.players.map((p, i) => {
          const info = view.config.players[i];
          const name = info?.name ?? `#${i + 1}`;
          const lr = view.longestRoad.holder === i;
          const la = view.largestArmy.holder === i;
          const phone = phoneState(online, i);
          const count = devicesAt(devices, i);
          return (
            <li
              key={name + String(i)}
              className={`flex min-w-[9.5rem] flex-1 flex-wrap items-center gap-x-2 rounded-xl px-2 py-1 ${
                i === actor
                  ? 'bg-amber-400/20 ring-4 ring-amber-400'
                  : i === holder
                    ? 'bg-stone-800/80 outline-2 outline-dashed outline-amber-400'
                    : 'bg-stone-800/80'
              }`}
              data-acting={i === actor ? 'true' : undefined}
              data-turn-holder={i === (holder ?? actor) ? 'true' : undefined}
              data-testid={`score-${i}`}
              data-vp={vp[i] ?? 0}
              data-cards={p.handCount}
              data-dev={p.devCount}
              data-phone={phone}
              data-devices={count ?? undefined}
            >
              <SeatMark seat={i} color={info?.color ?? ''} name={name} size={40} />
              <div className="min-w-0 flex-1">
                {/* The phone mark follows the name inline, so it never squeezes the name; only a
                    word longer than the whole line is broken (break-words, not anywhere). */}
                <div
                  className="line-clamp-2 min-w-0 text-lg leading-tight font-bold break-words"
                  data-testid={`score-name-${i}`}
                >
                  {name}
                  {phone === 'online' ? (
                    <>
                      {' '}
                      <PhoneMark name={name} testId={`phone-${i}`} />
                      {count !== null && count >= 2 ? (
                        // More than one device follows this seat: the number, in warning colour.
                        <span
                          className="ml-0.5 rounded bg-amber-400 px-1 text-base text-stone-950"
                          title={phones.devices(count)}
                          data-testid={`score-devices-${i}`}
                        >
                          ×{count}
                        </span>
                      ) : null}
                    </>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-x-2 text-base text-stone-200">
                  <span>{t.cards(p.handCount)}</span>
                  {p.sf ? (
                    // Starfarers: no development cards or roads, but colonies and Earth's supply.
                    <SfScoreLine sf={p.sf} supplied={supplied[i] ?? false} />
                  ) : (
                    <>
                      {hasDev ? (
                        <span>
                          {p.devCount} {t.dev}
                        </span>
                      ) : null}
                      {p.knights ? <span>{t.knights(p.knights)}</span> : null}
                      <span>{t.roadLength(view.longestRoad.lengths[i] ?? 0)}</span>
                    </>
                  )}
                </div>
                <ScoreExtras view={view} seat={i} />
                <CkScoreLine view={view} seat={i} />
              </div>
              <div className="text-right">
                <div className="text-4xl font-black tabular-nums">{vp[i] ?? 0}</div>
                <div className="text-base font-semibold text-stone-200">{t.vp}</div>
              </div>
              {lr || la ? (
                // The awards on a row of their own under the card's text, as wide as the card:
                // in the text's column "Längste Handelsstraße" spilled over the next card.
                <div className="flex basis-full flex-wrap gap-1 text-base font-semibold">
                  {lr ? (
                    <span
                      className="rounded bg-yellow-300 px-2 text-stone-950"
                      data-award="longest-road"
                    >
                      {t.longestRoad}
                    </span>
                  ) : null}
                  {la ? (
                    <span
                      className="rounded bg-sky-300 px-2 text-stone-950"
                      data-award="largest-army"
                    >
                      {t.largestArmy}
                    </span>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
