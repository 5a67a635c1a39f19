// A table on a home network, as a group plays it: the tablet and a phone reach the laptop by a
// LAN name. Chromium's --host-resolver-rules maps `table.lan` to 127.0.0.1, so the origin
// http://table.lan:<port> is a plain-http non-local one (not a secure context), as
// http://192.168.1.20:3000 is at home. There each feature has its fallback and says so: the
// screen is kept awake by the silent video (the test watches it play), the camera button names
// the cause and the photo route decodes a QR code, the menu says what https would add, and
// nothing is logged as an error. Then the same devices at https://table.lan:<port>, served by
// `npm start -- --https --workers 2` with the certificate it made for its LAN names (Chromium
// trusts it through the SPKI hash of the server's own authority, as a phone that installed it
// does): the Screen Wake Lock API holds the screen, the service worker registers, the camera
// API is there, and join links carry https.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, open } from './browser';
import { freePort } from './global-setup';
import { type Created, create, createBody } from './server-helpers';
import { PHONE, TABLET } from './table-helpers';

const base = inject('baseURL');
const LAN = 'table.lan';

/** Debian's Chromium with `table.lan` resolving to loopback, and `args` besides. */
function launchLan(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=MAP ${LAN} 127.0.0.1`,
      ...args,
    ],
  });
}

/** Everything a page logs as an error or warning, and every uncaught exception. */
function watch(page: Page, who: string, log: string[]): Page {
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') log.push(`${who} ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => log.push(`${who} pageerror: ${String(e)}`));
  return page;
}

/** Whether the keep-awake video plays: there, not paused, its time moving on. */
async function videoPlays(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const v = document.querySelector<HTMLVideoElement>('video[data-keep-awake]');
    if (!v || v.paused || !v.loop || !v.muted) return false;
    const t0 = v.currentTime;
    await new Promise((r) => v.addEventListener('timeupdate', r, { once: true }));
    return v.currentTime !== t0 && !v.paused;
  });
}

/** Opens the tablet's menu and reads its last lines (keep awake, https). */
async function menuScreenLine(tablet: Page) {
  await tablet.click('[data-testid=menu]');
  await tablet.waitForSelector('[data-testid=menu-awake]');
  return {
    awake: await tablet.getAttribute('[data-testid=menu-awake]', 'data-awake'),
    awakeText: await tablet.textContent('[data-testid=menu-awake]'),
    https: await tablet.$('[data-testid=menu-https]'),
  };
}

/** The tablet (the host's token in its storage) and a phone on its seat, both at `origin`. */
async function devices(browser: Browser, origin: string, g: Created, log: string[]) {
  const tabletCtx = await browser.newContext(TABLET);
  await tabletCtx.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), g.hostToken);
  const tablet = watch(await tabletCtx.newPage(), 'tablet', log);
  await open(tablet, `${origin}/table/${g.id}`);
  await tablet.waitForSelector('[data-testid=table]');
  const phone = watch(await (await browser.newContext(PHONE)).newPage(), 'phone', log);
  await phone.goto(origin + new URL(g.seats[0]?.joinUrl ?? '').pathname);
  await phone.waitForURL(/\/seat\//);
  await phone.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return { tablet, phone };
}

/** Reads a board sheet's QR code on /table/new from a photo; the page's camera block. */
async function scanByPhoto(page: Page, origin: string): Promise<void> {
  await open(page, `${origin}/table/new`);
  await page.click('[data-testid=board-source-scan]');
  const code = 'h1.base.official.none.4.lan';
  const png = await QRCode.toBuffer(`${origin}/board?b=${encodeURIComponent(code)}`, {
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 8,
  });
  await page.setInputFiles('[data-testid=qr-photo]', {
    name: 'sheet.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect.poll(() => page.textContent('[data-testid=board-share]')).toBe(code);
}

describe('plain http at a LAN name: an honest fallback for each feature', () => {
  let browser: Browser;
  let origin: string;
  beforeAll(async () => {
    browser = await launchLan();
    origin = `http://${LAN}:${new URL(base).port}`;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the tablet and the phone awake by the silent video, and the menu says what https adds', async () => {
    const g = await create(base);
    const log: string[] = [];
    const { tablet, phone } = await devices(browser, origin, g, log);
    expect(
      await tablet.evaluate(() => ({
        secure: window.isSecureContext,
        wakeLock: 'wakeLock' in navigator,
        serviceWorker: 'serviceWorker' in navigator,
      })),
    ).toEqual({ secure: false, wakeLock: false, serviceWorker: false });

    // A tap (opening the menu) starts the video if the browser wanted a gesture; it plays.
    const line = await menuScreenLine(tablet);
    await expect.poll(() => videoPlays(tablet)).toBe(true);
    await expect
      .poll(() => tablet.getAttribute('[data-testid=menu-awake]', 'data-awake'))
      .toBe('video');
    expect(await tablet.textContent('[data-testid=menu-awake]')).toBe(
      'Screen kept awake by a silent video (this address is plain http).',
    );
    expect(line.https).not.toBeNull();
    expect(await tablet.textContent('[data-testid=menu-https]')).toContain(
      'no offline copy, no install as an app, no camera',
    );
    // The video covers the viewport unseen and takes no taps: the board still gets them.
    const box = await tablet.evaluate(() => {
      const v = document.querySelector<HTMLVideoElement>('video[data-keep-awake]');
      const s = v ? getComputedStyle(v) : null;
      return s && { opacity: s.opacity, pointer: s.pointerEvents, w: v?.clientWidth };
    });
    expect(box).toEqual({ opacity: '0', pointer: 'none', w: 1280 });
    await tablet.screenshot({ path: `${ARTIFACTS}/home-http-tablet-menu.png` });

    // The link says how: the docs' section, served by the app.
    const how = await tablet.getAttribute('[data-testid=menu-https-how]', 'href');
    expect(how).toBe('/help/https');
    const help = watch(await tablet.context().newPage(), 'help', log);
    await open(help, `${origin}${how}`);
    expect(await help.textContent('h1')).toBe('https on a home network');
    expect(await help.textContent('main')).toContain('npm start -- --https');
    await help.close();

    await phone.touchscreen.tap(2, 2);
    await expect.poll(() => videoPlays(phone)).toBe(true);
    await phone.screenshot({ path: `${ARTIFACTS}/home-http-phone.png` });

    // No Cross-Origin-Opener-Policy where a browser ignores it (and would warn on every page).
    expect(
      await tablet.evaluate(async () =>
        (await fetch(location.href)).headers.get('cross-origin-opener-policy'),
      ),
    ).toBeNull();
    expect((await fetch(`${base}/table/${g.id}`)).headers.get('cross-origin-opener-policy')).toBe(
      'same-origin',
    );
    expect(log).toEqual([]);
    await tablet.context().close();
    await phone.context().close();
  });

  it('the camera button says it needs https, and the photo route (offered first) decodes the QR', async () => {
    const log: string[] = [];
    const page = watch(await (await browser.newContext(TABLET)).newPage(), 'new', log);
    await open(page, `${origin}/table/new`);
    await page.click('[data-testid=board-source-scan]');
    expect(await page.textContent('[data-testid=camera-why]')).toContain(
      'This page is plain http, so the browser keeps the camera closed',
    );
    const camera = page.locator('[data-testid=start-camera]');
    expect(await camera.textContent()).toBe('Camera: needs https');
    expect(await camera.isDisabled()).toBe(true);
    // The photo comes first: before the camera button in the page's order.
    expect(
      await page.evaluate(() => {
        const photo = document.querySelector('[data-testid=qr-photo]');
        const cam = document.querySelector('[data-testid=start-camera]');
        return photo && cam ? Boolean(photo.compareDocumentPosition(cam) & 4) : null;
      }),
    ).toBe(true);
    await page.locator('[data-testid=camera-why]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/home-http-camera.png` });
    await scanByPhoto(page, origin);
    expect(log).toEqual([]);
    await page.context().close();
  });
});

/** `npm start -- --https --workers 2` of our own, with `table.lan` among its certificate's names. */
async function startHttps(dataDir: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['cli/serve.mjs', '-p', String(port), '-H', '127.0.0.1', '--https', '--workers', '2'],
    {
      env: { ...process.env, HEXKEEPER_DATA_DIR: dataDir, HEXKEEPER_TLS_NAMES: LAN },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (/ready on https:\/\//.test(out)) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`the https server exited with ${code}:\n${out}`)),
    );
  });
  return { port, child };
}

/** A JSON request over TLS that trusts only `ca` and checks the certificate names `host`. */
function tlsJson(
  port: number,
  ca: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; headers: Record<string, unknown>; json: unknown }> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        ca,
        servername: LAN,
        headers: {
          host: `${LAN}:${port}`,
          ...(data ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString();
        });
        res.on('end', () => {
          let json: unknown = text;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON: kept as text
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

describe('https at the same LAN name (npm start -- --https, two workers)', () => {
  let browser: Browser;
  let server: { port: number; child: ChildProcess };
  let dataDir: string;
  let ca: string;
  let origin: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hexkeeper-https-'));
    server = await startHttps(dataDir);
    ca = readFileSync(join(dataDir, 'tls', 'ca.crt'), 'utf8');
    // Chromium trusts the server's own authority as a device that installed it does.
    const spki = createHash('sha256')
      .update(new X509Certificate(ca).publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64');
    browser = await launchLan([`--ignore-certificate-errors-spki-list=${spki}`]);
    origin = `https://${LAN}:${server.port}`;
  });
  afterAll(async () => {
    await browser?.close();
    server?.child.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a certificate for the LAN name, chained to the authority it hands out', async () => {
    // Node checks the chain and the name against the authority alone (no system roots).
    const r = await tlsJson(server.port, ca, 'GET', '/hexkeeper-ca.crt');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/x-x509-ca-cert');
    expect(r.json).toBe(ca);
    const page = await tlsJson(server.port, ca, 'GET', '/');
    expect(page.status).toBe(200);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('shows the wake lock, the service worker and the camera API; join links carry https', async () => {
    const made = await tlsJson(server.port, ca, 'POST', '/api/games', createBody());
    expect(made.status).toBe(201);
    const g = made.json as Created;
    for (const s of g.seats)
      expect(s.joinUrl.startsWith(`https://${LAN}:${server.port}/join/`)).toBe(true);

    const log: string[] = [];
    const { tablet, phone } = await devices(browser, origin, g, log);
    expect(
      await tablet.evaluate(() => ({
        secure: window.isSecureContext,
        wakeLock: 'wakeLock' in navigator,
        camera: typeof navigator.mediaDevices?.getUserMedia,
      })),
    ).toEqual({ secure: true, wakeLock: true, camera: 'function' });
    const line = await menuScreenLine(tablet);
    expect(line.https).toBeNull();
    await expect
      .poll(() => tablet.getAttribute('[data-testid=menu-awake]', 'data-awake'))
      .toBe('lock');
    expect(await tablet.textContent('[data-testid=menu-awake]')).toBe('Screen kept awake.');
    expect(await tablet.$('video[data-keep-awake]')).toBeNull();
    // The service worker registers and takes the page (offline and install need it).
    await expect
      .poll(
        () =>
          tablet.evaluate(async () => {
            const reg = await navigator.serviceWorker.getRegistration();
            return reg?.active?.state ?? null;
          }),
        { timeout: 30_000 },
      )
      .toBe('activated');
    await tablet.screenshot({ path: `${ARTIFACTS}/home-https-tablet-menu.png` });
    await phone.touchscreen.tap(2, 2);
    expect(await phone.evaluate(() => 'wakeLock' in navigator && window.isSecureContext)).toBe(
      true,
    );
    expect(await phone.$('video[data-keep-awake]')).toBeNull();
    await phone.screenshot({ path: `${ARTIFACTS}/home-https-phone.png` });

    // /table/new offers the camera itself.
    const page = watch(await tablet.context().newPage(), 'new', log);
    await open(page, `${origin}/table/new`);
    await page.click('[data-testid=board-source-scan]');
    expect(await page.textContent('[data-testid=start-camera]')).toBe('Start camera');
    expect(await page.isDisabled('[data-testid=start-camera]')).toBe(false);
    expect(await page.$('[data-testid=camera-why]')).toBeNull();
    await scanByPhoto(page, origin);
    expect(log).toEqual([]);
    await tablet.context().close();
    await phone.context().close();
  });
});
