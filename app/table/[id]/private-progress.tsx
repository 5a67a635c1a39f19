'use client';
// A phone-less player's progress cards on the shared screen, inside the private moment: the
// table is asked to look away first, and only then is the seat's own view read (the host's
// credential, GET /api/games/<id>/seats/<seat>), again at each new version, so the player plays
// a card, puts one back or answers a card played against them (app/seat/seat-progress.tsx, the
// phone's own screen) with the commands that view's legal list gives. The hand is dropped when
// the moment closes: the page holds no card name before or after.

import { useParams } from 'next/navigation';
import { type ComponentProps, useEffect, useState } from 'react';
import { getHostToken } from '@/app/live/host-token';
import { SeatProgress } from '@/app/seat/seat-progress';
import { PROGRESS_UI } from '@/app/ui/i18n-progress';
import { useLazyWords } from '@/app/ui/lazy-words';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import { legalActions } from '@/lib/game/legal';
import type { Command, Seat } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { nameOf, resName } from './describe';
import { BTN_MAIN, BTN_SOFT } from './pickers';
import { seatReader } from './seat-view';

export function PrivateProgress({
  view,
  seat,
  nicknames,
  act,
  onClose,
  onBoard,
}: {
  view: GameView;
  seat: Seat;
  nicknames: boolean;
  act: (c: Command) => Promise<boolean>;
  onClose: () => void;
  /** A card played by a tap on the board: the moment closes first (the hand leaves the screen). */
  onBoard?: ComponentProps<typeof SeatProgress>['onBoard'];
}) {
  const w = useLazyWords(PROGRESS_UI);
  const { lang } = useLang();
  const params = useParams<{ id: string }>();
  const [shown, setShown] = useState(false);
  const [own, setOwn] = useState<GameView | null>(null);
  const [busy, setBusy] = useState(false);
  const who = view.config.players[seat];

  // Read only once its owner alone looks, and again at each new version.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again at every new version
  useEffect(() => {
    const token = getHostToken();
    if (!shown || !token || !params.id) return;
    let gone = false;
    void seatReader(
      params.id,
      token,
    )(seat).then((v) => {
      if (!gone) setOwn(v);
    });
    return () => {
      gone = true;
    };
  }, [shown, seat, params.id, view.version]);

  const progress = own ? legalActions(own, seat).progress : null;
  const close = () => {
    setOwn(null);
    setShown(false);
    onClose();
  };
  // A card whose spot is the board's was played: the hand leaves the screen, the board is tapped.
  const called = (progress?.board ?? null) !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes once, when the card is called
  useEffect(() => {
    if (called) close();
  }, [called]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={w.openPrivate(nameOf(view.config, seat))}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-stone-950 p-6 text-stone-50"
      data-testid="private-progress"
      data-stage={shown ? 'show' : 'ask'}
      data-seat={seat}
    >
      {!shown ? (
        <div className="mt-16 flex max-w-xl flex-col items-center gap-5 text-center">
          <SeatMark seat={seat} color={who?.color ?? ''} name={who?.name ?? ''} size={96} />
          <p className="text-3xl font-black">{w.lookAway(who?.name ?? '')}</p>
          <button
            type="button"
            className={`${BTN_MAIN} min-h-16 w-full text-2xl`}
            data-testid="private-progress-show"
            onClick={() => setShown(true)}
          >
            {w.showMine}
          </button>
          <button type="button" className={BTN_SOFT} onClick={close}>
            {w.cancel}
          </button>
        </div>
      ) : (
        <div className="dark flex w-full max-w-2xl flex-col gap-3" data-ready={progress !== null}>
          <div className="flex items-center gap-3">
            <SeatMark seat={seat} color={who?.color ?? ''} name={who?.name ?? ''} size={48} />
            <h2 className="flex-1 text-2xl font-black">{w.openPrivate(who?.name ?? '')}</h2>
            <button
              type="button"
              className={BTN_SOFT}
              data-testid="private-progress-close"
              onClick={close}
            >
              {w.close}
            </button>
          </div>
          {own && progress ? (
            <SeatProgress
              view={own}
              seat={seat}
              progress={progress}
              label={(r) => resName(lang, r, nicknames)}
              name={(s) => nameOf(view.config, s)}
              canSend={!busy}
              send={(c) => {
                setBusy(true);
                void act(c).finally(() => setBusy(false));
              }}
              onBoard={
                onBoard
                  ? (card, choice, commands) => {
                      close();
                      onBoard(card, choice, commands);
                    }
                  : undefined
              }
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
