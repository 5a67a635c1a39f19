import type { Metadata } from 'next';
import { GamesList } from './list/games-list';

export const metadata: Metadata = { title: 'Table companion' };

/** /table: this tablet's games, a new game, and importing a game file. */
export default function TablePage() {
  return <GamesList />;
}
