// Core turn: the start order, set-up, the roll and production, settlements, roads, cities and
// the end of a turn. Shared with the other features: lib/game/turn.ts (whose turn, costs),
// lib/game/draft.ts (the fold's writes), build.ts, production.ts, setup.ts. Its score parts
// (settlements, cities, longestRoad: lib/game/score.ts) and legal actions (decideOrder, setup,
// sfStart, chooseCards, roll, builds, endTurn) stay in lib/game/legal.ts' legalActions, which
// joins the features' parts.
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';

export const core: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'core',
  commands: COMMANDS,
  events: EVENTS,
  decide,
  evolve,
};
