// Pure parts of bench:server's load generators: how many processes, which tables each drives,
// and the merge of their figures. Every stream is a socket in the server and in the generator,
// and a process may open only so many files (`ulimit -n`), so past that the load comes from
// several generator processes (test/bench/server.ts forks them).

/** Files a generator keeps free beyond its streams (requests in flight, the runtime's own). */
export const GENERATOR_SLACK = 1000;

/**
 * The fewest generator processes that keep each one's streams (`tables` × `perTable`) under
 * the open-files limit with GENERATOR_SLACK to spare; at least 1.
 */
export function generatorCount(tables: number, perTable: number, filesLimit: number): number {
  if (!Number.isFinite(filesLimit)) return 1;
  const room = filesLimit - GENERATOR_SLACK;
  if (room <= perTable) throw new Error(`a process may open only ${filesLimit} files`);
  return Math.max(1, Math.ceil((tables * perTable) / room));
}

/** The tables (indices from `from` up to `to`, exclusive) generator `g` of `k` drives: i % k. */
export function tablesOf(g: number, k: number, from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i < to; i++) if (i % k === g) out.push(i);
  return out;
}

/** What one generator measured in one step. */
export interface StepFigures {
  readonly lat: readonly number[];
  readonly answered: readonly number[];
  readonly missed: number;
  readonly rolls: number;
  readonly requests: number;
  /** CPU seconds the generator used during the step. */
  readonly cpu: number;
}

/** Every generator's figures as one: samples joined, counts and CPU summed. */
export function mergeSteps(parts: readonly StepFigures[]): StepFigures {
  return {
    lat: parts.flatMap((p) => p.lat),
    answered: parts.flatMap((p) => p.answered),
    missed: parts.reduce((a, p) => a + p.missed, 0),
    rolls: parts.reduce((a, p) => a + p.rolls, 0),
    requests: parts.reduce((a, p) => a + p.requests, 0),
    cpu: parts.reduce((a, p) => a + p.cpu, 0),
  };
}
