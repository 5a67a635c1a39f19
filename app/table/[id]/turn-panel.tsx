'use client';
// What the table can do now, for whoever acts: decide who starts, choose starting cards,
// roll, discard on a 7, rob, then build, buy, trade, play cards and end the turn. Every
// button emits a Command; the engine decides, and a refusal comes back in words.

import { useEffect, useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { ResourceIcon } from '@/app/ui/resource-icon';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import { contextOf } from '@/lib/game/context';
import { freeRoadSpots } from '@/lib/game/features/dev/legal';
import { returnLimits } from '@/lib/game/features/trade/legal';
import { legalActions } from '@/lib/game/legal';
import { affordable } from '@/lib/game/missing';
import { type Command, DEV_CARDS, type DevCard, type Hand, type Seat } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { cardsText, nameOf, resName } from './describe';
import { FreeRoadsPrompt } from './free-roads';
import { Glyph } from './glyphs';
import { type Piece, TABLE } from './i18n';
import { Die } from './payout-banner';
import { BTN_MAIN, BTN_SOFT, CardsForm, HandPicker, handTotal, ResourceChoice } from './pickers';
import { offersPhone } from './presence';
import { PrivateDiscard } from './private-discard';
import { Refusal } from './refusal';
import { type ReadSeat, useSeatView } from './seat-view';

/** Board modes the panel can start; the screen turns them into tappable spots. */
export type BoardMode =
  | { readonly k: 'none' }
  | { readonly k: 'build'; readonly piece: Piece }
  | { readonly k: 'knight' }
  | { readonly k: 'moveShip'; readonly from: string | null }
  | {
      readonly k: 'roadBuilding';
      readonly roads: readonly string[];
      readonly ships: readonly string[];
    };

type Panel = 'main' | 'trade' | 'dev' | 'monopoly' | 'yearOfPlenty' | 'declare';

export interface TurnPanelProps {
  readonly view: GameView;
  readonly nicknames: boolean;
  readonly actor: Seat;
  readonly phoneInput: boolean;
  /** Seats whose phones are connected; null while unknown. */
  readonly online: readonly number[] | null;
  readonly mode: BoardMode;
  readonly setMode: (m: BoardMode) => void;
  readonly act: (c: Command) => Promise<boolean>;
  /** Victims to choose from after tapping the robber's hex (null: not choosing). */
  readonly victims: { readonly hex: string; readonly seats: readonly Seat[] } | null;
  readonly pickVictim: (seat: Seat | null) => void;
  /** Present where the steal is optional: move the robber and rob nobody. */
  readonly declineSteal?: () => void;
  /** How many spots the board offers now (null: the board is not being tapped). */
  readonly spots: number | null;
  /** Told whether a resource is being picked (monopoly, year of plenty), so the banner makes room. */
  readonly onPicking?: (picking: boolean) => void;
  /** Reads a seat's own view (the host's credential), so trades and discards offer only what it pays. */
  readonly readSeat?: ReadSeat;
}

/** The roll: physical dice tapped in (two dice or a sum), or one tap for the app's roll or dice deck. */
export function DicePad({ view, actor, act }: Pick<TurnPanelProps, 'view' | 'actor' | 'act'>) {
  const t = useLazyWords(TABLE);
  const [a, setA] = useState<number | null>(null);
  const [b, setB] = useState<number | null>(null);
  const mode = view.config.options.dice;
  const roll = (dice?: readonly [number, number] | number) => {
    setA(null);
    setB(null);
    void act(
      typeof dice === 'number'
        ? { type: 'roll', seat: actor, sum: dice }
        : dice
          ? { type: 'roll', seat: actor, dice }
          : { type: 'roll', seat: actor },
    );
  };
  if (mode !== 'table')
    return (
      <button
        type="button"
        className={`${BTN_MAIN} min-h-20 w-full text-3xl`}
        data-testid="roll-app"
        onClick={() => roll()}
      >
        <span className="inline-flex items-center gap-3">
          <Die value={5} size={44} />
          <Die value={2} size={44} />
          {mode === 'deck' ? t.drawDice(view.diceDeckCount) : t.rollApp}
        </span>
      </button>
    );
  // Compact, sized by the panel's own width (a container query), so the whole pad and the
  // pre-roll knight beside the prompt stay in sight at 1280×800, 800×1280 and 1024×768:
  // each die's six faces on one row (44 px targets: 6 × 44 px fits the narrowest panel);
  // where the panel is wide (portrait) the two dice and OK share one row and the sums 2–12
  // are one row of eleven, else the sums are two rows of six.
  const row = (which: 1 | 2, value: number | null, set: (n: number) => void) => (
    <fieldset className="flex flex-nowrap items-center gap-1">
      <legend className="sr-only">{t.die(which)}</legend>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <button
          key={n}
          type="button"
          aria-label={`${t.die(which)}: ${n}`}
          aria-pressed={value === n}
          data-testid={`die-${which}-${n}`}
          className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-300 ${value === n ? 'bg-amber-400 ring-4 ring-amber-200' : 'bg-stone-700'}`}
          onClick={() => set(n)}
        >
          <Die value={n} size={36} />
        </button>
      ))}
    </fieldset>
  );
  return (
    <div className="@container flex flex-col gap-2" data-testid="dice-pad">
      <p className="text-base text-stone-300">{t.enterDice}</p>
      <div className="flex flex-col gap-1 @2xl:flex-row @2xl:items-center @2xl:gap-3">
        {row(1, a, setA)}
        {row(2, b, setB)}
        <button
          type="button"
          className={`${BTN_MAIN} min-h-12 text-xl @2xl:min-w-28 @2xl:flex-1`}
          disabled={a === null || b === null}
          data-testid="roll-submit"
          onClick={() => a !== null && b !== null && roll([a, b])}
        >
          {t.ok}
          {a !== null && b !== null ? ` — ${a + b}` : ''}
        </button>
      </div>
      <fieldset className="grid grid-cols-6 gap-1.5 @xl:grid-cols-11">
        <legend className="mb-1 text-base text-stone-300">{t.bySum}</legend>
        {[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((s) => (
          <button
            key={s}
            type="button"
            className="min-h-12 min-w-11 rounded-lg bg-stone-700 px-1 text-2xl font-semibold tabular-nums hover:bg-stone-600 focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-300 disabled:opacity-40"
            data-testid={`sum-${s}`}
            // A sum is recorded as a sum: no dice are invented for it.
            onClick={() => roll(s)}
          >
            {s}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

/** Who starts: the app rolls for it, or the table taps the winner of its own roll. */
export function OrderPanel({ view, act }: Pick<TurnPanelProps, 'view' | 'act'>) {
  const t = useLazyWords(TABLE);
  // Real dice: the table rolls its own for who starts; the app's roll is not offered (issue 28).
  const real = view.config.options.dice === 'table';
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-3xl font-bold">{t.whoStarts}</h2>
      {real ? null : (
        <button
          type="button"
          className={`${BTN_MAIN} min-h-16 text-2xl`}
          data-testid="decide-order"
          onClick={() => void act({ type: 'decideOrder' })}
        >
          <span className="inline-flex items-center gap-3">
            <Die value={6} size={40} />
            {t.rollForStart}
          </span>
        </button>
      )}
      <p className="text-lg text-stone-300">{real ? t.realDiceFirst : t.orPickFirst}</p>
      <div className="flex flex-wrap gap-2">
        {view.config.players.map((p, i) => (
          <button
            key={p.name + String(i)}
            type="button"
            className={`${BTN_SOFT} flex items-center gap-2`}
            data-testid={`first-${i}`}
            onClick={() => void act({ type: 'decideOrder', first: i })}
          >
            <SeatMark seat={i} color={p.color} name={p.name} size={32} />
            {p.name}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * What a build or buy button still lacks, from the engine's view (`view.missing`): "needs
 * 1 Grain, 2 Ore" with icons, "ready", or that the deck is empty. Shown inside the button, so
 * it is also the reason a disabled button gives.
 */
function Shortfall({
  short,
  deckEmpty,
  nicknames,
}: {
  short: Readonly<Record<string, number | undefined>>;
  deckEmpty: boolean;
  nicknames: boolean;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const lacks = Object.entries(short).filter((e): e is [string, number] => (e[1] ?? 0) > 0);
  if (deckEmpty)
    return (
      <span className="text-base text-amber-200" data-testid="shortfall" data-ready="false">
        {t.deckEmpty}
      </span>
    );
  if (lacks.length === 0)
    return (
      <span
        className="flex items-center gap-1 text-base font-semibold text-emerald-300"
        data-testid="shortfall"
        data-ready="true"
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path
            d="M2 8.5l4 4 8-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        {t.ready}
      </span>
    );
  const words = lacks.map(([r, n]) => `${n} ${resName(lang, r, nicknames)}`).join(', ');
  return (
    <span
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base font-normal text-amber-200"
      data-testid="shortfall"
      data-ready="false"
      data-short={JSON.stringify(Object.fromEntries(lacks))}
    >
      <span className="sr-only">{t.needs(words)}</span>
      <span aria-hidden="true">{t.needs('').trim()}</span>
      {lacks.map(([r, n], i) => (
        <span key={r} className="inline-flex items-center gap-1" aria-hidden="true">
          {n}
          <ResourceIcon resource={r} size={20} />
          {resName(lang, r, nicknames)}
          {i < lacks.length - 1 ? ',' : ''}
        </span>
      ))}
    </span>
  );
}

/** The cost of an item, when the view gives no shortfall (nobody may build right now). */
function Cost({
  cost,
  nicknames,
}: {
  cost: Readonly<Record<string, number | undefined>>;
  nicknames: boolean;
}) {
  const { lang } = useLang();
  return (
    <span className="flex gap-1" aria-hidden="true">
      {Object.entries(cost).map(([r, n]) => (
        <span key={r} className="flex items-center text-base">
          {n && n > 1 ? `${n}×` : ''}
          <ResourceIcon resource={r} size={20} />
        </span>
      ))}
      <span className="sr-only">
        {Object.keys(cost)
          .map((r) => resName(lang, r, nicknames))
          .join(', ')}
      </span>
    </span>
  );
}

/** Trades of the acting seat: with the bank at its rates, or with another player where allowed. */
export function TradePanel({
  view,
  nicknames,
  actor,
  act,
  close,
  readSeat,
}: Pick<TurnPanelProps, 'view' | 'nicknames' | 'actor' | 'act' | 'readSeat'> & {
  close: () => void;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const [give, setGive] = useState<string | null>(null);
  const [other, setOther] = useState<Seat | null>(null);
  const [side, setSide] = useState<'bank' | 'player'>('bank');
  const legal = legalActions(view, actor);
  const players = legal.playerTrades !== null;
  // The acting seat's own view: which rates its hand pays (null until read, or unreadable).
  const own = useSeatView(readSeat, actor, view.version);
  const ownTrades = own ? legalActions(own, actor).bankTrades : null;
  const held = own?.players[actor]?.hand ?? null;
  return (
    <div className="flex flex-col gap-3" data-testid="trade-panel" data-hand-known={own !== null}>
      <div className="flex gap-2">
        <button
          type="button"
          aria-pressed={side === 'bank'}
          className={side === 'bank' ? BTN_MAIN : BTN_SOFT}
          data-testid="trade-bank"
          onClick={() => setSide('bank')}
        >
          {t.bankTrade}
        </button>
        {players ? (
          <button
            type="button"
            aria-pressed={side === 'player'}
            className={side === 'player' ? BTN_MAIN : BTN_SOFT}
            data-testid="trade-player"
            onClick={() => setSide('player')}
          >
            {t.playerTrade}
          </button>
        ) : null}
        <button type="button" className={`${BTN_SOFT} ml-auto`} onClick={close}>
          {t.cancel}
        </button>
      </div>
      {side === 'bank' ? (
        <>
          <p className="text-lg text-stone-300">{t.give}</p>
          <div className="flex flex-wrap gap-2">
            {legal.bankTrades.map(({ give: r, rate }) => {
              // Not one lot paid: disabled, with what is missing (a refusal would say as much).
              const lots = ownTrades?.find((b) => b.give === r)?.lots ?? null;
              const unpaid = lots === 0;
              return (
                <button
                  key={r}
                  type="button"
                  aria-pressed={give === r}
                  disabled={unpaid}
                  className={`${give === r ? BTN_MAIN : BTN_SOFT} flex items-center gap-2 text-left`}
                  data-testid={`bank-give-${r}`}
                  onClick={() => setGive(r)}
                >
                  <ResourceIcon resource={r} size={32} />
                  <span className="flex flex-col">
                    <span>
                      {rate}× {resName(lang, r, nicknames)}
                    </span>
                    {unpaid ? (
                      <Shortfall
                        short={{ [r]: rate - (held?.[r] ?? 0) }}
                        deckEmpty={false}
                        nicknames={nicknames}
                      />
                    ) : null}
                  </span>
                </button>
              );
            })}
          </div>
          {give ? (
            <BankGet
              key={give}
              view={view}
              nicknames={nicknames}
              actor={actor}
              act={act}
              close={close}
              give={give}
              lots={ownTrades?.find((b) => b.give === give)?.lots ?? null}
            />
          ) : null}
        </>
      ) : (
        <PlayerTrade
          view={view}
          nicknames={nicknames}
          actor={actor}
          act={act}
          close={close}
          other={other}
          setOther={setOther}
          held={held}
          readSeat={readSeat}
        />
      )}
    </div>
  );
}

/**
 * What the bank gives for `give`: only resources the bank still holds (its stock is public),
 * one lot with a tap, or several lots at once (8 ore at 4:1 for two cards) chosen first.
 * The lots stop at what the seat's hand pays (read from its own view), or at what the card
 * count allows while that is not known; the engine refuses the rest in words.
 */
function BankGet({
  view,
  nicknames,
  actor,
  act,
  close,
  give,
  lots: ownLots,
}: Pick<TurnPanelProps, 'view' | 'nicknames' | 'actor' | 'act'> & {
  close: () => void;
  give: string;
  /** Whole lots the acting seat's hand pays, from its own view; null: not known here. */
  lots: number | null;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const ctx = contextOf(view.config);
  const offer = legalActions(view, actor).bankTrades.find((b) => b.give === give);
  const rate = offer?.rate ?? 4;
  // The bank's stock where it can run out (the engine's list says where).
  const limits = offer?.stock ?? null;
  const stock = (r: string): number => (limits ? (limits[r] ?? 0) : Number.POSITIVE_INFINITY);
  const offered = offer?.get ?? [];
  const out = ctx.resources.filter((r) => r !== give && !offered.includes(r));
  const bankCards = offered.reduce((a, r) => a + stock(r), 0);
  // The lots the hand pays (the seat's own view), else what the card count allows.
  const paid = ownLots ?? offer?.lots ?? Math.floor((view.players[actor]?.handCount ?? 0) / rate);
  const maxLots = Math.max(1, Math.min(4, paid, bankCards));
  const [lots, setLots] = useState(1);
  const [pick, setPick] = useState<Hand>({});
  const trade = (get: Hand, n: number) =>
    void act({ type: 'tradeBank', seat: actor, give: { [give]: rate * n }, get }).then(
      (ok) => ok && close(),
    );
  return (
    <>
      {maxLots > 1 ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-1 text-lg text-stone-300">{t.lots}</legend>
          {Array.from({ length: maxLots }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={lots === n}
              className={`${lots === n ? BTN_MAIN : BTN_SOFT} tabular-nums`}
              data-testid={`bank-lots-${n}`}
              onClick={() => {
                setLots(n);
                setPick({});
              }}
            >
              {rate * n}:{n}
            </button>
          ))}
        </fieldset>
      ) : null}
      <p className="text-lg text-stone-300">
        {t.get}
        {lots > 1 ? ` (${handTotal(pick)}/${lots})` : ''}
      </p>
      {lots === 1 ? (
        <div className="flex flex-wrap gap-2">
          {offered.map((r) => (
            <button
              key={r}
              type="button"
              className={`${BTN_SOFT} flex items-center gap-2`}
              data-testid={`bank-get-${r}`}
              onClick={() => trade({ [r]: 1 }, 1)}
            >
              <ResourceIcon resource={r} size={32} />1 {resName(lang, r, nicknames)}
            </button>
          ))}
        </div>
      ) : (
        <>
          <HandPicker
            resources={offered}
            nicknames={nicknames}
            value={pick}
            onChange={setPick}
            max={lots}
            limits={limits ?? undefined}
            testid="bank-get-many"
          />
          <button
            type="button"
            className={BTN_MAIN}
            disabled={handTotal(pick) !== lots}
            data-testid="bank-get-submit"
            onClick={() => trade(pick, lots)}
          >
            {t.ok} ({rate * lots} {resName(lang, give, nicknames)})
          </button>
        </>
      )}
      {out.length > 0 ? (
        <p className="text-base text-stone-300" data-testid="bank-out">
          {t.bankOut(out.map((r) => resName(lang, r, nicknames)).join(', '))}
        </p>
      ) : null}
    </>
  );
}

function PlayerTrade({
  view,
  nicknames,
  actor,
  act,
  close,
  other,
  setOther,
  held,
  readSeat,
}: Pick<TurnPanelProps, 'view' | 'nicknames' | 'actor' | 'act' | 'readSeat'> & {
  close: () => void;
  other: Seat | null;
  setOther: (s: Seat) => void;
  /** The acting seat's hand (its own view), the most it can give; null: not known here. */
  held: Hand | null;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const ctx = contextOf(view.config);
  const [give, setGive] = useState<Record<string, number> | null>(null);
  // The other side gives no more than it holds either.
  const theirs = useSeatView(readSeat, other, view.version)?.players[other ?? -1]?.hand ?? null;
  return (
    <div
      className="flex flex-col gap-3"
      // While the other side's hand is on its way its picker may still narrow (afford shown).
      data-hand-known={readSeat && other !== null ? theirs !== null : undefined}
    >
      <p className="text-lg text-stone-300">{t.tradeWith}</p>
      <div className="flex flex-wrap gap-2">
        {view.config.players.map((p, i) =>
          i === actor ? null : (
            <button
              key={p.name + String(i)}
              type="button"
              aria-pressed={other === i}
              className={`${other === i ? BTN_MAIN : BTN_SOFT} flex items-center gap-2`}
              data-testid={`trade-with-${i}`}
              onClick={() => setOther(i)}
            >
              <SeatMark seat={i} color={p.color} name={p.name} size={32} />
              {p.name}
            </button>
          ),
        )}
      </div>
      {other !== null && give === null ? (
        <>
          <p className="text-lg text-stone-300">
            {t.give}: {nameOf(view.config, actor)} → {nameOf(view.config, other)}
          </p>
          <CardsForm
            resources={ctx.resources}
            nicknames={nicknames}
            confirm={t.ok}
            onSubmit={(h) => setGive({ ...h })}
            limits={held ?? undefined}
            testid="trade-give"
          />
        </>
      ) : null}
      {other !== null && give !== null ? (
        <>
          {/* What was offered stays in sight while the other side is picked. */}
          <p className="text-lg text-stone-300" data-testid="trade-offered">
            {t.give}: {nameOf(view.config, actor)} → {nameOf(view.config, other)}:{' '}
            <strong className="text-stone-50">{cardsText(lang, give, nicknames)}</strong>
          </p>
          <p className="text-lg text-stone-300">
            {t.get}: {nameOf(view.config, other)} → {nameOf(view.config, actor)}
          </p>
          <CardsForm
            resources={ctx.resources}
            nicknames={nicknames}
            confirm={t.confirm}
            cancel={t.cancel}
            onCancel={() => setGive(null)}
            // Never a kind given (refused both ways); no more than the other side holds.
            limits={returnLimits(ctx.resources, give, theirs) as Hand}
            testid="trade-get"
            onSubmit={(h) =>
              void act({ type: 'tradePlayer', seat: actor, with: other, give, get: h }).then(
                (ok) => ok && close(),
              )
            }
          />
        </>
      ) : null}
    </div>
  );
}

/**
 * The turn's last step, the same big button on the island's and Starfarers' panels. It stays
 * in sight at the foot of the side column while the panel above it is taller than the screen
 * (at 1024×768 the build cards pushed it below the fold, so every turn began with a scroll).
 */
export function EndTurnButton({ onClick }: { readonly onClick: () => void }) {
  const t = useLazyWords(TABLE);
  return (
    <div className="sticky bottom-0 z-10 -my-1 bg-stone-900 py-1">
      <button
        type="button"
        className={`${BTN_MAIN} flex min-h-16 w-full items-center justify-center gap-3 text-2xl`}
        data-testid="end-turn"
        onClick={onClick}
      >
        {t.endTurn}
        <Glyph name="next" size={28} />
      </button>
    </div>
  );
}

export function TurnPanel(props: TurnPanelProps) {
  const {
    view,
    nicknames,
    actor,
    act,
    mode,
    setMode,
    victims,
    pickVictim,
    declineSteal,
    phoneInput,
    online,
    spots,
    onPicking,
    readSeat,
  } = props;
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const ctx = contextOf(view.config);
  const [panel, setPanel] = useState<Panel>('main');
  const [yop, setYop] = useState<string | null>(null);
  const picking = panel === 'monopoly' || panel === 'yearOfPlenty';
  useEffect(() => {
    onPicking?.(picking);
    return () => onPicking?.(false);
  }, [picking, onPicking]);
  const name = nameOf(view.config, actor);
  // What the acting seat may do now, from the engine's one list (its shortfall per item included).
  const legal = legalActions(view, actor);
  // A card bought this turn cannot be played yet. When each was bought is public (the table saw
  // it bought), so the seat's own view may say whether any is old enough — never which kind.
  const own = useSeatView(readSeat, actor, view.version);
  const devOld =
    own === null || (own.players[actor]?.dev ?? []).some((d) => d.turn < view.turn.number);

  if (view.phase === 'order') return <OrderPanel view={view} act={act} />;
  if (view.phase === 'setup') {
    // The settlement first, then the road beside it: the engine lists the spots of the one due.
    const piece =
      legal.setup && legal.setup.settlements.length === 0 ? t.pieces.road : t.pieces.settlement;
    return (
      <div className="flex flex-col gap-2" data-testid="setup-prompt">
        <h2 className="text-3xl font-bold">{t.placeSetup(name, piece)}</h2>
        <p className="text-xl text-stone-300">{t.tapSpot}</p>
      </div>
    );
  }
  if (view.phase === 'choose')
    return (
      <div className="flex flex-col gap-3">
        <h2 className="text-2xl font-bold">{t.chooseCards(name, legal.chooseCards?.count ?? 0)}</h2>
        <CardsForm
          resources={ctx.resources}
          nicknames={nicknames}
          count={legal.chooseCards?.count ?? 0}
          confirm={t.confirm}
          testid="choose-cards"
          onSubmit={(h) => void act({ type: 'chooseCards', seat: actor, cards: h })}
        />
      </div>
    );
  if (view.phase !== 'play') return null;

  if (legal.discards.length > 0)
    return (
      <DiscardPanel
        view={view}
        nicknames={nicknames}
        act={act}
        owed={view.players.map((_, s) => legal.discards.find((d) => d.seat === s)?.count ?? 0)}
        phoneInput={phoneInput}
        online={online}
        readSeat={readSeat}
      />
    );
  if (victims)
    return (
      <div className="flex flex-col gap-3" data-testid="victim-panel">
        <h2 className="text-3xl font-bold">{t.chooseVictim}</h2>
        <div className="flex flex-wrap gap-2">
          {victims.seats.map((s) => (
            <button
              key={s}
              type="button"
              className={`${BTN_MAIN} flex items-center gap-2 text-2xl`}
              data-testid={`victim-${s}`}
              onClick={() => pickVictim(s)}
            >
              <SeatMark
                seat={s}
                color={view.config.players[s]?.color ?? ''}
                name={nameOf(view.config, s)}
                size={36}
              />
              {t.stealFrom(nameOf(view.config, s))}
            </button>
          ))}
          {declineSteal ? (
            <button
              type="button"
              className={BTN_SOFT}
              data-testid="victim-none"
              onClick={declineSteal}
            >
              {t.noSteal}
            </button>
          ) : null}
          <button type="button" className={BTN_SOFT} onClick={() => pickVictim(null)}>
            {t.cancel}
          </button>
        </div>
      </div>
    );
  if (legal.robber !== null || mode.k === 'knight')
    return (
      <div className="flex flex-col gap-2" data-testid="robber-prompt">
        <h2 className="text-3xl font-bold">{t.moveRobber(name)}</h2>
        {mode.k === 'knight' ? (
          <button type="button" className={BTN_SOFT} onClick={() => setMode({ k: 'none' })}>
            {t.cancel}
          </button>
        ) : null}
      </div>
    );
  if (legal.freeRoads)
    return <FreeRoadsPrompt free={legal.freeRoads} name={name} seat={actor} act={act} />;
  if (legal.steal !== null)
    return (
      <div className="flex flex-col gap-3">
        <h2 className="text-3xl font-bold">{t.chooseVictim}</h2>
        <div className="flex flex-wrap gap-2">
          {view.config.players.map((p, s) =>
            !legal.steal?.includes(s) ? null : (
              <button
                key={p.name + String(s)}
                type="button"
                className={BTN_MAIN}
                onClick={() => void act({ type: 'steal', seat: actor, victim: s })}
              >
                {t.stealFrom(p.name)}
              </button>
            ),
          )}
        </div>
      </div>
    );
  if (mode.k === 'build' || mode.k === 'roadBuilding' || mode.k === 'moveShip')
    return (
      <div className="flex flex-col gap-2" data-testid="build-prompt">
        <h2 className="text-3xl font-bold">
          {mode.k === 'build'
            ? t.pieces[mode.piece]
            : mode.k === 'moveShip'
              ? t.moveShip
              : t.roadBuildingPrompt(2 - mode.roads.length - mode.ships.length)}
        </h2>
        <p className="text-xl text-stone-300" data-testid="spot-hint">
          {spots === 0 ? t.noSpot : t.tapSpot}
        </p>
        <button type="button" className={BTN_SOFT} onClick={() => setMode({ k: 'none' })}>
          {t.cancel}
        </button>
      </div>
    );

  const between = view.turn.sbp !== null;
  if (legal.roll)
    return (
      <div className="flex flex-col gap-3">
        {/* The pre-roll knight sits beside the prompt, above the pad, so it is never pushed off. */}
        <div className="flex items-center gap-2">
          <h2 className="min-w-0 flex-1 text-3xl font-bold">{t.rollPrompt(name)}</h2>
          {/* A knight before the roll needs a development card in hand (a public count). */}
          {legal.dev.kinds.includes('knight') && legal.dev.held > 0 ? (
            <button
              type="button"
              disabled={!devOld}
              className={`${BTN_SOFT} flex shrink-0 items-center gap-2`}
              data-testid="play-knight-early"
              onClick={() => setMode({ k: 'knight' })}
            >
              <Glyph name="knight" />
              {t.devCards.knight}
            </button>
          ) : null}
        </div>
        <DicePad view={view} actor={actor} act={act} />
      </div>
    );

  if (panel === 'trade')
    return (
      <TradePanel
        view={view}
        nicknames={nicknames}
        actor={actor}
        act={act}
        close={() => setPanel('main')}
        readSeat={readSeat}
      />
    );
  if (panel === 'monopoly')
    return (
      <div className="flex flex-col gap-3" data-testid="monopoly-panel">
        <h2 className="text-2xl font-bold">
          {t.devCards.monopoly}: {t.pickOne}
        </h2>
        <ResourceChoice
          resources={ctx.resources}
          nicknames={nicknames}
          testid="monopoly-pick"
          onPick={(r) =>
            void act({ type: 'playMonopoly', seat: actor, resource: r }).then(() =>
              setPanel('main'),
            )
          }
        />
        <button type="button" className={BTN_SOFT} onClick={() => setPanel('main')}>
          {t.cancel}
        </button>
      </div>
    );
  // Year of plenty: only the pairs the bank can give now, first pick then second (legalActions).
  const yopPairs = legal.dev.yearOfPlentyPairs;
  const yopChoices = [
    ...new Set(yopPairs.filter((p) => yop === null || p[0] === yop).map((p) => p[yop ? 1 : 0])),
  ];
  if (panel === 'yearOfPlenty')
    return (
      <div className="flex flex-col gap-3" data-testid="yop-panel">
        <h2 className="text-2xl font-bold">
          {t.devCards.yearOfPlenty}: {t.pickTwo} {yop ? `(${resName(lang, yop, nicknames)} +)` : ''}
        </h2>
        <ResourceChoice
          resources={yopChoices}
          nicknames={nicknames}
          testid="yop-pick"
          onPick={(r) => {
            if (yop === null) setYop(r);
            else {
              void act({ type: 'playYearOfPlenty', seat: actor, resources: [yop, r] }).then(() =>
                setPanel('main'),
              );
              setYop(null);
            }
          }}
        />
        <button
          type="button"
          className={BTN_SOFT}
          onClick={() => {
            setYop(null);
            setPanel('main');
          }}
        >
          {t.cancel}
        </button>
      </div>
    );
  if (panel === 'declare')
    return (
      <div className="flex flex-col gap-3">
        <h2 className="text-2xl font-bold">{t.declareCard}</h2>
        <div className="flex flex-wrap gap-2">
          {DEV_CARDS.map((c) => (
            <button
              key={c}
              type="button"
              className={BTN_SOFT}
              data-testid={`declare-${c}`}
              onClick={() =>
                void act({ type: 'buyDev', seat: actor, card: c }).then(() => setPanel('main'))
              }
            >
              {t.devCards[c]}
            </button>
          ))}
        </div>
        <button type="button" className={BTN_SOFT} onClick={() => setPanel('main')}>
          {t.cancel}
        </button>
      </div>
    );
  if (panel === 'dev')
    return (
      <div className="flex flex-col gap-3" data-testid="dev-panel">
        <h2 className="text-2xl font-bold">{t.playCard}</h2>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              'knight',
              'roadBuilding',
              'yearOfPlenty',
              'monopoly',
              'victoryPoint',
            ] as const satisfies readonly DevCard[]
          )
            // The kinds the turn allows (public); a victory point card may also be shown.
            .filter(
              (c) =>
                legal.dev.kinds.includes(c) || (c === 'victoryPoint' && legal.dev.reveal !== false),
            )
            .map((c) => (
              <button
                key={c}
                type="button"
                className={`${BTN_SOFT} min-h-16`}
                data-testid={`play-${c}`}
                onClick={() => {
                  setPanel('main');
                  if (c === 'knight') setMode({ k: 'knight' });
                  else if (c === 'roadBuilding') {
                    // No free piece fits anywhere (all out, or no path): the card is played
                    // for nothing at once, as decide takes it, instead of a board with no spot.
                    const free = freeRoadSpots(view, ctx, actor);
                    if (free.roads.length + free.ships.length === 0)
                      void act({ type: 'playRoadBuilding', seat: actor, edges: [], ships: [] });
                    else setMode({ k: 'roadBuilding', roads: [], ships: [] });
                  } else if (c === 'yearOfPlenty') setPanel('yearOfPlenty');
                  else if (c === 'monopoly') setPanel('monopoly');
                  else void act({ type: 'playVictoryPoint', seat: actor });
                }}
              >
                {c === 'victoryPoint' ? t.revealVp : t.devCards[c]}
              </button>
            ))}
        </div>
        <button type="button" className={BTN_SOFT} onClick={() => setPanel('main')}>
          {t.cancel}
        </button>
      </div>
    );

  // What the hand lacks only where the group shows what the active player can afford (its own
  // view read); otherwise the public table's builds: a spot, never the hand (issue 28).
  const mine = own ? legalActions(own, actor) : legal;
  const builds = new Map(mine.builds.map((b) => [b.item, b] as const));
  const pieces = (['road', 'ship', 'settlement', 'city'] as const).filter((p) => builds.has(p));
  return (
    <div
      className="flex flex-col gap-3"
      data-testid="actions"
      // Only where the group shows what the active player can afford: false until the seat's
      // own view is here (the buttons then offer what the hand pays).
      data-hand-known={readSeat ? own !== null : undefined}
    >
      <h2 className="text-2xl font-bold">{between ? t.builderOf(name) : t.turnOf(name)}</h2>
      <div className="grid grid-cols-2 gap-2">
        {pieces.map((p) => {
          const short = builds.get(p)?.missing ?? undefined;
          // "Ready" only where the engine lists a spot: paid cards without a legal spot say so.
          const noSpot = (builds.get(p)?.spots.length ?? 0) === 0;
          const noneLeft = builds.get(p)?.piecesLeft === 0;
          const unpaid = short !== undefined && !affordable(short);
          const blocked = unpaid || noSpot;
          return (
            <button
              key={p}
              type="button"
              aria-disabled={blocked || undefined}
              className={`${BTN_SOFT} flex min-h-16 flex-col items-start gap-1 text-left ${blocked ? 'opacity-70' : ''}`}
              data-testid={`build-${p}`}
              onClick={() => {
                if (!blocked) setMode({ k: 'build', piece: p });
              }}
            >
              <span>{t.pieces[p]}</span>
              {noSpot && !unpaid ? (
                <span
                  className="text-base text-amber-200"
                  data-testid="shortfall"
                  data-ready="false"
                  data-reason={noneLeft ? 'no-pieces' : 'no-spot'}
                >
                  {noneLeft ? <Refusal lang={lang} code="ERR_NO_PIECES" /> : t.noSpot}
                </span>
              ) : short !== undefined ? (
                <Shortfall short={short} deckEmpty={false} nicknames={nicknames} />
              ) : (
                <Cost cost={builds.get(p)?.cost ?? {}} nicknames={nicknames} />
              )}
            </button>
          );
        })}
        {mine.buyDev
          ? (() => {
              const short = mine.buyDev.missing ?? undefined;
              const empty = mine.buyDev.deckEmpty;
              const blocked = mine.buyDev.ready === false;
              return (
                <button
                  type="button"
                  aria-disabled={blocked || undefined}
                  className={`${BTN_SOFT} flex min-h-16 flex-col items-start gap-1 text-left ${blocked ? 'opacity-70' : ''}`}
                  data-testid="buy-dev"
                  onClick={() => {
                    if (blocked) return;
                    if (mine.buyDev?.declare) setPanel('declare');
                    else void act({ type: 'buyDev', seat: actor });
                  }}
                >
                  <span className="[overflow-wrap:anywhere] hyphens-auto">
                    {t.buy}: {t.devCard}
                  </span>
                  {short !== undefined || empty ? (
                    <Shortfall short={short ?? {}} deckEmpty={empty} nicknames={nicknames} />
                  ) : (
                    <Cost cost={mine.buyDev.cost} nicknames={nicknames} />
                  )}
                </button>
              );
            })()
          : null}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {legal.shipMoves.length > 0 ? (
          <button
            type="button"
            className={`${BTN_SOFT} min-h-16`}
            data-testid="move-ship"
            onClick={() => setMode({ k: 'moveShip', from: null })}
          >
            {t.moveShip}
          </button>
        ) : null}
        {legal.bankTrades.length > 0 || legal.playerTrades !== null ? (
          <button
            type="button"
            className={`${BTN_SOFT} flex min-h-16 items-center justify-center gap-2`}
            data-testid="open-trade"
            onClick={() => setPanel('trade')}
          >
            <Glyph name="trade" />
            {t.trade}
          </button>
        ) : null}
        {legal.dev.kinds.length > 0 ? (
          <button
            type="button"
            className={`${BTN_SOFT} flex min-h-16 items-center justify-center gap-2`}
            data-testid="open-dev"
            // Every card in hand bought this turn, none a victory point to show: nothing to play.
            disabled={!devOld && legal.dev.reveal !== true}
            onClick={() => setPanel('dev')}
          >
            <Glyph name="card" />
            {t.playCard}
          </button>
        ) : null}
      </div>
      {legal.endTurn ? (
        <EndTurnButton onClick={() => void act({ type: 'endTurn', seat: actor })} />
      ) : null}
      {ctx.ruleset.devDeck ? (
        <p className="text-base text-stone-300">{t.devLeft(view.devDeckCount)}</p>
      ) : null}
    </div>
  );
}

/**
 * After a 7: who owes how many cards, each answered here — or on the player's phone, offered
 * only when phone input is on and that phone is connected (or the tablet cannot know).
 */
export function DiscardPanel({
  view,
  nicknames,
  act,
  owed,
  phoneInput,
  online,
}: Pick<TurnPanelProps, 'view' | 'nicknames' | 'act' | 'phoneInput' | 'online' | 'readSeat'> & {
  owed: readonly number[];
}) {
  const t = useLazyWords(TABLE);
  const [open, setOpen] = useState<Seat | null>(null);
  const due = owed.map((n, seat) => ({ seat, n })).filter((x) => x.n > 0);
  return (
    <div className="flex flex-col gap-3" data-testid="discard-panel">
      <h2 className="text-3xl font-bold">{t.discardsTitle}</h2>
      <ul className="flex flex-col gap-2">
        {due.map(({ seat, n }) => (
          <li
            key={seat}
            className="flex flex-wrap items-center gap-2 rounded-xl bg-stone-800 p-2"
            data-testid={`owes-${seat}`}
            data-owed={n}
          >
            <SeatMark
              seat={seat}
              color={view.config.players[seat]?.color ?? ''}
              name={nameOf(view.config, seat)}
              size={36}
            />
            <span className="text-xl font-semibold">{t.owes(nameOf(view.config, seat), n)}</span>
            {offersPhone(phoneInput, online, seat) ? (
              <span className="text-base text-stone-300" data-testid={`on-phone-${seat}`}>
                ({t.onPhone})
              </span>
            ) : null}
            <button
              type="button"
              className={`${BTN_SOFT} ml-auto`}
              data-testid={`discard-open-${seat}`}
              onClick={() => setOpen(seat)}
            >
              {t.pickCards(n)}
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (owed[open] ?? 0) > 0 ? (
        // Inside the private moment: the hand is read and shown only once its owner alone looks.
        <PrivateDiscard
          view={view}
          seat={open}
          count={owed[open] ?? 0}
          nicknames={nicknames}
          act={act}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
