import 'server-only';
// The live fan-out: every accepted entry is published to the game's subscribers (SSE
// streams) in this process. It sits on globalThis because Next may load this module once
// per route bundle; the stack notes confirm one `next start` process shares it.

import type { GameState } from '../game';
import type { Entry } from './store';

export interface Published {
  readonly gameId: string;
  readonly version: number;
  readonly entry: Entry;
  /** The game after the entry. */
  readonly state: GameState;
}

export type Listener = (p: Published) => void;

type Hub = Map<string, Set<Listener>>;
const KEY = Symbol.for('hexkeeper.hub');
const g = globalThis as typeof globalThis & { [KEY]?: Hub };

function hub(): Hub {
  g[KEY] ??= new Map();
  return g[KEY];
}

/** Listens to a game's entries; returns the function that stops listening. */
export function subscribe(gameId: string, listener: Listener): () => void {
  const h = hub();
  let set = h.get(gameId);
  if (!set) {
    set = new Set();
    h.set(gameId, set);
  }
  set.add(listener);
  return () => {
    const s = h.get(gameId);
    if (!s) return;
    s.delete(listener);
    if (s.size === 0) h.delete(gameId);
  };
}

/** Tells every listener of the game; a failing listener does not stop the others. */
export function publish(p: Published): void {
  const set = hub().get(p.gameId);
  if (!set) return;
  for (const l of [...set]) {
    try {
      l(p);
    } catch {
      // a stream that broke is cleaned up by its own cancel
    }
  }
}

/** Live listeners (for tests and the benchmark). */
export const listenerCount = (gameId: string): number => hub().get(gameId)?.size ?? 0;
