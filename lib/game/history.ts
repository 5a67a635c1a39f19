// Undo and redo of any number of steps: the log and a cursor. The state shown is the fold of
// the events before the cursor; states are kept per step (they share structure), so moving
// the cursor costs nothing and a new command after an undo drops the undone tail.

import { err, ok, type Result } from '../result';
import { decide } from './decide';
import { evolve } from './evolve';
import { createGame } from './setup';
import type { Command, Event, GameConfig, GameState, RuleError } from './types';

export interface History {
  readonly config: GameConfig;
  readonly events: readonly Event[];
  /** states[i] is the state after the first i events; states.length === events.length + 1. */
  readonly states: readonly GameState[];
  /** How many events are in effect (0 … events.length). */
  readonly cursor: number;
}

/** A new game's history, optionally with events already played (trusted). */
export function newHistory(config: GameConfig, events: readonly Event[] = []): History {
  const states: GameState[] = [createGame(config)];
  let s = states[0] as GameState;
  for (const e of events) {
    s = evolve(s, e);
    states.push(s);
  }
  return { config, events, states, cursor: events.length };
}

/** The state in effect. */
export function current(h: History): GameState {
  return h.states[h.cursor] as GameState;
}

/** Decides a command on the current state; the events replace any undone tail. */
export function perform(h: History, c: Command): Result<History, RuleError> {
  const d = decide(current(h), c);
  if (!d.ok) return err(d.error);
  return ok(append(h, d.value));
}

/** Appends trusted events at the cursor (dropping the redo tail). */
export function append(h: History, events: readonly Event[]): History {
  const kept = h.events.slice(0, h.cursor);
  const states = h.states.slice(0, h.cursor + 1);
  let s = current(h);
  for (const e of events) {
    s = evolve(s, e);
    states.push(s);
  }
  return {
    config: h.config,
    events: [...kept, ...events],
    states,
    cursor: kept.length + events.length,
  };
}

/** Steps back `n` events (clamped at the start). */
export function undo(h: History, n = 1): History {
  return { ...h, cursor: Math.max(0, h.cursor - Math.max(0, n)) };
}

/** Steps forward `n` undone events (clamped at the end of the log). */
export function redo(h: History, n = 1): History {
  return { ...h, cursor: Math.min(h.events.length, h.cursor + Math.max(0, n)) };
}

/** The events in effect (what a save should store). */
export function effectiveEvents(h: History): readonly Event[] {
  return h.events.slice(0, h.cursor);
}
