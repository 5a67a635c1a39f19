// Knights, the legal actions: where `seat` may hire a basic knight, and which of its knights it
// may activate or promote now — each with its command, exactly what decide() accepts (from the
// seat's own view: the costs need its hand; the table's view lists none).

import type { VertexId } from '../../../hex';
import { touchesOwnLine } from '../../build';
import { covers } from '../../hand';
import type { LegalPart } from '../../legal';
import { publicState, robberSpots, victimsAt } from '../../spots';
import { mayAct } from '../../turn';
import type { KnightPiece } from '../../types';
import { handOf } from '../../view';
import { robberSleeps } from '../barbarians/attack';
import {
  displaceable,
  displacedSpots,
  hasFortress,
  hexesBeside,
  knightReach,
  knightsAt,
  mayActNow,
} from './decide';

export const legal: LegalPart<'knights' | 'displaced'> = (view, ctx, seat) => {
  const rules = ctx.ruleset.features.knights;
  const h = handOf(view, seat);
  const pend = view.phase === 'play' ? view.turn.pending : null;
  const displaced =
    pend?.kind === 'displaced' && view.knightPieces
      ? (() => {
          const spots = displacedSpots(publicState(view), ctx, pend.seat).map(
            (v) => ctx.topo.vertices[v] as VertexId,
          );
          const commands = spots.length
            ? spots.map((vertex) => ({ type: 'placeDisplaced' as const, seat: pend.seat, vertex }))
            : [{ type: 'placeDisplaced' as const, seat: pend.seat, vertex: null }];
          return { seat: pend.seat, spots, commands };
        })()
      : null;
  if (!rules || !view.knightPieces || !h || !mayAct(view, seat, { sbpOk: true }))
    return { knights: null, displaced };
  const s = publicState(view);
  const ids = ctx.topo.vertices;
  const mine = (f: (k: KnightPiece) => boolean): VertexId[] =>
    (view.knightPieces ?? []).flatMap((k, v): VertexId[] => {
      const id = ids[v];
      return k && k.seat === seat && id && f(k) ? [id] : [];
    });
  const hire =
    covers(h, rules.hire) && knightsAt(view, seat, 1) < rules.perLevel
      ? ids.filter(
          (_, v) =>
            !view.buildings[v] && !view.knightPieces?.[v] && touchesOwnLine(s, ctx, seat, v),
        )
      : [];
  const activate = covers(h, rules.activate) ? mine((k) => !k.active) : [];
  // Mighty needs the fortress (politics level 3).
  const fortress = hasFortress(view, ctx, seat);
  const promote = covers(h, rules.promote)
    ? mine(
        (k) =>
          k.promoted !== view.turn.number &&
          ((k.level === 1 && knightsAt(view, seat, 2) < rules.perLevel) ||
            (k.level === 2 && fortress && knightsAt(view, seat, 3) < rules.perLevel)),
      )
    : [];
  // Moves and chases: each knight that may act now (active, not activated this turn).
  const actors = (view.knightPieces ?? []).flatMap((k, v) =>
    k && k.seat === seat && mayActNow(k, view.turn.number) ? [v] : [],
  );
  const moves = actors.map((v) => ({
    from: ids[v] as VertexId,
    to: knightReach(s, ctx, seat, v).map((w) => ids[w] as VertexId),
    displace: displaceable(s, ctx, seat, v).map((w) => ids[w] as VertexId),
  }));
  const awake = !robberSleeps(view);
  const chases = actors.flatMap((v) =>
    awake && hexesBeside(ctx, v).includes(view.robber)
      ? robberSpots(view).map((hex) => ({
          vertex: ids[v] as VertexId,
          hex,
          victims: victimsAt(view, seat, hex),
        }))
      : [],
  );
  return {
    knights: {
      hire,
      activate,
      promote,
      moves,
      chases,
      commands: [
        ...hire.map((vertex) => ({ type: 'hireKnight' as const, seat, vertex })),
        ...activate.map((vertex) => ({ type: 'activateKnight' as const, seat, vertex })),
        ...promote.map((vertex) => ({ type: 'promoteKnight' as const, seat, vertex })),
        ...moves.flatMap((m) =>
          m.to.map((to) => ({ type: 'moveKnight' as const, seat, from: m.from, to })),
        ),
        ...moves.flatMap((m) =>
          m.displace.map((to) => ({ type: 'displaceKnight' as const, seat, from: m.from, to })),
        ),
        ...chases.flatMap((c) =>
          c.victims.length
            ? c.victims.map((victim) => ({
                type: 'chaseRobber' as const,
                seat,
                vertex: c.vertex,
                hex: c.hex,
                victim,
              }))
            : [{ type: 'chaseRobber' as const, seat, vertex: c.vertex, hex: c.hex }],
        ),
      ],
    },
    displaced,
  };
};
