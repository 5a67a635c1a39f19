'use client';
// Real progress cards (issue 33) on a player's own screen: the cards the app knows only by
// their colour, each with "Which card is it?" — the kinds the legal list lets it be named as,
// seen by this player only — and, over the limit, a put-back by its colour.

import type { LegalActions } from '@/lib/game/legal';
import type { Command } from '@/lib/game/types';
import { PROGRESS_CARDS, PROGRESS_DECKS } from '@/lib/rules/progress-cards';
import type { LabelKit } from './progress-label';
import { BTN, SOFT } from './progress-styles';

type Progress = NonNullable<LegalActions['progress']>;

/**
 * Real cards: the cards this player holds that the app knows only by colour, each with "Which
 * card is it?" (the kinds the legal list lets it be named as; only this player sees the name)
 * and, over the limit, a put-back by its colour.
 */
export function Undeclared({
  k,
  progress,
  canSend,
  send,
  open,
  setOpen,
}: {
  k: LabelKit;
  progress: Progress;
  canSend: boolean;
  send: (c: Command) => void;
  open: string | null;
  setOpen: (x: string | null) => void;
}) {
  const { w } = k;
  const rows = PROGRESS_DECKS.flatMap((deck) =>
    Array.from({ length: progress.unknown?.[deck] ?? 0 }, (_, i) => ({ deck, first: i === 0 })),
  );
  if (rows.length === 0) return null;
  return (
    <ul className="mt-2 space-y-3" data-testid="progress-undeclared">
      {rows.map(({ deck, first }, i) => {
        const declares = progress.declares.filter((c) => PROGRESS_CARDS[c.card].deck === deck);
        const discard = progress.discards.find((d) => d.card === 'unknown' && d.deck === deck);
        const key = `declare-${deck}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: one row per card of a colour
          <li key={i} className="flex flex-col gap-1" data-deck={deck}>
            <p className="text-xl font-bold">{w.unknownCard(w.decks[deck])}</p>
            {first ? (
              <div className="flex flex-wrap gap-2">
                {declares.length > 0 ? (
                  <button
                    type="button"
                    className={BTN}
                    disabled={!canSend}
                    data-testid={`progress-declare-${deck}`}
                    onClick={() => setOpen(open === key ? null : key)}
                  >
                    {w.declareTitle}
                  </button>
                ) : null}
                {discard ? (
                  <button
                    type="button"
                    className={SOFT}
                    disabled={!canSend}
                    data-testid={`progress-discard-unknown-${deck}`}
                    onClick={() => send(discard)}
                  >
                    {w.putBack(w.unknownCard(w.decks[deck]))}
                  </button>
                ) : null}
              </div>
            ) : null}
            {first && open === key ? (
              <div className="mt-1" data-testid={`progress-declares-${deck}`}>
                <p className="text-base text-stone-600 dark:text-stone-300">{w.declareHint}</p>
                <ul className="mt-1 max-h-80 space-y-1 overflow-y-auto">
                  {declares.map((c) => (
                    <li key={c.card}>
                      <button
                        type="button"
                        className={`${SOFT} w-full`}
                        disabled={!canSend}
                        data-testid="progress-declare-option"
                        data-card={c.card}
                        onClick={() => {
                          setOpen(null);
                          send(c);
                        }}
                      >
                        {w.cards[c.card].name}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
