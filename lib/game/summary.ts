// The final (or current) position in a form people and scripts read: per player the hand,
// buildings, knights and scores; longest road and largest army; robber; bank; winner.

import { contextOf } from './context';
import { cardsLeft } from './features/dev/unknown';
import { total } from './hand';
import { scoreOf } from './score';
import { shipCount } from './slices';
import type { GameState, Hand } from './types';

export interface PlayerSummary {
  readonly seat: number;
  readonly name: string;
  readonly color: string;
  readonly hand: Hand;
  readonly cards: number;
  readonly devCards: number;
  readonly settlements: number;
  readonly cities: number;
  readonly roads: number;
  readonly ships: number;
  readonly knights: number;
  readonly roadLength: number;
  readonly publicVp: number;
  readonly trueVp: number;
  readonly vpParts: Readonly<Record<string, number>>;
}

export interface GameSummary {
  readonly ruleset: string;
  readonly version: number;
  readonly phase: GameState['phase'];
  readonly turn: number;
  readonly players: readonly PlayerSummary[];
  readonly longestRoad: { readonly holder: number | null; readonly length: number };
  readonly largestArmy: { readonly holder: number | null; readonly knights: number };
  readonly robber: string | null;
  readonly bank: Hand | null;
  readonly devDeckLeft: number;
  readonly winner: number | null;
}

/** Everything the CLI prints, as data. */
export function summarize(s: GameState): GameSummary {
  const ctx = contextOf(s.config);
  const lrHolder = s.longestRoad.holder;
  const laHolder = s.largestArmy.holder;
  const robberHex = s.robber >= 0 ? ctx.topo.hexes[s.robber] : undefined;
  return {
    ruleset: s.config.ruleset,
    version: s.version,
    phase: s.phase,
    turn: s.turn.number,
    players: s.players.map((p, i) => {
      const sc = scoreOf(s, i);
      const info = s.config.players[i];
      return {
        seat: i,
        name: info?.name ?? `seat ${i}`,
        color: info?.color ?? '',
        hand: p.hand,
        cards: total(p.hand),
        devCards: p.dev.length,
        settlements: p.sf ? p.sf.colonies.filter((c) => !c.spaceport).length : p.settlements,
        cities: p.sf ? p.sf.colonies.filter((c) => c.spaceport).length : p.cities,
        roads: p.roads,
        ships: shipCount(p),
        knights: p.knights,
        roadLength: s.longestRoad.lengths[i] ?? 0,
        publicVp: sc.public,
        trueVp: sc.true,
        vpParts: sc.parts,
      };
    }),
    longestRoad: {
      holder: lrHolder,
      length: lrHolder === null ? 0 : (s.longestRoad.lengths[lrHolder] ?? 0),
    },
    largestArmy: {
      holder: laHolder,
      knights: laHolder === null ? 0 : (s.players[laHolder]?.knights ?? 0),
    },
    robber: robberHex ? `${robberHex.q},${robberHex.r}` : null,
    bank: ctx.ruleset.bankPerResource > 0 ? s.bank : null,
    devDeckLeft: cardsLeft(s),
    winner: s.winner,
  };
}

/** A plain-text rendering of the summary, one line per fact. */
export function formatSummary(g: GameSummary): string {
  const name = (i: number | null) => (i === null ? 'nobody' : (g.players[i]?.name ?? `seat ${i}`));
  const hand = (h: Hand) =>
    Object.entries(h)
      .map(([r, n]) => `${r} ${n}`)
      .join(', ');
  const lines = [`${g.ruleset} · ${g.phase} · turn ${g.turn} · ${g.version} events`];
  for (const p of g.players)
    lines.push(
      `${p.name} (${p.color}): VP ${p.publicVp} public / ${p.trueVp} true · hand ${p.cards} [${hand(p.hand)}] · dev ${p.devCards} · settlements ${p.settlements}, cities ${p.cities}, roads ${p.roads}${p.ships ? `, ships ${p.ships}` : ''} · knights ${p.knights} · road ${p.roadLength}`,
    );
  lines.push(
    `longest road: ${name(g.longestRoad.holder)}${g.longestRoad.holder === null ? '' : ` (${g.longestRoad.length})`}`,
  );
  lines.push(
    `largest army: ${name(g.largestArmy.holder)}${g.largestArmy.holder === null ? '' : ` (${g.largestArmy.knights})`}`,
  );
  lines.push(`robber: ${g.robber ?? 'off the table'}`);
  lines.push(
    `bank: ${g.bank ? hand(g.bank) : 'unlimited'} · development cards left ${g.devDeckLeft}`,
  );
  lines.push(`winner: ${g.winner === null ? 'none yet' : name(g.winner)}`);
  return lines.join('\n');
}
