'use client';
// The beginners' switch "show what the active player can afford" (issue 28), off by default
// and remembered per device in localStorage, as the spoken table is. Off, the shared screen
// offers builds and trades from the public table only (the rates a player could use, the
// builds with a legal spot) and never reads a seat's own view; on, the table may read the
// acting seat's view with the host's credential so its pickers offer what that hand pays.

import { Suspense } from 'react';
import { deviceSwitch } from '@/app/ui/device-switch';
import { useLazyWords } from '@/app/ui/lazy-words';
import { AFFORD } from './i18n-afford';

const AFFORD_SWITCH = deviceSwitch('hexkeeper.afford');

/** Whether this tablet shows what the active player can afford (false until switched on). */
export const useAffordOn = AFFORD_SWITCH.useOn;
const setAffordOn = AFFORD_SWITCH.setOn;

/** The menu's switch (drawn once its words are here). */
export function AffordToggle({ className }: { className: string }) {
  return (
    <Suspense fallback={null}>
      <Toggle className={className} />
    </Suspense>
  );
}

function Toggle({ className }: { className: string }) {
  const w = useLazyWords(AFFORD);
  const on = useAffordOn();
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className={`${className} justify-between gap-3`}
        data-testid="menu-afford"
        onClick={() => setAffordOn(!on)}
      >
        <span>{w.toggle}</span>
        <span
          aria-hidden="true"
          className={`rounded-full px-3 py-0.5 text-base ${on ? 'bg-amber-400 text-stone-950' : 'bg-stone-700 text-stone-200'}`}
        >
          {on ? '✓' : '–'}
        </span>
      </button>
      <p className="px-1 text-sm text-stone-400">{w.toggleHelp}</p>
    </>
  );
}
