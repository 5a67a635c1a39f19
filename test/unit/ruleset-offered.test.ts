// Preview rulesets: the definitions' `listed` flag keeps cities and knights (ck, ck56) out of
// every list a person chooses from — /table/new, /print's rulesets, the CLIs' help, the server's new
// game (createBody: z.enum(RULESET_IDS)) and import — while the engine, game@1, the random-game CLI
// and the print kit's complete games (issue 33) have them; the board face (/board, `npm run board`)
// offers their boards through `boardFace`.

import { describe, expect, it } from 'vitest';
import { boardFromShare } from '@/lib/board';
import { createGame } from '@/lib/game';
import { parseGameLog } from '@/lib/game/log';
import {
  BOARD_RULESET_IDS,
  GAME_RULESET_IDS,
  isRulesetId,
  PREVIEW_RULESET_IDS,
  RULESET_IDS,
  RULESETS,
} from '@/lib/rules/rulesets';
import { COMPLETE_CHOICES } from '@/print/complete';
import { OptionsSchema } from '@/print/options';
import { config } from './game-helpers';

describe('the listed flag', () => {
  it('RULESET_IDS (every user-facing list) are exactly the definitions with listed: true', () => {
    expect([...RULESET_IDS]).toEqual(GAME_RULESET_IDS.filter((id) => RULESETS[id].listed));
    expect([...PREVIEW_RULESET_IDS]).toEqual(GAME_RULESET_IDS.filter((id) => !RULESETS[id].listed));
  });

  it.each(PREVIEW_RULESET_IDS)('%s is in no user-facing list', (id) => {
    expect(isRulesetId(id)).toBe(false);
    expect(OptionsSchema.safeParse({ ruleset: id }).success).toBe(false);
  });

  // Issue 33: the board face offers a preview's boards before the table takes its games, by the
  // definition's `boardFace` (not an id list); the table's lists above stay without them.
  it.each(PREVIEW_RULESET_IDS)('%s boards come from the board face (boardFace)', (id) => {
    expect(RULESETS[id].boardFace).toBe(true);
    expect(BOARD_RULESET_IDS).toContain(id);
    const players = RULESETS[id].players.min;
    const share = boardFromShare(`h3.${id}.spiral.none.${players}.seed`);
    expect(share.ok && share.value.ruleset).toBe(id);
  });

  it('BOARD_RULESET_IDS are exactly the definitions with boardFace, every listed one among them', () => {
    expect([...BOARD_RULESET_IDS]).toEqual(GAME_RULESET_IDS.filter((id) => RULESETS[id].boardFace));
    for (const id of RULESET_IDS) expect(RULESETS[id].boardFace).toBe(true);
  });

  // Issue 33: the print kit prints the expansion's box (complete=ck, complete=ck56) before the
  // table offers the ruleset: a group plays with its own pieces, and prints the lost ones.
  it.each(PREVIEW_RULESET_IDS)(
    '%s is a complete game of the print kit, on its boardOf island',
    (id) => {
      expect((COMPLETE_CHOICES as readonly string[]).includes(id)).toBe(true);
      expect(OptionsSchema.safeParse({ complete: id }).success).toBe(true);
    },
  );

  it.each(PREVIEW_RULESET_IDS)('%s is played by the engine and carried by game@1', (id) => {
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

  it.each(PREVIEW_RULESET_IDS)('%s names the listed ruleset whose island it uses', (id) => {
    expect(RULESETS[RULESETS[id].boardOf].listed).toBe(true);
  });
});
