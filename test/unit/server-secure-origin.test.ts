// Which requests a browser sees as a secure context (they get Cross-Origin-Opener-Policy; on a
// plain-http LAN origin the browser would ignore it and warn on every page), and the scheme of
// join links when the server speaks TLS itself (npm start -- --https).
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { secureOrigin } = await import('@/lib/server/guard');
const { publicOrigin } = await import('@/lib/server/network');

const req = (host: string, opts: { encrypted?: boolean; proto?: string } = {}) =>
  ({
    socket: { encrypted: opts.encrypted },
    headers: { host, ...(opts.proto ? { 'x-forwarded-proto': opts.proto } : {}) },
  }) as unknown as IncomingMessage;

afterEach(() => vi.unstubAllEnvs());

describe('secureOrigin', () => {
  it.each([
    // [why, Host, TLS socket, X-Forwarded-Proto, trusted proxies, secure]
    ['a LAN address over http', '192.168.1.20:3000', false, undefined, 0, false],
    ['a LAN name over http', 'table.lan:3000', false, undefined, 0, false],
    ['localhost', 'localhost:3000', false, undefined, 0, true],
    ['a *.localhost name', 'hexkeeper.localhost:3000', false, undefined, 0, true],
    ['127.0.0.1', '127.0.0.1:3000', false, undefined, 0, true],
    ['127.x.y.z', '127.1.2.3', false, undefined, 0, true],
    ['[::1]', '[::1]:3000', false, undefined, 0, true],
    ['a LAN name over TLS (--https)', 'table.lan:3000', true, undefined, 0, true],
    ['https behind a trusted proxy', 'table.example.org', false, 'https', 1, true],
    ['a client claiming https, no proxy trusted', 'table.example.org', false, 'https', 0, false],
    ['http behind a trusted proxy', 'table.example.org', false, 'http', 1, false],
    [
      'a name that only starts like localhost',
      'localhost.evil.example',
      false,
      undefined,
      0,
      false,
    ],
  ] as const)('%s → %s', (_why, host, encrypted, proto, proxies, secure) => {
    expect(secureOrigin(req(host, { encrypted, ...(proto ? { proto } : {}) }), proxies)).toBe(
      secure,
    );
  });
});

describe('publicOrigin with --https', () => {
  it('join links carry https when the server speaks TLS, http otherwise', () => {
    vi.stubEnv('HEXKEEPER_PUBLIC_URL', '');
    vi.stubEnv('HEXKEEPER_HTTPS', '');
    expect(publicOrigin('http://table.lan:3000/api/games', 'table.lan:3000')).toBe(
      'http://table.lan:3000',
    );
    vi.stubEnv('HEXKEEPER_HTTPS', '1');
    expect(publicOrigin('http://table.lan:3000/api/games', 'table.lan:3000')).toBe(
      'https://table.lan:3000',
    );
  });

  it('HEXKEEPER_PUBLIC_URL still wins', () => {
    vi.stubEnv('HEXKEEPER_HTTPS', '1');
    vi.stubEnv('HEXKEEPER_PUBLIC_URL', 'https://table.example.org');
    expect(publicOrigin('http://127.0.0.1:3000/x', '127.0.0.1:3000')).toBe(
      'https://table.example.org',
    );
  });
});
