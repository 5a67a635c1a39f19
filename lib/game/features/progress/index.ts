// Progress cards (cities and knights): three decks of 18 drawn on a gate face, a hand limit of
// 4, each of the 25 kinds played with its board choices (decide.ts), the choices a card asks of
// other seats answered by those seats (answerProgress), the merchant and the VP cards
// (score.ts). Legal: `progress`. What other seats see: view.ts, and lib/game/view.ts' ProgressView.
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { legal } from './legal';
import { score } from './score';
import { hide } from './view';

export const progress: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'progress',
  commands: COMMANDS,
  seatSends: [
    'playProgress',
    'discardProgress',
    'drawProgress',
    'answerProgress',
    'declareProgress',
  ],
  events: EVENTS,
  decide,
  evolve,
  hide,
  legal,
  score,
};
