'use client';

// Intimate Settlers with the group's own discovery bag: before laying a piece that discovers,
// the host enters the hex (and, for land that produces, the number token) the group drew, as
// dice are entered; the engine lays it with that piece (drawHex, lib/game/discovery.ts). The
// app's own bag stays the default: this panel stays folded until a group opens it. It decides
// nothing: what may be entered comes from the engine's legal list (bagDraw).

import { useState } from 'react';
import { useLang } from '@/app/ui/use-lang';
import { contextOf } from '@/lib/game/context';
import { legalActions } from '@/lib/game/legal';
import type { Command, Seat } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import type { Lang } from '@/lib/i18n/names';
import type { Ruleset } from '@/lib/rules';
import { terrainName } from './describe';
import { harborName } from './harbor-turn';
import { BTN_MAIN, BTN_SOFT } from './pickers';

interface Words {
  readonly title: string;
  readonly help: string;
  readonly hex: string;
  readonly token: string;
  readonly enter: string;
  readonly waiting: (what: string) => string;
}

const WORDS: Readonly<Record<Lang, Words>> = {
  en: {
    title: 'Drawn from our own bag',
    help: 'Enter the hex (and the number token for land) before laying the piece that discovers it.',
    hex: 'Hex drawn',
    token: 'Number token',
    enter: 'Enter the draw',
    waiting: (w) => `Waiting for the next discovery: ${w}`,
  },
  sv: {
    title: 'Draget ur vår egen påse',
    help: 'Ange regionen (och sifferbrickan för land) innan biten som upptäcker den läggs.',
    hex: 'Dragen region',
    token: 'Sifferbricka',
    enter: 'Ange dragningen',
    waiting: (w) => `Väntar på nästa upptäckt: ${w}`,
  },
  de: {
    title: 'Aus unserem eigenen Beutel gezogen',
    help: 'Das Feld (und bei Land den Zahlenchip) eingeben, bevor das Teil gelegt wird, das es entdeckt.',
    hex: 'Gezogenes Feld',
    token: 'Zahlenchip',
    enter: 'Ziehung eingeben',
    waiting: (w) => `Wartet auf die nächste Entdeckung: ${w}`,
  },
  da: {
    title: 'Trukket fra vores egen pose',
    help: 'Angiv feltet (og talbrikken for land), før brikken, der opdager det, lægges.',
    hex: 'Trukket felt',
    token: 'Talbrik',
    enter: 'Angiv trækket',
    waiting: (w) => `Venter på næste opdagelse: ${w}`,
  },
};

/** The name of a drawn hex: its terrain, or its harbor. */
function hexText(
  lang: Lang,
  rs: Ruleset,
  terrain: string,
  harbor: string | undefined,
  nicknames: boolean,
) {
  return harbor ? harborName(lang, rs, harbor, nicknames) : terrainName(lang, terrain);
}

/** The real bag's panel: the draws waiting, and the next one entered. */
export function BagDrawPanel({
  view,
  actor,
  nicknames,
  act,
}: {
  view: GameView;
  actor: Seat;
  nicknames: boolean;
  act: (c: Command) => Promise<boolean>;
}) {
  const { lang } = useLang();
  const w = WORDS[lang];
  const [hex, setHex] = useState<number | null>(null);
  const [token, setToken] = useState<number | null>(null);
  const may = legalActions(view, actor).bagDraw;
  const rs = contextOf(view.config).ruleset;
  const drawn = view.island?.drawn ?? [];
  if (!may && drawn.length === 0) return null;
  const chosen = hex === null ? undefined : may?.hexes[hex];
  // Whether it takes a token is the engine's word (legal bagDraw), not this screen's.
  const needsToken = chosen?.token ?? false;
  const ready = chosen !== undefined && (!needsToken || token !== null);
  return (
    <details className="rounded-xl bg-stone-800 p-2" data-testid="bag-draw">
      <summary className="min-h-12 cursor-pointer text-lg font-semibold leading-[3rem]">
        {w.title}
      </summary>
      {drawn.length > 0 ? (
        <p className="text-lg" data-testid="bag-drawn" data-count={drawn.length}>
          {w.waiting(
            drawn
              .map(
                (d) =>
                  `${hexText(lang, rs, d.terrain, d.harbor, nicknames)}${d.token ? ` ${d.token}` : ''}`,
              )
              .join(', '),
          )}
        </p>
      ) : null}
      {may ? (
        <div className="flex flex-col gap-2">
          <p className="text-base text-stone-300">{w.help}</p>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-1 text-base">{w.hex}</legend>
            {may.hexes.map((h, i) => (
              <button
                key={`${h.terrain}:${h.harbor ?? ''}`}
                type="button"
                aria-pressed={hex === i}
                className={hex === i ? BTN_MAIN : BTN_SOFT}
                data-testid={`bag-hex-${h.terrain}${h.harbor ? `-${h.harbor}` : ''}`}
                onClick={() => {
                  setHex(i);
                  if (!h.token) setToken(null);
                }}
              >
                {hexText(lang, rs, h.terrain, h.harbor, nicknames)}
              </button>
            ))}
          </fieldset>
          {needsToken ? (
            <fieldset className="flex flex-wrap gap-2">
              <legend className="mb-1 text-base">{w.token}</legend>
              {may.tokens.map((k) => (
                <button
                  key={k}
                  type="button"
                  aria-pressed={token === k}
                  className={`${token === k ? BTN_MAIN : BTN_SOFT} min-w-12 tabular-nums`}
                  data-testid={`bag-token-${k}`}
                  onClick={() => setToken(k)}
                >
                  {k}
                </button>
              ))}
            </fieldset>
          ) : null}
          <button
            type="button"
            className={BTN_MAIN}
            disabled={!ready}
            data-testid="bag-enter"
            onClick={() => {
              if (!chosen || !may) return;
              void act({
                ...may.command,
                terrain: chosen.terrain,
                ...(chosen.harbor ? { harbor: chosen.harbor } : {}),
                ...(needsToken && token !== null ? { token } : {}),
              }).then((ok) => {
                if (!ok) return;
                setHex(null);
                setToken(null);
              });
            }}
          >
            {w.enter}
          </button>
        </div>
      ) : null}
    </details>
  );
}
