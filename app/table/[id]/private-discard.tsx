'use client';
// The discard after a 7 on the shared screen, inside the private moment (issue 28): the table
// is asked to look away first, and only then is the seat's own view read (the host's
// credential, GET /api/games/<id>/seats/<seat>) so the picker stops at what the hand holds and
// shows it. Before, the public form greyed out the kinds a phone-less player did not hold, for
// everyone to see. The hand is dropped again when the form closes.

import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { getHostToken } from '@/app/live/host-token';
import { useLazyWords } from '@/app/ui/lazy-words';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import { contextOf } from '@/lib/game/context';
import type { CommandOf } from '@/lib/game/legal';
import type { Command, Hand, Seat } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { cardsText, nameOf } from './describe';
import { TABLE } from './i18n';
import { AFFORD } from './i18n-afford';
import { MENU } from './i18n-menu';
import { BTN_MAIN, BTN_SOFT, CardsForm } from './pickers';
import { Refusal } from './refusal';
import { seatReader } from './seat-view';

export function PrivateDiscard({
  view,
  seat,
  count,
  command,
  nicknames,
  act,
  onClose,
}: {
  view: GameView;
  seat: Seat;
  count: number;
  /** The legal list's discard for this seat: the picked cards go into it. */
  command: CommandOf<'discard'>;
  nicknames: boolean;
  act: (c: Command) => Promise<boolean>;
  onClose: () => void;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const m = useLazyWords(MENU);
  const a = useLazyWords(AFFORD);
  const params = useParams<{ id: string }>();
  const [shown, setShown] = useState(false);
  const [hand, setHand] = useState<Hand | null>(null);
  // Refused (the hand could not be read and the picks exceed it): said here too, as the strip
  // under the board is behind this screen.
  const [refused, setRefused] = useState(false);
  const ctx = contextOf(view.config);
  const who = view.config.players[seat];

  // The hand is read only once its owner alone looks, and again at each new version.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again at every new version
  useEffect(() => {
    const token = getHostToken();
    if (!shown || !token || !params.id) return;
    let gone = false;
    void seatReader(
      params.id,
      token,
    )(seat).then((v) => {
      if (!gone) setHand(v?.players[seat]?.hand ?? null);
    });
    return () => {
      gone = true;
    };
  }, [shown, seat, params.id, view.version]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t.discardFor(nameOf(view.config, seat), count)}
      className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-stone-950 p-6 text-stone-50"
      data-testid="private-discard"
      data-stage={shown ? 'form' : 'ask'}
    >
      {!shown ? (
        <div className="flex max-w-xl flex-col items-center gap-5 text-center">
          <SeatMark seat={seat} color={who?.color ?? ''} name={who?.name ?? ''} size={96} />
          <p className="text-3xl font-black">{m.lookAway(who?.name ?? '')}</p>
          <p className="text-xl">{t.discardFor(nameOf(view.config, seat), count)}</p>
          <button
            type="button"
            className={`${BTN_MAIN} min-h-16 w-full text-2xl`}
            data-testid="private-discard-show"
            onClick={() => setShown(true)}
          >
            {a.discardShow}
          </button>
          <button type="button" className={BTN_SOFT} onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      ) : (
        <div
          className="flex w-full max-w-2xl flex-col gap-3"
          data-testid="discard-form"
          data-hand-known={hand !== null}
        >
          <h2 className="text-2xl font-black">{t.discardFor(nameOf(view.config, seat), count)}</h2>
          {hand ? (
            <p className="text-xl" data-testid="private-discard-hand">
              {a.yourCards}: {cardsText(lang, hand) || m.noCards}
            </p>
          ) : null}
          {refused ? (
            <p
              role="alert"
              className="rounded-xl bg-red-900 px-4 py-2 text-xl text-red-50"
              data-testid="private-discard-refused"
            >
              <Refusal lang={lang} code="ERR_CANNOT_AFFORD" />
            </p>
          ) : null}
          <CardsForm
            key={hand ? 'known' : 'unknown'}
            resources={ctx.resources}
            nicknames={nicknames}
            count={count}
            confirm={t.confirm}
            cancel={t.cancel}
            onCancel={onClose}
            limits={hand ?? undefined}
            testid={`discard-${seat}`}
            // A refused discard keeps the picks (and the refusal's words show in the strip).
            onSubmit={(h) =>
              act({ ...command, cards: h }).then((ok) => {
                if (ok) onClose();
                else setRefused(true);
                return ok;
              })
            }
          />
        </div>
      )}
    </div>
  );
}
