// The rules text in English (lib/rules/rules-text.ts), in our own words from ../shared/rules.md.

import type { RulesTextWords } from '../rules-text';

const words: RulesTextWords = {
  title: 'Rules of this game',
  head: {
    goal: 'Goal',
    setup: 'Set-up',
    turn: 'A turn',
    seven: 'A 7 and the robber',
    sevenOnly: 'A 7',
    trade: 'Trade',
    dev: 'Development cards',
    own: 'This game’s own rules',
  },
  goal: (vp, now) =>
    now
      ? `The first to reach ${vp} victory points wins at once, on any turn.`
      : `The first to have ${vp} victory points on their own turn wins.`,
  start: (dice) =>
    dice === 1
      ? 'Start: everyone rolls one die, highest starts.'
      : 'Start: everyone rolls two dice, highest starts.',
  setup: {
    snake:
      'In turn order each places a settlement and a road beside it; then a second settlement and road in reverse order.',
    alternate:
      'Lay the two home bases. Players alternate placing two settlements and a road beside each.',
    once: 'Everyone starts with 2 colonies and 1 spaceport (4 points).',
  },
  firstCards: (k, n) =>
    ({
      'second-settlement': 'The second settlement gives one card from each hex around it.',
      'both-settlements': 'Both settlements give one card from each hex around them.',
      'chosen-cards': `Each player chooses ${n} resource cards.`,
      none: '',
    })[k],
  turn: 'Roll two dice (or draw a dice card). Every hex with that number pays each settlement beside it 1 card, each city 2, unless the robber stands on it. Then trade and build in any order.',
  seven: (d, optional) =>
    `Nobody produces. Everyone holding ${d} cards or more returns half, rounded down. The roller moves the robber to another land hex and ${optional ? 'may choose to steal' : 'steals'} one random card from a player beside it.`,
  trade: (players, bank, generic, special) =>
    `${players ? 'The player whose turn it is may trade with the others on any terms. ' : 'No trade between players. '}Bank ${bank}:1${generic ? `; a ${generic}:1 harbor${special ? `, or ${special}:1 of its resource at a special harbor` : ''}` : ''}.`,
  bankFor: (r, rate) => `Bank trade for ${r}: ${rate}:1.`,
  dev: (per, played) =>
    `Not in the turn bought; ${per === 'any' ? 'any number per turn' : per === 1 ? 'at most one per turn' : `at most ${per} per turn`}; a knight may come before the roll. ${played ? 'Victory point cards count once played.' : 'Victory point cards count while held; reveal them to win.'}`,
  specials: (road, army, vp) =>
    [
      road !== null ? `Longest road (at least ${road} unbroken segments)` : '',
      army !== null ? `largest army (at least ${army} knights)` : '',
    ]
      .filter(Boolean)
      .join(' and ') +
    `: ${vp} points each; they change hands only to a strictly longer road or larger army.`,
  harborSpacing: (n) =>
    `Lay the board as a spiral from the centre, then harbors around it with ${n === 1 ? 'one sea hex' : `${n} sea hexes`} between each two.`,
  between: {
    'special-building-phase':
      'Between turns: after each turn every other player may build (special building phase: build only, no trade).',
    'paired-players':
      'Between turns: the paired player (third seat to the left) may trade with the bank, build and play cards during each turn (paired players).',
  },
  betweenChoose: 'Agree on one of these before you start.',
  discovery:
    'Roads and ships towards the unknown draw a hex from the bag; a land hex gets a token from the token bag and gives its discoverer one card of its kind.',
  ships:
    'Ships go along sea edges from a settlement, city or ship; the front ship of an open line may move once a turn.',
  islandVp: (vp) => `First settlement on each new island +${vp}.`,
  homeBases:
    'On the opponent’s home base: first ship along its coast +1, first settlement +5, first city +7 (the highest only).',
  earthSupply: (below) =>
    `After production the player whose turn it is, with fewer than ${below} points, draws a card from Earth’s supply.`,
  starfarers: {
    production:
      'Production: each planet with the number rolled pays one resource to every player with a colony or spaceport there.',
    seven: (d, optional) =>
      `Everyone holding ${d} cards or more gives up half; the roller ${optional ? 'may choose to steal' : 'steals'} a random card from a player of their choice.`,
    points:
      'Points: colony 1, spaceport 2, friendship 2, each pirate or ice planet 1, every 2 fame rings 1.',
  },
  resources: { goods: 'trade goods' },
};

export default words;
