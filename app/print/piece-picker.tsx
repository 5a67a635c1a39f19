'use client';
// Picking pieces on /print: one row to choose a kind and a piece (a pawn by colour and shape,
// a dice card by its two dice, a token with or without a letter) and add it, and the short
// list of what is chosen, grouped by kind, each line with its count. The page stays short on
// a phone however many kinds there are.

import { useState } from 'react';
import type { Lang } from '@/lib/i18n/names';
import { TOKEN_VALUES } from '@/lib/rules/vocab';
import { pawnLook } from '@/print/pawn-colour';
import type { PrintPageStrings } from './i18n';
import type { PickerStrings } from './i18n-picker';
import {
  CK_COLOURED,
  CK_PICKER,
  ckShapeName,
  KINDS,
  type KindId,
  kindOf,
  PAWN_CHOICES,
  PAWN_SHAPES,
  pieceName,
} from './piece-catalog';

const LETTERS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
const DIE = [1, 2, 3, 4, 5, 6] as const;

interface Props {
  readonly lang: Lang;
  readonly nicknames: boolean;
  readonly t: PrintPageStrings;
  readonly tp: PickerStrings;
  readonly counts: Readonly<Record<string, number>>;
  readonly setCount: (id: string, n: number) => void;
  readonly box: string;
}

export function PiecePicker({ lang, nicknames, t, tp, counts, setCount, box }: Props) {
  const [kind, setKind] = useState<KindId>('hexes');
  const [piece, setPiece] = useState('hex:forest');
  const [colour, setColour] = useState<string>('red');
  const [shape, setShape] = useState<string>('settlement');
  const [dice, setDice] = useState<[number, number]>([1, 1]);
  const [token, setToken] = useState<[number, string]>([6, '']);
  const [n, setN] = useState(1);
  const name = (id: string) => pieceName(id, lang, nicknames, t, tp);
  const kindName = (k: KindId) =>
    k === 'pawns' || k === 'dice'
      ? tp.kinds[k]
      : k === 'cities'
        ? CK_PICKER[lang].kind
        : t.groups[k];
  const ckShape = CK_COLOURED.find((x) => x.shape === shape);

  const chosenId =
    kind === 'pawns'
      ? ckShape
        ? ckShape.id(colour)
        : `pawn:${colour}:${shape}`
      : kind === 'dice'
        ? `dice:${dice[0]}:${dice[1]}`
        : kind === 'tokens'
          ? `token:${token[0]}${token[1] ? `:${token[1]}` : ''}`
          : piece;
  const pickKind = (k: KindId) => {
    setKind(k);
    const first = KINDS.find((x) => x.id === k)?.ids[0];
    if (first) setPiece(first);
  };
  const chosen = Object.entries(counts).filter(([, c]) => c > 0);
  const field = 'flex min-w-0 flex-col gap-1';

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[auto_1fr_auto_auto]">
        <label className={field}>
          {tp.kind}
          <select
            className={box}
            name="pickKind"
            value={kind}
            onChange={(e) => pickKind(e.target.value as KindId)}
          >
            {KINDS.map((k) => (
              <option key={k.id} value={k.id}>
                {kindName(k.id)}
              </option>
            ))}
          </select>
        </label>
        {kind === 'pawns' ? (
          <div className="col-span-2 grid grid-cols-2 gap-2 sm:col-span-1">
            <label className={field}>
              {tp.colour}
              <select
                className={box}
                name="pickColour"
                value={colour}
                onChange={(e) => setColour(e.target.value)}
              >
                <optgroup label={tp.boxColours}>
                  {PAWN_CHOICES.box.map((c) => (
                    <option key={c} value={c}>
                      {pawnLook(c, lang).name}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={tp.seatColours}>
                  {PAWN_CHOICES.seats.map((c) => (
                    <option key={c} value={String(c)}>
                      {tp.seat(Number(c), pawnLook(c, lang).name)}
                    </option>
                  ))}
                </optgroup>
              </select>
            </label>
            <label className={field}>
              {tp.piece}
              <select
                className={box}
                name="pickShape"
                value={shape}
                onChange={(e) => setShape(e.target.value)}
              >
                {PAWN_SHAPES.map((s) => (
                  <option key={s} value={s}>
                    {tp.shapes[s]}
                  </option>
                ))}
                <optgroup label={CK_PICKER[lang].kind}>
                  {CK_COLOURED.map((s) => (
                    <option key={s.shape} value={s.shape}>
                      {ckShapeName(s.shape, lang)}
                    </option>
                  ))}
                </optgroup>
              </select>
            </label>
          </div>
        ) : kind === 'dice' ? (
          <div className="col-span-2 grid grid-cols-2 gap-2 sm:col-span-1">
            {([0, 1] as const).map((i) => (
              <label key={i} className={field}>
                {tp.die(i + 1)}
                <select
                  className={box}
                  name={`pickDie${i + 1}`}
                  value={dice[i]}
                  onChange={(e) =>
                    setDice((d) =>
                      i === 0 ? [Number(e.target.value), d[1]] : [d[0], Number(e.target.value)],
                    )
                  }
                >
                  {DIE.map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        ) : kind === 'tokens' ? (
          <div className="col-span-2 grid grid-cols-2 gap-2 sm:col-span-1">
            <label className={field}>
              {tp.piece}
              <select
                className={box}
                name="pickToken"
                value={token[0]}
                onChange={(e) => setToken((x) => [Number(e.target.value), x[1]])}
              >
                {TOKEN_VALUES.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            </label>
            <label className={field}>
              {tp.letter}
              <select
                className={box}
                name="pickLetter"
                value={token[1]}
                onChange={(e) => setToken((x) => [x[0], e.target.value])}
              >
                <option value="">{tp.noLetter}</option>
                {LETTERS.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : (
          <label className={`${field} col-span-2 sm:col-span-1`}>
            {tp.piece}
            <select
              className={box}
              name="pickPiece"
              value={piece}
              onChange={(e) => setPiece(e.target.value)}
            >
              {(KINDS.find((k) => k.id === kind)?.ids ?? []).map((id) => (
                <option key={id} value={id}>
                  {name(id)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={field}>
          {tp.count}
          <input
            className={`${box} w-20 text-right`}
            type="number"
            name="pickCount"
            min={1}
            max={200}
            value={n}
            onChange={(e) =>
              setN(Math.max(1, Math.min(200, Math.floor(Number(e.target.value)) || 1)))
            }
          />
        </label>
        <button
          type="button"
          className="rounded bg-sky-700 px-4 py-1.5 font-semibold text-white hover:bg-sky-800"
          onClick={() => {
            setCount(chosenId, (counts[chosenId] ?? 0) + n);
            setN(1);
          }}
        >
          {tp.add}
        </button>
      </div>

      <section aria-label={tp.chosen}>
        <h3 className="text-sm font-semibold">{tp.chosen}</h3>
        {chosen.length === 0 ? (
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{tp.noneChosen}</p>
        ) : (
          <div className="mt-1 space-y-3">
            {KINDS.filter((k) => chosen.some(([id]) => kindOf(id) === k.id)).map((k) => (
              <div key={k.id}>
                <h4 className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-300">
                  {kindName(k.id)}
                </h4>
                <ul className="mt-1 space-y-1">
                  {chosen
                    .filter(([id]) => kindOf(id) === k.id)
                    .map(([id, c]) => (
                      <li key={id} className="flex items-center justify-between gap-2 text-sm">
                        <label htmlFor={`n-${id}`} className="min-w-0 flex-1">
                          {name(id)}
                        </label>
                        <input
                          id={`n-${id}`}
                          data-piece={id}
                          type="number"
                          min={0}
                          max={200}
                          className={`${box} w-20 text-right`}
                          value={c}
                          onChange={(e) => setCount(id, Number(e.target.value))}
                        />
                        <button
                          type="button"
                          className={`${box} px-2`}
                          aria-label={tp.remove(name(id))}
                          onClick={() => setCount(id, 0)}
                        >
                          ✕
                        </button>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
