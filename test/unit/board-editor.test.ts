import { describe, expect, it } from 'vitest';
import { generateBoard, parseBoard } from '@/lib/board';
import {
  beginnerEditorBoard,
  checkEditorBoard,
  describeProblem,
  type EditorBoard,
  type EditorProblemCode,
  editorFromBoard,
  editorSlots,
  emptyEditorBoard,
  setHarbor,
  setLand,
  setSea,
} from '@/lib/board/editor';
import { parseGameLog } from '@/lib/game';
import type { HexKey } from '@/lib/hex';

const beginner = beginnerEditorBoard('base');
const firstOf = (b: EditorBoard, terrain: string): HexKey => {
  const k = (Object.keys(b.land) as HexKey[]).find((x) => b.land[x]?.terrain === terrain);
  if (!k) throw new Error(`no ${terrain}`);
  return k;
};
const withToken = (b: EditorBoard, token: number): HexKey => {
  const k = (Object.keys(b.land) as HexKey[]).find((x) => b.land[x]?.token === token);
  if (!k) throw new Error(`no ${token}`);
  return k;
};
const codes = (b: EditorBoard, players = 4): EditorProblemCode[] => {
  const c = checkEditorBoard(b, players);
  return c.board.ok ? [] : c.board.error.map((p) => p.code);
};

describe('the board editor', () => {
  it('slots: 19 land hexes and 18 coast hexes on the base island, 30 and 22 on the 5–6 one', () => {
    expect(editorSlots('base').land).toHaveLength(19);
    expect(editorSlots('base').water).toHaveLength(18);
    expect(editorSlots('base56').land).toHaveLength(30);
    expect(editorSlots('base56').water).toHaveLength(22);
  });

  it('the beginner preset is a real board: parseBoard and a new game accept it', () => {
    for (const ruleset of ['base', 'base56', 'mupp37'] as const) {
      const rs = ruleset === 'base56' ? 5 : 4;
      const c = checkEditorBoard(beginnerEditorBoard(ruleset), rs);
      if (!c.board.ok) throw new Error(c.board.error.map(describeProblem).join('; '));
      const board = c.board.value;
      expect(parseBoard(JSON.parse(JSON.stringify(board))).ok).toBe(true);
      expect(board.hexes.filter((h) => h.terrain !== 'sea')).toHaveLength(
        ruleset === 'base56' ? 30 : 19,
      );
      expect(board.hexes.filter((h) => h.harbor)).toHaveLength(ruleset === 'base56' ? 11 : 9);
      expect(board.hexes.find((h) => `${h.q},${h.r}` === board.robber)?.terrain).toBe('desert');
      const game = parseGameLog({
        format: 'game@1',
        ruleset,
        seed: 'x',
        players: Array.from({ length: rs }, (_, i) => ({ name: `P${i}`, color: 'red' })),
        board,
        events: [],
      });
      expect(game.ok).toBe(true);
    }
  });

  it('every generated board reads back into the editor and passes unchanged', () => {
    for (const ruleset of ['base', 'base56', 'mupp37'] as const)
      for (const seed of ['a', 'b', 'c']) {
        const g = generateBoard({ ruleset, seed, balance: 'fair' });
        if (!g.ok) throw new Error(g.error.message);
        const e = editorFromBoard(g.value);
        if (!e.ok) throw new Error(e.error);
        const c = checkEditorBoard(e.value, g.value.players);
        expect(c.board.ok ? [] : c.board.error.map(describeProblem)).toEqual([]);
        if (c.board.ok)
          expect(new Set(c.board.value.hexes.map((h) => JSON.stringify(h.harbor ?? null)))).toEqual(
            new Set(g.value.hexes.map((h) => JSON.stringify(h.harbor ?? null))),
          );
      }
  });

  it('one change: swapping two tokens keeps the board legal and shows on the document', () => {
    const six = withToken(beginner, 6);
    const two = withToken(beginner, 2);
    const b = setLand(setLand(beginner, six, { token: 2 }), two, { token: 6 });
    const c = checkEditorBoard(b, 3);
    if (!c.board.ok) throw new Error(c.board.error.map(describeProblem).join('; '));
    expect(c.board.value.hexes.find((h) => `${h.q},${h.r}` === six)?.token).toBe(2);
    expect(c.board.value.players).toBe(3);
    expect(c.board.value.share).toBe('');
  });

  it('a desert never keeps a token: setting one drops it', () => {
    const d = firstOf(beginner, 'desert');
    expect(setLand(beginner, d, { token: 5 }).land[d]?.token).toBeNull();
    const f = firstOf(beginner, 'forest');
    expect(setLand(beginner, f, { terrain: 'desert' }).land[f]?.token).toBeNull();
  });

  it('the input board is unchanged by edits', () => {
    const before = JSON.stringify(beginner);
    setLand(beginner, firstOf(beginner, 'forest'), { terrain: 'hills', token: 3 });
    setHarbor(beginner, Object.keys(beginner.harbors)[0] as HexKey, null);
    expect(JSON.stringify(beginner)).toBe(before);
  });

  // One row per way a typed board can be impossible: what was typed, and the codes refused.
  const forest = firstOf(beginner, 'forest');
  const desert = firstOf(beginner, 'desert');
  const harborAt = Object.keys(beginner.harbors)[0] as HexKey;
  const rows: [string, EditorBoard, number, EditorProblemCode[]][] = [
    [
      'an empty island (and none of the six kinds of harbor)',
      emptyEditorBoard('base'),
      4,
      ['ERR_HEX_EMPTY', ...Array<EditorProblemCode>(6).fill('ERR_HARBOR_COUNT')],
    ],
    [
      'a fifth forest instead of a hills hex',
      setLand(beginner, firstOf(beginner, 'hills'), { terrain: 'forest' }),
      4,
      ['ERR_TERRAIN_COUNT', 'ERR_TERRAIN_COUNT'],
    ],
    [
      'a token on the desert (its number taken from a forest)',
      {
        ...setLand(beginner, forest, { terrain: 'desert' }),
        land: {
          ...beginner.land,
          [desert]: { terrain: 'desert', token: beginner.land[forest]?.token ?? null },
          [forest]: { terrain: 'forest', token: null },
        },
      },
      4,
      ['ERR_TOKEN_ON_DESERT', 'ERR_TOKEN_MISSING'],
    ],
    [
      'a forest without its number',
      setLand(beginner, forest, { token: null }),
      4,
      ['ERR_TOKEN_MISSING'],
    ],
    [
      'a third 6 (the box has two)',
      setLand(beginner, withToken(beginner, 2), { token: 6 }),
      4,
      ['ERR_TOKEN_COUNT', 'ERR_TOKEN_COUNT'],
    ],
    [
      'a 7 token',
      setLand(beginner, withToken(beginner, 2), { token: 7 }),
      4,
      ['ERR_TOKEN_VALUE', 'ERR_TOKEN_COUNT'],
    ],
    ['a harbor missing', setHarbor(beginner, harborAt, null), 4, ['ERR_HARBOR_COUNT']],
    [
      'a harbor facing land it does not touch',
      setHarbor(beginner, harborAt, {
        trade: beginner.harbors[harborAt]?.trade ?? 'any',
        faces: '0,0',
      }),
      4,
      ['ERR_HARBOR_FACES'],
    ],
    [
      'a harbor out on the open sea',
      setHarbor(setHarbor(beginner, harborAt, null), '9,9', {
        trade: beginner.harbors[harborAt]?.trade ?? 'any',
        faces: '0,0',
      }),
      4,
      ['ERR_HARBOR_COUNT', 'ERR_HARBOR_PLACE'],
    ],
    ['five players on the base island', beginner, 5, ['ERR_PLAYERS']],
  ];
  it.each(rows)('refuses %s', (_name, board, players, expected) => {
    expect(codes(board, players)).toEqual(expected);
  });

  it('refuses two harbors on one intersection, and (house variant only) two side by side', () => {
    // Two neighbouring coast hexes that both touch one land hex, with ports on that hex's
    // sides that meet at a corner.
    const slots = editorSlots('base');
    let pair: [HexKey, HexKey, HexKey] | null = null;
    for (const a of slots.water)
      for (const b of slots.water) {
        const ka = `${a.hex.q},${a.hex.r}` as HexKey;
        const kb = `${b.hex.q},${b.hex.r}` as HexKey;
        if (ka >= kb) continue;
        const adjacent =
          Math.abs(a.hex.q - b.hex.q) +
            Math.abs(a.hex.r - b.hex.r) +
            Math.abs(a.hex.q + a.hex.r - b.hex.q - b.hex.r) ===
          2;
        const common = a.faces.find((f) => b.faces.includes(f));
        if (adjacent && common && !pair) pair = [ka, kb, common];
      }
    if (!pair) throw new Error('no two coast hexes touch one land hex');
    const [ka, kb, land] = pair;
    let b: EditorBoard = { ...beginner, harbors: {} };
    b = setHarbor(b, ka, { trade: 'any', faces: land });
    b = setHarbor(b, kb, { trade: 'any', faces: land });
    expect(codes(b)).toContain('ERR_HARBOR_SHARED');
    const m: EditorBoard = { ...b, ruleset: 'mupp37' };
    expect(codes(m)).toContain('ERR_HARBOR_SPACING');
    expect(codes(b)).not.toContain('ERR_HARBOR_SPACING');
  });

  it('a 6 beside an 8 is allowed, with a warning', () => {
    const b = emptyEditorBoard('base');
    const [x, y] = [
      { q: 0, r: 0 },
      { q: 1, r: 0 },
    ];
    const c = checkEditorBoard(
      setLand(setLand(b, `${x.q},${x.r}`, { terrain: 'forest', token: 6 }), `${y.q},${y.r}`, {
        terrain: 'hills',
        token: 8,
      }),
      4,
    );
    expect(c.warnings.map((w) => w.code)).toEqual(['WARN_RED_SIDE_BY_SIDE']);
    expect(c.warnings[0]?.hexes).toEqual(['0,0', '1,0']);
  });

  it('Intimate Settlers: every generated pair of home bases reads back and passes, with the same discovery bag', () => {
    const sorted = (xs: readonly unknown[]) => xs.map((x) => JSON.stringify(x)).sort();
    for (const seed of ['a', 'b', 'c', 'd']) {
      const g = generateBoard({ ruleset: 'intimate', seed });
      if (!g.ok) throw new Error(g.error.message);
      const e = editorFromBoard(g.value);
      if (!e.ok) throw new Error(e.error);
      expect(e.value.seas).toHaveLength(2);
      const c = checkEditorBoard(e.value, 2);
      if (!c.board.ok) throw new Error(c.board.error.map(describeProblem).join('; '));
      const b = c.board.value;
      expect(b.layout).toBe('intimate');
      expect(sorted(b.hexes.map(({ order: _o, ...h }) => h))).toEqual(
        sorted(g.value.hexes.map(({ order: _o, ...h }) => h)),
      );
      expect(sorted(b.discovery?.hexes ?? [])).toEqual(sorted(g.value.discovery?.hexes ?? []));
      expect([...(b.discovery?.tokens ?? [])].sort()).toEqual(
        [...(g.value.discovery?.tokens ?? [])].sort(),
      );
      expect(b.robber).toBe(g.value.robber);
      const game = parseGameLog({
        format: 'game@1',
        ruleset: 'intimate',
        seed: 'x',
        players: [
          { name: 'A', color: 'red' },
          { name: 'B', color: 'blue' },
        ],
        board: JSON.parse(JSON.stringify(b)),
        events: [],
      });
      expect(game.ok).toBe(true);
    }
  });

  it('Intimate Settlers: a home base holds one hex of each resource, 4 5 8 9 10, one sea and one 3:1 harbor', () => {
    const b = beginnerEditorBoard('intimate');
    const slots = editorSlots('intimate');
    expect(slots.land).toHaveLength(10);
    const home0 = (Object.keys(b.land) as HexKey[]).filter((k) => slots.home?.[k] === 0);
    const [x, y] = home0 as [HexKey, HexKey];
    const sea0 = b.seas.find(
      (k) => slots.water.find((w) => `${w.hex.q},${w.hex.r}` === k)?.home === 0,
    );
    if (!sea0) throw new Error('no sea by home base 1');
    const rows: [string, EditorBoard, EditorProblemCode[]][] = [
      [
        'two forests on one base',
        setLand(b, x, { terrain: b.land[y]?.terrain ?? 'forest' }),
        ['ERR_TERRAIN_COUNT', 'ERR_TERRAIN_COUNT'],
      ],
      [
        'a desert on a base',
        setLand(b, x, { terrain: 'desert' }),
        ['ERR_TERRAIN_COUNT', 'ERR_TERRAIN_COUNT', 'ERR_TOKEN_COUNT'],
      ],
      ['a 6 on a base', setLand(b, x, { token: 6 }), ['ERR_TOKEN_COUNT', 'ERR_TOKEN_COUNT']],
      ['no sea beside a base', setSea(b, sea0, false), ['ERR_HOME_SEA']],
      [
        'a 2:1 harbor instead of the sea',
        setHarbor(b, sea0, {
          trade: 'ore',
          faces: slots.water.find((w) => `${w.hex.q},${w.hex.r}` === sea0)?.faces[0] ?? '0,0',
        }),
        ['ERR_HARBOR_COUNT', 'ERR_HOME_SEA'],
      ],
    ];
    for (const [name, board, expected] of rows)
      expect({ name, codes: codes(board, 2) }).toEqual({ name, codes: expected });
    const p = checkEditorBoard(setLand(b, x, { token: 6 }), 2);
    expect(p.board.ok ? [] : p.board.error.map(describeProblem)).toContain(
      'home base 1: number 6: 1 on the board, a home base holds 0',
    );
    expect(codes(b, 3)).toEqual(['ERR_PLAYERS']);
  });
});
