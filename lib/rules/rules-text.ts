// A ruleset's rules text, composed from its data and features (one function for the tablet's
// rules card and the printed rules page): every sentence states a number or a switch of the
// definition, in the words of one language (lib/rules/rules-words/<lang>.ts). Nothing here is
// keyed by a ruleset's id, so a ruleset made of existing features needs no words of its own
// beyond its name (lib/i18n/rulesets.ts). Checked per ruleset × language by
// test/unit/rules-text.test.ts.

import { getRuleset, type Ruleset, type RulesetId, STARFARERS_LIMITS } from './rulesets';

export type BetweenKind = Ruleset['betweenTurns'][number];
export type FirstCards = Ruleset['initialProduction'];
export type SetupOrder = Ruleset['features']['setupOrder'];

/** The sections of the rules, in the order both faces show them. */
export const RULES_SECTIONS = ['goal', 'setup', 'turn', 'seven', 'trade', 'dev', 'own'] as const;
export type RulesSectionKey = (typeof RULES_SECTIONS)[number];

/** One language's words of the rules text: sentences that take the definition's numbers. */
export interface RulesTextWords {
  /** The tablet's card title. */
  readonly title: string;
  /** Section headings; `sevenOnly` heads a 7 where there is no robber (Starfarers). */
  readonly head: Readonly<Record<RulesSectionKey | 'sevenOnly', string>>;
  readonly goal: (vp: number, immediately: boolean) => string;
  /** Who starts: each rolls this many dice, the highest begins. */
  readonly start: (dice: 1 | 2) => string;
  readonly setup: Readonly<Record<SetupOrder, string>>;
  readonly firstCards: (kind: FirstCards, n: number) => string;
  /** A turn on an island board: roll, produce, trade and build. */
  readonly turn: string;
  readonly seven: (discardAt: number, optional: boolean) => string;
  readonly trade: (
    players: boolean,
    bank: number,
    generic: number | null,
    special: number | null,
  ) => string;
  /** A bank rate that differs for one resource ("trade goods 2:1"). */
  readonly bankFor: (resource: string, rate: number) => string;
  readonly dev: (perTurn: number | 'any', vpPlayed: boolean) => string;
  readonly specials: (road: number | null, army: number | null, vp: number) => string;
  /** Harbors laid around the frame with this many plain sea hexes between neighbours. */
  readonly harborSpacing: (n: number) => string;
  /** Between-turn building, one of which the table chose. */
  readonly between: Readonly<Record<BetweenKind, string>>;
  /** Both kinds offered and none chosen yet (the printed page): agree on one. */
  readonly betweenChoose: string;
  readonly discovery: string;
  readonly ships: string;
  readonly islandVp: (vp: number) => string;
  readonly homeBases: string;
  readonly earthSupply: (belowVp: number) => string;
  /** Starfarers' production, 7 and points (its own pieces, no robber). */
  readonly starfarers: {
    readonly production: string;
    readonly seven: (discardAt: number, optional: boolean) => string;
    readonly points: string;
  };
  /** Names of resources the bank rates may name (Starfarers' trade goods). */
  readonly resources: Readonly<Record<string, string>>;
}

export interface RulesSection {
  readonly key: RulesSectionKey;
  readonly head: string;
  readonly lines: readonly string[];
}

/** What the table chose where the ruleset leaves a choice. */
export interface RulesTable {
  /** The table's target, when it set one. */
  readonly vpTarget?: number | null;
  /** The between-turn building the table chose; absent: the ruleset's offer (both, agree on one). */
  readonly betweenTurns?: BetweenKind | 'none';
}

/** The rules of a ruleset in one language, section by section (empty sections left out). */
export function rulesText(
  id: RulesetId | Ruleset,
  w: RulesTextWords,
  table: RulesTable = {},
): readonly RulesSection[] {
  const rs = typeof id === 'string' ? getRuleset(id) : id;
  const f = rs.features;
  const island = !f.starfarers;
  const bankFor = Object.entries(rs.trade.bankByResource ?? {}).map(([r, rate]) =>
    w.bankFor(w.resources[r] ?? r, rate),
  );
  const between = ((): string[] => {
    const chosen = table.betweenTurns;
    if (chosen === 'none') return [];
    if (chosen !== undefined) return rs.betweenTurns.includes(chosen) ? [w.between[chosen]] : [];
    if (rs.betweenTurns.length > 1)
      return [...rs.betweenTurns.map((k) => w.between[k]), w.betweenChoose];
    return rs.betweenTurns.map((k) => w.between[k]);
  })();
  const specialVp = rs.longestRoad?.vp ?? rs.largestArmy?.vp ?? 0;
  const sections: Record<RulesSectionKey, string[]> = {
    goal: [w.goal(table.vpTarget ?? rs.vpTarget, rs.winTiming === 'immediately')],
    setup: [
      ...(f.setupOrder === 'once' ? [] : [w.start(f.startRoll.dice)]),
      w.setup[f.setupOrder],
      w.firstCards(rs.initialProduction, rs.initialChosenCards),
      ...(f.harborSpacing !== null ? [w.harborSpacing(f.harborSpacing)] : []),
    ],
    turn: f.starfarers ? [w.starfarers.production] : [w.turn],
    seven: [
      island
        ? w.seven(rs.discardAt, f.steal === 'optional')
        : w.starfarers.seven(rs.discardAt, f.steal === 'optional'),
    ],
    trade: [
      w.trade(rs.trade.players, rs.trade.bank, rs.trade.genericHarbor, rs.trade.specialHarbor),
      ...bankFor,
      ...(f.earthSupply ? [w.earthSupply(STARFARERS_LIMITS.earthSupplyBelowVp)] : []),
    ],
    dev: rs.devDeck
      ? [
          w.dev(rs.devPerTurn, rs.vpCardsCount === 'played'),
          w.specials(rs.longestRoad?.min ?? null, rs.largestArmy?.min ?? null, specialVp),
        ]
      : [],
    own: [
      ...(f.discovery ? [w.discovery] : []),
      ...(f.ships ? [w.ships] : []),
      ...(f.islandVp > 0 ? [w.islandVp(f.islandVp)] : []),
      ...(f.homeBases ? [w.homeBases] : []),
      ...(f.starfarers ? [w.starfarers.points] : []),
      ...between,
    ],
  };
  return RULES_SECTIONS.map((key) => ({
    key,
    head: key === 'seven' && !island ? w.head.sevenOnly : w.head[key],
    lines: sections[key].filter(Boolean),
  })).filter((s) => s.lines.length > 0);
}
