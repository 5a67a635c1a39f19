// The cities-and-knights screens' words (app/ui/ck-words): every language says every thing,
// in its own words (not English left in place), and the commodities have names in each.
import { describe, expect, it } from 'vitest';
import da from '@/app/ui/ck-words/da';
import de from '@/app/ui/ck-words/de';
import en from '@/app/ui/ck-words/en';
import sv from '@/app/ui/ck-words/sv';
import { COMMODITY_NAMES, LANGS } from '@/lib/i18n/names';

const WORDS = { en, sv, de, da } as const;

/** Each entry as text (functions called with sample arguments). */
function texts(w: typeof en): Record<string, string> {
  return Object.fromEntries(
    Object.entries(w).map(([k, v]) => [
      k,
      typeof v === 'function'
        ? String((v as (...a: unknown[]) => unknown)(k === 'drawsOn' ? [1, 2, 3] : 'Bo', 2))
        : JSON.stringify(v),
    ]),
  );
}

describe('cities-and-knights words', () => {
  it.each(LANGS.filter((l) => l !== 'en'))('%s has every key, each in its own words', (lang) => {
    const mine = texts(WORDS[lang]);
    const eng = texts(en);
    expect(Object.keys(mine).sort()).toEqual(Object.keys(eng).sort());
    // Shared by every language: the level fraction and the improve arrow.
    const same = Object.keys(eng).filter((k) => mine[k] === eng[k]);
    expect(same.sort()).toEqual(['improveTo', 'level']);
  });

  it.each(LANGS)('%s names paper, cloth and coin', (lang) => {
    expect(Object.keys(COMMODITY_NAMES[lang]).sort()).toEqual(['cloth', 'coin', 'paper']);
  });

  it('the forecast names who loses, one or several', () => {
    expect(en.ifLose('Bo and Cy', 2)).toBe('If the ship lands now: Bo and Cy each lose a city');
    expect(en.ifLose('Bo', 1)).toBe('If the ship lands now: Bo loses a city');
    expect(en.drawsOn([1, 2, 3])).toBe('red 1–3 draws');
    expect(en.drawsOn([])).toBe('no card yet');
  });
});
