// The house variant's nicknames as a setting of the game (issue 29: "nicknames are a per-device
// setting (Dag's phone said Timmer while the tablet said Trä; the tablet's private reveal
// ignores it)"): chosen at /table/new (GameOptions.nicknames) and turned by the host later
// with setNicknames → nicknamesSet, which every view's config carries and a replay folds.
import { describe, expect, it } from 'vitest';
import {
  createGame,
  decide,
  evolve,
  fold,
  legalActions,
  parseGameLog,
  replayChecked,
  viewFor,
} from '@/lib/game';
import { seatMaySend } from '@/lib/game/features';
import { commandIn } from '@/lib/game/replay';
import { config } from './game-helpers';

describe('nicknames, a setting of the game', () => {
  it('chosen on the new game: in the config, every seat’s view and the table’s', () => {
    const s = createGame(config('mupp37', 4, { nicknames: true }));
    expect(s.config.options.nicknames).toBe(true);
    for (const viewer of [0, 1, 2, 3, 'table'] as const)
      expect(viewFor(s, viewer).config.options.nicknames).toBe(true);
  });

  it('the host turns them off later: one event, folded into every view, replayed the same', () => {
    const s0 = createGame(config('mupp37', 4, { nicknames: true }));
    // Only the host's table is offered the switch; a seat's phone may not send it.
    expect(legalActions(viewFor(s0, 0), 0).nicknames).toBeNull();
    const offer = legalActions(viewFor(s0, 'table'), 0).nicknames;
    expect(offer).toEqual({ type: 'setNicknames', on: false });
    if (!offer) throw new Error('no switch');
    expect(seatMaySend(offer, 0)).toBe(false);
    const r = decide(s0, offer);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toEqual([{ type: 'nicknamesSet', on: false }]);
    const s1 = r.value.reduce(evolve, s0);
    expect(viewFor(s1, 2).nicknames).toBe(false);
    expect(viewFor(s1, 'table').nicknames).toBe(false);
    // Already off: refused, nothing changes.
    const again = decide(s1, { type: 'setNicknames', on: false });
    expect(again.ok).toBe(false);
    // The log replays through decide to the same setting.
    expect(commandIn(r.value[0] ?? { type: 'nicknamesSet', on: true }, s0)).toEqual(offer);
    expect(replayChecked(s0.config, r.value).ok).toBe(true);
    expect(fold(s0.config, r.value).nicknames).toBe(false);
  });

  it('an older game@1 log, without the option, replays and leaves each device its own', () => {
    const p = parseGameLog({
      format: 'game@1',
      ruleset: 'base',
      seed: 'old',
      players: [
        { name: 'Dag', color: 'red' },
        { name: 'Eva', color: 'blue' },
        { name: 'Ola', color: 'white' },
      ],
      board: { share: 'h1.base.spiral.fair.3.old' },
      events: [],
    });
    if (!p.ok) throw new Error(p.error.message);
    expect(p.value.config.options.nicknames).toBeUndefined();
    // The first switch of the host decides, either way.
    expect(decide(createGame(p.value.config), { type: 'setNicknames', on: false }).ok).toBe(true);
  });
});
