// Corrections in words on the tablet and the phones: every kind in every language names who
// and why, a hand's correction never names the cards on another seat's screen, and a phone
// hears of the corrections that touch it only.

import { describe, expect, it } from 'vitest';
import { correctionLine, isCorrection, touchesSeat } from '@/app/table/[id]/correct-describe';
import { CORRECT } from '@/app/table/[id]/correct-i18n';
import { CORRECT_LINES } from '@/app/table/[id]/correct-lines';
import { eventLine } from '@/app/table/[id]/describe';
import { type Event, viewEvent } from '@/lib/game';
import { LANGS } from '@/lib/i18n/names';
import { config, hand } from './game-helpers';
import { SF, TABLE } from './table-lang-words';

const cfg = config('base', 3);
const EVENTS: readonly Event[] = [
  {
    type: 'corrected',
    reason: 'why-roll',
    fix: {
      kind: 'roll',
      turn: 5,
      seat: 0,
      from: [1, 3],
      to: [3, 3],
      deltas: [hand({ wool: -1, brick: 1 }), hand({}), hand({ brick: 1 })],
      received: [hand({ brick: 1 }), hand({ grain: 2 }), hand({ brick: 1 })],
    },
  },
  {
    type: 'corrected',
    reason: 'why-hand',
    fix: { kind: 'hand', seat: 1, delta: hand({ ore: 2, wool: -1 }), change: 1 },
  },
  {
    type: 'corrected',
    reason: 'why-piece',
    fix: { kind: 'piece', seat: 2, piece: 'road', at: '0,0,W', to: null },
  },
  {
    type: 'corrected',
    reason: 'why-bank',
    fix: { kind: 'bank', resource: 'ore', from: 19, to: 17 },
  },
  { type: 'correctionRequested', id: 0, seat: 1, hand: hand({ ore: 3 }), reason: 'why-ask' },
  { type: 'correctionDeclined', id: 0, seat: 1 },
];

describe('corrections in words', () => {
  it.each(LANGS)('%s: every kind has its line, with the reason and the player', (lang) => {
    for (const e of EVENTS) {
      const seen = viewEvent(e, 'table');
      if (!isCorrection(seen)) throw new Error('not a correction');
      const line = correctionLine(lang, cfg, seen);
      expect(eventLine(TABLE[lang], SF[lang], lang, cfg, seen)).toBe(line);
      if ('reason' in e) expect(line).toContain(e.reason);
      if (e.type === 'corrected' && e.fix.kind !== 'roll' && e.fix.kind !== 'bank')
        expect(line).toContain(`P${e.fix.seat}`);
    }
    expect(correctionLine(lang, cfg, EVENTS[0] as never)).toContain('3+3 = 6');
  });

  it('every language has every word', () => {
    const keys = Object.keys(CORRECT.en).sort();
    for (const lang of LANGS) expect(Object.keys(CORRECT[lang]).sort()).toEqual(keys);
    const lines = Object.keys(CORRECT_LINES.en.line).sort();
    for (const lang of LANGS) {
      expect(Object.keys(CORRECT_LINES[lang].line).sort()).toEqual(lines);
      expect(Object.keys(CORRECT_LINES[lang].pieces).sort()).toEqual([
        'city',
        'road',
        'settlement',
        'ship',
      ]);
    }
  });

  it('the table hears the size of a hand correction and of a request, never the cards', () => {
    const hidden = viewEvent(EVENTS[1] as Event, 'table');
    expect(hidden).toMatchObject({ fix: { delta: null, change: 1 } });
    expect(correctionLine('en', cfg, hidden as never)).toBe(
      'Correction: P1’s hand +1 card — why-hand',
    );
    expect(correctionLine('en', cfg, viewEvent(EVENTS[4] as Event, 'table') as never)).toBe(
      'P1 asks for a correction (counts 3 cards): why-ask',
    );
  });

  it.each([
    ['the roll paid seat 0 differently', 0, 0, true],
    ['the roll left seat 1 as it was', 0, 1, false],
    ["seat 1's hand", 1, 1, true],
    ["seat 1's hand, on seat 0's phone", 1, 0, false],
    ["seat 2's road", 2, 2, true],
    ['the bank', 3, 0, false],
    ["seat 1's request, on its phone", 4, 1, true],
  ] as const)('a phone hears of %s: %s', (_n, i, seat, heard) => {
    expect(touchesSeat(EVENTS[i] as Event, seat)).toBe(heard);
  });
});
