'use client';
// The tablet's turn panel for Starfarers. Who starts, the discards after a 7 and the trades
// are the island game's own panels (turn-panel.tsx), as is the dice pad; set-up, building,
// awards, the steal after a 7 and Earth's supply cards drawn from the pile are Starfarers'.
// Every button emits a Command; the engine decides, and a refusal comes back in words.

import { useParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import { contextOf } from '@/lib/game/context';
import { type CommandOf, legalActions } from '@/lib/game/legal';
import type { Command, Seat } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { nameOf, resName } from '../describe';
import { Glyph } from '../glyphs';
import { TABLE } from '../i18n';
import { Die } from '../payout-banner';
import { BTN_MAIN, BTN_SOFT, ResourceChoice } from '../pickers';
import { DicePad, DiscardPanel, EndTurnButton, OrderPanel, TradePanel } from '../turn-panel';
import { AwardsPanel } from './awards-panel';
import { BuildPanel } from './build-panel';
import { SF } from './i18n';
import { SetupPanel } from './setup-panel';
import { EarthIcon } from './sf-icons';

type Panel = 'main' | 'build' | 'trade' | 'awards';
type SupplyMode = 'app' | 'table';

export interface StarfarersPanelProps {
  readonly view: GameView;
  readonly actor: Seat;
  readonly phoneInput: boolean;
  /** Seats whose phones are connected; null while unknown. */
  readonly online: readonly number[] | null;
  readonly act: (c: Command) => Promise<boolean>;
}

/** The turn panel of a Starfarers game: whatever the table may do now, for whoever acts. */
export function StarfarersPanel({ view, actor, phoneInput, online, act }: StarfarersPanelProps) {
  const t = useLazyWords(TABLE);
  // The house variant's Swedish nicknames are island words: space resources keep their own
  // names here, as on the phones.
  const nicknames = false;
  const sf = useLazyWords(SF);
  const [panel, setPanel] = useState<Panel>('main');
  const [supplyMode, setSupplyMode] = useSupplyMode();
  const name = nameOf(view.config, actor);

  // What the acting seat may do now, from the engine's one list of legal actions.
  const legal = legalActions(view, actor);
  if (legal.decideOrder) return <OrderPanel view={view} order={legal.decideOrder} act={act} />;
  // Keyed by the seat: the next player starts with empty slots.
  if (legal.sfStart)
    return <SetupPanel key={actor} view={view} actor={actor} start={legal.sfStart} act={act} />;
  if (view.phase !== 'play') return null;

  if (legal.discards.length > 0)
    return (
      <DiscardPanel
        view={view}
        nicknames={nicknames}
        act={act}
        discards={legal.discards}
        phoneInput={phoneInput}
        online={online}
      />
    );
  if (legal.steal !== null)
    return (
      <div className="flex flex-col gap-3" data-testid="sf-steal">
        <h2 className="text-3xl font-bold">{sf.stealTitle(name)}</h2>
        <div className="flex flex-col gap-2">
          {legal.steal.map(({ victim: s, command }) =>
            s === null ? null : (
              <button
                key={s}
                type="button"
                className={`${BTN_MAIN} flex items-center gap-3 text-left text-2xl`}
                data-testid={`sf-steal-${s}`}
                onClick={() => void act(command)}
              >
                <SeatMark
                  seat={s}
                  color={view.config.players[s]?.color ?? ''}
                  name={nameOf(view.config, s)}
                  size={40}
                />
                <span className="flex-1">{t.stealFrom(nameOf(view.config, s))}</span>
                <span className="text-lg font-semibold">
                  {t.cards(view.players[s]?.handCount ?? 0)}
                </span>
              </button>
            ),
          )}
          {legal.steal.map(({ victim, command }) =>
            victim !== null ? null : (
              <button
                key="none"
                type="button"
                className={`${BTN_SOFT} text-2xl`}
                data-testid="sf-steal-none"
                onClick={() => void act(command)}
              >
                {t.noSteal}
              </button>
            ),
          )}
        </div>
      </div>
    );

  if (legal.roll)
    return (
      <div className="flex flex-col gap-3" data-testid="sf-roll">
        <h2 className="text-3xl font-bold">{t.rollPrompt(name)}</h2>
        <SupplyModeSwitch mode={supplyMode} setMode={setSupplyMode} />
        {supplyMode === 'app' ? (
          <DicePad view={view} command={legal.roll} act={act} />
        ) : (
          <TableSupplyRoll view={view} nicknames={nicknames} roll={legal.roll} act={act} />
        )}
      </div>
    );
  const builds = legal.starfarers?.builds ?? [];
  const trades = legal.bankTrades.length > 0 || legal.playerTrades !== null;

  if (panel === 'trade')
    return (
      <TradePanel
        view={view}
        nicknames={nicknames}
        actor={actor}
        act={act}
        close={() => setPanel('main')}
      />
    );
  if (panel === 'build')
    return (
      <BuildPanel
        view={view}
        nicknames={nicknames}
        actor={actor}
        act={act}
        close={() => setPanel('main')}
      />
    );
  if (panel === 'awards')
    return <AwardsPanel view={view} act={act} close={() => setPanel('main')} />;

  return (
    <div className="flex flex-col gap-3" data-testid="sf-actions">
      <h2 className="text-2xl font-bold">{t.turnOf(name)}</h2>
      <div className="grid grid-cols-2 gap-2">
        {builds.length > 0 ? (
          <button
            type="button"
            className={`${BTN_SOFT} min-h-16 text-xl`}
            data-testid="sf-open-build"
            onClick={() => setPanel('build')}
          >
            {sf.build}
          </button>
        ) : null}
        {trades ? (
          <button
            type="button"
            className={`${BTN_SOFT} flex min-h-16 items-center justify-center gap-2 text-xl`}
            data-testid="open-trade"
            onClick={() => setPanel('trade')}
          >
            <Glyph name="trade" />
            {t.trade}
          </button>
        ) : null}
        {legal.starfarers ? (
          <button
            type="button"
            className={`${BTN_SOFT} col-span-2 min-h-16 text-xl`}
            data-testid="sf-open-awards"
            onClick={() => setPanel('awards')}
          >
            {sf.awards}
          </button>
        ) : null}
      </div>
      {legal.endTurn ? <EndTurnButton command={legal.endTurn} act={act} /> : null}
    </div>
  );
}

/**
 * How Earth's supply cards are drawn, kept per game in this browser: a reload in the middle of
 * the evening must not switch a table that draws from the pile back to the app's draws.
 */
function useSupplyMode(): [SupplyMode, (m: SupplyMode) => void] {
  const { id } = useParams<{ id: string }>();
  const key = `hexkeeper.starfarers.supply.${id}`;
  const [mode, setMode] = useState<SupplyMode>('app');
  useEffect(() => {
    try {
      if (localStorage.getItem(key) === 'table') setMode('table');
    } catch {
      // no storage (private mode): the app draws, as on a new game
    }
  }, [key]);
  const set = useCallback(
    (m: SupplyMode) => {
      setMode(m);
      try {
        localStorage.setItem(key, m);
      } catch {
        // no storage: the choice holds until the page is reloaded
      }
    },
    [key],
  );
  return [mode, set];
}

function SupplyModeSwitch({
  mode,
  setMode,
}: {
  mode: SupplyMode;
  setMode: (m: SupplyMode) => void;
}) {
  const sf = useLazyWords(SF);
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-1 flex items-center gap-2 text-lg text-stone-300">
        <EarthIcon size={24} />
        {sf.supplyDraw}
      </legend>
      {(['app', 'table'] as const).map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          className={mode === m ? BTN_MAIN : BTN_SOFT}
          data-testid={`sf-supply-${m}`}
          onClick={() => setMode(m)}
        >
          {m === 'app' ? sf.supplyApp : sf.supplyTable}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * Earth's supply cards drawn from the pile on the table: the dice pad as usual, then one card
 * named for every seat under 9 VP, and the roll goes to the engine with both.
 */
function TableSupplyRoll({
  view,
  nicknames,
  roll,
  act,
}: Pick<StarfarersPanelProps, 'view' | 'act'> & {
  nicknames: boolean;
  /** The legal list's roll; the dice (or sum) and the supply cards named are added to it. */
  roll: CommandOf<'roll'>;
}) {
  const { lang } = useLang();
  const sf = useLazyWords(SF);
  const t = useLazyWords(TABLE);
  const ctx = contextOf(view.config);
  // Two dice, a sum entered alone, or the app's roll: held until the supply cards are named.
  const [dice, setDice] = useState<readonly [number, number] | number | 'app' | null>(null);
  const [cards, setCards] = useState<readonly (string | null)[]>([]);
  // The seats Earth supplies with this roll, from the engine's list of legal actions.
  const supplied = legalActions(view, roll.seat).supplySeats ?? [];
  const due = view.players.map((_, s) => supplied.includes(s));
  if (dice === null)
    return (
      <DicePad
        view={view}
        command={roll}
        // The pad's roll is held until the supply cards are named.
        act={async (c) => {
          if (c.type === 'roll') setDice(c.dice ? [c.dice[0], c.dice[1]] : (c.sum ?? 'app'));
          return true;
        }}
      />
    );
  const ready = due.every((d, s) => !d || cards[s]);
  return (
    <div className="flex flex-col gap-3" data-testid="sf-supply-pick">
      {typeof dice === 'number' ? (
        <p className="text-2xl font-black tabular-nums">{dice}</p>
      ) : dice !== 'app' ? (
        // The roll waits for the supply cards: show what was entered.
        <p className="flex items-center gap-2 text-2xl font-black tabular-nums">
          <Die value={dice[0]} size={40} />
          <Die value={dice[1]} size={40} />
          {dice[0] + dice[1]}
        </p>
      ) : null}
      {due.map((d, s) =>
        d ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
          <div key={s} className="flex flex-col gap-1" data-testid={`sf-supply-seat-${s}`}>
            <p className="text-lg" data-card={cards[s] ?? ''}>
              {sf.supplyPick(nameOf(view.config, s))}
              {cards[s] ? `: ${resName(lang, cards[s] ?? '', nicknames)}` : ''}
            </p>
            <ResourceChoice
              resources={ctx.resources}
              nicknames={nicknames}
              onPick={(r) => setCards((xs) => due.map((_, k) => (k === s ? r : (xs[k] ?? null))))}
            />
          </div>
        ) : null,
      )}
      <div className="flex gap-2">
        <button
          type="button"
          className={`${BTN_MAIN} min-h-14 text-xl`}
          disabled={!ready}
          data-testid="sf-supply-submit"
          onClick={() => {
            const supply = due.map((d, s) => (d ? (cards[s] ?? null) : null));
            void act(
              dice === 'app'
                ? { ...roll, supply }
                : typeof dice === 'number'
                  ? { ...roll, sum: dice, supply }
                  : { ...roll, dice, supply },
            );
          }}
        >
          {t.confirm}
        </button>
        <button
          type="button"
          className={BTN_SOFT}
          onClick={() => {
            setDice(null);
            setCards([]);
          }}
        >
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
