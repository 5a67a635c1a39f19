'use client';
// While /seat/<id> is rendered: the phone's own "connecting" words, on its dark page. (The
// screen's words load one language at a time; these four stay here, so the fallback never waits.)
import { LoadingScreen } from '@/app/ui/loading-screen';
import { useWords } from '@/app/ui/use-lang';

const CONNECTING = {
  en: 'Connecting to the table…',
  sv: 'Ansluter till bordet…',
  de: 'Verbinde mit dem Tisch…',
  da: 'Forbinder til bordet…',
} as const;

export default function Loading() {
  return <LoadingScreen tone="dark">{useWords(CONNECTING)}</LoadingScreen>;
}
