'use client';
// The development cards' feature panel: buying a card, the cards that may be played (the
// seat's own where its view is read, else every kind the turn allows: the player says which),
// monopoly's and year of plenty's picks, a card of any kind before the roll (the rules: at any
// time in the turn), and free roads owed by a road building played from a phone. The cards
// are named as the ruleset's deck prints them (the house variant's own names, seed 000).

import { useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { useLang } from '@/app/ui/use-lang';
import { contextOf } from '@/lib/game/context';
import type { DevPlay } from '@/lib/game/legal';
import { DEV_CARDS, type DevCard } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { devNamesFor } from '@/lib/i18n/cards';
import { resName } from '../describe';
import { FreeRoadsPrompt } from '../free-roads';
import { Glyph } from '../glyphs';
import { TABLE } from '../i18n';
import { BTN_SOFT, ResourceChoice } from '../pickers';
import type { FeaturePanel, PanelCtx } from './kit';
import { Cost, Shortfall } from './shortfall';

/** The table's words with the cards named as this ruleset's deck prints them (lib/i18n/cards.ts). */
function useCardWords(view: GameView) {
  const { lang } = useLang();
  const words = useLazyWords(TABLE);
  const names = contextOf(view.config).ruleset.devDeck?.names;
  return { ...words, devCards: devNamesFor(words.devCards, lang, names) };
}

/** The plays the engine lists: the seat's own cards where known, else every kind allowed. */
function plays(c: PanelCtx) {
  const all = c.legal.dev.cards ?? c.legal.dev.offers;
  return <K extends DevCard>(k: K) =>
    all.find((x): x is Extract<DevPlay, { card: K }> => x.card === k);
}

/** Monopoly: the resource every other seat hands over. */
function MonopolySheet(c: PanelCtx) {
  const t = useCardWords(c.view);
  const { nicknames, act, setSheet } = c;
  const monopoly = plays(c)('monopoly');
  return (
    <div className="flex flex-col gap-3" data-testid="monopoly-panel">
      <h2 className="text-2xl font-bold">
        {t.devCards.monopoly}: {t.pickOne}
      </h2>
      <ResourceChoice
        resources={monopoly?.resources ?? []}
        nicknames={nicknames}
        testid="monopoly-pick"
        onPick={(r) => {
          const c = monopoly?.commands[monopoly.resources.indexOf(r)];
          if (c) void act(c).then(() => setSheet('main'));
        }}
      />
      <button type="button" className={BTN_SOFT} onClick={() => setSheet('main')}>
        {t.cancel}
      </button>
    </div>
  );
}

/** Year of plenty: only the pairs the bank can give now, first pick then second (legalActions). */
function YearOfPlentySheet(c: PanelCtx) {
  const { lang } = useLang();
  const t = useCardWords(c.view);
  const { nicknames, act, setSheet, legal } = c;
  const [yop, setYop] = useState<string | null>(null);
  const card = plays(c);
  const yopPairs = legal.dev.yearOfPlentyPairs;
  const yopChoices = [
    ...new Set(yopPairs.filter((p) => yop === null || p[0] === yop).map((p) => p[yop ? 1 : 0])),
  ];
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
            const i = yopPairs.findIndex((p) => p[0] === yop && p[1] === r);
            const c = card('yearOfPlenty')?.pairs[i];
            if (c) void act(c).then(() => setSheet('main'));
            setYop(null);
          }
        }}
      />
      <button
        type="button"
        className={BTN_SOFT}
        onClick={() => {
          setYop(null);
          setSheet('main');
        }}
      >
        {t.cancel}
      </button>
    </div>
  );
}

/** A card named as it is bought, where the box says which (the list's buyDev, named). */
function DeclareSheet({ view, legal, act, setSheet }: PanelCtx) {
  const t = useCardWords(view);
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
            onClick={() => {
              const buy = legal.buyDev?.command;
              if (buy) void act({ ...buy, card: c }).then(() => setSheet('main'));
            }}
          >
            {t.devCards[c]}
          </button>
        ))}
      </div>
      <button type="button" className={BTN_SOFT} onClick={() => setSheet('main')}>
        {t.cancel}
      </button>
    </div>
  );
}

/** The kinds the turn allows (public); a victory point card may also be shown. */
function DevSheet(c: PanelCtx) {
  const t = useCardWords(c.view);
  const { legal, act, setSheet, setMode } = c;
  const card = plays(c);
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
                setSheet('main');
                if (c === 'knight') setMode({ k: 'knight' });
                else if (c === 'roadBuilding') {
                  // No free piece fits anywhere (all out, or no path): the card is played
                  // for nothing at once, as decide takes it, instead of a board with no spot.
                  const rb = card('roadBuilding');
                  if (!rb) return;
                  if (rb.roads.length + rb.ships.length === 0) void act(rb.laid);
                  else setMode({ k: 'roadBuilding', count: rb.count, roads: [], ships: [] });
                } else if (c === 'yearOfPlenty') setSheet('yearOfPlenty');
                else if (c === 'monopoly') setSheet('monopoly');
                else {
                  const vp = legal.dev.revealCommand ?? card('victoryPoint')?.command;
                  if (vp) void act(vp);
                }
              }}
            >
              {c === 'victoryPoint' ? t.revealVp : t.devCards[c]}
            </button>
          ))}
      </div>
      <button type="button" className={BTN_SOFT} onClick={() => setSheet('main')}>
        {t.cancel}
      </button>
    </div>
  );
}

/**
 * Buying a development card: its cost; what the hand lacks only where the group shows what the
 * active player can afford (`mine`, its own view; issue 28).
 */
function BuyDev({ mine, act, nicknames, setSheet }: PanelCtx) {
  const t = useLazyWords(TABLE);
  return (
    <>
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
                  if (mine.buyDev?.declare) setSheet('declare');
                  else if (mine.buyDev) void act(mine.buyDev.command);
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
    </>
  );
}

/**
 * A card before the roll (a development card in hand: a public count): the knight in one tap,
 * and the other kinds the engine lists now through the cards' sheet.
 */
function CardsEarly({ view, legal, devOld, setMode, setSheet }: PanelCtx) {
  const t = useCardWords(view);
  const others = legal.dev.kinds.some((k) => k !== 'knight' && k !== 'victoryPoint');
  return (
    <>
      {legal.dev.kinds.includes('knight') ? (
        <button
          type="button"
          disabled={!devOld}
          aria-label={t.devCards.knight}
          title={t.devCards.knight}
          className={`${BTN_SOFT} flex shrink-0 items-center gap-2`}
          data-testid="play-knight-early"
          onClick={() => setMode({ k: 'knight' })}
        >
          <Glyph name="knight" />
          {/* Named in words only on a wide screen: narrower, the glyph keeps the prompt on one
              line so the whole dice pad stays in sight (table-layout.test.ts at 1024×768). */}
          <span className="hidden xl:inline">{t.devCards.knight}</span>
        </button>
      ) : null}
      {others ? (
        // A glyph only, named for screen readers: beside the knight it keeps the prompt on one
        // line, so the pad below stays in sight (table-layout.test.ts).
        <button
          type="button"
          disabled={!devOld}
          aria-label={t.playCard}
          title={t.playCard}
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-stone-700 text-stone-50 hover:bg-stone-600 focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-300 disabled:opacity-40"
          data-testid="play-card-early"
          onClick={() => setSheet('dev')}
        >
          <Glyph name="card" />
        </button>
      ) : null}
    </>
  );
}

/** The button that opens the cards to play. */
function OpenDev({ legal, devOld, setSheet }: PanelCtx) {
  const t = useLazyWords(TABLE);
  return (
    <button
      type="button"
      className={`${BTN_SOFT} flex min-h-16 items-center justify-center gap-2`}
      data-testid="open-dev"
      // Every card in hand bought this turn, none a victory point to show: nothing to play.
      disabled={!devOld && legal.dev.reveal !== true}
      onClick={() => setSheet('dev')}
    >
      <Glyph name="card" />
      {t.playCard}
    </button>
  );
}

function DeckLeft({ view }: PanelCtx) {
  const t = useLazyWords(TABLE);
  return <p className="text-base text-stone-300">{t.devLeft(view.devDeckCount)}</p>;
}

export const dev: FeaturePanel = {
  owed: (c) =>
    c.legal.freeRoads ? (
      <FreeRoadsPrompt free={c.legal.freeRoads} name={c.name} act={c.act} />
    ) : null,
  beforeRoll: (c) =>
    c.legal.dev.kinds.length > 0 && c.legal.dev.held > 0 ? <CardsEarly {...c} /> : null,
  sheet: (c) =>
    c.sheet === 'monopoly' ? (
      <MonopolySheet {...c} />
    ) : c.sheet === 'yearOfPlenty' ? (
      <YearOfPlentySheet {...c} />
    ) : c.sheet === 'declare' ? (
      <DeclareSheet {...c} />
    ) : c.sheet === 'dev' ? (
      <DevSheet {...c} />
    ) : null,
  pieces: (c) => (c.legal.buyDev ? <BuyDev {...c} /> : null),
  moves: (c) => (c.legal.dev.kinds.length > 0 ? <OpenDev {...c} /> : null),
  foot: (c) => <DeckLeft {...c} />,
};
