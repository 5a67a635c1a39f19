// The feature modules (lib/game/features): every command and event type has exactly one
// owner, each feature lists exactly the types its parts handle, no two features hide the same
// event, and the fold never imports the rules: lib/game/evolve.ts's import graph reaches no
// decide.ts and not lib/game/turn.ts. That each table is complete is checked by tsc (below).

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND_TYPES, contextOf, EVENT_TYPES, legalActions, viewFor } from '@/lib/game';
import { FEATURES } from '@/lib/game/features';
import { core } from '@/lib/game/features/core';
import type { DecidePart, DecideTable, EvolveTable } from '@/lib/game/features/kit';
import { trade } from '@/lib/game/features/trade';
import { config, playState } from './game-helpers';

const root = resolve(__dirname, '../..');

/** The files `file` imports, relative imports only (lib/ has no aliased imports of its own). */
function importsOf(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of src.matchAll(/(?:import|export)\s(?:[^;]*?from\s+)?'(\.[^']+)'/g)) {
    const base = resolve(dirname(file), m[1] ?? '');
    const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync);
    if (found) out.push(found);
  }
  return out;
}

/** Whether a feature's list of types holds `t` (a list of some types, read as strings). */
const owns = (list: readonly string[], t: string): boolean => list.includes(t);

function graph(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const todo = [entry];
  for (let f = todo.pop(); f !== undefined; f = todo.pop())
    for (const g of importsOf(f))
      if (!seen.has(g)) {
        seen.add(g);
        todo.push(g);
      }
  return [...seen].map((f) => relative(root, f)).sort();
}

describe('feature modules', () => {
  it('evolve never imports decide', () => {
    const files = graph(join(root, 'lib/game/evolve.ts'));
    expect(files).toContain('lib/game/features/core/evolve.ts');
    expect(files.filter((f) => f.endsWith('/decide.ts') || f === 'lib/game/turn.ts')).toEqual([]);
  });

  it('each command type has exactly one owner', () => {
    const owners = COMMAND_TYPES.map((t) => ({
      t,
      by: FEATURES.filter((f) => owns(f.commands, t)).map((f) => f.name),
    }));
    expect(owners.filter((o) => o.by.length !== 1)).toEqual([]);
    expect(FEATURES.flatMap((f) => f.commands).length).toBe(COMMAND_TYPES.length);
  });

  it('each event type has exactly one owner', () => {
    const owners = EVENT_TYPES.map((t) => ({
      t,
      by: FEATURES.filter((f) => owns(f.events, t)).map((f) => f.name),
    }));
    expect(owners.filter((o) => o.by.length !== 1)).toEqual([]);
    expect(FEATURES.flatMap((f) => f.events).length).toBe(EVENT_TYPES.length);
  });

  it.each(FEATURES.map((f) => [f.name, f] as const))('%s lists what its parts handle', (_, f) => {
    expect(Object.keys(f.decide)).toEqual([...f.commands]);
    expect(Object.keys(f.evolve)).toEqual([...f.events]);
  });

  it('the features answer every legal action but the seat and the build list, each exactly once', () => {
    const cfg = config('base');
    const view = viewFor(playState(cfg), 0);
    const ctx = contextOf(cfg);
    const all = legalActions(view, 0);
    const parts = FEATURES.flatMap((f) => Object.keys(f.legal?.(view, ctx, 0) ?? {}));
    expect(parts.length).toBe(new Set(parts).size);
    // The build list spans core's pieces and dev's card, so legalActions assembles it from both.
    expect(['seat', 'buildList', ...parts].sort()).toEqual(Object.keys(all).sort());
  });

  it('no two features hide the same event', () => {
    const hidden = FEATURES.flatMap((f) => Object.keys(f.hide ?? {}));
    expect(hidden.length).toBe(new Set(hidden).size);
    expect(hidden.sort()).toEqual([
      'corrected',
      'correctionRequested',
      'devBought',
      'devDeclared',
      'knightPlayed',
      'progressAnswered',
      'progressDeclared',
      'progressDiscarded',
      'progressDrawn',
      'progressPlayed',
      'robberChased',
      'robberMoved',
      'rolled',
      'stolen',
    ]);
  });
  // Compile-time facts (npm run typecheck): a table without a command's handler, or a part
  // with a handler for no such command, is refused.
  it('tsc refuses an incomplete table or a handler for no such type', () => {
    const { roll: _roll, ...coreWithoutRoll } = core.decide;
    const everythingButRoll = { ...coreWithoutRoll, ...trade.decide };
    // @ts-expect-error 'roll' (and the other features' commands) have no handler
    const incomplete: DecideTable = everythingButRoll;
    const unknown: DecidePart<'endTurn'> = {
      endTurn: core.decide.endTurn,
      // @ts-expect-error no command type 'endTurns'
      endTurns: core.decide.endTurn,
    };
    // @ts-expect-error an empty table lacks every event's handler
    const noEvents: EvolveTable = {};
    expect([incomplete, unknown, noEvents].every((t) => typeof t === 'object')).toBe(true);
  });
});
