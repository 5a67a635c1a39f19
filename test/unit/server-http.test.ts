// The client address used by the rate limits, with and without trusted proxies in front; the
// JSON body reader, from a web Request and from chunks (Node's request on `npm start`'s path).
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { ApiError, clientAddress, MAX_JSON_DEPTH, nestsDeeper, readJson } = await import(
  '@/lib/server/http'
);

const req = (xff?: string) =>
  new Request('http://x/', { headers: xff === undefined ? {} : { 'x-forwarded-for': xff } });

describe('clientAddress', () => {
  it.each([
    // [X-Forwarded-For, trusted proxies, address used]
    ['203.0.113.7', 0, '203.0.113.7'], // next start set it from the socket
    ['6.6.6.6, 203.0.113.7', 0, '6.6.6.6'], // no proxy: what the client wrote (documented)
    ['6.6.6.6, 203.0.113.7', 1, '203.0.113.7'], // one proxy appended what it saw
    ['6.6.6.6, 203.0.113.7, 10.0.0.2', 2, '203.0.113.7'], // CDN, then nginx
    ['203.0.113.7', 2, '203.0.113.7'], // fewer entries than proxies: the leftmost
    [' 203.0.113.7 ,', 1, '203.0.113.7'], // blanks ignored
    ['', 0, 'unknown'],
    [undefined, 1, 'unknown'],
  ] as const)('%j with %i trusted proxies → %s', (xff, proxies, address) => {
    expect(clientAddress(req(xff), proxies)).toBe(address);
  });

  it('reads HEXKEEPER_TRUST_PROXY, and refuses a value that is not a count', () => {
    vi.stubEnv('HEXKEEPER_TRUST_PROXY', '1');
    expect(clientAddress(req('6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7');
    vi.stubEnv('HEXKEEPER_TRUST_PROXY', 'yes');
    expect(() => clientAddress(req('6.6.6.6'))).toThrow(/HEXKEEPER_TRUST_PROXY/);
    vi.unstubAllEnvs();
    expect(clientAddress(req('6.6.6.6, 203.0.113.7'))).toBe('6.6.6.6');
  });
});

/** Chunks as Node's request yields them, recording whether the reader stopped early. */
function chunked(parts: string[], headers: Record<string, string> = {}) {
  const seen = { read: 0, finished: false };
  async function* body() {
    for (const p of parts) {
      seen.read++;
      yield new TextEncoder().encode(p);
    }
    seen.finished = true;
  }
  const h = new Headers({ 'content-type': 'application/json', ...headers });
  return { req: { headers: h, body: body() }, seen };
}

async function refusal(p: Promise<unknown>): Promise<[number, string]> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  if (!(e instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(e)}`);
  return [e.status, e.code];
}

describe('readJson', () => {
  it('reads JSON from a web Request and from chunks alike', async () => {
    const web = new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":[1,2]}',
    });
    expect(await readJson(web, 100)).toEqual({ a: [1, 2] });
    expect(await readJson(chunked(['{"a":', '[1,', '2]}']).req, 100)).toEqual({ a: [1, 2] });
  });

  it.each([
    // [case, parts, headers, limit, status, code]
    [
      'chunks past the limit, no Content-Length',
      ['{"a":"', 'x'.repeat(60), '"}'],
      {},
      50,
      413,
      'ERR_TOO_LARGE',
    ],
    [
      'a declared length past the limit',
      ['{}'],
      { 'content-length': '51' },
      50,
      413,
      'ERR_TOO_LARGE',
    ],
    ['text/plain', ['{}'], { 'content-type': 'text/plain' }, 50, 415, 'ERR_CONTENT_TYPE'],
    ['not JSON', ['{"a":'], {}, 50, 400, 'ERR_BAD_JSON'],
    ['nothing', [], {}, 50, 400, 'ERR_BAD_JSON'],
  ] as const)('%s → %i %s', async (_, parts, headers, limit, status, code) => {
    const { req } = chunked([...parts], headers);
    expect(await refusal(readJson(req, limit))).toEqual([status, code]);
  });

  it('stops reading at the limit instead of taking the whole body', async () => {
    const { req, seen } = chunked(['{"a":"', 'x'.repeat(60), 'y'.repeat(60), '"}']);
    expect(await refusal(readJson(req, 50))).toEqual([413, 'ERR_TOO_LARGE']);
    expect(seen).toEqual({ read: 2, finished: false });
  });

  // Issue 27, finding 4: a body nested 500,000 deep was parsed and checked on the loop (720 ms).
  it('refuses a body nested deeper than MAX_JSON_DEPTH before parsing it', async () => {
    const deep = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    const { req } = chunked([deep]);
    expect(await refusal(readJson(req, 2_000_000))).toEqual([400, 'ERR_BAD_JSON']);
    const edge = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    expect(await readJson(chunked([edge(MAX_JSON_DEPTH)]).req, 10_000)).toBeTruthy();
    expect(await refusal(readJson(chunked([edge(MAX_JSON_DEPTH + 1)]).req, 10_000))).toEqual([
      400,
      'ERR_BAD_JSON',
    ]);
  });

  it.each([
    ['brackets inside strings do not count', `{"a":"${'['.repeat(100)}"}`, false],
    ['an escaped quote keeps the string open', `{"a":"x\\"${'['.repeat(100)}"}`, false],
    ['arrays and objects both count', `${'[{"a":'.repeat(40)}1${'}]'.repeat(40)}`, true],
  ] as const)('nesting: %s', (_, text, deeper) => {
    expect(nestsDeeper(text, MAX_JSON_DEPTH)).toBe(deeper);
  });

  it('refuses a request with no body', async () => {
    expect(await refusal(readJson({ headers: new Headers(), body: null }, 50))).toEqual([
      400,
      'ERR_BAD_JSON',
    ]);
  });
});
