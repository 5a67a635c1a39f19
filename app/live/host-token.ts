// The tablet's host credential, kept in this browser's localStorage: every game this
// browser creates or imports belongs to one host, which is how /table lists them again.
// (It never leaves this device except as a bearer token to our own API.)

const KEY = 'hexkeeper.hostToken';

/** The stored host token, or null (server rendering, private mode, or none yet). */
export function getHostToken(): string | null {
  try {
    const t = localStorage.getItem(KEY);
    return t && /^[A-Za-z0-9_-]{20,100}$/.test(t) ? t : null;
  } catch {
    return null;
  }
}

/** Keeps the host token the server answered when this browser created its first game. */
export function setHostToken(token: string): void {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // Private mode without storage: the game still runs, it just is not listed later.
  }
}
