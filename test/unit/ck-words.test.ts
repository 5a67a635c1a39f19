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
        ? String(
            (v as (...a: unknown[]) => unknown)(
              k === 'drawsOn' ? [1, 2, 3] : k === 'waitPillage' ? ['Bo'] : 'Bo',
              2,
            ),
          )
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

  // One line for every seat still choosing its lost city (it was a headline per seat, and the
  // phone-less seat's button fell below the fold at 1024×768).
  it.each([
    ['en', ['Ann'], 'Waiting for Ann to choose the city the barbarians take'],
    [
      'en',
      ['Ann', 'Bo', 'Cy'],
      'Waiting for Ann, Bo and Cy to each choose the city the barbarians take',
    ],
    ['sv', ['Ann', 'Bo'], 'Väntar på att Ann och Bo var och en väljer staden barbarerna tar'],
    ['de', ['Ann'], 'Wartet, bis Ann die Stadt wählt, die die Barbaren nehmen'],
    [
      'de',
      ['Ann', 'Bo', 'Cy'],
      'Wartet, bis Ann, Bo und Cy jeweils die Stadt wählen, die die Barbaren nehmen',
    ],
    ['da', ['Ann', 'Bo'], 'Venter på, at Ann og Bo hver vælger byen, barbarerne tager'],
  ] as const)('%s: waiting for %j', (lang, names, line) => {
    expect(WORDS[lang].waitPillage(names)).toBe(line);
  });
});
