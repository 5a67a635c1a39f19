// A progress card's listed command named the way the table sees the board: dice as red and
// yellow, a hex by terrain and number, a road by owner and numbers, a spot by the numbers
// around it, a player by name. It words what the legal list enumerates; it decides nothing.

import type { ProgressUiWords } from '@/app/ui/i18n-progress';
import { vertexNumbers } from '@/lib/game/ck-table';
import { isKnown } from '@/lib/game/features/progress/cards';
import type { CommandOf } from '@/lib/game/legal';
import { hexNow, roadNow } from '@/lib/game/progress-table';
import type { GameView } from '@/lib/game/view';
import type { VertexId } from '@/lib/hex';
import { type Lang, TERRAIN_NAMES } from '@/lib/i18n/names';

export interface LabelKit {
  readonly view: GameView;
  readonly w: ProgressUiWords;
  readonly lang: Lang;
  /** A resource's or commodity's name on this screen. */
  readonly label: (r: string) => string;
  /** A seat's name. */
  readonly name: (seat: number) => string;
}

export const spotNumbers = (view: GameView, v: string) =>
  vertexNumbers(view, v as VertexId).join(' · ');

export function hexLabel(k: LabelKit, hex: string): string {
  const h = hexNow(k.view, hex);
  if (!h) return hex;
  const terrain = (TERRAIN_NAMES[k.lang] as Record<string, string>)[h.terrain] ?? h.terrain;
  return k.w.hexAt(terrain, h.token);
}

/** The parts of a play's command, worded and joined. */
export function playLabel(k: LabelKit, c: CommandOf<'playProgress'>): string {
  const { w, view } = k;
  const parts: string[] = [];
  if (c.dice) parts.push(w.dice(c.dice[0], c.dice[1]));
  if (c.track) parts.push(w.freeLevel(w.decks[c.track]));
  if (c.metropolis) parts.push(w.withMetropolis(spotNumbers(view, c.metropolis)));
  if (c.vertex) parts.push(w.spotAt(spotNumbers(view, c.vertex)));
  if (c.vertices) parts.push(c.vertices.map((v) => w.knightAt(spotNumbers(view, v))).join(' + '));
  if (c.hexes) parts.push(w.swap(...(c.hexes.map((h) => hexLabel(k, h)) as [string, string])));
  if (c.hex) parts.push(hexLabel(k, c.hex));
  if (c.resource) parts.push(k.label(c.resource));
  if (c.target !== undefined) parts.push(k.name(c.target));
  if (c.edge) {
    const r = roadNow(view, c.edge);
    parts.push(w.roadBy(r?.seat == null ? '' : k.name(r.seat), r?.numbers.join(' · ') ?? ''));
  }
  if (c.offers) {
    const r = c.offers.find((x) => x !== null);
    parts.push(r ? w.offerEach(k.label(r)) : w.offerNothing);
  }
  return parts.join(' · ') || w.play;
}

/** An answer picked from a list (a commodity, a progress card, a knight or a spot). */
export function answerLabel(k: LabelKit, c: CommandOf<'answerProgress'>, knight: boolean): string {
  const { w, view } = k;
  if (c.cards) return Object.keys(c.cards).map(k.label).join(', ');
  if (c.card !== undefined)
    return c.card === null
      ? w.takeNone
      : isKnown(c.card)
        ? w.cards[c.card].name
        : w.unknownCard(w.decks[c.deck ?? 'science']);
  if (c.vertex !== undefined)
    return c.vertex === null
      ? w.toSupply
      : (knight ? w.knightAt : w.spotAt)(spotNumbers(view, c.vertex));
  return w.send;
}
