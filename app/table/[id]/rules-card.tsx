'use client';
// The rules of this game (rules-words.ts: composed from the ruleset) as a card: opened from the table menu, and shown once
// by itself when a game starts (while the table decides who starts), on each device — closed,
// it stays closed there. The automatic card sits in the side column and blocks nothing; the
// one from the menu is a dialog.

import { useEffect, useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import type { GameView } from '@/lib/game';
import { MENU } from './i18n-menu';
import { BTN_SOFT } from './pickers';
import { RULES, rulesCard } from './rules-words';

const seenKey = (gameId: string) => `hexkeeper.rulesSeen.${gameId}`;

function RulesBody({ view, onClose }: { view: GameView; onClose: () => void }) {
  const m = useLazyWords(MENU);
  const card = rulesCard(useLazyWords(RULES), view.config);
  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-2xl font-black">{card.title}</h2>
        <button type="button" className={BTN_SOFT} data-testid="rules-close" onClick={onClose}>
          {m.close}
        </button>
      </div>
      <div data-testid="rules-lines">
        {card.sections.map((s) => (
          <section key={s.key} data-section={s.key}>
            <h3 className="mt-2 text-sm font-bold uppercase tracking-wide text-amber-300">
              {s.head}
            </h3>
            <ul className="list-disc space-y-1 pl-6 text-lg">
              {s.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

/** The rules as a dialog over the screen (from the menu). */
export function RulesDialog({ view, onClose }: { view: GameView; onClose: () => void }) {
  const m = useLazyWords(MENU);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 p-4">
      <section
        role="dialog"
        aria-modal="true"
        aria-label={m.rules}
        className="max-h-full w-full max-w-2xl overflow-y-auto rounded-3xl border-4 border-amber-400 bg-stone-900 p-6 text-stone-50"
        data-testid="rules-card"
      >
        <RulesBody view={view} onClose={onClose} />
      </section>
    </div>
  );
}

/** The rules shown by themselves once per device when a game starts; null once closed. */
export function RulesOnStart({ gameId, view }: { gameId: string; view: GameView }) {
  const m = useLazyWords(MENU);
  // Read after mount (localStorage); closed until then so the server render shows nothing.
  const [show, setShow] = useState(false);
  const starting = view.phase === 'order';
  useEffect(() => {
    if (!starting) return;
    try {
      setShow(localStorage.getItem(seenKey(gameId)) === null);
    } catch {
      setShow(false);
    }
  }, [gameId, starting]);
  if (!show || !starting) return null;
  const close = () => {
    setShow(false);
    try {
      localStorage.setItem(seenKey(gameId), '1');
    } catch {
      // private mode: it shows again next time, which is harmless
    }
  };
  return (
    <section
      aria-label={m.rules}
      className="rounded-2xl border-2 border-amber-400 bg-stone-900 p-3"
      data-testid="rules-card"
      data-auto="true"
    >
      <RulesBody view={view} onClose={close} />
    </section>
  );
}
