import type { Metadata } from 'next';
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
    // Room at the bottom for the download bar, fixed there on a phone.
    <main className="mx-auto max-w-6xl p-4 pb-32 sm:p-6 sm:pb-32 lg:pb-6">
      {/* The heading, the words and the language switch live in the client form (useLang). */}
      <PrintForm initialShare={b} />
    </main>
  );
}
