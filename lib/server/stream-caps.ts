import 'server-only';
// How many event streams one credential and one client address may hold open at once in this
// process (HEXKEEPER_STREAMS_PER_CREDENTIAL, HEXKEEPER_STREAMS_PER_ADDRESS). A stream over
// either cap is refused with 429 ERR_TOO_MANY_STREAMS before it opens, so a leaked cookie or
// one client cannot pin the server's memory with hundreds of streams.
import { streamsPerAddress, streamsPerCredential } from './env';
import { ApiError } from './http';

const KEY = Symbol.for('hexkeeper.streamCaps');
const g = globalThis as unknown as {
  [KEY]?: { byCredential: Map<string, number>; byAddress: Map<string, number> };
};
function counts() {
  g[KEY] ??= { byCredential: new Map(), byAddress: new Map() };
  return g[KEY];
}

const dec = (m: Map<string, number>, k: string) => {
  const n = (m.get(k) ?? 1) - 1;
  if (n <= 0) m.delete(k);
  else m.set(k, n);
};

/** Counts one more stream for both keys, or refuses (429); returns its release (idempotent). */
export function acquireStream(address: string, credential: string | null): () => void {
  const { byCredential, byAddress } = counts();
  const perAddress = streamsPerAddress();
  const perCredential = streamsPerCredential();
  const tooMany = (what: string, n: number) =>
    new ApiError(
      429,
      'ERR_TOO_MANY_STREAMS',
      `too many open streams for this ${what} (at most ${n}); close another tab or device`,
      { limit: n },
      { 'Retry-After': '5' },
    );
  if ((byAddress.get(address) ?? 0) >= perAddress) throw tooMany('address', perAddress);
  if (credential && (byCredential.get(credential) ?? 0) >= perCredential)
    throw tooMany('credential', perCredential);
  byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
  if (credential) byCredential.set(credential, (byCredential.get(credential) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    dec(byAddress, address);
    if (credential) dec(byCredential, credential);
  };
}
