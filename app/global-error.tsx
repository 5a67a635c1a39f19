'use client';
// A failure of the root layout itself: this replaces it, so it brings its own <html>, <body>,
// styles and language (no request to read here: the switch's cookie, else the browser's).
import './globals.css';
import { useSyncExternalStore } from 'react';
import { ErrorScreen } from './ui/error-screen';
import { documentLang, LangProvider } from './ui/use-lang';

const never = () => () => {};

/** Next's last-resort boundary; the same screen as app/error.tsx in a document of its own. */
export default function GlobalError({
  error,
  reset,
  retry,
}: {
  error: unknown;
  reset: () => void;
  retry?: () => void;
}) {
  // English in the server's HTML (it has no cookie at hand here), the chosen language in the browser.
  const lang = useSyncExternalStore(never, documentLang, () => 'en' as const);
  return (
    <html lang={lang}>
      <body className="min-h-screen bg-stone-100 text-stone-900 dark:bg-stone-900 dark:text-stone-100">
        <title>Hexkeeper</title>
        <LangProvider key={lang} lang={lang}>
          <ErrorScreen error={error} retry={retry ?? reset} />
        </LangProvider>
      </body>
    </html>
  );
}
