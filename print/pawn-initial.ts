// The initial a seat's printed pieces carry: the first letter of its colour's name in the
// kit's language (the table's seat colours, lib/colors/seats.ts), as SeatMark shows it.

import { SEAT_COLORS } from '../lib/colors';
import type { Lang } from '../lib/i18n/names';

export function pawnInitialOf(seat: number, lang: Lang): string {
  const name = SEAT_COLORS[(seat - 1) % SEAT_COLORS.length]?.names[lang] ?? '?';
  return ([...name][0] ?? '?').toLocaleUpperCase();
}
