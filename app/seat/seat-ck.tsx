'use client';
// Cities and knights on the phone: the choices the game waits for from this player — the city
// the barbarians take, where a displaced knight goes — each a button per listed command, named
// by the numbers around it as the table sees them; and the player's own improvement levels
// with the red faces on which a gate draws them a progress card. Loaded with the seat's body
// (seat-body.tsx); lib/game/ck-table.ts is light (no zod, no decide).

import dynamic from 'next/dynamic';
import { CK } from '@/app/ui/i18n-ck';
import { useLazyWords } from '@/app/ui/lazy-words';
import { improvementRows, vertexNumbers } from '@/lib/game/ck-table';
import type { LegalActions } from '@/lib/game/legal';
import type { Command } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { CARD, H2 } from './seat-hand';

// The progress hand and its answers load only in a game with progress cards (their words and
// the cards' texts come with them).
const SeatProgress = dynamic(() => import('./seat-progress').then((m) => m.SeatProgress), {
  loading: () => null,
});

const PICK =
  'min-h-14 w-full rounded-xl bg-amber-500 px-4 text-left text-2xl font-bold text-stone-950 disabled:opacity-50';

export function SeatCk({
  view,
  seat,
  legal,
  label,
  canSend,
  send,
}: {
  view: GameView;
  seat: number;
  legal: LegalActions;
  /** A resource's name as this phone says it. */
  label: (r: string) => string;
  canSend: boolean;
  send: (c: Command) => void;
}) {
  const rows = improvementRows(view, seat);
  const pillage = legal.pillage.find((p) => p.seat === seat) ?? null;
  const displaced = legal.displaced?.seat === seat ? legal.displaced : null;
  const aqueduct = legal.aqueduct.find((a) => a.seat === seat) ?? null;
  const progress = legal.progress;
  if (!rows && !pillage && !displaced && !aqueduct && !progress) return null;
  return (
    <>
      {progress ? (
        <SeatProgress
          view={view}
          seat={seat}
          progress={progress}
          label={label}
          name={(s) => view.config.players[s]?.name ?? ''}
          canSend={canSend}
          send={send}
        />
      ) : null}
      <Body
        view={view}
        seat={seat}
        rows={rows}
        pillage={pillage}
        displaced={displaced}
        aqueduct={aqueduct}
        label={label}
        canSend={canSend}
        send={send}
      />
    </>
  );
}

function Body({
  view,
  seat: _seat,
  rows,
  pillage,
  displaced,
  aqueduct,
  label,
  canSend,
  send,
}: {
  view: GameView;
  seat: number;
  rows: ReturnType<typeof improvementRows>;
  aqueduct: LegalActions['aqueduct'][number] | null;
  label: (r: string) => string;
  pillage: LegalActions['pillage'][number] | null;
  displaced: LegalActions['displaced'];
  canSend: boolean;
  send: (c: Command) => void;
}) {
  const t = useLazyWords(CK);
  const where = (v: string) => vertexNumbers(view, v as never).join(' · ');
  return (
    <>
      {pillage ? (
        <section
          className={`${CARD} border-4 border-red-500`}
          data-testid="seat-pillage"
          aria-labelledby="pillage-title"
        >
          <h2 id="pillage-title" className={H2}>
            {t.youPillage}
          </h2>
          <ul className="mt-2 space-y-2">
            {pillage.commands.map((c) => (
              <li key={c.vertex}>
                <button
                  type="button"
                  className={PICK}
                  disabled={!canSend}
                  data-testid="pillage-city"
                  data-vertex={c.vertex}
                  onClick={() => send(c)}
                >
                  {t.cityAt(where(c.vertex))}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {displaced ? (
        <section
          className={`${CARD} border-4 border-amber-500`}
          data-testid="seat-displaced"
          aria-labelledby="displaced-title"
        >
          <h2 id="displaced-title" className={H2}>
            {t.youDisplaced}
          </h2>
          <ul className="mt-2 space-y-2">
            {displaced.commands.map((c) => (
              <li key={c.vertex ?? 'supply'}>
                <button
                  type="button"
                  className={PICK}
                  disabled={!canSend}
                  data-testid="displaced-spot"
                  data-vertex={c.vertex ?? ''}
                  onClick={() => send(c)}
                >
                  {c.vertex ? t.spotAt(where(c.vertex)) : t.toSupply}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {aqueduct ? (
        <section className={`${CARD} border-4 border-emerald-500`} data-testid="seat-aqueduct">
          <h2 className={H2}>{t.youAqueduct}</h2>
          <ul className="mt-2 grid grid-cols-2 gap-2">
            {aqueduct.commands.map((c) => (
              <li key={c.resource}>
                <button
                  type="button"
                  className={PICK}
                  disabled={!canSend}
                  data-testid="aqueduct-resource"
                  data-resource={c.resource}
                  onClick={() => send(c)}
                >
                  {label(c.resource)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {rows ? (
        <section className={CARD} data-testid="seat-improvements" aria-labelledby="imp-title">
          <h2 id="imp-title" className={H2}>
            {t.improvements}
          </h2>
          {/* One grid for the three rows: the track's name as wide as the longest in this
              language ("Wissenschaft" ran into its level in a fixed 8 rem). */}
          <ul className="mt-2 grid grid-cols-[max-content_max-content_1fr] items-center gap-x-3 gap-y-1 text-xl">
            {rows.map((r) => (
              <li
                key={r.track}
                className="contents"
                data-track={r.track}
                data-level={r.level}
                data-faces={r.faces.join('')}
              >
                <span className="font-semibold">{t.tracks[r.track]}</span>
                <span className="tabular-nums">{t.level(r.level, r.top)}</span>
                <span className="flex-1 text-right text-stone-600 dark:text-stone-300">
                  {t.drawsOn(r.faces)}
                  {r.metropolis ? ` · ${t.metropolis}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
