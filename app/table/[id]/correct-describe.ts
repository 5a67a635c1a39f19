// A correction in words: the table's one-line notice, the log line and the phone's news.
// Pure: everything comes from the event as this viewer may see it.

import type { GameConfig, Seat, SeenEvent } from '@/lib/game';
import type { RollValue } from '@/lib/game/roll';
import type { Lang } from '@/lib/i18n/names';
import { CORRECT_LINES } from './correct-lines';
import { nameOf, resName } from './names';

type CorrectionEvent = Extract<
  SeenEvent,
  { type: 'corrected' | 'correctionRequested' | 'correctionDeclined' }
>;

export const isCorrection = (e: SeenEvent): e is CorrectionEvent =>
  e.type === 'corrected' || e.type === 'correctionRequested' || e.type === 'correctionDeclined';

export const diceText = (d: RollValue) =>
  typeof d === 'number' ? String(d) : `${d[0]}+${d[1]} = ${d[0] + d[1]}`;

export function correctionLine(lang: Lang, config: GameConfig, e: CorrectionEvent): string {
  const w = CORRECT_LINES[lang];
  const n = (s: Seat) => nameOf(config, s);
  if (e.type === 'correctionRequested')
    return w.line.requested(
      n(e.seat),
      e.hand === null
        ? 'count' in e
          ? e.count
          : 0
        : Object.values(e.hand).reduce((a, b) => a + b, 0),
      e.reason,
    );
  if (e.type === 'correctionDeclined') return w.line.declined(n(e.seat));
  const f = e.fix;
  switch (f.kind) {
    case 'roll':
      return w.line.roll(f.turn, diceText(f.from), diceText(f.to), e.reason);
    case 'hand':
      return w.line.hand(n(f.seat), f.change, e.reason);
    case 'piece':
      return w.line.piece(n(f.seat), w.pieces[f.piece], f.to !== null, e.reason);
    case 'bank':
      return w.line.bank(resName(lang, f.resource), f.from, f.to, e.reason);
  }
}

/** Whether a correction changed something of `seat`'s (its hand, its piece) or is its request. */
export function touchesSeat(e: SeenEvent, seat: Seat): boolean {
  if (e.type === 'correctionRequested' || e.type === 'correctionDeclined') return e.seat === seat;
  if (e.type !== 'corrected') return false;
  const f = e.fix;
  if (f.kind === 'roll') return Object.values(f.deltas[seat] ?? {}).some((x) => x !== 0);
  if (f.kind === 'bank') return false;
  return f.seat === seat;
}
