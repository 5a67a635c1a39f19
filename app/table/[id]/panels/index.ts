// The turn panel's parts by feature, as decide.ts' table joins the features' handlers: a
// feature of lib/game/features with controls on the tablet's turn panel has an entry here.
// Starfarers draws its own whole panel (starfarers/sf-panel.tsx, chosen by the host screen
// from features.starfarers); discovery's harbor turn is harbor-turn.tsx, over the board; the
// corrections are correct-panel.tsx; between turns uses the others' controls.

import type { FeatureName } from '@/lib/game/features/names';
import { core } from './core';
import { dev } from './dev';
import type { FeaturePanel } from './kit';
import { robber } from './robber';
import { ships } from './ships';
import { trade } from './trade';

export const PANELS: Partial<Record<FeatureName, FeaturePanel>> = {
  core,
  trade,
  robber,
  dev,
  ships,
  // Cities and knights' panels (panels/knights.tsx, panels/city.tsx, panels/progress.tsx) load on demand: they are
  // panels/ck.ts' CK_PANELS, asked for by the turn panel (panels/lazy.ts useLazyPanels) only for
  // a ruleset with those features, so a base game's tablet never downloads them.
};
