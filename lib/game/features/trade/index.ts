// Trade: bank and harbor rates, trades between players. Nothing hidden (a trade is public).
// Its legal actions (bankTrades, playerTrades) are legal.ts here.
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { legal } from './legal';

export { bankRate } from './decide';

export const trade: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'trade',
  commands: COMMANDS,
  seatSends: ['offerTrade', 'answerTrade'],
  events: EVENTS,
  decide,
  evolve,
  legal,
};
