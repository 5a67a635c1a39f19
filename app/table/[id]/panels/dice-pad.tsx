'use client';
// The roll's dice pad: physical dice tapped in (two dice or a sum), or one tap for the app's
// roll or dice deck; the legal list's roll command with them added. Starfarers' panel uses it too.

import { useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import type { CommandOf } from '@/lib/game/legal';
import { ThreeDicePad } from '../ck-lazy';
import { TABLE } from '../i18n';
import { Die } from '../payout-banner';
import { BTN_MAIN } from '../pickers';
import type { TurnPanelProps } from './kit';

/** The roll: physical dice tapped in (two dice or a sum), or one tap for the app's roll or dice deck. */
export function DicePad({
  view,
  command,
  act,
}: Pick<TurnPanelProps, 'view' | 'act'> & {
  /** The legal list's roll (the app rolls); the dice or the sum tapped in are added to it. */
  readonly command: CommandOf<'roll'>;
}) {
  const t = useLazyWords(TABLE);
  const [a, setA] = useState<number | null>(null);
  const [b, setB] = useState<number | null>(null);
  const mode = view.config.options.dice;
  const roll = (dice?: readonly [number, number] | number) => {
    setA(null);
    setB(null);
    void act(
      typeof dice === 'number' ? { ...command, sum: dice } : dice ? { ...command, dice } : command,
    );
  };
  if (mode !== 'table')
    return (
      <button
        type="button"
        className={`${BTN_MAIN} min-h-20 w-full text-3xl`}
        data-testid="roll-app"
        onClick={() => roll()}
      >
        <span className="inline-flex items-center gap-3">
          <Die value={5} size={44} />
          <Die value={2} size={44} />
          {mode === 'deck' ? t.drawDice(view.diceDeckCount) : t.rollApp}
        </span>
      </button>
    );
  // Cities and knights (the view has a barbarian track): red, yellow and the event face in one row.
  if (view.barbarians)
    return <ThreeDicePad command={command} act={act} set={view.progress?.alchemy ?? null} />;
  // Compact, sized by the panel's own width (a container query), so the whole pad and the
  // pre-roll knight beside the prompt stay in sight at 1280×800, 800×1280 and 1024×768:
  // each die's six faces on one row (44 px targets: 6 × 44 px fits the narrowest panel);
  // where the panel is wide (portrait) the two dice and OK share one row and the sums 2–12
  // are one row of eleven, else the sums are two rows of six.
  const row = (which: 1 | 2, value: number | null, set: (n: number) => void) => (
    <fieldset className="flex flex-nowrap items-center gap-1">
      <legend className="sr-only">{t.die(which)}</legend>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <button
          key={n}
          type="button"
          aria-label={`${t.die(which)}: ${n}`}
          aria-pressed={value === n}
          data-testid={`die-${which}-${n}`}
          className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-300 ${value === n ? 'bg-amber-400 ring-4 ring-amber-200' : 'bg-stone-700'}`}
          onClick={() => set(n)}
        >
          <Die value={n} size={36} />
        </button>
      ))}
    </fieldset>
  );
  return (
    <div className="@container flex flex-col gap-2" data-testid="dice-pad">
      <p className="text-base text-stone-300">{t.enterDice}</p>
      {/* OK beside the two dice where a side column has the room, so the sums below stay in
          sight on a short screen (table-layout.test.ts at 1024×768); all in one row when wide. */}
      <div className="flex flex-col gap-1 @xs:flex-row @xs:gap-2 @2xl:items-center @2xl:gap-3">
        <div className="flex flex-col gap-1 @2xl:flex-row @2xl:gap-3">
          {row(1, a, setA)}
          {row(2, b, setB)}
        </div>
        <button
          type="button"
          className={`${BTN_MAIN} min-h-12 text-xl @xs:min-w-12 @xs:flex-1 @xs:px-1 @2xl:min-w-28`}
          disabled={a === null || b === null}
          data-testid="roll-submit"
          onClick={() => a !== null && b !== null && roll([a, b])}
        >
          {t.ok}
          {a !== null && b !== null ? ` — ${a + b}` : ''}
        </button>
      </div>
      <fieldset className="grid grid-cols-6 gap-1.5 @xl:grid-cols-11">
        <legend className="mb-1 text-base text-stone-300">{t.bySum}</legend>
        {[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((s) => (
          <button
            key={s}
            type="button"
            className="min-h-12 min-w-11 rounded-lg bg-stone-700 px-1 text-2xl font-semibold tabular-nums hover:bg-stone-600 focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-300 disabled:opacity-40"
            data-testid={`sum-${s}`}
            // A sum is recorded as a sum: no dice are invented for it.
            onClick={() => roll(s)}
          >
            {s}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
