'use client';
// The home page, in the language the rest of the site uses (the browser's, or the user's switch).
import Link from 'next/link';
import { UI } from './ui/i18n';
import { LangSwitch } from './ui/lang-switch';
import { useLang } from './ui/use-lang';

export default function Home() {
  const { lang, setLang, nicknames, setNicknames } = useLang();
  const ui = UI[lang];
  const link = 'text-lg font-semibold text-sky-700 underline dark:text-sky-300';
  const items = [
    { href: '/table', name: ui.tableCompanion, what: ui.tableCompanionWhat },
    { href: '/board', name: ui.generator, what: ui.generatorWhat },
    { href: '/print', name: ui.printKit, what: ui.printKitWhat },
  ];
  return (
    <main className="mx-auto max-w-2xl p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Hexkeeper</h1>
        <LangSwitch
          lang={lang}
          setLang={setLang}
          nicknames={nicknames}
          setNicknames={setNicknames}
        />
      </div>
      <p className="mt-2">{ui.appTagline}</p>
      <ul className="mt-6 space-y-3">
        {items.map((i) => (
          <li key={i.href} className="flex min-h-12 flex-wrap items-baseline gap-x-2">
            <Link className={link} href={i.href}>
              {i.name}
            </Link>
            <span>{i.what}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
