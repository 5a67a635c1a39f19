// The rules text composed from a ruleset (lib/rules/rules-text.ts), as the tablet's rules card
// and the printed rules page show it: per ruleset × language, a table of facts from
// ../shared/rules.md, each stated by a phrase of that language; and the fact's opposite is
// not said. The house variant (seed 000) says its one-die start and optional steal, and
// "tur", never "runda", in Swedish.

import { describe, expect, it } from 'vitest';
import { rulesCard } from '@/app/table/[id]/rules-words';
import { DEFAULT_OPTIONS } from '@/lib/game';
import { LANGS, type Lang } from '@/lib/i18n/names';
import { rulesText } from '@/lib/rules/rules-text';
import { RULES_WORDS } from '@/lib/rules/rules-words';
import { RULESET_IDS, type RulesetId } from '@/lib/rules/rulesets';

/** The cities-and-knights rulesets (../shared/rules-cities-knights.md). */
const CK_IDS = ['ck', 'ck56'] as const;

import { DIGEST_RULESETS, type DigestRuleset, inCkDigest } from '../digest';

/** What the digest says of each ruleset (quoted where it says it). */
interface Facts {
  /** "A player who has 10 or more … wins" / "Win at **18 VP**" / "first to **15 VP**". */
  readonly vp: number;
  /** "on their own turn wins" vs "the game ends the moment a player reaches the target". */
  readonly wins: 'own-turn' | 'at-once';
  /** "highest roll starts" (two dice) vs "everyone rolls one die, highest starts"; null: no roll. */
  readonly startDice: 1 | 2 | null;
  /** "holding more than 7 cards (8 or more)" vs "holding **7 or more** cards". */
  readonly discard: number;
  /** "steals one random card" vs "får" / "må" (may). */
  readonly steal: 'must' | 'may';
  /** "at most one played per turn" vs "**any number**"; null: no development cards. */
  readonly dev: 'one' | 'any' | null;
  /** "VP cards count once played" (seed 000). */
  readonly vpPlayed: boolean;
  /** "the *second* settlement" vs "from **both** initial settlements" vs "any 3 resource cards". */
  readonly firstCards: 'second' | 'both' | 'chosen' | 'none';
  /** "No trade between players" (Intimate Settlers). */
  readonly playerTrade: boolean;
  /** Extras: between-turn building, discovery, Earth's supply. */
  readonly extras: readonly ('between' | 'islands' | 'earth' | 'spiral')[];
}

const FACTS: Readonly<Record<DigestRuleset, Facts>> = {
  base: {
    vp: 10,
    wins: 'own-turn',
    startDice: 2,
    discard: 8,
    steal: 'must',
    dev: 'one',
    vpPlayed: false,
    firstCards: 'second',
    playerTrade: true,
    extras: [],
  },
  base56: {
    vp: 10,
    wins: 'own-turn',
    startDice: 2,
    discard: 8,
    steal: 'must',
    dev: 'one',
    vpPlayed: false,
    firstCards: 'second',
    playerTrade: true,
    extras: ['between'],
  },
  mupp37: {
    vp: 10,
    wins: 'at-once',
    startDice: 1,
    discard: 7,
    steal: 'may',
    dev: 'any',
    vpPlayed: true,
    firstCards: 'both',
    playerTrade: true,
    extras: ['spiral'],
  },
  intimate: {
    vp: 18,
    wins: 'own-turn',
    startDice: 2,
    discard: 8,
    steal: 'must',
    dev: 'one',
    vpPlayed: false,
    firstCards: 'chosen',
    playerTrade: false,
    extras: ['islands'],
  },
  starfarers: {
    vp: 15,
    wins: 'own-turn',
    startDice: null,
    discard: 8,
    steal: 'may',
    dev: null,
    vpPlayed: false,
    firstCards: 'none',
    playerTrade: true,
    extras: ['earth'],
  },
};

/** How each language says each fact. */
interface Phrases {
  readonly vp: (n: number) => string;
  readonly wins: Record<Facts['wins'], string>;
  readonly dice: Record<1 | 2, string>;
  readonly discard: (n: number) => string;
  readonly steal: Record<Facts['steal'], string>;
  readonly dev: Record<'one' | 'any', string>;
  readonly vpPlayed: string;
  readonly firstCards: Record<Exclude<Facts['firstCards'], 'none'>, string>;
  readonly noPlayerTrade: string;
  readonly extras: Record<Facts['extras'][number], string>;
}

const SAY: Readonly<Record<Lang, Phrases>> = {
  en: {
    vp: (n) => `${n} victory points`,
    wins: { 'own-turn': 'on their own turn wins', 'at-once': 'wins at once' },
    dice: { 1: 'rolls one die', 2: 'rolls two dice' },
    discard: (n) => `${n} cards or more`,
    steal: { must: 'and steals', may: 'may choose to steal' },
    dev: { one: 'at most one per turn', any: 'any number per turn' },
    vpPlayed: 'count once played',
    firstCards: { second: 'The second settlement', both: 'Both settlements', chosen: 'chooses 3' },
    noPlayerTrade: 'No trade between players',
    extras: {
      between: 'Between turns',
      islands: 'new island +1',
      earth: 'Earth’s supply',
      spiral: 'one sea hex',
    },
  },
  sv: {
    vp: (n) => `${n} segerpoäng`,
    wins: { 'own-turn': 'på sin egen tur vinner', 'at-once': 'vinner genast' },
    dice: { 1: 'slår en tärning', 2: 'slår två tärningar' },
    discard: (n) => `${n} kort eller fler`,
    steal: { must: 'och stjäl', may: 'får också avstå' },
    dev: { one: 'högst ett per tur', any: 'hur många som helst per tur' },
    vpPlayed: 'räknas när de spelats',
    firstCards: { second: 'Den andra byn', both: 'Båda byarna', chosen: 'väljer 3' },
    noPlayerTrade: 'Ingen handel mellan spelarna',
    extras: {
      between: 'Mellan turerna',
      islands: 'ny ö +1',
      earth: 'Jordens förråd',
      spiral: 'en havsruta',
    },
  },
  de: {
    vp: (n) => `${n} Siegpunkte`,
    wins: { 'own-turn': 'in seinem eigenen Zug', 'at-once': 'gewinnt sofort' },
    dice: { 1: 'werfen einen Würfel', 2: 'werfen zwei Würfel' },
    discard: (n) => `${n} Karten oder mehr`,
    steal: { must: 'und muss', may: 'darf, muss aber nicht' },
    dev: { one: 'höchstens eine pro Zug', any: 'beliebig viele pro Zug' },
    vpPlayed: 'zählen, sobald sie ausgespielt sind',
    firstCards: { second: 'Die zweite Siedlung', both: 'Beide Siedlungen', chosen: 'wählt 3' },
    noPlayerTrade: 'Kein Handel zwischen Spielern',
    extras: {
      between: 'Zwischen den Zügen',
      islands: 'neuen Insel +1',
      earth: 'Nachschub der Erde',
      spiral: 'einem Meerfeld',
    },
  },
  da: {
    vp: (n) => `${n} sejrspoint`,
    wins: { 'own-turn': 'i sin egen tur, vinder', 'at-once': 'vinder straks' },
    dice: { 1: 'slår én terning', 2: 'slår to terninger' },
    discard: (n) => `${n} kort eller flere`,
    steal: { must: 'og trækker', may: 'må, men skal ikke' },
    dev: { one: 'højst ét pr. tur', any: 'så mange som ønsket pr. tur' },
    vpPlayed: 'tæller, når de er spillet',
    firstCards: { second: 'Den anden bosættelse', both: 'Begge bosættelser', chosen: 'vælger 3' },
    noPlayerTrade: 'Ingen handel mellem spillerne',
    extras: {
      between: 'Mellem turene',
      islands: 'ny ø +1',
      earth: 'Jordens forsyninger',
      spiral: 'ét havfelt',
    },
  },
};

const text = (id: RulesetId, lang: Lang, table = {}) =>
  rulesText(id, RULES_WORDS[lang], table)
    .flatMap((s) => s.lines)
    .join('\n');

const other = <T>(all: readonly T[], x: unknown): T[] => all.filter((y) => y !== x);
const ROWS = DIGEST_RULESETS.flatMap((id) => LANGS.map((lang) => [id, lang] as const));

describe('the rules text states each ruleset’s facts (rules.md), in every language', () => {
  it.each(ROWS)('%s (%s)', (id, lang) => {
    const f = FACTS[id];
    const say = SAY[lang];
    const t = text(id, lang);
    const stated: string[] = [
      say.vp(f.vp),
      say.wins[f.wins],
      say.discard(f.discard),
      say.steal[f.steal],
      ...(f.startDice ? [say.dice[f.startDice]] : []),
      ...(f.dev ? [say.dev[f.dev]] : []),
      ...(f.vpPlayed ? [say.vpPlayed] : []),
      ...(f.firstCards !== 'none' ? [say.firstCards[f.firstCards]] : []),
      ...(f.playerTrade ? [] : [say.noPlayerTrade]),
      ...f.extras.map((e) => say.extras[e]),
    ];
    const denied: string[] = [
      ...other(['own-turn', 'at-once'] as const, f.wins).map((k) => say.wins[k]),
      ...other(['must', 'may'] as const, f.steal).map((k) => say.steal[k]),
      ...other([1, 2] as const, f.startDice ?? 0).map((k) => say.dice[k]),
      ...other(['one', 'any'] as const, f.dev ?? 'none').map((k) => say.dev[k]),
      ...(f.vpPlayed ? [] : [say.vpPlayed]),
      ...(['between', 'islands', 'earth', 'spiral'] as const)
        .filter((e) => !f.extras.includes(e))
        .map((e) => say.extras[e]),
    ];
    for (const s of stated) expect(t, `says "${s}"`).toContain(s);
    for (const s of denied) expect(t, `does not say "${s}"`).not.toContain(s);
  });

  it('Swedish says "tur", never "runda" (seed 000)', () => {
    for (const id of RULESET_IDS) expect(text(id, 'sv')).not.toMatch(/\brund(a|an|or|orna)\b/);
  });

  it('every language has as many lines for every ruleset', () => {
    for (const id of RULESET_IDS)
      expect(new Set(LANGS.map((l) => text(id, l).split('\n').length)).size).toBe(1);
  });
});

/** How each language says the cities-and-knights digest's facts (rules-cities-knights.md). */
interface CkPhrases {
  /** "then (snake order) one **city** with a road". */
  readonly city: string;
  /** "the **event die**". */
  readonly eventDie: string;
  /** "**The robber sleeps until the first barbarian attack**". */
  readonly sleeps: string;
  /** "12 of each in the box (18 with the 5–6 extension)". */
  readonly bank: (n: number) => string;
  /** "A **city** on forest pays 1 lumber + 1 paper". */
  readonly paper: string;
  /** "on the **7th step** it lands and attacks at once". */
  readonly ship: (n: number) => string;
  /** "A tie goes to the defenders." */
  readonly tie: string;
  /** "**its city wall is removed**". */
  readonly wall: string;
  /** "Each player has 6 knights: 2 basic, 2 strong, 2 mighty." */
  readonly knights: string;
  /** "the first player to reach level 4 of a track places that track's metropolis". */
  readonly metropolis: string;
  /** "54 cards in three decks of 18". */
  readonly decks: string;
  /** "Hand limit **4**". */
  readonly hand: string;
  /** "No development cards and no largest army." */
  readonly noDev: string;
}

const CK_SAY: Readonly<Record<Lang, CkPhrases>> = {
  en: {
    city: 'then, in reverse order, a city and a road',
    eventDie: 'the event die',
    sleeps: 'the robber sleeps',
    bank: (n) => `The bank holds ${n} of each commodity`,
    paper: 'A city on forest pays 1 lumber + 1 paper',
    ship: (n) => `on step ${n} it lands and attacks at once`,
    tie: 'A tie goes to the defenders',
    wall: 'its city wall is removed',
    knights: '2 basic, 2 strong and 2 mighty knights',
    metropolis: 'The first to reach level 4 of a track places its metropolis',
    decks: 'Three progress decks of 18 cards',
    hand: 'Hold at most 4 progress cards',
    noDev: 'No development cards and no largest army',
  },
  sv: {
    city: 'i omvänd ordning, en stad och en väg',
    eventDie: 'händelsetärningen',
    sleeps: 'sover rövaren',
    bank: (n) => `Banken har ${n} av varje handelsvara`,
    paper: 'En stad vid skog ger 1 trä + 1 papper',
    ship: (n) => `på steg ${n} landar det och anfaller genast`,
    tie: 'Oavgjort går till försvararna',
    wall: 'dess stadsmur tas bort',
    knights: '2 enkla, 2 starka och 2 mäktiga riddare',
    metropolis: 'Den som först når nivå 4 på ett spår sätter dess metropol',
    decks: 'Tre framstegslekar med 18 kort',
    hand: 'Håll högst 4 framstegskort',
    noDev: 'Inga utvecklingskort och ingen största riddarmakt',
  },
  de: {
    city: 'in umgekehrter Reihenfolge, eine Stadt und eine Straße',
    eventDie: 'Ereigniswürfel',
    sleeps: 'schläft der Räuber',
    bank: (n) => `Die Bank hat ${n} von jeder Handelsware`,
    paper: 'Eine Stadt am Wald bringt 1 Holz + 1 Papier',
    ship: (n) => `auf Feld ${n} landet es und greift sofort an`,
    tie: 'Bei Gleichstand gewinnen die Verteidiger',
    wall: 'ihre Stadtmauer wird entfernt',
    knights: '2 einfache, 2 starke und 2 mächtige Ritter',
    metropolis: 'Wer zuerst Stufe 4 einer Leiste erreicht, setzt ihre Metropole',
    decks: 'Drei Fortschrittsstapel mit 18 Karten',
    hand: 'Höchstens 4 Fortschrittskarten halten',
    noDev: 'Keine Entwicklungskarten und keine größte Rittermacht',
  },
  da: {
    city: 'i omvendt rækkefølge, en by og en vej',
    eventDie: 'begivenhedsterningen',
    sleeps: 'sover røveren',
    bank: (n) => `Banken har ${n} af hver handelsvare`,
    paper: 'En by ved skov giver 1 træ + 1 papir',
    ship: (n) => `på felt ${n} lander det og angriber straks`,
    tie: 'Uafgjort går til forsvarerne',
    wall: 'dens bymur fjernes',
    knights: '2 simple, 2 stærke og 2 mægtige riddere',
    metropolis: 'Den første, der når niveau 4 på et spor, sætter dets metropol',
    decks: 'Tre fremskridtsbunker med 18 kort',
    hand: 'Hold højst 4 fremskridtskort',
    noDev: 'Ingen udviklingskort og ingen største hær',
  },
};

/** The digest's words for each fact the rows state (checked to be its own). */
const CK_QUOTES = [
  '**Win at 13 VP**, on your own turn. No development cards and no largest army.',
  'then (snake order) one **city** with a road. Starting cards come from the hexes around the **city**',
  'the **event die**',
  '**The robber sleeps until the first barbarian attack**',
  '12 of each in the box (18 with the 5–6 extension)',
  'A **city** on forest pays 1 lumber + 1 paper',
  'on the **7th step** it lands and attacks at once',
  'A tie goes to the defenders.',
  '**its city wall is removed**',
  'Each player has 6 knights: 2 basic, 2 strong, 2 mighty.',
  "the first player to reach level 4 of a track places that track's metropolis",
  '54 cards in three decks of 18',
  'Hand limit **4**',
] as const;

/** Per preview: the bank's commodities and whether it builds between turns (base56's flow). */
const CK_FACTS: Readonly<Record<(typeof CK_IDS)[number], { bank: number; between: boolean }>> = {
  ck: { bank: 12, between: false },
  ck56: { bank: 18, between: true },
};

describe('cities and knights: the rules text states the digest’s facts, in every language', () => {
  it('each quote is the digest’s own', () => {
    expect(CK_QUOTES.filter((q) => !inCkDigest(q))).toEqual([]);
  });

  it.each(CK_IDS.flatMap((id) => LANGS.map((lang) => [id, lang] as const)))(
    '%s (%s)',
    (id, lang) => {
      const say = SAY[lang];
      const ck = CK_SAY[lang];
      const f = CK_FACTS[id];
      const t = rulesText(id, RULES_WORDS[lang])
        .flatMap((s) => s.lines)
        .join('\n');
      const stated = [
        say.vp(13),
        say.wins['own-turn'],
        say.dice[2],
        say.discard(8),
        ck.city,
        ck.eventDie,
        ck.sleeps,
        ck.bank(f.bank),
        ck.paper,
        ck.ship(7),
        ck.tie,
        ck.wall,
        ck.knights,
        ck.metropolis,
        ck.decks,
        ck.hand,
        ck.noDev,
        ...(f.between ? [say.extras.between] : []),
      ];
      const denied = [
        say.wins['at-once'],
        // The base game's set-up cards, turn and development cards are not this game's.
        ...Object.values(say.firstCards),
        RULES_WORDS[lang].turn,
        ...Object.values(say.dev),
        say.vpPlayed,
        say.steal.may,
        ck.bank(f.bank === 12 ? 18 : 12),
        say.extras.islands,
        say.extras.earth,
        say.extras.spiral,
        ...(f.between ? [] : [say.extras.between]),
      ];
      for (const x of stated) expect(t, `says "${x}"`).toContain(x);
      for (const x of denied) expect(t, `does not say "${x}"`).not.toContain(x);
    },
  );

  // Regression: the tracks named their commodity by its id ("bezahlt mit cloth") in every language.
  it.each([
    ['en', ['cloth', 'coin', 'paper']],
    ['sv', ['tyg', 'mynt', 'papper']],
    ['de', ['Tuch', 'Münze', 'Papier']],
    ['da', ['klæde', 'mønt', 'papir']],
  ] as const)('%s: each track is paid in its commodity, named in the language', (lang, names) => {
    for (const id of CK_IDS) {
      const line = text(id, lang)
        .split('\n')
        .find((l) => l.includes(`(${names[1]})`));
      expect(line, `${id} ${lang}`).toBeDefined();
      for (const n of names) expect(line).toContain(n);
      if (lang !== 'en') expect(line).not.toMatch(/\b(cloth|coin|paper)\b/);
    }
  });

  it('every language has as many lines for each', () => {
    for (const id of CK_IDS)
      expect(
        new Set(LANGS.map((l) => rulesText(id, RULES_WORDS[l]).flatMap((s) => s.lines).length))
          .size,
      ).toBe(1);
  });

  it('Swedish says "tur", never "runda" (seed 000)', () => {
    for (const id of CK_IDS)
      expect(
        rulesText(id, RULES_WORDS.sv)
          .flatMap((s) => s.lines)
          .join('\n'),
      ).not.toMatch(/\brund(a|an|or|orna)\b/);
  });

  it.each(LANGS)('the tablet’s card (%s) keeps the expansion’s sections', (lang) => {
    const keys = rulesCard(RULES_WORDS[lang], {
      ruleset: 'ck',
      options: DEFAULT_OPTIONS,
    }).sections.map((s) => s.key);
    expect(keys).toEqual([
      'goal',
      'setup',
      'commodities',
      'seven',
      'trade',
      'barbarians',
      'knights',
      'cities',
      'progress',
    ]);
  });
});

describe('the tablet’s rules card: the composed text with the table’s choices', () => {
  const card = (lang: Lang, ruleset: RulesetId, options = {}) =>
    rulesCard(RULES_WORDS[lang], { ruleset, options: { ...DEFAULT_OPTIONS, ...options } })
      .sections.flatMap((s) => s.lines)
      .join('\n');

  it('leaves out the turn the app plays (roll and payout), keeps every other section', () => {
    const keys = rulesCard(RULES_WORDS.en, {
      ruleset: 'base',
      options: DEFAULT_OPTIONS,
    }).sections.map((s) => s.key);
    expect(keys).toEqual(['goal', 'setup', 'seven', 'trade', 'dev']);
  });

  it.each(LANGS)('targets (%s): the ruleset’s, or the one the table agreed', (lang) => {
    expect(card(lang, 'base')).toContain(SAY[lang].vp(10));
    expect(card(lang, 'base', { vpTarget: 12 })).toContain(SAY[lang].vp(12));
  });

  it.each(LANGS)('5–6 players (%s): the between-turn building chosen, and only that', (lang) => {
    const none = card(lang, 'base56', { betweenTurns: 'none' });
    const sbp = card(lang, 'base56', { betweenTurns: 'special-building-phase' });
    const paired = card(lang, 'base56', { betweenTurns: 'paired-players' });
    expect(none).not.toContain(SAY[lang].extras.between);
    expect(sbp.split('\n').length).toBe(none.split('\n').length + 1);
    expect(paired.split('\n').length).toBe(none.split('\n').length + 1);
    expect(sbp).not.toBe(paired);
  });
});
