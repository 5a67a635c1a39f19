// Every refusal /print can show, walked code by code in Swedish, German and Danish: the words
// are the page's, never the checker's English (regression: the mat's overlap and a bad share
// code stayed English on a Swedish page). The path is the form's own: options, then the share
// code's board, then the plan.
import { describe, expect, it } from 'vitest';
import { PRINT_PAGE } from '@/app/print/i18n';
import { FORM_REFUSALS } from '@/app/print/i18n-form-refusals';
import { boardRefusal, optionError } from '@/app/print/option-error';
import { completeRefusal, planRefusal } from '@/app/print/plan-refusal';
import { boardFromShare } from '@/lib/board/from-share';
import type { Lang } from '@/lib/i18n/names';
import { isCompleteRefusal } from '@/print/complete';
import { planRequest } from '@/print/complete-plan';
import { parseOptions } from '@/print/options';
import { isPlanError } from '@/print/plan-error';

const OFFICIAL = 'h1.base.official.none.4.print-sample';

/** What the form shows for a request, with the code and the API's English message. */
function shown(
  raw: Record<string, unknown>,
  share: string | null,
  lang: Lang,
): { code: string; text: string; english: string } | null {
  const o = parseOptions(raw);
  if (!o.ok)
    return {
      code: o.error.code,
      text: optionError(o.error, PRINT_PAGE[lang], lang),
      english: o.error.message,
    };
  const b = share ? boardFromShare(share) : null;
  if (b && !b.ok)
    return { code: b.error.code, text: boardRefusal(b.error.code, lang), english: b.error.message };
  const p = planRequest(o.value, b?.ok ? b.value : undefined, 'ruleset' in raw);
  if (p.ok) return null;
  const e = p.error;
  if (isPlanError(e))
    return { code: e.code, text: planRefusal(e.detail, lang), english: e.message };
  if (isCompleteRefusal(e))
    return { code: e.code, text: completeRefusal(e.completeDetail, lang), english: e.message };
  return { code: e.code, text: e.message, english: e.message };
}

// [what, request, share code, code]
const CASES: readonly [string, Record<string, unknown>, string | null, string][] = [
  ['margin', { margin: '99' }, null, 'ERR_BAD_OPTION'],
  ['gap', { gap: 'x' }, null, 'ERR_BAD_OPTION'],
  ['bleed', { bleed: '9' }, null, 'ERR_BAD_OPTION'],
  ['scale', { scale: '3' }, null, 'ERR_BAD_OPTION'],
  ['hex', { hex: '5' }, null, 'ERR_BAD_OPTION'],
  ['token', { token: '5' }, null, 'ERR_BAD_OPTION'],
  ['backX', { backX: '6' }, null, 'ERR_BAD_OPTION'],
  ['backY', { backY: '-6' }, null, 'ERR_BAD_OPTION'],
  ['backBleed', { backBleed: 'x' }, null, 'ERR_BAD_OPTION'],
  ['overlap (the mat)', { mat: true, overlap: '40' }, OFFICIAL, 'ERR_BAD_OPTION'],
  ['seed', { complete: 'base', seed: 'b@d seed' }, null, 'ERR_BAD_OPTION'],
  ['paper', { paper: 'b5' }, null, 'ERR_BAD_OPTION'],
  ['unknown piece', { pieces: [{ id: 'token:7', count: 1 }] }, null, 'ERR_BAD_PIECE'],
  [
    'too many pieces in one PDF',
    { pieces: ['ore', 'wool', 'grain', 'brick'].map((r) => ({ id: `card:${r}`, count: 200 })) },
    null,
    'ERR_TOO_MANY',
  ],
  ['too many of one piece', { pieces: [{ id: 'card:ore', count: 500 }] }, null, 'ERR_TOO_MANY'],
  [
    'share code unreadable',
    { pieces: [{ id: 'token:6', count: 1 }] },
    'nonsense',
    'ERR_SHARE_CODE',
  ],
  ['share code: players', {}, 'h1.base.spiral.none.9.x', 'ERR_PLAYERS'],
  ['share code: layout', {}, 'h1.intimate.spiral.none.2.x', 'ERR_LAYOUT'],
  ['share code: printed board', {}, 'h1.starfarers.spiral.none.4.x', 'ERR_FIXED_BOARD'],
  ['share code: balance', {}, 'h1.intimate.intimate.strict.2.x', 'ERR_UNSATISFIABLE'],
  ['nothing to print', {}, null, 'ERR_NOTHING_TO_PRINT'],
  ['mat without a board', { mat: true }, null, 'ERR_NOTHING_TO_PRINT'],
  ['mat with pieces', { mat: true, calibration: true }, OFFICIAL, 'ERR_BAD_OPTION'],
  ['mat with kit options', { mat: true, cropMarks: true }, OFFICIAL, 'ERR_BAD_OPTION'],
  ['mat: too many sheets', { mat: true, hex: '200', margin: '40' }, OFFICIAL, 'ERR_TOO_MANY'],
  [
    'piece too big',
    { hex: '200', pieces: [{ id: 'hex:sea', count: 1 }] },
    null,
    'ERR_DOES_NOT_FIT',
  ],
  ['complete game, other ruleset', { complete: 'base', ruleset: 'base56' }, null, 'ERR_BAD_OPTION'],
  ['complete game, other board', { complete: 'base56' }, OFFICIAL, 'ERR_BAD_BOARD'],
];

describe('every refusal of /print in the page’s language', () => {
  it.each(
    CASES.flatMap(([what, raw, share, code]) =>
      (['sv', 'de', 'da'] as const).map((lang) => [lang, what, raw, share, code] as const),
    ),
  )('%s: %s', (lang, _what, raw, share, code) => {
    const got = shown(raw, share, lang);
    const en = shown(raw, share, 'en');
    if (!got || !en) throw new Error('expected a refusal');
    expect(got.code).toBe(code);
    expect(got.text).not.toBe(en.text);
    expect(got.text).not.toContain(got.english);
    expect(got.text.length).toBeGreaterThan(10);
  });

  it.each(['sv', 'de', 'da'] as const)('%s: every board code has its own words', (lang) => {
    const codes = Object.keys(FORM_REFUSALS.en.board) as (keyof typeof FORM_REFUSALS.en.board)[];
    expect(codes).toHaveLength(6);
    for (const c of codes)
      expect(FORM_REFUSALS[lang].board[c], c).not.toBe(FORM_REFUSALS.en.board[c]);
  });
});
