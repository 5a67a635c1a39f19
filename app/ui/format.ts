// Numbers as each table language writes them (Intl): a decimal comma in Swedish, German and
// Danish ("1,4", not "1.4"), their own grouping ("1 234" in Swedish, "1.234" in German and
// Danish) and percent sign. Pure; formatters are made once per language and style.
import type { Lang } from '@/lib/i18n/names';

/** The locale that writes numbers for `lang` (English as in Britain, as the seat screen does). */
export const LOCALE: Readonly<Record<Lang, string>> = {
  en: 'en-GB',
  sv: 'sv-SE',
  de: 'de-DE',
  da: 'da-DK',
};

const cache = new Map<string, Intl.NumberFormat>();
function formatter(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE[lang], options);
    cache.set(key, f);
  }
  return f;
}

/** `x` with at most `digits` decimals, trailing zeros dropped: en 1.5, sv 1,5, de 1.234,5. */
export function formatNumber(lang: Lang, x: number, digits = 2): string {
  return formatter(lang, { maximumFractionDigits: digits }).format(x);
}

/** `x` with exactly `digits` decimals, as toFixed would but in `lang`: sv 2,0. */
export function formatFixed(lang: Lang, x: number, digits = 1): string {
  return formatter(lang, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(x);
}

/** A share (0.25) as a percentage: en 25%, sv 25 %, de 25 %, da 25 %. */
export function formatPercent(lang: Lang, share: number, digits = 0): string {
  return formatter(lang, { style: 'percent', maximumFractionDigits: digits }).format(share);
}
