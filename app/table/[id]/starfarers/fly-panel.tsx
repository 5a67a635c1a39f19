'use client';
// Starfarers' flight phase: the mother ship shaken by the app for a group whose own is lost or
// broken (two of the five balls, lib/game/starfarers.ts), or what the table's showed entered as
// dice are. The friendship cards' speed is entered; boosters the app knows. The engine draws
// and records the shake (sfFlown), so a replay never shakes again.

import { useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { legalActions } from '@/lib/game/legal';
import { friendshipBonusMax } from '@/lib/game/starfarers';
import { type Command, type Seat, SF_SHAKES, type SfShake } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { nameOf } from '../describe';
import { TABLE } from '../i18n';
import { BTN_MAIN, BTN_SOFT } from '../pickers';
import { SF } from './i18n';
import { SfIcon } from './sf-icons';

/** The last flight of `actor` in this turn, in words (null: not flown yet). */
export function FlightLine({ view, actor }: { view: GameView; actor: Seat }) {
  const sf = useLazyWords(SF);
  const f = view.players[actor]?.sf?.flight;
  if (!f || f.turn !== view.turn.number) return null;
  return (
    <p
      className="flex items-center gap-2 rounded-xl bg-stone-800 p-2 text-xl font-semibold"
      data-testid="sf-flight"
      data-shake={f.shake}
      data-speed={f.speed}
    >
      <SfIcon name="booster" size={28} />
      {sf.flightResult(sf.shakes[f.shake], f.speed)}
    </p>
  );
}

/** Shake: the app's balls or the table's, plus the friendship cards' speed. */
export function FlyPanel({
  view,
  actor,
  act,
  close,
}: {
  view: GameView;
  actor: Seat;
  act: (c: Command) => Promise<boolean>;
  close: () => void;
}) {
  const t = useLazyWords(TABLE);
  const sf = useLazyWords(SF);
  const [bonus, setBonus] = useState(0);
  const [table, setTable] = useState(false);
  // The listed flight (null: not now), sent with the table's shake and bonus filled in.
  const may = legalActions(view, actor).starfarers?.fly ?? null;
  const own = view.players[actor]?.sf;
  const boosters = own?.boosters ?? 0;
  // The friendship cards' speed that may be entered: 0 to one a card the player holds.
  const bonuses = Array.from({ length: (own ? friendshipBonusMax(own) : 0) + 1 }, (_, n) => n);
  const send = (shake?: SfShake) =>
    may &&
    void act({
      ...may,
      ...(shake ? { shake } : {}),
      ...(bonus > 0 ? { bonus } : {}),
    }).then((ok) => ok && close());
  return (
    <div className="flex flex-col gap-3" data-testid="sf-fly-panel">
      <div className="flex items-center gap-2">
        <h2 className="text-2xl font-bold">
          {sf.fly}: {nameOf(view.config, actor)}
        </h2>
        <button type="button" className={`${BTN_SOFT} ml-auto`} onClick={close}>
          {t.cancel}
        </button>
      </div>
      <p className="text-lg text-stone-300">{sf.flyHelp}</p>
      <p className="text-lg">
        {sf.items.booster}: {boosters}
      </p>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-1 text-lg">{sf.bonus}</legend>
        {bonuses.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={bonus === n}
            className={`${bonus === n ? BTN_MAIN : BTN_SOFT} min-w-12`}
            data-testid={`sf-fly-bonus-${n}`}
            onClick={() => setBonus(n)}
          >
            {n}
          </button>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={!table}
          className={!table ? BTN_MAIN : BTN_SOFT}
          data-testid="sf-fly-mode-app"
          onClick={() => setTable(false)}
        >
          {sf.flyApp}
        </button>
        <button
          type="button"
          aria-pressed={table}
          className={table ? BTN_MAIN : BTN_SOFT}
          data-testid="sf-fly-mode-table"
          onClick={() => setTable(true)}
        >
          {sf.flyTable}
        </button>
      </div>
      {table ? (
        <div className="grid grid-cols-2 gap-2">
          {SF_SHAKES.map((s) => (
            <button
              key={s}
              type="button"
              className={`${BTN_SOFT} min-h-14 text-xl`}
              disabled={!may}
              data-testid={`sf-fly-shake-${s}`}
              onClick={() => send(s)}
            >
              {sf.shakes[s]}
            </button>
          ))}
        </div>
      ) : (
        <button
          type="button"
          className={`${BTN_MAIN} min-h-16 text-2xl`}
          disabled={!may}
          data-testid="sf-fly-shake"
          onClick={() => send()}
        >
          {sf.fly}
        </button>
      )}
    </div>
  );
}
