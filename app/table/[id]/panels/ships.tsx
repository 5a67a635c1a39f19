'use client';
// The ships feature's panel: a ship may move this turn (the legal list's ship moves); the
// board then asks which ship, and where to.

import { useLazyWords } from '@/app/ui/lazy-words';
import { TABLE } from '../i18n';
import { BTN_SOFT } from '../pickers';
import type { FeaturePanel, PanelCtx } from './kit';

function MoveShip({ setMode }: PanelCtx) {
  const t = useLazyWords(TABLE);
  return (
    <button
      type="button"
      className={`${BTN_SOFT} min-h-16`}
      data-testid="move-ship"
      onClick={() => setMode({ k: 'moveShip', from: null })}
    >
      {t.moveShip}
    </button>
  );
}

export const ships: FeaturePanel = {
  moves: (c) => (c.legal.shipMoves.length > 0 ? <MoveShip {...c} /> : null),
};
