// The print form words a complete game it cannot make in the page's language, with the
// rulesets by name (regression: a Swedish form showed "the board is a base56 board;
// complete=base needs a base board (or none, for a fresh one)"). The API and CLI keep the
// English message.
import { describe, expect, it } from 'vitest';
import { completeRefusal } from '@/app/print/plan-refusal';
import { generateBoard } from '@/lib/board';
import { isCompleteRefusal } from '@/print/complete';
import { planRequest } from '@/print/complete-plan';
import { COMPLETE_NAMES } from '@/print/i18n-complete-names';
import { parseOptions, type ValidOptions } from '@/print/options';

const options = (raw: Record<string, unknown>): ValidOptions => {
  const r = parseOptions(raw);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const board56 = (() => {
  const r = generateBoard({ ruleset: 'base56', seed: 'refusal', balance: 'none' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();
const refusedBy = (o: ValidOptions, withBoard: boolean, rulesetGiven: boolean) => {
  const r = planRequest(o, withBoard ? board56 : undefined, rulesetGiven);
  if (r.ok) throw new Error('expected a refusal');
  if (!isCompleteRefusal(r.error)) throw new Error(`not a complete refusal: ${r.error.message}`);
  return r.error;
};

// [kind, the request it refuses, code, English message (unchanged for the API and CLI),
//  the rulesets each language's sentence must name]
const CASES = [
  [
    'boardRuleset',
    () => refusedBy(options({ complete: 'base' }), true, false),
    'ERR_BAD_BOARD',
    'the board is a base56 board; complete=base needs a base board (or none, for a fresh one)',
    ['base56', 'base'],
  ],
  [
    'rulesetContradicts',
    () => refusedBy(options({ complete: 'base', ruleset: 'base56' }), false, true),
    'ERR_BAD_OPTION',
    'complete=base prints the base box; ruleset=base56 contradicts it (leave ruleset out)',
    ['base56', 'base'],
  ],
  [
    // Valid options cannot get here (the seed is checked first): the preset still refuses.
    'seed',
    () => refusedBy({ ...options({ complete: 'base' }), seed: 'not a seed!' }, false, false),
    'ERR_BAD_OPTION',
    'seed: use 1 to 40 letters, digits, "-" or "_"',
    [],
  ],
] as const;

// English words that must not leak into a Swedish, German or Danish refusal.
const ENGLISH =
  /\b(the|board|needs?|complete|game|ruleset|contradicts|leave|out|seed|letters|digits|enter|empty|fresh)\b/i;
const LANGS = ['en', 'sv', 'de', 'da'] as const;

describe('complete-game refusals', () => {
  it.each(CASES)('%s: %s', (kind, make, code, message) => {
    const e = make();
    expect([e.completeDetail.kind, e.code, e.message]).toEqual([kind, code, message]);
  });

  it.each(
    CASES.flatMap(([kind, make, , , named]) => LANGS.map((l) => [kind, l, make, named] as const)),
  )('%s in %s: a sentence naming the rulesets as the page does', (_kind, lang, make, named) => {
    const e = make();
    const text = completeRefusal(e.completeDetail, lang);
    expect(text.length).toBeGreaterThan(30);
    for (const id of named) expect(text).toContain(COMPLETE_NAMES[lang].rulesetName[id]);
    if (lang !== 'en') expect(text).not.toMatch(ENGLISH);
  });

  it('names the board first and the preset second, quoted as each language quotes', () => {
    const e = CASES[0][1]();
    expect(LANGS.map((l) => completeRefusal(e.completeDetail, l).slice(0, 60))).toEqual([
      'The board above is for “5–6 players”; the complete game for ',
      'Spelplanen ovan hör till ”5–6 spelare”; det kompletta spelet',
      'Das Spielbrett oben gehört zu „5–6 Spieler“; das komplette S',
      'Brættet ovenfor hører til »5–6 spillere«; det komplette spil',
    ]);
  });
});
