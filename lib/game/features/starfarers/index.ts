// Starfarers: set-up by planet numbers, declared builds, awards, Earth's supply. Its legal
// actions (sfStart, starfarers) are legal.ts here, its score parts score.ts. Not moved here:
// the limits (lib/game/starfarers.ts, shared with the tablet) and production from planets
// (lib/game/production.ts, shared with the core's roll).
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { legal } from './legal';
import { score } from './score';
import { hide } from './view';

export const starfarers: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'starfarers',
  commands: COMMANDS,
  events: EVENTS,
  decide,
  evolve,
  hide,
  legal,
  score,
};
