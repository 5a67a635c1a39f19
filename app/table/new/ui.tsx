'use client';
// Look and controls shared by the table's set-up screens (new game, the list of games): a dark
// page for a dim room, controls at least 48 px high, and the language switch.
import Link from 'next/link';
import { LangSwitch as Switch } from '@/app/ui/lang-switch';
import { useLang } from '@/app/ui/use-lang';
import type { Lang } from '@/lib/i18n/names';

export const PAGE = 'min-h-screen bg-stone-950 text-stone-100';
export const LABEL = 'block text-base font-semibold text-stone-200';
export const FIELD =
  'mt-1 block w-full min-h-12 rounded-lg border border-stone-500 bg-stone-900 px-3 text-lg text-stone-100 focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400';
export const BUTTON =
  'inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-lg px-4 text-lg font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400 disabled:cursor-not-allowed disabled:opacity-60';
export const PRIMARY = `${BUTTON} bg-sky-700 text-white hover:bg-sky-800`;
export const SECONDARY = `${BUTTON} border border-stone-500 bg-stone-800 text-stone-100 hover:bg-stone-700`;
/** A toggle button: `on` draws it pressed. */
export const toggle = (on: boolean) =>
  `${BUTTON} border ${on ? 'border-sky-300 bg-sky-700 text-white' : 'border-stone-500 bg-stone-800 text-stone-100 hover:bg-stone-700'}`;

/** The language switch of every page (app/ui/lang-switch.tsx), dark, with the Swedish nicknames. */
export function LangSwitch(props: {
  lang: Lang;
  setLang: (l: Lang) => void;
  nicknames: boolean;
  setNicknames: (b: boolean) => void;
}) {
  return <Switch {...props} tone="dark" />;
}

/** A set-up screen's header: Hexkeeper · its title, back to the games, the language switch. */
export function NewGameHeader({ title, back }: { title: string; back: string }) {
  const { lang, setLang, nicknames, setNicknames } = useLang();
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold sm:text-3xl">
        <Link href="/" className="hover:underline">
          Hexkeeper
        </Link>{' '}
        · {title}
      </h1>
      <div className="flex flex-wrap items-center gap-3">
        <Link href="/table" className={SECONDARY}>
          {back}
        </Link>
        <LangSwitch
          lang={lang}
          setLang={setLang}
          nicknames={nicknames}
          setNicknames={setNicknames}
        />
      </div>
    </header>
  );
}
