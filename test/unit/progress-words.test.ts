// The progress cards' words (lib/i18n/progress-cards.ts): every card of
// lib/rules/progress-cards.ts has a name and a text in each of the four languages, none empty,
// none longer than the printed card holds; the three deck names in each language.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../lib/i18n/names';
import {
  PROGRESS_DECK_NAMES,
  PROGRESS_NAME_MAX,
  PROGRESS_TEXT_MAX,
  PROGRESS_VP_NOTE,
  PROGRESS_WORDS,
} from '../../lib/i18n/progress-cards';
import { PROGRESS_CARD_IDS, PROGRESS_DECKS, progressCardsOf } from '../../lib/rules/progress-cards';

describe('progress cards in four languages', () => {
  it.each(LANGS)(
    '%s: exactly the 25 ids of the list, each with a name and a text that fit',
    (lang) => {
      const words = PROGRESS_WORDS[lang];
      expect(Object.keys(words).sort()).toEqual([...PROGRESS_CARD_IDS].sort());
      const problems: string[] = [];
      for (const id of PROGRESS_CARD_IDS) {
        const w = words[id];
        if (w.name.trim() === '') problems.push(`${id}: empty name`);
        if (w.text.trim() === '') problems.push(`${id}: empty text`);
        if ([...w.name].length > PROGRESS_NAME_MAX)
          problems.push(`${id}: name "${w.name}" too long`);
        if ([...w.text].length > PROGRESS_TEXT_MAX) problems.push(`${id}: text too long`);
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(LANGS)('%s: the three deck names, distinct, and the VP note', (lang) => {
    const names = PROGRESS_DECKS.map((d) => PROGRESS_DECK_NAMES[lang][d]);
    for (const n of names) expect(n.trim()).not.toBe('');
    expect(new Set(names).size).toBe(3);
    expect(PROGRESS_VP_NOTE[lang]).toMatch(/^1 /);
  });

  it.each(LANGS)('%s: names tell the kinds apart within a deck', (lang) => {
    for (const deck of PROGRESS_DECKS) {
      const ids = progressCardsOf(deck);
      const names = ids.map((id) => PROGRESS_WORDS[lang][id].name);
      expect(new Set(names).size, deck).toBe(names.length);
    }
  });

  it('the words are translated: no card reads the same in all four languages but a name', () => {
    const same = PROGRESS_CARD_IDS.filter((id) =>
      LANGS.every((l) => PROGRESS_WORDS[l][id].text === PROGRESS_WORDS.en[id].text),
    );
    expect(same).toEqual([]);
  });
});
