'use client';
// The new tablet opens the move link (/table/<id>/host#<token>; the token rides in the
// fragment, so it reaches no server log): it takes the game with this browser's host
// credential (or gets a new one, kept like a created game's), then opens the play screen.
// The old tablet becomes a viewer. A used or expired link says so and changes nothing.

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { getHostToken, setHostToken } from '@/app/live/host-token';
import { useLazyWords } from '@/app/ui/lazy-words';
import { ruleErrorText } from '@/app/ui/rule-errors';
import { useLang } from '@/app/ui/use-lang';
import { TABLE } from '../i18n';
import { MENU } from '../i18n-menu';

export function TakeHost({ gameId }: { gameId: string }) {
  const { lang } = useLang();
  const m = useLazyWords(MENU);
  const t = useLazyWords(TABLE);
  const [problem, setProblem] = useState<string | null>(null);
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const token = window.location.hash.slice(1);
    // The token is spent by this visit: keep it out of the history and the address bar.
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      setProblem(m.takeNoToken);
      return;
    }
    void (async () => {
      try {
        const mine = getHostToken();
        const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/host/take`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(mine ? { Authorization: `Bearer ${mine}` } : {}),
          },
          body: JSON.stringify({ token }),
        });
        const body = (await r.json().catch(() => ({}))) as {
          hostToken?: string | null;
          error?: { code: string; message: string };
        };
        if (!r.ok) {
          setProblem(
            `${m.takeFailed} ${ruleErrorText(lang, body.error?.code ?? 'ERR_NETWORK', body.error?.message)}`,
          );
          return;
        }
        if (body.hostToken) setHostToken(body.hostToken);
        window.location.replace(`/table/${encodeURIComponent(gameId)}`);
      } catch {
        setProblem(`${m.takeFailed} ${ruleErrorText(lang, 'ERR_NETWORK')}`);
      }
    })();
  }, [gameId, lang, m]);
  return (
    <main
      className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 p-6"
      data-testid="take-host"
      aria-busy={problem === null}
    >
      <h1 className="text-4xl font-black">{problem === null ? m.taking : m.takeFailed}</h1>
      {problem ? (
        <p className="text-xl" role="alert" data-testid="take-host-error">
          {problem}
        </p>
      ) : null}
      <Link href="/table" className="min-h-12 text-xl underline">
        {t.backToTables}
      </Link>
    </main>
  );
}
