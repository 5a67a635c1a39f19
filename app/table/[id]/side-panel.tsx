'use client';
// The tabs under the scoreboard: the game log (newest first, in words), the phones (each
// seat's QR code, so a phone can join at any time, a small phone by each seat whose phone
// follows the game, and the phone-input switch) and the stats.

import { useState } from 'react';
import type { LiveSeat } from '@/app/live/use-live-game';
import { PhoneMark } from '@/app/ui/phone-mark';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import type { GameView, SeenEvent } from '@/lib/game';
import { eventLine, nameOf } from './describe';
import { TABLE } from './i18n';
import { phoneState } from './presence';

export type Tab = 'log' | 'seats' | 'stats';

export function SidePanel({
  tab,
  setTab,
  view,
  nicknames,
  log,
  seats,
  online,
  phoneInput,
  setPhoneInput,
}: {
  tab: Tab;
  setTab: (t: Tab) => void;
  view: GameView;
  nicknames: boolean;
  log: readonly SeenEvent[] | null;
  seats: readonly LiveSeat[] | null;
  /** Seats whose phones are connected; null while unknown. */
  online: readonly number[] | null;
  phoneInput: boolean;
  setPhoneInput: (on: boolean) => void;
}) {
  const { lang } = useLang();
  const t = TABLE[lang];
  const [big, setBig] = useState<number | null>(null);
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
                  {eventLine(lang, view.config, e, nicknames)}
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
                onChange={(e) => setPhoneInput(e.target.checked)}
              />
              <span>
                {t.phoneInput}
                <span className="block text-base text-stone-300">{t.phoneInputHelp}</span>
              </span>
            </label>
            <ul className="grid grid-cols-2 gap-3">
              {(seats ?? []).map((s) => (
                <li
                  key={s.seat}
                  className={`flex flex-col items-center gap-2 rounded-xl bg-stone-800 p-2 ${big === s.seat ? 'col-span-2' : ''}`}
                >
                  <div className="flex items-center gap-2 text-lg font-semibold">
                    <SeatMark
                      seat={s.seat}
                      color={view.config.players[s.seat]?.color ?? ''}
                      name={s.name}
                      size={32}
                    />
                    {nameOf(view.config, s.seat)}
                    {phoneState(online, s.seat) === 'online' ? (
                      <PhoneMark name={s.name} testId={`seat-phone-${s.seat}`} />
                    ) : null}
                  </div>
                  {s.qr ? (
                    // Tap a code to show it large, so a phone can scan it from its seat.
                    <button
                      type="button"
                      className="w-full rounded-lg"
                      aria-expanded={big === s.seat}
                      data-testid={`seat-qr-toggle-${s.seat}`}
                      onClick={() => setBig(big === s.seat ? null : s.seat)}
                    >
                      <div
                        className={`mx-auto w-full rounded-lg bg-white p-2 [&>svg]:h-auto [&>svg]:w-full ${big === s.seat ? '' : 'max-w-56'}`}
                        data-testid={`seat-qr-${s.seat}`}
                        role="img"
                        aria-label={t.scanToJoin(s.name)}
                        // The SVG is our own server's QR code for this seat's join link.
                        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted SVG from our API
                        dangerouslySetInnerHTML={{ __html: s.qr }}
                      />
                    </button>
                  ) : (
                    <p className="text-base">{t.qrLoading}</p>
                  )}
                  <p className="text-center text-base text-stone-200">{t.scanToJoin(s.name)}</p>
                </li>
              ))}
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
