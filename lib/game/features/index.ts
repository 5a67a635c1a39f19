// The feature modules, in the order of ARCHITECTURE.md's map. Each owns its commands and
// events (test/unit/game-features.test.ts checks each type has exactly one owner).
// Not imported by lib/game/evolve.ts, which takes only the features' evolve parts.
import { between } from './between';
import { core } from './core';
import { correct } from './correct';
import { dev } from './dev';
import { discovery } from './discovery';
import { robber } from './robber';
import { ships } from './ships';
import { starfarers } from './starfarers';
import { trade } from './trade';

export const FEATURES = [
  core,
  trade,
  robber,
  dev,
  between,
  ships,
  discovery,
  starfarers,
  correct,
] as const;
