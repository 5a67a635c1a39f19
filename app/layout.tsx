import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import './globals.css';
import { ServiceWorker } from './sw-provider';
import { LANG_COOKIE, NICK_COOKIE, resolveLang } from './ui/lang';
import { LangProvider } from './ui/use-lang';

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

/** Every page in the language its request asks for, from the first byte (no English flash). */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const lang = resolveLang(jar.get(LANG_COOKIE)?.value, head.get('accept-language'));
  const nicknames = jar.get(NICK_COOKIE)?.value === '1';
  return (
    <html lang={lang}>
      <body className="min-h-screen bg-stone-100 text-stone-900 dark:bg-stone-900 dark:text-stone-100">
        <LangProvider lang={lang} nicknames={nicknames}>
          <ServiceWorker>{children}</ServiceWorker>
        </LangProvider>
      </body>
    </html>
  );
}
