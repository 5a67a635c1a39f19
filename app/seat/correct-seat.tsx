'use client';
// The phone's side of corrections: the corrections that touch this seat, in words with their
// reason, and "My count is wrong", a request for the host to set this hand to the cards the
// player really holds (nothing changes until the host accepts). Offered only where
// legalActions says the seat may ask.

import { useEffect, useRef, useState } from 'react';
import { correctionLine, isCorrection, touchesSeat } from '@/app/table/[id]/correct-describe';
import { CORRECT } from '@/app/table/[id]/correct-i18n';
import { useLang } from '@/app/ui/use-lang';
import type { Command, GameView, Hand, SeenEvent } from '@/lib/game';
import { legalActions } from '@/lib/game/legal';
import type { LiveUpdate, SendResult } from '../live/use-live-game';

const CARD = 'rounded-2xl bg-white p-4 shadow-sm dark:bg-stone-800';
const BTN =
  'min-h-12 rounded-xl px-4 py-2 text-lg font-semibold focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-500 disabled:opacity-40';

export function SeatCorrections({
  view,
  seat,
  last,
  label,
  send,
  busy,
}: {
  view: GameView;
  seat: number;
  last: LiveUpdate | null;
  label: (r: string) => string;
  send: (c: Command) => Promise<SendResult>;
  busy: boolean;
}) {
  const { lang } = useLang();
  const w = CORRECT[lang];
  const [news, setNews] = useState<SeenEvent[]>([]);
  const seen = useRef<unknown>(null);
  useEffect(() => {
    if (!last || last === seen.current) return;
    seen.current = last;
    const mine = last.events.filter((e) => isCorrection(e) && touchesSeat(e, seat));
    if (mine.length > 0) setNews(mine);
  }, [last, seat]);
  // The news belongs to the turn it came in (regression, issue 28: it stayed all game).
  const turn = view.turn.number;
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the turn moves on
  useEffect(() => setNews([]), [turn]);

  const may = legalActions(view, seat).requestCorrection;
  // A copy kept offline from before corrections existed has no list: nothing pending.
  const pending = (view.corrections?.requests ?? []).find((q) => q.seat === seat);
  const [open, setOpen] = useState(false);
  const [hand, setHand] = useState<Hand>({});
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const resources = Object.keys(view.bank);
  const start = () => {
    setHand({ ...(view.players[seat]?.hand ?? {}) });
    setReason('');
    setRefusal(null);
    setOpen(true);
  };

  if (!may && news.length === 0 && !pending) return null;
  return (
    <section className={CARD} aria-live="polite" data-testid="seat-corrections">
      {news.map((e, i) =>
        isCorrection(e) ? (
          <p
            // biome-ignore lint/suspicious/noArrayIndexKey: rebuilt whole per update
            key={i}
            className="mb-2 rounded-xl bg-sky-100 px-3 py-2 text-lg text-sky-950 dark:bg-sky-900 dark:text-sky-50"
            data-testid="seat-correction"
          >
            {correctionLine(lang, view.config, e)}
          </p>
        ) : null,
      )}
      {pending ? (
        <p className="mb-2 text-lg" data-testid="seat-request-pending">
          {w.pending(pending.count)}
        </p>
      ) : null}
      {may && !open ? (
        <button
          type="button"
          className={`${BTN} bg-stone-200 text-stone-950 dark:bg-stone-700 dark:text-stone-50`}
          data-testid="seat-wrong-count"
          onClick={start}
        >
          {w.wrongCount}
        </button>
      ) : null}
      {may && open ? (
        <form
          className="space-y-3"
          data-testid="seat-request-form"
          onSubmit={(ev) => {
            ev.preventDefault();
            may &&
              void send({ ...may, hand, reason: reason.trim() }).then((r) => {
                if (r.ok) setOpen(false);
                else setRefusal(r.message);
              });
          }}
        >
          <h3 className="text-lg font-semibold">{w.myCount}</h3>
          <ul className="space-y-2">
            {resources.map((r) => {
              const n = hand[r] ?? 0;
              return (
                <li key={r} className="flex items-center gap-3" data-resource={r}>
                  <span className="flex-1 text-xl">{label(r)}</span>
                  <button
                    type="button"
                    className={`${BTN} bg-stone-200 dark:bg-stone-700`}
                    aria-label={`− ${label(r)}`}
                    disabled={n === 0}
                    data-minus={r}
                    onClick={() => setHand({ ...hand, [r]: n - 1 })}
                  >
                    −
                  </button>
                  <span className="w-10 text-center text-2xl font-bold tabular-nums">{n}</span>
                  <button
                    type="button"
                    className={`${BTN} bg-stone-200 dark:bg-stone-700`}
                    aria-label={`+ ${label(r)}`}
                    data-plus={r}
                    onClick={() => setHand({ ...hand, [r]: n + 1 })}
                  >
                    +
                  </button>
                </li>
              );
            })}
          </ul>
          <label className="flex flex-col gap-1">
            <span>{w.reason}</span>
            <input
              type="text"
              required
              maxLength={200}
              className="min-h-12 rounded-xl border border-stone-400 bg-white px-3 text-lg text-stone-950 dark:bg-stone-900 dark:text-stone-50"
              placeholder={w.reasonHint}
              value={reason}
              data-testid="seat-request-reason"
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          {refusal ? (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {refusal}
            </p>
          ) : null}
          <div className="flex gap-2">
            <button
              type="submit"
              className={`${BTN} bg-amber-400 text-stone-950`}
              disabled={busy || reason.trim().length === 0}
              data-testid="seat-request-send"
            >
              {w.send}
            </button>
            <button
              type="button"
              className={`${BTN} bg-stone-200 dark:bg-stone-700`}
              onClick={() => setOpen(false)}
            >
              {w.cancel}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
