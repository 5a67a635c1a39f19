'use client';
// While this page is rendered on the server (it reads its share code from the query).
import { BOUNDARY } from '@/app/ui/boundary-words';
import { LoadingScreen } from '@/app/ui/loading-screen';
import { useWords } from '@/app/ui/use-lang';

export default function Loading() {
  return <LoadingScreen>{useWords(BOUNDARY).loading}</LoadingScreen>;
}
