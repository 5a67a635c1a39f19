import type { Metadata } from 'next';
import Link from 'next/link';
import { PrintForm } from './print-form';

export const metadata: Metadata = { title: 'Print kit' };

/** /print and /print?b=<share code>: pick pieces or a whole board, preview page one, download. */
export default async function PrintPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const sp = await searchParams;
  const b = typeof sp.b === 'string' ? sp.b.slice(0, 300) : '';
  return (
    <main className="mx-auto max-w-6xl p-4 sm:p-6">
      <h1 className="text-3xl font-bold">
        <Link href="/" className="hover:underline">
          Hexkeeper
        </Link>{' '}
        · Print kit
      </h1>
      <p className="mt-1 max-w-3xl text-stone-700 dark:text-stone-300">
        True-size replacement pieces, or a whole board with its layout guide. Print at 100 % (actual
        size); the calibration page checks your printer.
      </p>
      <PrintForm initialShare={b} />
    </main>
  );
}
