// The certificate `npm start -- --https` makes (cli/tls.mjs): a server certificate for every
// name asked, signed by the server's own authority; kept while it still fits, made again when
// a name is missing (the router handed out another address), the authority kept so a phone
// trusts it only once; a user's own files served as they are.
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module without types (cli/ runs before any build)
import { lanNames, serverCredentials } from '../../cli/tls.mjs';

const dir = mkdtempSync(join(tmpdir(), 'hexkeeper-tls-'));
const env = { HEXKEEPER_DATA_DIR: dir };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const first = (chain: string) =>
  new X509Certificate(chain.split(/(?<=-----END CERTIFICATE-----)\n/)[0] ?? '');

describe('the made certificate', () => {
  it('names every address asked, is signed by the authority, and the key stays private', async () => {
    const names = ['localhost', '127.0.0.1', '::1', 'table.lan', '192.168.1.20'];
    const c = await serverCredentials({ env, names });
    const leaf = first(c.cert);
    const ca = new X509Certificate(c.ca);
    expect(leaf.verify(ca.publicKey)).toBe(true);
    expect(leaf.checkIssued(ca)).toBe(true);
    expect(ca.ca).toBe(true);
    expect(leaf.ca).toBe(false);
    for (const n of ['localhost', 'table.lan']) expect(leaf.checkHost(n)).toBe(n);
    for (const ip of ['127.0.0.1', '192.168.1.20', '::1']) expect(leaf.checkIP(ip)).toBe(ip);
    expect(leaf.checkHost('other.lan')).toBeUndefined();
    // Apple refuses server certificates valid for more than 825 days.
    const days = (Date.parse(leaf.validTo) - Date.parse(leaf.validFrom)) / 86_400_000;
    expect(days).toBeLessThanOrEqual(825);
    expect(statSync(join(dir, 'tls', 'ca-key.pem')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'tls', 'server-key.pem')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'tls')).mode & 0o777).toBe(0o700);
    expect(c.note).toContain(ca.fingerprint256);
  });

  it('is kept while it fits, made again for a new address, under the same authority', async () => {
    const before = readFileSync(join(dir, 'tls', 'server.crt'), 'utf8');
    const caBefore = readFileSync(join(dir, 'tls', 'ca.crt'), 'utf8');
    const same = await serverCredentials({ env, names: ['table.lan', '192.168.1.20'] });
    expect(same.note).toMatch(/^using /);
    expect(readFileSync(join(dir, 'tls', 'server.crt'), 'utf8')).toBe(before);
    const moved = await serverCredentials({ env, names: ['table.lan', '192.168.1.77'] });
    expect(moved.note).toMatch(/^made /);
    expect(first(moved.cert).checkIP('192.168.1.77')).toBe('192.168.1.77');
    expect(readFileSync(join(dir, 'tls', 'ca.crt'), 'utf8')).toBe(caBefore);
    expect(first(moved.cert).verify(new X509Certificate(caBefore).publicKey)).toBe(true);
  });

  it('serves the user’s own files as they are, and wants both', async () => {
    const cert = join(dir, 'tls', 'server.crt');
    const key = join(dir, 'tls', 'server-key.pem');
    const own = await serverCredentials({ certFile: cert, keyFile: key, env });
    expect(own.cert).toBe(readFileSync(cert, 'utf8'));
    expect(own.made).toBe(false);
    await expect(serverCredentials({ certFile: cert, env })).rejects.toThrow(/go together/);
  });

  it('lanNames holds loopback and HEXKEEPER_TLS_NAMES, and refuses a name that is none', () => {
    const names = lanNames({ HEXKEEPER_TLS_NAMES: 'Table.LAN, 10.0.0.9' });
    expect(names).toEqual(
      expect.arrayContaining(['localhost', '127.0.0.1', '::1', 'table.lan', '10.0.0.9']),
    );
    expect(() => lanNames({ HEXKEEPER_TLS_NAMES: 'bad name!' })).toThrow(/HEXKEEPER_TLS_NAMES/);
  });
});
