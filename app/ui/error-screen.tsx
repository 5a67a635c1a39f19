'use client';
// What a page shows when it fails to render (app/error.tsx, app/global-error.tsx): that the game
// is safe, and three ways on — try the screen again, reload the page, or go back to the tables.
import { useEffect } from 'react';
import { BOUNDARY } from './boundary-words';
import { useWords } from './use-lang';

const BUTTON =
  'min-h-12 rounded-xl px-5 text-lg font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400';

/** The failure in the page's language; `retry` re-renders the screen (Next's retry or reset). */
export function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useWords(BOUNDARY);
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest =
    error instanceof Error && 'digest' in error && typeof error.digest === 'string'
      ? error.digest
      : null;
  return (
    <main
      className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 p-6"
      role="alert"
      data-testid="error-screen"
    >
      <h1 className="text-3xl font-black">{t.errorTitle}</h1>
      <p className="text-xl">{t.errorGameSafe}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={`${BUTTON} bg-sky-700 text-white`}
          data-testid="error-retry"
          onClick={() => retry()}
        >
          {t.tryAgain}
        </button>
        <button
          type="button"
          className={`${BUTTON} border border-stone-400`}
          data-testid="error-reload"
          onClick={() => window.location.reload()}
        >
          {t.reload}
        </button>
      </div>
      {/* A plain link, not next/link: after a failure a full load is the surer way back. */}
      <a href="/table" className="min-h-12 text-xl underline" data-testid="error-back">
        {t.backToTable}
      </a>
      {digest ? <p className="text-sm opacity-70">{t.errorRef(digest)}</p> : null}
    </main>
  );
}
