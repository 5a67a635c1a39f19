'use client';
// Typing in the board the group laid out: tap a hex, then its terrain and its number (the
// selection then moves on to the next hex, so a whole island is 19 taps of each); tap the
// water to put a harbor there. The rules (counts, deserts, harbors) live in lib/board/editor;
// this only draws the state and sends edits.
import { type ReactNode, useMemo, useState } from 'react';
import { useLang } from '@/app/ui/use-lang';
import {
  beginnerEditorBoard,
  type EditorBoard,
  type EditorCheck,
  editorFromBoard,
  editorSlots,
  emptyEditorBoard,
  HARBOR_TRADES,
  setHarbor,
  setLand,
  setSea,
} from '@/lib/board/editor';
import type { Board } from '@/lib/board/types';
import { type HexKey, hexCentre, hexKey } from '@/lib/hex';
import { resourceName, TERRAIN_NAMES } from '@/lib/i18n/names';
import { getRuleset } from '@/lib/rules';
import { LAND_TERRAINS, type LandTerrain, TOKEN_VALUES } from '@/lib/rules/vocab';
import { BoardSvg } from '../../board/board-svg';
import { TERRAIN_FILL } from '../../board/terrain-art';
import { BOARD_WORDS } from '../../ui/board-words';
import { points, preview, problemHexes, R, rowCol } from './board-editor-model';
import { NEW_GAME } from './i18n';
import { SECONDARY, toggle } from './ui';

export function BoardEditor({
  nicknames,
  board,
  setBoard,
  check,
  generated,
}: {
  nicknames: boolean;
  board: EditorBoard;
  setBoard: (b: EditorBoard) => void;
  check: EditorCheck;
  /** The board the Generate tab shows, offered as a starting point. */
  generated: Board | null;
}) {
  const { lang } = useLang();
  const t = NEW_GAME[lang];
  const names = TERRAIN_NAMES[lang];
  const slots = useMemo(() => editorSlots(board.ruleset), [board.ruleset]);
  const spec = getRuleset(board.ruleset).board;
  const [selected, setSelected] = useState<HexKey | null>(null);
  const shown = useMemo(() => preview(board), [board]);
  // Every position, laid or not, so the view does not jump while the board fills up.
  const allSlots = useMemo(() => [...slots.land, ...slots.water.map((w) => w.hex)], [slots]);
  const bad = check.board.ok ? new Set<string>() : problemHexes(check.board.error);
  const landKeys = slots.land.map(hexKey);
  const water = slots.water.find((w) => hexKey(w.hex) === selected);
  const land = selected && selected in board.land ? board.land[selected] : undefined;

  // What is still in the box (Intimate Settlers: in the selected hex's home base), to show
  // beside each choice.
  const intimate = spec.kind === 'intimate';
  const homeOfSel =
    selected === null ? undefined : (slots.home?.[selected] ?? water?.home ?? undefined);
  const inPart = (k: HexKey) =>
    !intimate ||
    (slots.home?.[k] ?? slots.water.find((w) => hexKey(w.hex) === k)?.home) === homeOfSel;
  const used = (Object.keys(board.land) as HexKey[])
    .filter(inPart)
    .map((k) => board.land[k] as (typeof board.land)[HexKey]);
  const box = spec.kind === 'island' ? spec : spec.kind === 'intimate' ? spec.box : null;
  const terrainLeft = (x: LandTerrain) =>
    (intimate ? (x === 'desert' ? 0 : 1) : (box?.terrains[x] ?? 0)) -
    used.filter((l) => l.terrain === x).length;
  const tokenLeft = (v: number) =>
    (spec.kind === 'intimate' ? spec.homeTokens : (box?.tokens ?? [])).filter((x) => x === v)
      .length - used.filter((l) => l.token === v).length;
  const trades = (Object.keys(board.harbors) as HexKey[])
    .filter(inPart)
    .map((k) => board.harbors[k]?.trade);
  const harborLeft = (x: (typeof HARBOR_TRADES)[number]) =>
    (intimate
      ? x === 'any'
        ? 1
        : 0
      : box
        ? x === 'any'
          ? box.harbors.generic
          : box.harbors.special[x]
        : 0) - trades.filter((y) => y === x).length;
  const seaLeft = 1 - board.seas.filter(inPart).length;

  const next = (k: HexKey) => {
    const i = landKeys.indexOf(k);
    setSelected(landKeys[i + 1] ?? null);
  };
  const tradeName = (x: (typeof HARBOR_TRADES)[number]) =>
    x === 'any' ? `3:1` : `2:1 ${resourceName(lang, x, nicknames)}`;
  const label = (k: HexKey): string => {
    const w = slots.water.find((s) => hexKey(s.hex) === k);
    if (w) {
      const hb = board.harbors[k];
      if (hb) return `${t.waterHex}, ${t.harbor} ${tradeName(hb.trade)}`;
      return intimate && board.seas.includes(k) ? `${t.waterHex}, ${t.sea}` : t.waterHex;
    }
    const l = board.land[k];
    const [row, col] = rowCol(slots.land, k);
    const what = l?.terrain
      ? `${names[l.terrain]}${l.token !== null ? ` ${l.token}` : ''}`
      : t.emptyHex;
    return t.hexLabel(what, row, col);
  };

  const targets: ReactNode[] = [];
  /** `empty`: land with nothing yet; `open`: Intimate Settlers water nobody laid. */
  const target = (k: HexKey, q: number, r: number, empty: boolean, open = false) => {
    const c = hexCentre({ q, r });
    const on = k === selected;
    targets.push(
      // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it gets the role, focus and keys instead
      <g
        key={k}
        role="button"
        tabIndex={0}
        aria-label={label(k)}
        aria-pressed={on}
        data-edit-hex={k}
        transform={`translate(${(c.x * R).toFixed(2)} ${(c.y * R).toFixed(2)})`}
        className="cursor-pointer focus:outline-none"
        onClick={() => setSelected(on ? null : k)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setSelected(on ? null : k);
          }
        }}
      >
        <polygon
          points={points(R - 3)}
          fill={empty ? '#57534e' : 'transparent'}
          stroke={
            on ? '#facc15' : bad.has(k) ? '#f87171' : empty || open ? '#a8a29e' : 'transparent'
          }
          strokeWidth={on ? 6 : open ? 2 : 4}
          strokeDasharray={(bad.has(k) || open) && !on ? '8 5' : undefined}
        />
        {empty ? (
          <text y={8} textAnchor="middle" fontSize={26} fontWeight={700} fill="#e7e5e4">
            ?
          </text>
        ) : null}
      </g>,
    );
  };
  for (const h of slots.land) target(hexKey(h), h.q, h.r, !board.land[hexKey(h)]?.terrain);
  for (const w of slots.water) {
    const k = hexKey(w.hex);
    target(k, w.hex.q, w.hex.r, false, intimate && !board.harbors[k] && !board.seas.includes(k));
  }

  const choiceGrid = 'mt-2 grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2';
  return (
    <div className="space-y-4" data-testid="board-editor">
      <div>
        <p className={`text-base font-semibold`}>{t.presets}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            data-testid="preset-beginner"
            className={SECONDARY}
            onClick={() => {
              setBoard(beginnerEditorBoard(board.ruleset));
              setSelected(null);
            }}
          >
            {t.beginner}
          </button>
          <button
            type="button"
            data-testid="preset-empty"
            className={SECONDARY}
            onClick={() => {
              setBoard(emptyEditorBoard(board.ruleset));
              setSelected(landKeys[0] ?? null);
            }}
          >
            {t.empty}
          </button>
          {generated && generated.ruleset === board.ruleset ? (
            <button
              type="button"
              className={SECONDARY}
              onClick={() => {
                const e = editorFromBoard(generated);
                if (e.ok) setBoard(e.value);
                setSelected(null);
              }}
            >
              {t.fromGenerated}
            </button>
          ) : null}
        </div>
        <p className="mt-2 text-sm text-stone-400">
          {intimate ? t.beginnerNoteIntimate : t.beginnerNote}
        </p>
      </div>
      <p className="text-base text-stone-300">{t.tapHex}</p>
      <div className="grid gap-4 xl:grid-cols-[1fr_20rem]">
        <div className="rounded-2xl bg-sky-950 p-2">
          <BoardSvg
            board={shown}
            nicknames={nicknames}
            role="group"
            frame={allSlots}
            label={BOARD_WORDS[lang].boardLabel(
              Object.values(board.land).filter((l) => l.terrain).length,
              Object.values(board.land).filter((l) => l.token !== null).length,
            )}
            className="h-auto w-full max-w-[760px] touch-manipulation select-none"
          >
            {targets}
          </BoardSvg>
        </div>
        <div aria-live="polite">
          {land && selected ? (
            <div data-testid="hex-panel">
              <p className="text-lg font-semibold">{label(selected)}</p>
              <p className="mt-3 text-base font-semibold">{t.terrain}</p>
              <div className={choiceGrid}>
                {LAND_TERRAINS.map((x) => (
                  <button
                    key={x}
                    type="button"
                    data-terrain-choice={x}
                    aria-pressed={land.terrain === x}
                    className={`${toggle(land.terrain === x)} justify-start px-2 text-base`}
                    onClick={() => {
                      setBoard(setLand(board, selected, { terrain: x }));
                      if (x === 'desert') next(selected);
                    }}
                  >
                    <span
                      aria-hidden="true"
                      className="h-6 w-6 shrink-0 rounded border border-stone-300"
                      style={{ background: TERRAIN_FILL[x] }}
                    />
                    <span className="text-left leading-tight">
                      {names[x]}
                      <span className="block text-xs font-normal">{t.left(terrainLeft(x))}</span>
                    </span>
                  </button>
                ))}
              </div>
              {land.terrain !== 'desert' ? (
                <>
                  <p className="mt-3 text-base font-semibold">{t.number}</p>
                  <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(3.5rem,1fr))] gap-2">
                    {TOKEN_VALUES.map((v) => (
                      <button
                        key={v}
                        type="button"
                        data-token-choice={v}
                        aria-pressed={land.token === v}
                        aria-label={`${v}, ${t.left(tokenLeft(v))}`}
                        className={`${toggle(land.token === v)} flex-col gap-0 px-1 ${v === 6 || v === 8 ? 'text-red-300' : ''}`}
                        onClick={() => {
                          setBoard(setLand(board, selected, { token: v }));
                          if (land.terrain) next(selected);
                        }}
                      >
                        <span className="text-xl font-bold">{v}</span>
                        <span className="text-xs font-normal text-stone-300">×{tokenLeft(v)}</span>
                      </button>
                    ))}
                    <button
                      type="button"
                      aria-pressed={land.token === null}
                      className={`${toggle(land.token === null)} px-1 text-base`}
                      onClick={() => setBoard(setLand(board, selected, { token: null }))}
                    >
                      {t.noNumber}
                    </button>
                  </div>
                </>
              ) : null}
            </div>
          ) : water && selected ? (
            <div data-testid="harbor-panel">
              <p className="text-lg font-semibold">{label(selected)}</p>
              <div className={choiceGrid}>
                {intimate ? (
                  <>
                    <button
                      type="button"
                      aria-pressed={!board.harbors[selected] && !board.seas.includes(selected)}
                      className={`${toggle(!board.harbors[selected] && !board.seas.includes(selected))} text-base`}
                      onClick={() =>
                        setBoard(setSea(setHarbor(board, selected, null), selected, false))
                      }
                    >
                      {t.nothingYet}
                    </button>
                    <button
                      type="button"
                      data-harbor-choice="sea"
                      aria-pressed={board.seas.includes(selected)}
                      className={`${toggle(board.seas.includes(selected))} flex-col gap-0 text-base`}
                      onClick={() => setBoard(setSea(board, selected, true))}
                    >
                      <span>{t.sea}</span>
                      <span className="text-xs font-normal">{t.left(seaLeft)}</span>
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    aria-pressed={!board.harbors[selected]}
                    className={`${toggle(!board.harbors[selected])} text-base`}
                    onClick={() => setBoard(setHarbor(board, selected, null))}
                  >
                    {t.noHarbor}
                  </button>
                )}
                {HARBOR_TRADES.filter((x) => !intimate || x === 'any').map((x) => {
                  const on = board.harbors[selected]?.trade === x;
                  return (
                    <button
                      key={x}
                      type="button"
                      data-harbor-choice={x}
                      aria-pressed={on}
                      className={`${toggle(on)} flex-col gap-0 px-2 text-base`}
                      onClick={() =>
                        setBoard(
                          setHarbor(board, selected, {
                            trade: x,
                            faces: board.harbors[selected]?.faces ?? (water.faces[0] as HexKey),
                          }),
                        )
                      }
                    >
                      <span>{tradeName(x)}</span>
                      <span className="text-xs font-normal">{t.left(harborLeft(x))}</span>
                    </button>
                  );
                })}
              </div>
              {board.harbors[selected] && water.faces.length > 1 ? (
                <button
                  type="button"
                  className={`${SECONDARY} mt-3`}
                  onClick={() => {
                    const hb = board.harbors[selected];
                    if (!hb) return;
                    const i = water.faces.indexOf(hb.faces);
                    const faces = water.faces[(i + 1) % water.faces.length] as HexKey;
                    setBoard(setHarbor(board, selected, { ...hb, faces }));
                  }}
                >
                  {t.turnHarbor}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
