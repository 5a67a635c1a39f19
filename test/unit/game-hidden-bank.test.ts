// Issue 27, finding 6: a hidden hand correction moved exactly its hidden delta to or from the
// public bank, so any view before and after it spelled out the delta resource by resource
// (72–132 such inferences a game). The view (lib/game/view.ts, publicBank) now shows every
// bank count as null from a hidden correction on, until the host counts a stack again.
import { describe, expect, it } from 'vitest';
import {
  decide,
  evolve,
  type GameState,
  legalActions,
  type Viewer,
  viewEvent,
  viewFor,
} from '@/lib/game';
import { diff } from '@/lib/live/patch';
import { config, hand, only, playState } from './game-helpers';

const base = config('base');
const RESOURCES = ['lumber', 'wool', 'grain', 'brick', 'ore'];
const VIEWERS: Viewer[] = ['table', 0, 1, 2, 3];

/** Seat 1's hand corrected from one wool and one brick to two ore and a lumber. */
function corrected(): { before: GameState; after: GameState } {
  const before = playState(base, { hands: { 1: { wool: 1, brick: 1 } } });
  const e = only(before, {
    type: 'correct',
    reason: 'the app missed a trade',
    fix: { kind: 'hand', seat: 1, hand: { ore: 2, lumber: 1 } },
  });
  return { before, after: evolve(before, e) };
}

describe('issue 27: a hidden hand correction leaves its delta unattributable', () => {
  it.each(VIEWERS)(
    'viewer %s: no bank count before and after tells a resource’s change',
    (viewer) => {
      const { before, after } = corrected();
      // The engine's bank moved by the delta (the rules hold) …
      expect(after.bank.ore).toBe((before.bank.ore ?? 0) - 2);
      const v0 = viewFor(before, viewer);
      const v1 = viewFor(after, viewer);
      // … but no view has a number for any resource after it, so no difference is computable.
      for (const r of RESOURCES) {
        expect(v0.bank[r]).toBe(before.bank[r]);
        expect(v1.bank[r]).toBeNull();
      }
      // Nor does the live stream's delta between the two views carry a bank count.
      const bankOps = diff(v0, v1).filter(([, path]) => path[0] === 'bank');
      for (const op of bankOps) expect(JSON.stringify(op)).not.toMatch(/\d+\]?$/);
      // Only the hand's size change is public (as before): +1.
      expect((v1.players[1]?.handCount ?? 0) - (v0.players[1]?.handCount ?? 0)).toBe(1);
    },
  );

  it('the seat itself sees its own hand, and still no bank count', () => {
    const { after } = corrected();
    const v = viewFor(after, 1);
    expect(v.players[1]?.hand).toEqual(hand({ ore: 2, lumber: 1 }));
    expect(Object.values(v.bank).every((n) => n === null)).toBe(true);
  });

  it('a correction that changes nothing hides nothing', () => {
    const s = playState(base, { hands: { 1: { wool: 1 } } });
    const e = only(s, {
      type: 'correct',
      reason: 'checked',
      fix: { kind: 'bank', resource: 'ore', count: 3 },
    });
    expect(viewFor(evolve(s, e), 'table').bank.ore).toBe(3);
    expect(viewFor(evolve(s, e), 'table').bank.wool).toBe(s.bank.wool);
  });

  it('the host counting a stack (a bank correction) shows that count again, only that one', () => {
    const { after } = corrected();
    const e = only(after, {
      type: 'correct',
      reason: 'counted the ore',
      fix: { kind: 'bank', resource: 'ore', count: 15 },
    });
    const v = viewFor(evolve(after, e), 2);
    expect(v.bank.ore).toBe(15);
    for (const r of RESOURCES.filter((x) => x !== 'ore')) expect(v.bank[r]).toBeNull();
  });

  it('a hidden count still offers every bank trade (the server refuses what the bank lacks)', () => {
    const before = playState(base, { hands: { 0: { wool: 4 } }, seat: 0 });
    const e = only(before, {
      type: 'correct',
      reason: 'one lumber was handed over',
      fix: { kind: 'hand', seat: 1, hand: { lumber: 1 } },
    });
    const after = evolve(before, e);
    const gets = (s: GameState) =>
      legalActions(viewFor(s, 0), 0).bankTrades.find((t) => t.give === 'wool')?.get;
    expect(gets(after)).toEqual(gets(before));
  });
});

// The two leaks left after the view hid the counts: a later bank correction's count before
// ("the bank holds 15 ore, not 11" gives 13 − 2), and a refusal naming the hidden count.
describe('issue 27: the hidden count stays hidden in later corrections and refusals', () => {
  it.each(VIEWERS)(
    'viewer %s: a counted stack shows its new count, not the one before',
    (viewer) => {
      const { after } = corrected();
      const e = only(after, {
        type: 'correct',
        reason: 'counted the ore',
        fix: { kind: 'bank', resource: 'ore', count: 15 },
      });
      const seen = viewEvent(e, viewer);
      expect(seen.type === 'corrected' && seen.fix.kind === 'bank' && seen.fix.from).toBeNull();
      expect(seen.type === 'corrected' && seen.fix.kind === 'bank' && seen.fix.to).toBe(15);
    },
  );

  it('a hand correction the hidden stack cannot pay is refused without its count', () => {
    const { after } = corrected();
    const r = decide(after, {
      type: 'correct',
      reason: 'more ore than the bank holds',
      fix: { kind: 'hand', seat: 2, hand: { ore: (after.bank.ore ?? 0) + 1 } },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('ERR_BANK_EMPTY');
    expect(r.error.message).not.toMatch(/\d/);
    expect(JSON.stringify(r.error)).not.toContain(`"bank":`);
  });

  it('with the bank public the refusal still says how many the bank holds', () => {
    const s = playState(base, {});
    const r = decide(s, {
      type: 'correct',
      reason: 'more ore than the bank holds',
      fix: { kind: 'hand', seat: 2, hand: { ore: (s.bank.ore ?? 0) + 1 } },
    });
    expect(!r.ok && r.error.message).toBe(`the bank holds only ${s.bank.ore} ore`);
  });
});
