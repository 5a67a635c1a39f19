/// <reference lib="webworker" />
// The service worker: precaches the built pages and assets, keeps pages visited online for
// offline use, and never caches the API (PDFs and live game streams must always be fresh) nor
// a join link (its address is a seat's secret; Serwist's default page cache once kept its
// opaque redirect). Entries for either that an older worker stored are deleted on activation.
// A seat's page (/seat/<id>) is rendered with its hand in the HTML: it is never stored as it
// was served. The worker stores the page's shell instead — the same page fetched without the
// seat's cookie, so without a hand — and opens that offline; the phone's own offline copy
// (localStorage, app/live/use-live-game.ts, forgotten when the seat is left or its link
// withdrawn) fills it in. Seat pages an older worker stored with a hand are deleted on activation.
import { defaultCache } from '@serwist/next/worker';
import { NetworkOnly, type PrecacheEntry, Serwist, type SerwistGlobalConfig } from 'serwist';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/** Paths never stored: the API and the join links. */
const neverStored = (pathname: string) =>
  pathname.startsWith('/api/') || pathname.startsWith('/join/');

/** A seat's page (its HTML, or its React payload on a client navigation). */
const seatPage = (pathname: string) => pathname.startsWith('/seat/');

/** Where the seat pages' shells are kept (no other cache holds a /seat/ page). */
const SHELLS = 'hexkeeper-seat-shells';

/** The seat page's shell: the page without the cookie, so without the seat's view. */
async function storeShell(url: URL): Promise<void> {
  const shell = await fetch(url.origin + url.pathname, { credentials: 'omit', cache: 'no-store' });
  if (!shell.ok || shell.redirected) return;
  await (await caches.open(SHELLS)).put(url.origin + url.pathname, shell);
}

/**
 * A seat page from the network as it is (with the hand, never stored); offline, the stored
 * shell. A navigation online refreshes the shell.
 */
async function seatHandler({
  request,
  url,
  event,
}: {
  request: Request;
  url: URL;
  event: ExtendableEvent;
}): Promise<Response> {
  try {
    const r = await fetch(request);
    if (request.mode === 'navigate' && r.ok)
      event.waitUntil(storeShell(url).catch(() => undefined));
    return r;
  } catch (e) {
    const shell =
      request.mode === 'navigate'
        ? await caches.match(url.origin + url.pathname, { cacheName: SHELLS })
        : undefined;
    if (shell) return shell;
    throw e;
  }
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  // Navigation preload left off: with it, Chromium lost offline navigations between cached pages.
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ sameOrigin, url }) => sameOrigin && neverStored(url.pathname),
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ sameOrigin, url }) => sameOrigin && seatPage(url.pathname),
      handler: seatHandler,
    },
    ...defaultCache,
  ],
});

/**
 * Deletes every stored /api/ or /join/ response, and every seat page outside the shells'
 * cache (an older worker kept them with the hand), whichever cache holds it.
 */
async function purgeSecrets(): Promise<void> {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const req of await cache.keys()) {
      const url = new URL(req.url);
      if (url.origin !== self.location.origin) continue;
      if (neverStored(url.pathname) || (name !== SHELLS && seatPage(url.pathname)))
        await cache.delete(req);
    }
  }
}

// A Web Worker's script (the board search's, app/board/board-worker.ts) is left to the browser:
// the bundler's worker script reads its chunk list from its own address's #params=…, and a
// response from this worker's cache carries the cached address, without the fragment, so the
// worker threw "Missing worker bootstrap config" (issue 29). Registered before Serwist's own
// listener, it keeps that one from answering. Offline, the page searches on its own thread.
self.addEventListener('fetch', (event) => {
  if (event.request.destination === 'worker') event.stopImmediatePropagation();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(purgeSecrets());
});

serwist.addEventListeners();
