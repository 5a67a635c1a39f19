'use client';
// The phone's own moves beyond discards and picks, each drawn from this seat's legal actions
// (lib/game/legal.ts) and sent as a command for this seat only; the engine decides:
// declaring a card drawn from the box (real cards), offering the active player a trade, and
// answering the offers made to this seat's player on its turn.
import { useState } from 'react';
import { ResourceIcon } from '@/app/ui/resource-icon';
import type { Command, GameView, Hand } from '@/lib/game';
import { type LegalActions, legalActions } from '@/lib/game/legal';
import { getRuleset } from '@/lib/rules';
import { useLazyWords } from '../ui/lazy-words';
import { useLang } from '../ui/use-lang';
import { SEAT } from './i18n';
import { SEAT_ACTIONS } from './i18n-actions';

const CARD = 'rounded-2xl bg-white p-4 shadow-sm dark:bg-stone-800';
const H2 = 'text-lg font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300';
const BTN =
  'min-h-12 rounded-xl px-4 text-xl font-semibold disabled:opacity-40 focus-visible:outline focus-visible:outline-4 focus-visible:outline-sky-400';
const MAIN = `${BTN} bg-sky-700 text-white`;
const SOFT = `${BTN} bg-stone-200 text-stone-900 dark:bg-stone-700 dark:text-stone-100`;
const STEP =
  'min-h-12 min-w-12 rounded-xl bg-stone-200 text-2xl font-bold text-stone-900 disabled:opacity-40 dark:bg-stone-700 dark:text-stone-100';

export interface SeatActionsProps {
  readonly view: GameView;
  readonly seat: number;
  /** Whether commands may go now (phone input on, live, none on its way). */
  readonly canSend: boolean;
  readonly send: (c: Command) => void;
  readonly label: (r: string) => string;
  readonly name: (s: number) => string;
}

/** Every own move this seat may make now, each a small card; nothing when there is none. */
export function SeatActions(p: SeatActionsProps) {
  const legal = legalActions(p.view, p.seat);
  return (
    <>
      {legal.tradeAnswers.length > 0 && <TradeAnswers {...p} />}
      {(legal.dev.unknown ?? 0) > 0 && <UnknownCards {...p} />}
      {legal.tradeOffer && <TradeOffer {...p} offer={legal.tradeOffer} />}
    </>
  );
}

const cardsText = (h: Hand, label: (r: string) => string) =>
  Object.entries(h)
    .filter(([, n]) => n > 0)
    .map(([r, n]) => `${n} ${label(r)}`)
    .join(', ');

/** Real cards: the drawn cards the app does not know, declared here (private) if the player likes. */
function UnknownCards({ view, seat, canSend, send }: SeatActionsProps) {
  const { lang } = useLang();
  const t = SEAT_ACTIONS[lang];
  const names = useLazyWords(SEAT).devNames;
  const dev = legalActions(view, seat).dev;
  const n = dev.unknown ?? 0;
  const [sure, setSure] = useState(false);
  return (
    <section className={CARD} data-testid="seat-unknown" data-unknown={n}>
      <h2 className={H2}>{t.unknownTitle(n)}</h2>
      <p className="mt-1 text-base text-stone-600 dark:text-stone-300">{t.unknownHint}</p>
      {dev.declare && (
        <>
          <p className="mt-3 text-xl font-semibold">{t.declareAs}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {dev.declareCommands.map((c) => (
              <button
                key={c.card}
                type="button"
                className={SOFT}
                data-testid={`declare-${c.card}`}
                disabled={!canSend}
                onClick={() => send(c)}
              >
                {names[c.card]}
              </button>
            ))}
          </div>
        </>
      )}
      {dev.reveal === true && dev.revealCommand && (
        // Apart from the private declare buttons and asked again (regression, issue 28: one
        // tap under them turned a card face up for the whole table).
        <div className="mt-5 border-t border-stone-300 pt-4 dark:border-stone-600">
          {sure ? (
            <div className="space-y-3" data-testid="reveal-vp-sure">
              <p className="text-xl font-semibold">{t.revealVpSure}</p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={MAIN}
                  data-testid="reveal-vp-yes"
                  disabled={!canSend}
                  onClick={() => {
                    setSure(false);
                    if (dev.revealCommand) send(dev.revealCommand);
                  }}
                >
                  {t.revealVpYes}
                </button>
                <button
                  type="button"
                  className={SOFT}
                  data-testid="reveal-vp-no"
                  onClick={() => setSure(false)}
                >
                  {t.revealVpNo}
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className={SOFT}
              data-testid="reveal-vp"
              disabled={!canSend}
              onClick={() => setSure(true)}
            >
              {t.revealVp}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** An offer to the active player: what this seat gives (from its hand) and what it asks. */
function TradeOffer({
  view,
  seat,
  canSend,
  send,
  label,
  name,
  offer,
}: SeatActionsProps & { offer: NonNullable<LegalActions['tradeOffer']> }) {
  const to = offer.to;
  const { lang } = useLang();
  const t = SEAT_ACTIONS[lang];
  const resources = getRuleset(view.config.ruleset).resources;
  const hand = view.players[seat]?.hand ?? {};
  const [give, setGive] = useState<Record<string, number>>({});
  const [get, setGet] = useState<Record<string, number>>({});
  const mine = view.turn.offers?.find((o) => o.from === seat);
  const some = (h: Record<string, number>) => Object.values(h).some((n) => n > 0);
  const ready = some(give) && some(get);
  const row = (
    side: 'give' | 'get',
    h: Record<string, number>,
    set: (h: Record<string, number>) => void,
  ) => (
    <ul className="mt-1 space-y-1" data-testid={`offer-${side}`}>
      {resources.map((r) => {
        const n = h[r] ?? 0;
        const other = side === 'give' ? get : give;
        const max = side === 'give' ? (hand[r] ?? 0) : 19;
        return (
          <li key={r} className="flex items-center gap-2" data-resource={r} data-count={n}>
            <ResourceIcon resource={r} size={32} />
            <span className="flex-1 text-lg">{label(r)}</span>
            <button
              type="button"
              className={STEP}
              aria-label={t.less(label(r))}
              data-testid={`${side}-less-${r}`}
              disabled={n === 0}
              onClick={() => set({ ...h, [r]: n - 1 })}
            >
              −
            </button>
            <span className="w-8 text-center text-2xl font-bold tabular-nums">{n}</span>
            <button
              type="button"
              className={STEP}
              aria-label={t.more(label(r))}
              data-testid={`${side}-more-${r}`}
              disabled={n >= max || (other[r] ?? 0) > 0}
              onClick={() => set({ ...h, [r]: n + 1 })}
            >
              +
            </button>
          </li>
        );
      })}
    </ul>
  );
  return (
    <section className={CARD} data-testid="seat-offer">
      <h2 className={H2}>{t.tradeTitle(name(to))}</h2>
      {mine && (
        <p
          className="mt-2 rounded-xl border-2 border-sky-600 px-3 py-2"
          data-testid="offer-waiting"
        >
          {t.offerWaiting(cardsText(mine.give, label), cardsText(mine.get, label))}
        </p>
      )}
      <p className="mt-3 text-xl font-semibold">{t.youGive}</p>
      {row('give', give, setGive)}
      <p className="mt-3 text-xl font-semibold">{t.youGet}</p>
      {row('get', get, setGet)}
      <button
        type="button"
        className={`${MAIN} mt-3 w-full`}
        data-testid="send-offer"
        disabled={!canSend || !ready}
        onClick={() => {
          send({ ...offer.command, give, get });
          setGive({});
          setGet({});
        }}
      >
        {t.sendOffer}
      </button>
    </section>
  );
}

/** The offers other seats made this seat's player on its turn: accept or decline each. */
function TradeAnswers({ view, seat, canSend, send, label, name }: SeatActionsProps) {
  const { lang } = useLang();
  const t = SEAT_ACTIONS[lang];
  const offers = legalActions(view, seat).tradeAnswers;
  return (
    <section className={`${CARD} border-2 border-sky-600`} data-testid="seat-offers">
      <h2 className={H2}>{t.offersTitle}</h2>
      <ul className="mt-2 space-y-3">
        {offers.map((o) => (
          <li key={o.from} data-from={o.from}>
            <p className="text-xl">
              {t.offerLine(name(o.from), cardsText(o.give, label), cardsText(o.get, label))}
            </p>
            <div className="mt-2 flex gap-2">
              <button
                type="button"
                className={MAIN}
                data-testid={`accept-${o.from}`}
                disabled={!canSend}
                onClick={() => send(o.accept)}
              >
                {t.accept}
              </button>
              <button
                type="button"
                className={SOFT}
                data-testid={`decline-${o.from}`}
                disabled={!canSend}
                onClick={() => send(o.decline)}
              >
                {t.decline}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
