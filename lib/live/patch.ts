// What changed between two JSON documents, as a short list of operations, and how to apply
// it: the live stream's deltas (lib/server/sse.ts computes them between a viewer's previous
// and next view; app/live applies them). Plain JSON only (objects, arrays, strings, finite
// numbers, booleans, null); a key whose value is undefined counts as absent, as in
// JSON.stringify. Pure: no I/O, nothing mutated — apply copies only the containers it changes
// and shares the rest with the document it was given.
//
// An operation is a JSON array `[op, path, arg?]`, path a list of object keys and array indexes:
//   ["s", path, value]   set: an object's key (added or replaced) or an array's item replaced;
//                        the empty path replaces the whole document
//   ["d", path]          delete an object's key
//   ["a", path, items]   append items to the array at path
//   ["t", path, length]  cut the array at path to this length
//   ["h", path, count]   drop this many items from the array's head
// An array that only grew at its end or was only cut gets "a" or "t"; one that lost up to 8
// items at its head (a window of recent items moving on) "h", then "a" for what is new — for
// arrays of the same length only when that is shorter than comparing them item by item, as
// other arrays of the same length are; any other array is set whole.

export type JsonPath = readonly (string | number)[];
export type PatchOp =
  | readonly ['s', JsonPath, unknown]
  | readonly ['d', JsonPath]
  | readonly ['a', JsonPath, readonly unknown[]]
  | readonly ['t', JsonPath, number]
  | readonly ['h', JsonPath, number];

/** How many head items a diff looks for having been dropped (a window moving on). */
const MAX_HEAD = 8;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep equality of two JSON values (undefined keys count as absent). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i] ?? null, b[i] ?? null)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let na = 0;
  for (const k of Object.keys(ra)) {
    if (ra[k] === undefined) continue;
    na++;
    if (!Object.hasOwn(rb, k) || !jsonEqual(ra[k], rb[k])) return false;
  }
  let nb = 0;
  for (const k of Object.keys(rb)) if (rb[k] !== undefined) nb++;
  return na === nb;
}

/** The operations that turn `a` into `b` (none when they are equal). */
export function diff(a: unknown, b: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  walk(a, b, [], ops);
  return ops;
}

function walk(a: unknown, b: unknown, path: (string | number)[], ops: PatchOp[]): void {
  // Views share unchanged parts by identity with the state they came from: no walk needed.
  if (a === b) return;
  if (isObject(a) && isObject(b)) {
    for (const k of Object.keys(a))
      if (a[k] !== undefined && (!Object.hasOwn(b, k) || b[k] === undefined))
        ops.push(['d', [...path, k]]);
    for (const k of Object.keys(b)) {
      const v = b[k];
      if (v === undefined) continue;
      if (!Object.hasOwn(a, k) || a[k] === undefined) ops.push(['s', [...path, k], v]);
      else walk(a[k], v, [...path, k], ops);
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    // The first k items dropped and the rest kept in order: k = 0 is a pure append or cut.
    let shifted: PatchOp[] | null = null;
    for (let k = 0; k <= Math.max(0, Math.min(MAX_HEAD, a.length - 1)); k++) {
      const kept = Math.min(a.length - k, b.length);
      if (k > 0 && kept < a.length - k) continue;
      let same = true;
      for (let i = 0; i < kept && same; i++) same = jsonEqual(a[k + i] ?? null, b[i] ?? null);
      if (!same) continue;
      if (k === 0 && a.length === b.length) return;
      shifted = k > 0 ? [['h', path, k]] : [];
      if (b.length > kept)
        shifted.push(['a', path, b.slice(kept).map((x) => (x === undefined ? null : x))]);
      else if (b.length < a.length - k) shifted.push(['t', path, b.length]);
      break;
    }
    if (a.length === b.length) {
      // Item by item, unless dropping head items says the same in fewer bytes (a window).
      const items: PatchOp[] = [];
      for (let i = 0; i < a.length; i++) walk(a[i] ?? null, b[i] ?? null, [...path, i], items);
      const use =
        shifted && JSON.stringify(shifted).length < JSON.stringify(items).length ? shifted : items;
      for (const op of use) ops.push(op);
      return;
    }
    if (shifted) for (const op of shifted) ops.push(op);
    else ops.push(['s', path, b]);
    return;
  }
  if (jsonEqual(a, b)) return;
  ops.push(['s', path, b === undefined ? null : b]);
}

/** A patch that cannot be applied to the document given (the client then asks for a full view). */
export class PatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PatchError';
  }
}

/** Sets own data property `k` (also a key named "__proto__", as JSON.parse would). */
function put(target: Record<string, unknown> | unknown[], k: string | number, v: unknown): void {
  if (k === '__proto__')
    Object.defineProperty(target, k, {
      value: v,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  else (target as Record<string | number, unknown>)[k] = v;
}

/**
 * `doc` with `ops` applied, as a new document sharing every untouched part with `doc` (which is
 * left as it was). Throws PatchError when an operation does not fit the document.
 */
export function applyPatch<T>(doc: T, ops: readonly PatchOp[]): T {
  // Containers copied by this call: changed in place from then on.
  const fresh = new Set<object>();
  const copy = (v: unknown): Record<string, unknown> | unknown[] => {
    if (Array.isArray(v)) {
      if (fresh.has(v)) return v;
      const c = [...v];
      fresh.add(c);
      return c;
    }
    if (isObject(v)) {
      if (fresh.has(v)) return v;
      const c: Record<string, unknown> = {};
      for (const k of Object.keys(v)) put(c, k, v[k]);
      fresh.add(c);
      return c;
    }
    throw new PatchError('the path goes through a value that is neither an object nor an array');
  };
  let root: unknown = doc;
  for (const op of ops) {
    if (!Array.isArray(op) || !Array.isArray(op[1]))
      throw new PatchError('an operation is not [op, path, …]');
    const [kind, path] = op;
    if (path.length === 0) {
      if (kind === 's') {
        root = op[2];
        continue;
      }
      root = copy(root);
      edit(root as Record<string, unknown> | unknown[], op);
      continue;
    }
    root = copy(root);
    let parent = root as Record<string, unknown> | unknown[];
    const last = kind === 's' || kind === 'd' ? path.length - 1 : path.length;
    for (let i = 0; i < last; i++) {
      const k = path[i] as string | number;
      const child = childOf(parent, k);
      const c = copy(child);
      put(parent, k, c);
      parent = c;
    }
    edit(parent, op);
  }
  return root as T;
}

function childOf(parent: Record<string, unknown> | unknown[], k: string | number): unknown {
  if (Array.isArray(parent)) {
    if (typeof k !== 'number' || !Number.isInteger(k) || k < 0 || k >= parent.length)
      throw new PatchError(`no item ${String(k)} in an array of ${parent.length}`);
    return parent[k];
  }
  if (typeof k !== 'string' || !Object.hasOwn(parent, k))
    throw new PatchError(`no key ${JSON.stringify(k)}`);
  return parent[k];
}

/** One operation on its container (`target` is the array for "a"/"t", the parent otherwise). */
function edit(target: Record<string, unknown> | unknown[], op: PatchOp): void {
  const [kind, path] = op;
  const k = path[path.length - 1] as string | number;
  switch (kind) {
    case 's':
      if (Array.isArray(target)) childOf(target, k);
      else if (typeof k !== 'string') throw new PatchError('an object key must be a string');
      put(target, k, op[2]);
      return;
    case 'd':
      if (Array.isArray(target)) throw new PatchError('"d" deletes object keys only');
      childOf(target, k);
      delete target[k as string];
      return;
    case 'a':
      if (!Array.isArray(target) || !Array.isArray(op[2]))
        throw new PatchError('"a" appends an array of items to an array');
      target.push(...op[2]);
      return;
    case 'h':
      if (!Array.isArray(target) || !Number.isInteger(op[2]) || op[2] < 1 || op[2] > target.length)
        throw new PatchError('"h" drops a number of head items the array has');
      target.splice(0, op[2]);
      return;
    case 't':
      if (!Array.isArray(target) || !Number.isInteger(op[2]) || op[2] < 0 || op[2] > target.length)
        throw new PatchError('"t" cuts an array to a length it has');
      target.length = op[2];
      return;
    default:
      throw new PatchError(`unknown operation ${JSON.stringify(kind)}`);
  }
}
