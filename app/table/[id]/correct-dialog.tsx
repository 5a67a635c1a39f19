'use client';
// The host's "Correct…" dialog: a kind (a roll some turns back, a hand, a piece, the bank),
// what it becomes, and a reason everyone sees; the correction goes to the engine, which
// decides. What may be corrected comes from legalActions' `correct` list.

import { useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { useLang } from '@/app/ui/use-lang';
import type { CommandOf, CorrectActions } from '@/lib/game/legal';
import type { Command, Hand } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { diceText } from './correct-describe';
import { CORRECT, type CorrectKind } from './correct-i18n';
import { CORRECT_LINES } from './correct-lines';
import { ROLL_SUMS, type RollEntry, rollEntrySum, rollEntryValue } from './correct-roll';
import { nameOf, resName } from './describe';
import { TABLE } from './i18n';
import { BTN_MAIN, BTN_SOFT, HandPicker } from './pickers';

const FIELD =
  'min-h-12 rounded-xl bg-stone-800 px-3 py-2 text-lg text-stone-50 focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-300';

/** The dialog of one correction, from the list's `can` to the command sent. */
export function CorrectDialog({
  view,
  can,
  nicknames,
  onClose,
  act,
}: {
  view: GameView;
  can: CorrectActions;
  nicknames: boolean;
  onClose: () => void;
  act: (c: Command) => Promise<boolean>;
}) {
  const { lang } = useLang();
  const w = CORRECT[lang];
  const t = useLazyWords(TABLE);
  const resources = Object.keys(view.bank);
  const kinds: CorrectKind[] = ['roll', 'hand', 'piece', 'bank'].filter(
    (k) => k !== 'bank' || can.bank.length > 0,
  ) as CorrectKind[];
  const [kind, setKind] = useState<CorrectKind>('roll');
  const [reason, setReason] = useState('');
  const [roll, setRoll] = useState(0);
  const [dice, setDice] = useState<[number, number]>([3, 3]);
  const [by, setBy] = useState<RollEntry['by']>('dice');
  const [sum, setSum] = useState(6);
  const entry: RollEntry = by === 'sum' ? { by, sum } : { by, dice };
  const [seat, setSeat] = useState(0);
  const [hand, setHand] = useState<Hand>({});
  const [piece, setPiece] = useState(0);
  const [to, setTo] = useState<string>('');
  const [resource, setResource] = useState(can.bank[0] ?? '');
  const [count, setCount] = useState(view.bank[can.bank[0] ?? ''] ?? 0);
  const name = (s: number) => nameOf(view.config, s);

  const fix = (): CommandOf<'correct'>['fix'] | null => {
    switch (kind) {
      case 'roll': {
        const r = can.rolls[roll];
        return r ? { kind: 'roll', turn: r.turn, dice: rollEntryValue(entry) } : null;
      }
      case 'hand':
        return { kind: 'hand', seat, hand };
      case 'piece': {
        const p = can.pieces[piece];
        return p ? { kind: 'piece', at: p.at, to: to === '' ? null : (to as typeof p.at) } : null;
      }
      case 'bank':
        return { kind: 'bank', resource, count };
    }
  };
  const f = fix();
  const ready = f !== null && reason.trim().length > 0;
  const chosen = can.pieces[piece];

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-black/70 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="correct-title"
        className="max-h-full w-full max-w-2xl overflow-y-auto rounded-2xl bg-stone-900 p-4 text-stone-50"
        data-testid="correct-dialog"
      >
        <h2 id="correct-title" className="text-2xl font-bold">
          {w.title}
        </h2>
        <div className="mt-3 flex flex-wrap gap-2">
          {kinds.map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={kind === k}
              className={kind === k ? BTN_MAIN : BTN_SOFT}
              data-testid={`correct-kind-${k}`}
              onClick={() => setKind(k)}
            >
              {w.kinds[k]}
            </button>
          ))}
        </div>

        <div className="mt-4 space-y-3">
          {kind === 'roll' ? (
            can.rolls.length === 0 ? (
              <p>{w.noRolls}</p>
            ) : (
              <>
                <label className="flex flex-col gap-1">
                  <span>{w.whichRoll}</span>
                  <select
                    className={FIELD}
                    value={roll}
                    data-testid="correct-roll"
                    onChange={(e) => setRoll(Number(e.target.value))}
                  >
                    {can.rolls.map((r, i) => (
                      <option key={r.turn} value={i}>
                        {w.rollOf(r.turn, name(r.seat), diceText(r.dice))}
                      </option>
                    ))}
                  </select>
                </label>
                <fieldset className="flex flex-wrap items-center gap-3">
                  <legend className="mb-1">{w.rightDice}</legend>
                  {(['dice', 'sum'] as const).map((b) => (
                    <button
                      key={b}
                      type="button"
                      aria-pressed={by === b}
                      className={by === b ? BTN_MAIN : BTN_SOFT}
                      data-testid={`correct-by-${b}`}
                      onClick={() => setBy(b)}
                    >
                      {b === 'sum' ? t.bySum : t.byDice}
                    </button>
                  ))}
                  {by === 'sum' ? (
                    <select
                      className={FIELD}
                      aria-label={t.sum}
                      data-testid="correct-sum"
                      value={sum}
                      onChange={(e) => setSum(Number(e.target.value))}
                    >
                      {ROLL_SUMS.map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  ) : null}
                  {by === 'dice'
                    ? [0, 1].map((d) => (
                        <select
                          key={d}
                          className={FIELD}
                          aria-label={`${w.rightDice} ${d + 1}`}
                          data-testid={`correct-die-${d}`}
                          value={dice[d]}
                          onChange={(e) => {
                            const next: [number, number] = [dice[0], dice[1]];
                            next[d] = Number(e.target.value);
                            setDice(next);
                          }}
                        >
                          {[1, 2, 3, 4, 5, 6].map((n) => (
                            <option key={n} value={n}>
                              {n}
                            </option>
                          ))}
                        </select>
                      ))
                    : null}
                  <span className="text-xl font-bold">= {rollEntrySum(entry)}</span>
                </fieldset>
              </>
            )
          ) : null}

          {kind === 'hand' ? (
            <>
              <label className="flex flex-col gap-1">
                <span>{w.whose}</span>
                <select
                  className={FIELD}
                  value={seat}
                  data-testid="correct-seat"
                  onChange={(e) => {
                    setSeat(Number(e.target.value));
                    setHand({});
                  }}
                >
                  {can.hands.map((s) => (
                    <option key={s} value={s}>
                      {name(s)}
                    </option>
                  ))}
                </select>
              </label>
              <p>{w.handNow(view.players[seat]?.handCount ?? 0)}</p>
              <HandPicker
                resources={resources}
                nicknames={nicknames}
                value={hand}
                onChange={setHand}
                testid="correct-hand"
              />
            </>
          ) : null}

          {kind === 'piece' ? (
            <>
              <label className="flex flex-col gap-1">
                <span>{w.whichPiece}</span>
                <select
                  className={FIELD}
                  value={piece}
                  data-testid="correct-piece"
                  onChange={(e) => {
                    setPiece(Number(e.target.value));
                    setTo('');
                  }}
                >
                  {can.pieces.map((p, i) => (
                    <option key={p.at} value={i}>
                      {`${name(p.seat)}: ${CORRECT_LINES[lang].pieces[p.piece]} ${p.at}`}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1">
                <span>{w.moveTo}</span>
                <select
                  className={FIELD}
                  value={to}
                  data-testid="correct-to"
                  onChange={(e) => setTo(e.target.value)}
                >
                  <option value="">{w.remove}</option>
                  {(chosen?.targets ?? []).map((id) => (
                    <option key={id} value={id}>
                      {id}
                    </option>
                  ))}
                </select>
              </label>
            </>
          ) : null}

          {kind === 'bank' ? (
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex flex-col gap-1">
                <span>{w.kinds.bank}</span>
                <select
                  className={FIELD}
                  value={resource}
                  data-testid="correct-resource"
                  onChange={(e) => {
                    setResource(e.target.value);
                    setCount(view.bank[e.target.value] ?? 0);
                  }}
                >
                  {can.bank.map((r) => (
                    <option key={r} value={r}>
                      {resName(lang, r, nicknames)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1">
                <span>{w.bankOf}</span>
                <input
                  type="number"
                  min={0}
                  className={`${FIELD} w-28`}
                  value={count}
                  data-testid="correct-count"
                  onChange={(e) => setCount(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
                />
              </label>
            </div>
          ) : null}

          <label className="flex flex-col gap-1">
            <span>{w.reason}</span>
            <input
              type="text"
              required
              maxLength={200}
              className={FIELD}
              placeholder={w.reasonHint}
              value={reason}
              data-testid="correct-reason"
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
        </div>

        <div className="mt-4 flex gap-2">
          <button
            type="button"
            className={BTN_MAIN}
            disabled={!ready}
            data-testid="correct-apply"
            onClick={() => {
              if (!f) return;
              void act({ type: 'correct', reason: reason.trim(), fix: f }).then(
                (ok) => ok && onClose(),
              );
            }}
          >
            {w.apply}
          </button>
          <button type="button" className={BTN_SOFT} onClick={onClose}>
            {w.cancel}
          </button>
        </div>
      </div>
    </div>
  );
}
