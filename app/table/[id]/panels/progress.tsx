'use client';
// The progress cards' panel (cities and knights) on the shared screen: how many cards each
// seat holds (never which), the decks' counts, the merchant's hex and holder, the inventor's
// swapped numbers and the alchemist's set dice; who the game waits for while a card waits on
// a choice ("Waiting for Bo (wedding)"), and for a seat no phone follows, its progress cards in
// the private moment (private-progress.tsx), where it plays, puts back and answers. Every line
// is drawn from the view and the legal list; the commands come from the seat's own list.

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { PROGRESS_UI } from '@/app/ui/i18n-progress';
import { useLazyWords } from '@/app/ui/lazy-words';
import type { BoardAsk } from '@/app/ui/progress-words/types';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import { boardStep } from '@/lib/game/ck-table';
import { merchantNow, swappedTokens } from '@/lib/game/progress-table';
import type { BoardCardId } from '@/lib/game/types';
import { PROGRESS_DECKS } from '@/lib/rules/progress-cards';
import { nameOf } from '../describe';
import { BTN_SOFT } from '../pickers';
import type { FeaturePanel, PanelCtx } from './kit';
import { hexName } from './progress-hex';

const PrivateProgress = dynamic(
  () => import('../private-progress').then((m) => m.PrivateProgress),
  { loading: () => null },
);

/** Seats no phone follows (every seat while presence is unknown). */
const phoneless = (c: PanelCtx) =>
  c.view.config.players.map((_, s) => s).filter((s) => !(c.online?.includes(s) ?? false));

function Summary(c: PanelCtx) {
  const w = useLazyWords(PROGRESS_UI);
  const { lang } = useLang();
  const pv = c.view.progress;
  if (!pv) return null;
  const merchant = merchantNow(c.view);
  const swapped = swappedTokens(c.view);
  const held = phoneless(c);
  return (
    <section
      className="flex flex-col gap-2 rounded-2xl bg-stone-800 p-3"
      data-testid="progress-panel"
    >
      <h3 className="text-lg font-bold">{w.title}</h3>
      <ul className="flex flex-wrap gap-3 text-lg" data-testid="progress-counts">
        {c.view.config.players.map((p, s) => (
          <li
            key={p.name}
            className="flex items-center gap-1"
            data-seat={s}
            data-count={pv.counts[s]}
          >
            <SeatMark seat={s} color={p.color} name={p.name} size={24} />
            <span className="tabular-nums">{w.count(pv.counts[s] ?? 0, pv.limit)}</span>
            {(pv.shown[s]?.length ?? 0) > 0 ? (
              <span className="text-amber-300">+{pv.shown[s]?.length} VP</span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="text-base text-stone-300" data-testid="progress-decks">
        {w.decksLeft}: {PROGRESS_DECKS.map((d) => `${w.decks[d]} ${pv.decks[d]}`).join(' · ')}
      </p>
      {merchant ? (
        <p className="text-base" data-testid="progress-merchant" data-hex={merchant.hex}>
          {w.merchantOn(nameOf(c.view.config, merchant.seat), hexName(c.view, lang, merchant.hex))}
        </p>
      ) : null}
      {swapped.length > 0 ? (
        <p className="text-base" data-testid="progress-tokens">
          {w.tokensSwapped}: {swapped.map((x) => hexName(c.view, lang, x.hex)).join(', ')}
        </p>
      ) : null}
      {pv.alchemy ? (
        <p className="text-base" data-testid="progress-alchemy">
          {w.alchemistSet(pv.alchemy[0], pv.alchemy[1])}
        </p>
      ) : null}
      <PrivateButtons c={c} seats={held} />
    </section>
  );
}

/** A button per phone-less seat holding progress cards, opening its private moment. */
function PrivateButtons({ c, seats }: { c: PanelCtx; seats: readonly number[] }) {
  const w = useLazyWords(PROGRESS_UI);
  const [open, setOpen] = useState<number | null>(null);
  const counts = c.view.progress?.counts ?? [];
  const holding = seats.filter((s) => (counts[s] ?? 0) > 0);
  if (holding.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {holding.map((s) => (
        <button
          key={s}
          type="button"
          className={`${BTN_SOFT} text-base`}
          data-testid={`progress-private-${s}`}
          onClick={() => setOpen(s)}
        >
          {w.openPrivate(nameOf(c.view.config, s))}
        </button>
      ))}
      {open !== null ? (
        <PrivateProgress
          view={c.view}
          seat={open}
          nicknames={c.nicknames}
          act={c.act}
          onClose={() => setOpen(null)}
          onBoard={(card, choice, commands) =>
            c.setMode({
              k: 'spots',
              kind: choice.kind,
              ids: choice.ids,
              commands,
              seat: open,
              label: w.tapFor(
                nameOf(c.view.config, open),
                w.cards[card].name,
                choice.kind === 'hex',
              ),
            })
          }
        />
      ) : null}
    </div>
  );
}

/** A card waits on a choice, or tied defenders still draw: who, on their phone or here. */
function Waiting(c: PanelCtx) {
  const w = useLazyWords(PROGRESS_UI);
  const [open, setOpen] = useState<number | null>(null);
  const pv = c.view.progress;
  const waiting = c.legal.progress?.waiting ?? null;
  const draws = pv?.owedDraws.slice(0, 1) ?? [];
  const rows = waiting
    ? waiting.seats.map((s) => ({
        seat: s,
        text: w.waitFor(nameOf(c.view.config, s), w.cards[waiting.card].name),
      }))
    : draws.map((s) => ({ seat: s, text: w.drawOwed(nameOf(c.view.config, s)) }));
  return (
    <div
      className="flex flex-col gap-2"
      data-testid="progress-wait"
      data-card={waiting?.card ?? 'draw'}
    >
      {rows.map((r) => {
        const phone = c.online?.includes(r.seat) ?? false;
        return (
          <div key={r.seat} className="flex flex-col gap-1" data-seat={r.seat}>
            <h2 className="text-2xl font-bold">{r.text}</h2>
            {phone ? (
              <p className="text-xl text-stone-300">{w.onPhone}</p>
            ) : (
              <button
                type="button"
                className={BTN_SOFT}
                data-testid={`progress-here-${r.seat}`}
                onClick={() => setOpen(r.seat)}
              >
                {w.openPrivate(nameOf(c.view.config, r.seat))}
              </button>
            )}
          </div>
        );
      })}
      {open !== null ? (
        <PrivateProgress
          view={c.view}
          seat={open}
          nicknames={c.nicknames}
          act={c.act}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

/** What the next tap names for a card a phone played (words only: the spots are boardStep's). */
function askOf(card: BoardCardId, taps: number): BoardAsk {
  switch (card) {
    case 'merchant':
    case 'bishop':
      return 'hex';
    case 'intrigue':
      return 'knight';
    case 'inventor':
      return taps === 0 ? 'number' : 'secondNumber';
    case 'diplomat':
      return taps === 0 ? 'road' : 'roadAgain';
  }
}

/**
 * A progress card a phone (or the private moment) played whose spot is the board's: who plays
 * what, what the next tap names, and — where the taps so far already name a whole play (one's
 * own road taken up by the diplomat) — a button that sends it as it is.
 */
function BoardPlay(c: PanelCtx) {
  const w = useLazyWords(PROGRESS_UI);
  const called = c.legal.progress?.board;
  if (!called) return null;
  const taps = c.mode.k === 'progressBoard' ? c.mode.taps : [];
  const step = boardStep(called.commands, taps);
  const card = w.cards[called.card];
  const done = step.done;
  return (
    <div
      className="flex flex-col gap-2"
      data-testid="progress-board-play"
      data-card={called.card}
      data-taps={taps.length}
      data-spots={step.ids.length}
    >
      <h2 className="text-3xl font-bold">
        {w.tapBoard(nameOf(c.view.config, called.seat), card.name, askOf(called.card, taps.length))}
      </h2>
      <p className="text-xl text-stone-300">{card.text}</p>
      {done && step.ids.length > 0 ? (
        <button
          type="button"
          className={BTN_SOFT}
          data-testid="progress-board-done"
          onClick={() => void c.act(done).then((ok) => ok && c.setMode({ k: 'none' }))}
        >
          {w.keepOff}
        </button>
      ) : null}
      {taps.length > 0 ? (
        <button
          type="button"
          className={BTN_SOFT}
          data-testid="progress-board-restart"
          onClick={() => c.setMode({ k: 'none' })}
        >
          {w.startAgain}
        </button>
      ) : null}
    </div>
  );
}

const waits = (c: PanelCtx) =>
  Boolean(c.legal.progress?.waiting) || (c.view.progress?.owedDraws.length ?? 0) > 0;

export const progress: FeaturePanel = {
  owed: (c) =>
    c.legal.progress?.board ? (
      <BoardPlay {...c} />
    ) : c.view.progress && c.mode.k === 'none' && waits(c) ? (
      <Waiting {...c} />
    ) : null,
  // Before the roll only the acting seat's private moment (an alchemist is played then), so
  // the roll prompt keeps its room; the counts come with the turn's other moves.
  beforeRoll: (c) =>
    c.view.progress && !(c.online?.includes(c.actor) ?? false) ? (
      <PrivateButtons c={c} seats={[c.actor]} />
    ) : null,
  foot: (c) => (c.view.progress ? <Summary {...c} /> : null),
};
