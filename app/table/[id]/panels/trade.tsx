'use client';
// The trade feature's panel: a bank trade at the seat's rates (the legal list's, one lot per
// tap or several at once) or a trade with another player, and the button that opens it.

import { useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { ResourceIcon } from '@/app/ui/resource-icon';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import { contextOf } from '@/lib/game/context';
import { type BankTrade, bankLots, legalActions, returnLimits } from '@/lib/game/legal';
import type { Hand, Seat } from '@/lib/game/types';
import { cardsText, nameOf, resName } from '../describe';
import { Glyph } from '../glyphs';
import { TABLE } from '../i18n';
import { BTN_MAIN, BTN_SOFT, CardsForm, HandPicker, handTotal } from '../pickers';
import { useSeatView } from '../seat-view';
import type { FeaturePanel, PanelCtx, TurnPanelProps } from './kit';
import { Shortfall } from './shortfall';

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
  const offer = legal.bankTrades.find((b) => b.give === give);
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
          {offer ? (
            <BankGet
              key={offer.give}
              view={view}
              nicknames={nicknames}
              actor={actor}
              act={act}
              close={close}
              offer={offer}
              lots={ownTrades?.find((b) => b.give === offer.give)?.lots ?? null}
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
  offer,
  lots: ownLots,
}: Pick<TurnPanelProps, 'view' | 'nicknames' | 'actor' | 'act'> & {
  close: () => void;
  /** The legal list's bank trade for the resource given: its rate, what the bank gives. */
  offer: BankTrade;
  /** Whole lots the acting seat's hand pays, from its own view; null: not known here. */
  lots: number | null;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const ctx = contextOf(view.config);
  const { give, rate } = offer;
  // The bank's stock where it can run out (the engine's list says where).
  const limits = offer.stock;
  const stock = (r: string): number => (limits ? (limits[r] ?? 0) : Number.POSITIVE_INFINITY);
  const offered = offer.get;
  const out = ctx.resources.filter((r) => r !== give && !offered.includes(r));
  const bankCards = offered.reduce((a, r) => a + stock(r), 0);
  // The lots the hand pays (the seat's own view), else what the card count allows.
  const paid = ownLots ?? offer.lots ?? Math.floor((view.players[actor]?.handCount ?? 0) / rate);
  const maxLots = Math.max(1, Math.min(4, paid, bankCards));
  const [lots, setLots] = useState(1);
  const [pick, setPick] = useState<Hand>({});
  // One lot's command from the list, for `n` lots with the cards picked (`get`).
  const one = offer.commands[0];
  const trade = (get: Hand, n: number) => {
    if (one) void act({ ...bankLots(one, n), get }).then((ok) => ok && close());
  };
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
              onClick={() => {
                const c = offer.commands[offered.indexOf(r)];
                if (c) void act(c).then((ok) => ok && close());
              }}
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
            onSubmit={(h) => {
              const c = legalActions(view, actor).playerTrades?.commands.find(
                (x) => x.with === other,
              );
              if (c) void act({ ...c, give, get: h }).then((ok) => ok && close());
            }}
          />
        </>
      ) : null}
    </div>
  );
}

/** The button that opens the trade sheet, where the list offers a trade. */
function OpenTrade({ setSheet }: Pick<PanelCtx, 'setSheet'>) {
  const t = useLazyWords(TABLE);
  return (
    <button
      type="button"
      className={`${BTN_SOFT} flex min-h-16 items-center justify-center gap-2`}
      data-testid="open-trade"
      onClick={() => setSheet('trade')}
    >
      <Glyph name="trade" />
      {t.trade}
    </button>
  );
}

export const trade: FeaturePanel = {
  sheet: (c) =>
    c.sheet === 'trade' ? (
      <TradePanel
        view={c.view}
        nicknames={c.nicknames}
        actor={c.actor}
        act={c.act}
        close={() => c.setSheet('main')}
        readSeat={c.readSeat}
      />
    ) : null,
  moves: (c) =>
    c.legal.bankTrades.length > 0 || c.legal.playerTrades !== null ? (
      <OpenTrade setSheet={c.setSheet} />
    ) : null,
};
