// The board search off the page's main thread (/board, app/board/use-board-search.ts): a
// strict 5–6 player search takes up to tens of milliseconds, several times that on a slow
// tablet, and would hold the page still while it runs. Receives { id, choice }, answers
// { id, result } with generateBoard's result (plain data, cloned across).
import { generateBoard } from '@/lib/board/generate';
import type { Choice } from './studio-model';

addEventListener('message', (e: MessageEvent<{ id: number; choice: Choice }>) => {
  const { id, choice } = e.data;
  postMessage({ id, result: generateBoard(choice) });
});
