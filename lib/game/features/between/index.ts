// Between turns: the special building phase and paired players (5–6 players). It owns no
// command or event of its own: between turns the seats build, buy, trade with the bank and
// play cards with the other features' commands, and end with core's endTurn. What is its own
// is who acts (queue.ts, read by core's endTurn and turnEnded) and what the acting seat may do
// (the sbp branch of lib/game/turn.ts' mainTurn, shared by every main-turn command; may-act.ts'
// mayAct mirrors it for screens), and the paired player's win on the partner's turn
// (lib/game/score.ts' winnerOf).
import type { Feature } from '../feature';

export { nextAfterEnd, sbpQueue } from './queue';

export const between: Feature<never, never> = {
  name: 'between',
  commands: [],
  events: [],
  decide: {},
  evolve: {},
};
