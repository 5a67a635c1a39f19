'use client';
// Whether this tablet still runs the game: after the host moved to another device the server
// answers 'former' for this credential (GET /api/games/<id>/host), and the screen turns into
// a viewer of the public table at once. Asked on opening, after every new version, and every
// few seconds in between (a move changes no version).

import { useEffect, useState } from 'react';

const EVERY_MS = 3000;

const KEY = 'hexkeeper.formerHost.';

/** Whether this browser already learned that `token` is a former host of `gameId`. */
function remembered(gameId: string, token: string | null): boolean {
  if (!token || typeof window === 'undefined') return false;
  try {
    return localStorage.getItem(KEY + gameId) === token;
  } catch {
    return false;
  }
}

/**
 * True once the server says this host credential is a former host of the game. Remembered in
 * localStorage, so a reload is a viewer from its first frame and never asks with the dead token
 * for what only a host may read (issue 28: 43 × 403 in ten minutes).
 */
export function useHostMoved(gameId: string, token: string | null, version: number): boolean {
  const [learned, setMoved] = useState(false);
  const moved = learned || remembered(gameId, token);
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
        if (!gone && body.role === 'former') {
          setMoved(true);
          try {
            localStorage.setItem(KEY + gameId, token);
          } catch {
            // private mode: asked again after a reload
          }
        }
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
