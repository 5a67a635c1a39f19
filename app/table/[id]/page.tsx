import type { Metadata } from 'next';
import { TableApp } from './table-app';

export const metadata: Metadata = { title: 'Table' };

/** The tablet's play screen for one game; everything live happens in the client. */
export default async function TablePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <TableApp gameId={id} />;
}
