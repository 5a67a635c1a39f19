// The documented request timeouts (docs/server.md, "Hardening": headers 15 s, a whole request
// 30 s) are the ones cli/serve.mjs gives Node's server unless the environment says otherwise;
// test/e2e/server-hardening-ii.test.ts cuts a trickled body over a real socket with a short one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module without types (cli/ runs before any build)
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, requestTimeouts } from '../../cli/timeouts.mjs';

describe('the request timeouts of npm start', () => {
  it('default to the documented 15 s for headers and 30 s for a whole request', () => {
    expect(HEADERS_TIMEOUT_MS).toBe(15_000);
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(requestTimeouts({})).toEqual({ headersTimeout: 15_000, requestTimeout: 30_000 });
    const doc = readFileSync('docs/server.md', 'utf8');
    expect(doc).toMatch(/HEXKEEPER_HEADERS_TIMEOUT_MS` \| `15000`/);
    expect(doc).toMatch(/HEXKEEPER_REQUEST_TIMEOUT_MS` \| `30000`/);
  });

  it('serve.mjs gives Node the timeouts it reads, checked every second', () => {
    const src = readFileSync('cli/serve.mjs', 'utf8');
    expect(src).toContain('server.headersTimeout = timeouts.headersTimeout;');
    expect(src).toContain('server.requestTimeout = timeouts.requestTimeout;');
    expect(src).toContain('connectionsCheckingInterval: 1_000');
  });

  it('are set by HEXKEEPER_REQUEST_TIMEOUT_MS and HEXKEEPER_HEADERS_TIMEOUT_MS', () => {
    expect(requestTimeouts({ HEXKEEPER_REQUEST_TIMEOUT_MS: '3000' })).toEqual({
      headersTimeout: 3000,
      requestTimeout: 3000,
    });
    expect(
      requestTimeouts({
        HEXKEEPER_REQUEST_TIMEOUT_MS: '60000',
        HEXKEEPER_HEADERS_TIMEOUT_MS: '5000',
      }),
    ).toEqual({ headersTimeout: 5000, requestTimeout: 60_000 });
  });

  it.each(['0', '999', '600001', '2.5', '-1', '1e4', 'abc'])(
    'refuse %s ms with the setting named',
    (raw) => {
      expect(() => requestTimeouts({ HEXKEEPER_REQUEST_TIMEOUT_MS: raw })).toThrow(
        /HEXKEEPER_REQUEST_TIMEOUT_MS must be/,
      );
    },
  );
});
