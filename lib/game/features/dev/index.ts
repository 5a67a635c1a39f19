// Development cards: buying and playing, largest army. Not moved here yet: the score parts
// (largestArmy, vpCards, hiddenVpCards in lib/game/score.ts' scoreOf and its fast trueVp)
// and the legal actions (devActions, buyDev in lib/game/legal.ts, which share its mayAct).
import type { Feature } from '../kit';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { hide } from './view';

export const dev: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'dev',
  commands: COMMANDS,
  events: EVENTS,
  decide,
  evolve,
  hide,
};
