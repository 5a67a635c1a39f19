'use client';
// The tablet's play screen: the board with the spots the engine allows, the turn panel, the
// scoreboard, the roll strip under the board, undo/redo spelled out, and tabs for the log, the
// phones' QR codes and the stats. It holds only what the table is doing right now (a mode, a
// picked hex); the game itself is the live view, and every change is a Command.
// Layout (globals.css .hk-table): a header of fixed height, then a grid whose board cell and
// strip keep their size and place all turn long; nothing is ever drawn over the board.

import { useEffect, useMemo, useState } from 'react';
import type { LiveGame } from '@/app/live/use-live-game';
import { useLazyWords } from '@/app/ui/lazy-words';
import { useLang } from '@/app/ui/use-lang';
import { contextOf } from '@/lib/game/context';
import { actorOf, legalActions } from '@/lib/game/legal';
import type { GameView } from '@/lib/game/view';
import type { Lang } from '@/lib/i18n/names';
import { useAffordOn } from './afford';
import { useBoardTargets, type Victims } from './board-targets';
import { BarbarianTrack, ProgressNotice } from './ck-lazy';
import { eventLine } from './describe';
import { DeviceWarning } from './device-warning';
import { useFollowTurn } from './follow-turn';
import { HarborTurnPanel, useHarborTurn } from './harbor-turn';
import { HostMovedNote } from './host-moved-note';
import { TABLE } from './i18n';
import {
  BagDrawPanel,
  CorrectPanel,
  GameOver,
  PrivateReveal,
  RulesDialog,
  RulesOnStart,
  StarfarersBoard,
  StarfarersPanel,
  StatsPanel,
} from './lazy-panels';
import { PlayBoard } from './play-board';
import { PlayedNotice } from './played-notice';
import { refusalText } from './refusal';
import { RequestNotice } from './request-notice';
import { useRollMoment } from './roll-moment';
import { RollStrip } from './roll-strip';
import { Scoreboard } from './scoreboard';
import { shownScores } from './scores';
import { seatReader } from './seat-view';
import { SidePanel, type Tab } from './side-panel';
import { RollSpeaker } from './spoken-table';
import { SF } from './starfarers/i18n';
import { StartRolls } from './start-rolls';
import { TableHeader } from './table-header';
import { TradeOffers } from './trade-offers';
import { type BoardMode, TurnPanel } from './turn-panel';
import { useAct } from './use-act';
import { useTableLog } from './use-table-log';

export function TableScreen({
  gameId,
  live,
  token,
  setLang,
  nicknames,
  setNicknames,
  readOnly = false,
}: {
  gameId: string;
  live: LiveGame;
  token: string;
  setLang: (l: Lang) => void;
  nicknames: boolean;
  setNicknames?: (b: boolean) => void;
  /** The host moved to another device: this screen only shows the public table. */
  readOnly?: boolean;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const sf = useLazyWords(SF);
  const view = live.view as GameView;
  const [mode, setMode] = useState<BoardMode>({ k: 'none' });
  const [victims, setVictims] = useState<Victims | null>(null);
  const [tab, setTab] = useState<Tab>('log');
  // Quarter turns of the board, so it can face any side of the table.
  const [quarter, setQuarter] = useState(0);
  // The game-over card can be closed to look at the final board, and opened again.
  const [overHidden, setOverHidden] = useState(false);
  // The tablet lies flat between the players: one tap turns everything to face the far side.
  const [flipped, setFlipped] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);

  // Commands one at a time, with the refusal in words (use-act.ts).
  const { act, busy, setBusy, notice, setNotice } = useAct(live);
  const actor = actorOf(view);
  const ctx = contextOf(view.config);
  // Starfarers' board is printed (kept by planet number, not drawn): the ruleset says so.
  const printed = ctx.ruleset.features.printedBoard;
  const readSeat = useMemo(() => seatReader(gameId, token), [gameId, token]);
  // A seat's own view is read only where the group asked to see what the active player can
  // afford (issue 28); otherwise the shared screen offers from the public table alone.
  const affordOn = useAffordOn();
  useFollowTurn(`${actor}:${view.phase}:${view.turn.pending?.kind ?? ''}`);
  // The engine's list says whether declining the steal is allowed (house variant, Starfarers).
  const stealOptional = actor !== null && legalActions(view, actor).declineSteal;
  // The host's nickname switch sets the game's, for every device of the table (the listed
  // setNicknames, its `on` filled in); a former host's screen keeps none.
  const nickCommand = legalActions(view, actor ?? 0).nicknames;
  const setTableNicknames =
    nickCommand && !readOnly ? (on: boolean) => void act({ ...nickCommand, on }) : setNicknames;

  // The log (host only; use-table-log.ts): for the game log, undo's text and the stats.
  const version = live.version;
  const log = useTableLog(gameId, token, version, readOnly);

  // A new version ends whatever the table was in the middle of.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new version only
  useEffect(() => {
    setVictims(null);
    if (mode.k !== 'roadBuilding') setMode({ k: 'none' });
  }, [version]);

  // The roll of this turn, and whether its moment is still on (roll-moment.ts).
  const { roll, rollKey, rollFresh, setRollDone } = useRollMoment(view, live, log);

  // Intimate Settlers: a harbor just discovered, to turn or keep (harbor-turn.tsx).
  const { harbor, harborTargets, turnHarbor, keepHarbor } = useHarborTurn(view, act, busy);

  // The board's spots to tap now, each sending the legal list's command (board-targets.ts).
  const { targets, robVictim } = useBoardTargets({
    view,
    actor,
    mode,
    setMode,
    victims,
    setVictims,
    act,
    printed,
    stealOptional,
  });

  // What undo takes back: the newest event in effect (one command makes one event), from
  // the live update when it is the newest version, else from the log.
  const fromLast =
    live.last?.kind === 'events' && live.last.version === live.version
      ? live.last.events[live.last.events.length - 1]
      : undefined;
  const lastEvent = fromLast ?? (log && log.length > 0 ? log[log.length - 1] : undefined);
  const undoText = lastEvent ? eventLine(t, sf, lang, view.config, lastEvent, nicknames) : null;

  // What redo brings back: the moves this tablet undid, newest last (a new move drops them,
  // as the server drops the undone tail).
  const [undone, setUndone] = useState<readonly string[]>([]);
  useEffect(() => {
    if (live.last?.kind === 'events') setUndone([]);
  }, [live.last]);
  const redoText = live.canRedo ? undone[undone.length - 1] : undefined;

  const step = async (which: 'undo' | 'redo') => {
    setBusy(true);
    const r = await (which === 'undo' ? live.undo() : live.redo());
    setBusy(false);
    setMode({ k: 'none' });
    if (r.ok) setRollDone(rollKey);
    if (r.ok) setUndone((u) => (which === 'undo' ? [...u, undoText ?? ''] : u.slice(0, -1)));
    setNotice(
      r.ok
        ? { text: which === 'undo' ? t.undone(undoText ?? '') : t.redone, tone: 'info' }
        : { text: await refusalText(lang, r.code, r.message), tone: 'error' },
    );
  };

  const scores = shownScores(view);
  const winner = view.phase === 'over' ? view.winner : null;

  return (
    <div
      className={`flex h-dvh flex-col overflow-hidden bg-stone-950 text-stone-50 ${flipped ? 'rotate-180' : ''}`}
      data-testid="table"
      data-version={live.version}
      data-phase={view.phase}
      data-actor={actor}
    >
      <TableHeader
        view={view}
        actor={actor}
        live={live}
        busy={busy}
        readOnly={readOnly}
        undoText={undoText}
        undoEvent={lastEvent}
        redoText={redoText}
        step={(w) => void step(w)}
        printed={printed}
        quarter={quarter}
        turnBoard={() => setQuarter((q) => (q + 1) % 4)}
        flipped={flipped}
        flip={() => setFlipped((f) => !f)}
        gameId={gameId}
        token={token}
        onRules={() => setRulesOpen(true)}
        setLang={setLang}
        nicknames={nicknames}
        setNicknames={setTableNicknames}
      />

      {rulesOpen ? <RulesDialog view={view} onClose={() => setRulesOpen(false)} /> : null}
      <main className="hk-table">
        <div className="hk-table-score">
          <Scoreboard view={view} actor={actor} online={live.online} devices={live.devices} />
          <BarbarianTrack view={view} />
        </div>
        <div
          className="hk-table-board relative flex min-h-0 min-w-0 items-center justify-center"
          data-testid="board-area"
        >
          {!printed ? (
            <PlayBoard
              view={view}
              nicknames={nicknames}
              targets={targets}
              label={t.tapSpot}
              harborTurn={harborTargets}
              quarter={quarter}
              produced={rollFresh && roll ? roll.produced : []}
              robberTo={victims?.hex ?? null}
            />
          ) : (
            <StarfarersBoard view={view} />
          )}
          {tab === 'stats' && !readOnly ? (
            <section
              className="absolute inset-0 z-30 overflow-y-auto rounded-2xl bg-stone-900 p-4"
              aria-label={t.stats}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so a keyboard must reach it (axe: scrollable-region-focusable)
              tabIndex={0}
            >
              <StatsPanel
                gameId={gameId}
                token={token}
                version={view.version}
                players={view.config.players}
              />
            </section>
          ) : null}
          {winner !== null && overHidden ? (
            <button
              type="button"
              className="absolute top-2 left-2 z-20 min-h-12 rounded-xl border-2 border-amber-400 bg-stone-900 px-4 text-lg font-bold"
              data-testid="show-game-over"
              onClick={() => setOverHidden(false)}
            >
              {t.finalScores}
            </button>
          ) : null}
          {winner !== null && !overHidden ? (
            <GameOver
              view={view}
              winner={winner}
              scores={scores}
              gameId={gameId}
              token={token}
              phoneInput={live.phoneInput}
              readOnly={readOnly}
              onHide={() => setOverHidden(true)}
              act={act}
            />
          ) : null}
        </div>
        <div className="hk-table-strip min-h-0">
          <RollStrip
            notice={notice}
            closeNotice={() => setNotice(null)}
            warning={
              <>
                {readOnly ? <HostMovedNote /> : null}
                <RequestNotice last={live.last} config={view.config} />
                <PlayedNotice last={live.last} config={view.config} nicknames={nicknames} />
                <ProgressNotice view={view} last={live.last} nicknames={nicknames} />
                <DeviceWarning config={view.config} devices={live.devices} />
                <StartRolls view={view} log={log} />
                <RollSpeaker
                  events={live.last?.kind === 'events' ? live.last.events : null}
                  config={view.config}
                  nicknames={nicknames}
                />
              </>
            }
            payout={roll}
            fresh={rollFresh}
            pending={view.turn.pending}
            config={view.config}
            nicknames={nicknames}
          />
        </div>
        <aside
          // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so a keyboard must reach it (axe: scrollable-region-focusable)
          tabIndex={0}
          aria-label={t.play}
          // Its parts keep their natural height and the whole column scrolls: a shrunk side
          // panel would clip a seat's QR code (table-starfarers' and table-play's QR scans).
          className="hk-table-panel flex min-h-0 flex-col gap-3 overflow-y-auto [&>*]:shrink-0"
        >
          <section
            className={`rounded-2xl bg-stone-900 p-3 ${view.phase === 'over' || readOnly ? 'hidden' : ''}`}
            aria-busy={busy}
            data-testid="turn-section"
          >
            {/* A fieldset disables every button at once while a command is on its way. */}
            <fieldset disabled={busy || readOnly} className="contents">
              <TradeOffers view={view} actor={actor} nicknames={nicknames} act={act} />
              {view.island ? (
                <BagDrawPanel view={view} actor={actor} nicknames={nicknames} act={act} />
              ) : null}
              {harbor ? (
                <HarborTurnPanel
                  view={view}
                  choice={harbor}
                  nicknames={nicknames}
                  onTurn={turnHarbor}
                  onKeep={keepHarbor}
                />
              ) : null}
              {ctx.ruleset.features.starfarers ? (
                // Starfarers: its printed board is kept by planet number, not drawn.
                <StarfarersPanel
                  view={view}
                  actor={actor}
                  phoneInput={live.phoneInput}
                  online={live.online}
                  act={act}
                />
              ) : (
                <TurnPanel
                  view={view}
                  nicknames={nicknames}
                  actor={actor}
                  phoneInput={live.phoneInput}
                  online={live.online}
                  mode={mode}
                  setMode={(m) => {
                    setMode(m);
                    setNotice(null);
                  }}
                  act={act}
                  readSeat={readOnly || !affordOn ? undefined : readSeat}
                  victims={victims}
                  spots={targets ? targets.ids.length : null}
                  pickVictim={(s) => {
                    if (s === null) setVictims(null);
                    else robVictim(s);
                  }}
                  declineSteal={stealOptional ? () => robVictim(null) : undefined}
                />
              )}
            </fieldset>
          </section>
          {readOnly ? null : <CorrectPanel view={view} log={log} nicknames={nicknames} act={act} />}
          {view.phase === 'order' ? <RulesOnStart gameId={gameId} view={view} /> : null}
          {readOnly ? null : (
            <PrivateReveal
              gameId={gameId}
              token={token}
              view={view}
              online={live.online}
              devices={live.devices}
              last={live.last}
              nicknames={nicknames}
            />
          )}
          <SidePanel
            tab={tab}
            setTab={setTab}
            view={view}
            nicknames={nicknames}
            log={log}
            seats={readOnly ? null : live.seats}
            online={live.online}
            devices={live.devices}
            phoneInput={live.phoneInput}
            setPhoneInput={readOnly ? undefined : (on) => void live.setPhoneInput(on)}
            withdrawSeat={async (seat) => {
              const r = await live.withdrawSeat(seat);
              if (!r.ok)
                setNotice({ text: await refusalText(lang, r.code, r.message), tone: 'error' });
              return r.ok;
            }}
          />
        </aside>
      </main>
    </div>
  );
}
