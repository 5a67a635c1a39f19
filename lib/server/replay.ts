import 'server-only';
// Folding stored entries into a game's history; shared by the use cases and the live feed.

import { append, type History, redo, undo } from '../game';
import type { Entry } from './store';

/** The history after one more entry. */
export function applyEntry(h: History, e: Entry): History {
  switch (e.kind) {
    case 'events':
      return append(h, e.events);
    case 'undo':
      return undo(h, e.steps);
    case 'redo':
      return redo(h, e.steps);
  }
}
