// Which language a page speaks, decided the same way on the server (the root layout, from the
// request) and in the browser: the user's choice (a cookie the language switch writes), else the
// browser's languages in order of preference, else English. Pure: no React, no Next.
import { isLang, type Lang } from '@/lib/i18n/names';

/** The cookie the language switch writes, so the server's first HTML is already in that language. */
export const LANG_COOKIE = 'hexkeeper.lang';
/** The Swedish nicknames option, kept beside it for the same reason ('1' on). */
export const NICK_COOKIE = 'hexkeeper.nicknames';
/** A year: the choice outlives a season of game nights. */
export const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** One browser language tag as ours: 'sv-SE' → 'sv'; Norwegian reads Danish best; else null. */
export function langOfTag(tag: string): Lang | null {
  const base = tag.trim().slice(0, 2).toLowerCase();
  if (base === 'nb' || base === 'no' || base === 'nn') return 'da';
  return isLang(base) ? base : null;
}

/** The first of `tags` (most preferred first) that we speak, or null. */
export function langOfTags(tags: readonly string[]): Lang | null {
  for (const t of tags) {
    const l = langOfTag(t);
    if (l) return l;
  }
  return null;
}

/** An Accept-Language header's tags, most preferred first (by q, then by order); q=0 dropped. */
export function acceptedTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      const w = q === undefined ? 1 : Number(q.slice(2));
      return { tag, w: Number.isFinite(w) ? w : 0, i };
    })
    .filter((x) => x.tag !== '' && x.tag !== '*' && x.w > 0)
    .sort((a, b) => b.w - a.w || a.i - b.i)
    .map((x) => x.tag);
}

/** The page's language: the cookie's choice > Accept-Language > English. */
export function resolveLang(
  cookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Lang {
  if (cookie && isLang(cookie)) return cookie;
  return langOfTags(acceptedTags(acceptLanguage)) ?? 'en';
}

/** The value of cookie `name` in a `document.cookie`-style string, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name)
      return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}
