// POST { clientId, version, steps? }: the host steps the game back (undo).
import { historyRoute } from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = historyRoute('undo');
