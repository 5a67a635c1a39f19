'use client';
// The tablet's commands, one at a time: a double tap must not trade twice (the second would be
// decided again on the new version and could be legal). A refusal comes back as a notice in
// the table's words (a refusal carries the cost only, never the hand: issue 28).

import { useCallback, useRef, useState } from 'react';
import type { LiveGame } from '@/app/live/use-live-game';
import { useLang } from '@/app/ui/use-lang';
import type { Command } from '@/lib/game/types';
import { refusalText } from './refusal';

/** A line under the board: a refusal, or what undo and redo did. */
export interface Notice {
  readonly text: string;
  readonly tone: 'error' | 'info';
}

export function useAct(live: LiveGame) {
  const { lang } = useLang();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const act = useCallback(
    async (c: Command): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      // A new try replaces the last refusal: an old message must not read as this one's.
      setNotice(null);
      try {
        const r = await live.send(c);
        if (r.ok) {
          setNotice(null);
          return true;
        }
        setNotice({ text: await refusalText(lang, r.code, r.message), tone: 'error' });
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [live, lang],
  );
  return { act, busy, setBusy, notice, setNotice };
}
