'use client';

// Intimate Settlers: a harbor just discovered, turned to the side the player laid it on the
// table. The engine names the legal sides (harborTurns in lib/game/spots.ts); the board
// shows them as arrows to tap (play-board.tsx) and this panel lists them as buttons. It
// decides nothing: a side sends `turnHarbor`, "keep" only closes the panel.

import { useEffect, useState } from 'react';
import { BOARD_WORDS } from '@/app/ui/board-words';
import { useLazyWords } from '@/app/ui/lazy-words';
import { useLang } from '@/app/ui/use-lang';
import { contextOf } from '@/lib/game/context';
import { type HarborTurnChoice, harborTurns, legalActions } from '@/lib/game/legal';
import type { Command } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { DIRECTION_OFFSET, DIRECTIONS, type Direction, type HexKey, parseHexKey } from '@/lib/hex';
import { type Lang, resourceName } from '@/lib/i18n/names';
import { harborRateText } from '@/lib/rules/harbor-rate';
import type { Ruleset } from '@/lib/rules/rulesets';
import { isResource } from '@/lib/rules/vocab';
import { terrainName } from './describe';
import { TABLE, type TableStrings } from './i18n';
import { BTN_MAIN, BTN_SOFT } from './pickers';
import type { HarborTurnTargets } from './play-board';

/** The compass side of `hex` that faces its neighbour `faces`, as drawn (north up). */
export function sideOf(hex: HexKey, faces: HexKey): Direction | null {
  const a = parseHexKey(hex);
  const b = parseHexKey(faces);
  if (!a || !b) return null;
  return (
    DIRECTIONS.find(
      (d) => DIRECTION_OFFSET[d].q === b.q - a.q && DIRECTION_OFFSET[d].r === b.r - a.r,
    ) ?? null
  );
}

/** "Harbor 3:1 any", "Harbor 2:1 Ore" in the table's language, at the ruleset's rate. */
export function harborName(
  lang: Lang,
  ruleset: Ruleset,
  harbor: string,
  nicknames: boolean,
): string {
  const any = harbor === 'any';
  const what = any
    ? BOARD_WORDS[lang].anyResource
    : isResource(harbor)
      ? resourceName(lang, harbor, nicknames)
      : harbor;
  return BOARD_WORDS[lang].harbor(harborRateText(ruleset, harbor), what);
}

/** One side in words: its compass direction and what lies beyond it. */
export function sideText(
  t: TableStrings,
  lang: Lang,
  view: GameView,
  hex: HexKey,
  faces: HexKey,
): string {
  const w = t.harbor;
  const d = sideOf(hex, faces);
  const ctx = contextOf(view.config);
  const i = ctx.topo.hexIndex.get(faces);
  const tile = i === undefined ? null : (view.island?.tiles[i] ?? null);
  const beyond = tile ? terrainName(lang, tile.terrain) : w.unexplored;
  return w.side(d ? w.dirs[d] : faces, beyond);
}

export function HarborTurnPanel({
  view,
  choice,
  nicknames,
  onTurn,
  onKeep,
}: {
  view: GameView;
  choice: HarborTurnChoice;
  nicknames: boolean;
  onTurn: (faces: HexKey) => void;
  onKeep: () => void;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const w = t.harbor;
  const who = view.config.players[choice.seat]?.name ?? '';
  return (
    <section
      className="mb-3 flex flex-col gap-3 rounded-2xl border-2 border-amber-400 bg-stone-950 p-3"
      aria-labelledby="harbor-turn-title"
      data-testid="harbor-turn"
      data-hex={choice.hex}
      data-faces={choice.faces}
    >
      <h2 id="harbor-turn-title" className="text-xl font-bold">
        {w.title(harborName(lang, contextOf(view.config).ruleset, choice.harbor, nicknames))}
      </h2>
      <p className="text-base text-stone-300">{w.help(who)}</p>
      <fieldset className="min-w-0">
        <legend className="sr-only">{w.sides}</legend>
        <div className="grid grid-cols-2 gap-2">
          {choice.options.map((f) => {
            const now = f === choice.faces;
            return (
              <button
                key={f}
                type="button"
                aria-pressed={now}
                data-faces={f}
                className={`${now ? BTN_MAIN : BTN_SOFT} text-left leading-tight`}
                onClick={() => {
                  if (!now) onTurn(f);
                }}
              >
                {sideText(t, lang, view, choice.hex, f)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <button type="button" className={BTN_SOFT} data-testid="harbor-keep" onClick={onKeep}>
        {w.keep}
      </button>
    </section>
  );
}

/**
 * The harbor just discovered that its discoverer may still turn, until "keep" or the next
 * move: the board's sides to tap and the panel's buttons, each sending the listed turnHarbor.
 */
export function useHarborTurn(
  view: GameView,
  act: (c: Command) => Promise<boolean>,
  busy: boolean,
): {
  harbor: HarborTurnChoice | null;
  harborTargets: HarborTurnTargets | null;
  turnHarbor: (faces: HexKey) => void;
  keepHarbor: () => void;
} {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const [kept, setKept] = useState<string | null>(null);
  // A new version ends the choice (the next move keeps the harbor as it faces).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new version only
  useEffect(() => {
    setKept(null);
  }, [view.version]);
  const choice = harborTurns(view);
  const harbor = choice && choice.hex !== kept ? choice : null;
  const turnHarbor = (faces: HexKey) => {
    // The turns the list offers the seat that drew it.
    const turns = harbor ? legalActions(view, harbor.seat).harborTurn?.commands : undefined;
    const c = turns?.find((x) => x.faces === faces);
    if (c) void act(c);
  };
  const harborTargets: HarborTurnTargets | null = harbor
    ? {
        choice: harbor,
        label: (f) => t.harbor.turnTo(sideText(t, lang, view, harbor.hex, f)),
        onPick: (f) => {
          if (f !== harbor.faces && !busy) turnHarbor(f);
        },
      }
    : null;
  return { harbor, harborTargets, turnHarbor, keepHarbor: () => harbor && setKept(harbor.hex) };
}
