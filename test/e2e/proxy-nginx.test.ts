// The recipe of docs/deploy.md, "Hosted with a real certificate", run as written: Debian's nginx
// (/usr/sbin/nginx; .ci/run installs it) terminates TLS on loopback with the `server` block read
// from the doc (a self-signed certificate and free ports put in), in front of `npm start` with
// HEXKEEPER_TRUST_PROXY=1 and HEXKEEPER_PUBLIC_URL. It checks what the doc's checks say: pages
// come through with the secure-origin header, a write from the public origin is accepted and
// its join links carry the public URL, a 4 MB-class body passes, and a live event stream opened
// through nginx receives a roll while it stays open (nothing buffers it).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain .mjs module without types (cli/ runs before any build)
import { serverCredentials } from '../../cli/tls.mjs';
import { freePort } from './global-setup';
import {
  type Created,
  createBody,
  gameAtFirstRoll,
  type OwnServer,
  play,
  startServer,
} from './server-helpers';

const NAME = 'table.example.test';
const NGINX = '/usr/sbin/nginx';

/** The doc's nginx `server` block, with this test's certificate, ports and name put in. */
function recipe(port: number, upstream: number, dir: string): string {
  const doc = readFileSync('docs/deploy.md', 'utf8');
  const at = doc.indexOf('## Hosted with a real certificate');
  const block = /```nginx\n([\s\S]*?)```/.exec(doc.slice(at))?.[1];
  if (at < 0 || !block) throw new Error('docs/deploy.md has no nginx recipe under its heading');
  const swaps: [string, string][] = [
    ['listen 443 ssl;', `listen 127.0.0.1:${port} ssl;`],
    ['server_name table.example.org;', `server_name ${NAME};`],
    ['/etc/letsencrypt/live/table.example.org/fullchain.pem', join(dir, 'fullchain.pem')],
    ['/etc/letsencrypt/live/table.example.org/privkey.pem', join(dir, 'privkey.pem')],
    ['http://127.0.0.1:3000', `http://127.0.0.1:${upstream}`],
  ];
  let out = block;
  for (const [from, to] of swaps) {
    if (!out.includes(from)) throw new Error(`the recipe no longer says ${from}`);
    out = out.replace(from, to);
  }
  return out;
}

interface TlsAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  text: string;
}

describe('behind nginx terminating TLS (docs/deploy.md recipe)', () => {
  let dir: string;
  let server: OwnServer;
  let nginx: ChildProcess;
  let port: number;
  let ca: string;
  const publicUrl = () => `https://${NAME}:${port}`;

  /** A request to nginx that trusts only the test's authority and checks the name. */
  const send = (
    method: string,
    path: string,
    opts: {
      body?: string;
      headers?: Record<string, string>;
      onResponse?: (r: IncomingMessage) => void;
    } = {},
  ): Promise<TlsAnswer> =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          ca,
          servername: NAME,
          headers: { host: `${NAME}:${port}`, ...opts.headers },
        },
        (res) => {
          if (opts.onResponse) {
            opts.onResponse(res);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text: '' });
            return;
          }
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        },
      );
      req.on('error', reject);
      req.end(opts.body);
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hexkeeper-nginx-'));
    port = await freePort();
    const made = await serverCredentials({
      env: { HEXKEEPER_DATA_DIR: dir },
      names: [NAME, '127.0.0.1'],
    });
    ca = made.ca;
    writeFileSync(join(dir, 'fullchain.pem'), made.cert);
    writeFileSync(join(dir, 'privkey.pem'), made.key, { mode: 0o600 });
    const data = join(dir, 'data');
    mkdirSync(data);
    server = await startServer(data, {
      HEXKEEPER_TRUST_PROXY: '1',
      HEXKEEPER_PUBLIC_URL: `https://${NAME}:${port}`,
    });
    const upstream = Number(new URL(server.base).port);
    const temp = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
    for (const t of temp) mkdirSync(join(dir, t), { mode: 0o777 });
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        // As root, nginx's workers would drop to `nobody`; keep them able to read the files.
        process.getuid?.() === 0 ? 'user root;' : '',
        'daemon off;',
        'worker_processes 1;',
        `pid ${join(dir, 'nginx.pid')};`,
        `error_log ${join(dir, 'error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        '  access_log off;',
        ...temp.map((t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${join(dir, t)};`),
        recipe(port, upstream, dir),
        '}',
      ].join('\n'),
    );
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    nginx.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
    });
    const exited = new Promise<never>((_, reject) =>
      nginx.once('exit', (code) => reject(new Error(`nginx exited with ${code}: ${err}`))),
    );
    exited.catch(() => {});
    await Promise.race([
      vi.waitFor(() => send('GET', '/api/health'), { timeout: 30_000, interval: 100 }),
      exited,
    ]);
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGQUIT');
      await gone;
    }
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('passes pages through as a secure origin (the COOP header) and the app headers', async () => {
    const r = await send('GET', '/');
    expect(r.status).toBe(200);
    expect(r.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('accepts a write from the public origin; its join links carry HEXKEEPER_PUBLIC_URL', async () => {
    const body = JSON.stringify(createBody());
    const r = await send('POST', '/api/games', {
      body,
      headers: {
        origin: publicUrl(),
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
    });
    expect(r.status).toBe(201);
    const g = JSON.parse(r.text) as Created;
    for (const s of g.seats)
      expect(s.joinUrl.startsWith(`${publicUrl()}/join/${g.id}/`)).toBe(true);
    // Another origin is still refused through the proxy.
    const other = await send('POST', '/api/games', {
      body,
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expect(other.status).toBe(403);
  });

  it('lets an import-sized body through (client_max_body_size), refused only by the app', async () => {
    // 2 MB: over nginx's default 1 MB, under the app's 4 MB import limit; not a game, so 4xx from
    // the app (JSON with a code), never nginx's 413 page.
    const r = await send('POST', '/api/games/import', {
      body: JSON.stringify({ log: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { origin: publicUrl(), 'content-type': 'application/json' },
    });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.headers['content-type']).toContain('application/json');
    expect(JSON.parse(r.text).error.code).toMatch(/^ERR_/);
  });

  it('a live event stream through nginx gets its snapshot at once and a roll while open', async () => {
    const { g, version, roll } = await gameAtFirstRoll(server.base);
    let text = '';
    let res: IncomingMessage | null = null;
    await send('GET', `/api/games/${g.id}/events`, {
      headers: { authorization: `Bearer ${g.hostToken}`, accept: 'text/event-stream' },
      onResponse: (r) => {
        res = r;
        r.on('data', (c: Buffer) => {
          text += c.toString();
        });
      },
    });
    const stream = res as IncomingMessage | null;
    expect(stream?.statusCode).toBe(200);
    expect(stream?.headers['content-type']).toContain('text/event-stream');
    await expect.poll(() => text.includes('event: snapshot'), { timeout: 10_000 }).toBe(true);
    expect(text).not.toContain('event: update');
    // The roll, sent to the server directly: it reaches the stream nginx holds open.
    await play(server.base, g, [roll], version);
    await expect
      .poll(() => text.includes(`id: ${version + 1}\nevent: update`), { timeout: 10_000 })
      .toBe(true);
    expect(stream?.complete).toBe(false);
    stream?.destroy();
  });
});
