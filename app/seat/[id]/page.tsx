import type { Metadata, Viewport } from 'next';
import { SeatScreen } from '../seat-screen';

export const metadata: Metadata = { title: 'Your seat', robots: { index: false } };
// A phone held at the table, often in a dim room: follow the device's dark mode.
export const viewport: Viewport = { themeColor: '#1c1917', colorScheme: 'light dark' };

/** /seat/<game id>: the phone's private view of its seat (the seat cookie says which). */
export default async function SeatPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <SeatScreen id={id} />;
}
