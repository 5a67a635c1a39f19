'use client';

// Who starts, from the table's own dice: each player rolls the ruleset's start dice (the house
// variant: one die each, seed 000) and the host enters every roll, round by round; the seats
// tied highest roll again (lib/game/start-roll.ts says who). The rounds go to the engine as one
// decideOrder with `rolls` (the legal list's command, filled), recorded as entered. Folded
// until a group opens it; drawn under the order panel (panels/core.tsx).

import { useState } from 'react';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import { contextOf } from '@/lib/game/context';
import type { CommandOf } from '@/lib/game/legal';
import { startContenders } from '@/lib/game/start-roll';
import type { Command } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import type { Lang } from '@/lib/i18n/names';
import { BTN_MAIN, BTN_SOFT } from './pickers';

interface Words {
  readonly title: string;
  readonly round: (n: number) => string;
  readonly again: string;
  readonly enter: string;
  readonly clear: string;
}

const WORDS: Readonly<Record<Lang, Words>> = {
  en: {
    title: 'Rolled with our own dice',
    round: (n) => `Round ${n}: each roll`,
    again: 'A tie for the highest: those players roll again.',
    enter: 'Enter the start rolls',
    clear: 'Start over',
  },
  sv: {
    title: 'Slaget med våra egna tärningar',
    round: (n) => `Runda ${n}: varje slag`,
    again: 'Delat högsta: de spelarna slår om.',
    enter: 'Ange startslagen',
    clear: 'Börja om',
  },
  de: {
    title: 'Mit unseren eigenen Würfeln gewürfelt',
    round: (n) => `Runde ${n}: jeder Wurf`,
    again: 'Gleichstand beim Höchsten: diese Spieler würfeln noch einmal.',
    enter: 'Startwürfe eingeben',
    clear: 'Neu beginnen',
  },
  da: {
    title: 'Slået med vores egne terninger',
    round: (n) => `Runde ${n}: hvert slag`,
    again: 'Delt højeste: de spillere slår igen.',
    enter: 'Angiv startslagene',
    clear: 'Begynd forfra',
  },
};

/** The start rolls entered seat by seat, round by round, then sent at once. */
export function StartRollEntry({
  view,
  command,
  act,
}: {
  view: GameView;
  /** The legal list's decideOrder with `rolls` to fill. */
  command: CommandOf<'decideOrder'>;
  act: (c: Command) => Promise<boolean>;
}) {
  const { lang } = useLang();
  const w = WORDS[lang];
  const n = view.players.length;
  const dice = contextOf(view.config).ruleset.features.startRoll.dice;
  const [rounds, setRounds] = useState<(number | null)[][]>([]);
  const [current, setCurrent] = useState<(number | null)[]>(() => Array(n).fill(null));
  if (view.phase !== 'order') return null;
  const contenders = startContenders(n, rounds);
  const complete = contenders.every((i) => current[i] !== null);
  const decided = rounds.length > 0 && contenders.length === 1;
  const values = Array.from({ length: 5 * dice + 1 }, (_, k) => k + dice);
  const finish = (all: (number | null)[][]) => void act({ ...command, rolls: all });
  return (
    <details className="rounded-xl bg-stone-800 p-2" data-testid="start-roll-entry">
      <summary className="min-h-12 cursor-pointer text-lg font-semibold leading-[3rem]">
        {w.title}
      </summary>
      {rounds.length > 0 && !decided ? <p className="text-lg">{w.again}</p> : null}
      <p className="text-base text-stone-300">{w.round(rounds.length + 1)}</p>
      <div className="flex flex-col gap-2">
        {contenders.map((seat) => {
          const p = view.config.players[seat];
          return (
            <fieldset key={seat} className="flex flex-wrap items-center gap-1">
              <legend className="sr-only">{p?.name}</legend>
              <SeatMark seat={seat} color={p?.color ?? ''} name={p?.name ?? ''} size={32} />
              {values.map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={current[seat] === v}
                  className={`${current[seat] === v ? BTN_MAIN : BTN_SOFT} min-w-12 tabular-nums`}
                  data-testid={`start-roll-${seat}-${v}`}
                  onClick={() => setCurrent((c) => c.map((x, i) => (i === seat ? v : x)))}
                >
                  {v}
                </button>
              ))}
            </fieldset>
          );
        })}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={BTN_MAIN}
          disabled={!complete}
          data-testid="start-roll-enter"
          onClick={() => {
            const all = [...rounds, current.map((v, i) => (contenders.includes(i) ? v : null))];
            setCurrent(Array(n).fill(null));
            if (startContenders(n, all).length === 1) finish(all);
            else setRounds(all);
          }}
        >
          {w.enter}
        </button>
        {rounds.length > 0 ? (
          <button
            type="button"
            className={BTN_SOFT}
            onClick={() => {
              setRounds([]);
              setCurrent(Array(n).fill(null));
            }}
          >
            {w.clear}
          </button>
        ) : null}
      </div>
    </details>
  );
}
