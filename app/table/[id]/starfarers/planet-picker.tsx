'use client';
// Planets as the printed board shows them: a number token and a resource. Tap a number, then
// a resource, and the planet joins the piece being entered (at most three per piece, as the
// engine takes them); tap a planet's chip to take it off again.

import { useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { ResourceIcon } from '@/app/ui/resource-icon';
import { useLang } from '@/app/ui/use-lang';
import type { Planet } from '@/lib/game';
import { resName } from '../describe';
import { BTN_SOFT } from '../pickers';
import { SF } from './i18n';

/** The numbers a planet can carry: 2–12 but 7 (a 7 pays nobody). */
export const PLANET_NUMBERS = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12] as const;
export const MAX_PLANETS = 3;

/** The planets of one piece as chips, each removable. */
export function PlanetChips({
  planets,
  onRemove,
  testid,
  compact = false,
}: {
  planets: readonly Planet[];
  onRemove?: (i: number) => void;
  testid?: string;
  /** Smaller, for the overview (four players and the number grid on one tablet screen). */
  compact?: boolean;
}) {
  const { lang } = useLang();
  const sf = useLazyWords(SF);
  if (planets.length === 0) return <span className="text-lg text-stone-300">{sf.noPlanets}</span>;
  return (
    <span className={`flex flex-wrap ${compact ? 'gap-1' : 'gap-2'}`} data-testid={testid}>
      {planets.map((p, i) => {
        const label = sf.planet(p.number, resName(lang, p.resource));
        const body = (
          <>
            <ResourceIcon resource={p.resource} size={compact ? 22 : 28} />
            <span className={`${compact ? 'text-xl' : 'text-2xl'} font-black tabular-nums`}>
              {p.number}
            </span>
            <span className="sr-only">{label}</span>
          </>
        );
        return onRemove ? (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a piece may touch two planets alike
            key={i}
            type="button"
            className="flex min-h-12 items-center gap-1 rounded-xl bg-stone-700 px-2"
            aria-label={sf.removePlanet(label)}
            data-planet={`${p.number}:${p.resource}`}
            onClick={() => onRemove(i)}
          >
            {body}
            <span aria-hidden="true" className="ml-1 text-xl text-stone-300">
              ×
            </span>
          </button>
        ) : (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a piece may touch two planets alike
            key={i}
            className={`flex items-center gap-1 rounded-lg bg-stone-800 px-2 ${compact ? '' : 'py-1'}`}
            data-planet={`${p.number}:${p.resource}`}
          >
            {body}
          </span>
        );
      })}
    </span>
  );
}

/** Number, then resource: each completed pair is handed to `onAdd`. */
export function PlanetPicker({
  resources,
  full,
  onAdd,
}: {
  resources: readonly string[];
  /** The piece already has its three planets. */
  full: boolean;
  onAdd: (p: Planet) => void;
}) {
  const { lang } = useLang();
  const sf = useLazyWords(SF);
  const [n, setN] = useState<number | null>(null);
  if (full) return <p className="text-lg text-amber-200">{sf.fullPiece}</p>;
  return (
    <div className="flex flex-col gap-2">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-lg text-stone-300">{sf.number}</legend>
        {PLANET_NUMBERS.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={n === k}
            className={`${n === k ? 'bg-amber-400 text-stone-950' : 'bg-stone-700'} min-h-12 min-w-14 rounded-xl text-2xl font-black tabular-nums`}
            data-testid={`sf-num-${k}`}
            onClick={() => setN(k)}
          >
            {k}
          </button>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-lg text-stone-300">{sf.resource}</legend>
        {resources.map((r) => (
          <button
            key={r}
            type="button"
            disabled={n === null}
            className={`${BTN_SOFT} flex items-center gap-2`}
            data-testid={`sf-res-${r}`}
            onClick={() => {
              if (n === null) return;
              onAdd({ number: n, resource: r });
              setN(null);
            }}
          >
            <ResourceIcon resource={r} size={32} />
            {resName(lang, r)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
