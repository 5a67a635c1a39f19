'use client';
// The strip under the board (beside it never): a reserved band for the turn's notices and the
// roll. A refusal or an undo's words show here, then the roll's payout while it is news; once
// another move follows, the roll shrinks to one line. Nothing here ever covers the board. It
// keeps its height (6.5rem, scrolling) for one or two payees and anything else; a fresh roll
// that pays more (up to six), or carries the robber's line or a shortage, packs its rows and
// grows the band, the board giving up the room for that moment (app/globals.css' .hk-table;
// test/e2e/table-payees.test.ts).

import type { ReactNode } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { useLang } from '@/app/ui/use-lang';
import type { GameConfig, Pending } from '@/lib/game';
import type { PayoutView } from './describe';
import { TABLE } from './i18n';
import { LAYOUT } from './i18n-layout';
import { Die, PayoutBanner } from './payout-banner';

export interface StripNotice {
  readonly text: string;
  readonly tone: 'error' | 'info';
}

export function RollStrip({
  notice,
  closeNotice,
  warning,
  payout,
  fresh,
  pending,
  config,
  nicknames,
}: {
  notice: StripNotice | null;
  closeNotice: () => void;
  /** The second-device warning (it keeps its own state, so it is always mounted). */
  warning: ReactNode;
  payout: PayoutView | null;
  /** The roll is still news: no other move since (an undo counts as one). */
  fresh: boolean;
  pending: Pending | null;
  config: GameConfig;
  nicknames: boolean;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  // The band keeps its 6.5rem (so the board keeps its place all turn) unless a fresh roll has
  // more to say: more than two payees or owing a discard, the robber's line or a shortage.
  const grow =
    payout !== null &&
    fresh &&
    (payout.received.length > 2 ||
      (payout.owed?.length ?? 0) > 2 ||
      payout.blocked.length > 0 ||
      payout.shortages.length > 0);
  return (
    <section
      className={`flex h-full min-h-0 flex-col gap-2 overflow-y-auto rounded-2xl bg-stone-900 px-3 py-2 ${grow ? '' : 'max-h-[6.5rem]'}`}
      data-grow={grow ? 'true' : undefined}
      data-testid="roll-strip"
      aria-label={LAYOUT[lang].stripLabel}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so a keyboard must reach it (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      {notice ? (
        <div
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`flex items-center gap-3 rounded-xl px-4 py-2 text-xl ${notice.tone === 'error' ? 'bg-red-900 text-red-50' : 'bg-sky-900 text-sky-50'}`}
          data-testid="notice"
          data-tone={notice.tone}
        >
          <span className="min-w-0 flex-1">{notice.text}</span>
          <button
            type="button"
            className="min-h-12 min-w-12 rounded-lg bg-black/30 px-3"
            onClick={closeNotice}
          >
            {t.close}
          </button>
        </div>
      ) : null}
      {warning}
      {payout && fresh ? (
        <PayoutBanner payout={payout} pending={pending} config={config} nicknames={nicknames} />
      ) : payout ? (
        <div
          className="flex items-center gap-2 text-xl text-stone-300"
          data-testid="payout-compact"
          data-sum={payout.sum}
        >
          {(payout.dice ?? []).map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the two dice, in order
            <Die key={i} value={d} size={32} />
          ))}
          <span>{LAYOUT[lang].rolledThisTurn(payout.sum)}</span>
        </div>
      ) : null}
      {/* Only while nothing else is here (no notice, warning or roll): an empty band read as
          something missing. */}
      <p
        className="m-auto hidden text-center text-lg text-stone-400 only:block"
        data-testid="strip-empty"
      >
        {LAYOUT[lang].stripEmpty}
      </p>
    </section>
  );
}
