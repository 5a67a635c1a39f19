'use client';
// The end of a game: the winner, the final scores, the game's statistics, and "Rematch" — the
// same players, seats, colours, ruleset and options on a new board (rematch.ts), created as
// this tablet's game, recorded as the old game's rematch (each phone is offered its own new
// seat) and opened. It can be closed to look at the final board.

import { useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import { parseGameLog } from '@/lib/game/log';
import type { Command } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import { nameOf } from './describe';
import { EndReveal } from './end-reveal';
import { TABLE } from './i18n';
import { MENU } from './i18n-menu';
import { BTN_MAIN } from './pickers';
import { refusalText } from './refusal';
import { newSeed, rematchBody } from './rematch';
import { StatsPanel } from './stats-panel';

/** Creates the rematch of game `gameId` as this host's game; its id, or the refusal's words. */
async function startRematch(
  gameId: string,
  token: string,
  phoneInput: boolean,
): Promise<{ id: string } | { code: string; message?: string }> {
  const auth = { Authorization: `Bearer ${token}` };
  const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/log`, {
    headers: auth,
    cache: 'no-store',
  });
  if (!r.ok) return { code: 'ERR_NETWORK' };
  const log = parseGameLog(await r.json());
  if (!log.ok) return { code: 'ERR_BAD_LOG', message: log.error.message };
  const res = await fetch('/api/games', {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(rematchBody(log.value.config, newSeed(), phoneInput)),
  });
  const body = (await res.json().catch(() => ({}))) as {
    id?: string;
    error?: { code: string; message: string };
  };
  if (!res.ok || !body.id) return body.error ?? { code: 'ERR_NETWORK' };
  // The old game's phones are offered their seats in the rematch (the server tells each its
  // own). The new game stands either way: a failure here only leaves the phones to scan.
  await fetch(`/api/games/${encodeURIComponent(gameId)}/rematch`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: body.id }),
  }).catch(() => undefined);
  return { id: body.id };
}

export function GameOver({
  view,
  winner,
  scores,
  gameId,
  token,
  phoneInput,
  readOnly,
  onHide,
  act,
}: {
  view: GameView;
  winner: number;
  scores: readonly number[];
  gameId: string;
  token: string;
  phoneInput: boolean;
  /** The host moved to another device: no statistics (the host's log) and no rematch here. */
  readOnly: boolean;
  onHide: () => void;
  /** Sends a command as the host (a VP card declared at the end, for a seat). */
  act: (c: Command) => Promise<boolean>;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const m = useLazyWords(MENU);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const rematch = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const r = await startRematch(gameId, token, phoneInput);
      if ('id' in r) {
        // A full load: the new game's screen starts from nothing of this one.
        window.location.assign(`/table/${encodeURIComponent(r.id)}`);
        return;
      }
      setProblem(`${m.rematchFailed} ${await refusalText(lang, r.code, r.message)}`);
    } catch {
      setProblem(m.rematchFailed);
    }
    setBusy(false);
  };

  return (
    <div
      className="absolute inset-0 z-20 flex items-center justify-center overflow-y-auto bg-black/70 p-3"
      data-testid="game-over"
    >
      <div className="max-h-full w-full max-w-3xl overflow-y-auto rounded-3xl border-4 border-amber-400 bg-stone-900 p-6 text-center">
        <p className="text-2xl text-amber-300">{t.gameOver}</p>
        <div className="my-3 flex justify-center">
          <SeatMark
            seat={winner}
            color={view.config.players[winner]?.color ?? ''}
            name={nameOf(view.config, winner)}
            size={80}
          />
        </div>
        <h2 className="text-5xl font-black" data-testid="winner" data-seat={winner}>
          {t.wins(nameOf(view.config, winner))}
        </h2>
        <p className="mt-4 text-xl">{t.finalScores}</p>
        <ol className="mt-2 text-2xl">
          {view.config.players
            .map((p, i) => ({ p, i, vp: scores[i] ?? 0 }))
            .sort((a, b) => b.vp - a.vp)
            .map(({ p, i, vp }) => (
              <li key={p.name + String(i)} data-testid={`final-${i}`} data-vp={vp}>
                {p.name}: {vp}
              </li>
            ))}
        </ol>
        {readOnly ? null : <EndReveal view={view} act={act} />}
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {readOnly ? null : (
            <button
              type="button"
              className={`${BTN_MAIN} text-xl`}
              data-testid="rematch"
              disabled={busy}
              title={m.rematchHelp}
              onClick={() => void rematch()}
            >
              {busy ? m.starting : m.rematch}
            </button>
          )}
          <button
            type="button"
            className="min-h-12 rounded-xl bg-stone-700 px-5 text-lg font-semibold"
            data-testid="hide-game-over"
            onClick={onHide}
          >
            {t.seeBoard}
          </button>
        </div>
        {readOnly ? null : <p className="mt-2 text-base text-stone-300">{m.rematchHelp}</p>}
        {problem ? (
          <p role="alert" className="mt-3 rounded-xl bg-red-900 px-4 py-2 text-lg text-red-50">
            {problem}
          </p>
        ) : null}
        {readOnly ? null : (
          <section className="mt-5 text-left" aria-label={m.stats}>
            <h3 className="mb-2 text-xl font-bold">{m.stats}</h3>
            <StatsPanel
              gameId={gameId}
              token={token}
              version={view.version}
              players={view.config.players}
            />
          </section>
        )}
      </div>
    </div>
  );
}
