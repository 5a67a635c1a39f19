import type { Metadata } from 'next';
import { parseShare } from '@/lib/board';
import { BoardStudio } from './board-studio';

export const metadata: Metadata = { title: 'Board generator' };

const DEFAULT_SHARE = 'h1.base.spiral.fair.4.hexkeeper';

export default async function BoardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  const b = typeof q.b === 'string' ? q.b : undefined;
  const parsed = b === undefined ? null : parseShare(b);
  const linkError = parsed && !parsed.ok ? parsed.error : null;
  const share = parsed?.ok ? (b as string) : DEFAULT_SHARE;
  return <BoardStudio key={share} initialShare={share} linkError={linkError} />;
}
