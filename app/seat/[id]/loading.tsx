'use client';
// While /seat/<id> is rendered: the phone's own "connecting" words, on its dark page.
import { LoadingScreen } from '@/app/ui/loading-screen';
import { useWords } from '@/app/ui/use-lang';
import { SEAT } from '../i18n';

export default function Loading() {
  return <LoadingScreen tone="dark">{useWords(SEAT).connecting}</LoadingScreen>;
}
