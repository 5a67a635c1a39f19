// The tablet's words: every rule code in four languages, a log line for every event of real
// games in every language, never the stolen card or a bought card on the table's screen, and
// the payout banner's rows equal to what the roll paid.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventLine, owedNow, payoutOf } from '@/app/table/[id]/describe';
import { harborName, sideOf, sideText } from '@/app/table/[id]/harbor-turn';
import { shownScores } from '@/app/table/[id]/scores';
import { RULE_ERROR_TEXT, ruleErrorText } from '@/app/ui/rule-errors';
import {
  DEV_CARDS,
  fold,
  harborTurns,
  RULE_CODES,
  randomGame,
  rolledSum,
  SF_AWARDS,
  SF_ITEMS,
  scoreOf,
  viewEvent,
  viewFor,
} from '@/lib/game';
import { LANGS, RESOURCE_NAMES, SPACE_RESOURCE_NAMES } from '@/lib/i18n/names';
import { getRuleset } from '@/lib/rules';
import { DETAILED_SERVER_ERROR_CODES, SERVER_ERROR_CODES } from '@/lib/server/error-codes';
import { config } from './game-helpers';
import { SF, TABLE } from './table-lang-words';

describe('rule codes in words', () => {
  it('every rule code has a sentence in every language, all different from the code', () => {
    for (const code of RULE_CODES)
      for (const lang of LANGS) {
        const w = RULE_ERROR_TEXT[code][lang];
        expect(w.length, `${code} ${lang}`).toBeGreaterThan(5);
        expect(ruleErrorText(lang, code, 'x')).toBe(w);
      }
  });

  it('every code the live client produces itself has words in every language (ERR_OFFLINE)', () => {
    const dir = join(process.cwd(), 'app/live');
    const produced = new Set<string>();
    for (const f of readdirSync(dir).filter((n) => /\.tsx?$/.test(n))) {
      const src = readFileSync(join(dir, f), 'utf8');
      for (const m of src.matchAll(/code:\s*'(ERR_[A-Z_]+)'/g)) produced.add(m[1] as string);
    }
    expect(produced).toContain('ERR_OFFLINE');
    for (const code of produced) {
      for (const lang of LANGS) {
        const w = ruleErrorText(lang, code, 'english fallback');
        expect(w, `${code} in ${lang}`).not.toBe('english fallback');
        expect(w).not.toBe(code);
      }
    }
  });
  it('every code the table server sends has words in every language, except those whose message is the detail', () => {
    // The server's message says what was wrong in these (a field, a rule); screens show it.
    const detailed: readonly string[] = DETAILED_SERVER_ERROR_CODES;
    expect(SERVER_ERROR_CODES).toContain('ERR_PHONE_INPUT_OFF');
    for (const code of SERVER_ERROR_CODES) {
      if (detailed.includes(code)) continue;
      for (const lang of LANGS) {
        const w = ruleErrorText(lang, code, 'english fallback');
        expect(w, `${code} in ${lang}`).not.toBe('english fallback');
        expect(w).not.toBe(code);
      }
    }
  });

  it('an unknown code falls back to the server’s message', () => {
    expect(ruleErrorText('sv', 'ERR_FROM_THE_FUTURE', 'something new')).toBe('something new');
    expect(ruleErrorText('de', 'ERR_STALE_VERSION')).toContain('aktuell');
  });
});

describe('log lines and the payout banner', () => {
  const g = randomGame(config('base', 4, {}, 'words'), 3000);
  const cfg = g.state.config;

  it('every event of a whole game reads as a line in every language', () => {
    expect(g.events.length).toBeGreaterThan(100);
    for (const e of g.events)
      for (const lang of LANGS) {
        const line = eventLine(TABLE[lang], SF[lang], lang, cfg, viewEvent(e, 'table'));
        expect(line.length, `${e.type} ${lang}`).toBeGreaterThan(3);
        expect(line).not.toContain('undefined');
      }
  });

  it('the table never names a stolen card or a bought development card', () => {
    const names = LANGS.flatMap((l) => Object.values(RESOURCE_NAMES[l]));
    let robbed = 0;
    for (const e of g.events) {
      if (e.type !== 'robberMoved' && e.type !== 'knightPlayed' && e.type !== 'devBought') continue;
      for (const lang of LANGS) {
        const line = eventLine(TABLE[lang], SF[lang], lang, cfg, viewEvent(e, 'table'));
        if (e.type === 'devBought')
          for (const c of DEV_CARDS) expect(line).not.toContain(TABLE[lang].devCards[c]);
        else for (const n of names) expect(line).not.toContain(n);
      }
      if (e.type !== 'devBought' && e.stolen) robbed++;
    }
    expect(robbed).toBeGreaterThan(0);
  });

  it('the banner on a 7 marks each seat done once it has discarded (not what it owed at the roll)', () => {
    let partial = 0;
    for (const [i, e] of g.events.entries()) {
      if (e.type !== 'rolled' || !e.owed || e.owed.filter((n) => n > 0).length < 2) continue;
      const p = payoutOf(cfg, viewEvent(e, 'table'));
      const done = new Set<number>();
      for (let j = i; j < g.events.length; j++) {
        const ev = g.events[j];
        if (j > i && ev?.type !== 'discarded') break;
        if (ev?.type === 'discarded') done.add(ev.seat);
        const owing = e.owed.filter((n) => n > 0).length;
        if (done.size > 0 && done.size < owing) partial++;
        const pending = viewFor(fold(cfg, g.events.slice(0, j + 1)), 'table').turn.pending;
        const rows = owedNow(p?.owed ?? null, pending) ?? [];
        expect(rows.map((r) => r.seat)).toEqual(e.owed.flatMap((n, s) => (n > 0 ? [s] : [])));
        for (const r of rows)
          expect(r.done, `seat ${r.seat} after ${done.size}`).toBe(done.has(r.seat));
        for (const lang of LANGS)
          for (const r of rows.filter((x) => x.done))
            expect(TABLE[lang].owesDone(`P${r.seat}`)).not.toBe(
              TABLE[lang].owes(`P${r.seat}`, r.n),
            );
      }
    }
    // Some seat had discarded while another still owed: the banner's case.
    expect(partial).toBeGreaterThan(0);
  });

  it('the banner lists exactly the seats a roll paid, with what they got', () => {
    let rolls = 0;
    for (const e of g.events) {
      if (e.type !== 'rolled') continue;
      const p = payoutOf(cfg, viewEvent(e, 'table'));
      if (!p) throw new Error('no payout view');
      expect(p.sum).toBe(rolledSum(e));
      if (!e.payout) {
        expect(p.received).toEqual([]);
        expect(p.owed?.reduce((a, o) => a + o.n, 0)).toBe(e.owed?.reduce((a, b) => a + b, 0));
        continue;
      }
      rolls++;
      const paid = e.payout.received.flatMap((h, seat) =>
        Object.values(h).some((n) => n > 0) ? [{ seat, hand: h }] : [],
      );
      expect(p.received).toEqual(paid);
      expect(p.blocked.map((b) => b.hex)).toEqual(
        e.payout.hexes.filter((h) => h.blocked).map((h) => h.hex),
      );
    }
    expect(rolls).toBeGreaterThan(20);
  });
});

describe('points at game over', () => {
  it('the table shows the engine’s true score for a game won with a hidden victory point card', () => {
    // Bots' games until one ends with a victory point card still in a hand: the case where
    // public points (what the table shows in play) and true points differ.
    let found = false;
    for (let i = 0; i < 40 && !found; i++) {
      const g = randomGame(config('base', 4, {}, `over-${i}`));
      if (g.state.phase !== 'over') continue;
      const hidden = g.state.players.some((p) => p.dev.some((d) => d.card === 'victoryPoint'));
      if (!hidden) continue;
      found = true;
      const view = viewFor(g.state, 'table');
      const shown = shownScores(view);
      const truth = g.state.players.map((_, s) => scoreOf(g.state, s).true);
      expect(shown).toEqual(truth);
      // The difference is real: somebody's public points are fewer than the true ones.
      expect(truth.some((v, s) => v > scoreOf(g.state, s).public)).toBe(true);
      const winner = g.state.winner ?? -1;
      expect(shown[winner]).toBe(Math.max(...truth));
      // In play the same table shows only the public points.
      const inPlay = viewFor({ ...g.state, phase: 'play' }, 'table');
      expect(shownScores(inPlay)).toEqual(
        g.state.players.map((_, s) => scoreOf(g.state, s).public),
      );
    }
    expect(found).toBe(true);
  });
});

describe('Starfarers on the table', () => {
  it('every language names every Starfarers item and award, with the table’s own points abbreviation', () => {
    for (const lang of LANGS) {
      const sf = SF[lang];
      for (const item of SF_ITEMS)
        expect(sf.items[item].length, `${lang} ${item}`).toBeGreaterThan(2);
      for (const a of SF_AWARDS) {
        expect(sf.awardNames[a].length, `${lang} ${a}`).toBeGreaterThan(2);
        expect(sf.awardVp[a]).toContain(TABLE[lang].vp);
      }
      expect(sf.supplyHelp).toContain(`9 ${TABLE[lang].vp}`);
    }
  });

  const g = randomGame(config('starfarers', 4, {}, 'sf-words'), 1500);
  const cfg = g.state.config;
  const spaceNames = LANGS.flatMap((l) => Object.values(SPACE_RESOURCE_NAMES[l]));

  it('every event reads as a line in every language, with Starfarers’ own resource names', () => {
    const types = new Set(g.events.map((e) => e.type));
    for (const t of ['sfStarted', 'sfBuilt', 'sfAwarded', 'rolled', 'stolen'] as const)
      expect(types.has(t), t).toBe(true);
    for (const e of g.events)
      for (const lang of LANGS) {
        const line = eventLine(TABLE[lang], SF[lang], lang, cfg, viewEvent(e, 'table'));
        expect(line, `${e.type} ${lang}`).not.toMatch(/undefined|\bfuel\b|\bcarbon\b|\bfood\b/);
        if (e.type === 'sfBuilt' && Object.values(e.pay).some((n) => n > 0))
          expect(
            spaceNames.some((n) => line.includes(n)),
            line,
          ).toBe(true);
      }
  });

  it('the Swedish nicknames stay with the island game: space ore is Malm, never Sten', () => {
    const withOre = g.events.filter(
      (e) => e.type === 'rolled' && (e.payout?.received.some((h) => (h.ore ?? 0) > 0) ?? false),
    );
    expect(withOre.length).toBeGreaterThan(0);
    for (const e of withOre) {
      const line = eventLine(TABLE.sv, SF.sv, 'sv', cfg, viewEvent(e, 'table'), true);
      expect(line).toContain('Malm');
      expect(line).not.toContain('Sten');
    }
  });

  it('Earth’s supply: the banner and the log name who drew, never the card; the planets that paid are listed', () => {
    let supplied = 0;
    for (const e of g.events) {
      if (e.type !== 'rolled') continue;
      const seen = viewEvent(e, 'table');
      const p = payoutOf(cfg, seen);
      if (!p) throw new Error('no payout view');
      const drew = (e.supply ?? []).flatMap((r, s) => (r ? [s] : []));
      expect(p.supply).toEqual(drew);
      supplied += drew.length;
      expect(p.planets.map((x) => x.key)).toEqual((e.payout?.hexes ?? []).map((h) => h.hex));
      for (const pl of p.planets) expect(pl.key).toBe(`planet:${pl.number}:${pl.resource}`);
      // The table's line names the seats supplied but no resource beyond what the planets paid.
      const line = eventLine(TABLE.en, SF.en, 'en', cfg, seen);
      if (drew.length) expect(line).toContain('Earth supplies');
      if (!e.payout)
        for (const n of Object.values(SPACE_RESOURCE_NAMES.en)) expect(line).not.toContain(n);
    }
    expect(supplied).toBeGreaterThan(0);
  });
});

describe('Intimate Settlers: turning a harbor just discovered', () => {
  const g = randomGame(config('intimate', 2, {}, 'a'), 3000);
  const cfg = g.state.config;

  it('every event, harbor turns included, reads as a line in every language', () => {
    const turns = g.events.filter((e) => e.type === 'harborTurned');
    expect(turns.length).toBeGreaterThan(0);
    for (const e of g.events)
      for (const lang of LANGS) {
        const line = eventLine(TABLE[lang], SF[lang], lang, cfg, viewEvent(e, 'table'));
        expect(line, `${e.type} ${lang}`).not.toContain('undefined');
        if (e.type === 'harborTurned')
          expect(line).toBe(
            TABLE[lang].ev.harborTurned('P0').replace('P0', cfg.players[e.seat]?.name ?? ''),
          );
      }
  });

  it.each([
    ['0,-2', '1,-2', 'E'],
    ['0,-2', '1,-3', 'NE'],
    ['0,-2', '0,-3', 'NW'],
    ['0,-2', '-1,-2', 'W'],
    ['0,-2', '-1,-1', 'SW'],
    ['0,-2', '0,-1', 'SE'],
    ['0,-2', '2,-2', null],
  ] as const)('the side of %s facing %s is %s (north up, as drawn)', (hex, faces, dir) => {
    expect(sideOf(hex, faces)).toBe(dir);
  });

  it('each side is named by its direction and what lies beyond, in every language', () => {
    // After the first harbor turn of the game: its choice as the tablet offers it.
    const at = g.events.findIndex((e) => e.type === 'harborTurned');
    const s = fold(cfg, g.events.slice(0, at + 1));
    const view = viewFor(s, 'table');
    const choice = harborTurns(view);
    if (!choice) throw new Error('no harbor to turn');
    for (const lang of LANGS) {
      const w = TABLE[lang].harbor;
      const texts = choice.options.map((f) => sideText(TABLE[lang], lang, view, choice.hex, f));
      expect(new Set(texts).size, lang).toBe(texts.length);
      for (const x of texts) expect(Object.values(w.dirs).some((d) => x.startsWith(d))).toBe(true);
      // The rate is the ruleset's (Intimate: 3:1 any, 2:1 of its resource).
      const rs = getRuleset(view.config.ruleset);
      const rate = choice.harbor === 'any' ? rs.trade.genericHarbor : rs.trade.specialHarbor;
      expect(harborName(lang, rs, choice.harbor, false)).toContain(`${rate}:1`);
      // No emoji or pictographs: plain words only.
      for (const x of [...texts, w.keep, w.help('P0'), w.title('x')])
        expect(x).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});
