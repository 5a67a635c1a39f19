'use client';
// What players win in flight, kept by hand: friendship tokens, beaten pirates, terraformed
// ice planets and fame rings, with + and − per player. Anyone's award may change on any
// turn (a friendship token moves to whoever has most trade stations); the limits come from
// lib/game/starfarers.ts, the same the engine checks.

import { useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { SeatMark } from '@/app/ui/seat-mark';
import { legalActions } from '@/lib/game/legal';
import {
  awardCount,
  friendshipCards,
  friendshipTokens,
  SF_AWARD_MAX,
  seedRules,
} from '@/lib/game/starfarers';
import { type Command, SF_AWARDS, SF_RACES, type SfAward } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { nameOf } from '../describe';
import { TABLE } from '../i18n';
import { BTN_SOFT } from '../pickers';
import { SF } from './i18n';
import { SfIcon } from './sf-icons';

/** The shown limit of an award, when it has one worth showing. */
const shownMax = (a: SfAward): number | null => (SF_AWARD_MAX[a] < 99 ? SF_AWARD_MAX[a] : null);

/** Every player's awards with + and −, each button shut at its limit. */
export function AwardsPanel({
  view,
  act,
  close,
}: {
  view: GameView;
  act: (c: Command) => Promise<boolean>;
  close: () => void;
}) {
  const t = useLazyWords(TABLE);
  const sf = useLazyWords(SF);
  const step = 'min-h-12 min-w-12 rounded-xl bg-stone-700 text-3xl font-bold disabled:opacity-30';
  // A pirate or an ice planet: the number on its token is asked before it is awarded.
  const [asking, setAsking] = useState<{ seat: number; award: SfAward } | null>(null);
  const seed = seedRules(view.config);
  return (
    <div className="flex flex-col gap-3" data-testid="sf-awards">
      <div className="flex items-center gap-2">
        <h2 className="text-2xl font-bold">{sf.awards}</h2>
        <button type="button" className={`${BTN_SOFT} ml-auto`} onClick={close}>
          {t.done}
        </button>
      </div>
      <p className="text-lg text-stone-300">{sf.awardsHelp}</p>
      {view.players.map((p, seat) => {
        const s = p.sf;
        if (!s) return null;
        const name = nameOf(view.config, seat);
        // The changes the engine takes for this seat's awards (each within its limit).
        const legal = legalActions(view, seat).starfarers?.awards ?? [];
        return (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
            key={seat}
            className="rounded-xl bg-stone-800 p-2"
            aria-label={name}
          >
            <h3 className="mb-1 flex items-center gap-2 text-xl font-bold">
              <SeatMark
                seat={seat}
                color={view.config.players[seat]?.color ?? ''}
                name={name}
                size={32}
              />
              {name}
            </h3>
            <ul className="grid gap-1">
              {SF_AWARDS.map((a) => {
                const byStations = seed && a === 'friendship';
                const n = byStations ? friendshipTokens(view, seat) : awardCount(s, a);
                const max = shownMax(a);
                const may = legal.find((x) => x.award === a);
                const ask = asking?.seat === seat && asking.award === a;
                const stations = SF_RACES.filter((r) => s.stations[r].length > 0)
                  .map((r) =>
                    sf.stationsAt(sf.races[r], s.stations[r].join(', '), friendshipCards(s)[r]),
                  )
                  .join(' · ');
                return (
                  <li
                    key={a}
                    className="flex flex-wrap items-center gap-2"
                    data-testid={`sf-award-${seat}-${a}`}
                    data-count={n}
                  >
                    <SfIcon name={a} size={28} />
                    <span className="min-w-0 flex-1 text-lg leading-tight">
                      {sf.awardNames[a]}
                      <span className="block text-base text-stone-300">
                        {sf.awardVp[a]}
                        {byStations && stations ? ` · ${stations}` : ''}
                      </span>
                    </span>
                    {byStations ? (
                      <span className="min-w-16 text-center text-2xl font-black tabular-nums">
                        {max === null ? n : sf.ofMax(n, max)}
                      </span>
                    ) : (
                      <>
                        <button
                          type="button"
                          className={step}
                          disabled={!may?.down}
                          aria-label={sf.awardRemove(sf.awardNames[a], name)}
                          data-testid={`sf-award-${seat}-${a}-minus`}
                          onClick={() => may?.down && void act(may.down)}
                        >
                          −
                        </button>
                        <span className="min-w-16 text-center text-2xl font-black tabular-nums">
                          {max === null ? n : sf.ofMax(n, max)}
                        </span>
                        <button
                          type="button"
                          className={step}
                          disabled={!may?.up}
                          aria-label={sf.awardAdd(sf.awardNames[a], name)}
                          data-testid={`sf-award-${seat}-${a}-plus`}
                          onClick={() =>
                            may?.strengthMax !== undefined
                              ? setAsking(ask ? null : { seat, award: a })
                              : may?.up && void act(may.up)
                          }
                        >
                          +
                        </button>
                      </>
                    )}
                    {ask && may?.strengthMax !== undefined ? (
                      <fieldset className="flex w-full flex-wrap items-center gap-2">
                        <legend className="mb-1 text-base">{sf.tokenNumber}</legend>
                        {Array.from({ length: may.strengthMax }, (_, i) => i + 1).map((k) => (
                          <button
                            key={k}
                            type="button"
                            className={`${BTN_SOFT} min-w-12`}
                            data-testid={`sf-award-${seat}-${a}-strength-${k}`}
                            onClick={() => {
                              setAsking(null);
                              if (may.up) void act({ ...may.up, strength: k });
                            }}
                          >
                            {k}
                          </button>
                        ))}
                      </fieldset>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
