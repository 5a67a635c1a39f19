// Development cards: buying and playing, largest army. Its legal actions (buyDev, dev) are
// legal.ts here. Not moved here yet: the score parts (largestArmy, vpCards, hiddenVpCards in
// lib/game/score.ts' scoreOf and its fast trueVp, which the fold asks after most events).
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { legal } from './legal';
import { hide } from './view';

export const dev: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'dev',
  commands: COMMANDS,
  events: EVENTS,
  decide,
  evolve,
  hide,
  legal,
};
