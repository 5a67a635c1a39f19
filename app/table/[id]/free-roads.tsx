'use client';
import { useLang } from '@/app/ui/use-lang';
// Road building played from a phone: the tablet asks only for the free roads (the board's
// spots come from legalActions' freeRoads, as table-screen draws them), and offers "done"
// when nothing more fits. The engine decides each placeFreeRoads.
import type { Command, FreeRoads } from '@/lib/game';
import { FREE_ROAD_WORDS } from './i18n-free-roads';
import { BTN_MAIN } from './pickers';

export function FreeRoadsPrompt({
  free,
  name,
  act,
}: {
  free: FreeRoads;
  name: string;
  act: (c: Command) => Promise<boolean>;
}) {
  const { lang } = useLang();
  const w = FREE_ROAD_WORDS[lang];
  return (
    <div className="flex flex-col gap-2" data-testid="free-roads-prompt" data-left={free.left}>
      <h2 className="text-3xl font-bold">{w.prompt(name, free.left)}</h2>
      {free.done ? (
        <>
          <p className="text-xl text-stone-300">{w.noSpot}</p>
          <button
            type="button"
            className={BTN_MAIN}
            data-testid="free-roads-done"
            onClick={() => free.doneCommand && void act(free.doneCommand)}
          >
            {w.done}
          </button>
        </>
      ) : null}
    </div>
  );
}
