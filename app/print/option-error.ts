// The print form's words for a refused option: a measure the form shows (margin, gap, …) is
// named by its label with its range, in the page's language; anything else keeps the
// checker's own message.

import { formatNumber } from '@/app/ui/format';
import type { Lang } from '@/lib/i18n/names';
import { MEASURE_RANGES, type OptionsError } from '@/print/options';
import type { PrintPageStrings } from './i18n';
import { DUPLEX_FORM } from './i18n-duplex';

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
  if (!isField(e.field)) return e.message;
  const [min, max] = MEASURE_RANGES[e.field];
  return t.badMeasure(t.fields[e.field], formatNumber(lang, min), formatNumber(lang, max));
}
