// The print form words every plan it cannot make in the page's language, from the refusal's
// details (regression: it showed the checker's English, "mat: this board needs 61 sheets of
// a4; at most 60: choose a larger paper or a smaller hex", in a Swedish form). The API and
// CLI keep the English message.
import { describe, expect, it } from 'vitest';
import { PRINT_PAGE } from '@/app/print/i18n';
import { planRefusal } from '@/app/print/plan-refusal';
import { formatFixed } from '@/app/ui/format';
import type { Lang } from '@/lib/i18n/names';
import { parseOptions, type ValidOptions } from '@/print/options';
import { planKit } from '@/print/plan';
import type { PlanError, PlanRefusalKind } from '@/print/plan-error';
import { sampleBoard } from '@/print/sample';

const board = sampleBoard();
const options = (raw: Record<string, unknown>): ValidOptions => {
  const r = parseOptions(raw);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const refused = (o: ValidOptions, withBoard: boolean): PlanError => {
  const r = planKit(o, withBoard ? board : undefined);
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
};

// [kind, the plan it refuses, code, English message (unchanged for the API and CLI)]
const CASES: readonly [PlanRefusalKind, () => PlanError, string, string][] = [
  [
    'nothing',
    () => refused(options({}), false),
    'ERR_NOTHING_TO_PRINT',
    'nothing to print: ask for a board, pieces, the calibration page or the duplex test sheet',
  ],
  [
    'matNeedsBoard',
    () => refused(options({ mat: true }), false),
    'ERR_NOTHING_TO_PRINT',
    'mat: a play mat needs a board; give b=<share code> (CLI --board) or a board file',
  ],
  [
    'matAlone',
    () => refused(options({ mat: true, calibration: true }), true),
    'ERR_BAD_OPTION',
    'mat: a play mat prints the board alone; leave out pieces, the calibration page and the complete game (print those as a kit)',
  ],
  [
    // Regression: a mat took crop marks and a bleed and printed neither, without a word.
    'matKitOnly',
    () => refused(options({ mat: true, cropMarks: true, bleed: 3 }), true),
    'ERR_BAD_OPTION',
    'mat: a play mat is one picture, with no backs, spacing or cutting; leave out bleed, cropMarks (they are for a kit)',
  ],
  [
    'pieceTooBig',
    () => refused(options({ hex: 200, pieces: [{ id: 'hex:sea', count: 1 }] }), false),
    'ERR_DOES_NOT_FIT',
    'hex:sea (200.0 × 230.9 mm) does not fit in the 190.0 × 277.0 mm printable area of a4; choose a larger paper, smaller margins or a smaller size',
  ],
  [
    // Valid options cannot get here (margin ≤ 40, overlap ≤ 30): the planner still refuses.
    'matNoRoom',
    () => refused({ ...options({ mat: true, overlap: 30 }), margin: 90 }, true),
    'ERR_DOES_NOT_FIT',
    'mat: a 30 mm overlap leaves no room on a4 with 90 mm margins; choose a smaller overlap or margin',
  ],
  [
    'matTooMany',
    () => refused(options({ mat: true, hex: 200, margin: 40 }), true),
    'ERR_TOO_MANY',
    'mat: this board needs 66 sheets of a4; at most 60: choose a larger paper or a smaller hex',
  ],
];

// The numbers each refusal must show, as the language writes them.
const NUMBERS: Readonly<Record<PlanRefusalKind, (lang: Lang) => readonly string[]>> = {
  nothing: () => [],
  matNeedsBoard: () => [],
  matAlone: () => [],
  matKitOnly: () => [],
  pieceTooBig: (l) => [200, 230.9, 190, 277].map((x) => formatFixed(l, x, 1)),
  matNoRoom: () => ['30', '90'],
  matTooMany: () => ['66', '60'],
};

// English words that must not leak into a Swedish, German or Danish refusal.
const ENGLISH =
  /\b(sheets?|choose|board|needs?|nothing|print|printable|larger|smaller|with|bleed|does|not|fit|area|margins?|paper|leave|piece|hex:sea|at most|enter)\b/i;

describe('plan refusals', () => {
  it.each(CASES)('%s: %s', (kind, make, code, message) => {
    const e = make();
    expect([e.detail.kind, e.code, e.message]).toEqual([kind, code, message]);
  });

  const LANGS = ['en', 'sv', 'de', 'da'] as const;
  it.each(CASES.flatMap(([kind, make]) => LANGS.map((lang) => [kind, lang, make] as const)))(
    '%s in %s: a sentence with its numbers',
    (kind, lang, make) => {
      const e = make();
      const name = (id: string) => (id === 'hex:sea' ? PRINT_PAGE[lang].groups.harborHexes : id);
      const text = planRefusal(e.detail, lang, name);
      expect(text.length).toBeGreaterThan(20);
      for (const n of NUMBERS[kind](lang)) expect(text).toContain(n);
      if (lang !== 'en') {
        expect(text).not.toMatch(ENGLISH);
        expect(text).not.toBe(e.message);
      }
    },
  );

  it('names the piece in the page language and writes mm with its decimal comma', () => {
    const e = CASES.find(([k]) => k === 'pieceTooBig')?.[1]();
    if (!e) throw new Error('no case');
    expect(planRefusal(e.detail, 'sv', () => 'Hav')).toBe(
      'Hav (200,0 × 230,9 mm) får inte plats på den utskrivbara ytan 190,0 × 277,0 mm på A4: välj ett större papper, mindre marginaler eller en mindre storlek.',
    );
  });

  it('a mat too big for its paper, in each language', () => {
    const e = CASES.find(([k]) => k === 'matTooMany')?.[1]();
    if (!e) throw new Error('no case');
    expect(LANGS.map((l) => planRefusal(e.detail, l))).toEqual([
      'This play mat needs 66 sheets of A4, at most 60 are allowed: choose a larger paper or a smaller hex.',
      'Spelmattan behöver 66 ark A4, men högst 60 går: välj ett större papper eller en mindre hex.',
      'Der Spielplan braucht 66 Blätter A4, höchstens 60 sind möglich: bitte größeres Papier oder kleinere Felder wählen.',
      'Spillepladen kræver 66 ark A4, højst 60 er muligt: vælg et større papir eller mindre felter.',
    ]);
  });
});
