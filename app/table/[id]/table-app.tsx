'use client';
// The tablet's entry: finds the host credential this browser keeps, follows the game live,
// keeps the screen awake, and shows the play screen (or why it cannot).

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { getHostToken } from '@/app/live/host-token';
import { useLiveGame } from '@/app/live/use-live-game';
import { useWakeLock } from '@/app/live/wake-lock';
import { gameDecidesNicknames, gameNicknames } from '@/app/ui/game-nicknames';
import { useLazyWords } from '@/app/ui/lazy-words';
import { useLang } from '@/app/ui/use-lang';
import { useHostMoved } from './host-moved';
import { TABLE } from './i18n';
import { MENU } from './i18n-menu';
import { PHONES } from './phones';
import { Refusal } from './refusal';
import { SF } from './starfarers/i18n';
import { TableScreen } from './table-screen';

export function TableApp({ gameId }: { gameId: string }) {
  const { lang, setLang, nicknames, setNicknames } = useLang();
  // undefined: not read yet (server render and first paint); null: this browser has none.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(getHostToken()), []);
  // Without a host credential the stream is never opened; ask whether the game exists at all,
  // so an unknown game says so instead of "not the host" (the API answers 404 before 401).
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (token !== null) return;
    const ctl = new AbortController();
    fetch(`/api/games/${encodeURIComponent(gameId)}`, { signal: ctl.signal })
      .then((r) => setMissing(r.status === 404))
      .catch(() => undefined);
    return () => ctl.abort();
  }, [token, gameId]);
  const live = useLiveGame(gameId, token ? { kind: 'host', token } : null);
  const moved = useHostMoved(gameId, token ?? null, live.version);
  useWakeLock(Boolean(token) && live.view !== null && live.view.phase !== 'over' && !moved);
  // The screen's other words start loading now, beside the table's, not one after another.
  void MENU.load(lang);
  void SF.load(lang);
  void PHONES.load(lang);
  const t = useLazyWords(TABLE);

  const notHost =
    token === null ||
    (live.error !== null && (live.error.status === 401 || live.error.status === 403));
  if (token === null && missing)
    return (
      <main
        className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 p-6"
        role="alert"
        data-testid="no-game"
      >
        <h1 className="text-4xl font-black">{t.gone}</h1>
        <p className="text-xl">
          <Refusal lang={lang} code="ERR_NO_GAME" message="no such game" />
        </p>
        <Link href="/table" className="min-h-12 text-xl underline">
          {t.backToTables}
        </Link>
      </main>
    );
  if (notHost)
    return (
      <main
        className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 p-6"
        data-testid="not-host"
      >
        <h1 className="text-4xl font-black">{t.notHostTitle}</h1>
        <p className="text-xl">{t.notHostBody}</p>
        <Link
          href="/table"
          className="min-h-12 text-xl text-amber-600 underline dark:text-amber-300"
        >
          {t.backToTables}
        </Link>
      </main>
    );
  if (live.error)
    return (
      <main
        className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 p-6"
        role="alert"
      >
        <h1 className="text-4xl font-black">{t.gone}</h1>
        <p className="text-xl">
          <Refusal lang={lang} code={live.error.code} message={live.error.message} />
        </p>
        <Link href="/table" className="min-h-12 text-xl underline">
          {t.backToTables}
        </Link>
      </main>
    );
  if (!token || !live.view)
    return (
      <main
        className="flex min-h-dvh items-center justify-center bg-stone-950 text-2xl text-stone-100"
        aria-busy="true"
      >
        {t.loading}
      </main>
    );
  return (
    <TableScreen
      gameId={gameId}
      live={live}
      token={token}
      setLang={setLang}
      // The game's own choice (made by the host at /table/new) is every device's; a game
      // without one (older) keeps this device's switch.
      nicknames={gameNicknames(live.view, nicknames)}
      setNicknames={gameDecidesNicknames(live.view) ? undefined : setNicknames}
      readOnly={moved}
    />
  );
}
