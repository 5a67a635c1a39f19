'use client';

// The special building phase (5–6 players): when nobody at the table builds, one tap ends the
// phase for every seat still to build and the next turn begins (endTurn with `rest`), in
// place of End turn once per seat. Offered when the engine lists it (legal nobodyBuilds),
// above End turn (panels/core.tsx).

import { useLang } from '@/app/ui/use-lang';
import type { CommandOf } from '@/lib/game/legal';
import type { Command } from '@/lib/game/types';
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
  command,
  act,
}: {
  /** The legal list's nobodyBuilds: endTurn with `rest`. */
  command: CommandOf<'endTurn'>;
  act: (c: Command) => Promise<boolean>;
}) {
  const { lang } = useLang();
  return (
    <button
      type="button"
      className={`${BTN_SOFT} min-h-14 w-full text-xl`}
      data-testid="nobody-builds"
      onClick={() => void act(command)}
    >
      {WORDS[lang]}
    </button>
  );
}
