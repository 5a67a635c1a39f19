'use client';
// "Roll for it", shown: through the set-up, the strip under the board keeps each player's start
// roll and who starts (from the log's orderDecided event; nothing when the table tapped who starts).

import { useLazyWords } from '@/app/ui/lazy-words';
import { useLang } from '@/app/ui/use-lang';
import type { GameView, SeenEvent } from '@/lib/game';
import { TABLE } from './i18n';
import { START_ROLL } from './i18n-start-roll';
import { orderLine } from './start-roll';

export function StartRolls({ view, log }: { view: GameView; log: readonly SeenEvent[] | null }) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  if (view.phase !== 'setup') return null;
  const e = log?.find((x) => x.type === 'orderDecided');
  if (e?.type !== 'orderDecided' || e.rolls.length === 0) return null;
  return (
    <p
      role="status"
      className="rounded-xl bg-stone-800 px-4 py-2 text-xl text-stone-50"
      data-testid="start-rolls"
      data-first={e.first}
    >
      <strong>{START_ROLL[lang].title}:</strong> {orderLine(t, lang, view.config, e)}
    </p>
  );
}
