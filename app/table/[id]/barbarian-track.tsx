'use client';
// Cities and knights, always in sight beside the board (in the scoreboard's cell, never over
// the board): the barbarian ship on its track, the strength now (cities against active
// knights) and the forecast "if the ship lands now", all from lib/game/ck-table.ts; and under
// each seat's score, its three improvement levels with the red faces that draw it a card.

import { CK } from '@/app/ui/i18n-ck';
import { useLazyWords } from '@/app/ui/lazy-words';
import { barbarianForecast, improvementRows } from '@/lib/game/ck-table';
import type { GameView } from '@/lib/game/view';
import { TRACK_COLOR } from './ck-pieces';
import { nameOf } from './describe';
import { listOf } from './list-of';

export function BarbarianTrack({ view }: { view: GameView }) {
  const f = barbarianForecast(view);
  if (!f) return null;
  return <Track view={view} f={f} />;
}

function Track({
  view,
  f,
}: {
  view: GameView;
  f: NonNullable<ReturnType<typeof barbarianForecast>>;
}) {
  const t = useLazyWords(CK);
  const a = f.attack;
  const names = (seats: readonly number[]) =>
    listOf(
      seats.map((s) => nameOf(view.config, s)),
      t.and,
    );
  const forecast =
    a.winner === 'defenders'
      ? a.defender !== null
        ? t.ifDefenderCard(nameOf(view.config, a.defender))
        : a.tied.length > 0 && a.defence > 0
          ? t.ifTied(names(a.tied))
          : t.ifDefendersNobody
      : a.losers.length > 0
        ? t.ifLose(names(a.losers), a.losers.length)
        : t.ifLoseNobody;
  return (
    <section
      className="mt-2 rounded-xl bg-stone-800/80 px-3 py-2"
      aria-label={t.barbarians}
      data-testid="barbarian-track"
      data-step={f.step}
      data-strength={a.strength}
      data-defence={a.defence}
      data-winner={a.winner}
      data-losers={a.losers.join(' ')}
    >
      <div className="flex items-center gap-2">
        <span className="text-lg font-bold">{t.barbarians}</span>
        <ol className="flex flex-1 gap-1" aria-label={t.shipAt(f.step, f.steps)}>
          {Array.from({ length: f.steps }, (_, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the track's steps are fixed
              key={i}
              className={`h-4 flex-1 rounded-sm ${
                i < f.step
                  ? 'bg-red-500'
                  : i === f.steps - 1
                    ? 'bg-stone-500 ring-2 ring-red-400'
                    : 'bg-stone-600'
              }`}
            />
          ))}
        </ol>
      </div>
      <div className="text-base text-stone-200" data-testid="barbarian-to-go">
        {t.shipAt(f.step, f.steps)} · {t.toGo(f.toGo)}
      </div>
      <div className="text-base font-semibold" data-testid="barbarian-strength">
        {t.strength(a.strength, a.defence)}
        {f.attacks === 0 ? (
          <span className="font-normal text-stone-300"> · {t.robberSleeps}</span>
        ) : null}
      </div>
      <div
        className={`text-base ${a.winner === 'defenders' ? 'text-emerald-300' : 'text-red-300'}`}
        data-testid="barbarian-forecast"
      >
        {forecast}
      </div>
    </section>
  );
}

/** A seat's three improvement tracks: level, and the red faces on which a gate draws a card. */
export function CkScoreLine({ view, seat }: { view: GameView; seat: number }) {
  const rows = improvementRows(view, seat);
  if (!rows) return null;
  return <Rows rows={rows} seat={seat} />;
}

function Rows({
  rows,
  seat,
}: {
  rows: NonNullable<ReturnType<typeof improvementRows>>;
  seat: number;
}) {
  const t = useLazyWords(CK);
  return (
    <div className="flex flex-wrap gap-1 text-base" data-testid={`improvements-${seat}`}>
      {rows.map((r) => (
        <span
          key={r.track}
          className="flex items-center gap-1 rounded px-1 font-semibold text-stone-950"
          style={{ background: TRACK_COLOR[r.track] }}
          title={`${t.tracks[r.track]} ${t.level(r.level, r.top)}: ${t.drawsOn(r.faces)}`}
          data-track={r.track}
          data-level={r.level}
          data-faces={r.faces.join('')}
        >
          <span className="sr-only">{t.tracks[r.track]}</span>
          <span className="tabular-nums">{r.level}</span>
          {r.faces.length > 0 ? (
            <span className="rounded bg-red-700 px-1 text-sm text-white tabular-nums">
              ≤{r.faces[r.faces.length - 1]}
            </span>
          ) : null}
          {r.metropolis ? (
            <>
              <span aria-hidden="true">★</span>
              <span className="sr-only">{t.metropolis}</span>
            </>
          ) : null}
        </span>
      ))}
    </div>
  );
}
