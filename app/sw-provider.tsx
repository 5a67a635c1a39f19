'use client';
// Registers the service worker (public/sw.js, built by `serwist build`) on every page, and marks
// the page hydrated. A plain-http LAN address is not a secure context: the browser has no
// navigator.serviceWorker there, nothing registers (no offline copy, no install) and nothing is
// logged; the table menu says so (docs/deploy.md, "https on a home network").
import { SerwistProvider } from '@serwist/next/react';
import { type ReactNode, useEffect } from 'react';

export function ServiceWorker({ children }: { children: ReactNode }) {
  // The root's effect runs after every page effect of the first render: from here on the page
  // answers to input. `html[data-hydrated]` lets browser tests wait for that moment.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <SerwistProvider swUrl="/sw.js" disable={process.env.NODE_ENV !== 'production'}>
      {children}
    </SerwistProvider>
  );
}
