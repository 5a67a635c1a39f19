'use client';
// The tablet's commands, one at a time: a double tap must not trade twice (the second would be
// decided again on the new version and could be legal). A refusal comes back as a notice in
// the table's words, with what the cards lacked where the engine says.

import { useCallback, useRef, useState } from 'react';
import type { LiveGame } from '@/app/live/use-live-game';
import { useLazyWords } from '@/app/ui/lazy-words';
import { useLang } from '@/app/ui/use-lang';
import type { Command } from '@/lib/game/types';
import { TABLE } from './i18n';
import { refusalText } from './refusal';
import { missingText } from './roll-moment';

/** A line under the board: a refusal, or what undo and redo did. */
export interface Notice {
  readonly text: string;
  readonly tone: 'error' | 'info';
}

export function useAct(live: LiveGame) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
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
        const more = missingText(t, lang, r.data);
        setNotice({
          text: [await refusalText(lang, r.code, r.message), more].filter(Boolean).join(' '),
          tone: 'error',
        });
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [live, lang, t],
  );
  return { act, busy, setBusy, notice, setNotice };
}
