'use client';
// While /table/<id> is rendered: the same words and dark page as the screen's own wait for the game.
import { LoadingScreen } from '@/app/ui/loading-screen';
import { useWords } from '@/app/ui/use-lang';
import { TABLE } from './i18n';

export default function Loading() {
  return <LoadingScreen tone="dark">{useWords(TABLE).loading}</LoadingScreen>;
}
