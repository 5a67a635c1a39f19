// The new-game form keeps its draft while it is filled in (draft.ts): after the restore, so the
// restored draft is not overwritten, and no more once the game it describes was created.
import { type RefObject, useEffect } from 'react';
import { type Draft, saveDraft } from './draft';

export function useKeepDraft(restored: boolean, created: RefObject<boolean>, draft: Draft): void {
  // Saved when any field changes: the draft as text is the one dependency.
  const text = JSON.stringify(draft);
  useEffect(() => {
    if (!restored || created.current) return;
    saveDraft(JSON.parse(text) as Draft);
  }, [restored, created, text]);
}
