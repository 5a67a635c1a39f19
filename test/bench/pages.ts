// `npm run bench:pages` (also a suite of `npm run bench`): page weight and time to use, in
// Debian Chromium (playwright-core, /usr/bin/chromium) against the production server
// (`cli/serve.mjs`, built first by cli/ensure-build.mjs) on loopback.
//
// Weight: for each page, its initial JS — every script its served HTML names (script tags and
// the chunks its flight data lists for the client components it hydrates, less the noModule
// polyfill), as the browser loaded it — each gzipped here (level 6, as a server's gzip would)
// and summed; "own" is what a page loads beyond the home page's scripts. Scripts loaded on
// demand (lazy words and panels) are not counted even when they arrive before hydration:
// counting them made one seat weigh 154 to 193 KB from run to run. The bytes
// the server actually sent (CDP's encodedDataLength) are shown beside, so it is visible
// whether the server compresses.
//
// Time: a fresh browser context (cold cache) with the CPU throttled 4× and a mobile network,
// medians over RUNS runs, on two profiles: Lighthouse's mobile "Slow 4G" (the one its mobile
// audits use: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, CPU 4×) and, kept for
// comparison with earlier figures, a much slower 400 kbit/s each way with 400 ms round trip:
// - join link → hand visible / seat interactive: on the phone's own clock, from the start of
//   the navigation to a seat's join link (cookie, 303 to /seat/<id>), until the hand is first
//   painted (its Element Timing entry; the hand is in the server's HTML) and until the seat
//   has hydrated and answers to taps (seat-screen.tsx's `hexkeeper:seat-hydrated` mark);
// - tablet → first roll: from opening /table/<id> (set-up done, the first roll due) until the
//   roll entered on the dice pad is the game's next version on screen.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { ckMoment } from '../e2e/ck-game';
import { freePort } from '../e2e/global-setup';
import { type Created, gameAtFirstRoll, importGame } from '../e2e/server-helpers';
import { namedScripts } from './named-scripts';

const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
interface Net {
  readonly name: string;
  /** Round trip, ms. */
  readonly latency: number;
  readonly downKbps: number;
  readonly upKbps: number;
}
/** Lighthouse's mobile "Slow 4G" (lighthouse-core config constants: throughputKbps 1.6 × 1024,
 * uploadThroughputKbps 750, rttMs 150, cpuSlowdownMultiplier 4), then the earlier profile. */
const PROFILES: readonly Net[] = [
  { name: 'Lighthouse mobile Slow 4G', latency: 150, downKbps: 1638.4, upKbps: 750 },
  { name: 'slow 3G-like (the earlier profile)', latency: 400, downKbps: 400, upKbps: 400 },
];
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-GB',
};
const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true, locale: 'en-GB' };

async function startServer(): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const build = spawnSync('node', ['cli/ensure-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  const port = await freePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'hexkeeper-bench-pages-'));
  const child = spawn('node', ['cli/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      HEXKEEPER_DATA_DIR: dataDir,
      HEXKEEPER_RATE_CREATE: 'off',
      HEXKEEPER_RATE_WRITE: 'off',
      HEXKEEPER_RATE_READ: 'off',
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(base).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return { base, child, dataDir };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not answer within 60 s');
}

export interface PageWeight {
  readonly path: string;
  /** Script URL → gzipped bytes, for every script loaded before the page hydrated. */
  readonly scripts: ReadonlyMap<string, number>;
  /** Bytes the server sent for those scripts (compressed if it compresses). */
  readonly sent: number;
}

const gz = (b: Buffer) => gzipSync(b, { level: 6 }).length;
const kb = (n: number) => (n / 1024).toFixed(1);
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

/** A page's initial JS (the scripts its HTML names), as loaded until it is hydrated, gzipped. */
export async function weigh(
  browser: Browser,
  base: string,
  path: string,
  ctxOptions: Parameters<Browser['newContext']>[0] = PHONE,
  before?: (ctx: BrowserContext) => Promise<unknown>,
): Promise<PageWeight> {
  process.stderr.write(`bench: pages: weighing ${path}\n`);
  const ctx = await browser.newContext({ ...ctxOptions, serviceWorkers: 'block' });
  await before?.(ctx);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  const scriptIds = new Set<string>();
  const encoded = new Map<string, number>();
  const urlOf = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') {
      scriptIds.add(e.requestId);
      urlOf.set(e.requestId, new URL(e.response.url).pathname);
    }
  });
  cdp.on('Network.loadingFinished', (e) => encoded.set(e.requestId, e.encodedDataLength));
  const bodies = new Map<string, Promise<Buffer>>();
  // The page's own HTML (after a join link's redirect: the seat's document).
  let documentHtml: Promise<string> = Promise.resolve('');
  page.on('response', (r) => {
    if (r.request().resourceType() === 'document' && r.status() === 200)
      documentHtml = r.text().catch(() => '');
    if (r.request().resourceType() === 'script' && !bodies.has(r.url()))
      // A script loaded on demand after hydration may still be arriving when the context
      // closes; it is not counted, and its body's failure must not end the run.
      bodies.set(
        r.url(),
        r.body().catch(() => Buffer.alloc(0)),
      );
  });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  const named = namedScripts(await documentHtml);
  const loaded = [...bodies].filter(([url]) => named.has(new URL(url).pathname));
  const scripts = new Map<string, number>();
  for (const [url, body] of loaded) scripts.set(new URL(url).pathname, gz(await body));
  // BENCH_PAGES_LIST=1: each script of the page and its gzipped size, on stderr.
  if (process.env.BENCH_PAGES_LIST === '1')
    for (const [url, n] of scripts)
      process.stderr.write(`bench: pages:   ${(n / 1024).toFixed(1).padStart(6)} KB ${url}\n`);
  let sent = 0;
  for (const id of scriptIds) if (named.has(urlOf.get(id) ?? '')) sent += encoded.get(id) ?? 0;
  await ctx.close();
  return { path, scripts, sent };
}

const total = (w: PageWeight) => [...w.scripts.values()].reduce((a, b) => a + b, 0);
/** What `w` loads beyond the scripts `home` loads. */
export const ownBeyond = (w: PageWeight, home: PageWeight) =>
  [...w.scripts].reduce((a, [url, n]) => a + (home.scripts.has(url) ? 0 : n), 0);

/** A context slowed as the profile says: CPU 4× and the profile's network. */
async function throttle(page: Page, net: Net): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: net.latency,
    downloadThroughput: (net.downKbps * 1024) / 8,
    uploadThroughput: (net.upKbps * 1024) / 8,
  });
}

/** Times on the phone's own clock, from the join link's navigation start (its redirect included). */
interface HandTimes {
  /** The hand first painted: the Element Timing entry of the hand's heading (seat-hand.tsx). */
  readonly visible: number;
  /** The seat hydrated, answering to taps: the `hexkeeper:seat-hydrated` mark (seat-screen.tsx). */
  readonly interactive: number;
}

async function joinToHand(
  browser: Browser,
  base: string,
  g: Created,
  net: Net,
): Promise<HandTimes> {
  const ctx = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await throttle(page, net);
  const link = new URL(g.seats[1]?.joinUrl ?? '');
  await page.goto(base + link.pathname, { waitUntil: 'commit' });
  // Read from the page's own performance timeline rather than timed from here: a watcher that
  // polls the page (waitForSelector) takes the throttled main thread's time from the page it
  // measures. This one looks four times a second.
  await page.waitForFunction(
    () => performance.getEntriesByName('hexkeeper:seat-hydrated').length > 0,
    undefined,
    { polling: 250, timeout: 60_000 },
  );
  const times = await page.evaluate(
    () =>
      new Promise<{ visible: number; interactive: number }>((resolve, reject) => {
        const interactive = performance.getEntriesByName('hexkeeper:seat-hydrated')[0]?.startTime;
        // Element Timing entries are only handed to an observer (buffered), never listed.
        new PerformanceObserver((list) => {
          const hand = list
            .getEntries()
            .find(
              (e) => (e as PerformanceEntry & { identifier?: string }).identifier === 'seat-hand',
            );
          const painted = (hand as (PerformanceEntry & { renderTime?: number }) | undefined)
            ?.renderTime;
          if (interactive === undefined || !painted) reject(new Error('no timing for the hand'));
          else resolve({ visible: painted, interactive });
        }).observe({ type: 'element', buffered: true });
      }),
  );
  await ctx.close();
  return times;
}

async function tabletFirstRoll(
  browser: Browser,
  base: string,
  g: Created,
  net: Net,
): Promise<number> {
  const ctx = await browser.newContext({ ...TABLET, serviceWorkers: 'block' });
  await ctx.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), g.hostToken);
  const page = await ctx.newPage();
  await throttle(page, net);
  const t0 = performance.now();
  await page.goto(`${base}/table/${g.id}`, { waitUntil: 'commit' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  const version = async () =>
    Number(await page.getAttribute('[data-testid=table]', 'data-version', { timeout: 60_000 }));
  const before = await version();
  // The app's roll (one tap) or physical dice tapped in, as the game's options say.
  const pad = page.locator('[data-testid=roll-app], [data-testid=dice-pad]').first();
  await pad.waitFor({ timeout: 60_000 });
  if ((await pad.getAttribute('data-testid')) === 'roll-app') await pad.click();
  else {
    await page.click('[data-testid=die-1-3]');
    await page.click('[data-testid=die-2-5]');
    await page.click('[data-testid=roll-submit]');
  }
  await page.waitForFunction(
    (v) => Number(document.querySelector('[data-testid=table]')?.getAttribute('data-version')) > v,
    before,
    { timeout: 60_000 },
  );
  const ms = performance.now() - t0;
  await ctx.close();
  return ms;
}

/** A game whose set-up is done and whose first roll is due (the bots' legal game, replayed). */
export const PAGES = ['/', '/board', '/table/new', '/table', '/print'] as const;

export async function run(): Promise<string> {
  const { base, child, dataDir } = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const weights: PageWeight[] = [];
    for (const p of PAGES) weights.push(await weigh(browser, base, p));
    const g = (await gameAtFirstRoll(base)).g;
    const link = new URL(g.seats[1]?.joinUrl ?? '').pathname;
    const seat = await weigh(browser, base, link);
    weights.push({ ...seat, path: '/seat/<id> (from its join link)' });
    weights.push({
      ...(await weigh(browser, base, `/table/${g.id}`, TABLET, (ctx) =>
        ctx.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), g.hostToken),
      )),
      path: '/table/<id> (the host tablet)',
    });
    // A cities-and-knights game (issue 32), imported after its set-up and a few turns: the
    // seat with its commodities and progress hand, the tablet with three dice and the track.
    const m = ckMoment(6, 0);
    const ck = await importGame(base, m.config, m.events);
    weights.push({
      ...(await weigh(browser, base, new URL(ck.seats[1]?.joinUrl ?? '').pathname)),
      path: '/seat/<id>, a ck game (from its join link)',
    });
    weights.push({
      ...(await weigh(browser, base, `/table/${ck.id}`, TABLET, (ctx) =>
        ctx.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), ck.hostToken),
      )),
      path: '/table/<id>, a ck game (the host tablet)',
    });
    const home = weights[0] as PageWeight;
    const load = os.loadavg();
    const visible = PROFILES.map((): number[] => []);
    const interactive = PROFILES.map((): number[] => []);
    const roll = PROFILES.map((): number[] => []);
    for (let i = 0; i < RUNS; i++)
      for (const [k, net] of PROFILES.entries()) {
        process.stderr.write(`bench: pages: timed run ${i + 1}/${RUNS}, ${net.name}\n`);
        const h = await joinToHand(browser, base, (await gameAtFirstRoll(base)).g, net);
        visible[k]?.push(h.visible);
        interactive[k]?.push(h.interactive);
        roll[k]?.push(await tabletFirstRoll(browser, base, (await gameAtFirstRoll(base)).g, net));
      }
    const rows = weights.map(
      (w) =>
        `| ${w.path} | ${w.scripts.size} | ${kb(total(w))} | ${w === home ? '–' : kb(ownBeyond(w, home))} | ${kb(w.sent)} |`,
    );
    const fmt = (xs: number[]) =>
      `${(median(xs) / 1000).toFixed(2)} s (min ${(Math.min(...xs) / 1000).toFixed(2)}, max ${(Math.max(...xs) / 1000).toFixed(2)})`;
    return [
      '## Pages',
      '',
      'Written by `npm run bench:pages` (test/bench/pages.ts): the production build in Debian',
      'Chromium. Initial JavaScript = every script the served page names (its script tags and the',
      'chunks its flight data lists; not a lazy chunk that happens to arrive before hydration),',
      'each gzipped (level 6) and summed; "beyond home" = the scripts the home page does not load;',
      '"sent" = the bytes the server sent for them (CDP encodedDataLength: equal to the gzipped',
      'figure only if the server compresses). Phone viewport 390×844 (the host tablet 1024×768),',
      'English. The ck rows: a cities-and-knights game imported after its set-up and six turns;',
      "its panels and the phone's progress hand load on demand, so they weigh as the base game.",
      '',
      '| page | scripts | initial JS, gzipped (KB) | beyond home (KB) | sent (KB) |',
      '|---|---:|---:|---:|---:|',
      ...rows,
      '',
      `Throttled profiles: CPU slowed ${CPU_SLOWDOWN}× (CDP Emulation.setCPUThrottlingRate) and the`,
      'network below (Network.emulateNetworkConditions: request latency and throughput). The first is',
      `Lighthouse's mobile "Slow 4G", the profile its mobile audits use; the second is the slower`,
      'profile of earlier runs. A fresh context each run (cold cache, service worker blocked);',
      `medians of ${RUNS} runs, the profiles taking turns. The phone's times are read from its own`,
      "clock from the start of the join link's navigation: the hand's Element Timing entry and",
      "the seat's `hexkeeper:seat-hydrated` mark. Runs before 2026-11-24 11:30 were timed by the",
      "test driver instead, to the root's hydration (html[data-hydrated], which comes before the",
      "seat's), its polling taking time from the throttled page: 2.73 s at 08:20 that day.",
      '',
      '| profile | network | join link → hand visible (phone) | join link → seat interactive (phone) | /table/<id> opened → first roll on screen (tablet) |',
      '|---|---|---:|---:|---:|',
      ...PROFILES.map(
        (n, k) =>
          `| ${n.name} | ${n.downKbps} kbit/s down, ${n.upKbps} up, ${n.latency} ms RTT | ${fmt(visible[k] ?? [])} | ${fmt(interactive[k] ?? [])} | ${fmt(roll[k] ?? [])} |`,
      ),
      '',
      'Before issue 17 (the same bench, 2026-11-24, one timed run): the seat page 253.7 KB,',
      '115.4 KB beyond home, join link → hand 17.4 s; /board 201.5 KB, /table/new 225.4 KB.',
      '',
      `- measured: ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, other work sharing the machine (the times above are slower than an idle machine's; the weights do not depend on it): load average ${load.map((x) => x.toFixed(1)).join(' / ')} (1 / 5 / 15 min) when the timed runs began`,
    ].join('\n');
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
