// Barbarians (cities and knights): the event die rolled with the production dice, the ship on
// its track, an attack on its last step (attack.ts: the arithmetic), the robber asleep until the
// first, and each losing seat choosing the city it loses. Its legal action is `pillage`.
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { legal } from './legal';
import { score } from './score';

export const barbarians: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'barbarians',
  commands: COMMANDS,
  seatSends: ['pillageCity'],
  events: EVENTS,
  decide,
  evolve,
  legal,
  score,
};
