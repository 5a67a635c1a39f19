'use client';
// The spoken table (off by default, remembered per device in localStorage): the menu's switch,
// and the speaker that reads each new roll aloud with the browser's speech synthesis in the
// table's language. Only a roll that arrives while the screen is open is spoken, never one
// already in the game when it loads; with the switch off nothing is spoken at all.

import { Suspense, useEffect } from 'react';
import { deviceSwitch } from '@/app/ui/device-switch';
import { useLazyWords } from '@/app/ui/lazy-words';
import { useLang } from '@/app/ui/use-lang';
import type { GameConfig, SeenEvent } from '@/lib/game';
import { payoutOf } from './describe';
import { SPEECH } from './i18n-speech';
import { rollUtterance } from './speech';

const SPEAK_SWITCH = deviceSwitch('hexkeeper.speak');

/** Whether this device reads rolls aloud (false on the server and until switched on). */
export const useSpeakOn = SPEAK_SWITCH.useOn;
const setSpeakOn = SPEAK_SWITCH.setOn;

/** The menu's switch (drawn once its words are here: the menu opens after first paint). */
export function SpeakToggle({ className }: { className: string }) {
  return (
    <Suspense fallback={null}>
      <Toggle className={className} />
    </Suspense>
  );
}

function Toggle({ className }: { className: string }) {
  const w = useLazyWords(SPEECH);
  const on = useSpeakOn();
  const supported = typeof window === 'undefined' || 'speechSynthesis' in window;
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className={`${className} justify-between gap-3`}
        data-testid="menu-speak"
        disabled={!supported}
        onClick={() => setSpeakOn(!on)}
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

/** Speaks each roll in a live update, while the switch is on. Draws nothing. */
export function RollSpeaker({
  events,
  config,
  nicknames,
}: {
  /** The newest live update's events (null: a snapshot, which is never spoken). */
  events: readonly SeenEvent[] | null;
  config: GameConfig;
  nicknames: boolean;
}) {
  const { lang } = useLang();
  const on = useSpeakOn();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new update is spoken once
  useEffect(() => {
    if (!on || !events || !('speechSynthesis' in window)) return;
    for (const e of events) {
      const roll = payoutOf(config, e);
      if (!roll) continue;
      // The words arrive with the first roll spoken; rolls keep their order (one promise).
      void SPEECH.load(lang).then((w) => {
        const u = rollUtterance(w, lang, config, roll, nicknames);
        const said = new SpeechSynthesisUtterance(u.text);
        said.lang = u.lang;
        window.speechSynthesis.speak(said);
      });
    }
  }, [events]);
  return null;
}
