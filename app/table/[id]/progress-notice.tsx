'use client';
// A progress card played, said in the strip under the board until the next move: the card's
// name and what it does (our words), who hands what to whom after a monopoly, and who answered
// a card played against them — from the live update that carried it. The table's view names
// no card that is still in a hand: a card played is public, an answer's cards stay hidden.

import { Suspense, useEffect, useState } from 'react';
import type { LiveUpdate } from '@/app/live/use-live-game';
import { PROGRESS_UI } from '@/app/ui/i18n-progress';
import { useLazyWords } from '@/app/ui/lazy-words';
import { useLang } from '@/app/ui/use-lang';
import type { GameConfig, SeenEvent } from '@/lib/game';
import { nameOf, resName } from './describe';
import { ACT_ON } from './i18n-act-on';

type Said = Extract<SeenEvent, { type: 'progressPlayed' | 'progressAnswered' }>;

/** The progress cards played or answered among `events`, in order. */
export function progressIn(events: readonly SeenEvent[]): Said[] {
  return events.filter(
    (e): e is Said => e.type === 'progressPlayed' || e.type === 'progressAnswered',
  );
}

export function ProgressNotice(props: {
  last: LiveUpdate | null;
  config: GameConfig;
  nicknames: boolean;
}) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}

function Notice({
  last,
  config,
  nicknames,
}: {
  last: LiveUpdate | null;
  config: GameConfig;
  nicknames: boolean;
}) {
  const [said, setSaid] = useState<Said[]>([]);
  useEffect(() => {
    if (!last) return;
    setSaid(last.kind === 'events' ? progressIn(last.events) : []);
  }, [last]);
  if (said.length === 0) return null;
  return <Lines said={said} config={config} nicknames={nicknames} />;
}

function Lines({
  said,
  config,
  nicknames,
}: {
  said: readonly Said[];
  config: GameConfig;
  nicknames: boolean;
}) {
  const { lang } = useLang();
  const w = useLazyWords(PROGRESS_UI);
  const a = useLazyWords(ACT_ON);
  return (
    <div className="flex flex-col gap-1" data-testid="progress-notice">
      {said.map((e, i) => {
        const who = nameOf(config, e.seat);
        if (e.type === 'progressAnswered') {
          // The card answered is the one the game waited on; the event names only who and to whom.
          return (
            <p
              // biome-ignore lint/suspicious/noArrayIndexKey: the events' order
              key={i}
              role="status"
              className="rounded-xl bg-stone-800 px-3 py-1 text-lg text-stone-50"
              data-answered={e.seat}
            >
              {w.answered(who, nameOf(config, e.to))}
            </p>
          );
        }
        const card = w.cards[e.card];
        const r = e.resource ? resName(lang, e.resource, nicknames) : '';
        const hands =
          e.taken && (e.card === 'resourceMonopoly' || e.card === 'tradeMonopoly')
            ? e.taken.flatMap((n, s) =>
                n > 0 && s !== e.seat ? [a.handsTo(nameOf(config, s), n, r, who)] : [],
              )
            : [];
        return (
          <p
            // biome-ignore lint/suspicious/noArrayIndexKey: the events' order
            key={i}
            role="status"
            className="rounded-xl border-2 border-amber-400 bg-stone-800 px-3 py-1 text-xl text-stone-50"
            data-played={e.card}
          >
            <strong>{w.played(who, card.name)}:</strong> {card.text}
            {hands.length > 0 ? ` ${hands.join(' · ')}` : ''}
          </p>
        );
      })}
    </div>
  );
}
