'use client';
// The features whose panels load on demand (panels/ck.ts): the turn panel asks for them only
// when the ruleset uses one, and draws the rest meanwhile (a moment at a new table).
import { useEffect, useState } from 'react';
import type { FeatureName } from '@/lib/game/features/names';
import type { FeaturePanel } from './kit';

export const LAZY_PANEL_FEATURES = [
  'barbarians',
  'knights',
  'walls',
  'improvements',
  'progress',
] as const;
export type LazyPanelFeature = (typeof LAZY_PANEL_FEATURES)[number];

export const isLazyPanel = (f: FeatureName): f is LazyPanelFeature =>
  (LAZY_PANEL_FEATURES as readonly string[]).includes(f);

type Panels = Readonly<Record<LazyPanelFeature, FeaturePanel>>;
let loaded: Panels | null = null;

/** Loads the lazy panels (once); a render after it draws them at once (server or tests). */
export async function preloadLazyPanels(): Promise<Panels> {
  loaded ??= (await import('./ck')).CK_PANELS;
  return loaded;
}

/** The lazy features' panels once loaded (null before, and for a ruleset without them). */
export function useLazyPanels(want: boolean): Panels | null {
  const [panels, setPanels] = useState<Panels | null>(loaded);
  useEffect(() => {
    if (!want || panels) return;
    let live = true;
    void preloadLazyPanels().then((p) => {
      if (live) setPanels(p);
    });
    return () => {
      live = false;
    };
  }, [want, panels]);
  return want ? panels : null;
}
