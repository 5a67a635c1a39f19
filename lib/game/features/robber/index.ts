// Robber and 7: a 7's discards (owed by the core's rolled event), the robber's move and the
// steal. Knights (dev) reuse robberTarget, robberAndSteal and robberTargets. Its legal actions
// (discards, robber, steal, declineSteal) are legal.ts here; where the robber may go and whom it
// robs are spots.ts' robberSpots and victimsAt (shared with the tablet).
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { legal } from './legal';
import { hide } from './view';

export { robberTarget, robberVictims } from './decide';

export const robber: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'robber',
  commands: COMMANDS,
  seatSends: ['discard'],
  events: EVENTS,
  decide,
  evolve,
  hide,
  legal,
};
