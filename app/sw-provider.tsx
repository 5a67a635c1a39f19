'use client';
// Registers the service worker (public/sw.js, built by `serwist build`) on every page.
import { SerwistProvider } from '@serwist/next/react';
import type { ReactNode } from 'react';

export function ServiceWorker({ children }: { children: ReactNode }) {
  return (
    <SerwistProvider swUrl="/sw.js" disable={process.env.NODE_ENV !== 'production'}>
      {children}
    </SerwistProvider>
  );
}
