// Discovery, what may be offered now: the harbor just drawn, to the seat that may turn it, and
// what a group drawing from its own bag may enter as drawn (drawHex).

import { discovers } from '../../context';
import type { BagDraw, LegalPart } from '../../legal';
import { terrainToResource } from '../../production';
import { actorOf, harborTurns } from '../../spots';
import type { GameView } from '../../view';
import { MAX_WAITING_DRAWS } from './decide';

function bagDraw(view: GameView, seat: number): BagDraw | null {
  const isl = view.island;
  if (!isl || (view.phase !== 'play' && view.phase !== 'setup') || actorOf(view) !== seat)
    return null;
  if (isl.drawn.length >= MAX_WAITING_DRAWS || isl.left.hexes.length === 0) return null;
  const seen = new Set<string>();
  const hexes = isl.left.hexes.flatMap((h) => {
    const k = `${h.terrain}:${h.harbor ?? ''}`;
    if (seen.has(k)) return [];
    seen.add(k);
    const token = !h.harbor && terrainToResource(h.terrain) !== null && isl.left.tokens.length > 0;
    return [{ ...h, token }];
  });
  const tokens = [...new Set(isl.left.tokens)];
  return { hexes, tokens, command: { type: 'drawHex', seat, terrain: '' } };
}

export const legal: LegalPart<'harborTurn' | 'bagDraw'> = (view, ctx, seat) => {
  const ht = harborTurns(view);
  const draw = discovers(ctx) ? bagDraw(view, seat) : null;
  if (!ht || ht.seat !== seat) return { harborTurn: null, bagDraw: draw };
  const { hex } = ht;
  return {
    harborTurn: {
      ...ht,
      commands: ht.options.map((faces) => ({ type: 'turnHarbor', seat, hex, faces })),
    },
    bagDraw: draw,
  };
};
