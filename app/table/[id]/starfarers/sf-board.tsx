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
  friendshipCards,
  friendshipTokens,
  SF_AWARD_MAX,
  SF_UPGRADE_MAX,
  SF_UPGRADES,
  seedRules,
  sitesByNumber,
  upgradeCount,
} from '@/lib/game/starfarers';
import { SF_AWARDS, SF_RACES } from '@/lib/game/types';
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
  const seed = seedRules(view.config);
  return (
    <section
      className="flex h-full w-full flex-col gap-1 overflow-y-auto"
      aria-label={sf.overview}
      data-testid="sf-board"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so a keyboard must reach it (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      {/* Compact cards, so four players and the number grid fit a 1280×800 tablet unscrolled. */}
      <ul className="grid gap-1 [grid-template-columns:repeat(auto-fit,minmax(18rem,1fr))]">
        {view.players.map((p, seat) => {
          const s = p.sf;
          if (!s) return null;
          const name = nameOf(view.config, seat);
          const stations = SF_RACES.filter((r) => s.stations[r].length > 0);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
              key={seat}
              className="rounded-2xl bg-stone-900 p-2"
              data-testid={`sf-player-${seat}`}
              data-colonies={s.colonies.filter((c) => !c.spaceport).length}
              data-spaceports={s.colonies.filter((c) => c.spaceport).length}
              data-colony-ships={s.colonyShips}
              data-trade-ships={s.tradeShips}
            >
              <h2 className="flex items-center gap-2 text-lg font-bold">
                <SeatMark
                  seat={seat}
                  color={view.config.players[seat]?.color ?? ''}
                  name={name}
                  size={28}
                />
                <span className="min-w-0 [overflow-wrap:anywhere]">{name}</span>
              </h2>
              <ul className="flex flex-wrap gap-x-3 gap-y-1">
                {s.colonies.map((c, i) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: colonies are numbered by position
                    key={i}
                    className="flex items-center gap-1"
                    data-colony={i}
                    data-spaceport={c.spaceport}
                  >
                    <SfIcon name={c.spaceport ? 'spaceport' : 'colony'} size={24} />
                    <span className="sr-only">{c.spaceport ? sf.spaceport : sf.items.colony}</span>
                    <PlanetChips planets={c.planets} compact />
                  </li>
                ))}
              </ul>
              <h3 className="sr-only">{sf.motherShip}</h3>
              <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-base">
                {SF_UPGRADES.map((u) => (
                  <li
                    key={u}
                    className="flex items-center gap-1"
                    data-upgrade={u}
                    title={sf.items[u]}
                  >
                    <SfIcon name={u} size={22} />
                    <span className="sr-only">{sf.items[u]}</span>
                    <span className="font-bold tabular-nums">
                      {upgradeCount(s, u)}/{SF_UPGRADE_MAX[u]}
                    </span>
                  </li>
                ))}
                {seed ? (
                  <>
                    <li className="flex items-center gap-1" title={sf.items.colonyShip}>
                      <SfIcon name="colonyShip" size={22} />
                      <span className="sr-only">{sf.items.colonyShip}</span>
                      <span className="font-bold tabular-nums">{s.colonyShips}</span>
                    </li>
                    <li className="flex items-center gap-1" title={sf.items.tradeShip}>
                      <SfIcon name="tradeShip" size={22} />
                      <span className="sr-only">{sf.items.tradeShip}</span>
                      <span className="font-bold tabular-nums">{s.tradeShips}</span>
                    </li>
                  </>
                ) : null}
                {SF_AWARDS.map((a) => {
                  const n =
                    seed && a === 'friendship' ? friendshipTokens(view, seat) : awardCount(s, a);
                  return (
                    <li
                      key={a}
                      className={`flex items-center gap-1 ${n === 0 ? 'text-stone-400' : ''}`}
                      data-award={a}
                      data-count={n}
                      title={sf.awardNames[a]}
                    >
                      <SfIcon name={a} size={22} />
                      <span className="sr-only">{sf.awardNames[a]}</span>
                      <span className="font-bold tabular-nums">
                        {SF_AWARD_MAX[a] < 99 ? `${n}/${SF_AWARD_MAX[a]}` : n}
                      </span>
                    </li>
                  );
                })}
              </ul>
              {stations.length > 0 ? (
                <p className="mt-1 text-base text-stone-300" data-testid={`sf-stations-${seat}`}>
                  {stations
                    .map((r) =>
                      sf.stationsAt(sf.races[r], s.stations[r].join(', '), friendshipCards(s)[r]),
                    )
                    .join(' · ')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <section
        className="rounded-2xl bg-stone-900 p-2"
        aria-label={sf.byNumber}
        data-testid="sf-numbers"
      >
        <h2 className="text-base font-bold">{sf.byNumber}</h2>
        <ol className="grid gap-1 [grid-template-columns:repeat(auto-fill,minmax(3.25rem,1fr))]">
          {PLANET_NUMBERS.map((k) => {
            const list = sites.get(k) ?? [];
            return (
              <li
                key={k}
                className="flex flex-col rounded-lg bg-stone-800 p-1"
                data-testid={`sf-number-${k}`}
                data-sites={list.length}
              >
                <span
                  className={`text-xl font-black tabular-nums ${k === 6 || k === 8 ? 'text-red-400' : ''}`}
                >
                  {k}
                </span>
                {list.length === 0 ? (
                  <span className="text-sm text-stone-400 [overflow-wrap:anywhere]">
                    {sf.nobodyOn}
                  </span>
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
                          size={22}
                        />
                        <ResourceIcon resource={x.planet.resource} size={20} />
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
