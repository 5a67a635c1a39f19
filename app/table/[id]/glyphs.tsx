// Small drawings for the buttons of the tablet and the phones, in place of emoji and dingbats
// (Debian's Chromium has no emoji font and draws some of them as empty boxes). Decorative:
// every button also says what it does in words.

import { LineIcon } from '@/app/ui/line-icon';

export type GlyphName =
  | 'knight'
  | 'card'
  | 'trade'
  | 'next'
  | 'flip'
  | 'undo'
  | 'redo'
  | 'check'
  | 'rotate';

const PATHS: Readonly<Record<GlyphName, string>> = {
  // Two crossed swords.
  knight: 'M4 4l14 14M20 4L6 18M15 21l6-6M3 15l6 6',
  // A card with a star-like mark.
  card: 'M6 3h12v18H6zM12 8l1.2 2.8L16 12l-2.8 1.2L12 16l-1.2-2.8L8 12l2.8-1.2z',
  // Two arrows, one each way.
  trade: 'M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4',
  // An arrow onward.
  next: 'M4 12h15M13 6l6 6-6 6',
  // Up and down: turn the screen round.
  flip: 'M8 20V4M4 8l4-4 4 4M16 4v16M12 16l4 4 4-4',
  undo: 'M9 7L4 12l5 5M4 12h11a5 5 0 0 1 0 10h-2',
  redo: 'M15 7l5 5-5 5M20 12H9a5 5 0 0 0 0 10h2',
  check: 'M4 12.5l5 5L20 6',
  // A quarter-turn arrow round a square: turn the board to face another side.
  rotate: 'M7 9h8v8H7zM4 13a8 8 0 0 1 13-8M17 2v3h-3',
};

export function Glyph({ name, size = 24 }: { name: GlyphName; size?: number }) {
  return <LineIcon d={PATHS[name]} size={size} />;
}
