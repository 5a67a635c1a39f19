// City walls (cities and knights): one under a city, at most 3, each +2 to the 7-card limit
// (turn.ts' owedOnSeven), removed with a pillaged city (barbarians' evolve). Legal: `walls`.
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { legal } from './legal';

export const walls: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'walls',
  commands: COMMANDS,
  events: EVENTS,
  decide,
  evolve,
  legal,
};
