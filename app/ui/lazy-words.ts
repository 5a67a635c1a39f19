'use client';
// Words loaded one language at a time. A words file in the old pattern exports a
// `Record<Lang, T>` that a client component imports whole, so every page carries all four
// languages. A lazy words table instead lists, per language, a dynamic import of a module
// holding only that language's words (`export default { … } satisfies T`); the bundler puts
// each in its own chunk, and a page loads only the chunk of the language it is shown in:
//
//   export const SEAT = lazyWords<SeatStrings>({
//     en: () => import('./words/en'), sv: () => import('./words/sv'), …
//   });
//   const t = useLazyWords(SEAT);          // in a client component, like useWords(TABLE)
//
// On the server the import resolves before the HTML is written (the component suspends until
// then), so the first HTML is in the page's language as before; in the browser the same
// component suspends during hydration until its language's chunk has arrived, and React keeps
// the server's HTML on screen meanwhile. The language switch wraps its change in a
// transition (use-lang.tsx), so the old words stay up while the new language's chunk loads.
import { use } from 'react';
import type { Lang } from '@/lib/i18n/names';
import { useLang } from './use-lang';

export interface LazyWords<T> {
  /** The words of `lang` if already loaded, else undefined. */
  readonly loaded: (lang: Lang) => T | undefined;
  /** The words of `lang`, loaded once (the same promise every time, as `use` wants). */
  readonly load: (lang: Lang) => Promise<T>;
}

/** A lazy words table: one dynamic import per language. */
export function lazyWords<T>(
  loaders: Readonly<Record<Lang, () => Promise<{ readonly default: T }>>>,
): LazyWords<T> {
  const done = new Map<Lang, T>();
  const pending = new Map<Lang, Promise<T>>();
  const load = (lang: Lang): Promise<T> => {
    let p = pending.get(lang);
    if (!p) {
      const loading: Promise<T> = loaders[lang]().then((m) => {
        done.set(lang, m.default);
        // React's thenable protocol: `use` reads a fulfilled promise's value at once instead
        // of suspending for a tick.
        Object.assign(loading, { status: 'fulfilled', value: m.default });
        return m.default;
      });
      p = loading;
      pending.set(lang, p);
    }
    return p;
  };
  return { loaded: (lang) => done.get(lang), load };
}

/** This page's words from a lazy table: `const t = useLazyWords(SEAT)` (suspends until loaded). */
export function useLazyWords<T>(words: LazyWords<T>): T {
  const { lang } = useLang();
  // Always through `use`, never `loaded(lang) ?? use(…)`: a component that suspended here on
  // mount is replayed, and React switches the hooks after this point to mounting inside `use`;
  // skipping `use` on the replay made React throw error 467 (a phone joining a seat, in
  // test/e2e/table-seats.test.ts).
  return use(words.load(lang));
}
