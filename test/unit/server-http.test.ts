// The client address used by the rate limits, with and without trusted proxies in front.
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { clientAddress } = await import('@/lib/server/http');

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
