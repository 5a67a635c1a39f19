// Knights (cities and knights): hired onto intersections, activated with grain, promoted a level;
// they count against the barbarians when active (barbarians/attack.ts), block opponents' roads
// and settlements (build.ts) and break their longest road (longest-road.ts). Its legal action
// is `knights` (moves, displacements, chases) and `displaced` (the owner's placing choice).
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { legal } from './legal';
import { hide } from './view';

export const knights: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'knights',
  commands: COMMANDS,
  seatSends: ['placeDisplaced'],
  events: EVENTS,
  decide,
  evolve,
  hide,
  legal,
};
