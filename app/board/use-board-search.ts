'use client';
// The board of the generator page's current choice. The first is laid at once (on the server
// for the HTML, and again identically when the page hydrates); every later choice is searched
// in a Web Worker (board-worker.ts), so the page stays responsive while a strict search runs:
// the board shown stays up, marked as searching, until the new one arrives. Where a worker
// cannot start, the search runs here as before.
import { useEffect, useRef, useState } from 'react';
import type { Board, BoardError } from '@/lib/board';
import { generateBoard } from '@/lib/board/generate';
import type { Result } from '@/lib/result';
import type { Choice } from './studio-model';

type Found = Result<Board, BoardError>;

export function useBoardSearch(choice: Choice): { result: Found; searching: boolean } {
  const [shown, setShown] = useState(() => ({ choice, result: generateBoard(choice) }));
  const worker = useRef<Worker | null | undefined>(undefined);
  const asked = useRef(0);

  useEffect(() => {
    if (shown.choice === choice) return;
    if (worker.current === undefined) {
      try {
        worker.current = new Worker(new URL('./board-worker.ts', import.meta.url));
      } catch {
        worker.current = null;
      }
    }
    const w = worker.current;
    const id = ++asked.current;
    if (!w) {
      setShown({ choice, result: generateBoard(choice) });
      return;
    }
    const onMessage = (e: MessageEvent<{ id: number; result: Found }>) => {
      // Only the newest question's answer is shown; older ones are dropped.
      if (e.data.id === asked.current) setShown({ choice, result: e.data.result });
    };
    const onError = () => {
      // A worker that fails (a blocked script, say) is not asked again.
      worker.current = null;
      if (id === asked.current) setShown({ choice, result: generateBoard(choice) });
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', onError);
    w.postMessage({ id, choice });
    return () => {
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
    };
  }, [choice, shown.choice]);

  useEffect(
    () => () => {
      worker.current?.terminate();
    },
    [],
  );

  return { result: shown.result, searching: shown.choice !== choice };
}
