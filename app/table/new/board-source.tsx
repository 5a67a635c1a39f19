'use client';
// The new-game form's board: where it comes from (generated, a code, a scanned QR, typed in
// with the editor) and what that gives — the board drawn, the editor's verdict, or why not.

import type { BalancePreset } from '@/lib/board/balance';
import { BALANCE_PRESETS } from '@/lib/board/balance';
import type { EditorBoard, EditorCheck } from '@/lib/board/editor';
import type { Board } from '@/lib/board/types';
import type { Layout, Ruleset } from '@/lib/rules';
import { BoardSvg } from '../../board/board-svg';
import { UI } from '../../ui/i18n';
import { useLang } from '../../ui/use-lang';
import { BoardEditor } from './board-editor';
import { SOURCES, type Source } from './draft';
import { type Names, NEW_GAME } from './i18n';
import type { Generated } from './new-game-model';
import { QrScan } from './qr-scan';
import { FIELD, LABEL, SECONDARY, toggle } from './ui';

export function BoardSource({
  hasBoard,
  rs,
  source,
  pickSource,
  layout,
  setLayout,
  balance,
  setBalance,
  newSeed,
  codeText,
  setCodeText,
  openCode,
  codeError,
  switched,
  editing,
  setEditor,
  check,
  generated,
  shownBoard,
  names,
}: {
  hasBoard: boolean;
  rs: Ruleset;
  source: Source;
  pickSource: (s: Source) => void;
  layout: Layout;
  setLayout: (l: Layout) => void;
  balance: BalancePreset;
  setBalance: (b: BalancePreset) => void;
  newSeed: () => void;
  codeText: string;
  setCodeText: (s: string) => void;
  openCode: (text: string) => boolean;
  codeError: string | null;
  switched: string | null;
  editing: EditorBoard | null;
  setEditor: (b: EditorBoard) => void;
  check: EditorCheck | null;
  generated: Generated | null;
  shownBoard: Board | null;
  names: Names;
}) {
  const { lang, nicknames } = useLang();
  const t = NEW_GAME[lang];
  const ui = UI[lang];
  return (
    <>
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
                onClick={() => pickSource(s)}
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
              <button type="button" data-testid="new-board" className={SECONDARY} onClick={newSeed}>
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
              <p className="mt-2 font-mono text-sm text-stone-400" data-testid="board-share">
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
    </>
  );
}
