// Trade: bank and harbor rates, trades between players. Nothing hidden (a trade is public).
// Legal actions: bankTrades and playerTrades stay in lib/game/legal.ts (they share its mayAct).
import type { Feature } from '../kit';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';

export { bankRate } from './decide';

export const trade: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'trade',
  commands: COMMANDS,
  events: EVENTS,
  decide,
  evolve,
};
