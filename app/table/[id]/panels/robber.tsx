'use client';
// The robber and 7 feature's panel: the discards owed after a 7 (here, or on a phone), the
// robber's hex (or a knight's) being tapped, the victim picked, and a steal owed.

import { useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { SeatMark } from '@/app/ui/seat-mark';
import type { LegalActions } from '@/lib/game/legal';
import type { Seat } from '@/lib/game/types';
import { nameOf } from '../describe';
import { TABLE } from '../i18n';
import { BTN_MAIN, BTN_SOFT } from '../pickers';
import { offersPhone } from '../presence';
import { PrivateDiscard } from '../private-discard';
import type { FeaturePanel, PanelCtx, TurnPanelProps } from './kit';

/** After tapping the robber's hex: whom to rob there (or nobody, where the steal is optional). */
function VictimPanel({ view, victims, pickVictim, declineSteal }: PanelCtx) {
  const t = useLazyWords(TABLE);
  if (!victims) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="victim-panel">
      <h2 className="text-3xl font-bold">{t.chooseVictim}</h2>
      <div className="flex flex-wrap gap-2">
        {victims.seats.map((s) => (
          <button
            key={s}
            type="button"
            className={`${BTN_MAIN} flex items-center gap-2 text-2xl`}
            data-testid={`victim-${s}`}
            onClick={() => pickVictim(s)}
          >
            <SeatMark
              seat={s}
              color={view.config.players[s]?.color ?? ''}
              name={nameOf(view.config, s)}
              size={36}
            />
            {t.stealFrom(nameOf(view.config, s))}
          </button>
        ))}
        {declineSteal ? (
          <button
            type="button"
            className={BTN_SOFT}
            data-testid="victim-none"
            onClick={declineSteal}
          >
            {t.noSteal}
          </button>
        ) : null}
        <button type="button" className={BTN_SOFT} onClick={() => pickVictim(null)}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}

/** The robber (or a knight) is to move: the board's hexes are tapped. */
function RobberPrompt({ name, mode, setMode }: PanelCtx) {
  const t = useLazyWords(TABLE);
  return (
    <div className="flex flex-col gap-2" data-testid="robber-prompt">
      <h2 className="text-3xl font-bold">{t.moveRobber(name)}</h2>
      {mode.k === 'knight' ? (
        <button type="button" className={BTN_SOFT} onClick={() => setMode({ k: 'none' })}>
          {t.cancel}
        </button>
      ) : null}
    </div>
  );
}

/** A card owed to the roller: whom from (the listed steals). */
function StealPanel({
  view,
  act,
  steal,
}: PanelCtx & { steal: NonNullable<LegalActions['steal']> }) {
  const t = useLazyWords(TABLE);
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-3xl font-bold">{t.chooseVictim}</h2>
      <div className="flex flex-wrap gap-2">
        {steal.map(({ victim, command }) =>
          victim === null ? null : (
            <button
              key={victim}
              type="button"
              className={BTN_MAIN}
              onClick={() => void act(command)}
            >
              {t.stealFrom(nameOf(view.config, victim))}
            </button>
          ),
        )}
      </div>
    </div>
  );
}

/**
 * After a 7: who owes how many cards, each answered here — or on the player's phone, offered
 * only when phone input is on and that phone is connected (or the tablet cannot know).
 */
export function DiscardPanel({
  view,
  nicknames,
  act,
  discards,
  phoneInput,
  online,
}: Pick<TurnPanelProps, 'view' | 'nicknames' | 'act' | 'phoneInput' | 'online'> & {
  /** The legal list's discards owed, each with its command. */
  discards: LegalActions['discards'];
}) {
  const owed = view.players.map((_, s) => discards.find((d) => d.seat === s)?.count ?? 0);
  const t = useLazyWords(TABLE);
  const [open, setOpen] = useState<Seat | null>(null);
  const openCommand = discards.find((d) => d.seat === open)?.command;
  const due = owed.map((n, seat) => ({ seat, n })).filter((x) => x.n > 0);
  return (
    <div className="flex flex-col gap-3" data-testid="discard-panel">
      <h2 className="text-3xl font-bold">{t.discardsTitle}</h2>
      <ul className="flex flex-col gap-2">
        {due.map(({ seat, n }) => (
          <li
            key={seat}
            className="flex flex-wrap items-center gap-2 rounded-xl bg-stone-800 p-2"
            data-testid={`owes-${seat}`}
            data-owed={n}
          >
            <SeatMark
              seat={seat}
              color={view.config.players[seat]?.color ?? ''}
              name={nameOf(view.config, seat)}
              size={36}
            />
            <span className="text-xl font-semibold">{t.owes(nameOf(view.config, seat), n)}</span>
            {offersPhone(phoneInput, online, seat) ? (
              <span className="text-base text-stone-300" data-testid={`on-phone-${seat}`}>
                ({t.onPhone})
              </span>
            ) : null}
            <button
              type="button"
              className={`${BTN_SOFT} ml-auto`}
              data-testid={`discard-open-${seat}`}
              onClick={() => setOpen(seat)}
            >
              {t.pickCards(n)}
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (owed[open] ?? 0) > 0 && openCommand ? (
        // Inside the private moment: the hand is read and shown only once its owner alone looks.
        <PrivateDiscard
          view={view}
          seat={open}
          count={owed[open] ?? 0}
          command={openCommand}
          nicknames={nicknames}
          act={act}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

export const robber: FeaturePanel = {
  owed: (c) =>
    c.legal.discards.length > 0 ? (
      <DiscardPanel
        view={c.view}
        nicknames={c.nicknames}
        act={c.act}
        discards={c.legal.discards}
        phoneInput={c.phoneInput}
        online={c.online}
      />
    ) : c.victims ? (
      <VictimPanel {...c} />
    ) : c.legal.robber !== null || c.mode.k === 'knight' ? (
      <RobberPrompt {...c} />
    ) : c.legal.steal !== null ? (
      <StealPanel {...c} steal={c.legal.steal} />
    ) : null,
};
