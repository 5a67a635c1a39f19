'use client';
// A phone's own hold on its seat: the message shown when the host withdrew the seat's link,
// and the "Leave this seat" button, which clears the seat cookie (POST /api/games/<id>/leave,
// the cookie is httpOnly) and the offline copy, then reloads the seat page, which then says
// the phone has not joined a seat. Kept apart from seat-screen.tsx, which only places them.
import { useState } from 'react';
import type { Lang } from '@/lib/i18n/names';
import { forgetSeatCopy } from '../live/use-live-game';
import { useLang } from '../ui/use-lang';

interface Words {
  readonly withdrawnTitle: string;
  readonly withdrawnText: string;
  readonly leave: string;
  readonly leaveSure: string;
  readonly leaveYes: string;
  readonly cancel: string;
}

export const SEAT_LINK_WORDS: Readonly<Record<Lang, Words>> = {
  en: {
    withdrawnTitle: 'Link withdrawn',
    withdrawnText: 'This seat’s link was withdrawn by the host; scan the new code.',
    leave: 'Leave this seat',
    leaveSure: 'This phone forgets its seat. Scan the seat’s QR code on the tablet to join again.',
    leaveYes: 'Yes, leave',
    cancel: 'Cancel',
  },
  sv: {
    withdrawnTitle: 'Länken är tillbakadragen',
    withdrawnText: 'Värden har dragit tillbaka länken till den här platsen; skanna den nya koden.',
    leave: 'Lämna platsen',
    leaveSure:
      'Telefonen glömmer sin plats. Skanna platsens QR-kod på plattan för att gå med igen.',
    leaveYes: 'Ja, lämna',
    cancel: 'Avbryt',
  },
  de: {
    withdrawnTitle: 'Link zurückgezogen',
    withdrawnText:
      'Der Gastgeber hat den Link dieses Platzes zurückgezogen; scanne den neuen Code.',
    leave: 'Diesen Platz verlassen',
    leaveSure:
      'Dieses Handy vergisst seinen Platz. Zum erneuten Beitreten den QR-Code am Tablet scannen.',
    leaveYes: 'Ja, verlassen',
    cancel: 'Abbrechen',
  },
  da: {
    withdrawnTitle: 'Linket er trukket tilbage',
    withdrawnText: 'Værten har trukket linket til denne plads tilbage; scan den nye kode.',
    leave: 'Forlad denne plads',
    leaveSure:
      'Telefonen glemmer sin plads. Scan pladsens QR-kode på tabletten for at deltage igen.',
    leaveYes: 'Ja, forlad',
    cancel: 'Annuller',
  },
};

const CARD = 'rounded-2xl bg-white p-4 shadow-sm dark:bg-stone-800';

/** What a phone shows once the host withdrew its seat's link (no hand, no offline copy). */
export function WithdrawnNotice() {
  const { lang } = useLang();
  const w = SEAT_LINK_WORDS[lang];
  return (
    <section role="alert" className={`${CARD} mt-4`} data-testid="seat-withdrawn">
      <h1 className="text-2xl font-bold">{w.withdrawnTitle}</h1>
      <p className="mt-2 text-xl">{w.withdrawnText}</p>
    </section>
  );
}

/** "Leave this seat", with a confirmation. */
export function LeaveSeat({ id }: { id: string }) {
  const { lang } = useLang();
  const w = SEAT_LINK_WORDS[lang];
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    try {
      await fetch(`/api/games/${id}/leave`, { method: 'POST', cache: 'no-store' });
    } catch {
      // offline: the copy is forgotten anyway; the cookie goes on the next try
    }
    forgetSeatCopy(id);
    window.location.replace(`/seat/${id}`);
  };
  const BTN = 'min-h-12 rounded-xl px-4 text-lg font-semibold';
  return (
    <section className="mt-6 flex flex-col gap-2" data-testid="leave-seat">
      {asking ? (
        <>
          <p className="text-base">{w.leaveSure}</p>
          <div className="flex gap-2">
            <button
              type="button"
              className={`${BTN} bg-red-700 text-white`}
              disabled={busy}
              data-testid="leave-seat-yes"
              onClick={() => void leave()}
            >
              {w.leaveYes}
            </button>
            <button
              type="button"
              className={`${BTN} bg-stone-300 text-stone-950`}
              data-testid="leave-seat-cancel"
              onClick={() => setAsking(false)}
            >
              {w.cancel}
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className={`${BTN} self-start bg-stone-300 text-stone-950 dark:bg-stone-700 dark:text-stone-50`}
          data-testid="leave-seat-button"
          onClick={() => setAsking(true)}
        >
          {w.leave}
        </button>
      )}
    </section>
  );
}
