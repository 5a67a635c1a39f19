// Ships: building and moving them. Its legal actions (shipMoves) are legal.ts here. Where
// ships may go stays in lib/game/build.ts (shipProblem, legalShips), shared with road building
// (dev) and spots.ts; where one may be built is core's builds in lib/game/legal.ts.
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { legal } from './legal';

export const ships: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'ships',
  commands: COMMANDS,
  events: EVENTS,
  decide,
  evolve,
  legal,
};
