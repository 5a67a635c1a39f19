'use client';
// What the table can do now, for whoever acts: the panels of the features this ruleset uses
// (panels/index.ts), asked slot by slot — who starts and the set-up, then what is owed
// (discards, the robber, a steal, free roads), what the board is being tapped for, the roll,
// an open sheet (a trade, a card's picks), and the turn's pieces, moves and end. Every button
// sends a command of the engine's legal list; the engine decides, a refusal comes back in words.

import { type ReactNode, useEffect, useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { contextOf } from '@/lib/game/context';
import { featuresOf } from '@/lib/game/features/names';
import { legalActions } from '@/lib/game/legal';
import { nameOf } from './describe';
import { TABLE } from './i18n';
import { PANELS } from './panels';
import type { FeaturePanel, PanelCtx, Sheet, TurnPanelProps } from './panels/kit';
import { isLazyPanel, useLazyPanels } from './panels/lazy';
import { useSeatView } from './seat-view';

export { EndTurnButton, OrderPanel } from './panels/core';
export { DicePad } from './panels/dice-pad';
export type { BoardMode, TurnPanelProps } from './panels/kit';
export { DiscardPanel } from './panels/robber';
export { TradePanel } from './panels/trade';

export function TurnPanel(props: TurnPanelProps) {
  const { view, actor, readSeat, onPicking } = props;
  const t = useLazyWords(TABLE);
  const [sheet, setSheet] = useState<Sheet>('main');
  const picking = sheet === 'monopoly' || sheet === 'yearOfPlenty';
  useEffect(() => {
    onPicking?.(picking);
    return () => onPicking?.(false);
  }, [picking, onPicking]);
  // What the acting seat may do now, from the engine's one list (its shortfall per item included).
  const legal = legalActions(view, actor);
  // The seat's own view is read only where the group shows what the active player can afford
  // (readSeat is given then; issue 28): its list says what the hand pays for.
  const own = useSeatView(readSeat, actor, view.version);
  const mine = own ? legalActions(own, actor) : legal;
  const features = featuresOf(contextOf(view.config).ruleset);
  const lazy = useLazyPanels(features.some(isLazyPanel));
  // A card bought this turn cannot be played yet. When each was bought is public (the table saw
  // it bought), so the seat's own view may say whether any is old enough — never which kind.
  const devOld = own === null || (mine.dev.playableNow ?? []).some(Boolean);
  // Only where that view is read: false until it is here (what the roll's knight, the cards'
  // sheet and the build buttons offer may still change then).
  const known = readSeat ? own !== null : undefined;
  const c: PanelCtx = {
    ...props,
    legal,
    mine,
    name: nameOf(view.config, actor),
    sheet,
    setSheet,
    devOld,
  };
  // The panels of the features this ruleset uses, in the features' order.
  const panels = features.flatMap((f): FeaturePanel[] => {
    const p = isLazyPanel(f) ? lazy?.[f] : PANELS[f];
    return p ? [p] : [];
  });
  const first = (slot: Exclude<keyof FeaturePanel, 'roll'>): ReactNode | null => {
    for (const p of panels) {
      const x = p[slot]?.(c);
      if (x) return x;
    }
    return null;
  };
  const all = (slot: 'pieces' | 'moves' | 'foot' | 'beforeRoll'): ReactNode[] =>
    panels.map((p, i) => {
      const x = p[slot]?.(c) ?? null;
      // biome-ignore lint/suspicious/noArrayIndexKey: the panels' order is fixed per ruleset
      return x ? <Slot key={i}>{x}</Slot> : null;
    });

  const start = first('start');
  if (start || view.phase !== 'play') return start;
  const now = first('owed') ?? first('tapping');
  if (now) return now;
  // An open sheet first: a card's picks may be made before the roll too (panels/dev.tsx).
  const open = sheet === 'main' ? null : first('sheet');
  if (open) return <Known known={known}>{open}</Known>;
  if (legal.roll) {
    const beside = all('beforeRoll');
    for (const p of panels) {
      const x = p.roll?.(c, beside);
      if (x) return <Known known={known}>{x}</Known>;
    }
  }
  const between = view.turn.sbp !== null;
  return (
    <div
      className="flex flex-col gap-3"
      data-testid="actions"
      // Only where the group shows what the active player can afford: false until the seat's
      // own view is here (the buttons then offer what the hand pays).
      data-hand-known={known}
    >
      <h2 className="text-2xl font-bold">{between ? t.builderOf(c.name) : t.turnOf(c.name)}</h2>
      <div className="grid grid-cols-2 gap-2">{all('pieces')}</div>
      <div className="grid grid-cols-2 gap-2">{all('moves')}</div>
      {all('foot')}
    </div>
  );
}

/** A panel that waits on the seat's own view says so (data-hand-known), with no box of its own. */
function Known({ known, children }: { known: boolean | undefined; children: ReactNode }) {
  return (
    <div className="contents" data-hand-known={known}>
      {children}
    </div>
  );
}

/** One panel's part of a slot, as it draws it (no box of its own). */
function Slot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
