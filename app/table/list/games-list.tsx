'use client';
// /table: the games this tablet hosts (the server knows them by the host token kept in this
// browser), each with a Resume button; a new game; and importing an exported game@1 file.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { getHostToken, setHostToken } from '../../live/host-token';
import { UI } from '../../ui/i18n';
import { useHydrated } from '../../ui/use-hydrated';
import { useLang } from '../../ui/use-lang';
import { LangSwitch, PAGE, PRIMARY, SECONDARY } from '../new/ui';
import { LIST } from './i18n';

interface GameRow {
  readonly id: string;
  readonly ruleset: string;
  readonly players: readonly string[];
  readonly version: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

type Load =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly games: readonly GameRow[] }
  | { readonly state: 'failed'; readonly message: string };

const errorMessage = (data: unknown): string | null =>
  data && typeof data === 'object' && 'error' in data
    ? ((data as { error: { message?: string } }).error.message ?? null)
    : null;

export function GamesList() {
  const { lang, setLang, nicknames, setNicknames } = useLang();
  const t = LIST[lang];
  const ui = UI[lang];
  const router = useRouter();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [importError, setImportError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const hydrated = useHydrated();

  const refresh = useCallback(async () => {
    const token = getHostToken();
    if (!token) return setLoad({ state: 'ready', games: [] });
    try {
      const res = await fetch('/api/games', {
        headers: { Authorization: `Bearer ${token}` },
        cache: 'no-store',
      });
      const data: unknown = await res.json().catch(() => null);
      if (res.status === 401) return setLoad({ state: 'failed', message: t.forgotten });
      if (!res.ok)
        return setLoad({
          state: 'failed',
          message: `${t.loadFailed}: ${errorMessage(data) ?? `HTTP ${res.status}`}`,
        });
      const games = [...((data as { games: GameRow[] }).games ?? [])].sort(
        (a, b) => b.updatedAt - a.updatedAt,
      );
      setLoad({ state: 'ready', games });
    } catch {
      setLoad({ state: 'failed', message: t.loadFailed });
    }
  }, [t]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const importFile = async (file: File) => {
    setImportError(null);
    let log: unknown;
    try {
      log = JSON.parse(await file.text());
    } catch {
      return setImportError(t.notJson);
    }
    setImporting(true);
    try {
      const post = (token: string | null) =>
        fetch('/api/games/import', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ log }),
        });
      const token = getHostToken();
      let res = await post(token);
      if (res.status === 401 && token) res = await post(null);
      const data: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        setImporting(false);
        return setImportError(`${t.importFailed}: ${errorMessage(data) ?? `HTTP ${res.status}`}`);
      }
      const created = data as { id: string; hostToken: string | null };
      if (created.hostToken) setHostToken(created.hostToken);
      router.push(`/table/${encodeURIComponent(created.id)}`);
    } catch {
      setImporting(false);
      setImportError(t.importFailed);
    }
  };

  const when = (ms: number) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

  return (
    <main className={PAGE}>
      <div className="mx-auto max-w-5xl p-4 sm:p-6">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold sm:text-3xl">
            <Link href="/" className="hover:underline">
              Hexkeeper
            </Link>{' '}
            · {t.title}
          </h1>
          <LangSwitch
            lang={lang}
            setLang={setLang}
            nicknames={nicknames}
            setNicknames={setNicknames}
          />
        </header>

        <div className="mt-6 flex flex-wrap items-start gap-3">
          <Link href="/table/new" data-testid="new-game" className={`${PRIMARY} text-xl`}>
            {t.newGame}
          </Link>
          <div>
            <label className={`${SECONDARY} cursor-pointer has-[:focus-visible]:ring-4`}>
              {importing ? t.importing : t.importGame}
              <input
                type="file"
                accept="application/json,.json"
                data-testid="import-game"
                className="sr-only"
                // Until hydrated, a picked file would reach no handler and be silently dropped.
                disabled={importing || !hydrated}
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  if (f) void importFile(f);
                  e.target.value = '';
                }}
              />
            </label>
            <p className="mt-1 text-sm text-stone-400">{t.importHelp}</p>
          </div>
        </div>
        {importError ? (
          <p
            role="alert"
            data-testid="import-error"
            className="mt-4 rounded-lg border border-red-400 bg-red-950 p-3 text-lg text-red-100"
          >
            {importError}
          </p>
        ) : null}

        <section className="mt-8" aria-live="polite">
          {load.state === 'loading' ? (
            <p className="text-lg text-stone-300">{t.loading}</p>
          ) : load.state === 'failed' ? (
            <p
              role="alert"
              className="rounded-lg border border-amber-400 bg-amber-950 p-3 text-lg text-amber-100"
            >
              {load.message}
            </p>
          ) : load.games.length === 0 ? (
            <div
              data-testid="no-games"
              className="rounded-2xl border border-dashed border-stone-600 p-8 text-center"
            >
              <p className="text-xl font-semibold">{t.empty}</p>
              <p className="mt-2 text-lg text-stone-300">{t.emptyHelp}</p>
            </div>
          ) : (
            <ul className="space-y-3" data-testid="games">
              {load.games.map((g) => (
                <li
                  key={g.id}
                  data-game={g.id}
                  className="flex flex-wrap items-center gap-4 rounded-2xl border border-stone-700 bg-stone-900 p-4"
                >
                  <div className="min-w-0 grow">
                    <p className="text-xl font-semibold">{ui.rulesets[g.ruleset] ?? g.ruleset}</p>
                    <p className="mt-1 text-lg">
                      <span className="sr-only">{t.players}: </span>
                      {g.players.join(' · ')}
                    </p>
                    <p className="mt-1 text-base text-stone-300">
                      {t.lastChange}: {when(g.updatedAt)} · {t.moves(g.version)}
                    </p>
                  </div>
                  <Link
                    href={`/table/${encodeURIComponent(g.id)}`}
                    aria-label={t.resumeGame(g.players.join(', '))}
                    data-testid={`resume-${g.id}`}
                    className={`${PRIMARY} text-xl`}
                  >
                    {t.resume}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
