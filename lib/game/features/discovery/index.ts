// Discovery (Intimate Settlers): the bag's draws, the harbor turn, islands and home bases.
// Its command, event and legal action (harborTurn) are here; the rest is shared and stays in
// lib/game: discovery.ts (draws, laid tiles, open harbors: used by build, production, trade's
// bankRate and the fold's draft), harbor.ts (which harbor may turn: evolve.ts clears it after any
// other event, spots.ts offers it). Its score parts (islands, homeBase) are score.ts here. The
// bag itself is hidden by lib/game/view.ts' viewFor.
import type { Feature } from '../feature';
import { COMMANDS, decide } from './decide';
import { EVENTS, evolve } from './evolve';
import { legal } from './legal';
import { score } from './score';

export const discovery: Feature<(typeof COMMANDS)[number], (typeof EVENTS)[number]> = {
  name: 'discovery',
  commands: COMMANDS,
  events: EVENTS,
  decide,
  evolve,
  legal,
  score,
};
