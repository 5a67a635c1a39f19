'use client';
// The new-game screen on the tablet: the game, its players and options, and the board — made
// here, opened from a code or a printed QR, or typed in from the table. Creating posts to
// /api/games with this browser's host credential and opens the play screen. The form is kept
// as a draft in localStorage while it is filled in (draft.ts) and forgotten once created.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { BALANCE_PRESETS, type BalancePreset } from '@/lib/board/balance';
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
import { COLOR_SETS, type ColorSetId, colorSetOf, seatColor } from '@/lib/colors';
import { VP_TARGET_MAX, VP_TARGET_MIN } from '@/lib/game/setup';
import { BETWEEN_TURNS, DEV_MODES, DICE_MODES } from '@/lib/game/types';
import { type Lang, resourceName, TERRAIN_NAMES } from '@/lib/i18n/names';
import { type Layout, RULESET_IDS, RULESETS, type RulesetId } from '@/lib/rules';
import { isResource, isTerrain } from '@/lib/rules/vocab';
import { BoardSvg } from '../../board/board-svg';
import { getHostToken, setHostToken } from '../../live/host-token';
import { UI } from '../../ui/i18n';
import { SeatMark } from '../../ui/seat-mark';
import { useLang } from '../../ui/use-lang';
import { BoardEditor } from './board-editor';
import { clearDraft, loadDraft, SOURCES, type Source, saveDraft } from './draft';
import { type Names, NEW_GAME } from './i18n';
import { QrScan } from './qr-scan';
import { FIELD, LABEL, LangSwitch, PAGE, PRIMARY, SECONDARY, toggle } from './ui';
import { settleVpTarget } from './vp-target';

interface Player {
  name: string;
  color: string;
}

const SEED_CHARS = 'abcdefghijkmnpqrstuvwxyz23456789';
function freshSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => SEED_CHARS[b % SEED_CHARS.length]).join('');
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

/** Names as the server cleans them: folded white space, 1–40 characters, no < >. */
const cleanName = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

export function NewGame({ initialShare }: { initialShare: string | null }) {
  const { lang, setLang, nicknames, setNicknames } = useLang();
  const t = NEW_GAME[lang];
  const ui = UI[lang];
  const router = useRouter();

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

  const [ruleset, setRuleset] = useState<RulesetId>(start?.ruleset ?? 'base');
  const rs = RULESETS[ruleset];
  const [count, setCount] = useState(
    start ? clamp(start.players, rs.players.min, rs.players.max) : 4,
  );
  // The box's colours by default (issue 28); the colour-blind-safe set is one choice away.
  const [players, setPlayers] = useState<Player[]>(() =>
    COLOR_SETS.box.map((c) => ({ name: '', color: c.id })),
  );
  const colorSet: ColorSetId = colorSetOf(players[0]?.color ?? '') ?? 'box';
  /** Every seat takes the colour at the same place in the other set. */
  const pickSet = (set: ColorSetId) =>
    setPlayers((ps) =>
      ps.map((p, i) => {
        const k = COLOR_SETS[colorSet].findIndex((c) => c.id === p.color);
        return { ...p, color: (COLOR_SETS[set][k < 0 ? i : k] ?? COLOR_SETS[set][0])?.id ?? '' };
      }),
    );
  const [vpTarget, setVpTarget] = useState(rs.vpTarget);
  // The field's text while it is being typed in (null: it shows vpTarget); settled on blur,
  // on submit and by −/+.
  const [vpText, setVpText] = useState<string | null>(null);
  const settledVp = () => (vpText === null ? vpTarget : settleVpTarget(vpText, vpTarget));
  const settleVp = () => {
    const v = settledVp();
    setVpText(null);
    setVpTarget(v);
    return v;
  };
  const [dice, setDice] = useState<(typeof DICE_MODES)[number]>('app');
  const [devDeck, setDevDeck] = useState<(typeof DEV_MODES)[number]>('app');
  const [between, setBetween] = useState<(typeof BETWEEN_TURNS)[number]>(
    rs.betweenTurns[0] ?? 'none',
  );
  const [phoneInput, setPhoneInput] = useState(true);

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
    const d = initialShare ? null : loadDraft();
    setSeed(d?.seed ?? freshSeed());
    if (d) {
      const next = RULESETS[d.ruleset];
      setRuleset(d.ruleset);
      setCount(d.count ?? clamp(count, next.players.min, next.players.max));
      if (d.players) setPlayers(d.players.map((p) => ({ ...p })));
      setVpTarget(d.vpTarget ?? next.vpTarget);
      if (d.dice) setDice(d.dice);
      if (d.devDeck) setDevDeck(d.devDeck);
      setBetween(d.between ?? next.betweenTurns[0] ?? 'none');
      if (d.phoneInput !== undefined) setPhoneInput(d.phoneInput);
      setLayout(d.layout ?? next.board.layouts[0] ?? 'spiral');
      if (d.balance) setBalance(d.balance);
      const src = d.source ?? 'generate';
      setSource(src);
      if (d.code !== undefined) setCodeText(d.code);
      if ((src === 'code' || src === 'scan') && d.code) {
        const b = boardFromShare(d.code);
        if (b.ok && b.value.ruleset === d.ruleset) setOpened(b.value);
      }
      // The physical board's edits are not kept: the editor starts again from the preset.
      if (src === 'enter' && isEditableRuleset(d.ruleset))
        setEditor(beginnerEditorBoard(d.ruleset));
    }
    setRestored(true);
  }, []);

  // Keep the draft while the form is filled in (after the restore, so it is not overwritten).
  const created = useRef(false);
  useEffect(() => {
    if (!restored || created.current) return;
    saveDraft({
      ruleset,
      count,
      players,
      // What the field shows, settled, so a number typed just before a reload is kept.
      vpTarget: vpText === null ? vpTarget : settleVpTarget(vpText, vpTarget),
      dice,
      devDeck,
      between,
      phoneInput,
      source,
      layout,
      balance,
      seed,
      code: source === 'code' || source === 'scan' ? (opened?.share ?? codeText) : codeText,
    });
  }, [
    restored,
    ruleset,
    count,
    players,
    vpTarget,
    vpText,
    dice,
    devDeck,
    between,
    phoneInput,
    source,
    layout,
    balance,
    seed,
    opened,
    codeText,
  ]);

  // The start bar is fixed to the bottom of the screen: the page keeps room for it below its
  // content, and scrolling to a control (keyboard focus, scrollIntoView) stops above it, so no
  // option can sit under the bar where a tap would start the game instead.
  const bar = useRef<HTMLDivElement>(null);
  const [barHeight, setBarHeight] = useState(0);
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    const measure = () => setBarHeight(Math.ceil(el.getBoundingClientRect().height));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${barHeight}px`;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [barHeight]);

  const hasBoard = !rs.features.printedBoard;
  const generated = useMemo(() => {
    if (!hasBoard) return null;
    return generateFor(ruleset, layout, balance, seed, count);
  }, [hasBoard, ruleset, layout, balance, seed, count]);

  const editing = editor && editor.ruleset === ruleset ? editor : null;
  const check: EditorCheck | null = useMemo(
    () => (editing ? checkEditorBoard(editing, count) : null),
    [editing, count],
  );

  const changeRuleset = (id: RulesetId) => {
    const next = RULESETS[id];
    setRuleset(id);
    setCount((c) => clamp(c, next.players.min, next.players.max));
    setVpTarget(next.vpTarget);
    setVpText(null);
    // 5–6 players build between turns as a rule (rules.md); the older phase is the default.
    setBetween(next.betweenTurns[0] ?? 'none');
    if (!next.board.layouts.includes(layout)) setLayout(next.board.layouts[0] ?? 'spiral');
    if (opened && opened.ruleset !== id) setOpened(null);
    if (!next.devDeck) setDevDeck('app');
    // The editor follows the game: a different box means a different board to type in.
    if (source === 'enter' && isEditableRuleset(id) && editor?.ruleset !== id)
      setEditor(beginnerEditorBoard(id));
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
    if (b.value.ruleset !== ruleset) {
      changeRuleset(b.value.ruleset);
      setOpened(b.value);
      setSwitched(ui.rulesets[b.value.ruleset] ?? b.value.ruleset);
    }
    return true;
  };

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
  const pickColor = (i: number, color: string) =>
    setPlayers((ps) => {
      const mine = ps[i]?.color ?? color;
      return ps.map((x, j) =>
        j === i ? { ...x, color } : x.color === color ? { ...x, color: mine } : x,
      );
    });

  const boardForServer = (): { board?: string | Board; problem?: string } => {
    if (!hasBoard) return {};
    if (source === 'generate') {
      if (!generated?.ok) return { problem: generated?.error ?? ui.boardError };
      return { board: generated.board.share };
    }
    if (source === 'enter') {
      if (!check) return { problem: t.notEditable };
      if (!check.board.ok)
        return {
          problem: `${t.boardRefused} ${check.board.error.map((p) => t.problem(p, names)).join(' ')}`,
        };
      return { board: check.board.value };
    }
    if (!opened) return { problem: codeError ? `${t.badCode}: ${codeError}` : t.badCode };
    return { board: opened.share };
  };

  const submit = async () => {
    setError(null);
    const vp = settleVp();
    const list = seats.map((p, i) => ({
      name: cleanName(p.name) || defaultName(p, i),
      color: p.color,
    }));
    for (const [i, p] of list.entries()) {
      if (p.name.length > 40 || /[<>]/.test(p.name)) return setError(t.nameBad(i));
    }
    const b = boardForServer();
    if (b.problem) return setError(b.problem);
    const body = {
      ruleset,
      players: list,
      ...(b.board !== undefined ? { board: b.board } : {}),
      options: {
        dice,
        devDeck,
        vpTarget: vp,
        ...(rs.betweenTurns.length ? { betweenTurns: between } : {}),
      },
      phoneInput,
    };
    setBusy(true);
    try {
      const post = (token: string | null) =>
        fetch('/api/games', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
      const token = getHostToken();
      let res = await post(token);
      // A host credential this server does not know (a new data folder): start a new host.
      if (res.status === 401 && token) res = await post(null);
      const data: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        setBusy(false);
        return setError(serverWords(res.status, data, t));
      }
      const made = data as { id: string; hostToken: string | null };
      if (made.hostToken) setHostToken(made.hostToken);
      // The game exists: the next /table/new starts from a fresh form.
      created.current = true;
      clearDraft();
      router.push(`/table/${encodeURIComponent(made.id)}`);
    } catch {
      setBusy(false);
      setError(t.offline);
    }
  };

  const shownBoard =
    source === 'generate'
      ? generated?.ok
        ? generated.board
        : null
      : source === 'enter'
        ? null
        : opened;

  return (
    <main className={PAGE} style={{ paddingBottom: barHeight }}>
      <div className="mx-auto max-w-7xl p-4 sm:p-6">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold sm:text-3xl">
            <Link href="/" className="hover:underline">
              Hexkeeper
            </Link>{' '}
            · {t.title}
          </h1>
          <div className="flex flex-wrap items-center gap-3">
            <Link href="/table" className={SECONDARY}>
              {t.back}
            </Link>
            <LangSwitch
              lang={lang}
              setLang={setLang}
              nicknames={nicknames}
              setNicknames={setNicknames}
            />
          </div>
        </header>

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
              <div>
                <label className={LABEL} htmlFor="ruleset">
                  {t.game}
                </label>
                <select
                  id="ruleset"
                  data-testid="ruleset"
                  className={FIELD}
                  value={ruleset}
                  onChange={(e) => changeRuleset(e.target.value as RulesetId)}
                >
                  {RULESET_IDS.map((id) => (
                    <option key={id} value={id}>
                      {ui.rulesets[id]}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label className={LABEL} htmlFor="player-count">
                  {t.playerCount}
                </label>
                <select
                  id="player-count"
                  data-testid="player-count"
                  className={FIELD}
                  value={count}
                  onChange={(e) => setCount(Number(e.target.value))}
                >
                  {range(rs.players.min, rs.players.max).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
              <h2 id="players-heading" className="text-xl font-semibold">
                {t.players}
              </h2>
              <fieldset>
                <legend className={LABEL}>{t.colorSet}</legend>
                <div className="flex flex-wrap gap-2">
                  {(['box', 'safe'] as const).map((set) => (
                    <label
                      key={set}
                      className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border-2 px-3 ${colorSet === set ? 'border-white' : 'border-stone-700'} has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-sky-400`}
                    >
                      <input
                        type="radio"
                        name="color-set"
                        value={set}
                        data-testid={`color-set-${set}`}
                        checked={colorSet === set}
                        onChange={() => pickSet(set)}
                        className="accent-amber-400"
                      />
                      {t.colorSets[set]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <ol className="space-y-4">
                {seats.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its position
                  <li key={i} className="rounded-xl border border-stone-700 bg-stone-900 p-3">
                    <div className="flex items-center gap-3">
                      <SeatMark
                        seat={i}
                        color={p.color}
                        name={cleanName(p.name) || defaultName(p, i)}
                        size={44}
                      />
                      <input
                        aria-label={t.name(i)}
                        data-testid={`player-name-${i}`}
                        className={`${FIELD} mt-0`}
                        value={p.name}
                        placeholder={defaultName(p, i)}
                        maxLength={40}
                        autoComplete="off"
                        onChange={(e) => setPlayer(i, { name: e.target.value })}
                      />
                    </div>
                    <fieldset className="mt-2">
                      <legend className="sr-only">{t.color(i)}</legend>
                      <div className="flex flex-wrap gap-1">
                        {COLOR_SETS[colorSet].map((c, k) => (
                          <label
                            key={c.id}
                            title={c.names[lang]}
                            className={`flex h-12 w-12 cursor-pointer items-center justify-center rounded-lg border-2 ${p.color === c.id ? 'border-white' : 'border-transparent'} has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-sky-400`}
                          >
                            <input
                              type="radio"
                              name={`color-${i}`}
                              value={c.id}
                              data-testid={`player-color-${i}-${k}`}
                              aria-label={c.names[lang]}
                              checked={p.color === c.id}
                              onChange={() => pickColor(i, c.id)}
                              className="sr-only"
                            />
                            <SeatMark
                              seat={100 + i * 10 + k}
                              color={c.id}
                              name={c.names[lang]}
                              size={36}
                            />
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  </li>
                ))}
              </ol>

              <div>
                <label className={LABEL} htmlFor="vp-target">
                  {t.target}
                </label>
                <div className="mt-1 flex items-center gap-2">
                  <button
                    type="button"
                    className={SECONDARY}
                    aria-label="−1"
                    onClick={() => {
                      setVpText(null);
                      setVpTarget(clamp(settledVp() - 1, VP_TARGET_MIN, VP_TARGET_MAX));
                    }}
                  >
                    −
                  </button>
                  <input
                    id="vp-target"
                    data-testid="vp-target"
                    type="number"
                    inputMode="numeric"
                    min={VP_TARGET_MIN}
                    max={VP_TARGET_MAX}
                    className={`${FIELD} mt-0 w-24 text-center`}
                    value={vpText ?? vpTarget}
                    onChange={(e) => setVpText(e.target.value)}
                    onBlur={() => {
                      settleVp();
                    }}
                  />
                  <button
                    type="button"
                    className={SECONDARY}
                    aria-label="+1"
                    onClick={() => {
                      setVpText(null);
                      setVpTarget(clamp(settledVp() + 1, VP_TARGET_MIN, VP_TARGET_MAX));
                    }}
                  >
                    +
                  </button>
                </div>
                <p className="mt-1 text-sm text-stone-400">{t.targetHelp(rs.vpTarget)}</p>
              </div>

              <Choice
                legend={t.dice}
                name="dice"
                value={dice}
                options={DICE_MODES.map((d) => [d, t.diceModes[d]] as const)}
                onChange={setDice}
              />
              {rs.devDeck ? (
                <Choice
                  legend={t.devCards}
                  name="dev"
                  value={devDeck}
                  options={DEV_MODES.map((d) => [d, t.devModes[d]] as const)}
                  onChange={setDevDeck}
                />
              ) : null}
              {rs.betweenTurns.length ? (
                <Choice
                  legend={t.betweenTurns}
                  name="between"
                  value={between}
                  options={BETWEEN_TURNS.filter(
                    (b) => b === 'none' || rs.betweenTurns.includes(b),
                  ).map((b) => [b, t.betweenModes[b]] as const)}
                  onChange={setBetween}
                />
              ) : null}
              <label className="flex min-h-12 items-start gap-3 text-lg">
                <input
                  type="checkbox"
                  data-testid="phone-input"
                  className="mt-1 h-6 w-6 shrink-0"
                  checked={phoneInput}
                  onChange={(e) => setPhoneInput(e.target.checked)}
                />
                <span>
                  {t.phoneInput}
                  <span className="block text-sm text-stone-400">{t.phoneInputHelp}</span>
                </span>
              </label>
            </section>

            <section className="min-w-0 space-y-4" aria-labelledby="board-heading">
              <h2 id="board-heading" className="text-xl font-semibold">
                {t.board}
              </h2>
              {!hasBoard ? (
                <p className="text-lg text-stone-300">{t.noBoard}</p>
              ) : (
                <>
                  {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields */}
                  <div className="flex flex-wrap gap-2" role="group" aria-label={t.board}>
                    {SOURCES.map((s) => (
                      <button
                        key={s}
                        type="button"
                        data-testid={`board-source-${s}`}
                        aria-pressed={source === s}
                        className={toggle(source === s)}
                        onClick={() => {
                          setSource(s);
                          if (s === 'enter' && !editing && isEditableRuleset(ruleset))
                            setEditor(beginnerEditorBoard(ruleset));
                        }}
                      >
                        {t.sources[s]}
                      </button>
                    ))}
                  </div>

                  {source === 'generate' ? (
                    <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                      <div>
                        <label className={LABEL} htmlFor="layout">
                          {ui.layout}
                        </label>
                        <select
                          id="layout"
                          className={FIELD}
                          value={layout}
                          onChange={(e) => setLayout(e.target.value as Layout)}
                        >
                          {rs.board.layouts.map((l) => (
                            <option key={l} value={l}>
                              {ui.layouts[l]}
                            </option>
                          ))}
                        </select>
                      </div>
                      <div>
                        <label className={LABEL} htmlFor="balance">
                          {ui.balance}
                        </label>
                        <select
                          id="balance"
                          className={FIELD}
                          value={balance}
                          onChange={(e) => setBalance(e.target.value as BalancePreset)}
                        >
                          {BALANCE_PRESETS.map((p) => (
                            <option key={p} value={p}>
                              {ui.presets[p]}
                            </option>
                          ))}
                        </select>
                      </div>
                      <button
                        type="button"
                        data-testid="new-board"
                        className={SECONDARY}
                        onClick={() => setSeed(freshSeed())}
                      >
                        {t.newBoard}
                      </button>
                    </div>
                  ) : null}

                  {source === 'code' ? (
                    <div>
                      <label className={LABEL} htmlFor="share-code">
                        {t.shareCode}
                      </label>
                      <div className="mt-1 flex gap-2">
                        <input
                          id="share-code"
                          data-testid="share-code"
                          className={`${FIELD} mt-0 font-mono text-base`}
                          value={codeText}
                          autoComplete="off"
                          spellCheck={false}
                          onChange={(e) => setCodeText(e.target.value)}
                          onKeyDown={(e) => {
                            if (e.key === 'Enter') {
                              e.preventDefault();
                              openCode(codeText);
                            }
                          }}
                        />
                        <button
                          type="button"
                          data-testid="open-code"
                          className={SECONDARY}
                          onClick={() => openCode(codeText)}
                        >
                          {t.open}
                        </button>
                      </div>
                      <p className="mt-1 text-sm text-stone-400">{t.shareHelp}</p>
                    </div>
                  ) : null}

                  {source === 'scan' ? <QrScan onCode={(text) => openCode(text)} /> : null}

                  {(source === 'code' || source === 'scan') && codeError ? (
                    <p
                      role="alert"
                      className="rounded-lg border border-amber-400 bg-amber-950 p-3 text-amber-100"
                    >
                      {t.badCode}: {codeError}
                    </p>
                  ) : null}
                  {switched && (source === 'code' || source === 'scan') ? (
                    <p role="status" className="text-base text-sky-200">
                      {t.switchedGame(switched)}
                    </p>
                  ) : null}

                  {source === 'enter' ? (
                    editing && check ? (
                      <>
                        <BoardEditor
                          nicknames={nicknames}
                          board={editing}
                          setBoard={setEditor}
                          check={check}
                          generated={generated?.ok ? generated.board : null}
                        />
                        <div role="status" aria-live="polite">
                          {check.board.ok ? (
                            <p data-testid="board-ok" className="text-lg text-emerald-300">
                              ✓ {t.boardOk}
                            </p>
                          ) : (
                            <div
                              data-testid="board-problems"
                              className="rounded-lg border border-amber-400 bg-amber-950 p-3 text-amber-100"
                            >
                              <p className="font-semibold">{t.boardRefused}</p>
                              <ul className="mt-1 list-disc pl-6">
                                {check.board.error.map((p, i) => (
                                  // biome-ignore lint/suspicious/noArrayIndexKey: problems have no identity beyond their place
                                  <li key={i}>{t.problem(p, names)}</li>
                                ))}
                              </ul>
                              {check.board.error.some((p) => 'hexes' in p) ? (
                                <p className="mt-1 text-sm">{t.marked}</p>
                              ) : null}
                            </div>
                          )}
                          {check.warnings.map((w) => (
                            <p key={w.code} className="mt-1 text-base text-stone-300">
                              {t.warning(w)}
                            </p>
                          ))}
                        </div>
                      </>
                    ) : (
                      <p className="text-lg text-stone-300">{t.notEditable}</p>
                    )
                  ) : shownBoard ? (
                    <div>
                      <div className="rounded-2xl bg-sky-950 p-2 sm:p-4">
                        <BoardSvg board={shownBoard} nicknames={nicknames} />
                      </div>
                      <p
                        className="mt-2 font-mono text-sm text-stone-400"
                        data-testid="board-share"
                      >
                        {shownBoard.share}
                      </p>
                    </div>
                  ) : source === 'generate' && generated && !generated.ok ? (
                    <p
                      role="alert"
                      className="rounded-lg border border-red-400 bg-red-950 p-3 text-red-100"
                    >
                      <strong>{ui.boardError}.</strong> {generated.error}
                    </p>
                  ) : null}
                </>
              )}
            </section>

            <div
              ref={bar}
              data-testid="start-bar"
              className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-700 bg-stone-950 px-4 py-3 sm:px-6"
            >
              <div className="mx-auto max-w-7xl">
                {error ? (
                  <p
                    role="alert"
                    data-testid="create-error"
                    className="mb-3 rounded-lg border border-red-400 bg-red-950 p-3 text-lg text-red-100"
                  >
                    {error}
                  </p>
                ) : null}
                <button
                  type="submit"
                  data-testid="create-game"
                  disabled={busy}
                  className={`${PRIMARY} w-full text-xl sm:w-auto sm:min-w-64`}
                >
                  {busy ? t.creating : t.create}
                </button>
              </div>
            </div>
          </fieldset>
        </form>
      </div>
    </main>
  );
}

/** A short list of choices as pressable buttons in a fieldset (radio semantics). */
function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (v: T) => void;
}) {
  return (
    <fieldset>
      <legend className={LABEL}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map(([v, label]) => (
          <label
            key={v}
            className={`${toggle(value === v)} cursor-pointer text-base has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-sky-400`}
          >
            <input
              type="radio"
              name={name}
              value={v}
              data-testid={`${name}-${v}`}
              checked={value === v}
              onChange={() => onChange(v)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type Generated = { ok: true; board: Board } | { ok: false; error: string };

function generateFor(
  ruleset: RulesetId,
  layout: Layout,
  balance: BalancePreset,
  seed: string,
  players: number,
): Generated {
  const code = `h1.${ruleset}.${layout}.${balance}.${players}.${seed}`;
  const b = boardFromShare(code);
  return b.ok ? { ok: true, board: b.value } : { ok: false, error: b.error.message };
}

/** The server's refusal in words: a sentence per code we know, then the server's own detail. */
function serverWords(status: number, data: unknown, t: (typeof NEW_GAME)[Lang]): string {
  const e =
    data && typeof data === 'object' && 'error' in data
      ? (data as { error: { code?: string; message?: string } }).error
      : null;
  if (status === 429) return t.rateLimited;
  return `${t.serverRefused}: ${e?.message ?? `HTTP ${status}`}`;
}
