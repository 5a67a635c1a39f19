// Development cards: buying and playing, largest army. Its legal actions (buyDev, dev) are
// legal.ts here, its score parts (largestArmy, vpCards, hiddenVpCards) score.ts; score.ts'
// trueVp, the fold's shortcut for the winner check, adds them up itself.
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { legal } from './legal';
import { score } from './score';
import { hide } from './view';

export const dev: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'dev',
  commands: COMMANDS,
  seatSends: [
    'playMonopoly',
    'playYearOfPlenty',
    'playKnight',
    'playRoadBuilding',
    'playVictoryPoint',
    'declareDev',
  ],
  events: EVENTS,
  decide,
  evolve,
  hide,
  legal,
  score,
};
