// evolve(state, event): the pure fold. It applies a fact decided earlier, without checking
// and without drawing anything (outcomes are in the event), bumps the version, recomputes
// longest road and largest army where pieces or knights changed, and detects the winner.
// Each event's handler lives in its feature (lib/game/features/*/evolve.ts); this file
// dispatches through one table that tsc checks is complete. It never imports decide
// (test/unit/game-features.test.ts walks its imports).

import { contextOf, discovers, type GameContext } from './context';
import { cloneState, type Draft, draftDone } from './draft';
import { evolve as barbarians } from './features/barbarians/evolve';
import { evolve as core } from './features/core/evolve';
import { evolve as correct, markRoll } from './features/correct/evolve';
import { evolve as dev } from './features/dev/evolve';
import { evolve as discovery } from './features/discovery/evolve';
import { evolve as improvements } from './features/improvements/evolve';
import type { EventMap, EvolveTable } from './features/kit';
import { evolve as knights } from './features/knights/evolve';
import { evolve as progress } from './features/progress/evolve';
import { evolve as robber } from './features/robber/evolve';
import { evolve as ships } from './features/ships/evolve';
import { evolve as starfarers } from './features/starfarers/evolve';
import { evolve as trade } from './features/trade/evolve';
import { evolve as walls } from './features/walls/evolve';
import { turnableAfter } from './harbor';
import { winnerOf } from './score';
import type { Event, EventType, GameState } from './types';

/** One handler per event type: a type without one, or one for no such type, fails tsc. */
const EVOLVE: EvolveTable = {
  ...core,
  ...trade,
  ...robber,
  ...dev,
  ...ships,
  ...discovery,
  ...starfarers,
  ...barbarians,
  ...knights,
  ...walls,
  ...improvements,
  ...progress,
  ...correct,
};

function apply<K extends EventType>(d: Draft, ctx: GameContext, type: K, ev: EventMap[K]): void {
  // An event of no known type changes nothing but the version, as the switch it replaced.
  const h = EVOLVE[type];
  if (h) h(d, ctx, ev);
}

/** Events that never change anyone's points (so the winner check can be skipped). */
const NO_SCORE_CHANGE: ReadonlySet<Event['type']> = new Set([
  'rolled',
  'discarded',
  'robberMoved',
  'stolen',
  'bankTraded',
  'playerTraded',
  'yearOfPlentyPlayed',
  'monopolyPlayed',
  'harborTurned',
  'correctionRequested',
  'correctionDeclined',
]);

/** Applies one event. Unknown outcomes are never drawn here: they come with the event. */
export function evolve(s: GameState, ev: Event): GameState {
  const ctx = contextOf(s.config);
  const d = cloneState(s);
  apply(d, ctx, ev.type, ev);
  if (ev.type === 'rolled') markRoll(d, ev);
  draftDone();
  // A harbor may be turned only right after the event that drew it (lib/game/harbor.ts).
  const isl = d.island;
  if (isl && ev.type !== 'harborTurned') {
    const ht = discovers(ctx) ? turnableAfter(ev) : null;
    if (ht !== isl.harborTurn) d.island = { ...isl, harborTurn: ht };
  }
  d.version = s.version + 1;
  // A roll's barbarian attack may hand out a Defender of Catan card, and a gate face a VP
  // progress card (cities and knights).
  const scored =
    !NO_SCORE_CHANGE.has(ev.type) ||
    (ev.type === 'rolled' && (ev.attack !== undefined || ev.progress !== undefined));
  if (d.phase === 'play' && d.winner === null && scored) {
    const w = winnerOf(d);
    if (w !== null) {
      d.winner = w;
      d.phase = 'over';
    }
  }
  return d;
}
