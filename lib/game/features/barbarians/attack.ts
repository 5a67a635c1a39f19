// The barbarians' arithmetic (rules-cities-knights.md, "The barbarians"), shared by decide and
// the fold: the event die's faces, the ship's step, and who wins an attack and who pays.

import type { Attack, EventFace, GameState, Seat } from '../../types';

/** The event die's six faces: three ships, then the trade, politics and science gates. */
export const EVENT_DIE: readonly EventFace[] = [
  'ship',
  'ship',
  'ship',
  'trade',
  'politics',
  'science',
];

/** Per seat, the levels of its active knights (basic 1, strong 2, mighty 3). */
export function activeKnightLevels(s: Pick<GameState, 'players' | 'knightPieces'>): number[] {
  const out = s.players.map(() => 0);
  for (const k of s.knightPieces ?? []) if (k?.active) out[k.seat] = (out[k.seat] ?? 0) + k.level;
  return out;
}

/** Per seat: its cities that could be pillaged (not metropolises), as intersection indices. */
export function pillageable(
  s: Pick<GameState, 'buildings' | 'improvements'> & { readonly players: readonly unknown[] },
): number[][] {
  const out: number[][] = s.players.map(() => []);
  const imp = s.improvements;
  const metro = imp
    ? [imp.metropolises.trade, imp.metropolises.politics, imp.metropolises.science].flatMap((m) =>
        m ? [m.vertex] : [],
      )
    : [];
  s.buildings.forEach((b, v) => {
    if (b?.kind === 'city' && !metro.includes(v)) out[b.seat]?.push(v);
  });
  return out;
}

/**
 * An attack now: strength (every city, metropolises included) against the active knights'
 * levels; a tie goes to the defenders. Barbarians: among the seats with a city that can be
 * pillaged, those with the least knight strength each lose one. Defenders: the one best
 * defender, or the seats tied for best.
 */
export function attackNow(
  s: Pick<GameState, 'buildings' | 'players' | 'knightPieces' | 'improvements'>,
): Attack {
  const strength = s.buildings.filter((b) => b?.kind === 'city').length;
  const knights = activeKnightLevels(s);
  const defence = knights.reduce((a, b) => a + b, 0);
  if (defence >= strength) {
    const best = Math.max(...knights);
    const tops = knights.flatMap((k, seat) => (k === best ? [seat] : []));
    return {
      strength,
      knights,
      defence,
      winner: 'defenders',
      losers: [],
      defender: tops.length === 1 ? (tops[0] ?? null) : null,
      tied: tops.length === 1 ? [] : tops,
    };
  }
  const cities = pillageable(s);
  const exposed = knights.flatMap((_k, seat): Seat[] =>
    (cities[seat]?.length ?? 0) > 0 ? [seat] : [],
  );
  const least = Math.min(...exposed.map((seat) => knights[seat] ?? 0));
  const losers = exposed.filter((seat) => (knights[seat] ?? 0) === least);
  return { strength, knights, defence, winner: 'barbarians', losers, defender: null, tied: [] };
}

/** Whether the robber still sleeps (cities and knights, before the first attack). */
export const robberSleeps = (s: Pick<GameState, 'barbarians'>): boolean =>
  s.barbarians !== null && s.barbarians.attacks === 0;
