// City improvements (cities and knights): three tracks of 5 levels paid in commodities, and the
// metropolises (first to 4, taken at 5); the fortress at politics 3 lets knights become mighty
// (knights' decide); the trading house at trade 3 (trade's bankRate: commodities 2:1); the
// aqueduct at science 3 (aqueductDue after a roll's payout). Legal: `improvements`, `aqueduct`.
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { legal } from './legal';
import { score } from './score';

export const improvements: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'improvements',
  commands: COMMANDS,
  seatSends: ['takeAqueduct'],
  events: EVENTS,
  decide,
  evolve,
  legal,
  score,
};
