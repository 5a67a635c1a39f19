'use client';
// While /table/new is rendered on the server (it reads a share code from the query).
import { BOUNDARY } from '@/app/ui/boundary-words';
import { LoadingScreen } from '@/app/ui/loading-screen';
import { useWords } from '@/app/ui/use-lang';

export default function Loading() {
  return <LoadingScreen tone="dark">{useWords(BOUNDARY).loading}</LoadingScreen>;
}
