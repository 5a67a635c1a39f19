'use client';
// The host's corrections on the tablet: a one-line notice for each correction made this
// turn, the phones' requests to accept or decline, and "Correct…", a dialog per kind (a roll
// some turns back, a hand, a piece, the bank) with a reason everyone sees. What may be
// corrected comes from legalActions' `correct` list; the engine decides the rest.

import { useEffect, useMemo, useRef, useState } from 'react';
import { useLang } from '@/app/ui/use-lang';
import { legalActions } from '@/lib/game/legal';
import type { Command } from '@/lib/game/types';
import type { GameView, SeenEvent } from '@/lib/game/view';
import { correctionLine, isCorrection } from './correct-describe';
import { CorrectDialog } from './correct-dialog';
import { CORRECT } from './correct-i18n';
import { nameOf } from './describe';
import { BTN_MAIN, BTN_SOFT } from './pickers';

/** The corrections since the last turn ended, oldest first (each gets its notice line). */
function thisTurns(log: readonly SeenEvent[] | null): SeenEvent[] {
  if (!log) return [];
  const out: SeenEvent[] = [];
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as SeenEvent;
    if (e.type === 'turnEnded') break;
    if (e.type === 'corrected') out.unshift(e);
  }
  return out;
}

export function CorrectPanel({
  view,
  log,
  nicknames,
  act,
}: {
  view: GameView;
  log: readonly SeenEvent[] | null;
  nicknames: boolean;
  act: (c: Command) => Promise<boolean>;
}) {
  const { lang } = useLang();
  const w = CORRECT[lang];
  const [open, setOpen] = useState(false);
  // Every piece's legal spots are worked out here: once per version, not per render.
  const can = useMemo(() => legalActions(view, 0).correct, [view]);
  const notices = thisTurns(log);
  // A phone's request is something the table must act on (issue 28): the panel moves to the
  // top of the side panel and is scrolled into view as each new one arrives.
  const asked = can?.requests.length ?? 0;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (asked > 0) ref.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [asked]);
  if (!can && notices.length === 0) return null;
  return (
    <section
      ref={ref}
      className={`rounded-2xl bg-stone-900 p-3 ${asked > 0 ? 'order-first border-2 border-amber-400' : ''}`}
      data-testid="correct-panel"
    >
      {notices.map((e, i) =>
        isCorrection(e) ? (
          <p
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole per version
            key={i}
            role="status"
            className="mb-2 rounded-xl bg-sky-900 px-3 py-2 text-lg text-sky-50"
            data-testid="correction-notice"
          >
            {correctionLine(lang, view.config, e)}
          </p>
        ) : null,
      )}
      {can && can.requests.length > 0 ? (
        <div className="mb-2" data-testid="correction-requests">
          <h3 className="text-lg font-semibold">{w.requests}</h3>
          <ul className="mt-1 space-y-2">
            {can.requests.map((q) => (
              <li key={q.id} className="rounded-xl bg-stone-800 p-2" data-request={q.id}>
                <p className="text-lg">
                  {w.requestLine(
                    nameOf(view.config, q.seat),
                    q.count,
                    view.players[q.seat]?.handCount ?? 0,
                    q.reason,
                  )}
                </p>
                <div className="mt-2 flex gap-2">
                  <button
                    type="button"
                    className={BTN_MAIN}
                    data-testid="request-accept"
                    onClick={() => void act(q.accept)}
                  >
                    {w.accept}
                  </button>
                  <button
                    type="button"
                    className={BTN_SOFT}
                    data-testid="request-decline"
                    onClick={() => void act(q.decline)}
                  >
                    {w.decline}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {can ? (
        <button
          type="button"
          className={BTN_SOFT}
          data-testid="correct-open"
          onClick={() => setOpen(true)}
        >
          {w.open}
        </button>
      ) : null}
      {open && can ? (
        <CorrectDialog
          view={view}
          can={can}
          nicknames={nicknames}
          onClose={() => setOpen(false)}
          act={act}
        />
      ) : null}
    </section>
  );
}
