/// <reference lib="webworker" />
// The service worker: precaches the built pages and assets, keeps pages visited online for
// offline use, and never caches the API (PDFs and live game streams must always be fresh) nor
// a join link (its address is a seat's secret; Serwist's default page cache once kept its
// opaque redirect). Entries for either that an older worker stored are deleted on activation.
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
    ...defaultCache,
  ],
});

/** Deletes every stored /api/ or /join/ response, whichever cache holds it. */
async function purgeSecrets(): Promise<void> {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const req of await cache.keys()) {
      const url = new URL(req.url);
      if (url.origin === self.location.origin && neverStored(url.pathname)) await cache.delete(req);
    }
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(purgeSecrets());
});

serwist.addEventListeners();
