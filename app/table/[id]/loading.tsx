'use client';
// While /table/<id> is rendered: the same words and dark page as the screen's own wait for the game.
import { LoadingScreen } from '@/app/ui/loading-screen';
import { useWords } from '@/app/ui/use-lang';
import { LOADING } from './i18n-loading';

export default function Loading() {
  return <LoadingScreen tone="dark">{useWords(LOADING)}</LoadingScreen>;
}
