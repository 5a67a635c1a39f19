// Small drawings for Starfarers' pieces and awards, our own, in place of emoji (Debian's
// Chromium has no emoji font). Decorative: every use also says what it is in words.

import { LineIcon } from '@/app/ui/line-icon';
import type { SfAward, SfItem } from '@/lib/game';

export type SfIconName = SfItem | SfAward | 'earth';

const PATHS: Readonly<Record<SfIconName, string>> = {
  // A dome on a ground line.
  colony: 'M3 19h18M6 19v-4a6 6 0 0 1 12 0v4M10 19v-3h4v3',
  // A dome with a mast and a ring around it.
  spaceport: 'M3 19h18M6 19v-4a6 6 0 0 1 12 0v4M12 9V3M9 5h6M2 15c3-2 17-2 20 0',
  // A nozzle with a flame.
  booster: 'M8 3h8l-1 9H9zM9 12l-2 4M15 12l2 4M10 16l2 5 2-5',
  // A barrel on a wheel.
  cannon: 'M4 14l14-7 2 4-14 7zM8 16a3 3 0 1 0 0.1 0',
  // Two rings, one inside the other.
  freightRing: 'M12 3a9 9 0 1 0 0.1 0M12 8a4 4 0 1 0 0.1 0',
  // A ship seen from above.
  ship: 'M12 2l5 9v8l-5 3-5-3v-8zM7 15l-4 3M17 15l4 3',
  // A ship with a dome on its back.
  colonyShip: 'M12 2l5 9v8l-5 3-5-3v-8zM9 13a3 3 0 0 1 6 0z',
  // A ship with a crate on its back.
  tradeShip: 'M12 2l5 9v8l-5 3-5-3v-8zM9.5 11h5v5h-5z',
  // A ring station with a dock.
  tradeStation: 'M12 4a8 8 0 1 0 0.1 0M12 9a3 3 0 1 0 0.1 0M12 20v3',
  // Two hands meeting.
  friendship: 'M2 12l5-4 5 4 5-4 5 4M7 8v9M17 8v9M9 14l3 2 3-2',
  // A skull-like mask.
  pirate: 'M6 10a6 6 0 0 1 12 0v4l-2 1v3H8v-3l-2-1zM9 11h1M14 11h1M10 18v2M14 18v2',
  // A snowflake.
  ice: 'M12 2v20M3.5 7l17 10M3.5 17l17-10M9 4l3 2 3-2M9 20l3-2 3 2',
  // A ring with a star.
  fame: 'M12 4a8 8 0 1 0 0.1 0M12 8l1.3 2.7 2.7.4-2 1.9.5 2.8-2.5-1.3-2.5 1.3.5-2.8-2-1.9 2.7-.4z',
  // A globe.
  earth: 'M12 3a9 9 0 1 0 0.1 0M3 12h18M12 3c-4 4-4 14 0 18M12 3c4 4 4 14 0 18',
};

/** One piece or award as a line drawing, `size` in CSS pixels. */
export function SfIcon({ name, size = 24 }: { name: SfIconName; size?: number }) {
  return <LineIcon d={PATHS[name]} size={size} strokeWidth={2.2} />;
}

export const EarthIcon = ({ size = 32 }: { size?: number }) => <SfIcon name="earth" size={size} />;
