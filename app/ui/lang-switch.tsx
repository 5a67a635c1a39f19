'use client';
// The one language switch of every page: a select of the four languages and, while Swedish is
// chosen, the option of the house variant's resource nicknames. `tone` fits it to a light page
// (the generator, the print kit, the home page) or a dark one (the table, the phones).

import { LANG_NAMES, LANGS, type Lang } from '@/lib/i18n/names';
import { LANG_SWITCH } from './i18n-lang-switch';
import { useHydrated } from './use-hydrated';

export function LangSwitch({
  lang,
  setLang,
  nicknames = false,
  setNicknames,
  tone = 'light',
  name,
  narrow = false,
}: {
  lang: Lang;
  setLang: (l: Lang) => void;
  nicknames?: boolean;
  /** Given: the nickname checkbox is offered while Swedish is chosen. */
  setNicknames?: (b: boolean) => void;
  tone?: 'light' | 'dark';
  /** The select's form name (the print form tells its two language selects apart by it). */
  name?: string;
  /** Below 1280 px, the nickname label wraps in small print (the host tablet's header). */
  narrow?: boolean;
}) {
  const ui = LANG_SWITCH[lang];
  // Disabled until React has hydrated the page: a choice made on the server-rendered select
  // before then would change the select but not the page, and be lost (seen on a loaded machine).
  const ready = useHydrated();
  const select =
    tone === 'dark'
      ? 'min-h-12 rounded-lg border border-stone-500 bg-stone-800 px-2 text-lg text-stone-50'
      : 'min-h-12 rounded-lg border border-stone-400 bg-white px-2 text-base text-stone-950 dark:bg-stone-800 dark:text-stone-50';
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="lang-switch">
      <select
        aria-label={ui.language}
        className={select}
        value={lang}
        name={name}
        disabled={!ready}
        onChange={(e) => setLang(e.target.value as Lang)}
      >
        {LANGS.map((l) => (
          <option key={l} value={l}>
            {LANG_NAMES[l]}
          </option>
        ))}
      </select>
      {setNicknames && lang === 'sv' ? (
        <label className="flex min-h-12 items-center gap-2 text-base">
          <input
            type="checkbox"
            className="h-6 w-6"
            checked={nicknames}
            data-testid="nicknames"
            onChange={(e) => setNicknames(e.target.checked)}
          />
          <span className={narrow ? 'max-xl:max-w-[7rem] max-xl:text-sm max-xl:leading-tight' : ''}>
            {ui.nicknames}
          </span>
        </label>
      ) : null}
    </div>
  );
}
