'use client';
// Building in Starfarers. The rule sources give no prices (they are printed on the overview
// cards), so the engine takes the payment as declared: pick the item, then tap the cards paid.
// What the tablet knows is shown on each button: how many upgrades are left of the limit,
// whether a colony is left to upgrade; the engine refuses cards the player does not hold.

import { useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { contextOf } from '@/lib/game/context';
import type { SfBuildAction } from '@/lib/game/legal';
import { legalActions } from '@/lib/game/legal';
import { isUpgrade, SF_UPGRADE_MAX, seedRules, upgradeCount } from '@/lib/game/starfarers';
import {
  type Command,
  type Hand,
  type Planet,
  type Seat,
  SF_ITEMS,
  type SfItem,
  type SfRace,
  type StarfarersPlayer,
} from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { nameOf } from '../describe';
import { TABLE } from '../i18n';
import { BTN_MAIN, BTN_SOFT, HandPicker, handTotal } from '../pickers';
import { SF, type SfStrings } from './i18n';
import { MAX_PLANETS, PlanetChips, PlanetPicker } from './planet-picker';
import { SfIcon } from './sf-icons';

/**
 * Why an item cannot be built now: it is not among the engine's legal builds (null: it is,
 * cards permitting). The words name the one limit each item has: upgrades run out, a spaceport
 * needs a colony without one.
 */
function blockedWhy(
  builds: readonly { readonly item: SfItem }[],
  item: SfItem,
  sf: SfStrings,
  p: StarfarersPlayer,
): string | null {
  if (builds.some((b) => b.item === item)) return null;
  if (item === 'colony' || item === 'tradeStation')
    return sf.shipsOnBoard(p.colonyShips, p.tradeShips);
  return item === 'spaceport' ? sf.noColony : sf.noneLeft;
}

/** The items of the game's edition: colony and trade ships (2), or one kind of ship (1). */
const itemsOf = (view: GameView): readonly SfItem[] =>
  SF_ITEMS.filter((it) =>
    seedRules(view.config)
      ? it !== 'ship'
      : it !== 'colonyShip' && it !== 'tradeShip' && it !== 'tradeStation',
  );

/** Build: the item first (limits and upgradable colonies shown), then its details and the cards paid. */
export function BuildPanel({
  view,
  nicknames,
  actor,
  act,
  close,
}: {
  view: GameView;
  nicknames: boolean;
  actor: Seat;
  act: (c: Command) => Promise<boolean>;
  close: () => void;
}) {
  const t = useLazyWords(TABLE);
  const sf = useLazyWords(SF);
  const [item, setItem] = useState<SfItem | null>(null);
  const p = view.players[actor]?.sf;
  // What the acting seat may build now, from the engine's one list of legal actions.
  const builds = legalActions(view, actor).starfarers?.builds ?? [];
  if (!p) return null;
  if (item === null)
    return (
      <div className="flex flex-col gap-3" data-testid="sf-build-panel">
        <div className="flex items-center gap-2">
          <h2 className="text-2xl font-bold">{sf.build}</h2>
          <button type="button" className={`${BTN_SOFT} ml-auto`} onClick={close}>
            {t.cancel}
          </button>
        </div>
        <div className="grid grid-cols-2 gap-2">
          {itemsOf(view).map((it) => {
            const why = blockedWhy(builds, it, sf, p);
            return (
              <button
                key={it}
                type="button"
                aria-disabled={why !== null || undefined}
                className={`${BTN_SOFT} flex min-h-16 flex-col items-start gap-1 text-left ${why ? 'opacity-70' : ''}`}
                data-testid={`sf-build-${it}`}
                data-blocked={why !== null}
                onClick={() => {
                  if (!why) setItem(it);
                }}
              >
                <span className="flex items-center gap-2">
                  <SfIcon name={it} size={28} />
                  {sf.items[it]}
                </span>
                <span className="text-base font-normal text-stone-300">
                  {isUpgrade(it)
                    ? sf.ofMax(upgradeCount(p, it), SF_UPGRADE_MAX[it])
                    : sf.itemNotes[it]}
                </span>
                {why ? <span className="text-base font-normal text-amber-200">{why}</span> : null}
              </button>
            );
          })}
        </div>
      </div>
    );
  return (
    <PayForm
      key={item}
      view={view}
      nicknames={nicknames}
      actor={actor}
      item={item}
      back={() => setItem(null)}
      send={(extra, pay) => {
        // The listed build, with the cards paid (and planets or colony) filled in.
        const listed = builds.find((b) => b.item === item)?.command;
        if (listed) void act({ ...listed, pay, ...extra }).then((ok) => ok && close());
      }}
    />
  );
}

function PayForm({
  view,
  nicknames,
  actor,
  item,
  back,
  send,
}: {
  view: GameView;
  nicknames: boolean;
  actor: Seat;
  item: SfItem;
  back: () => void;
  send: (
    extra: { planets?: Planet[]; colony?: number; system?: number; race?: SfRace },
    pay: Hand,
  ) => void;
}) {
  const sf = useLazyWords(SF);
  const ctx = contextOf(view.config);
  const name = nameOf(view.config, actor);
  const held = view.players[actor]?.handCount ?? 0;
  const colonies = view.players[actor]?.sf?.colonies ?? [];
  // The colonies a spaceport may upgrade, from the engine's legal builds.
  const listed = legalActions(view, actor).starfarers?.builds ?? [];
  const upgradable = listed.find((b) => b.item === 'spaceport')?.colonies ?? [];
  const entry = listed.find((b) => b.item === item);
  const [pay, setPay] = useState<Hand>({});
  const [planets, setPlanets] = useState<readonly Planet[]>([]);
  const [colony, setColony] = useState<number | null>(null);
  const [system, setSystem] = useState<number | null>(null);
  const [race, setRace] = useState<SfRace | null>(null);
  const n = handTotal(pay);
  const needSystem = item === 'colony' && entry?.system === true;
  const ready =
    (item !== 'colony' || planets.length > 0) &&
    (item !== 'spaceport' || colony !== null) &&
    (!needSystem || system !== null) &&
    (item !== 'tradeStation' || race !== null);
  return (
    <div className="flex flex-col gap-3" data-testid="sf-pay-form" data-item={item}>
      <h2 className="flex items-center gap-2 text-2xl font-bold">
        <SfIcon name={item} size={32} />
        {sf.payTitle(name, sf.items[item])}
      </h2>
      {item === 'colony' ? (
        <div className="flex flex-col gap-2 rounded-xl bg-stone-800 p-2">
          <p className="text-lg">{sf.newColony}</p>
          <PlanetChips
            planets={planets}
            testid="sf-new-colony"
            onRemove={(k) => setPlanets((xs) => xs.filter((_, j) => j !== k))}
          />
          <PlanetPicker
            resources={ctx.resources}
            full={planets.length >= MAX_PLANETS}
            onAdd={(pl) => setPlanets((xs) => [...xs, pl])}
          />
        </div>
      ) : null}
      {needSystem && entry ? (
        <SystemPicker entry={entry} value={system} onPick={setSystem} sf={sf} />
      ) : null}
      {item === 'tradeStation' && entry ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-lg">{sf.whichRace}</legend>
          {(entry.races ?? []).map((r) => (
            <button
              key={r.race}
              type="button"
              aria-pressed={race === r.race}
              className={`${race === r.race ? BTN_MAIN : BTN_SOFT} flex items-center gap-2 text-left`}
              data-testid={`sf-race-${r.race}`}
              onClick={() => setRace(r.race)}
            >
              <SfIcon name="tradeStation" size={28} />
              {sf.raceSpot(sf.races[r.race], r.spot)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {item === 'spaceport' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-lg">{sf.whichColony}</legend>
          {colonies.map((c, i) =>
            !upgradable.includes(i) ? null : (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: colonies are numbered by position
                key={i}
                type="button"
                aria-pressed={colony === i}
                className={`${colony === i ? BTN_MAIN : BTN_SOFT} flex items-center gap-2 text-left`}
                data-testid={`sf-colony-${i}`}
                onClick={() => setColony(i)}
              >
                <SfIcon name="colony" size={28} />
                <PlanetChips planets={c.planets} />
              </button>
            ),
          )}
        </fieldset>
      ) : null}
      <p className="text-lg text-stone-300" data-testid="sf-pay-help">
        {sf.payHelp}
      </p>
      <p className="text-lg font-semibold">{sf.holds(name, held)}</p>
      <HandPicker
        resources={ctx.resources}
        nicknames={nicknames}
        value={pay}
        onChange={setPay}
        max={held}
        testid="sf-pay"
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${BTN_MAIN} min-h-14 text-xl`}
          disabled={!ready}
          data-testid="sf-build-submit"
          onClick={() =>
            send(
              item === 'colony'
                ? { planets: [...planets], ...(system !== null ? { system } : {}) }
                : item === 'tradeStation' && race !== null
                  ? { race }
                  : item === 'spaceport' && colony !== null
                    ? { colony }
                    : {},
              pay,
            )
          }
        >
          {sf.payConfirm(n)}
        </button>
        <button type="button" className={BTN_SOFT} onClick={back}>
          {sf.back}
        </button>
      </div>
    </div>
  );
}

/** The solar systems a colony may name (three players), full ones shut. */
const SYSTEMS = Array.from({ length: 12 }, (_, i) => i + 1);

function SystemPicker({
  entry,
  value,
  onPick,
  sf,
}: {
  entry: SfBuildAction;
  value: number | null;
  onPick: (n: number) => void;
  sf: SfStrings;
}) {
  const full = entry.fullSystems ?? [];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-lg">{sf.whichSystem}</legend>
      <div className="grid grid-cols-6 gap-2">
        {SYSTEMS.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={value === n}
            disabled={full.includes(n)}
            title={full.includes(n) ? sf.systemFull(n) : sf.systemN(n)}
            aria-label={full.includes(n) ? sf.systemFull(n) : sf.systemN(n)}
            className={`${value === n ? BTN_MAIN : BTN_SOFT} min-h-12 tabular-nums disabled:opacity-30`}
            data-testid={`sf-system-${n}`}
            onClick={() => onPick(n)}
          >
            {n}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
