'use client';
// The tablet's play screen: the board with the spots the engine allows, the turn panel, the
// scoreboard, the roll strip under the board, undo/redo spelled out, and tabs for the log, the
// phones' QR codes and the stats. It holds only what the table is doing right now (a mode, a
// picked hex); the game itself is the live view, and every change is a Command.
// Layout (globals.css .hk-table): a header of fixed height, then a grid whose board cell and
// strip keep their size and place all turn long; nothing is ever drawn over the board.

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LiveGame } from '@/app/live/use-live-game';
import { LangSwitch } from '@/app/ui/lang-switch';
import { useLazyWords } from '@/app/ui/lazy-words';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import { contextOf } from '@/lib/game/context';
import { freeRoadSpots } from '@/lib/game/features/dev/legal';
import type { SeenEvent } from '@/lib/game/features/kit';
import { legalActions } from '@/lib/game/legal';
import {
  actorOf,
  harborTurns,
  movableShipSpots,
  robberSpots,
  shipSpots,
  victimsAt,
} from '@/lib/game/spots';
import type { Command, Event, Seat } from '@/lib/game/types';
import { type GameView, viewEvent } from '@/lib/game/view';
import type { EdgeId, HexKey, VertexId } from '@/lib/hex';
import type { Lang } from '@/lib/i18n/names';
import { useAffordOn } from './afford';
import { cardsText, eventLine, headline, nameOf, type PayoutView, payoutOf } from './describe';
import { DeviceWarning } from './device-warning';
import { useFollowTurn } from './follow-turn';
import { Glyph } from './glyphs';
import { HarborTurnPanel, sideText } from './harbor-turn';
import { HostMovedNote } from './host-moved-note';
import { TABLE, type TableStrings } from './i18n';
import { LAYOUT } from './i18n-layout';
import {
  CorrectPanel,
  GameOver,
  PrivateReveal,
  RulesDialog,
  RulesOnStart,
  StarfarersBoard,
  StarfarersPanel,
  StatsPanel,
} from './lazy-panels';
import { TableMenu } from './menu';
import { BTN_SOFT } from './pickers';
import { type BoardTargets, type HarborTurnTargets, PlayBoard } from './play-board';
import { PlayedNotice } from './played-notice';
import { refusalText } from './refusal';
import { RollStrip } from './roll-strip';
import { Scoreboard } from './scoreboard';
import { shownScores } from './scores';
import { seatReader } from './seat-view';
import { SidePanel, type Tab } from './side-panel';
import { RollSpeaker } from './spoken-table';
import { SF } from './starfarers/i18n';
import { StartRolls } from './start-rolls';
import { TradeOffers } from './trade-offers';
import { type BoardMode, TurnPanel } from './turn-panel';
import { UndoWho } from './undo-who';

/** The events that belong to a roll's moment: its payout stays news through them. */
const ROLL_FOLLOW_UPS: ReadonlySet<string> = new Set([
  'rolled',
  'discarded',
  'robberMoved',
  'stolen',
]);

interface Notice {
  readonly text: string;
  readonly tone: 'error' | 'info';
}

/** The last roll of the turn in progress: from the live update, else from the log. */
function currentRoll(
  view: GameView,
  last: LiveGame['last'],
  log: readonly SeenEvent[] | null,
): PayoutView | null {
  if (view.phase !== 'play' || !view.turn.rolled) return null;
  const fromLast =
    last?.kind === 'events'
      ? [...last.events].reverse().find((e) => e.type === 'rolled')
      : undefined;
  if (fromLast) return payoutOf(view.config, fromLast);
  if (!log) return null;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as SeenEvent;
    if (e.type === 'turnEnded') return null;
    if (e.type === 'rolled') return payoutOf(view.config, e);
  }
  return null;
}

/** What a refusal misses, from the engine's data (cost and hand): only the shortfall is shown. */
function missingText(t: TableStrings, lang: Lang, data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as { cost?: Record<string, number>; hand?: Record<string, number> };
  if (!d.cost || !d.hand) return null;
  const short: Record<string, number> = {};
  for (const [r, n] of Object.entries(d.cost)) {
    const m = n - (d.hand[r] ?? 0);
    if (m > 0) short[r] = m;
  }
  const s = cardsText(lang, short);
  return s ? t.missing(s) : null;
}

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
  setNicknames: (b: boolean) => void;
  /** The host moved to another device: this screen only shows the public table. */
  readOnly?: boolean;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const sf = useLazyWords(SF);
  const view = live.view as GameView;
  const [mode, setMode] = useState<BoardMode>({ k: 'none' });
  const [victims, setVictims] = useState<{
    hex: string;
    seats: readonly Seat[];
    knight: boolean;
  } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [tab, setTab] = useState<Tab>('log');
  // The roll whose moment has passed (another move or an undo since): it shrinks to one line.
  const [rollDone, setRollDone] = useState<string | null>(null);
  // Quarter turns of the board, so it can face any side of the table.
  const [quarter, setQuarter] = useState(0);
  // The game-over card can be closed to look at the final board, and opened again.
  const [overHidden, setOverHidden] = useState(false);
  const [log, setLog] = useState<readonly SeenEvent[] | null>(null);
  const [busy, setBusy] = useState(false);
  // The tablet lies flat between the players: one tap turns everything to face the far side.
  const [flipped, setFlipped] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);

  const actor = actorOf(view);
  const ctx = contextOf(view.config);
  const readSeat = useMemo(() => seatReader(gameId, token), [gameId, token]);
  // A seat's own view is read only where the group asked to see what the active player can
  // afford (issue 28); otherwise the shared screen offers from the public table alone.
  const affordOn = useAffordOn();
  useFollowTurn(`${actor}:${view.phase}:${view.turn.pending?.kind ?? ''}`);
  // The engine's list says whether declining the steal is allowed (house variant, Starfarers).
  const stealOptional = actor !== null && legalActions(view, actor).declineSteal;
  // Intimate Settlers: a harbor just discovered, until "keep" or the next move.
  const [harborKept, setHarborKept] = useState<string | null>(null);
  const harborChoice = harborTurns(view);
  const harbor = harborChoice && harborChoice.hex !== harborKept ? harborChoice : null;

  // The log (host only): for the game log, undo's description and the stats. The tablet
  // never shows a secret from it: every event goes through the table's view first.
  const version = live.version;
  useEffect(() => {
    // A former host may not read the log: no request its dead token would only get 403 for.
    if (version < 0 || readOnly) return;
    let gone = false;
    void (async () => {
      try {
        const r = await fetch(`/api/games/${gameId}/log`, {
          headers: { Authorization: `Bearer ${token}` },
          cache: 'no-store',
        });
        if (!r.ok || gone) return;
        const doc = (await r.json()) as { events: Event[] };
        if (!gone) setLog(doc.events.map((e) => viewEvent(e, 'table')));
      } catch {
        // offline: the log catches up on the next version
      }
    })();
    return () => {
      gone = true;
    };
  }, [gameId, token, version, readOnly]);

  // A new version ends whatever the table was in the middle of.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new version only
  useEffect(() => {
    setVictims(null);
    setHarborKept(null);
    if (mode.k !== 'roadBuilding') setMode({ k: 'none' });
  }, [version]);

  // One command at a time: a double tap must not trade twice (the second would be decided
  // again on the new version and could be legal).
  const inFlight = useRef(false);
  const act = useCallback(
    async (c: Command): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      // A new try replaces the last refusal: an old message must not read as this one's.
      setNotice(null);
      try {
        const r = await live.send(c);
        if (r.ok) {
          setNotice(null);
          return true;
        }
        const more = missingText(t, lang, r.data);
        setNotice({
          text: [await refusalText(lang, r.code, r.message), more].filter(Boolean).join(' '),
          tone: 'error',
        });
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [live, lang, t],
  );

  const robberPick = useCallback(
    (hex: string, knight: boolean) => {
      const seats = victimsAt(view, actor, hex as HexKey);
      // Where the steal is optional the roller may rob nobody, so even one victim is asked.
      if (seats.length > 1 || (seats.length === 1 && stealOptional)) {
        setVictims({ hex, seats, knight });
        return;
      }
      const victim = seats[0];
      const base = { seat: actor, hex: hex as HexKey, ...(victim === undefined ? {} : { victim }) };
      void act(knight ? { type: 'playKnight', ...base } : { type: 'moveRobber', ...base }).then(
        (ok) => ok && setMode({ k: 'none' }),
      );
    },
    [view, actor, act, stealOptional],
  );

  const targets = useMemo((): BoardTargets | null => {
    if (!view.config.board) return null;
    const vLabel = (piece: string) => (id: string) => `${piece} ${id}`;
    // Spots to tap come from the engine's one list of legal actions.
    const legal = legalActions(view, actor);
    if (legal.setup) {
      // The settlement first, then the road or ship beside it: the engine lists the one due.
      if (legal.setup.settlements.length > 0)
        return {
          kind: 'vertex',
          ids: legal.setup.settlements,
          seat: actor,
          label: vLabel(t.pieces.settlement),
          onPick: (id) =>
            void act({ type: 'buildSettlement', seat: actor, vertex: id as VertexId }),
        };
      const ships = new Set<string>(legal.setup.ships);
      return {
        kind: 'edge',
        ids: [...legal.setup.roads, ...ships],
        seat: actor,
        label: (id) => `${ships.has(id) ? t.pieces.ship : t.pieces.road} ${id}`,
        onPick: (id) =>
          void act(
            ships.has(id)
              ? { type: 'buildShip', seat: actor, edge: id as EdgeId }
              : { type: 'buildRoad', seat: actor, edge: id as EdgeId },
          ),
      };
    }
    if (view.phase !== 'play' || victims) return null;
    if (legal.freeRoads) {
      // Road building from a phone: only its free roads (or ships) are asked, one tap each.
      const roads = new Set<string>(legal.freeRoads.roads);
      return {
        kind: 'edge',
        ids: [...roads, ...legal.freeRoads.ships.filter((e) => !roads.has(e))],
        seat: actor,
        label: vLabel(t.devCards.roadBuilding),
        onPick: (id) =>
          void act(
            roads.has(id)
              ? { type: 'placeFreeRoads', seat: actor, edges: [id as EdgeId] }
              : { type: 'placeFreeRoads', seat: actor, edges: [], ships: [id as EdgeId] },
          ),
      };
    }
    if (legal.robber !== null || mode.k === 'knight')
      return {
        kind: 'hex',
        // A knight's hexes are the robber's (the tablet does not see the card itself).
        ids: legal.robber?.map((x) => x.hex) ?? robberSpots(view),
        seat: actor,
        label: (id) => `${t.moveRobber(nameOf(view.config, actor))} ${id}`,
        onPick: (id) => robberPick(id, mode.k === 'knight' && legal.robber === null),
      };
    if (mode.k === 'build') {
      const piece = mode.piece;
      const ids = legal.builds.find((b) => b.item === piece)?.spots ?? [];
      return {
        kind: piece === 'settlement' || piece === 'city' ? 'vertex' : 'edge',
        ids,
        seat: actor,
        label: vLabel(t.pieces[piece]),
        onPick: (id) => {
          const c: Command =
            piece === 'settlement'
              ? { type: 'buildSettlement', seat: actor, vertex: id as VertexId }
              : piece === 'city'
                ? { type: 'buildCity', seat: actor, vertex: id as VertexId }
                : piece === 'ship'
                  ? { type: 'buildShip', seat: actor, edge: id as EdgeId }
                  : { type: 'buildRoad', seat: actor, edge: id as EdgeId };
          void act(c).then(() => setMode({ k: 'none' }));
        },
      };
    }
    if (mode.k === 'moveShip') {
      const from = mode.from;
      if (from === null)
        return {
          kind: 'edge',
          ids: movableShipSpots(view, actor),
          seat: actor,
          label: vLabel(t.moveShip),
          onPick: (id) => setMode({ k: 'moveShip', from: id }),
        };
      return {
        kind: 'edge',
        ids: shipSpots(view, actor, {}, from as EdgeId),
        seat: actor,
        label: vLabel(t.pieces.ship),
        onPick: (id) =>
          void act({ type: 'moveShip', seat: actor, from: from as EdgeId, to: id as EdgeId }).then(
            () => setMode({ k: 'none' }),
          ),
      };
    }
    if (mode.k === 'roadBuilding') {
      const laid = { roads: mode.roads as EdgeId[], ships: mode.ships as EdgeId[] };
      // Where the engine lets the next free piece go (within the pieces still in the box).
      const free = freeRoadSpots(view, ctx, actor, laid);
      const ships = new Set<string>(free.ships);
      const roads = free.roads;
      return {
        kind: 'edge',
        ids: [...roads, ...free.ships.filter((e) => !roads.includes(e))],
        seat: actor,
        label: vLabel(t.devCards.roadBuilding),
        onPick: (id) => {
          const next =
            ships.has(id) && !roads.includes(id as EdgeId)
              ? { roads: laid.roads, ships: [...laid.ships, id as EdgeId] }
              : { roads: [...laid.roads, id as EdgeId], ships: laid.ships };
          const after = freeRoadSpots(view, ctx, actor, next);
          const more = after.roads.length + after.ships.length;
          if (next.roads.length + next.ships.length >= 2 || more === 0)
            void act({
              type: 'playRoadBuilding',
              seat: actor,
              edges: next.roads,
              ships: next.ships,
            }).then(() => setMode({ k: 'none' }));
          else setMode({ k: 'roadBuilding', ...next });
        },
      };
    }
    return null;
  }, [view, actor, mode, victims, ctx, act, robberPick, t]);

  const turnHarbor = (faces: HexKey) => {
    if (harbor) void act({ type: 'turnHarbor', seat: harbor.seat, hex: harbor.hex, faces });
  };
  const harborTargets: HarborTurnTargets | null = harbor
    ? {
        choice: harbor,
        label: (f) => t.harbor.turnTo(sideText(t, lang, view, harbor.hex, f)),
        onPick: (f) => {
          if (f !== harbor.faces && !busy) turnHarbor(f);
        },
      }
    : null;

  const roll = currentRoll(view, live.last, log);
  // One roll per turn: the turn number names it, so closing it holds until the next roll.
  const rollKey = roll ? `${view.turn.number}:${roll.seat}:${roll.sum}` : null;
  const rollFresh = roll !== null && rollDone !== rollKey;
  // Any move but the roll's own follow-ups (discards, the robber, the steal) ends its moment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: judged on each new update only
  useEffect(() => {
    if (live.last?.kind !== 'events' || rollKey === null) return;
    if (live.last.events.some((e) => !ROLL_FOLLOW_UPS.has(e.type))) setRollDone(rollKey);
  }, [live.last]);
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
  const actorInfo = view.config.players[actor];

  return (
    <div
      className={`flex h-dvh flex-col overflow-hidden bg-stone-950 text-stone-50 ${flipped ? 'rotate-180' : ''}`}
      data-testid="table"
      data-version={live.version}
      data-phase={view.phase}
      data-actor={actor}
    >
      {/* Lying down, one line of fixed height: undo/redo show their word, and from 1280 px
          what they take back, cut short (the whole line in their title and accessible name).
          Upright the header is narrow: undo and redo are icons (their words in title and
          accessible name) and whose turn it is wraps to a second line rather than being cut.
          test/e2e/table-layout.test.ts reads it in four languages at three sizes. */}
      <header
        className="flex shrink-0 flex-nowrap items-center gap-3 overflow-hidden border-b border-stone-800 px-3 landscape:h-16 portrait:min-h-16 portrait:py-1"
        data-testid="table-header"
      >
        {actorInfo && view.phase !== 'order' ? (
          <SeatMark seat={actor} color={actorInfo.color} name={actorInfo.name} size={44} />
        ) : null}
        <div className="min-w-[8rem] flex-1">
          <h1
            className="text-2xl leading-tight font-black landscape:truncate portrait:[overflow-wrap:anywhere]"
            data-testid="turn-of"
          >
            {headline(t, view)}
          </h1>
          <p
            className="text-base leading-tight text-stone-300 landscape:truncate portrait:[overflow-wrap:anywhere]"
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
        <div className="flex shrink-0 flex-nowrap items-center gap-2">
          <button
            type="button"
            className={`${BTN_SOFT} flex items-center gap-2 text-left portrait:px-3`}
            disabled={!live.canUndo || busy || readOnly}
            data-testid="undo"
            title={undoText ? t.undoWhat(undoText) : t.undo}
            aria-label={undoText ? t.undoWhat(undoText) : t.undo}
            onClick={() => void step('undo')}
          >
            <Glyph name="undo" />
            <UndoWho event={lastEvent} config={view.config} />
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
            onClick={() => void step('redo')}
          >
            <Glyph name="redo" />
            <StepWords word={t.redo} what={redoText} width="max-w-[6rem]" />
          </button>
          {view.config.board ? (
            <button
              type="button"
              className={`${BTN_SOFT} portrait:px-3`}
              aria-label={LAYOUT[lang].turnBoard}
              title={LAYOUT[lang].turnBoard}
              data-testid="turn-board"
              data-quarter={quarter}
              onClick={() => setQuarter((q) => (q + 1) % 4)}
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
            onClick={() => setFlipped((f) => !f)}
          >
            <Glyph name="flip" size={28} />
          </button>
          <TableMenu
            gameId={gameId}
            token={token}
            readOnly={readOnly}
            onRules={() => setRulesOpen(true)}
          />
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

      {rulesOpen ? <RulesDialog view={view} onClose={() => setRulesOpen(false)} /> : null}
      <main className="hk-table">
        <div className="hk-table-score">
          <Scoreboard view={view} actor={actor} online={live.online} devices={live.devices} />
        </div>
        <div
          className="hk-table-board relative flex min-h-0 min-w-0 items-center justify-center"
          data-testid="board-area"
        >
          {view.config.board ? (
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
                <PlayedNotice last={live.last} config={view.config} nicknames={nicknames} />
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
              {harbor ? (
                <HarborTurnPanel
                  view={view}
                  choice={harbor}
                  nicknames={nicknames}
                  onTurn={turnHarbor}
                  onKeep={() => setHarborKept(harbor.hex)}
                />
              ) : null}
              {view.config.board === null ? (
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
                    const v = victims;
                    setVictims(null);
                    if (!v || s === null) return;
                    const base = { seat: actor, hex: v.hex as HexKey, victim: s };
                    void act(
                      v.knight ? { type: 'playKnight', ...base } : { type: 'moveRobber', ...base },
                    ).then((ok) => ok && setMode({ k: 'none' }));
                  }}
                  declineSteal={
                    stealOptional
                      ? () => {
                          const v = victims;
                          setVictims(null);
                          if (!v) return;
                          const base = { seat: actor, hex: v.hex as HexKey, victim: null };
                          void act(
                            v.knight
                              ? { type: 'playKnight', ...base }
                              : { type: 'moveRobber', ...base },
                          ).then((ok) => ok && setMode({ k: 'none' }));
                        }
                      : undefined
                  }
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
