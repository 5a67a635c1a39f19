'use client';
// Whether this tablet still runs the game: after the host moved to another device the server
// answers 'former' for this credential (GET /api/games/<id>/host), and the screen turns into
// a viewer of the public table at once. Asked on opening, after every new version, and every
// few seconds in between (a move changes no version).

import { useEffect, useState } from 'react';

const EVERY_MS = 3000;

/** True once the server says this host credential is a former host of the game. */
export function useHostMoved(gameId: string, token: string | null, version: number): boolean {
  const [moved, setMoved] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again after every new version
  useEffect(() => {
    if (!token || moved) return;
    let gone = false;
    const ask = async () => {
      try {
        const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/host`, {
          headers: { Authorization: `Bearer ${token}` },
          cache: 'no-store',
        });
        if (!r.ok || gone) return;
        const body = (await r.json()) as { role?: string };
        if (!gone && body.role === 'former') setMoved(true);
      } catch {
        // offline: asked again shortly
      }
    };
    void ask();
    const timer = setInterval(() => void ask(), EVERY_MS);
    return () => {
      gone = true;
      clearInterval(timer);
    };
  }, [gameId, token, version, moved]);
  return moved;
}
