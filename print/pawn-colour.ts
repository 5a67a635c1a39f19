// What a printed pawn looks like by its colour: a table seat's (lib/colors/seats.ts; the
// initial is its colour name's first letter, as SeatMark shows it) or a box colour's
// (lib/colors/box.ts; the shortest start of its name that tells it from the others).

import { BOX_COLORS, boxColor, boxInitial } from '../lib/colors/box';
import { SEAT_COLORS, type SeatPattern } from '../lib/colors/seats';
import type { Lang } from '../lib/i18n/names';
import type { PawnColour } from './pieces';

export interface PawnLook {
  readonly fill: string;
  readonly ink: string;
  readonly pattern: SeatPattern;
  /** The colour's name in the kit's language. */
  readonly name: string;
  /** The mark on the piece's white disc. */
  readonly initial: string;
}

export function pawnLook(colour: PawnColour, lang: Lang): PawnLook {
  if (typeof colour === 'string') {
    const c = boxColor(colour);
    return {
      fill: c.fill,
      ink: c.ink,
      pattern: c.pattern,
      name: c.names[lang],
      initial: boxInitial(c.id, lang),
    };
  }
  const seat = SEAT_COLORS[(colour - 1) % SEAT_COLORS.length] ?? (SEAT_COLORS[0] as never);
  const name = seat.names[lang];
  return {
    fill: seat.id,
    ink: seat.ink,
    pattern: seat.pattern,
    name,
    initial: ([...name][0] ?? '?').toLocaleUpperCase(),
  };
}

/** Every colour a pawn may take, seats first: what /print offers. */
export const PAWN_COLOURS: readonly PawnColour[] = [
  ...SEAT_COLORS.map((_, i) => i + 1),
  ...BOX_COLORS.map((c) => c.id),
];
