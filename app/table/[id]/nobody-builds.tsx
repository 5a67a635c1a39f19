'use client';

// The special building phase (5–6 players): when nobody at the table builds, one tap ends the
// phase for every seat still to build and the next turn begins (endTurn with `rest`), in
// place of End turn once per seat. Offered when the engine lists it (legal nobodyBuilds).

import { useLang } from '@/app/ui/use-lang';
import { legalActions } from '@/lib/game/legal';
import type { Command, Seat } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import type { Lang } from '@/lib/i18n/names';
import { BTN_SOFT } from './pickers';

const WORDS: Readonly<Record<Lang, string>> = {
  en: 'Nobody builds: next turn',
  sv: 'Ingen bygger: nästa tur',
  de: 'Niemand baut: nächster Zug',
  da: 'Ingen bygger: næste tur',
};

/** One button: the rest of the special building phase passes. */
export function NobodyBuilds({
  view,
  actor,
  act,
}: {
  view: GameView;
  actor: Seat;
  act: (c: Command) => Promise<boolean>;
}) {
  const { lang } = useLang();
  if (!legalActions(view, actor).nobodyBuilds) return null;
  return (
    <button
      type="button"
      className={`${BTN_SOFT} min-h-14 w-full text-xl`}
      data-testid="nobody-builds"
      onClick={() => void act({ type: 'endTurn', seat: actor, rest: true })}
    >
      {WORDS[lang]}
    </button>
  );
}
