'use client';
// The new game's nicknames (GameOptions.nicknames): the house variant's Swedish resource
// nicknames on every device of the table, chosen by the host here (issue 29).

import type { NewGameStrings } from './i18n';

/** The game's nicknames (every device of the table); at first as this device has them. */
export function GameNicknames({
  t,
  on,
  set,
}: {
  t: Pick<NewGameStrings, 'gameNicknames' | 'gameNicknamesHelp'>;
  on: boolean;
  set: (b: boolean) => void;
}) {
  return (
    <label className="flex min-h-12 items-start gap-3 text-lg">
      <input
        type="checkbox"
        data-testid="game-nicknames"
        className="mt-1 h-6 w-6 shrink-0"
        checked={on}
        onChange={(e) => set(e.target.checked)}
      />
      <span>
        {t.gameNicknames}
        <span className="block text-sm text-stone-400">{t.gameNicknamesHelp}</span>
      </span>
    </label>
  );
}
