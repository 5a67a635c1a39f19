// A complete game's one-page rules reference (page kind `rules`): the ruleset's rules as
// lib/rules/rules-text.ts composes them (goal, set-up, turn, robber, trade, cards, its own
// rules), the building costs after the turn, what the download holds and how to use the dice
// deck, in the kit's language. Text only, never a 2nd page: the type shrinks (down to about
// 6 pt) until it all fits above the footer.

import { rulesText } from '../lib/rules/rules-text';
import { RULES_WORDS } from '../lib/rules/rules-words';
import { getRuleset, type RulesetId } from '../lib/rules/rulesets';
import { RESOURCES, type Resource } from '../lib/rules/vocab';
import type { Doc } from './art/paint';
import type { Strings } from './i18n';
import { CK_WORDS } from './i18n-ck';
import { COMPLETE_WORDS } from './i18n-complete';
import type { Plan } from './plan';
import { mm } from './units';

interface RulesCtx {
  readonly doc: Doc;
  readonly t: Strings;
  readonly plan: Plan;
}

const sum = (counts: Readonly<Record<string, number>>, prefix: string): number =>
  Object.entries(counts).reduce((n, [id, k]) => (id.startsWith(prefix) ? n + k : n), 0);

/** "Road: 1 Brick + 1 Lumber" for each build the ruleset prices. */
function costLines(t: Strings, id: RulesetId): string[] {
  const costs = getRuleset(id).costs;
  if (!costs) return [];
  const keys = ['road', 'settlement', 'city', 'devCard', 'ship'] as const;
  return keys.flatMap((k) => {
    const c = costs[k];
    if (!c) return [];
    const parts = RESOURCES.filter((r: Resource) => (c[r] ?? 0) > 0).map(
      (r) => `${c[r]} ${t.resource[r]}`,
    );
    return [`${t.build[k]}: ${parts.join(' + ')}`];
  });
}

/** The expansion's part of "In this download" (none without its pieces). */
function ckBoxLines(c: Readonly<Record<string, number>>, lang: Plan['options']['lang']): string[] {
  const n = {
    progress: sum(c, 'progress:'),
    commodity: sum(c, 'commodity:'),
    knights: sum(c, 'knight:'),
    walls: sum(c, 'wall:'),
    charts: sum(c, 'chart:'),
    defenders: sum(c, 'defender'),
  };
  return n.progress + n.commodity + n.knights ? [CK_WORDS[lang].inBox(n)] : [];
}

/** The lines of "In this download", counted from the plan itself. */
export function boxLines(plan: Plan, id: RulesetId, lang: Plan['options']['lang']): string[] {
  const w = COMPLETE_WORDS[lang].box;
  const rs = getRuleset(id);
  const c = plan.counts;
  const hexes = sum(c, 'hex:');
  const harbors =
    (plan.board?.hexes.filter((h) => h.harbor).length ?? 0) +
    (plan.board?.discovery?.hexes.filter((h) => h.harbor).length ?? 0);
  const cards = sum(c, 'card:');
  const p = rs.pieces;
  return [
    hexes ? w.hexes(hexes) : '',
    sum(c, 'token:') ? w.tokens(sum(c, 'token:')) : '',
    harbors ? w.harbors(harbors) : '',
    cards ? w.cards(cards, rs.bankPerResource) : '',
    sum(c, 'dev:') ? w.dev(sum(c, 'dev:')) : '',
    sum(c, 'cost:') ? w.cost(sum(c, 'cost:')) : '',
    sum(c, 'special:') ? w.specials(sum(c, 'special:')) : '',
    w.perSeat(rs.players.max, p.settlements, p.cities, p.roads, p.ships ?? 0),
    sum(c, 'robber:') ? w.robber : '',
    ...ckBoxLines(c, lang),
    ...Object.keys(c)
      .filter((k) => k.startsWith('track:'))
      .map((k) => w.track(Number(k.slice(6)))),
    w.dice(sum(c, 'dice:')),
  ].filter(Boolean);
}

/** The smallest scale of the page's type: 8.6 pt body text becomes about 6 pt. */
const MIN_SCALE = 0.7;

/**
 * Lays the page at `scale` of its type sizes; draws it only when `draw`. True when every
 * line fit above the footer: a rules reference that drops its last sections silently would
 * misstate the game (cities and knights' rules are twice the base game's).
 */
function layRules(c: RulesCtx, scale: number, draw: boolean): boolean {
  const { doc, t, plan } = c;
  const o = plan.options;
  if (o.complete === 'none') return true;
  const id = o.complete;
  const rs = getRuleset(id);
  const w = COMPLETE_WORDS[o.lang];
  const m = mm(o.margin);
  const W = mm(plan.paper.w) - 2 * m;
  const bottom = mm(plan.paper.h - o.margin) - 4;
  let y = m;
  let all = true;
  const fits = (h: number) => {
    if (y + h <= bottom) return true;
    all = false;
    return false;
  };
  const heading = (s: string) => {
    doc.font('bold').fontSize(10.5 * scale);
    const h = doc.heightOfString(s, { width: W });
    if (!fits(h + 12 * scale)) return false;
    y += 4 * scale;
    if (draw) doc.fillColor('#000000').text(s, m, y, { width: W, lineBreak: true });
    y += h + 1;
    return true;
  };
  const body = (s: string, size = 8.6) => {
    if (!s) return;
    doc.font('regular').fontSize(size * scale);
    const h = doc.heightOfString(s, { width: W - 8 });
    if (!fits(h)) return;
    if (draw) doc.fillColor('#000000').text(s, m + 8, y, { width: W - 8 });
    y += h + 1.5 * scale;
  };
  const list = (items: readonly string[]) => body(items.map((s) => `• ${s}`).join('\n'));

  doc
    .font('bold')
    .fontSize(16 * scale)
    .fillColor('#000000');
  const title = w.title(w.rulesetName[id]);
  if (draw) doc.text(title, m, y, { width: W, lineBreak: false });
  y += doc.heightOfString(title, { width: W }) + 2;

  const costs = costLines(t, id);
  for (const section of rulesText(rs, RULES_WORDS[o.lang])) {
    if (heading(section.head)) {
      if (section.key === 'own') list(section.lines);
      else body(section.lines.join(' '));
    }
    // The building costs come after a turn, where they are spent.
    if (section.key === 'turn' && costs.length && heading(w.head.build)) list(costs);
  }
  if (heading(w.head.box)) {
    body(boxLines(plan, id, o.lang).join(' · '));
    body(w.piecesHow);
  }
  if (heading(w.head.dice)) body(w.diceHow);
  if (rs.features.starfarers && heading(w.head.missing)) list(w.missing.starfarers);
  return all;
}

/** The largest type (down to MIN_SCALE) at which the whole reference fits its one page. */
export function rulesScale(c: RulesCtx): number {
  for (let scale = 1; scale > MIN_SCALE; scale = Math.round((scale - 0.05) * 100) / 100)
    if (layRules(c, scale, false)) return scale;
  return MIN_SCALE;
}

export function rulesPage(c: RulesCtx): void {
  layRules(c, rulesScale(c), true);
}

/** Whether the whole reference fits its page at the scale rulesPage draws it (for tests). */
export const rulesFit = (c: RulesCtx): { scale: number; fits: boolean } => {
  const scale = rulesScale(c);
  return { scale, fits: layRules(c, scale, false) };
};
