import type { Metadata } from 'next';
import { NewGame } from './new-game';

export const metadata: Metadata = { title: 'New game' };

/** /table/new, or /table/new?b=<share code> to start on a board from the generator. */
export default async function NewGamePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  const b = typeof q.b === 'string' && q.b.length <= 300 ? q.b : null;
  return <NewGame key={b ?? ''} initialShare={b} />;
}
