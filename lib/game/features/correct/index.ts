// Corrections: the host's `correct` (a hand, a roll some turns back, a piece, the bank) with a
// reason, a seat's `requestCorrection` of its own hand and the host's `declineCorrection`.
// Shared files it leans on: lib/game/evolve.ts calls markRoll after each roll, view.ts shows
// the recent rolls and the open requests (GameView.corrections), stats.ts books corrections.
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { legal } from './legal';
import { hide } from './view';

export type { CorrectActions, CorrectablePiece, CorrectableRoll } from './legal';
export { pieceTargets } from './legal';

export const correct: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'correct',
  commands: COMMANDS,
  seatSends: ['requestCorrection'],
  events: EVENTS,
  decide,
  evolve,
  hide,
  legal,
};
