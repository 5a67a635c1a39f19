// The spoken table's sentences (issue 14), the words of "Roll for it" and the correction
// dialog's roll as dice or as a sum: pure functions, as tables of facts in the four languages.

import { describe, expect, it } from 'vitest';
import { rollEntrySum, rollEntryValue } from '@/app/table/[id]/correct-roll';
import { eventLine, type PayoutView } from '@/app/table/[id]/describe';
import { rollUtterance } from '@/app/table/[id]/speech';
import { orderLine } from '@/app/table/[id]/start-roll';
import type { GameConfig } from '@/lib/game';
import type { Lang } from '@/lib/i18n/names';
import { config as baseConfig } from './game-helpers';
import { SF, SPEECH, TABLE } from './table-lang-words';

const cfg: GameConfig = {
  ...baseConfig('base', 3),
  players: [
    { name: 'Ann', color: 'red' },
    { name: 'Bo', color: 'blue' },
    { name: 'Cy', color: 'white' },
  ],
};

const roll = (p: Partial<PayoutView>): PayoutView => ({
  seat: 0,
  dice: [3, 5],
  sum: 8,
  received: [],
  blocked: [],
  shortages: [],
  owed: null,
  planets: [],
  supply: [],
  produced: [],
  ...p,
});

const paid = roll({
  received: [
    { seat: 1, hand: { lumber: 2, ore: 1 } },
    { seat: 2, hand: { wool: 1 } },
  ],
});
const nothing = roll({ seat: 2, sum: 4, dice: null });
const seven = roll({ seat: 1, sum: 7, dice: [3, 4], owed: [{ seat: 0, n: 4 }] });

describe('the spoken roll', () => {
  const said: Record<Lang, readonly [string, string, string, string]> = {
    en: [
      'en-GB',
      'Ann rolled 8. Bo gets 2 Lumber and 1 Ore. Cy gets 1 Wool.',
      'Cy rolled 4. Nobody gets anything.',
      'Bo rolled 7. The robber moves. Ann discards 4.',
    ],
    sv: [
      'sv-SE',
      'Ann slog 8. Bo får 2 Timmer och 1 Malm. Cy får 1 Boskap.',
      'Cy slog 4. Ingen får något.',
      'Bo slog 7. Rövaren flyttar. Ann slänger 4.',
    ],
    de: [
      'de-DE',
      'Ann würfelt 8. Bo bekommt 2 Holz und 1 Erz. Cy bekommt 1 Wolle.',
      'Cy würfelt 4. Niemand bekommt etwas.',
      'Bo würfelt 7. Der Räuber zieht. Ann wirft 4 ab.',
    ],
    da: [
      'da-DK',
      'Ann slog 8. Bo får 2 Træ og 1 Malm. Cy får 1 Uld.',
      'Cy slog 4. Ingen får noget.',
      'Bo slog 7. Røveren flytter. Ann smider 4.',
    ],
  };
  it.each(Object.entries(said))('%s', (lang, [tag, a, b, c]) => {
    const l = lang as Lang;
    expect(rollUtterance(SPEECH[l], l, cfg, paid)).toEqual({ text: a, lang: tag });
    expect(rollUtterance(SPEECH[l], l, cfg, nothing)).toEqual({ text: b, lang: tag });
    expect(rollUtterance(SPEECH[l], l, cfg, seven)).toEqual({ text: c, lang: tag });
  });
  it('the Swedish table nicknames are spoken when the table uses them', () => {
    expect(rollUtterance(SPEECH.sv, 'sv', cfg, paid, true).text).not.toBe(
      rollUtterance(SPEECH.sv, 'sv', cfg, paid).text,
    );
  });
});

describe('"Roll for it": each player’s start roll', () => {
  const decided = {
    type: 'orderDecided' as const,
    first: 2,
    rolls: [
      [5, 9, 9],
      [null, 4, 11],
    ],
    source: 'app' as const,
  };
  const tapped = { type: 'orderDecided' as const, first: 1, rolls: [], source: 'table' as const };
  const lines: Record<Lang, readonly [string, string]> = {
    en: ['Cy starts (Ann 5 · Bo 9 · Cy 9; tie, again: Bo 4 · Cy 11)', 'Bo starts'],
    sv: ['Cy börjar (Ann 5 · Bo 9 · Cy 9; lika, igen: Bo 4 · Cy 11)', 'Bo börjar'],
    de: ['Cy beginnt (Ann 5 · Bo 9 · Cy 9; Gleichstand, nochmal: Bo 4 · Cy 11)', 'Bo beginnt'],
    da: ['Cy starter (Ann 5 · Bo 9 · Cy 9; uafgjort, igen: Bo 4 · Cy 11)', 'Bo starter'],
  };
  it.each(Object.entries(lines))('%s', (lang, [rolled, chosen]) => {
    const l = lang as Lang;
    expect(orderLine(TABLE[l], l, cfg, decided)).toBe(rolled);
    expect(orderLine(TABLE[l], l, cfg, tapped)).toBe(chosen);
    // The log says the same.
    expect(eventLine(TABLE[l], SF[l], l, cfg, decided)).toBe(rolled);
  });
});

describe('the correction dialog’s roll', () => {
  it.each([
    [{ by: 'dice', dice: [2, 5] } as const, [2, 5], 7],
    [{ by: 'sum', sum: 6 } as const, 6, 6],
    [{ by: 'sum', sum: 12 } as const, 12, 12],
  ])('%j is sent as %j (sum %i)', (entry, value, sum) => {
    expect(rollEntryValue(entry)).toEqual(value);
    expect(rollEntrySum(entry)).toBe(sum);
  });
});
