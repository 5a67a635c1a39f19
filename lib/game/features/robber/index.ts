// Robber and 7: a 7's discards (owed by the core's rolled event), the robber's move and the
// steal. Knights (dev) reuse robberTarget and robberAndSteal. Legal actions: legal.ts'
// robberTargets, discards and steal stay in lib/game/legal.ts (they read spots.ts).
import type { Feature } from '../kit';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { hide } from './view';

export { robberTarget, robberVictims } from './decide';

export const robber: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'robber',
  commands: COMMANDS,
  events: EVENTS,
  decide,
  evolve,
  hide,
};
