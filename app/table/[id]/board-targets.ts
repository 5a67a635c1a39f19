'use client';
// What the board may be tapped for now, from the engine's one list of legal actions: set-up
// spots, free roads, the robber's (or a knight's) hexes, a piece to build, a ship to move and
// where, road building's free pieces. Each tap sends the command the list carries for that
// spot (lib/game/legal.ts commandAt); a robber hex with a choice of victims asks first.

import { useCallback, useMemo } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { boardStep, ckVertexOf, progressSpotOf } from '@/lib/game/ck-table';
import { contextOf } from '@/lib/game/context';
import {
  type CommandOf,
  commandAt,
  freeRoadSpots,
  legalActions,
  type RobberTarget,
} from '@/lib/game/legal';
import type { Command, Seat } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import type { EdgeId } from '@/lib/hex';
import { nameOf } from './describe';
import { TABLE } from './i18n';
import type { BoardTargets } from './play-board';
import type { BoardMode } from './turn-panel';

/** Victims to choose from after tapping the robber's hex, with the listed moves to it. */
export interface Victims {
  readonly hex: string;
  readonly seats: readonly Seat[];
  /** The listed robber (or knight) moves to that hex, one per victim (or none). */
  readonly commands: readonly StealMove[];
}

/** A move that sends the robber to a hex and robs there: the robber's, a knight card's, or a
 * knight on the board chasing it (cities and knights). */
type StealMove = RobberTarget['commands'][number] | CommandOf<'chaseRobber'>;
type StealTarget = Omit<RobberTarget, 'commands'> & { readonly commands: readonly StealMove[] };

export function useBoardTargets({
  view,
  actor,
  mode,
  setMode,
  victims,
  setVictims,
  act,
  printed,
  stealOptional,
}: {
  view: GameView;
  actor: Seat;
  mode: BoardMode;
  setMode: (m: BoardMode) => void;
  victims: Victims | null;
  setVictims: (v: Victims | null) => void;
  act: (c: Command) => Promise<boolean>;
  /** The board is printed (Starfarers): nothing is tapped. */
  printed: boolean;
  /** The steal may be declined (the legal list's declineSteal). */
  stealOptional: boolean;
}): { targets: BoardTargets | null; robVictim: (s: Seat | null) => void } {
  const t = useLazyWords(TABLE);
  const ctx = contextOf(view.config);
  const robberPick = useCallback(
    (target: StealTarget) => {
      const { hex, victims: seats, commands } = target;
      // Where the steal is optional the roller may rob nobody, so even one victim is asked.
      if (seats.length > 1 || (seats.length === 1 && stealOptional)) {
        setVictims({ hex, seats, commands });
        return;
      }
      const c = commands.find((x) => x.victim === seats[0]);
      if (c) void act(c).then((ok) => ok && setMode({ k: 'none' }));
    },
    [act, stealOptional, setMode, setVictims],
  );
  // The robber's (or a knight's) move with the victim picked, or none (null: declined).
  const robVictim = (s: Seat | null) => {
    const c = victims?.commands.find((x) => x.victim === s);
    setVictims(null);
    if (c) void act(c).then((ok) => ok && setMode({ k: 'none' }));
  };

  const targets = useMemo((): BoardTargets | null => {
    if (printed) return null;
    const vLabel = (piece: string) => (id: string) => `${piece} ${id}`;
    // Spots to tap come from the engine's one list of legal actions.
    const legal = legalActions(view, actor);
    // Sends a listed command; a tap off the list sends nothing.
    const send = (c: Command | undefined, after?: () => void) => {
      if (c) void act(c).then(() => after?.());
    };
    const setup = legal.setup;
    if (setup) {
      // The settlement first, then the road or ship beside it: the engine lists the one due.
      if (legal.setup.settlements.length > 0)
        return {
          kind: 'vertex',
          ids: legal.setup.settlements,
          seat: actor,
          label: vLabel(t.pieces.settlement),
          onPick: (id) => send(commandAt(setup.commands, id)),
        };
      const ships = new Set<string>(legal.setup.ships);
      return {
        kind: 'edge',
        ids: [...legal.setup.roads, ...ships],
        seat: actor,
        label: (id) => `${ships.has(id) ? t.pieces.ship : t.pieces.road} ${id}`,
        // A coastal path takes a road or a ship: the ship, as the label says.
        onPick: (id) => send(commandAt(setup.commands, id, 'buildShip')),
      };
    }
    if (view.phase !== 'play' || victims) return null;
    if (legal.freeRoads) {
      // Road building from a phone: only its free roads (or ships) are asked, one tap each.
      const free = legal.freeRoads;
      const roads = new Set<string>(free.roads);
      return {
        kind: 'edge',
        ids: [...roads, ...legal.freeRoads.ships.filter((e) => !roads.has(e))],
        seat: actor,
        label: vLabel(t.devCards.roadBuilding),
        onPick: (id) => send(commandAt(free.commands, id)),
      };
    }
    const called = legal.progress?.board;
    if (called) {
      // A progress card a phone played: its spots, one tap at a time (the inventor's two
      // numbers, the diplomat's road and where one's own goes again); the last tap sends it.
      const taps = mode.k === 'progressBoard' ? mode.taps : [];
      const step = boardStep(called.commands, taps);
      return {
        kind: step.kind ?? 'hex',
        ids: step.ids,
        seat: called.seat,
        label: (id) => `${nameOf(view.config, called.seat)} ${id}`,
        onPick: (id) => {
          const next = [...taps, id];
          const after = boardStep(called.commands, next);
          if (after.ids.length === 0 && after.done) send(after.done, () => setMode({ k: 'none' }));
          else if (after.ids.length > 0) setMode({ k: 'progressBoard', taps: next });
        },
      };
    }
    // The tablet does not see the cards: a knight's targets are the ones the list offers.
    const plays = legal.dev.cards ?? legal.dev.offers;
    const knight = plays.find((c) => c.card === 'knight');
    const robber =
      legal.robber ?? (mode.k === 'knight' && knight?.card === 'knight' ? knight.targets : null);
    if (robber)
      return {
        kind: 'hex',
        ids: robber.map((x) => x.hex),
        seat: actor,
        label: (id) => `${t.moveRobber(nameOf(view.config, actor))} ${id}`,
        onPick: (id) => {
          const target = robber.find((x) => x.hex === id);
          if (target) robberPick(target);
        },
      };
    if (mode.k === 'build') {
      const piece = mode.piece;
      const build = legal.builds.find((b) => b.item === piece);
      return {
        kind: piece === 'settlement' || piece === 'city' ? 'vertex' : 'edge',
        ids: build?.spots ?? [],
        seat: actor,
        label: vLabel(t.pieces[piece]),
        onPick: (id) => send(commandAt(build?.commands ?? [], id), () => setMode({ k: 'none' })),
      };
    }
    if (mode.k === 'spots')
      return {
        kind: mode.kind ?? 'vertex',
        ids: mode.ids,
        seat: mode.seat,
        label: (id) => `${mode.label} ${id}`,
        onPick: (id) =>
          send(
            mode.commands.find((c) => (ckVertexOf(c) ?? progressSpotOf(c)?.id) === id),
            () => setMode({ k: 'none' }),
          ),
      };
    if (mode.k === 'knightMove') {
      const from = mode.from;
      if (from === null)
        return {
          kind: 'vertex',
          ids: mode.moves.map((m) => m.from),
          seat: actor,
          label: (id) => `${mode.labels.from} ${id}`,
          onPick: (id) => setMode({ ...mode, from: id }),
        };
      const move = mode.moves.find((m) => m.from === from);
      return {
        kind: 'vertex',
        ids: [...(move?.to ?? []), ...(move?.displace ?? [])],
        seat: actor,
        label: (id) => `${mode.labels.to} ${id}`,
        onPick: (id) =>
          send(
            mode.commands.find(
              (c) =>
                (c.type === 'moveKnight' || c.type === 'displaceKnight') &&
                c.from === from &&
                c.to === id,
            ),
            () => setMode({ k: 'none' }),
          ),
      };
    }
    if (mode.k === 'knightChase') {
      const from = mode.from;
      if (from === null)
        return {
          kind: 'vertex',
          ids: [...new Set(mode.chases.map((c) => c.vertex))],
          seat: actor,
          label: (id) => `${mode.labels.from} ${id}`,
          onPick: (id) => setMode({ ...mode, from: id }),
        };
      const chases = mode.chases.filter((c) => c.vertex === from);
      return {
        kind: 'hex',
        ids: chases.map((c) => c.hex),
        seat: actor,
        label: (id) => `${mode.labels.to} ${id}`,
        onPick: (id) => {
          const chase = chases.find((c) => c.hex === id);
          if (!chase) return;
          robberPick({
            hex: id as RobberTarget['hex'],
            victims: chase.victims,
            commands: mode.commands.filter(
              (c): c is CommandOf<'chaseRobber'> =>
                c.type === 'chaseRobber' && c.vertex === from && c.hex === id,
            ),
          });
        },
      };
    }
    if (mode.k === 'moveShip') {
      const from = mode.from;
      if (from === null)
        return {
          kind: 'edge',
          ids: legal.shipMoves.map((m) => m.from),
          seat: actor,
          label: vLabel(t.moveShip),
          onPick: (id) => setMode({ k: 'moveShip', from: id }),
        };
      const move = legal.shipMoves.find((m) => m.from === from);
      return {
        kind: 'edge',
        ids: move?.to ?? [],
        seat: actor,
        label: vLabel(t.pieces.ship),
        onPick: (id) => send(commandAt(move?.commands ?? [], id), () => setMode({ k: 'none' })),
      };
    }
    const rb = plays.find((c) => c.card === 'roadBuilding');
    if (mode.k === 'roadBuilding' && rb?.card === 'roadBuilding') {
      const laid = { roads: mode.roads as EdgeId[], ships: mode.ships as EdgeId[] };
      // Where the engine lets the next free piece go (within the pieces still in the box).
      const free = freeRoadSpots(view, ctx, actor, laid);
      const ships = new Set<string>(free.ships);
      const roads = free.roads;
      return {
        kind: 'edge',
        ids: [...roads, ...free.ships.filter((e) => !roads.includes(e))],
        seat: actor,
        label: vLabel(t.devCards.roadBuilding),
        onPick: (id) => {
          const next =
            ships.has(id) && !roads.includes(id as EdgeId)
              ? { roads: laid.roads, ships: [...laid.ships, id as EdgeId] }
              : { roads: [...laid.roads, id as EdgeId], ships: laid.ships };
          const after = freeRoadSpots(view, ctx, actor, next);
          const more = after.roads.length + after.ships.length;
          if (next.roads.length + next.ships.length >= mode.count || more === 0)
            send({ ...rb.laid, edges: next.roads, ships: next.ships }, () =>
              setMode({ k: 'none' }),
            );
          else setMode({ k: 'roadBuilding', count: mode.count, ...next });
        },
      };
    }
    return null;
  }, [view, actor, mode, victims, ctx, act, robberPick, t, printed, setMode]);

  return { targets, robVictim };
}
