// The complete-game preset ("a game night in one download") on real PDF bytes: every piece of
// each ruleset's box, counted from the printed pages, against ../shared/rules.md's numbers
// written here as facts; the dice deck's 36 ordered pairs read back from the text layer;
// fonts embedded; renders of the new sheet kinds kept in artifacts/print/.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitBytes, kitFileName, type Plan, preparePrint } from '../../print';
import { COMPLETE_CHOICES } from '../../print/complete';
import { DIGEST_RULESETS, type DigestRuleset, quoted } from '../digest';
import { keptRender, pageTexts } from './print-helpers';

/** The box of each ruleset, from ../shared/rules.md. */
const BOX: Record<
  DigestRuleset,
  {
    land: Record<string, number>;
    tokens: number;
    harbors: number;
    perResource: number;
    dev: Record<string, number>;
    specials: number;
    costCards: number;
    colours: number;
    perColour: { settlement: number; city: number; road: number; ship: number };
    robber: number;
    track: number;
  }
> = {
  base: {
    land: { forest: 4, pasture: 4, fields: 4, hills: 3, mountains: 3, desert: 1 },
    tokens: 18,
    harbors: 9,
    perResource: 19,
    dev: { knight: 14, roadBuilding: 2, yearOfPlenty: 2, monopoly: 2, victoryPoint: 5 },
    specials: 2,
    costCards: 4,
    colours: 4,
    perColour: { settlement: 5, city: 4, road: 15, ship: 0 },
    robber: 1,
    track: 12,
  },
  base56: {
    land: { forest: 6, pasture: 6, fields: 6, hills: 5, mountains: 5, desert: 2 },
    tokens: 28,
    harbors: 11,
    perResource: 24,
    dev: { knight: 20, roadBuilding: 3, yearOfPlenty: 3, monopoly: 3, victoryPoint: 5 },
    specials: 2,
    costCards: 6,
    colours: 6,
    perColour: { settlement: 5, city: 4, road: 15, ship: 0 },
    robber: 1,
    track: 12,
  },
  mupp37: {
    land: { forest: 4, pasture: 4, fields: 4, hills: 3, mountains: 3, desert: 1 },
    tokens: 18,
    harbors: 9,
    perResource: 19,
    dev: { knight: 14, roadBuilding: 2, yearOfPlenty: 2, monopoly: 2, victoryPoint: 5 },
    specials: 2,
    costCards: 4,
    colours: 4,
    perColour: { settlement: 5, city: 4, road: 15, ship: 0 },
    robber: 1,
    track: 12,
  },
  intimate: {
    // The base game's box: the two home bases plus the discovery bag.
    land: { forest: 4, pasture: 4, fields: 4, hills: 3, mountains: 3, desert: 1 },
    tokens: 18,
    harbors: 9,
    perResource: 19,
    dev: { knight: 14, roadBuilding: 2, yearOfPlenty: 2, monopoly: 2, victoryPoint: 5 },
    specials: 2,
    costCards: 2,
    colours: 2,
    perColour: { settlement: 5, city: 4, road: 15, ship: 15 },
    robber: 1,
    track: 20,
  },
  starfarers: {
    // The board, its resource cards and pieces are not printable (docs/print.md).
    land: {},
    tokens: 0,
    harbors: 0,
    perResource: 0,
    dev: {},
    specials: 0,
    costCards: 0,
    colours: 4,
    perColour: { settlement: 0, city: 0, road: 0, ship: 0 },
    robber: 0,
    track: 17,
  },
};

type Box = (typeof BOX)[DigestRuleset];

const DEV_WORD: Readonly<Record<string, string>> = {
  knight: 'knight',
  roadBuilding: 'road building',
  yearOfPlenty: 'year of plenty',
  monopoly: 'monopoly',
  victoryPoint: '(victory point|VP)',
};
const PIECE_WORD: Readonly<Record<string, string>> = {
  settlement: 'settlements',
  city: 'cities',
  road: 'roads',
  ship: 'ships',
};
const says = (q: string, n: number, word: string) =>
  new RegExp(`\\b${n}\\b[^.]{0,50}?${word}`).test(q);

/** How a quote of the digest states each of BOX's numbers that the digest gives. */
const BOX_SAYS: { readonly [K in keyof Box]?: (q: string, v: Box[K]) => boolean } = {
  land: (q, v) => Object.entries(v).every(([t, n]) => says(q, n, t)),
  tokens: (q, n) => says(q, n, 'number tokens'),
  harbors: (q, n) => says(q, n, 'harbors'),
  perResource: (q, n) => says(q, n, 'of each'),
  dev: (q, v) => Object.entries(v).every(([k, n]) => says(q, n, DEV_WORD[k] ?? k)),
  perColour: (q, v) =>
    // Ships are checked on their own below: the digest counts them as a second colour's roads.
    Object.entries(v).every(([k, n]) => n === 0 || k === 'ship' || says(q, n, PIECE_WORD[k] ?? k)),
};

/**
 * The digest's words for BOX (../shared/rules.md; "seed 003: …" quotes a seed). A ruleset
 * played with the base game's box (the house variant, Intimate Settlers) quotes the base game.
 */
const BASE_QUOTES = {
  land: '19 land hexes (4 forest, 4 pasture, 4 fields, 3 hills, 3 mountains, 1 desert)',
  tokens: '18 number tokens: 2, 3,3, 4,4',
  harbors: '9 harbors: 4 generic 3:1 and 5 special 2:1',
  perResource: '95 resource cards (19 of each)',
  dev: '25 development cards (14 knights, 6 progress: 2 road building, 2 year of plenty, 2 monopoly; 5 victory point cards)',
  perColour: 'Per colour: 5 settlements, 4 cities, 15 roads.',
};
const BOX_QUOTES: Readonly<Record<DigestRuleset, { readonly [K in keyof Box]?: string }>> = {
  base: BASE_QUOTES,
  base56: {
    land: '30 land hexes (6 forest, 6 pasture, 6 fields, 5 hills, 5 mountains, 2 deserts)',
    tokens: '28 number tokens',
    harbors: '11 harbors (5 generic 3:1 and one 2:1 per resource plus a second wool one)',
    perResource: '24 of each resource',
    dev: '34 development cards (20 knights, 3 each of road building, year of plenty and monopoly, 5 VP)',
    perColour: '5 settlements / 4 cities / 15 roads per colour',
  },
  mupp37: {
    ...BASE_QUOTES,
    land: '18 resource hexes (4 fields, 4 forest, 4 pasture, 3 hills, 3 mountains), 1 desert',
    harbors: '9 harbors: one 2:1 per resource and 4 generic',
  },
  intimate: BASE_QUOTES,
  starfarers: {},
};

describe('BOX against the rules digest (../shared/rules.md), not the definitions', () => {
  it.each(DIGEST_RULESETS)('%s: each number is quoted from the digest', (id) => {
    const problems: string[] = [];
    for (const key of Object.keys(BOX_SAYS) as (keyof Box)[]) {
      const value = BOX[id][key];
      const check = BOX_SAYS[key] as (q: string, v: unknown) => boolean;
      const q = BOX_QUOTES[id][key];
      const none =
        value === 0 || (typeof value === 'object' && Object.values(value).every((n) => n === 0));
      if (q === undefined) {
        if (!none) problems.push(`${key}: no quote`);
        continue;
      }
      if (!quoted(q)) problems.push(`${key}: not in the digest: "${q}"`);
      else if (!check(q, value))
        problems.push(`${key}: "${q}" does not say ${JSON.stringify(value)}`);
    }
    // Intimate Settlers' ships are a second colour's roads (seed 003), as many as its roads.
    if (id === 'intimate') {
      const q =
        'seed 003: then the roads of one of the two remaining colours (to be used as ships)';
      if (!quoted(q)) problems.push('ships: seed 003 quote not found');
      expect(BOX.intimate.perColour.ship).toBe(BOX.intimate.perColour.road);
    }
    expect(problems).toEqual([]);
  });
});

async function complete(raw: object): Promise<{ plan: Plan; pdf: Buffer }> {
  const p = preparePrint(raw, undefined);
  if (!p.ok) throw new Error(p.error.message);
  return { plan: p.value, pdf: await kitBytes(p.value) };
}

/** Front pieces on the printed pages (a score track's strips count once), by piece id. */
function printed(plan: Plan): Map<string, number> {
  const out = new Map<string, number>();
  for (const page of plan.pages)
    for (const p of page.placed) {
      if (p.side !== 'front' || (p.item.part && p.item.part.from > 0)) continue;
      out.set(p.id, (out.get(p.id) ?? 0) + 1);
    }
  return out;
}
const total = (m: Map<string, number>, f: (id: string) => boolean) =>
  [...m].reduce((n, [id, k]) => (f(id) ? n + k : n), 0);

describe('complete game: every piece of the box, counted from the printed pages', () => {
  it.each(DIGEST_RULESETS)('%s', async (id) => {
    const box = BOX[id];
    const { plan, pdf } = await complete({ complete: id, seed: 'night-test' });
    const got = printed(plan);
    const texts = await pageTexts(pdf);
    expect(texts.length).toBe(plan.pages.length);
    const land = plan.board
      ? [...plan.board.hexes, ...(plan.board.discovery?.hexes ?? [])].filter(
          (h) => h.terrain !== 'sea',
        )
      : [];
    // Every land hex of the box is a printed tile of its terrain.
    for (const [terrain, n] of Object.entries(box.land)) {
      expect(land.filter((h) => h.terrain === terrain).length, terrain).toBe(n);
      expect(got.get(`hex:${terrain}`) ?? 0, terrain).toBe(n);
    }
    expect(total(got, (k) => k.startsWith('token:'))).toBe(box.tokens);
    const harbors = plan.board
      ? [...plan.board.hexes, ...(plan.board.discovery?.hexes ?? [])].filter((h) => h.harbor)
      : [];
    expect(harbors.length).toBe(box.harbors);
    expect(total(got, (k) => /^hex:sea:/.test(k))).toBe(box.harbors);
    for (const r of ['lumber', 'wool', 'grain', 'brick', 'ore'])
      expect(got.get(`card:${r}`) ?? 0, r).toBe(box.perResource);
    for (const [dev, n] of Object.entries(box.dev)) expect(got.get(`dev:${dev}`), dev).toBe(n);
    expect(total(got, (k) => k.startsWith('special:'))).toBe(box.specials);
    expect(total(got, (k) => k.startsWith('cost:'))).toBe(box.costCards);
    expect(total(got, (k) => k.startsWith('robber:'))).toBe(box.robber);
    expect(got.get(`track:${box.track}`)).toBe(1);
    for (let seat = 1; seat <= 6; seat++) {
      const has = seat <= box.colours;
      for (const [shape, n] of Object.entries(box.perColour))
        expect(got.get(`pawn:${seat}:${shape}`) ?? 0, `seat ${seat} ${shape}`).toBe(has ? n : 0);
      expect(got.get(`pawn:${seat}:marker`) ?? 0).toBe(has ? 1 : 0);
    }
    expect(total(got, (k) => k.startsWith('dice:'))).toBe(36);
    // Each seat piece prints its colour's initial: the single capitals of the sheets' text.
    const sheets = texts.filter((_, i) => plan.pages[i]?.kind === 'front').join(' ');
    const initials = sheets.split(/\s+/).filter((w) => /^[A-Z]$/.test(w)).length;
    const p = box.perColour;
    expect(initials).toBe(box.colours * (p.settlement + p.city + p.road + p.ship + 1));
    // The rules page (in the PDF's text) says the same counts.
    const rules = texts[plan.pages.findIndex((p) => p.kind === 'rules')] ?? '';
    expect(rules).toContain('36 dice cards');
    if (box.perResource) expect(rules).toContain(`(${box.perResource} of each)`);
    if (box.tokens) expect(rules).toContain(`${box.tokens} number tokens`);
    // Starfarers has no robber: its production and 7 are said in its own words.
    if (id === 'starfarers') expect(rules).not.toMatch(/robber/i);
  });
});

describe('the dice deck', () => {
  it('holds every ordered pair of two dice once: sums 1,2,3,4,5,6,5,4,3,2,1 (text layer)', async () => {
    const { pdf } = await complete({ complete: 'starfarers' });
    // Each card's sum and its pair run together in the text layer ("21 + 1" is 2, "1 + 1").
    const text = (await pageTexts(pdf)).join('\n');
    const pairs = [...text.matchAll(/([1-6]) \+ ([1-6])\b/g)].map((m) => `${m[1]}+${m[2]}`);
    expect(pairs.length).toBe(36);
    expect(new Set(pairs).size).toBe(36);
    const sums = new Map<number, number>();
    for (const p of pairs) {
      const s = Number(p[0]) + Number(p[2]);
      sums.set(s, (sums.get(s) ?? 0) + 1);
    }
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((s) => sums.get(s))).toEqual([
      1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1,
    ]);
  });
});

describe('requests', () => {
  it.each([
    [{ complete: 'chess' }, 'ERR_BAD_OPTION', /complete: got "chess"; accepted: none, base/],
    [{ complete: 'base', ruleset: 'mupp37' }, 'ERR_BAD_OPTION', /contradicts/],
    [{ complete: 'base', seed: 'no spaces' }, 'ERR_BAD_OPTION', /seed: expected 1 to 40/],
  ])('refuses %j', (raw, code, message) => {
    const r = preparePrint(raw, undefined);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).toMatch(message);
    }
  });

  it('refuses a board of another ruleset', () => {
    const r = preparePrint(
      { complete: 'base56' },
      { share: 'h1.base.official.none.4.print-sample' },
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'ERR_BAD_BOARD' });
  });

  it('prints a chosen board: the share code given', () => {
    const share = 'h1.base.official.none.4.print-sample';
    const r = preparePrint({ complete: 'base' }, { share });
    expect(r.ok && r.value.board?.share).toBe(share);
  });

  it('a fresh board is the same board for the same seed', () => {
    const a = preparePrint({ complete: 'base', seed: 's1' }, undefined);
    const b = preparePrint({ complete: 'base', seed: 's1' }, undefined);
    expect(a.ok && b.ok && a.value.board?.share === b.value.board?.share).toBe(true);
  });
});

describe('the CLI: --complete <ruleset> [--seed]', () => {
  const cli = (args: string[]) =>
    spawnSync(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'cli/print.ts', ...args],
      { encoding: 'utf8', env: { ...process.env, HEXKEEPER_PUBLIC_URL: 'http://game.lan:3000' } },
    );

  it('writes the same PDF the API would plan (pages counted), and refuses a bad ruleset', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexkeeper-complete-cli-'));
    try {
      const out = join(dir, 'night.pdf');
      const r = cli(['--complete', 'mupp37', '--seed', 'cli-night', '--lang', 'sv', '--out', out]);
      expect(r.status).toBe(0);
      const p = preparePrint({ complete: 'mupp37', seed: 'cli-night', lang: 'sv' }, undefined);
      if (!p.ok) throw new Error(p.error.message);
      expect((await pageTexts(readFileSync(out))).length).toBe(p.value.pages.length);
      const bad = cli(['--complete', 'chess', '--out', out]);
      expect(bad.status).toBe(2);
      expect(bad.stderr).toBe(
        `print: ERR_BAD_OPTION: complete: got "chess"; accepted: ${COMPLETE_CHOICES.join(', ')}\n`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the download after ruleset, paper and "complete"', () => {
    const p = preparePrint({ complete: 'base56', seed: 'n1', paper: 'letter' }, undefined);
    expect(p.ok && kitFileName(p.value)).toBe('hexkeeper-base56-letter-complete-n1.pdf');
    const s = preparePrint({ complete: 'starfarers' }, undefined);
    expect(s.ok && kitFileName(s.value)).toBe('hexkeeper-starfarers-a4-complete.pdf');
  });
});

describe('the PDF', () => {
  it('embeds every font it uses', async () => {
    const { pdf } = await complete({ complete: 'intimate', seed: 'fonts', lang: 'da' });
    const dir = mkdtempSync(join(tmpdir(), 'hexkeeper-complete-'));
    try {
      writeFileSync(join(dir, 'k.pdf'), pdf);
      const rows = execFileSync('pdffonts', [join(dir, 'k.pdf')], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .slice(2);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.split(/\s+/).slice(-5, -4)[0], row).toBe('yes');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['en', 'Rules reference', 'The dice deck'],
    ['sv', 'Regelöversikt', 'Tärningsleken'],
    ['de', 'Regelübersicht', 'Das Würfeldeck'],
    ['da', 'Regeloversigt', 'Terningebunken'],
  ])('the rules page in %s', async (lang, title, dice) => {
    const { plan, pdf } = await complete({ complete: 'mupp37', seed: 'words', lang });
    const i = plan.pages.findIndex((p) => p.kind === 'rules');
    const text = (await pageTexts(pdf))[i] ?? '';
    expect(text).toContain(title);
    expect(text).toContain(dice);
  });
});

describe('visual check: the new sheet kinds, kept in artifacts/print/', () => {
  it('rules page, pieces, dice deck (front and back), ink saver pieces', async () => {
    const { plan, pdf } = await complete({ complete: 'base', seed: 'look' });
    const page = (f: (p: Plan['pages'][number]) => boolean) => plan.pages.findIndex(f) + 1;
    const rules = page((p) => p.kind === 'rules');
    const pawns = page((p) => p.placed.some((x) => x.item.piece.kind === 'pawn'));
    const dice = page(
      (p) => p.kind === 'front' && p.placed.some((x) => x.item.piece.kind === 'dice'),
    );
    const ink: Record<string, number> = {};
    for (const [n, name] of [
      [rules, 'complete-rules'],
      [pawns, 'complete-pieces'],
      [dice, 'complete-dice-deck'],
      [dice + 1, 'complete-dice-deck-backs'],
    ] as const)
      ink[name] = (await keptRender(pdf, n, 60, name)).ink;
    const saver = await complete({
      complete: 'intimate',
      seed: 'look',
      inkSaver: true,
      lang: 'sv',
    });
    const sp = saver.plan.pages.findIndex((p) =>
      p.placed.some((x) => x.item.piece.kind === 'pawn'),
    );
    const saved = await keptRender(saver.pdf, sp + 1, 60, 'complete-pieces-ink-saver-sv', true);
    // Ink saver pieces are outlines: less ink than the coloured pieces.
    expect(saved.ink).toBeLessThan(ink['complete-pieces'] ?? 0);
    // A text page carries less ink than a page of filled pieces or dice.
    expect(ink['complete-rules'] ?? 1).toBeLessThan(ink['complete-pieces'] ?? 0);
    const sf = await complete({ complete: 'starfarers', lang: 'de' });
    const sfRules = await keptRender(sf.pdf, 1, 60, 'complete-rules-starfarers-de');
    expect(sfRules.ink).toBeLessThan(ink['complete-pieces'] ?? 0);
  });
});
