// Starfarers: set-up by planet numbers, declared builds, awards, Earth's supply. Not moved
// here yet: the limits (lib/game/starfarers.ts, shared with the tablet), the score parts
// (the p.sf branch of lib/game/score.ts' scoreOf), production from planets
// (lib/game/production.ts) and the legal actions (starfarers in lib/game/legal.ts).
import type { Feature } from '../kit';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { hide } from './view';

export const starfarers: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'starfarers',
  commands: COMMANDS,
  events: EVENTS,
  decide,
  evolve,
  hide,
};
