// The tablet's knights panel offers a knight chasing the robber (issue 32): the button comes
// from the legal list's `knights.chases`, the board then asks which knight and which hex, and
// the tap sends the listed `chaseRobber` command — the victim asked first where there is a
// choice. Driven through the panel's mode and the board's real targets (useBoardTargets).

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBoardTargets, type Victims } from '@/app/table/[id]/board-targets';
import { TABLE } from '@/app/table/[id]/i18n';
import type { BoardMode } from '@/app/table/[id]/panels/kit';
import { chaseMode, knightList } from '@/app/table/[id]/panels/knights';
import { preloadLazyPanels } from '@/app/table/[id]/panels/lazy';
import type { BoardTargets } from '@/app/table/[id]/play-board';
import { TurnPanel } from '@/app/table/[id]/turn-panel';
import { CK } from '@/app/ui/i18n-ck';
import { PROGRESS_UI } from '@/app/ui/i18n-progress';
import type { Command, GameState, KnightPiece } from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { legalActions } from '@/lib/game/legal';
import { viewFor } from '@/lib/game/view';
import { act, config, playState } from './game-helpers';

beforeAll(async () => {
  await Promise.all([TABLE.load('en'), CK.load('en'), PROGRESS_UI.load('en')]);
});

const CKC = config('ck', 4);
const topo = contextOf(CKC).topo;
const V = (i: number) => topo.vertices[i] as string;
const E = (i: number) => topo.edges[i] as string;
const hexKey = (h: number) => `${topo.hexes[h]?.q},${topo.hexes[h]?.r}`;

// Seat 0: a settlement, a road to the next intersection and an active knight there; the
// robber (awake: one attack has been) on a hex beside the knight; seat 1 a settlement with
// cards on a hex away from it, so a chase there robs seat 1.
const home = 10;
const road = topo.vertexEdges[home]?.[0] ?? 0;
const ends = topo.edgeEnds[road] ?? [0, 0];
const at = ends[0] === home ? ends[1] : ends[0];
const robberHex = topo.vertexLand[at]?.[0] ?? 0;
const far = topo.vertices.findIndex(
  (_, v) =>
    (topo.vertexLand[v] ?? []).length > 0 &&
    !(topo.vertexLand[v] ?? []).includes(robberHex) &&
    !(topo.vertexNeighbours[v] ?? []).includes(home) &&
    v !== home &&
    v !== at,
);
const farHex = topo.vertexLand[far]?.[0] ?? 0;
const knight = (active: boolean): KnightPiece => ({
  seat: 0,
  level: 1,
  active,
  activated: -1,
  promoted: -1,
});

function state(active: boolean): GameState {
  const s = playState(CKC, {
    settlements: { [V(home)]: 0, [V(far)]: 1 },
    roads: { [E(road)]: 0 },
    hands: { 1: { wool: 2 } },
    seat: 0,
    turn: 7,
    rolled: true,
  });
  return {
    ...s,
    robber: robberHex,
    barbarians: { step: 0, attacks: 1, defenders: [0, 0, 0, 0] },
    knightPieces: (s.knightPieces ?? []).map((k, v) => (v === at ? knight(active) : k)),
  };
}

function panel(s: GameState): string {
  return renderToStaticMarkup(
    createElement(TurnPanel, {
      view: viewFor(s, 'table'),
      nicknames: false,
      actor: 0,
      phoneInput: false,
      online: null,
      mode: { k: 'none' },
      setMode: () => {},
      act: async () => true,
      victims: null,
      pickVictim: () => {},
      spots: null,
    }),
  );
}

interface Probed {
  targets: BoardTargets | null;
  modes: BoardMode[];
  sent: Command[];
  victims: (Victims | null)[];
}

/** Renders the board's targets hook for `mode`, recording into `out` what a tap does. */
function Probe({ s, mode, out }: { s: GameState; mode: BoardMode; out: Probed }) {
  out.targets = useBoardTargets({
    view: viewFor(s, 'table'),
    actor: 0,
    mode,
    setMode: (m) => out.modes.push(m),
    victims: null,
    setVictims: (v) => out.victims.push(v),
    act: async (c) => {
      out.sent.push(c);
      return true;
    },
    printed: false,
    stealOptional: false,
  }).targets;
  return null;
}

/** The board's targets for `mode`, and what a tap on them did. */
function board(s: GameState, mode: BoardMode): Probed {
  const out: Probed = { targets: null, modes: [], sent: [], victims: [] };
  renderToStaticMarkup(createElement(Probe, { s, mode, out }));
  return out;
}

const spotsOf = (html: string) =>
  html.match(/data-testid="knight-chase"[^>]*data-spots="(\d+)"/)?.[1];

describe('the knights panel: chase the robber', () => {
  // The ck panels load on demand (panels/lazy.ts); a static render draws them once loaded.
  beforeAll(preloadLazyPanels);

  it('offers the chase for an active knight beside the awake robber, not for an inactive one', () => {
    expect(spotsOf(panel(state(true)))).toBe('1');
    expect(spotsOf(panel(state(false)))).toBe('0');
  });

  it('asks the knight, then the hex, then sends the listed command the engine accepts', async () => {
    const s = state(true);
    const view = viewFor(s, 'table');
    const k = knightList({ view, actor: 0, mine: legalActions(view, 0) } as never);
    if (!k) throw new Error('no knights list');
    const mode = chaseMode(k, { from: 'from', to: 'to' });
    // Which knight: the one beside the robber.
    const first = board(s, mode);
    expect(first.targets?.kind).toBe('vertex');
    expect(first.targets?.ids).toEqual([V(at)]);
    first.targets?.onPick(V(at));
    const picked = first.modes[0];
    expect(picked).toMatchObject({ k: 'knightChase', from: V(at) });
    if (!picked) throw new Error('no mode');
    // Which hex: every hex the list lets it chase the robber to.
    const second = board(s, picked);
    expect(second.targets?.kind).toBe('hex');
    expect([...(second.targets?.ids ?? [])].sort()).toEqual(
      [...new Set(k.chases.map((c) => c.hex))].sort(),
    );
    expect(second.targets?.ids).not.toContain(hexKey(robberHex));
    // A hex with one victim: the listed command, sent at once, accepted by the engine.
    second.targets?.onPick(hexKey(farHex));
    await Promise.resolve();
    const sent = second.sent[0];
    expect(sent).toEqual({
      type: 'chaseRobber',
      seat: 0,
      vertex: V(at),
      hex: hexKey(farHex),
      victim: 1,
    });
    if (!sent) throw new Error('nothing sent');
    const after = act(s, sent);
    expect(after.robber).toBe(farHex);
    expect(after.knightPieces?.[at]?.active).toBe(false);
  });
});
