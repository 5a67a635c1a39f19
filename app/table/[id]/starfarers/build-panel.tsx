'use client';
// Building in Starfarers. The rule sources give no prices (they are printed on the overview
// cards), so the engine takes the payment as declared: pick the item, then tap the cards paid.
// What the tablet knows is shown on each button: how many upgrades are left of the limit,
// whether a colony is left to upgrade; the engine refuses cards the player does not hold.

import { useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { contextOf } from '@/lib/game/context';
import { legalActions } from '@/lib/game/legal';
import { isUpgrade, SF_UPGRADE_MAX, upgradeCount } from '@/lib/game/starfarers';
import {
  type Command,
  type Hand,
  type Planet,
  type Seat,
  SF_ITEMS,
  type SfItem,
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
): string | null {
  if (builds.some((b) => b.item === item)) return null;
  return item === 'spaceport' ? sf.noColony : sf.noneLeft;
}

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
          {SF_ITEMS.map((it) => {
            const why = blockedWhy(builds, it, sf);
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
  send: (extra: { planets?: Planet[]; colony?: number }, pay: Hand) => void;
}) {
  const sf = useLazyWords(SF);
  const ctx = contextOf(view.config);
  const name = nameOf(view.config, actor);
  const held = view.players[actor]?.handCount ?? 0;
  const colonies = view.players[actor]?.sf?.colonies ?? [];
  // The colonies a spaceport may upgrade, from the engine's legal builds.
  const upgradable =
    legalActions(view, actor).starfarers?.builds.find((b) => b.item === 'spaceport')?.colonies ??
    [];
  const [pay, setPay] = useState<Hand>({});
  const [planets, setPlanets] = useState<readonly Planet[]>([]);
  const [colony, setColony] = useState<number | null>(null);
  const n = handTotal(pay);
  const ready =
    (item !== 'colony' || planets.length > 0) && (item !== 'spaceport' || colony !== null);
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
                ? { planets: [...planets] }
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
