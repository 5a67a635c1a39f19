import type { Metadata, Viewport } from 'next';
import { cookies } from 'next/headers';
import { seatStart } from '@/lib/server/seat-start';
import { SeatScreen } from '../seat-screen';

export const metadata: Metadata = { title: 'Your seat', robots: { index: false } };
// A phone held at the table, often in a dim room: follow the device's dark mode.
export const viewport: Viewport = { themeColor: '#1c1917', colorScheme: 'light dark' };

/**
 * /seat/<game id>: the phone's private view of its seat (the seat cookie says which). Its own
 * seat's view is rendered into the HTML, so the hand shows before the scripts have run; the
 * live stream then resumes after that version.
 */
export default async function SeatPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const jar = await cookies();
  const start = await seatStart(id, (name) => jar.get(name)?.value);
  return <SeatScreen id={id} start={start} />;
}
