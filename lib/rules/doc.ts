// docs/rulesets.md, written from the ruleset definitions (`npm run docs` writes it;
// test/unit/docs-rulesets.test.ts fails when the file is stale). The other docs point here
// instead of listing rulesets by hand, so a new ruleset is documented by its definition.

import { RULESET_NAMES } from '../i18n/rulesets';
import { PROGRESS_CARDS } from './progress-cards';
import { RULESET_IDS, RULESETS, type Ruleset } from './rulesets';

const count = (r: Readonly<Record<string, number>>) => Object.values(r).reduce((a, b) => a + b, 0);

function board(rs: Ruleset): string {
  const b = rs.board;
  if (b.kind === 'fixed') return 'printed (never generated or typed in)';
  const box = b.kind === 'intimate' ? b.box : b;
  const harbors = box.harbors.generic + count(box.harbors.special);
  const land = `${count(box.terrains)} land hexes, ${box.tokens.length} tokens, ${harbors} harbors`;
  return b.kind === 'intimate'
    ? `two home bases (tokens ${b.homeTokens.join(', ')}) and the discovery bag (${land})`
    : `${box.shape}: ${land}`;
}

function cards(rs: Ruleset): string {
  const dev = rs.devDeck;
  const devCount = dev
    ? dev.knight + dev.roadBuilding + dev.yearOfPlenty + dev.monopoly + dev.victoryPoint
    : 0;
  const goods = rs.features.commodities;
  const commodities = goods ? new Set(Object.values(goods.of)).size : 0;
  const progress = rs.features.progress
    ? Object.values(PROGRESS_CARDS).reduce((a, c) => a + c.count, 0)
    : 0;
  return [
    rs.bankPerResource
      ? `${rs.resources.length - commodities} × ${rs.bankPerResource} resource`
      : '',
    goods ? `${commodities} × ${goods.bank} commodity` : '',
    devCount ? `${devCount} development` : '',
    progress ? `${progress} progress` : '',
    rs.costs ? `${rs.players.max} cost` : '',
    [rs.longestRoad, rs.largestArmy].filter(Boolean).length
      ? `${[rs.longestRoad, rs.largestArmy].filter(Boolean).length} special`
      : '',
  ]
    .filter(Boolean)
    .join(', ');
}

function pieces(rs: Ruleset): string {
  const p = rs.pieces;
  const parts = [
    p.settlements && `${p.settlements} settlements`,
    p.cities && `${p.cities} cities`,
    p.roads && `${p.roads} roads`,
    p.ships && `${p.ships} ships`,
    rs.features.knights && `${rs.features.knights.perLevel * 3} knights`,
    rs.features.walls && `${rs.features.walls.max} walls`,
  ].filter(Boolean);
  return parts.length ? `${rs.players.max} × (${parts.join(', ')})` : '—';
}

/** The whole of docs/rulesets.md. */
export function rulesetsDoc(): string {
  const rows = RULESET_IDS.map((id) => {
    const rs = RULESETS[id];
    const typed = rs.features.printedBoard ? 'no' : 'yes';
    return `| \`${id}\` | ${RULESET_NAMES.en[id].full} | ${rs.players.min}–${rs.players.max} | ${rs.vpTarget} | ${board(rs)} | ${typed} | ${cards(rs) || '—'} | ${pieces(rs)} |`;
  });
  return [
    '# Rulesets',
    '',
    '<!-- Written by `npm run docs` from lib/rules/rulesets.ts; do not edit by hand. -->',
    '',
    'Every ruleset Hexkeeper offers, from its definition in `lib/rules/rulesets.ts`. The `id` is',
    'what board@1 and game@1 documents carry in `ruleset`, what share codes name, and what the',
    'CLIs take (`--ruleset`, `--complete`). A board "typed in" can be entered by hand on',
    '/table/new (and so has a `board@1` document at all); a ruleset with costs has a',
    'building-cost card (`cost:<id>` in the print kit); the complete game (`complete=<id>`)',
    'prints the cards and pieces listed here.',
    '',
    '| id | name | players | target | board | typed in | cards | seats × pieces |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
