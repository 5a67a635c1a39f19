'use client';
// The UI language: chosen by the browser at first, then by the user's switch (kept in
// localStorage), with the Swedish-nickname option beside it.
import { useCallback, useEffect, useState } from 'react';
import { isLang, type Lang } from '@/lib/i18n/names';

const KEY = 'hexkeeper.lang';
const NICK = 'hexkeeper.nicknames';

export function browserLang(): Lang {
  if (typeof navigator === 'undefined') return 'en';
  for (const l of navigator.languages ?? [navigator.language]) {
    const base = l.slice(0, 2).toLowerCase();
    if (base === 'nb' || base === 'no') return 'da';
    if (isLang(base)) return base;
  }
  return 'en';
}

export function useLang(): {
  lang: Lang;
  setLang: (l: Lang) => void;
  nicknames: boolean;
  setNicknames: (b: boolean) => void;
} {
  const [lang, setLangState] = useState<Lang>('en');
  const [nicknames, setNickState] = useState(false);
  useEffect(() => {
    const saved = localStorage.getItem(KEY);
    setLangState(saved && isLang(saved) ? saved : browserLang());
    setNickState(localStorage.getItem(NICK) === '1');
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const setLang = useCallback((l: Lang) => {
    localStorage.setItem(KEY, l);
    setLangState(l);
  }, []);
  const setNicknames = useCallback((b: boolean) => {
    localStorage.setItem(NICK, b ? '1' : '0');
    setNickState(b);
  }, []);
  return { lang, setLang, nicknames, setNicknames };
}
