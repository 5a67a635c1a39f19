// Cities and knights' panels, one module loaded only for a game whose ruleset has them
// (panels/index.ts useLazyPanels): a base game's tablet never downloads them.
import { barbarians, improvements, walls } from './city';
import type { FeaturePanel } from './kit';
import { knights } from './knights';
import type { LazyPanelFeature } from './lazy';
import { progress } from './progress';

export const CK_PANELS: Readonly<Record<LazyPanelFeature, FeaturePanel>> = {
  barbarians,
  knights,
  walls,
  improvements,
  progress,
};
