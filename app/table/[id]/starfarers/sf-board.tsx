'use client';

// Where the island game draws its board, Starfarers shows what the table keeps of the printed
// one: each player's colonies and spaceports by planet, the mother ship's upgrades against
// their limits, the awards, and which colonies each number pays. Only public facts.

import { useLazyWords } from '@/app/ui/lazy-words';
import { ResourceIcon } from '@/app/ui/resource-icon';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import {
  awardCount,
  SF_AWARD_MAX,
  SF_UPGRADE_MAX,
  SF_UPGRADES,
  sitesByNumber,
  upgradeCount,
} from '@/lib/game/starfarers';
import { SF_AWARDS } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { nameOf, resName } from '../describe';
import { SF } from './i18n';
import { PLANET_NUMBERS, PlanetChips } from './planet-picker';
import { SfIcon } from './sf-icons';

/** The overview in the board's place: players' colonies, mother ships and awards, and what each number pays. */
export function StarfarersBoard({ view }: { view: GameView }) {
  const { lang } = useLang();
  const sf = useLazyWords(SF);
  const sites = sitesByNumber(view.players);
  return (
    <section
      className="flex h-full w-full flex-col gap-3 overflow-y-auto"
      aria-label={sf.overview}
      data-testid="sf-board"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so a keyboard must reach it (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      <ul className="grid gap-3 [grid-template-columns:repeat(auto-fit,minmax(16rem,1fr))]">
        {view.players.map((p, seat) => {
          const s = p.sf;
          if (!s) return null;
          const name = nameOf(view.config, seat);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
              key={seat}
              className="rounded-2xl bg-stone-900 p-3"
              data-testid={`sf-player-${seat}`}
              data-colonies={s.colonies.filter((c) => !c.spaceport).length}
              data-spaceports={s.colonies.filter((c) => c.spaceport).length}
            >
              <h2 className="mb-2 flex items-center gap-2 text-2xl font-bold">
                <SeatMark
                  seat={seat}
                  color={view.config.players[seat]?.color ?? ''}
                  name={name}
                  size={36}
                />
                <span className="min-w-0 [overflow-wrap:anywhere]">{name}</span>
              </h2>
              <ul className="flex flex-col gap-1">
                {s.colonies.map((c, i) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: colonies are numbered by position
                    key={i}
                    className="flex flex-wrap items-center gap-2"
                    data-colony={i}
                    data-spaceport={c.spaceport}
                  >
                    <SfIcon name={c.spaceport ? 'spaceport' : 'colony'} size={30} />
                    <span className="sr-only">{c.spaceport ? sf.spaceport : sf.items.colony}</span>
                    <PlanetChips planets={c.planets} />
                  </li>
                ))}
              </ul>
              <h3 className="mt-2 text-lg font-semibold text-stone-300">{sf.motherShip}</h3>
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-lg">
                {SF_UPGRADES.map((u) => (
                  <li key={u} className="flex items-center gap-1" data-upgrade={u}>
                    <SfIcon name={u} size={24} />
                    <span>{sf.items[u]}</span>
                    <span className="font-bold tabular-nums">
                      {upgradeCount(s, u)}/{SF_UPGRADE_MAX[u]}
                    </span>
                  </li>
                ))}
              </ul>
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-lg">
                {SF_AWARDS.map((a) => {
                  const n = awardCount(s, a);
                  return (
                    <li
                      key={a}
                      className={`flex items-center gap-1 ${n === 0 ? 'text-stone-400' : ''}`}
                      data-award={a}
                      data-count={n}
                    >
                      <SfIcon name={a} size={24} />
                      <span>{sf.awardNames[a]}</span>
                      <span className="font-bold tabular-nums">
                        {SF_AWARD_MAX[a] < 99 ? `${n}/${SF_AWARD_MAX[a]}` : n}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
      <section className="rounded-2xl bg-stone-900 p-3" aria-label={sf.byNumber}>
        <h2 className="mb-2 text-xl font-bold">{sf.byNumber}</h2>
        <ol className="grid gap-2 [grid-template-columns:repeat(auto-fill,minmax(6.5rem,1fr))]">
          {PLANET_NUMBERS.map((k) => {
            const list = sites.get(k) ?? [];
            return (
              <li
                key={k}
                className="flex flex-col gap-1 rounded-xl bg-stone-800 p-2"
                data-testid={`sf-number-${k}`}
                data-sites={list.length}
              >
                <span
                  className={`text-3xl font-black tabular-nums ${k === 6 || k === 8 ? 'text-red-400' : ''}`}
                >
                  {k}
                </span>
                {list.length === 0 ? (
                  <span className="text-base text-stone-400">{sf.nobodyOn}</span>
                ) : (
                  <span className="flex flex-wrap gap-1">
                    {list.map((x, i) => (
                      <span
                        // biome-ignore lint/suspicious/noArrayIndexKey: one entry per colony and planet
                        key={i}
                        className="inline-flex items-center"
                      >
                        <SeatMark
                          seat={x.seat}
                          color={view.config.players[x.seat]?.color ?? ''}
                          name={nameOf(view.config, x.seat)}
                          size={28}
                        />
                        <ResourceIcon resource={x.planet.resource} size={24} />
                        <span className="sr-only">
                          {nameOf(view.config, x.seat)}: {resName(lang, x.planet.resource)}
                        </span>
                      </span>
                    ))}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </section>
  );
}
