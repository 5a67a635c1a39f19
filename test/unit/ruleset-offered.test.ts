// Every ruleset is offered: cities and knights (ck, ck56) is in every list a person chooses from
// — /table/new, /print's rulesets and complete games, the CLIs' help, the server's new game
// (createBody: z.enum(RULESET_IDS)) and import — beside the engine, game@1 and the board face.

import { describe, expect, it, vi } from 'vitest';
import { boardFromShare } from '@/lib/board';
import { createGame } from '@/lib/game';
import { parseGameLog } from '@/lib/game/log';
import { BOARD_RULESET_IDS, isRulesetId, RULESET_IDS, RULESETS } from '@/lib/rules/rulesets';
import { createBody } from '@/lib/server/schemas';
import { COMPLETE_CHOICES } from '@/print/complete';
import { OptionsSchema } from '@/print/options';
import { config } from './game-helpers';

// lib/server/schemas imports 'server-only', which throws outside a server bundle.
vi.mock('server-only', () => ({}));

const CK_IDS = ['ck', 'ck56'] as const;

describe('every ruleset is offered', () => {
  it.each(CK_IDS)('%s is in the user-facing lists', (id) => {
    expect(isRulesetId(id)).toBe(true);
    expect(RULESET_IDS).toContain(id);
    expect(OptionsSchema.safeParse({ ruleset: id }).success).toBe(true);
    expect((COMPLETE_CHOICES as readonly string[]).includes(id)).toBe(true);
    expect(OptionsSchema.safeParse({ complete: id }).success).toBe(true);
  });

  it.each(CK_IDS)('%s boards come from the board face', (id) => {
    expect(BOARD_RULESET_IDS).toContain(id);
    const players = RULESETS[id].players.min;
    const share = boardFromShare(`h3.${id}.spiral.none.${players}.seed`);
    expect(share.ok && share.value.ruleset).toBe(id);
  });

  it('BOARD_RULESET_IDS are exactly the definitions with boardFace', () => {
    expect([...BOARD_RULESET_IDS]).toEqual(RULESET_IDS.filter((id) => RULESETS[id].boardFace));
  });

  it.each(CK_IDS)('%s is played by the engine and carried by game@1', (id) => {
    const c = config(id);
    const s = createGame(c);
    expect(s.config.ruleset).toBe(id);
    const log = parseGameLog({
      format: 'game@1',
      ruleset: id,
      seed: 'x',
      players: c.players,
      board: c.board,
      events: [],
    });
    expect(log.ok ? log.value.config.ruleset : log.error.message).toBe(id);
  });

  it.each(CK_IDS)('the server takes a new %s game', (id) => {
    const players = Array.from({ length: RULESETS[id].players.min }, (_, i) => ({
      name: `P${i}`,
      color: ['red', 'blue', 'white', 'orange', 'green'][i],
    }));
    expect(createBody.safeParse({ ruleset: id, players }).success).toBe(true);
  });

  it.each(CK_IDS)('%s names the ruleset whose island it uses', (id) => {
    expect(RULESETS[id].boardOf).toBe(id === 'ck' ? 'base' : 'base56');
  });
});
