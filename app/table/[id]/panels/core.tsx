'use client';
// The core feature's panel: who starts, the set-up, the cards chosen at the start, what the
// board is being tapped for, the roll, the pieces to build and the end of the turn.

import type { ReactNode } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import { contextOf } from '@/lib/game/context';
import type { CommandOf, LegalActions } from '@/lib/game/legal';
import { affordable } from '@/lib/game/missing';
import type { Command } from '@/lib/game/types';
import { Glyph } from '../glyphs';
import { TABLE } from '../i18n';
import { NobodyBuilds } from '../nobody-builds';
import { Die } from '../payout-banner';
import { BTN_MAIN, BTN_SOFT, CardsForm } from '../pickers';
import { Refusal } from '../refusal';
import { StartRollEntry } from '../start-roll-entry';
import { DicePad } from './dice-pad';
import type { FeaturePanel, PanelCtx, TurnPanelProps } from './kit';
import { Cost, Shortfall } from './shortfall';

/** Who starts: the app rolls for it, or the table taps the winner of its own roll. */
export function OrderPanel({
  view,
  order,
  act,
}: Pick<TurnPanelProps, 'view' | 'act'> & {
  /** The legal list's decideOrder: the app's roll, or each seat named first. */
  readonly order: NonNullable<LegalActions['decideOrder']>;
}) {
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
          onClick={() => void act(order.roll)}
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
            disabled={!order.first[i]}
            onClick={() => {
              const c = order.first[i];
              if (c) void act(c);
            }}
          >
            <SeatMark seat={i} color={p.color} name={p.name} size={32} />
            {p.name}
          </button>
        ))}
      </div>
      <StartRollEntry view={view} command={order.rolls} act={act} />
    </div>
  );
}

/** Set-up: the settlement first, then the road beside it (the engine lists the spots of the one due). */
function SetupPrompt({ legal, name }: Pick<PanelCtx, 'legal' | 'name'>) {
  const t = useLazyWords(TABLE);
  const piece =
    legal.setup && legal.setup.settlements.length === 0 ? t.pieces.road : t.pieces.settlement;
  return (
    <div className="flex flex-col gap-2" data-testid="setup-prompt">
      <h2 className="text-3xl font-bold">{t.placeSetup(name, piece)}</h2>
      <p className="text-xl text-stone-300">{t.tapSpot}</p>
    </div>
  );
}

/** Intimate Settlers' start: the cards this seat chooses, into the listed command. */
function ChooseCards({ view, nicknames, legal, name, act }: PanelCtx) {
  const t = useLazyWords(TABLE);
  const choose = legal.chooseCards;
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-2xl font-bold">{t.chooseCards(name, choose?.count ?? 0)}</h2>
      <CardsForm
        resources={contextOf(view.config).resources}
        nicknames={nicknames}
        count={choose?.count ?? 0}
        confirm={t.confirm}
        testid="choose-cards"
        onSubmit={(h) => {
          if (choose) void act({ ...choose.command, cards: h });
        }}
      />
    </div>
  );
}

/** What the board is being tapped for (a piece, road building's free pieces, a ship's move). */
function BoardPrompt({ mode, setMode, spots }: PanelCtx) {
  const t = useLazyWords(TABLE);
  if (mode.k !== 'build' && mode.k !== 'roadBuilding' && mode.k !== 'moveShip') return null;
  return (
    <div className="flex flex-col gap-2" data-testid="build-prompt">
      <h2 className="text-3xl font-bold">
        {mode.k === 'build'
          ? t.pieces[mode.piece]
          : mode.k === 'moveShip'
            ? t.moveShip
            : t.roadBuildingPrompt(mode.count - mode.roads.length - mode.ships.length)}
      </h2>
      <p className="text-xl text-stone-300" data-testid="spot-hint">
        {spots === 0 ? t.noSpot : t.tapSpot}
      </p>
      <button type="button" className={BTN_SOFT} onClick={() => setMode({ k: 'none' })}>
        {t.cancel}
      </button>
    </div>
  );
}

/** The roll: its prompt with what other features put beside it, and the dice pad. */
function RollPanel({
  view,
  name,
  act,
  roll,
  beside,
}: Pick<PanelCtx, 'view' | 'name' | 'act'> & { roll: CommandOf<'roll'>; beside: ReactNode }) {
  const t = useLazyWords(TABLE);
  return (
    <div className="flex flex-col gap-3">
      {/* A knight before the roll sits beside the prompt, above the pad, so it is never pushed off. */}
      {/* The prompt is never narrower than its longest word ("tärningarna" spilled under the
          knight's button): the buttons beside it go under it instead. */}
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-min flex-1 text-2xl font-bold xl:text-3xl">{t.rollPrompt(name)}</h2>
        {beside}
      </div>
      <DicePad view={view} command={roll} act={act} />
    </div>
  );
}

/**
 * The pieces the ruleset sells, each by its cost and legal spot; what the hand lacks only where
 * the group shows what the active player can afford (`mine`, its own view; issue 28).
 */
function BuildButtons({ mine, nicknames, setMode }: PanelCtx) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const builds = new Map(mine.builds.map((b) => [b.item, b] as const));
  const pieces = (['road', 'ship', 'settlement', 'city'] as const).filter((p) => builds.has(p));
  return (
    <>
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
    </>
  );
}

/**
 * The turn's last step, the same big button on the island's and Starfarers' panels. It stays
 * in sight at the foot of the side column while the panel above it is taller than the screen
 * (at 1024×768 the build cards pushed it below the fold, so every turn began with a scroll).
 */
export function EndTurnButton({
  command,
  act,
  above,
}: {
  readonly command: CommandOf<'endTurn'>;
  readonly act: (c: Command) => Promise<boolean>;
  /** Kept in sight with it: "nobody builds" in the special building phase. */
  readonly above?: ReactNode;
}) {
  const t = useLazyWords(TABLE);
  return (
    <div className="sticky bottom-0 z-10 -my-1 flex flex-col gap-2 bg-stone-900 py-1">
      {above}
      <button
        type="button"
        className={`${BTN_MAIN} flex min-h-16 w-full items-center justify-center gap-3 text-2xl`}
        data-testid="end-turn"
        onClick={() => void act(command)}
      >
        {t.endTurn}
        <Glyph name="next" size={28} />
      </button>
    </div>
  );
}

/**
 * The end of the turn, where the list offers it; "nobody builds" just above it between turns,
 * both in sight however tall the build cards are.
 */
function EndTurn({ legal, act }: { legal: LegalActions; act: (c: Command) => Promise<boolean> }) {
  if (!legal.endTurn) return null;
  const rest = legal.nobodyBuilds ? <NobodyBuilds command={legal.nobodyBuilds} act={act} /> : null;
  return <EndTurnButton command={legal.endTurn} act={act} above={rest} />;
}

export const core: FeaturePanel = {
  start: (c) =>
    c.legal.decideOrder ? (
      <OrderPanel view={c.view} order={c.legal.decideOrder} act={c.act} />
    ) : c.view.phase === 'setup' ? (
      <SetupPrompt legal={c.legal} name={c.name} />
    ) : c.view.phase === 'choose' ? (
      <ChooseCards {...c} />
    ) : null,
  tapping: (c) =>
    c.mode.k === 'build' || c.mode.k === 'roadBuilding' || c.mode.k === 'moveShip' ? (
      <BoardPrompt {...c} />
    ) : null,
  roll: (c, beside) =>
    c.legal.roll ? (
      <RollPanel view={c.view} name={c.name} act={c.act} roll={c.legal.roll} beside={beside} />
    ) : null,
  pieces: (c) => <BuildButtons {...c} />,
  foot: (c) => <EndTurn legal={c.legal} act={c.act} />,
};

export type { TurnPanelProps };
