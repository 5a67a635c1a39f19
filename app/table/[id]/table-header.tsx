'use client';
// The table's header: whose turn it is and the round, undo and redo (with what they take back
// or bring again), the board's quarter turn, the flip to face the far side, the menu and the
// language switch.

import type { LiveGame } from '@/app/live/use-live-game';
import { LangSwitch } from '@/app/ui/lang-switch';
import { useLazyWords } from '@/app/ui/lazy-words';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import type { Seat } from '@/lib/game/types';
import type { GameView, SeenEvent } from '@/lib/game/view';
import type { Lang } from '@/lib/i18n/names';
import { headline } from './describe';
import { Glyph } from './glyphs';
import { TABLE } from './i18n';
import { LAYOUT } from './i18n-layout';
import { TableMenu } from './menu';
import { BTN_SOFT } from './pickers';
import { UndoWho } from './undo-who';

export function TableHeader({
  view,
  actor,
  live,
  busy,
  readOnly,
  undoText,
  undoEvent,
  redoText,
  step,
  printed,
  quarter,
  turnBoard,
  flipped,
  flip,
  gameId,
  token,
  onRules,
  setLang,
  nicknames,
  setNicknames,
}: {
  view: GameView;
  actor: Seat;
  live: LiveGame;
  busy: boolean;
  readOnly: boolean;
  /** What undo takes back, and redo brings again, in words. */
  undoText: string | null;
  /** The step undo takes back: its seat's mark shows on the button. */
  undoEvent: SeenEvent | undefined;
  redoText: string | undefined;
  step: (which: 'undo' | 'redo') => void;
  /** The board is printed (Starfarers): nothing to turn. */
  printed: boolean;
  quarter: number;
  turnBoard: () => void;
  flipped: boolean;
  flip: () => void;
  gameId: string;
  token: string;
  onRules: () => void;
  setLang: (l: Lang) => void;
  nicknames: boolean;
  /** Absent: the game sets the nicknames (GameOptions.nicknames), so no device's switch. */
  setNicknames?: (b: boolean) => void;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const actorInfo = view.config.players[actor];
  return (
    <>
      {/* Lying down undo/redo show their word, and from 1280 px what they take back, cut
          short (the whole line in their title and accessible name). Upright the header is
          narrow: undo and redo are icons (their words in title and accessible name). Whose
          turn it is wraps between words to a second line rather than being cut, lying down
          too (issue 28: "Eva darf bauen · na…"); the header grows for that moment.
          test/e2e/table-layout.test.ts reads it in four languages at three sizes. */}
      <header
        className="flex shrink-0 flex-nowrap items-center gap-3 overflow-hidden border-b border-stone-800 px-3 min-h-16 py-1"
        data-testid="table-header"
      >
        {actorInfo && view.phase !== 'order' ? (
          <SeatMark seat={actor} color={actorInfo.color} name={actorInfo.name} size={44} />
        ) : null}
        <div className="min-w-[8rem] flex-1">
          <h1
            className="text-2xl leading-tight font-black [overflow-wrap:anywhere]"
            data-testid="turn-of"
          >
            {headline(t, view)}
          </h1>
          <p
            className="text-base leading-tight text-stone-300 [overflow-wrap:anywhere]"
            data-testid="round"
          >
            {view.phase === 'play' || view.phase === 'over'
              ? LAYOUT[lang].round(
                  Math.floor((view.turn.number - 1) / Math.max(1, view.config.players.length)) + 1,
                  view.turn.number,
                )
              : ''}
            {live.status === 'reconnecting' ? ` · ${t.reconnecting}` : ''}
            {live.stale ? ` · ${t.offlineCopy}` : ''}
          </p>
        </div>
        {/* Upright the controls sit closer: undo's seat mark (issue 28) must fit beside the
            rest at 800 px in every language (table-layout's header test). */}
        <div className="flex shrink-0 flex-nowrap items-center gap-2 portrait:gap-1">
          <button
            type="button"
            className={`${BTN_SOFT} flex items-center gap-2 text-left portrait:px-3`}
            disabled={!live.canUndo || busy || readOnly}
            data-testid="undo"
            title={undoText ? t.undoWhat(undoText) : t.undo}
            aria-label={undoText ? t.undoWhat(undoText) : t.undo}
            onClick={() => step('undo')}
          >
            <Glyph name="undo" />
            <UndoWho event={undoEvent} config={view.config} />
            {/* Lying down the word, and from 1280 px what it takes back, cut short (data-preview);
                upright the icon alone. The whole line stays in title and name. */}
            <StepWords word={t.undo} what={undoText} width="max-w-[8rem]" />
          </button>
          <button
            type="button"
            className={`${BTN_SOFT} flex items-center gap-2 text-left portrait:px-3`}
            disabled={!live.canRedo || busy || readOnly}
            data-testid="redo"
            title={redoText ? `${t.redo}: ${redoText}` : t.redo}
            aria-label={redoText ? `${t.redo}: ${redoText}` : t.redo}
            onClick={() => step('redo')}
          >
            <Glyph name="redo" />
            <StepWords word={t.redo} what={redoText} width="max-w-[6rem]" />
          </button>
          {!printed ? (
            <button
              type="button"
              className={`${BTN_SOFT} portrait:px-3`}
              aria-label={LAYOUT[lang].turnBoard}
              title={LAYOUT[lang].turnBoard}
              data-testid="turn-board"
              data-quarter={quarter}
              onClick={turnBoard}
            >
              <Glyph name="rotate" size={28} />
            </button>
          ) : null}
          <button
            type="button"
            className={`${BTN_SOFT} portrait:px-3`}
            aria-pressed={flipped}
            aria-label={t.flip}
            title={t.flip}
            data-testid="flip"
            onClick={flip}
          >
            <Glyph name="flip" size={28} />
          </button>
          <TableMenu gameId={gameId} token={token} readOnly={readOnly} onRules={onRules} />
          <LangSwitch
            lang={lang}
            setLang={setLang}
            nicknames={nicknames}
            setNicknames={setNicknames}
            tone="dark"
            narrow
          />
        </div>
      </header>
    </>
  );
}

/** Undo's or redo's words lying down: the word, and from 1280 px what it takes back, cut short
 * to `width` (data-preview). Upright the button shows its icon alone. */
function StepWords({ word, what, width }: { word: string; what?: string | null; width: string }) {
  return (
    <span className="hidden min-w-0 landscape:flex">
      <span className="whitespace-nowrap">{word}</span>
      {what ? (
        <span className={`hidden ${width} truncate xl:block`} data-preview>
          : {what}
        </span>
      ) : null}
    </span>
  );
}
