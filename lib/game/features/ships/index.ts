// Ships: building and moving them. Where they may go stays in lib/game/build.ts (shipProblem,
// legalShips), shared with road building (dev) and spots.ts; the legal actions (shipMoves,
// ship spots in builds) stay in lib/game/legal.ts, which shares its mayAct.
import type { Feature } from '../kit';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';

export const ships: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'ships',
  commands: COMMANDS,
  events: EVENTS,
  decide,
  evolve,
};
