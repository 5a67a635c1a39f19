// decide() never throws, whatever a client sends: every field of every command type is
// filled with arbitrary JSON-like values (fast-check), in the middle of real games.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Command, decide, fold, type GameState, RULE_CODES, randomGame } from '@/lib/game';
import type { RulesetId } from '@/lib/rules/rulesets';
import { config } from './game-helpers';

const TYPES = [
  'decideOrder',
  'buildSettlement',
  'buildRoad',
  'buildCity',
  'buildShip',
  'moveShip',
  'chooseCards',
  'roll',
  'discard',
  'moveRobber',
  'steal',
  'tradeBank',
  'tradePlayer',
  'buyDev',
  'playKnight',
  'playRoadBuilding',
  'playYearOfPlenty',
  'playMonopoly',
  'playVictoryPoint',
  'endTurn',
  'sfStart',
  'sfBuild',
  'sfAward',
  'turnHarbor',
  'noSuchCommand',
];
const FIELDS = [
  'vertex',
  'edge',
  'hex',
  'victim',
  'cards',
  'give',
  'get',
  'with',
  'dice',
  'resources',
  'resource',
  'edges',
  'ships',
  'colonies',
  'spaceport',
  'item',
  'pay',
  'planets',
  'colony',
  'award',
  'delta',
  'first',
  'card',
  'from',
  'to',
  'faces',
  'supply',
];

describe.each(['base', 'intimate', 'starfarers'] as const)(
  '%s: malformed commands',
  (ruleset: RulesetId) => {
    const cfg = config(ruleset, undefined, {}, 'fuzz');
    const g = randomGame(cfg, 400);
    const mid = fold(cfg, g.events.slice(0, Math.floor(g.events.length * 0.6)));
    const rolled: GameState = { ...mid, turn: { ...mid.turn, rolled: true, pending: null } };
    it('are refused with a code, never thrown', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...TYPES),
          fc.dictionary(fc.constantFrom(...FIELDS), fc.anything()),
          (type, rest) => {
            for (const s of [mid, rolled]) {
              const r = decide(s, { ...rest, type, seat: s.turn.seat } as unknown as Command);
              // Some junk is a legal command after all (extra fields are ignored).
              if (!r.ok) expect(RULE_CODES).toContain(r.error.code);
            }
          },
        ),
        { numRuns: 400, seed: 7 },
      );
      for (const junk of [null, 7, 'roll', [], {}])
        expect(decide(mid, junk as unknown as Command).ok).toBe(false);
    }, 30_000);
  },
);
