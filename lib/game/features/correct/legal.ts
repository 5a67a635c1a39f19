// Corrections, what may be offered now: to the host's table, the rolls that may be corrected,
// the pieces that may be moved (with their legal spots) or removed, the seats' hands, the
// bank's resources and the phones' open requests; to a seat, whether it may ask.

import type { EdgeId, VertexId } from '../../../hex';
import { contextOf, type GameContext } from '../../context';
import type { CommandOf, LegalPart } from '../../legal';
import { type RollValue, rollValueSum } from '../../roll';
import { shipsOf } from '../../slices';
import { publicState } from '../../spots';
import type { GameState, PieceKind, Seat } from '../../types';
import type { GameView, SeenRequest } from '../../view';
import { pieceAt, targetProblem, without } from './decide';

/** A roll that may be corrected: its turn, who rolled, the dice as entered. */
export interface CorrectableRoll {
  readonly turn: number;
  readonly seat: Seat;
  readonly dice: RollValue;
}

/** A piece that may be moved (to one of `targets`) or removed. */
export interface CorrectablePiece {
  readonly at: VertexId | EdgeId;
  readonly seat: Seat;
  readonly piece: PieceKind;
  readonly targets: readonly (VertexId | EdgeId)[];
}

export interface CorrectActions {
  /** Newest first; a 7 is not among them (undo back to it instead). */
  readonly rolls: readonly CorrectableRoll[];
  readonly pieces: readonly CorrectablePiece[];
  /** Seats whose hand may be set. */
  readonly hands: readonly Seat[];
  /** Resources whose bank count may be set ([]: this game's bank never runs out). */
  readonly bank: readonly string[];
  /** The phones' open requests, each with the command accepting it (a correction to the
   * hand asked for, with its reason) and the one declining it. */
  readonly requests: readonly (SeenRequest & {
    readonly accept: CommandOf<'correct'>;
    readonly decline: CommandOf<'declineCorrection'>;
  })[];
}

const open = (view: GameView) => view.phase !== 'order' && view.phase !== 'over';

/** Where a piece may be moved to (decide's correct accepts exactly these). */
export function pieceTargets(view: GameView, at: string): (VertexId | EdgeId)[] {
  return targetsIn(publicState(view), contextOf(view.config), at);
}

function targetsIn(s: GameState, ctx: GameContext, at: string): (VertexId | EdgeId)[] {
  const found = pieceAt(s, ctx, at);
  if (!found) return [];
  const lifted = without(s, found.piece, found.index);
  const ids: readonly string[] =
    found.piece === 'settlement' || found.piece === 'city' ? ctx.topo.vertices : ctx.topo.edges;
  return ids.filter(
    (id) => id !== at && targetProblem(lifted, ctx, found.seat, found.piece, id) === null,
  ) as (VertexId | EdgeId)[];
}

export const legal: LegalPart<'correct' | 'requestCorrection'> = (view, ctx, seat) => {
  const host = view.viewer === 'table' && open(view);
  // A view kept offline from before corrections existed has none: nothing to correct yet.
  const kept = view.corrections ?? { rolls: [], requests: [] };
  let correct: CorrectActions | null = null;
  if (host) {
    const board = view.config.board !== null;
    const pieces: CorrectablePiece[] = [];
    if (board) {
      view.buildings.forEach((b, v) => {
        const at = ctx.topo.vertices[v];
        if (b && at) pieces.push({ at, seat: b.seat, piece: b.kind, targets: [] });
      });
      view.roads.forEach((r, e) => {
        const at = ctx.topo.edges[e];
        if (r !== null && at) pieces.push({ at, seat: r, piece: 'road', targets: [] });
      });
      shipsOf(view).forEach((r, e) => {
        const at = ctx.topo.edges[e];
        if (r !== null && at) pieces.push({ at, seat: r, piece: 'ship', targets: [] });
      });
    }
    const s = publicState(view);
    correct = {
      rolls: kept.rolls
        .filter((m) => rollValueSum(m.dice) !== 7)
        .map((m) => ({ turn: m.turn, seat: m.seat, dice: m.dice }))
        .reverse(),
      pieces: pieces.map((p) => ({ ...p, targets: targetsIn(s, ctx, p.at) })),
      hands: view.players.map((_, i) => i),
      bank: ctx.ruleset.bankPerResource > 0 ? ctx.resources : [],
      requests: kept.requests.map((q) => ({
        ...q,
        accept: { type: 'correct', reason: q.reason, fix: { kind: 'request', id: q.id } },
        decline: { type: 'declineCorrection', id: q.id },
      })),
    };
  }
  return {
    correct,
    requestCorrection:
      view.viewer === seat && open(view)
        ? { type: 'requestCorrection', seat, hand: {}, reason: '' }
        : null,
  };
};
