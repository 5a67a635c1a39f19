// Core turn: the start order, set-up, the roll and production, settlements, roads, cities and
// the end of a turn. Shared with the other features: lib/game/turn.ts (whose turn, costs),
// lib/game/draft.ts (the fold's writes), build.ts, production.ts, setup.ts. Its legal actions
// (decideOrder, setup, chooseCards, roll, builds, endTurn) are legal.ts here, its score parts
// (settlements, cities, longestRoad) score.ts.
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { legal } from './legal';
import { score } from './score';

export const core: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'core',
  commands: COMMANDS,
  seatSends: ['chooseCards'],
  events: EVENTS,
  decide,
  evolve,
  legal,
  score,
};
