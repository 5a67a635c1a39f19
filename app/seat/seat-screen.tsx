'use client';
// The phone at its seat: its own hand, development cards, true score, what the last move did
// to it, expected income, and the choices that are its own. Everything comes from this seat's
// view on the live stream (the server never sends another seat's hand), so the page holds no
// secret it could leak; commands go to the engine, which decides.
//
// First paint is light: the header and hand (seat-hand.tsx) are drawn as soon as the view is
// there; the rest of the seat (seat-body.tsx, with the engine's legal actions, score and
// income, the pickers and seat actions) and the leave-seat dialog load on demand.
import { lazy, Suspense, useEffect, useState } from 'react';
import { gameDecidesNicknames, gameNicknames } from '@/app/ui/game-nicknames';
import { LangSwitch } from '@/app/ui/lang-switch';
import type { Lang } from '@/lib/i18n/names';
import { type LiveStart, useLiveGame } from '../live/use-live-game';
import { useWakeLock } from '../live/wake-lock';
import { useLazyWords } from '../ui/lazy-words';
import { useLang } from '../ui/use-lang';
import { SEAT } from './i18n';
import { CARD, SeatFirst } from './seat-hand';
import { LeaveSeat, WithdrawnNotice } from './seat-lazy';
import type { SeatStrings } from './words/types';

const SeatBody = lazy(() => import('./seat-body'));

export function SeatScreen({ id, start = null }: { id: string; start?: LiveStart | null }) {
  // First: until this language's words have arrived the screen suspends (the server's HTML stays).
  const t = useLazyWords(SEAT);
  // `start`: this seat's view as the server rendered the page (its cookie's seat only).
  const live = useLiveGame(id, { kind: 'seat' }, start);
  // The server's HTML and the hydration draw the light first paint; the rest of the seat
  // (seat-body.tsx) is asked for once hydrated, so it never holds the hand's hydration up.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    // User Timing: from here the seat answers to taps (npm run bench:pages reads this mark).
    performance.mark('hexkeeper:seat-hydrated');
  }, []);
  const { lang, setLang, nicknames: device, setNicknames: setDevice } = useLang();
  const view = live.view;
  // The game's nicknames (the host's choice) in place of this phone's own, when it has one.
  const nicknames = gameNicknames(view, device);
  const setNicknames = gameDecidesNicknames(view) ? undefined : setDevice;
  useWakeLock(view !== null && live.error === null);

  if (live.error?.code === 'ERR_SEAT_WITHDRAWN')
    return (
      <Shell setLang={setLang} nicknames={nicknames} setNicknames={setNicknames}>
        <WithdrawnNotice />
      </Shell>
    );
  if (live.error)
    return (
      <Shell setLang={setLang} nicknames={nicknames} setNicknames={setNicknames}>
        <section role="alert" className={`${CARD} mt-4`} data-testid="seat-error">
          <h1 className="text-2xl font-bold">
            {live.error.status === 404 ? t.noGameTitle : t.noSeatTitle}
          </h1>
          <p className="mt-2 text-xl">{live.error.status === 404 ? t.noGameText : t.noSeatText}</p>
        </section>
      </Shell>
    );
  if (!view || typeof view.viewer !== 'number')
    return (
      <Shell setLang={setLang} nicknames={nicknames} setNicknames={setNicknames}>
        <p className="mt-8 text-center text-2xl" role="status" data-testid="seat-connecting">
          {t.connecting}
        </p>
      </Shell>
    );
  const first = (
    <SeatFirst view={view} seat={view.viewer} t={t} lang={lang} nicknames={nicknames} />
  );
  return (
    <Shell setLang={setLang} nicknames={nicknames} setNicknames={setNicknames}>
      {live.rematch ? <RematchOffer join={live.rematch} t={t} /> : null}
      {/* The hand at once; the rest of the seat replaces this when its code has come. */}
      {mounted ? (
        <Suspense fallback={first}>
          <SeatBody
            view={view}
            seat={view.viewer}
            live={live}
            nicknames={nicknames}
            t={t}
            // 'connecting' with a view not stale: the server's own view of this page, fresh.
            stale={live.stale || (live.status !== 'live' && live.status !== 'connecting')}
          />
        </Suspense>
      ) : (
        first
      )}
      {mounted && <LeaveSeat id={id} />}
    </Shell>
  );
}

/**
 * The table started a rematch: this phone's own seat there (the same person and colour), one
 * tap away — the link sets the new game's seat cookie and opens its seat page.
 */
function RematchOffer({ join, t }: { join: string; t: SeatStrings }) {
  return (
    <section
      role="status"
      className="mb-3 rounded-2xl border-4 border-amber-400 bg-stone-900 p-4 text-stone-50"
      data-testid="rematch-offer"
    >
      <h2 className="text-2xl font-bold">{t.rematchTitle}</h2>
      <p className="mt-1 text-lg">{t.rematchText}</p>
      <a
        href={join}
        className="mt-3 flex min-h-14 items-center justify-center rounded-xl bg-amber-400 px-4 text-xl font-bold text-stone-950"
        data-testid="rematch-join"
      >
        {t.rematchJoin}
      </a>
    </section>
  );
}

function Shell({
  setLang,
  nicknames,
  setNicknames,
  children,
}: {
  setLang: (l: Lang) => void;
  nicknames: boolean;
  setNicknames?: (b: boolean) => void;
  children: React.ReactNode;
}) {
  const { lang } = useLang();
  return (
    <main className="mx-auto max-w-md px-3 pt-3 pb-10 text-lg">
      {children}
      <footer className="mt-6 flex flex-wrap items-center gap-4 text-base">
        <LangSwitch
          lang={lang}
          setLang={setLang}
          nicknames={nicknames}
          setNicknames={setNicknames}
          tone="dark"
        />
      </footer>
    </main>
  );
}
