// /table/new's "victory points to win" field: typed text is settled (clamped 3–30) only when
// the field is left or the form sent, never per keystroke.

import { describe, expect, it } from 'vitest';
import { settleVpTarget } from '@/app/table/new/vp-target';
import { VP_TARGET_MAX, VP_TARGET_MIN } from '@/lib/game';

describe('victory points to win: settling the typed text', () => {
  it('keeps what was typed when it is in range (12 stays 12, not 30)', () => {
    expect(settleVpTarget('12', 10)).toBe(12);
    expect(settleVpTarget(' 7 ', 10)).toBe(7);
  });

  it('clamps to the allowed range only when settled', () => {
    expect(VP_TARGET_MIN).toBe(3);
    expect(VP_TARGET_MAX).toBe(30);
    expect(settleVpTarget('1', 10)).toBe(3);
    expect(settleVpTarget('0', 10)).toBe(3);
    expect(settleVpTarget('-4', 10)).toBe(3);
    expect(settleVpTarget('99', 10)).toBe(30);
    expect(settleVpTarget('12.6', 10)).toBe(13);
  });

  it('an emptied or unreadable field falls back to the last target', () => {
    expect(settleVpTarget('', 10)).toBe(10);
    expect(settleVpTarget('  ', 13)).toBe(13);
    expect(settleVpTarget('e', 13)).toBe(13);
  });
});
