'use client';
// Starfarers' set-up on the tablet: for the seat whose turn it is, the planets beside its two
// starting colonies and its spaceport, as printed on the board, then one sfStart command.

import { useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { contextOf } from '@/lib/game/context';
import type { CommandOf } from '@/lib/game/legal';
import type { Command, Planet, Seat } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { nameOf } from '../describe';
import { BTN_MAIN } from '../pickers';
import { SF } from './i18n';
import { MAX_PLANETS, PlanetChips, PlanetPicker } from './planet-picker';
import { SfIcon } from './sf-icons';

/** One seat's start: planets per piece, then a single sfStart command. */
export function SetupPanel({
  view,
  actor,
  start,
  act,
}: {
  view: GameView;
  actor: Seat;
  /** The legal list's sfStart: the planets picked here are filled in. */
  start: CommandOf<'sfStart'>;
  act: (c: Command) => Promise<boolean>;
}) {
  const sf = useLazyWords(SF);
  const ctx = contextOf(view.config);
  const [slots, setSlots] = useState<readonly (readonly Planet[])[]>([[], [], []]);
  const [active, setActive] = useState(0);
  const name = nameOf(view.config, actor);
  const label = (i: number) => (i < 2 ? sf.colonyN(i + 1) : sf.spaceport);
  const ready = slots.every((s) => s.length > 0);
  const current = slots[active] ?? [];
  const waiting = (view.setup?.queue ?? [])
    .slice((view.setup?.index ?? 0) + 1)
    .map((s) => nameOf(view.config, s));
  const change = (i: number, f: (ps: readonly Planet[]) => readonly Planet[]) =>
    setSlots((all) => all.map((ps, k) => (k === i ? f(ps) : ps)));
  return (
    <div className="flex flex-col gap-3" data-testid="sf-setup" data-seat={actor}>
      <h2 className="text-3xl font-bold">{sf.setupTitle(name)}</h2>
      <p className="text-lg text-stone-300">{sf.setupHelp}</p>
      <div className="flex flex-col gap-2">
        {slots.map((ps, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: three fixed slots
            key={i}
            className={`flex flex-wrap items-center gap-2 rounded-xl p-2 ${i === active ? 'bg-stone-800 ring-4 ring-amber-400' : 'bg-stone-800/60'}`}
          >
            <button
              type="button"
              aria-pressed={i === active}
              className="flex min-h-12 min-w-40 items-center gap-2 rounded-xl px-2 text-left text-xl font-bold"
              data-testid={`sf-slot-${i}`}
              onClick={() => setActive(i)}
            >
              <SfIcon name={i < 2 ? 'colony' : 'spaceport'} size={32} />
              {label(i)}
            </button>
            <PlanetChips
              planets={ps}
              testid={`sf-slot-planets-${i}`}
              onRemove={(k) => change(i, (xs) => xs.filter((_, j) => j !== k))}
            />
          </div>
        ))}
      </div>
      <PlanetPicker
        resources={ctx.resources}
        full={current.length >= MAX_PLANETS}
        onAdd={(p) => change(active, (xs) => [...xs, p])}
      />
      <button
        type="button"
        className={`${BTN_MAIN} min-h-16 text-2xl`}
        disabled={!ready}
        data-testid="sf-start-submit"
        onClick={() =>
          void act({
            ...start,
            colonies: [slots[0] ?? [], slots[1] ?? []],
            spaceport: slots[2] ?? [],
          })
        }
      >
        {sf.confirmStart}
      </button>
      {waiting.length > 0 ? (
        <p className="text-lg text-stone-300">{sf.stillToStart(waiting.join(', '))}</p>
      ) : null}
    </div>
  );
}
