import type { Metadata } from 'next';
import { TakeHost } from './take-host';

export const metadata: Metadata = { title: 'Take over the table' };

/** The page a move-host QR code opens: this device takes the game and becomes its host. */
export default async function TakeHostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <TakeHost gameId={id} />;
}
