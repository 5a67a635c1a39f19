'use client';
// A development card played whose cards change hands at the table (issue 28): a monopoly or a
// year of plenty played on a phone was only a line in the log, so players without a phone did
// not learn they must hand cards over. The strip now says who hands what to whom, from the
// live update that carried it, until the next move.

import { Suspense, useEffect, useState } from 'react';
import type { LiveUpdate } from '@/app/live/use-live-game';
import { useLazyWords } from '@/app/ui/lazy-words';
import { useLang } from '@/app/ui/use-lang';
import type { GameConfig, SeenEvent } from '@/lib/game';
import { cardsText, nameOf, resName } from './describe';
import { TABLE } from './i18n';
import { ACT_ON } from './i18n-act-on';

type Played = Extract<SeenEvent, { type: 'monopolyPlayed' | 'yearOfPlentyPlayed' }>;

/** The last monopoly or year of plenty among `events`, or null. */
export function playedIn(events: readonly SeenEvent[]): Played | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e?.type === 'monopolyPlayed' || e?.type === 'yearOfPlentyPlayed') return e;
  }
  return null;
}

export function PlayedNotice(props: {
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
  const [played, setPlayed] = useState<Played | null>(null);
  useEffect(() => {
    if (!last) return;
    setPlayed(last.kind === 'events' ? playedIn(last.events) : null);
  }, [last]);
  if (!played) return null;
  return <Line played={played} config={config} nicknames={nicknames} />;
}

function Line({
  played,
  config,
  nicknames,
}: {
  played: Played;
  config: GameConfig;
  nicknames: boolean;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const w = useLazyWords(ACT_ON);
  const taker = nameOf(config, played.seat);
  let what: string[];
  if (played.type === 'monopolyPlayed') {
    const r = resName(lang, played.resource, nicknames);
    what = played.taken.flatMap((n, s) =>
      n > 0 && s !== played.seat ? [w.handsTo(nameOf(config, s), n, r, taker)] : [],
    );
    if (what.length === 0) what = [w.nobodyHands(r)];
  } else {
    const h: Record<string, number> = {};
    for (const r of played.resources) h[r] = (h[r] ?? 0) + 1;
    what = [w.bankGives(taker, cardsText(lang, h, nicknames))];
  }
  const card = t.devCards[played.type === 'monopolyPlayed' ? 'monopoly' : 'yearOfPlenty'];
  return (
    <p
      role="status"
      className="rounded-xl border-2 border-amber-400 bg-stone-800 px-3 py-1 text-xl text-stone-50"
      data-testid="played-notice"
      data-card={played.type}
    >
      <strong>{w.played(taker, card)}:</strong> {what.join(' · ')}
    </p>
  );
}
