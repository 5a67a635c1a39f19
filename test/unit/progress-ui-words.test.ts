// The progress cards' screen words (app/ui/progress-words): every language says every thing in
// its own words (not English left in place), and carries its own cards' names and texts.
import { describe, expect, it } from 'vitest';
import da from '@/app/ui/progress-words/da';
import de from '@/app/ui/progress-words/de';
import en from '@/app/ui/progress-words/en';
import sv from '@/app/ui/progress-words/sv';
import { LANGS } from '@/lib/i18n/names';
import { PROGRESS_WORDS } from '@/lib/i18n/progress-cards';

const WORDS = { en, sv, de, da } as const;

/** Each entry as text (functions called with sample arguments). */
function texts(w: typeof en): Record<string, string> {
  return Object.fromEntries(
    Object.entries(w).map(([k, v]) => [
      k,
      typeof v === 'function'
        ? String((v as (...a: unknown[]) => unknown)('Bo', 2))
        : JSON.stringify(v),
    ]),
  );
}

describe('progress card screen words', () => {
  it.each(LANGS.filter((l) => l !== 'en'))('%s has every key, each in its own words', (lang) => {
    const mine = texts(WORDS[lang]);
    const eng = texts(en);
    expect(Object.keys(mine).sort()).toEqual(Object.keys(eng).sort());
    // Shared by every language: the count fraction, a hex's "terrain number", the swap arrow,
    // a seat's count line and a level up; Danish sends as English does ("Send").
    const same = Object.keys(eng).filter((k) => mine[k] === eng[k]);
    const shared = [
      'count',
      'freeLevel',
      'hexAt',
      'holds',
      'swap',
      ...(lang === 'da' ? ['send'] : []),
    ];
    expect(same.sort()).toEqual(shared.sort());
  });

  it.each(LANGS)("%s carries that language's card words", (lang) => {
    expect(WORDS[lang].cards).toBe(PROGRESS_WORDS[lang]);
    expect(WORDS[lang].cards.wedding.name.length).toBeGreaterThan(0);
  });

  it('words a count, a wait and the alchemist', () => {
    expect(en.count(3, 4)).toBe('3/4');
    expect(en.waitFor('Bo', 'Wedding')).toBe('Waiting for Bo (Wedding)');
    expect(en.alchemistSet(2, 5)).toBe('Alchemist: red 2, yellow 5');
  });
});
