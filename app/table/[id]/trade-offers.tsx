'use client';
// The offers other seats' phones made the active player, on the tablet: the host accepts or
// declines each for the active player (answerTrade). Drawn from the active seat's legal
// actions (tradeAnswers); it decides nothing.
import { useLang } from '@/app/ui/use-lang';
import { legalActions } from '@/lib/game/legal';
import type { Command, Seat } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { cardsText, nameOf } from './describe';
import { SEAT_ACTION_WORDS } from './i18n-seat-actions';
import { BTN_MAIN, BTN_SOFT } from './pickers';

export function TradeOffers({
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
  const offers = legalActions(view, actor).tradeAnswers;
  if (offers.length === 0) return null;
  const w = SEAT_ACTION_WORDS[lang];
  const n = (s: Seat) => nameOf(view.config, s);
  return (
    <section
      className="mb-3 rounded-xl border-2 border-sky-500 p-3 text-stone-100"
      data-testid="trade-offers"
    >
      <h2 className="text-2xl font-bold">{w.offersTitle}</h2>
      <ul className="mt-2 space-y-3">
        {offers.map((o) => (
          <li key={o.from} data-from={o.from}>
            <p className="text-xl">
              {w.offerLine(
                n(o.from),
                n(actor),
                cardsText(lang, o.give, nicknames),
                cardsText(lang, o.get, nicknames),
              )}
            </p>
            <div className="mt-2 flex gap-2">
              <button
                type="button"
                className={BTN_MAIN}
                data-testid={`offer-accept-${o.from}`}
                onClick={() => void act(o.accept)}
              >
                {w.accept}
              </button>
              <button
                type="button"
                className={BTN_SOFT}
                data-testid={`offer-decline-${o.from}`}
                onClick={() => void act(o.decline)}
              >
                {w.decline}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
