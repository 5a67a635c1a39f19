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
    commodities: 'Commodities',
    barbarians: 'The barbarians',
    knights: 'Knights',
    cities: 'City improvements, metropolises and walls',
    progress: 'Progress cards and points',
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
  ck: {
    names: {
      lumber: 'lumber',
      wool: 'wool',
      grain: 'grain',
      brick: 'brick',
      ore: 'ore',
      paper: 'paper',
      cloth: 'cloth',
      coin: 'coin',
    },
    setupCity:
      'In turn order each places a settlement and a road beside it; then, in reverse order, a city and a road. The city gives one resource card from each hex around it; no commodities at set-up.',
    turn: 'Roll the red and the yellow die and the event die. The event die is resolved first; then the hexes showing red + yellow produce, or a 7 is played. Then trade and build in any order.',
    commodities: (bank) =>
      `A city on forest pays 1 lumber + 1 paper, on pasture 1 wool + 1 cloth, on mountains 1 ore + 1 coin, on hills 2 brick and on fields 2 grain; a settlement pays 1 resource. The bank holds ${bank} of each commodity; when it runs short, the usual shortage rule applies to each commodity.`,
    commodityCards:
      'Commodities are cards in the hand: they count toward the card limit, can be stolen and are traded like resources (with players, 4:1 with the bank, at a 3:1 harbor); a 2:1 harbor takes only its own resource.',
    robberSleeps:
      'Until the first barbarian attack the robber sleeps: a 7 still makes players discard, but the robber does not move and nobody steals.',
    wallLimit: (per) => `Each of a player’s city walls raises that player’s limit by ${per} cards.`,
    barbarians: (steps) =>
      `Each ship face of the event die moves the barbarian ship one step; on step ${steps} it lands and attacks at once, before production.`,
    strength:
      'The barbarians’ strength is the number of cities on the board (metropolises included); the defence is the sum of all active knights (basic 1, strong 2, mighty 3). A tie goes to the defenders.',
    defendersWin:
      'If the defenders win, the one player with the most active knights takes a Defender card (1 victory point); if several tie for most, each draws a progress card of a colour of their choice instead.',
    barbariansWin:
      'If the barbarians win, the players with the fewest active knights among those owning a city that is not a metropolis each lose one city of their choice: it goes back to a settlement and its city wall is removed.',
    afterAttack:
      'After any attack every knight becomes inactive, the ship goes back to its start and the robber is awake from then on.',
    knights: (per, hire, activate, promote, fortress) =>
      `Each player has ${per} basic, ${per} strong and ${per} mighty knights. Hire a basic knight for ${hire} on a free intersection joined to your roads; activate it for ${activate}; promote it one level for ${promote} (to mighty only with politics level ${fortress}), at most once per knight per turn.`,
    knightActions:
      'An active knight may, once per turn, move along your roads, displace a weaker opponent’s knight, or chase the robber from a hex beside it (once the robber is awake); any action makes it inactive, and a knight activated this turn may not act.',
    knightRoads:
      'A knight breaks opponents’ roads for the longest road, and no road may be built through an opponent’s knight.',
    improvements: (levels, paidIn) =>
      `Three tracks of ${levels} levels: trade (paid in ${paidIn.trade}), politics (${paidIn.politics}) and science (${paidIn.science}); level n costs n of that commodity, and buying one needs a city.`,
    abilities: (house, fortress, aqueduct) =>
      `Trade level ${house.at}, the trading house: commodities trade ${house.rate}:1 with the bank. Politics level ${fortress}, the fortress: knights may become mighty. Science level ${aqueduct}, the aqueduct: a production roll (not a 7) that pays you nothing gives you one resource of your choice.`,
    metropolis: (at, locked, vp) =>
      `The first to reach level ${at} of a track places its metropolis on one of their cities (+${vp} victory points, never pillaged); another player who first reaches level ${locked} takes it over, and at level ${locked} it stays.`,
    walls: (max, cost, limit) =>
      `A city wall costs ${cost} and goes under one of your cities, at most ${max} per player; each raises the card limit by ${limit}, and it is removed with a pillaged city.`,
    progress:
      'Three progress decks of 18 cards: trade (yellow), politics (blue), science (green). On a gate face of the event die, each player with level L of that colour (L at least 1) draws a card of it if the red die shows L + 1 or less, in turn order from the roller.',
    progressHand:
      'Hold at most 4 progress cards (victory point cards are shown at once and do not count); play any number on your own turn after the roll, the alchemist before it. The robber never takes them.',
    points: (road, metropolis) =>
      `Points: settlement 1, city 2, metropolis +${metropolis}${road !== null ? `, longest road ${road}` : ''}, the merchant 1, each Defender card 1, printer and constitution 1 each. No development cards and no largest army.`,
  },
};

export default words;
