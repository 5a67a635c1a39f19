'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BalancePreset } from '@/lib/board/balance';
import {
  beginnerEditorBoard,
  checkEditorBoard,
  type EditorBoard,
  type EditorCheck,
  isEditableRuleset,
} from '@/lib/board/editor';
import { boardFromShare } from '@/lib/board/from-share';
import { parseShare } from '@/lib/board/share';
import type { Board } from '@/lib/board/types';
import { COLOR_SETS, colorSetOf, seatColor } from '@/lib/colors';
import type { BETWEEN_TURNS, DEV_MODES, DICE_MODES, PROGRESS_MODES } from '@/lib/game/types';
import { resourceName, TERRAIN_NAMES } from '@/lib/i18n/names';
import { DEFAULT_RULESET, type Layout, RULESET_IDS, RULESETS, type RulesetId } from '@/lib/rules';
import { isResource, isTerrain } from '@/lib/rules/vocab';
import { UI } from '../../ui/i18n';
import { useLang } from '../../ui/use-lang';
import { BoardSource } from './board-source';
import { clearDraft, loadDraft, type Source } from './draft';
import { GameAndCount, OptionChoices, SeatsList, VpTargetField } from './game-fields';
import { GameNicknames } from './game-nicknames-field';
import { type Names, NEW_GAME } from './i18n';
import { BOX_ODDS, MothershipOdds, type Odds, oddsOption } from './mothership-odds';
import {
  boardForServer,
  clamp,
  cleanName,
  freshSeed,
  gameOfBoard,
  generateFor,
  inColorSet,
  keepHost,
  type Player,
  postGame,
  sameIsland,
  serverWords,
  shownBoardOf,
  withColor,
} from './new-game-model';
import { StartBar } from './start-bar';
import { NewGameHeader, PAGE } from './ui';
import { useKeepDraft } from './use-draft';
import { useVpTarget } from './vp-target';

/** The form. */
export function NewGame({ initialShare }: { initialShare: string | null }) {
  const { lang, nicknames } = useLang();
  const t = NEW_GAME[lang];
  const ui = UI[lang];
  const router = useRouter();
  const choices = RULESET_IDS;

  // A board handed over in ?b= (the generator's "Play this board") decides the game.
  const start = useMemo(() => {
    if (!initialShare) return null;
    const b = boardFromShare(initialShare);
    return b.ok ? b.value : null;
  }, [initialShare]);
  const startError = useMemo(() => {
    if (!initialShare) return null;
    const s = parseShare(initialShare);
    if (!s.ok) return s.error;
    const b = boardFromShare(initialShare);
    return b.ok ? null : b.error.message;
  }, [initialShare]);

  const [ruleset, setRuleset] = useState(gameOfBoard(start?.ruleset ?? DEFAULT_RULESET, choices));
  const rs = RULESETS[ruleset];
  const [count, setCount] = useState(
    start ? clamp(start.players, rs.players.min, rs.players.max) : 4,
  );
  const [players, setPlayers] = useState<Player[]>(() =>
    COLOR_SETS.box.map((c) => ({ name: '', color: c.id })),
  );
  // The target is the ruleset's own (13 for cities and knights) until the host changes it.
  const vp = useVpTarget(rs.vpTarget);
  const [odds, setOdds] = useState<Odds>(BOX_ODDS);
  const [dice, setDice] = useState<(typeof DICE_MODES)[number]>('app');
  const [devDeck, setDevDeck] = useState<(typeof DEV_MODES)[number]>('app');
  const [progressDeck, setProgressDeck] = useState<(typeof PROGRESS_MODES)[number]>('app');
  const [between, setBetween] = useState<(typeof BETWEEN_TURNS)[number]>(
    rs.betweenTurns[0] ?? 'none',
  );
  const [phoneInput, setPhoneInput] = useState(true);
  const [nick, setNick] = useState(nicknames);

  const [source, setSource] = useState<Source>(start ? 'code' : 'generate');
  const [layout, setLayout] = useState<Layout>(rs.board.layouts[0] ?? 'spiral');
  const [balance, setBalance] = useState<BalancePreset>('fair');
  const [seed, setSeed] = useState('hexkeeper');
  const [opened, setOpened] = useState<Board | null>(start);
  const [codeText, setCodeText] = useState(initialShare ?? '');
  const [codeError, setCodeError] = useState<string | null>(startError);
  const [switched, setSwitched] = useState<string | null>(null);
  const [editor, setEditor] = useState<EditorBoard | null>(null);

  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Once in the browser (not during server rendering, which would mismatch): the draft kept
  // from before a reload, else a fresh seed. A board handed over in ?b= starts a new form.
  const [restored, setRestored] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount
  useEffect(() => {
    const d = initialShare ? null : loadDraft(choices);
    setSeed(d?.seed ?? freshSeed());
    if (d) {
      const next = RULESETS[d.ruleset];
      setRuleset(d.ruleset);
      setCount(d.count ?? clamp(count, next.players.min, next.players.max));
      if (d.players) setPlayers(d.players.map((p) => ({ ...p })));
      vp.reset(d.vpTarget ?? next.vpTarget);
      if (d.dice) setDice(d.dice);
      if (d.devDeck) setDevDeck(d.devDeck);
      if (d.progressDeck) setProgressDeck(d.progressDeck);
      setBetween(d.between ?? next.betweenTurns[0] ?? 'none');
      if (d.phoneInput !== undefined) setPhoneInput(d.phoneInput);
      setLayout(d.layout ?? next.board.layouts[0] ?? 'spiral');
      if (d.balance) setBalance(d.balance);
      const src = d.source ?? 'generate';
      setSource(src);
      if (d.code !== undefined) setCodeText(d.code);
      if ((src === 'code' || src === 'scan') && d.code) {
        const b = boardFromShare(d.code);
        if (b.ok && sameIsland(b.value.ruleset, d.ruleset)) setOpened(b.value);
      }
      // The physical board's edits are not kept: the editor starts again from the preset.
      if (src === 'enter' && isEditableRuleset(next.boardOf))
        setEditor(beginnerEditorBoard(next.boardOf));
    }
    setRestored(true);
  }, []);

  // Keep the draft while the form is filled in (after the restore, so it is not overwritten).
  const created = useRef(false);
  useKeepDraft(restored, created, {
    ruleset,
    count,
    players,
    // What the field shows, settled, so a number typed just before a reload is kept.
    vpTarget: vp.settled(),
    dice,
    devDeck,
    progressDeck,
    between,
    phoneInput,
    source,
    layout,
    balance,
    seed,
    code: source === 'code' || source === 'scan' ? (opened?.share ?? codeText) : codeText,
  });

  const [barHeight, setBarHeight] = useState(0);

  const hasBoard = !rs.features.printedBoard;
  const generated = useMemo(() => {
    if (!hasBoard) return null;
    return generateFor(ruleset, layout, balance, seed, count);
  }, [hasBoard, ruleset, layout, balance, seed, count]);

  // A board typed in is the island's (a cities-and-knights game is played on the base game's).
  const editing = editor && editor.ruleset === rs.boardOf ? editor : null;
  const check: EditorCheck | null = useMemo(
    () => (editing ? checkEditorBoard(editing, count) : null),
    [editing, count],
  );

  const changeRuleset = (id: RulesetId) => {
    const next = RULESETS[id];
    setRuleset(id);
    setCount((c) => clamp(c, next.players.min, next.players.max));
    vp.reset(next.vpTarget);
    // 5–6 players build between turns as a rule (rules.md); the older phase is the default.
    setBetween(next.betweenTurns[0] ?? 'none');
    if (!next.board.layouts.includes(layout)) setLayout(next.board.layouts[0] ?? 'spiral');
    if (opened && !sameIsland(opened.ruleset, id)) setOpened(null);
    if (!next.devDeck) setDevDeck('app');
    if (!next.features.progress) setProgressDeck('app');
    // The editor follows the game: a different box means a different board to type in.
    if (source === 'enter' && isEditableRuleset(next.boardOf) && editor?.ruleset !== next.boardOf)
      setEditor(beginnerEditorBoard(next.boardOf));
    setSwitched(null);
  };

  const openCode = (text: string): boolean => {
    const b = boardFromShare(text);
    if (!b.ok) {
      setCodeError(b.error.message);
      return false;
    }
    setCodeError(null);
    setOpened(b.value);
    setCodeText(b.value.share);
    if (!sameIsland(b.value.ruleset, ruleset)) {
      const game = gameOfBoard(b.value.ruleset, choices);
      changeRuleset(game);
      setOpened(b.value);
      setSwitched(gameNames[game] ?? game);
    }
    return true;
  };

  const gameNames: Readonly<Record<string, string>> = ui.rulesets;
  const names: Names = {
    terrain: (x) => (isTerrain(x) ? TERRAIN_NAMES[lang][x] : x),
    trade: (x) =>
      x === 'any' ? '3:1' : isResource(x) ? `2:1 ${resourceName(lang, x, nicknames)}` : x,
  };

  const seats = players.slice(0, count);
  // An empty name is the seat colour's name in the UI language: the initials then differ.
  const defaultName = (p: Player, i: number) => seatColor(p.color, i).names[lang];
  const setPlayer = (i: number, p: Partial<Player>) =>
    setPlayers((ps) => ps.map((x, j) => (j === i ? { ...x, ...p } : x)));
  // Each colour once: taking a colour another seat holds gives that seat yours.
  const pickColor = (i: number, color: string) => setPlayers((ps) => withColor(ps, i, color));

  const submit = async () => {
    setError(null);
    const vpTarget = vp.settle();
    const list = seats.map((p, i) => ({
      name: cleanName(p.name) || defaultName(p, i),
      color: p.color,
    }));
    for (const [i, p] of list.entries()) {
      if (p.name.length > 40 || /[<>]/.test(p.name)) return setError(t.nameBad(i));
    }
    const b = boardForServer(
      { hasBoard, source, generated, check, opened, codeError },
      t,
      ui.boardError,
      names,
    );
    if (b.problem) return setError(b.problem);
    const body = {
      ruleset,
      players: list,
      ...(b.board !== undefined ? { board: b.board } : {}),
      options: {
        dice,
        devDeck,
        ...(rs.features.progress ? { progressDeck } : {}),
        vpTarget,
        ...(rs.betweenTurns.length ? { betweenTurns: between } : {}),
        ...(rs.features.starfarers ? oddsOption(odds) : { nicknames: nick }),
      },
      phoneInput,
    };
    setBusy(true);
    try {
      const res = await postGame(body);
      const data: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        setBusy(false);
        return setError(serverWords(res.status, data, t));
      }
      const made = data as { id: string; hostToken: string | null };
      keepHost(made.hostToken);
      // The game exists: the next /table/new starts from a fresh form.
      created.current = true;
      clearDraft();
      router.push(`/table/${encodeURIComponent(made.id)}`);
    } catch {
      setBusy(false);
      setError(t.offline);
    }
  };

  const shownBoard = shownBoardOf(source, generated, opened);

  return (
    <main className={PAGE} style={{ paddingBottom: barHeight }}>
      <div className="mx-auto max-w-7xl p-4 sm:p-6">
        <NewGameHeader title={t.title} back={t.back} />

        <form
          className="mt-6 grid gap-8 lg:grid-cols-[minmax(20rem,26rem)_1fr]"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          noValidate
          data-ready={restored ? '' : undefined}
        >
          {/* Nothing answers until the form has hydrated and restored its draft: a choice made
              before (a slow tablet, a quick hand) was silently undone — a Starfarers game
              picked, a base game created (table-starfarers.test.ts failed so in CI). */}
          <fieldset disabled={!restored} className="contents">
            <section className="space-y-5" aria-labelledby="players-heading">
              <GameAndCount
                t={t}
                rulesetNames={gameNames}
                choices={choices}
                ruleset={ruleset}
                changeRuleset={changeRuleset}
                count={count}
                setCount={setCount}
              />
              <h2 id="players-heading" className="text-xl font-semibold">
                {t.players}
              </h2>
              <SeatsList
                seats={seats}
                lang={lang}
                t={t}
                defaultName={defaultName}
                setPlayer={setPlayer}
                pickColor={pickColor}
                colorSet={colorSetOf(players[0]?.color ?? '') ?? 'box'}
                pickSet={(set) => setPlayers((ps) => inColorSet(ps, set))}
              />

              <VpTargetField
                t={t}
                rs={rs}
                value={vp.value}
                setText={vp.setText}
                step={vp.step}
                settle={vp.settle}
              />
              <OptionChoices
                t={t}
                rs={rs}
                dice={dice}
                setDice={setDice}
                devDeck={devDeck}
                setDevDeck={setDevDeck}
                progressDeck={progressDeck}
                setProgressDeck={setProgressDeck}
                between={between}
                setBetween={setBetween}
                phoneInput={phoneInput}
                setPhoneInput={setPhoneInput}
              />
              {rs.features.starfarers ? <MothershipOdds value={odds} onChange={setOdds} /> : null}
              {rs.features.starfarers ? null : <GameNicknames t={t} on={nick} set={setNick} />}
            </section>

            <section className="min-w-0 space-y-4" aria-labelledby="board-heading">
              <h2 id="board-heading" className="text-xl font-semibold">
                {t.board}
              </h2>
              <BoardSource
                hasBoard={hasBoard}
                rs={rs}
                source={source}
                pickSource={(s) => {
                  setSource(s);
                  if (s === 'enter' && !editing && isEditableRuleset(rs.boardOf))
                    setEditor(beginnerEditorBoard(rs.boardOf));
                }}
                layout={layout}
                setLayout={setLayout}
                balance={balance}
                setBalance={setBalance}
                newSeed={() => setSeed(freshSeed())}
                codeText={codeText}
                setCodeText={setCodeText}
                openCode={openCode}
                codeError={codeError}
                switched={switched}
                editing={editing}
                setEditor={setEditor}
                check={check}
                generated={generated}
                shownBoard={shownBoard}
                names={names}
              />
            </section>

            <StartBar error={error} busy={busy} t={t} onHeight={setBarHeight} />
          </fieldset>
        </form>
      </div>
    </main>
  );
}
