import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { ServiceWorker } from './sw-provider';

export const metadata: Metadata = {
  title: { default: 'Hexkeeper', template: '%s · Hexkeeper' },
  description:
    'Balanced boards, true-size print kits and a table companion for the hex-island trading game.',
  icons: { icon: '/icon.svg', apple: '/icon.svg' },
  appleWebApp: { capable: true, title: 'Hexkeeper', statusBarStyle: 'black-translucent' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0f3d5c',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-stone-100 text-stone-900 dark:bg-stone-900 dark:text-stone-100">
        <ServiceWorker>{children}</ServiceWorker>
      </body>
    </html>
  );
}
