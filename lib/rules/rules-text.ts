// A ruleset's rules text, composed from its data and features (one function for the tablet's
// rules card and the printed rules page): every sentence states a number or a switch of the
// definition, in the words of one language (lib/rules/rules-words/<lang>.ts). Nothing here is
// keyed by a ruleset's id, so a ruleset made of existing features needs no words of its own
// beyond its name (lib/i18n/rulesets.ts). Checked per ruleset × language by
// test/unit/rules-text.test.ts.

import {
  type Cost,
  getRuleset,
  type Ruleset,
  type RulesetId,
  STARFARERS_LIMITS,
  type Track,
} from './rulesets';

export type BetweenKind = Ruleset['betweenTurns'][number];
export type FirstCards = Ruleset['initialProduction'];
export type SetupOrder = Ruleset['features']['setupOrder'];

/** The sections of the rules, in the order both faces show them. */
export const RULES_SECTIONS = [
  'goal',
  'setup',
  'turn',
  'commodities',
  'seven',
  'trade',
  'barbarians',
  'knights',
  'cities',
  'progress',
  'dev',
  'own',
] as const;
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
  /** Cities and knights (../shared/rules-cities-knights.md): its features' sentences. */
  readonly ck: CkWords;
}

/**
 * The sentences of cities and knights' features, each taking the definition's numbers (the
 * progress decks are summarised: each card's words are lib/i18n/progress-cards.ts').
 */
export interface CkWords {
  /** Resource and commodity names, for costs ("1 wool + 1 ore") and the tracks. */
  readonly names: Readonly<Record<string, string>>;
  /** A settlement and road, then (snake order) a city and road; cards from the city only. */
  readonly setupCity: string;
  /** Red, yellow and the event die; the event die first, then production or the 7. */
  readonly turn: string;
  /** What a city pays beside each terrain; `bank` of each commodity. */
  readonly commodities: (bank: number) => string;
  /** Commodities are cards like resources (limit, robber, trade; a 2:1 harbor takes its own). */
  readonly commodityCards: string;
  /** Until the first attack the robber sleeps (a 7 still makes players discard). */
  readonly robberSleeps: string;
  /** The 7-card limit rises by `per` for each city wall. */
  readonly wallLimit: (per: number) => string;
  /** Three ship faces move the ship; on step `steps` it lands at once, before production. */
  readonly barbarians: (steps: number) => string;
  readonly strength: string;
  readonly defendersWin: string;
  readonly barbariansWin: string;
  readonly afterAttack: string;
  /** Knights: how many of each level, hire, activate and promote costs, the fortress' level. */
  readonly knights: (
    perLevel: number,
    hire: string,
    activate: string,
    promote: string,
    fortressAt: number,
  ) => string;
  readonly knightActions: string;
  readonly knightRoads: string;
  /** Three tracks of `levels` levels, each paid in its commodity (level n costs n). */
  readonly improvements: (levels: number, paidIn: Readonly<Record<Track, string>>) => string;
  /** The three level abilities: trading house (at, rate), fortress, aqueduct. */
  readonly abilities: (
    tradingHouse: { readonly at: number; readonly rate: number },
    fortressAt: number,
    aqueductAt: number,
  ) => string;
  readonly metropolis: (at: number, lockedAt: number, vp: number) => string;
  readonly walls: (max: number, cost: string, limit: number) => string;
  /** The three decks and drawing on a gate face. */
  readonly progress: string;
  /** The hand limit, when cards are played, and that the robber does not take them. */
  readonly progressHand: string;
  /** What scores: longest road's points, a metropolis' points; no development cards or army. */
  readonly points: (road: number | null, metropolisVp: number) => string;
}

/** A cost in one language's names: "1 wool + 1 ore". */
const costText = (c: Cost, names: Readonly<Record<string, string>>): string =>
  Object.entries(c)
    .map(([r, n]) => `${n} ${names[r] ?? r}`)
    .join(' + ');

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

/**
 * The rules of a ruleset in one language, section by section (empty sections left out).
 * Cities and knights' features (commodities, the city at set-up, the barbarians, knights, city
 * improvements, walls) each add their sentences; its progress cards are summarised.
 */
export function rulesText(
  id: RulesetId | Ruleset,
  w: RulesTextWords,
  table: RulesTable = {},
): readonly RulesSection[] {
  const rs = typeof id === 'string' ? getRuleset(id) : id;
  const f = rs.features;
  const ck = w.ck;
  const cost = (c: Cost) => costText(c, ck.names);
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
      ...(f.setupCity
        ? [ck.setupCity]
        : [w.setup[f.setupOrder], w.firstCards(rs.initialProduction, rs.initialChosenCards)]),
      ...(f.harborSpacing !== null ? [w.harborSpacing(f.harborSpacing)] : []),
    ],
    turn: f.starfarers ? [w.starfarers.production] : f.barbarians ? [ck.turn] : [w.turn],
    commodities: f.commodities ? [ck.commodities(f.commodities.bank)] : [],
    seven: [
      island
        ? w.seven(rs.discardAt, f.steal === 'optional')
        : w.starfarers.seven(rs.discardAt, f.steal === 'optional'),
      ...(f.barbarians ? [ck.robberSleeps] : []),
      ...(f.walls ? [ck.wallLimit(f.walls.limit)] : []),
    ],
    trade: [
      w.trade(rs.trade.players, rs.trade.bank, rs.trade.genericHarbor, rs.trade.specialHarbor),
      ...(f.commodities ? [ck.commodityCards] : []),
      ...bankFor,
      ...(f.earthSupply ? [w.earthSupply(STARFARERS_LIMITS.earthSupplyBelowVp)] : []),
    ],
    barbarians: f.barbarians
      ? [
          ck.barbarians(f.barbarians.steps),
          ck.strength,
          ck.defendersWin,
          ck.barbariansWin,
          ck.afterAttack,
        ]
      : [],
    knights: f.knights
      ? [
          ck.knights(
            f.knights.perLevel,
            cost(f.knights.hire),
            cost(f.knights.activate),
            cost(f.knights.promote),
            f.improvements?.fortressAt ?? 0,
          ),
          ck.knightActions,
          ck.knightRoads,
        ]
      : [],
    cities: [
      ...(f.improvements
        ? [
            ck.improvements(
              f.improvements.levels,
              // Each track's commodity by its name in the language ("cloth" is "Tuch").
              {
                trade: ck.names[f.improvements.paidIn.trade] ?? f.improvements.paidIn.trade,
                politics:
                  ck.names[f.improvements.paidIn.politics] ?? f.improvements.paidIn.politics,
                science: ck.names[f.improvements.paidIn.science] ?? f.improvements.paidIn.science,
              },
            ),
            ck.abilities(
              f.improvements.tradingHouse,
              f.improvements.fortressAt,
              f.improvements.aqueductAt,
            ),
            ck.metropolis(
              f.improvements.metropolisAt,
              f.improvements.lockedAt,
              f.improvements.metropolisVp,
            ),
          ]
        : []),
      ...(f.walls ? [ck.walls(f.walls.max, cost(f.walls.cost), f.walls.limit)] : []),
    ],
    // Progress cards come with the improvements (their levels decide who draws).
    progress: f.improvements
      ? [
          ck.progress,
          ck.progressHand,
          ck.points(rs.longestRoad?.vp ?? null, f.improvements.metropolisVp),
        ]
      : [],
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
