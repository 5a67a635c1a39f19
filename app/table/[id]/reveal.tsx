'use client';
// Private moments on the shared screen, for a player without a phone (no device follows the
// seat: presence counts devices per seat; while that is unknown, every seat is offered). "Show
// Ann's cards" first asks the others to look away (or to hand the tablet over), then shows
// Ann's hand and development cards only while the button is held, or for a few seconds, and
// hides them again on release, at the timeout, or at any other tap. A development card just
// bought by such a seat is offered the same way ("Ann: hold to see your new card").
//
// The table's own view never holds a hand or a development card: the seat's view is read from
// the server (the host's credential may read any seat, GET /api/games/<id>/seats/<seat>) when
// the reveal opens, drawn only while shown, and dropped when it closes — so nothing private is
// in the page before or after.

import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { LiveUpdate } from '@/app/live/use-live-game';
import { useLazyWords } from '@/app/ui/lazy-words';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import { legalActions } from '@/lib/game/legal';
import type { BuildItem } from '@/lib/game/missing';
import { UNKNOWN_CARD } from '@/lib/game/types';
import type { GameView, PlayerView } from '@/lib/game/view';
import { devNamesFor } from '@/lib/i18n/cards';
import { getRuleset } from '@/lib/rules/rulesets';
import { cardsText, nameOf } from './describe';
import { TABLE } from './i18n';
import { AFFORD } from './i18n-afford';
import { MENU } from './i18n-menu';
import { BTN_MAIN, BTN_SOFT } from './pickers';
import { refusalText } from './refusal';

/** How long "show for a few seconds" shows. */
export const REVEAL_SECONDS = 5;

/** The seats no device follows; every seat while presence is unknown. */
export function phonelessSeats(
  players: number,
  online: readonly number[] | null,
  devices: Readonly<Record<number, number>> | null,
): number[] {
  const all = Array.from({ length: players }, (_, i) => i);
  if (devices !== null) return all.filter((s) => (devices[s] ?? 0) === 0);
  if (online !== null) return all.filter((s) => !online.includes(s));
  return all;
}

interface Reveal {
  readonly seat: number;
  readonly stage: 'ask' | 'show';
  readonly mode: 'hold' | 'timed';
  /** Opened from the new-card prompt: the newest card is marked. */
  readonly fresh: boolean;
}

export function PrivateReveal({
  gameId,
  token,
  view,
  online,
  devices,
  last,
  nicknames = false,
}: {
  gameId: string;
  token: string;
  view: GameView;
  /** The table's nickname setting, as every other panel of the tablet shows resources. */
  nicknames?: boolean;
  online: readonly number[] | null;
  devices: Readonly<Record<number, number>> | null;
  last: LiveUpdate | null;
}) {
  const { lang } = useLang();
  const m = useLazyWords(MENU);
  const words = useLazyWords(TABLE);
  // The house variant's own card names (seed 000; lib/i18n/cards.ts).
  const t = {
    ...words,
    devCards: devNamesFor(words.devCards, lang, getRuleset(view.config.ruleset).devDeck?.names),
  };
  const seats = phonelessSeats(view.config.players.length, online, devices);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const [mine, setMine] = useState<PlayerView | null>(null);
  // What this hand pays now, said only inside the private moment (issue 28).
  const [pays, setPays] = useState<readonly BuildItem[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<number | null>(null);

  // A development card bought by a seat without a phone: offer its owner a private look.
  const seatsKey = seats.join(',');
  useEffect(() => {
    if (last?.kind !== 'events') return;
    const phoneless = seatsKey.split(',').map(Number);
    for (const e of last.events)
      if (e.type === 'devBought' && phoneless.includes(e.seat)) setPrompt(e.seat);
  }, [last, seatsKey]);
  // The prompt stays until its owner has seen the card (or said "later"), not only for the turn
  // it was bought in (issue 28: "Dag: hold to see your new card" vanished when the turn ended).

  const close = useCallback(() => {
    setReveal(null);
    setMine(null);
    setPays(null);
    setProblem(null);
  }, []);

  const open = (seat: number, fresh: boolean) => {
    setReveal({ seat, stage: 'ask', mode: 'hold', fresh });
    setMine(null);
    setPays(null);
    setProblem(null);
    void (async () => {
      try {
        const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/seats/${seat}`, {
          headers: { Authorization: `Bearer ${token}` },
          cache: 'no-store',
        });
        const body = (await r.json()) as {
          view?: GameView;
          error?: { code: string; message: string };
        };
        const p = body.view?.players[seat];
        if (!r.ok || !p) {
          setProblem(
            await refusalText(lang, body.error?.code ?? 'ERR_NETWORK', body.error?.message),
          );
          return;
        }
        setMine(p);
        if (body.view) setPays(payable(body.view, seat));
      } catch {
        setProblem(m.revealFailed);
      }
    })();
  };

  const show = (mode: 'hold' | 'timed') =>
    setReveal((r) => (r ? { ...r, stage: 'show', mode } : r));

  // Shown: hide on release (held), at the timeout, on any other tap or key, or when the page
  // is left.
  const stage = reveal?.stage;
  const mode = reveal?.mode;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (stage !== 'show') return;
    const end = () => close();
    const hide = () => {
      if (document.visibilityState !== 'visible') close();
    };
    if (mode === 'hold') {
      window.addEventListener('pointerup', end);
      window.addEventListener('pointercancel', end);
      window.addEventListener('keyup', end);
    } else {
      timer.current = setTimeout(end, REVEAL_SECONDS * 1000);
      window.addEventListener('pointerdown', end);
      window.addEventListener('keydown', end);
    }
    window.addEventListener('blur', end);
    document.addEventListener('visibilitychange', hide);
    return () => {
      if (timer.current) clearTimeout(timer.current);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      window.removeEventListener('keyup', end);
      window.removeEventListener('pointerdown', end);
      window.removeEventListener('keydown', end);
      window.removeEventListener('blur', end);
      document.removeEventListener('visibilitychange', hide);
    };
  }, [stage, mode, close]);

  if (view.phase === 'over' || seats.length === 0) return null;
  const who = reveal ? view.config.players[reveal.seat] : undefined;
  const newest = mine?.dev && mine.dev.length > 0 ? mine.dev.length - 1 : -1;

  return (
    <>
      {prompt !== null && seats.includes(prompt) ? (
        <div
          // At the top of the side panel, above End turn: something the table must act on.
          className="order-first flex flex-wrap items-center gap-2 rounded-2xl border-2 border-amber-400 bg-stone-900 p-3"
          data-testid="new-card-prompt"
          data-seat={prompt}
        >
          <p className="flex-1 text-xl font-bold">{m.newCardPrompt(nameOf(view.config, prompt))}</p>
          <button
            type="button"
            className={BTN_MAIN}
            data-testid="new-card-open"
            onClick={() => {
              setPrompt(null);
              open(prompt, true);
            }}
          >
            {m.holdToSee}
          </button>
          <button type="button" className={BTN_SOFT} onClick={() => setPrompt(null)}>
            {m.later}
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2" data-testid="show-me">
        {seats.map((s) => {
          const p = view.config.players[s];
          return (
            <button
              key={s}
              type="button"
              className={`${BTN_SOFT} flex items-center gap-2 text-base`}
              data-testid={`show-me-${s}`}
              onClick={() => open(s, false)}
            >
              <SeatMark seat={s} color={p?.color ?? ''} name={p?.name ?? ''} size={28} />
              <span>{m.showMe(nameOf(view.config, s))}</span>
            </button>
          );
        })}
      </div>
      {reveal && who ? (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={m.showMeTitle}
          className="fixed inset-0 z-50 flex items-center justify-center bg-stone-950 p-6 text-stone-50"
          data-testid="reveal"
          data-stage={reveal.stage}
        >
          {reveal.stage === 'ask' ? (
            <div className="flex max-w-xl flex-col items-center gap-5 text-center">
              <SeatMark seat={reveal.seat} color={who.color} name={who.name} size={96} />
              <p className="text-3xl font-black">{m.lookAway(who.name)}</p>
              {problem ? (
                <p role="alert" className="rounded-xl bg-red-900 px-4 py-2 text-xl">
                  {problem}
                </p>
              ) : null}
              <button
                type="button"
                className={`${BTN_MAIN} min-h-24 w-full touch-none select-none text-2xl`}
                data-testid="reveal-hold"
                disabled={mine === null}
                onPointerDown={(e) => {
                  e.preventDefault();
                  show('hold');
                }}
                onKeyDown={(e) => {
                  if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) {
                    e.preventDefault();
                    show('hold');
                  }
                }}
                onContextMenu={(e) => e.preventDefault()}
              >
                {m.holdToSee}
              </button>
              <div className="flex flex-wrap justify-center gap-3">
                <button
                  type="button"
                  className={BTN_SOFT}
                  data-testid="reveal-timed"
                  disabled={mine === null}
                  onClick={() => show('timed')}
                >
                  {m.showFor(REVEAL_SECONDS)}
                </button>
                <button
                  type="button"
                  className={BTN_SOFT}
                  data-testid="reveal-cancel"
                  onClick={close}
                >
                  {m.cancel}
                </button>
              </div>
            </div>
          ) : mine ? (
            <section
              className="flex w-full max-w-2xl flex-col gap-4"
              data-testid="reveal-cards"
              aria-live="polite"
            >
              <h2 className="text-3xl font-black">{m.privateOf(who.name)}</h2>
              <div>
                <h3 className="text-xl text-stone-300">{m.hand}</h3>
                <p className="text-3xl font-bold" data-testid="reveal-hand">
                  {mine.hand ? cardsText(lang, mine.hand, nicknames) || m.noCards : m.noCards}
                </p>
              </div>
              <div>
                <h3 className="text-xl text-stone-300">{m.devCards}</h3>
                {mine.dev && mine.dev.length > 0 ? (
                  <ul className="flex flex-wrap gap-2" data-testid="reveal-dev">
                    {mine.dev.map((d, i) => {
                      const fresh = reveal.fresh && i === newest;
                      return (
                        <li
                          // biome-ignore lint/suspicious/noArrayIndexKey: cards of a kind are alike; the order is the order bought
                          key={i}
                          className={`rounded-xl px-4 py-3 text-2xl font-bold ${fresh ? 'bg-amber-400 text-stone-950' : 'bg-stone-800'}`}
                          data-card={d.card}
                          data-new={fresh ? 'true' : undefined}
                        >
                          {d.card === UNKNOWN_CARD ? m.unknownCard : t.devCards[d.card]}
                          {fresh
                            ? ` · ${m.newCard}`
                            : d.turn === view.turn.number
                              ? ` · ${m.boughtThisTurn}`
                              : ''}
                        </li>
                      );
                    })}
                  </ul>
                ) : (
                  <p className="text-2xl">{m.noDevCards}</p>
                )}
              </div>
              {pays ? <PaysFor items={pays} /> : null}
              <p className="text-lg text-stone-400">{m.tapToHide}</p>
            </section>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** The items a seat's own view says its hand pays for now (whatever the moment or a spot). */
export function payable(view: GameView, seat: number): BuildItem[] {
  return legalActions(view, seat)
    .buildList.filter((l) => l.missing !== null && Object.keys(l.missing).length === 0)
    .map((l) => l.item);
}

function PaysFor({ items }: { items: readonly BuildItem[] }) {
  return (
    <Suspense fallback={null}>
      <PaysForLine items={items} />
    </Suspense>
  );
}

function PaysForLine({ items }: { items: readonly BuildItem[] }) {
  const a = useLazyWords(AFFORD);
  const t = useLazyWords(TABLE);
  const names = items.map((i) => (i === 'devCard' ? t.devCard : t.pieces[i]));
  return (
    <p className="text-2xl" data-testid="reveal-pays">
      {names.length > 0 ? `${a.canPay}: ${names.join(', ')}` : a.canPayNothing}
    </p>
  );
}
