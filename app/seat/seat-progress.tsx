'use client';
// A player's progress cards (cities and knights), on their phone and in the tablet's private
// moment for a player without one (app/table/[id]/private-progress.tsx): the hand (n/4) with
// each card's name and what it does, the VP cards shown apart; a Play button per card the
// legal list offers (a card with board choices lists them by readable names: progress-label.ts);
// a card put back when over the limit; the tied defenders' colour; and the answer a card waits
// for from this player (cards picked, a commodity, a card from the look, a knight). Every
// button sends a command of the legal list as it is, or its `command` with `cards` filled.

import { useState } from 'react';
import { PROGRESS_UI } from '@/app/ui/i18n-progress';
import { useLazyWords } from '@/app/ui/lazy-words';
import { useLang } from '@/app/ui/use-lang';
import { progressBoardChoice } from '@/lib/game/ck-table';
import type { LegalActions } from '@/lib/game/legal';
import type { Command, Hand } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import type { ProgressCardId } from '@/lib/rules/progress-cards';
import { CardPicker } from './pickers';
import { answerLabel, type LabelKit, playLabel } from './progress-label';
import { BOX, BTN, HEAD, SOFT } from './progress-styles';
import { Undeclared } from './seat-progress-undeclared';

type Progress = NonNullable<LegalActions['progress']>;

export function SeatProgress({
  view,
  seat,
  progress,
  label,
  name,
  canSend,
  send,
  onBoard,
}: {
  /** This seat's own view (its hand, its look). */
  view: GameView;
  seat: number;
  progress: Progress;
  label: (r: string) => string;
  name: (seat: number) => string;
  canSend: boolean;
  send: (c: Command) => void;
  /**
   * The tablet's private moment only: a card whose plays each name one spot may be played by a
   * tap on the board instead (its listed plays and their spots).
   */
  onBoard?: (
    card: ProgressCardId,
    choice: NonNullable<ReturnType<typeof progressBoardChoice>>,
    commands: readonly Command[],
  ) => void;
}) {
  const w = useLazyWords(PROGRESS_UI);
  const { lang } = useLang();
  const [open, setOpen] = useState<string | null>(null);
  const k: LabelKit = { view, w, lang, label, name };
  const hand = progress.hand ?? [];
  const shown = view.progress?.shown[seat] ?? [];
  const plays = new Map(progress.plays.map((p) => [p.card, p]));
  return (
    <>
      {progress.answer ? (
        <Answer k={k} answer={progress.answer} seat={seat} canSend={canSend} send={send} />
      ) : null}
      {progress.board ? (
        <section
          className={`${BOX} border-4 border-amber-500`}
          data-testid="progress-board-wait"
          data-card={progress.board.card}
          role="status"
        >
          <h2 className={HEAD}>{w.cards[progress.board.card].name}</h2>
          <p className="mt-1 text-xl font-semibold">{w.boardWait}</p>
        </section>
      ) : null}
      {progress.draws.length > 0 ? (
        <section className={`${BOX} border-4 border-amber-500`} data-testid="progress-draws">
          <h2 className={HEAD}>{w.drawTitle}</h2>
          <div className="mt-2 grid gap-2">
            {progress.draws.map((c) => (
              <button
                key={c.deck}
                type="button"
                className={BTN}
                disabled={!canSend}
                data-testid={`progress-draw-${c.deck}`}
                onClick={() => send(c)}
              >
                {w.drawFrom(w.decks[c.deck])}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      <section
        className={BOX}
        data-testid="progress-hand"
        data-count={progress.count}
        aria-labelledby="progress-title"
      >
        <h2 id="progress-title" className={`${HEAD} flex justify-between`}>
          <span>{w.title}</span>
          <span className="tabular-nums" data-testid="progress-count">
            {w.count(progress.count, progress.limit)}
          </span>
        </h2>
        {progress.discards.length > 0 ? (
          <p className="mt-2 rounded-xl bg-red-100 p-2 text-lg text-red-900" role="alert">
            {w.overLimit(progress.limit)}
          </p>
        ) : null}
        {progress.count === 0 ? <p className="mt-2 text-lg">{w.noCards}</p> : null}
        <ul className="mt-2 space-y-3">
          {hand.map((card, i) => {
            const play = plays.get(card);
            const key = `${card}-${i}`;
            const discard = progress.discards.find((d) => d.card === card);
            const first = hand.indexOf(card) === i;
            return (
              <li key={key} className="flex flex-col gap-1" data-card={card}>
                <p className="text-xl font-bold">{w.cards[card].name}</p>
                <p className="text-base text-stone-600 dark:text-stone-300">{w.cards[card].text}</p>
                <div className="flex flex-wrap gap-2">
                  {play && first ? (
                    <button
                      type="button"
                      className={BTN}
                      disabled={!canSend}
                      data-testid={`progress-play-${card}`}
                      data-options={play.commands.length}
                      data-board={play.call ? 'true' : undefined}
                      onClick={() => {
                        // A card whose spot is the board's: played here, its spot tapped there.
                        if (play.call) {
                          send(play.call);
                          return;
                        }
                        const only = play.commands[0];
                        if (play.commands.length === 1 && only) send(only);
                        else setOpen(open === card ? null : card);
                      }}
                    >
                      {play.call
                        ? w.playOnBoard
                        : play.commands.length === 1
                          ? w.play
                          : `${w.play} · ${w.choose}`}
                    </button>
                  ) : null}
                  {(() => {
                    const board =
                      onBoard && play && !play.call && first && play.commands.length > 1
                        ? progressBoardChoice(play.commands)
                        : null;
                    return board && play ? (
                      <button
                        type="button"
                        className={SOFT}
                        disabled={!canSend}
                        data-testid={`progress-board-${card}`}
                        onClick={() => onBoard?.(card, board, play.commands)}
                      >
                        {w.onBoard}
                      </button>
                    ) : null;
                  })()}
                  {discard && first ? (
                    <button
                      type="button"
                      className={SOFT}
                      disabled={!canSend}
                      data-testid={`progress-discard-${card}`}
                      onClick={() => send(discard)}
                    >
                      {w.putBack(w.cards[card].name)}
                    </button>
                  ) : null}
                </div>
                {play && first && open === card ? (
                  <ul
                    className="mt-1 max-h-80 space-y-1 overflow-y-auto"
                    data-testid={`progress-options-${card}`}
                  >
                    {play.commands.map((c, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the list's order is the engine's
                      <li key={j}>
                        <button
                          type="button"
                          className={`${SOFT} w-full`}
                          disabled={!canSend}
                          data-testid="progress-option"
                          onClick={() => {
                            setOpen(null);
                            send(c);
                          }}
                        >
                          {playLabel(k, c)}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
        <Undeclared
          k={k}
          progress={progress}
          canSend={canSend}
          send={send}
          open={open}
          setOpen={setOpen}
        />
        {shown.length > 0 ? (
          <div className="mt-3" data-testid="progress-shown">
            <h3 className="text-base font-semibold">{w.shown}</h3>
            <p className="text-lg">{shown.map((c) => w.cards[c].name).join(', ')}</p>
          </div>
        ) : null}
      </section>
    </>
  );
}

/** What a card played by another player asks of this one. */
function Answer({
  k,
  answer,
  seat,
  canSend,
  send,
}: {
  k: LabelKit;
  answer: NonNullable<Progress['answer']>;
  seat: number;
  canSend: boolean;
  send: (c: Command) => void;
}) {
  const { w, view } = k;
  const title = w.answerTitle(w.cards[answer.card].name, k.name(answer.player));
  const look = view.progress?.look ?? null;
  const from: Hand | null =
    answer.from === seat
      ? (view.players[seat]?.hand ?? null)
      : answer.from !== null && look?.target === answer.from
        ? (look.hand ?? null)
        : null;
  const wrap = (body: React.ReactNode) => (
    <section
      className={`${BOX} border-4 border-amber-500`}
      data-testid="progress-answer"
      data-card={answer.card}
    >
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="text-base text-stone-600 dark:text-stone-300">{w.cards[answer.card].text}</p>
      {answer.card === 'spy' && answer.player !== seat ? (
        // Real cards: the spy's player picks among this player's cards, on this screen.
        <p className="mt-1 text-xl font-semibold" data-testid="progress-spy-here">
          {w.spyHere(k.name(answer.player))}
        </p>
      ) : null}
      {look?.cards ? (
        <p className="mt-1 text-lg" data-testid="progress-look">
          {w.theirHand(k.name(look.target))}: {look.cards.map((c) => w.cards[c].name).join(', ')}
        </p>
      ) : null}
      {body}
    </section>
  );
  // A pick from a list where the list names it (a commodity, a card, a knight); else the cards.
  if (answer.commands.length === 0 && answer.count > 0 && from) {
    const kinds = Object.keys(from).filter((r) => (from[r] ?? 0) > 0);
    const verb =
      answer.card === 'saboteur'
        ? w.discardHalf(answer.count)
        : answer.from === seat
          ? w.give(answer.count)
          : w.take(answer.count);
    return wrap(
      <div className="mt-2">
        {answer.from !== seat ? (
          <p className="text-lg" data-testid="progress-look">
            {w.theirHand(k.name(answer.from ?? 0))}
          </p>
        ) : null}
        <CardPicker
          testId="progress-cards"
          title={verb}
          resources={kinds}
          label={k.label}
          count={answer.count}
          limit={from}
          submitLabel={w.send}
          pickedText={w.picked}
          addLabel={w.add}
          removeLabel={w.remove}
          busy={!canSend}
          onSubmit={(cards) => send({ ...answer.command, cards })}
        />
      </div>,
    );
  }
  if (answer.commands.length === 0 && answer.count === 0)
    return wrap(
      <button
        type="button"
        className={`${BTN} mt-2 w-full`}
        disabled={!canSend}
        data-testid="progress-answer-send"
        onClick={() => send(answer.command)}
      >
        {w.send}
      </button>,
    );
  const knight = answer.card === 'deserter' && answer.commands.every((c) => c.vertex !== null);
  return wrap(
    <ul className="mt-2 grid gap-2">
      {answer.commands.map((c, j) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list's order is the engine's
        <li key={j}>
          <button
            type="button"
            className={`${BTN} w-full`}
            disabled={!canSend}
            data-testid="progress-answer-option"
            onClick={() => send(c)}
          >
            {answerLabel(k, c, knight)}
          </button>
        </li>
      ))}
    </ul>,
  );
}
