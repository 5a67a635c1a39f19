// How long a request's headers and its whole body may take to arrive (a response, such as an
// event stream, may last as long as it likes): a client trickling headers or a body holds no
// socket for long. cli/serve.mjs gives these to Node's server (headersTimeout, requestTimeout),
// checked every second (connectionsCheckingInterval), so a request is cut within a second of
// its limit. The environment may change them (tests cut a trickled body in seconds, not 30 s).

/** The documented defaults (docs/server.md, "Hardening"), in ms. */
export const HEADERS_TIMEOUT_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 30_000;

/** A setting in ms from the environment, 1 s to 10 min; a wrong one is an error that says so. */
function ms(env, name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!/^\d{1,6}$/.test(raw) || n < 1_000 || n > 600_000)
    throw new Error(
      `${name} must be a whole number of ms from 1000 to 600000, not ${JSON.stringify(raw)}`,
    );
  return n;
}

/**
 * The header and request timeouts (ms) from HEXKEEPER_HEADERS_TIMEOUT_MS and
 * HEXKEEPER_REQUEST_TIMEOUT_MS, else the defaults. Node refuses a header timeout longer than
 * the request's, so the headers get at most the request's time.
 */
export function requestTimeouts(env = process.env) {
  const requestTimeout = ms(env, 'HEXKEEPER_REQUEST_TIMEOUT_MS', REQUEST_TIMEOUT_MS);
  const headersTimeout = Math.min(
    ms(env, 'HEXKEEPER_HEADERS_TIMEOUT_MS', HEADERS_TIMEOUT_MS),
    requestTimeout,
  );
  return { headersTimeout, requestTimeout };
}
