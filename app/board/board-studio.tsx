'use client';
// The generator page: options in, a board out. All rules live in lib/board; this component
// only collects choices, asks generateBoard (in a worker: use-board-search.ts), and keeps the
// URL's share code in step.
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LangSwitch } from '@/app/ui/lang-switch';
import {
  BALANCE_PRESETS,
  type Balance,
  type BalancePreset,
  type Board,
  balanceOn,
  fairness,
  judgesCommodities,
  LIMITS,
  presetFor,
  presetName,
} from '@/lib/board';
import { rulesetNames } from '@/lib/i18n/rulesets';
import { BOARD_RULESET_IDS, type Layout, RULESETS, type RulesetId } from '@/lib/rules';
import { layoutLabel, UI } from '../ui/i18n';
import { useHydrated } from '../ui/use-hydrated';
import { useLang } from '../ui/use-lang';
import { BoardSvg } from './board-svg';
import { DraftConstraintRows } from './draft-constraints';
import { type Choice, copyLink, initialChoice } from './studio-model';
import { StudioPanels as Panels } from './studio-panels';
import { useBoardSearch } from './use-board-search';

const BOOLEAN_KEYS = [
  'noAdjacentRed',
  'noAdjacentEqual',
  'noAdjacentLow',
  'pipFloor',
  'spreadRed',
  'distinctPerResource',
  'desertOffCentre',
  'harborOffOwnHot',
] as const;
const NUMBER_KEYS = ['terrainCluster', 'pipCap', 'resourceShare'] as const;
const DEFAULT_NUMBER = { terrainCluster: 1, pipCap: 10, resourceShare: 1 } as const;

const SEED_CHARS = 'abcdefghijkmnpqrstuvwxyz23456789';
function freshSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => SEED_CHARS[b % SEED_CHARS.length]).join('');
}

// Every ruleset the board face offers (its definition's `boardFace`) whose board is not printed.
const GENERATED = BOARD_RULESET_IDS.filter((id) => !RULESETS[id].features.printedBoard);

export function BoardStudio({
  initialShare,
  linkError,
}: {
  initialShare: string;
  linkError: string | null;
}) {
  const { lang, setLang, nicknames, setNicknames } = useLang();
  const ui = UI[lang];
  const [start] = useState(() => initialChoice(initialShare));
  const [choice, setChoice] = useState<Choice>(start.choice);
  const shownLinkError = linkError ?? start.error;
  const [seedText, setSeedText] = useState(choice.seed);
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const shareField = useRef<HTMLInputElement>(null);
  const { result, searching } = useBoardSearch(choice);
  const board: Board | null = result.ok ? result.value : null;
  const report = useMemo(() => (board ? fairness(board) : null), [board]);
  const rs = RULESETS[choice.ruleset];
  const hydrated = useHydrated();

  const update = (next: Partial<Choice>) => {
    const c = { ...choice, ...next };
    // A preset stays the preset on another ruleset (strict bounds commodities where there are).
    if (!next.balance) c.balance = balanceOn(choice.balance, choice.ruleset, c.ruleset);
    const layouts = RULESETS[c.ruleset].board.layouts;
    if (!layouts.includes(c.layout)) c.layout = layouts[0] ?? 'spiral';
    const p = RULESETS[c.ruleset].players;
    c.players = Math.min(p.max, Math.max(p.min, c.players));
    setChoice(c);
    setCopied('no');
  };
  // The board is made here in the browser: only the address changes, with no request to the
  // server, so a new board works offline too.
  useEffect(() => {
    if (searching || choice === start.choice || !result.ok) return;
    window.history.replaceState(null, '', `/board?b=${encodeURIComponent(result.value.share)}`);
  }, [result, searching, choice, start.choice]);
  const setBalance = (b: Balance) => update({ balance: b });
  const preset = presetName(choice.balance, choice.ruleset);
  const names = rulesetNames(lang, 'name');
  const shareLink =
    board && typeof window !== 'undefined'
      ? `${window.location.origin}/board?b=${encodeURIComponent(board.share)}`
      : '';

  const label = 'block text-sm font-semibold text-stone-700 dark:text-stone-300';
  const field =
    'mt-1 block w-full min-h-12 rounded-lg border border-stone-400 bg-white px-3 text-base text-stone-900 dark:bg-stone-800 dark:text-stone-100';
  const button =
    'inline-flex min-h-12 items-center justify-center rounded-lg px-4 text-base font-semibold shadow-sm focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400';

  return (
    <main className="mx-auto max-w-6xl p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">
          <Link href="/" className="hover:underline">
            Hexkeeper
          </Link>{' '}
          · {ui.boardTitle}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <LangSwitch
            lang={lang}
            setLang={setLang}
            nicknames={nicknames}
            setNicknames={setNicknames}
          />
        </div>
      </header>

      {shownLinkError ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-600 bg-amber-50 p-3 text-amber-900"
        >
          {ui.badLink}: {shownLinkError}
        </p>
      ) : null}

      <div className="mt-4 grid gap-6 lg:grid-cols-[320px_1fr]">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            update({ seed: seedText.trim() });
          }}
          data-ready={hydrated ? '' : undefined}
        >
          {/* Nothing answers until the page has hydrated: a choice made on the server's HTML
              changed the select but not the board (Mupprummet shown, a base board made). */}
          <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
            <div>
              <label className={label} htmlFor="ruleset">
                {ui.ruleset}
              </label>
              <select
                id="ruleset"
                className={field}
                value={choice.ruleset}
                onChange={(e) => update({ ruleset: e.target.value as RulesetId })}
              >
                {GENERATED.map((id) => (
                  <option key={id} value={id}>
                    {names[id]}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div>
                <label className={label} htmlFor="layout">
                  {ui.layout}
                </label>
                <select
                  id="layout"
                  className={field}
                  value={choice.layout}
                  onChange={(e) => update({ layout: e.target.value as Layout })}
                >
                  {rs.board.layouts.map((l) => (
                    <option key={l} value={l}>
                      {layoutLabel(ui, l, 'tokens' in rs.board ? rs.board.tokens.length : 0)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label className={label} htmlFor="players">
                  {ui.players}
                </label>
                <select
                  id="players"
                  className={field}
                  value={choice.players}
                  onChange={(e) => update({ players: Number(e.target.value) })}
                >
                  {Array.from(
                    { length: rs.players.max - rs.players.min + 1 },
                    (_, i) => rs.players.min + i,
                  ).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div>
              <label className={label} htmlFor="balance">
                {ui.balance}
              </label>
              <select
                id="balance"
                className={field}
                value={preset}
                onChange={(e) => {
                  const v = e.target.value;
                  if (v !== 'custom') setBalance(presetFor(v as BalancePreset, choice.ruleset));
                }}
              >
                {[...BALANCE_PRESETS, 'custom' as const].map((p) => (
                  <option key={p} value={p} disabled={p === 'custom'}>
                    {ui.presets[p]}
                  </option>
                ))}
              </select>
            </div>
            <details className="rounded-lg border border-stone-300 p-3 dark:border-stone-600">
              <summary className="min-h-8 cursor-pointer text-sm font-semibold">
                {ui.custom}
              </summary>
              <ul className="space-y-1">
                {BOOLEAN_KEYS.map((k) => (
                  <li key={k}>
                    <label className="flex min-h-11 items-center gap-3 text-sm">
                      <input
                        type="checkbox"
                        className="h-5 w-5 shrink-0"
                        checked={choice.balance[k]}
                        onChange={(e) => setBalance({ ...choice.balance, [k]: e.target.checked })}
                      />
                      {ui.constraints[k]}
                    </label>
                  </li>
                ))}
                {NUMBER_KEYS.map((k) => {
                  const v = choice.balance[k];
                  const lim = LIMITS[k];
                  return (
                    <li key={k} className="flex min-h-11 items-center gap-3 text-sm">
                      <input
                        type="checkbox"
                        className="h-5 w-5 shrink-0"
                        aria-label={ui.constraints[k]}
                        checked={v !== null}
                        onChange={(e) =>
                          setBalance({
                            ...choice.balance,
                            [k]: e.target.checked ? DEFAULT_NUMBER[k] : null,
                          })
                        }
                      />
                      <span className="grow">{ui.constraints[k]}</span>
                      <input
                        type="number"
                        aria-label={`${ui.constraints[k]} (N)`}
                        className="min-h-11 w-16 rounded border border-stone-400 bg-white px-2 dark:bg-stone-800"
                        min={lim.min}
                        max={lim.max}
                        disabled={v === null}
                        value={v ?? DEFAULT_NUMBER[k]}
                        onChange={(e) => {
                          const n = Number(e.target.value);
                          if (Number.isInteger(n) && n >= lim.min && n <= lim.max)
                            setBalance({ ...choice.balance, [k]: n });
                        }}
                      />
                    </li>
                  );
                })}
                <DraftConstraintRows
                  balance={choice.balance}
                  setBalance={setBalance}
                  lang={lang}
                  commodities={judgesCommodities(choice.ruleset)}
                />
              </ul>
            </details>
            <div>
              <label className={label} htmlFor="seed">
                {ui.seed}
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  id="seed"
                  className={`${field} mt-0`}
                  value={seedText}
                  maxLength={40}
                  pattern="[A-Za-z0-9_\-]{1,40}"
                  onChange={(e) => setSeedText(e.target.value)}
                />
                <button
                  type="submit"
                  className={`${button} bg-stone-200 text-stone-900 hover:bg-stone-300`}
                >
                  {ui.apply}
                </button>
              </div>
            </div>
            <button
              type="button"
              data-testid="new-board"
              className={`${button} w-full bg-sky-700 text-white hover:bg-sky-800`}
              onClick={() => {
                const s = freshSeed();
                setSeedText(s);
                update({ seed: s });
              }}
            >
              {ui.newBoard}
            </button>
          </fieldset>
        </form>

        <section
          aria-live="polite"
          aria-busy={searching}
          data-testid="board-result"
          className={`order-first min-w-0 transition-opacity lg:order-none ${searching ? 'opacity-60' : ''}`}
        >
          {board ? (
            <>
              <div className="rounded-2xl bg-sky-900 p-2 sm:p-4">
                <BoardSvg board={board} nicknames={nicknames} />
              </div>
              {board.discovery ? (
                <p className="mt-2 text-sm">
                  {ui.discoveryBag(board.discovery.hexes.length, board.discovery.tokens.length)}
                </p>
              ) : null}
              <Panels board={board} report={report} nicknames={nicknames} />
              <div className="mt-4 flex flex-wrap gap-3">
                <Link
                  href={`/print?b=${encodeURIComponent(board.share)}`}
                  className={`${button} bg-emerald-700 text-white hover:bg-emerald-800`}
                >
                  {ui.printBoard}
                </Link>
                <Link
                  href={`/table/new?b=${encodeURIComponent(board.share)}`}
                  title={ui.playBoardWhat}
                  data-testid="play-board"
                  className={`${button} bg-sky-700 text-white hover:bg-sky-800`}
                >
                  {ui.playBoard}
                </Link>
              </div>
              <div className="mt-4">
                <label className={label} htmlFor="share">
                  {ui.share}
                </label>
                <div className="mt-1 flex gap-2">
                  <input
                    id="share"
                    ref={shareField}
                    readOnly
                    className={`${field} mt-0 font-mono text-sm`}
                    value={shareLink || board.share}
                  />
                  <button
                    type="button"
                    className={`${button} bg-stone-200 text-stone-900 hover:bg-stone-300`}
                    onClick={() => {
                      void copyLink(shareLink || board.share, {
                        clipboard: navigator.clipboard,
                        select: () => shareField.current?.select(),
                        execCopy: () => document.execCommand('copy'),
                      }).then((done) => setCopied(done ? 'yes' : 'failed'));
                    }}
                  >
                    {copied === 'yes' ? ui.copied : ui.copy}
                  </button>
                </div>
                {copied === 'failed' ? (
                  <p role="alert" className="mt-1 text-sm text-amber-900 dark:text-amber-200">
                    {ui.copyFailed}
                  </p>
                ) : null}
              </div>
            </>
          ) : (
            <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
              <strong>{ui.boardError}.</strong> {result.ok ? '' : result.error.message}
            </p>
          )}
        </section>
      </div>
    </main>
  );
}
