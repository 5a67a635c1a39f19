'use client';
// The UI language, one for the whole page: the root layout resolves it from the request (the
// switch's cookie, else Accept-Language, see lang.ts) and hands it to <LangProvider>, so the
// server's first HTML is already in it; every component reads it with useLang() or useWords().
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { isLang, type Lang } from '@/lib/i18n/names';
import { COOKIE_MAX_AGE, cookieValue, LANG_COOKIE, langOfTags, NICK_COOKIE } from './lang';

// localStorage keeps the choice too: a page the service worker serves offline was rendered in
// whatever language it was cached in, and a choice made before the cookie existed lives only here.
const KEY = 'hexkeeper.lang';
const NICK = 'hexkeeper.nicknames';

export interface LangState {
  readonly lang: Lang;
  readonly setLang: (l: Lang) => void;
  readonly nicknames: boolean;
  readonly setNicknames: (b: boolean) => void;
}

const noop = () => {};
// Outside a provider (a component rendered alone in a unit test): English, nothing to switch.
const LangContext = createContext<LangState>({
  lang: 'en',
  setLang: noop,
  nicknames: false,
  setNicknames: noop,
});

/** The browser's own languages as ours (no request at hand: global-error, offline pages). */
export function browserLang(): Lang {
  if (typeof navigator === 'undefined') return 'en';
  return langOfTags(navigator.languages ?? [navigator.language]) ?? 'en';
}

/** The language the document was served in, or the switch's cookie, or the browser's. */
export function documentLang(): Lang {
  if (typeof document === 'undefined') return 'en';
  const cookie = cookieValue(document.cookie, LANG_COOKIE);
  if (cookie && isLang(cookie)) return cookie;
  const served = document.documentElement.lang;
  return isLang(served) ? served : browserLang();
}

function remember(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: our own fixed tokens ('sv', '1'), nothing to escape; the Cookie Store API is missing from older Safari and Firefox, on the tablets at the table
  document.cookie = `${name}=${value}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

/** Holds the page's language; `lang` and `nicknames` are what the server resolved. */
export function LangProvider({
  lang: served,
  nicknames: servedNicknames = false,
  children,
}: {
  lang: Lang;
  nicknames?: boolean;
  children?: ReactNode;
}) {
  const [lang, setLangState] = useState<Lang>(served);
  const [nicknames, setNickState] = useState(servedNicknames);
  useEffect(() => {
    // A choice kept only in localStorage (older visits, a page cached offline in another
    // language) wins after hydration, and the cookie follows it for the next first render.
    const saved = localStorage.getItem(KEY);
    if (saved && isLang(saved)) {
      startTransition(() => setLangState(saved));
      if (cookieValue(document.cookie, LANG_COOKIE) !== saved) remember(LANG_COOKIE, saved);
    }
    const nick = localStorage.getItem(NICK);
    if (nick !== null) {
      setNickState(nick === '1');
      if (cookieValue(document.cookie, NICK_COOKIE) !== nick) remember(NICK_COOKIE, nick);
    }
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const setLang = useCallback((l: Lang) => {
    localStorage.setItem(KEY, l);
    remember(LANG_COOKIE, l);
    // A transition: a screen whose words load per language (lazy-words.ts) keeps showing the
    // old words while the new language's arrive, instead of falling back to its loading screen.
    startTransition(() => setLangState(l));
  }, []);
  const setNicknames = useCallback((b: boolean) => {
    localStorage.setItem(NICK, b ? '1' : '0');
    remember(NICK_COOKIE, b ? '1' : '0');
    setNickState(b);
  }, []);
  const value = useMemo(
    () => ({ lang, setLang, nicknames, setNicknames }),
    [lang, setLang, nicknames, setNicknames],
  );
  return <LangContext value={value}>{children}</LangContext>;
}

/** The page's language, its switch, and the Swedish-nickname option beside it. */
export function useLang(): LangState {
  return useContext(LangContext);
}

/** This page's entry of a four-language table of words: `const t = useWords(TABLE_WORDS)`. */
export function useWords<T>(words: Readonly<Record<Lang, T>>): T {
  return words[useLang().lang];
}
