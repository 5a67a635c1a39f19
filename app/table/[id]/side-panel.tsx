'use client';
// The tabs under the scoreboard: the game log (newest first, in words), the phones (per seat:
// a small phone and the number of devices that follow it, its QR code shown only when asked
// — one seat at a time, hidden again once a phone joins with it — and "Withdraw link", which
// signs every device of the seat out and makes a new code; and the phone-input switch) and
// the stats.

import { useEffect, useRef, useState } from 'react';
import type { LiveSeat } from '@/app/live/use-live-game';
import { useLazyWords } from '@/app/ui/lazy-words';
import { PhoneMark } from '@/app/ui/phone-mark';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import type { GameView, SeenEvent } from '@/lib/game';
import { eventLine, nameOf } from './describe';
import { TABLE } from './i18n';
import { type DeviceCounts, devicesAt, PHONES, qrWatch } from './phones';
import { phoneState } from './presence';
import { SF } from './starfarers/i18n';

export type Tab = 'log' | 'seats' | 'stats';

export function SidePanel({
  tab,
  setTab,
  view,
  nicknames,
  log,
  seats,
  online,
  devices,
  phoneInput,
  setPhoneInput,
  withdrawSeat,
}: {
  tab: Tab;
  setTab: (t: Tab) => void;
  view: GameView;
  nicknames: boolean;
  log: readonly SeenEvent[] | null;
  seats: readonly LiveSeat[] | null;
  /** Seats whose phones are connected; null while unknown. */
  online: readonly number[] | null;
  /** Devices following each online seat; null while unknown. */
  devices: DeviceCounts | null;
  phoneInput: boolean;
  /** Undefined for a former host (a viewer): the switch is shown, not offered. */
  setPhoneInput: ((on: boolean) => void) | undefined;
  /** Withdraws a seat's link; resolves true when the server did. */
  withdrawSeat: (seat: number) => Promise<boolean>;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const sf = useLazyWords(SF);
  const w = useLazyWords(PHONES);
  // The one seat whose QR code is shown, and the fewest devices seen on it since (qrWatch).
  const [shown, setShown] = useState<number | null>(null);
  const floor = useRef(0);
  const [asking, setAsking] = useState<number | null>(null);
  const [withdrawn, setWithdrawn] = useState<number | null>(null);
  const show = (seat: number | null) => {
    floor.current = seat === null ? 0 : (devicesAt(devices, seat) ?? 0);
    setShown(seat);
  };
  useEffect(() => {
    if (shown === null) return;
    const r = qrWatch(floor.current, devicesAt(devices, shown));
    floor.current = r.floor;
    if (r.hide) setShown(null);
  }, [devices, shown]);
  const tabs: readonly [Tab, string][] = [
    ['log', t.log],
    ['seats', t.seatsTab],
    ['stats', t.stats],
  ];
  return (
    <section className="flex min-h-64 flex-col rounded-2xl bg-stone-900 p-3">
      <div role="tablist" className="mb-2 flex gap-2">
        {tabs.map(([k, label]) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`tabpanel-${k}`}
            data-testid={`tab-${k}`}
            className={`min-h-12 flex-1 rounded-xl px-3 text-lg font-semibold ${tab === k ? 'bg-amber-400 text-stone-950' : 'bg-stone-800'}`}
            onClick={() => setTab(k)}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`tabpanel-${tab}`}
        aria-labelledby={`tab-${tab}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so a keyboard must reach it (axe: scrollable-region-focusable)
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto"
      >
        {tab === 'log' ? (
          <ol className="flex flex-col gap-1 text-lg" data-testid="game-log">
            {(log ?? [])
              .map((e, i) => ({ e, i }))
              .reverse()
              .slice(0, 200)
              .map(({ e, i }) => (
                <li key={i} className="border-b border-stone-800 py-1" data-event={e.type}>
                  {eventLine(t, sf, lang, view.config, e, nicknames)}
                </li>
              ))}
          </ol>
        ) : null}
        {tab === 'seats' ? (
          <div className="flex flex-col gap-3">
            <label className="flex min-h-12 items-center gap-3 text-lg">
              <input
                type="checkbox"
                className="h-8 w-8 accent-amber-400"
                checked={phoneInput}
                data-testid="phone-input"
                disabled={!setPhoneInput}
                onChange={(e) => setPhoneInput?.(e.target.checked)}
              />
              <span>
                {t.phoneInput}
                <span className="block text-base text-stone-300">{t.phoneInputHelp}</span>
              </span>
            </label>
            <ul className="grid grid-cols-2 gap-3">
              {(seats ?? []).map((s) => {
                const n = devicesAt(devices, s.seat);
                const name = nameOf(view.config, s.seat);
                return (
                  <li
                    key={s.seat}
                    className={`flex flex-col items-center gap-2 rounded-xl bg-stone-800 p-2 ${shown === s.seat || asking === s.seat ? 'col-span-2' : ''}`}
                    data-testid={`seat-card-${s.seat}`}
                  >
                    <div className="flex items-center gap-2 text-lg font-semibold">
                      <SeatMark
                        seat={s.seat}
                        color={view.config.players[s.seat]?.color ?? ''}
                        name={s.name}
                        size={32}
                      />
                      {name}
                      {phoneState(online, s.seat) === 'online' ? (
                        <PhoneMark name={s.name} testId={`seat-phone-${s.seat}`} />
                      ) : null}
                    </div>
                    {n === null ? null : (
                      <p
                        className={`text-base ${n >= 2 ? 'font-semibold text-amber-300' : 'text-stone-200'}`}
                        data-testid={`seat-devices-${s.seat}`}
                        data-count={n}
                      >
                        {w.devices(n)}
                      </p>
                    )}
                    {withdrawn === s.seat ? (
                      <p className="text-center text-base text-amber-200" role="status">
                        {w.withdrawn(name)}
                      </p>
                    ) : null}
                    {shown === s.seat ? (
                      s.qr ? (
                        <div
                          className="mx-auto w-full max-w-56 rounded-lg bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
                          data-testid={`seat-qr-${s.seat}`}
                          role="img"
                          aria-label={t.scanToJoin(s.name)}
                          // The SVG is our own server's QR code for this seat's join link.
                          // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted SVG from our API
                          dangerouslySetInnerHTML={{ __html: s.qr }}
                        />
                      ) : (
                        <p className="text-base">{t.qrLoading}</p>
                      )
                    ) : null}
                    {shown === s.seat ? (
                      <p className="text-center text-base text-stone-200">{t.scanToJoin(s.name)}</p>
                    ) : null}
                    {asking === s.seat ? (
                      <div className="flex w-full flex-col gap-2">
                        <p className="text-base">{w.withdrawSure(name)}</p>
                        <div className="flex gap-2">
                          <button
                            type="button"
                            className="min-h-12 flex-1 rounded-xl bg-red-700 px-3 text-lg font-semibold text-white"
                            data-testid={`seat-withdraw-yes-${s.seat}`}
                            onClick={() => {
                              setAsking(null);
                              void withdrawSeat(s.seat).then((ok) => {
                                if (!ok) return;
                                setWithdrawn(s.seat);
                                show(s.seat);
                              });
                            }}
                          >
                            {w.withdrawYes}
                          </button>
                          <button
                            type="button"
                            className="min-h-12 flex-1 rounded-xl bg-stone-600 px-3 text-lg font-semibold"
                            data-testid={`seat-withdraw-cancel-${s.seat}`}
                            onClick={() => setAsking(null)}
                          >
                            {w.cancel}
                          </button>
                        </div>
                      </div>
                    ) : (
                      <div className="flex w-full flex-wrap gap-2">
                        <button
                          type="button"
                          className="min-h-12 flex-1 rounded-xl bg-stone-700 px-3 text-base font-semibold"
                          aria-expanded={shown === s.seat}
                          data-testid={`seat-qr-toggle-${s.seat}`}
                          onClick={() => show(shown === s.seat ? null : s.seat)}
                        >
                          {shown === s.seat ? w.hideQr : w.showQr}
                        </button>
                        <button
                          type="button"
                          className="min-h-12 flex-1 rounded-xl bg-stone-700 px-3 text-base font-semibold text-red-200"
                          data-testid={`seat-withdraw-${s.seat}`}
                          onClick={() => setAsking(s.seat)}
                        >
                          {w.withdraw}
                        </button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        {tab === 'stats' ? (
          // The charts need room: they open over the board, and this tab takes them away again.
          <div className="flex flex-col gap-3">
            <p className="text-lg">{t.statsOnBoard}</p>
            <button
              type="button"
              className="min-h-12 rounded-xl bg-stone-700 px-4 text-lg font-semibold"
              data-testid="stats-close"
              onClick={() => setTab('log')}
            >
              {t.close}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
