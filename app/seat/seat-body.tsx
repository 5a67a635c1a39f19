'use client';
// The seat's screen beyond its first paint (seat-hand.tsx): the choices and moves that are its
// own (pickers, seat actions), what can be built, the last change, the true score, development
// cards, expected income and the other seats. Loaded on demand by seat-screen.tsx, which shows
// the header and hand alone meanwhile: this module brings the engine's legal actions, score
// and income, which the hand does not need (test/e2e/seat-light.test.ts checks it stays out
// of the page's first scripts).
import { useEffect, useRef, useState } from 'react';
// The engine's modules one by one, never the '@/lib/game' barrel: it would bring zod's schemas
// and the whole engine into the phone's page.
import type { Command, GameView, Hand } from '@/lib/game';
import { legalActions } from '@/lib/game/legal';
import { devNamesFor } from '@/lib/i18n/cards';
import { getRuleset } from '@/lib/rules';
import type { useLiveGame } from '../live/use-live-game';
import { useLang } from '../ui/use-lang';
import type { SeatStrings } from './i18n';
import {
  buildOptions,
  type Change,
  changesFor,
  moves,
  ownChoice,
  seatScore,
  vpTarget,
} from './model';
import { SeatActions } from './seat-actions';
import { SeatChoices } from './seat-choices';
import { SeatCk } from './seat-ck';
import { DevList, reasonText } from './seat-dev';
import { CARD, H2, HandCard, SeatHeader, seatLabel, seatName } from './seat-hand';
import { SeatIncome } from './seat-income';
import { SeatCorrections } from './seat-lazy';
import { OtherSeats } from './seat-others';

type Live = ReturnType<typeof useLiveGame>;

export default function SeatBody({
  view,
  seat,
  live,
  nicknames,
  t: words,
  stale,
}: {
  view: GameView;
  seat: number;
  live: Live;
  nicknames: boolean;
  t: SeatStrings;
  stale: boolean;
}) {
  const { lang } = useLang();
  const rs = getRuleset(view.config.ruleset);
  // The house variant's own card names (seed 000), as the table and the print kit give them.
  const t: SeatStrings = {
    ...words,
    devNames: devNamesFor(words.devNames, lang, rs.devDeck?.names),
  };
  const label = seatLabel(view, lang, nicknames);
  const me = view.players[seat];
  const hand: Hand = me?.hand ?? {};
  const name = seatName(view);
  const score = seatScore(view, seat);
  const target = vpTarget(view);
  const choice = ownChoice(view, seat);

  // What the newest update did to this hand; the phone buzzes when a card came or went.
  const [changes, setChanges] = useState<readonly Change[] | null>(null);
  const prevHand = useRef<Hand | null>(null);
  const seenLast = useRef<unknown>(null);
  useEffect(() => {
    const last = live.last;
    if (last && last !== seenLast.current) {
      seenLast.current = last;
      const c = changesFor(view, seat, last, prevHand.current);
      // An update that did not touch this seat (another seat's discard) keeps the last news.
      if (c.length > 0) setChanges(c);
      if (c.some(moves) && typeof navigator !== 'undefined' && 'vibrate' in navigator) {
        try {
          navigator.vibrate(c.some((x) => x.reason.kind === 'stolenBy') ? [80, 60, 80] : 80);
        } catch {
          // Not allowed before the user touched the page: the words are still there.
        }
      }
    }
    prevHand.current = view.players[seat]?.hand ?? null;
  }, [live.last, view, seat]);

  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [playing, setPlaying] = useState<'monopoly' | 'yearOfPlenty' | null>(null);
  const send = async (c: Command) => {
    setBusy(true);
    setRefusal(null);
    const r = await live.send(c);
    setBusy(false);
    // A refusal's words (every rule code in four languages) load only when one comes.
    if (!r.ok)
      setRefusal((await import('../ui/rule-errors')).ruleErrorText(lang, r.code, r.message));
    else setPlaying(null);
  };

  const builds = buildOptions(view, seat);
  // What the cards being played may name, from the engine's list of legal actions.
  const legal = legalActions(view, seat);
  const playable = legal.dev.cards ?? [];
  const yearOfPlenty = playable.find((c) => c.card === 'yearOfPlenty');
  const monopoly = playable.find((c) => c.card === 'monopoly');
  // A knight or road building from the phone: the listed card alone (the table asks the rest).
  const sendPlay = (card: 'knight' | 'roadBuilding') => {
    const c = playable.find((x) => x.card === card);
    if (c && (c.card === 'knight' || c.card === 'roadBuilding')) void send(c.command);
  };

  // "My count is wrong" and "Waiting for the host" sit in the first screen (issue 28: they were
  // below the fold at 390×844): above the hand, and above the seat's actions too unless a
  // choice only this seat can make is waiting (then that comes first).
  const corrections = (
    <SeatCorrections
      view={view}
      seat={seat}
      last={live.last}
      label={label}
      send={live.send}
      busy={busy || stale}
    />
  );
  const choicesFirst = choice !== null;
  return (
    // The version drawn (tests wait on it, as on the tablet's data-version).
    <div className="space-y-4" data-testid="seat-body" data-version={view.version}>
      <SeatHeader view={view} seat={seat} t={t} />

      {stale && (
        <p
          role="status"
          data-testid="seat-stale"
          className="rounded-xl border-2 border-amber-600 bg-amber-100 px-3 py-2 text-base font-semibold text-stone-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {live.status === 'reconnecting' ? `${t.reconnecting} ` : ''}
          {t.stale}
        </p>
      )}

      {refusal && (
        <p
          role="alert"
          className="rounded-xl bg-red-100 px-3 py-2 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {refusal}
        </p>
      )}

      {choicesFirst ? null : corrections}

      <SeatChoices
        view={view}
        t={t}
        label={label}
        hand={hand}
        choice={choice}
        phoneInput={live.phoneInput}
        busy={busy || stale}
        send={(c) => void send(c)}
        playing={playing}
        setPlaying={setPlaying}
        yearOfPlenty={yearOfPlenty}
        monopoly={monopoly}
      />

      <SeatCk
        view={view}
        seat={seat}
        legal={legal}
        label={label}
        canSend={live.phoneInput && !stale && !busy}
        send={(c) => void send(c)}
      />

      <SeatActions
        view={view}
        seat={seat}
        canSend={live.phoneInput && !stale && !busy}
        send={(c) => void send(c)}
        label={label}
        name={name}
      />

      {choicesFirst ? corrections : null}

      <HandCard view={view} seat={seat} t={t} label={label} />

      {builds && (
        <section className={CARD} aria-labelledby="build-title" data-testid="seat-build">
          <h2 id="build-title" className={H2}>
            {t.canBuild}
          </h2>
          <ul className="mt-2 space-y-1">
            {builds.map((b) => {
              const short = Object.entries(b.missing).filter(([, n]) => n > 0);
              const ok = b.ready;
              const why = [
                ...b.blocked.map((x) => t.buildBlocked[x]),
                ...(short.length > 0
                  ? [t.buildNeeds(short.map(([r, n]) => `${n} ${label(r)}`).join(', '))]
                  : []),
              ];
              return (
                <li
                  key={b.item}
                  data-item={b.item}
                  data-ok={ok}
                  data-blocked={b.blocked.join(' ')}
                  className="flex min-h-12 items-center gap-3 text-xl"
                >
                  <span
                    aria-hidden="true"
                    className={`w-8 text-center text-2xl font-bold ${ok ? 'text-emerald-700 dark:text-emerald-300' : 'text-stone-500'}`}
                  >
                    {ok ? (
                      <svg
                        width="24"
                        height="24"
                        viewBox="0 0 24 24"
                        className="inline-block"
                        aria-hidden="true"
                      >
                        <path
                          d="M4 12.5l5 5L20 6"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="3"
                          strokeLinecap="round"
                        />
                      </svg>
                    ) : (
                      '·'
                    )}
                  </span>
                  <span className="flex-1 font-semibold">{t.buildItems[b.item]}</span>
                  <span className="text-right text-lg text-stone-600 dark:text-stone-300">
                    {ok ? null : why.join(' · ')}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section className={CARD} aria-labelledby="change-title" aria-live="polite">
        <h2 id="change-title" className={H2}>
          {t.lastChange}
        </h2>
        <div data-testid="seat-changes">
          {!changes || changes.length === 0 ? (
            <p className="mt-2 text-stone-600 dark:text-stone-300">{t.nothingYet}</p>
          ) : (
            <ul className="mt-2 space-y-1">
              {changes.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole per update
                <li key={i} className="text-xl">
                  <span className="font-semibold">{reasonText(t, c, name)}</span>
                  {': '}
                  {moves(c)
                    ? Object.entries(c.delta)
                        .filter(([, n]) => n !== 0)
                        .map(([r, n], k, all) => (
                          <span
                            key={r}
                            className={`font-bold ${n > 0 ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
                          >
                            {n > 0 ? '+' : '−'}
                            {Math.abs(n)} {label(r)}
                            {k < all.length - 1 ? ', ' : ''}
                          </span>
                        ))
                    : t.nothingForYou}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section
        className={CARD}
        aria-labelledby="score-title"
        data-testid="seat-score"
        data-vp={score.true}
      >
        <h2 id="score-title" className={H2}>
          {t.score}
        </h2>
        <p className="mt-1 text-4xl font-bold">{t.vpOf(score.true, target)}</p>
        {score.true !== score.public && (
          <p className="text-base text-stone-600 dark:text-stone-300">
            {t.othersSee(score.public)}
          </p>
        )}
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 text-lg">
          {Object.entries(score.parts)
            .filter(([, n]) => n > 0)
            .map(([k, n]) => (
              <div key={k} className="contents">
                <dt>{t.parts[k] ?? k}</dt>
                <dd className="text-right font-semibold tabular-nums">{n}</dd>
              </div>
            ))}
        </dl>
      </section>

      {rs.devDeck && (
        <section className={CARD} aria-labelledby="dev-title" data-testid="seat-dev">
          <h2 id="dev-title" className={H2}>
            {t.dev}
          </h2>
          <DevList
            view={view}
            seat={seat}
            t={t}
            canSend={live.phoneInput && !stale && !busy}
            onPlay={(card) =>
              // A knight or road building from the phone: the tablet then asks only for the
              // robber's hex, or for the free roads.
              card === 'knight' || card === 'roadBuilding' ? void sendPlay(card) : setPlaying(card)
            }
          />
        </section>
      )}

      <SeatIncome view={view} seat={seat} t={t} label={label} />

      <OtherSeats view={view} seat={seat} t={t} />
    </div>
  );
}
