// Issue 28: the shared screen tells no secrets. The table's view never carries what a hand
// lacks (test/unit/game-view.test.ts), a refusal for cards is sent without the hand, and the
// refusals the tablet may show are worded without a count or the name of a hidden card.

import { describe, expect, it } from 'vitest';
import daAfford from '@/app/table/[id]/afford-words/da';
import deAfford from '@/app/table/[id]/afford-words/de';
import enAfford from '@/app/table/[id]/afford-words/en';
import svAfford from '@/app/table/[id]/afford-words/sv';
import { RULE_ERROR_TEXT } from '@/app/ui/rule-errors';
import { decide } from '@/lib/game';
import { LANGS, RESOURCE_NAMES } from '@/lib/i18n/names';
import { config, playState } from './game-helpers';
import { TABLE } from './table-lang-words';

const AFFORD = { en: enAfford, sv: svAfford, de: deAfford, da: daAfford } as const;

describe('refusals on the shared screen name nothing hidden', () => {
  for (const code of ['ERR_CANNOT_AFFORD', 'ERR_NO_SUCH_CARD'] as const)
    for (const lang of LANGS)
      it(`${code} in ${lang}: no count, no resource, no development card`, () => {
        const text = RULE_ERROR_TEXT[code][lang];
        expect(text).not.toMatch(/\d/);
        for (const r of Object.values(RESOURCE_NAMES[lang])) expect(text).not.toContain(r);
        for (const c of Object.values(TABLE[lang].devCards)) expect(text).not.toContain(c);
      });

  // Regression: "Spelaren har inget sådant kort" after a knight offered for a player whose
  // only card was a victory point card.
  it('the knight refusal no longer says the player has no such card', () => {
    expect(RULE_ERROR_TEXT.ERR_NO_SUCH_CARD.sv).not.toContain('inget sådant kort');
    expect(RULE_ERROR_TEXT.ERR_NO_SUCH_CARD.en).not.toContain('no such card');
  });

  it('a build refused for cards carries the cost, never the hand', () => {
    const s = playState(config('base'), { seat: 1, hands: { 1: { ore: 2, grain: 1 } } });
    const dev = decide(s, { type: 'buyDev', seat: 1 });
    expect(dev.ok).toBe(false);
    if (!dev.ok) {
      expect(dev.error.code).toBe('ERR_CANNOT_AFFORD');
      expect(dev.error.data).toEqual({ cost: { wool: 1, grain: 1, ore: 1 } });
    }
  });
});

describe('the beginners’ switch is worded in every language', () => {
  for (const lang of LANGS)
    it(lang, () => {
      const w = AFFORD[lang];
      for (const v of Object.values(w)) expect(v.length).toBeGreaterThan(5);
      if (lang !== 'en') expect(w.toggle).not.toBe(AFFORD.en.toggle);
    });
});
