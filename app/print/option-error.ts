// The print form's words for a refused option or board: a measure the form shows (margin,
// gap, the mat's overlap …) is named by its label with its range, in the page's language;
// too many pieces, an unknown piece, the seed, any other option and a share code the form
// cannot make a board from are worded in it too (i18n-form-refusals.ts).

import { formatNumber } from '@/app/ui/format';
import type { Lang } from '@/lib/i18n/names';
import { MAX_COUNT, MAX_TOTAL, MEASURE_RANGES, type OptionsError } from '@/print/options';
import type { PrintPageStrings } from './i18n';
import { DUPLEX_FORM } from './i18n-duplex';
import { type BoardRefusalCode, FORM_REFUSALS } from './i18n-form-refusals';
import { MAT_PAGE } from './i18n-mat';

const FIELDS = ['margin', 'gap', 'bleed', 'scale', 'hex', 'token'] as const;
type Field = (typeof FIELDS)[number];
const isField = (f: string | undefined): f is Field => FIELDS.some((x) => x === f);
const DUPLEX_FIELDS = ['backX', 'backY', 'backBleed'] as const;
type DuplexField = (typeof DUPLEX_FIELDS)[number];
const isDuplexField = (f: string | undefined): f is DuplexField =>
  DUPLEX_FIELDS.some((x) => x === f);

/** The error in the page's words (numbers written as `lang` writes them). */
export function optionError(e: OptionsError, t: PrintPageStrings, lang: Lang): string {
  if (isDuplexField(e.field)) {
    const [min, max] = MEASURE_RANGES[e.field];
    const label = DUPLEX_FORM[lang].fields[e.field];
    return t.badMeasure(label, formatNumber(lang, min), formatNumber(lang, max));
  }
  if (e.field === 'overlap') {
    const [min, max] = MEASURE_RANGES.overlap;
    return t.badMeasure(MAT_PAGE[lang].overlap, formatNumber(lang, min), formatNumber(lang, max));
  }
  const w = FORM_REFUSALS[lang];
  if (e.code === 'ERR_TOO_MANY')
    return e.total !== undefined
      ? w.tooMany(formatNumber(lang, e.total), formatNumber(lang, MAX_TOTAL))
      : w.tooManyOfOne(formatNumber(lang, MAX_COUNT));
  if (e.code === 'ERR_BAD_PIECE') return w.badPiece(e.piece ?? '');
  if (e.field === 'seed') return w.seed;
  if (!isField(e.field)) return w.option(e.field ?? 'pieces');
  const [min, max] = MEASURE_RANGES[e.field];
  return t.badMeasure(t.fields[e.field], formatNumber(lang, min), formatNumber(lang, max));
}

/** A share code the form cannot make a board from, in the page's language. */
export const boardRefusal = (code: BoardRefusalCode, lang: Lang): string =>
  FORM_REFUSALS[lang].board[code];
