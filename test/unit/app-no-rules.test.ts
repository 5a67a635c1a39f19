// Issue 12, "Nothing in app/ decides a rule": a guard that rule logic does not creep back into
// the screens. Every line of app/ (UI words aside) that reads a rule's raw material — a
// ruleset's id, its features, costs, limits, the turn's pending step, the special building
// phase … — must be in the allow-list below, each entry saying why it only displays. What may
// be done now comes from legalActions (lib/game/legal.ts), kept equal to decide() by
// game-legal.test.ts. A new hit fails here: draw it from legalActions, or, if it truly only
// shows a fact, add it with its reason. An entry that no longer matches fails too.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESET_IDS } from '@/lib/rules/rulesets';

const ROOT = join(__dirname, '..', '..');

/** What a rule decision reads. */
const RULE_READS: readonly [string, RegExp][] = [
  // (RULESETS[id] looks a ruleset up; branching on which one it is, is the rule.)
  [
    'a ruleset id',
    new RegExp(`ruleset\\.id\\b|(ruleset|\\.id)\\s*[!=]==\\s*'(${RULESET_IDS.join('|')})'`),
  ],
  ['a ruleset feature', /\.features\./],
  ['prices', /\bcosts\b/],
  ['the dev-card limit', /devPerTurn/],
  ['the discard threshold', /discardAt|>=\s*7\b|handCount\s*>/],
  ['the pending step', /pending\??\.kind/],
  ['the special building phase', /\.sbp\b/],
  ['the roll', /turn\.rolled/],
  ['the bank limit', /bankPerResource/],
  ['the cards chosen at the start', /initialChosenCards/],
  ['Starfarers limits', /SF_UPGRADE_MAX|SF_AWARD_MAX|STARFARERS_LIMITS|earthSupplySeats/],
  ['the score rule of victory point cards', /vpCardsCount/],
  ['trade rules', /\.trade\.players|\.trade\.bank/],
  ['a development deck', /\.devDeck\b/],
];

/** [file under app/, a piece of the line, why it only shows a fact]. */
const ALLOWED: readonly [string, string, string][] = [
  // The house variant's card names (seed 000): which words name the cards, not a move.
  ['seat/seat-body.tsx', 'rs.devDeck?.names', 'the deck says which card names it prints'],
  ['table/[id]/reveal.tsx', '.devDeck?.names', 'the deck says which card names it prints'],
  [
    'table/[id]/panels/dev.tsx',
    'ruleset.devDeck?.names',
    'the deck says which card names it prints',
  ],
  [
    'table/new/new-game.tsx',
    'rs.features.starfarers ?',
    'the mother ship odds are a Starfarers option of the form',
  ],
  [
    'table/[id]/start-roll-entry.tsx',
    '.features.startRoll.dice',
    'the entry form offers the sums of the start dice; decide checks them',
  ],
  // The new-game form and the board studio configure a game before it exists: which options a
  // ruleset has is the form's subject, not a move in play.
  [
    'board/board-studio.tsx',
    '.features.printedBoard',
    'the generator lists rulesets with a board to generate',
  ],
  [
    'table/new/board-editor-model.ts',
    '.features.discovery',
    'the editor draws sea frames only where hexes are discovered',
  ],
  ['table/new/new-game.tsx', 'rs.features.printedBoard', 'no board step for a printed board'],
  [
    'table/new/game-fields.tsx',
    'rs.devDeck ?',
    'the deck option is offered only where a deck exists',
  ],
  ['table/new/new-game.tsx', 'if (d.devDeck) setDevDeck', 'a draft restores its deck option'],
  [
    'table/new/new-game.tsx',
    "if (!next.devDeck) setDevDeck('app')",
    'a ruleset without a deck resets the deck option',
  ],
  ['table/new/draft.ts', 'rs.devDeck ?', 'a draft keeps the deck option only where a deck exists'],
  // Cities and knights' progress deck (issue 33), as the development deck above.
  [
    'table/new/game-fields.tsx',
    'rs.features.progress ?',
    'the progress deck option is offered only where progress cards exist',
  ],
  [
    'table/new/draft.ts',
    'rs.features.progress ?',
    'a draft keeps the progress deck option only where progress cards exist',
  ],
  [
    'table/new/new-game.tsx',
    "if (!next.features.progress) setProgressDeck('app')",
    'a ruleset without progress cards resets the progress deck option',
  ],
  [
    'table/new/new-game.tsx',
    '...(rs.features.progress ? { progressDeck }',
    'the option is sent only for a ruleset with progress cards',
  ],
  [
    'table/new/draft.ts',
    'rs.features.printedBoard',
    'a draft keeps a board source only where one is generated',
  ],
  // Words and layout.
  ['seat/seat-hand.tsx', '.features.starfarers', 'space resources keep their own names'],
  ['seat/seat-body.tsx', 'rs.devDeck &&', 'the development card section exists only with a deck'],
  [
    'table/[id]/table-screen.tsx',
    'ruleset.features.printedBoard',
    'the board is drawn unless it is printed (Starfarers: its overview instead)',
  ],
  [
    'table/[id]/table-screen.tsx',
    'ruleset.features.starfarers ?',
    "Starfarers' panel is its feature's whole turn panel",
  ],
  [
    'table/[id]/speech.ts',
    'features.printedBoard',
    'a 7 is said to move the robber only where the board is drawn',
  ],
  ['table/[id]/describe.ts', '.features.starfarers', 'Starfarers words and score line'],
  // Who is shown as acting: the heading, not a permission (the panels ask legalActions).
  ['seat/turn-line.ts', 'view.turn.sbp?.[0]', "the phone's header names the builder between turns"],
  ['table/[id]/describe.ts', 'view.turn.sbp?.[0]', "the tablet's headline names the builder"],
  [
    'table/[id]/scoreboard.tsx',
    'view.turn.sbp',
    'the dashed frame of the turn holder between turns',
  ],
  ['table/[id]/turn-panel.tsx', 'view.turn.sbp !== null', '"builder" or "turn of" in the heading'],
  // What happened, not what may happen.
  [
    'table/[id]/table-screen.tsx',
    'useFollowTurn(',
    'a new pending step scrolls the turn section into view (issue 28): a scroll, no rule',
  ],
  [
    'table/[id]/roll-moment.ts',
    '!view.turn.rolled',
    'the payout banner shows the roll of this turn',
  ],
  [
    'table/[id]/describe.ts',
    "pending?.kind === 'discard'",
    'the banner ticks off seats that have discarded',
  ],
  ['seat/model.ts', 'const costs = ', 'what a build took from the hand, told after the event'],
  ['seat/model.ts', 'costs?.[item]', 'the same: the price of a build already made'],
  [
    'seat/model.ts',
    "rs.vpCardsCount === 'held'",
    'the words for a victory point card that counts while hidden',
  ],
  // Starfarers' limits shown as "n of max" beside the counts; the buttons ask legalActions.
  [
    'table/[id]/scoreboard.tsx',
    'earthSupplySeats(',
    'the Earth mark on who draws a supply card (an engine helper)',
  ],
  ['table/[id]/scoreboard.tsx', 'import { earthSupplySeats', 'its import'],
  ['table/[id]/starfarers/awards-panel.tsx', 'SF_AWARD_MAX', '"n of max" beside an award'],
  ['table/[id]/starfarers/sf-board.tsx', 'SF_AWARD_MAX', '"n/max" on the overview'],
  ['table/[id]/starfarers/sf-board.tsx', 'SF_UPGRADE_MAX', '"n/max" on the overview'],
  ['table/[id]/starfarers/build-panel.tsx', 'SF_UPGRADE_MAX', '"n of max" on an upgrade button'],
  // Not game rules: the print form's section of cost cards.
  ['print/piece-catalog.ts', "id: 'costs'", 'the cost cards kind of the print kit'],
  ['print/piece-catalog.ts', "return 'costs'", 'the kind a cost card id belongs to'],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return sources(p);
    // UI words name rules in four languages; they decide nothing.
    return /\.tsx?$/.test(n) && n !== 'i18n.ts' ? [p] : [];
  });
}

interface Hit {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly what: string;
}

function hits(): Hit[] {
  const app = join(ROOT, 'app');
  const out: Hit[] = [];
  for (const p of sources(app)) {
    const file = relative(app, p).split('\\').join('/');
    readFileSync(p, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        const t = text.trim();
        if (t.startsWith('//') || t.startsWith('*') || t.startsWith('/*')) return;
        for (const [what, re] of RULE_READS)
          if (re.test(text)) out.push({ file, line: i + 1, text: t, what });
      });
  }
  return out;
}

const allowedBy = (h: Hit) => ALLOWED.find(([f, piece]) => f === h.file && h.text.includes(piece));

describe('nothing in app/ decides a rule', () => {
  const found = hits();

  it('every read of a rule in app/ is an allowed display', () => {
    const stray = found
      .filter((h) => !allowedBy(h))
      .map((h) => `app/${h.file}:${h.line} (${h.what}): ${h.text}`);
    expect(stray).toEqual([]);
  });

  it('every allow-list entry still matches a line (no stale excuses)', () => {
    const unused = ALLOWED.filter(
      ([f, piece]) => !found.some((h) => h.file === f && h.text.includes(piece)),
    );
    expect(unused.map(([f, piece]) => `${f}: ${piece}`)).toEqual([]);
  });

  it('the guard sees what it looks for (a planted line is caught)', () => {
    const planted = "if (view.turn.pending?.kind === 'robber' && ctx.ruleset.devPerTurn === 1)";
    const what = RULE_READS.filter(([, re]) => re.test(planted)).map(([w]) => w);
    expect(what).toEqual(['the dev-card limit', 'the pending step']);
  });
});
