// The rules text in Swedish (lib/rules/rules-text.ts), in our own words from ../shared/rules.md;
// "tur" as in seed 000, never "runda".

import type { RulesTextWords } from '../rules-text';

const words: RulesTextWords = {
  title: 'Spelets regler',
  head: {
    goal: 'Mål',
    setup: 'Uppställning',
    turn: 'En tur',
    seven: 'En 7:a och rövaren',
    sevenOnly: 'En 7:a',
    trade: 'Handel',
    dev: 'Utvecklingskort',
    own: 'Det här spelets egna regler',
  },
  goal: (vp, now) =>
    now
      ? `Den som först når ${vp} segerpoäng vinner genast, på vilken tur som helst.`
      : `Den som först har ${vp} segerpoäng på sin egen tur vinner.`,
  start: (dice) =>
    dice === 1
      ? 'Start: alla slår en tärning, högst börjar.'
      : 'Start: alla slår två tärningar, högst börjar.',
  setup: {
    snake:
      'I turordning sätter var och en ut en by och en väg bredvid; sedan en andra by och en väg i omvänd ordning.',
    alternate:
      'Lägg de två hembaserna. Spelarna sätter i tur och ordning ut två byar och en väg bredvid var och en.',
    once: 'Alla börjar med 2 kolonier och 1 rymdhamn (4 poäng).',
  },
  firstCards: (k, n) =>
    ({
      'second-settlement': 'Den andra byn ger ett kort från varje ruta runt den.',
      'both-settlements': 'Båda byarna ger ett kort från varje ruta runt dem.',
      'chosen-cards': `Varje spelare väljer ${n} råvarukort.`,
      none: '',
    })[k],
  turn: 'Slå två tärningar (eller dra ett tärningskort). Varje ruta med det numret ger varje by intill 1 kort, varje stad 2, om inte rövaren står där. Handla och bygg sedan i valfri ordning.',
  seven: (d, optional) =>
    `Ingen får något. Alla med ${d} kort eller fler lämnar tillbaka hälften, avrundat nedåt. Den som slog flyttar rövaren till en annan landruta och ${optional ? 'får stjäla' : 'stjäl'} ett slumpat kort från en spelare intill${optional ? ', men får också avstå' : ''}.`,
  trade: (players, bank, generic, special) =>
    `${players ? 'Den som har turen får handla med de andra på valfria villkor. ' : 'Ingen handel mellan spelarna. '}Banken ${bank}:1${generic ? `; en ${generic}:1-hamn${special ? `, eller ${special}:1 av sin råvara vid en specialhamn` : ''}` : ''}.`,
  bankFor: (r, rate) => `Handel med banken för ${r}: ${rate}:1.`,
  dev: (per, played) =>
    `Inte samma tur som det köptes; ${per === 'any' ? 'hur många som helst per tur' : per === 1 ? 'högst ett per tur' : `högst ${per} per tur`}; en riddare får spelas före slaget. ${played ? 'Segerpoängkort räknas när de spelats.' : 'Segerpoängkort räknas på handen; visa dem för att vinna.'}`,
  specials: (road, army, vp) =>
    [
      road !== null ? `Längsta vägen (minst ${road} obrutna delar)` : '',
      army !== null ? `största riddarmakten (minst ${army} riddare)` : '',
    ]
      .filter(Boolean)
      .join(' och ') +
    `: ${vp} poäng var; de byter ägare bara till en strikt längre väg eller större riddarmakt.`,
  harborSpacing: (n) =>
    `Lägg spelplanen som en spiral från mitten, sedan hamnarna runt om med ${n === 1 ? 'en havsruta' : `${n} havsrutor`} mellan varje par.`,
  between: {
    'special-building-phase':
      'Mellan turerna: efter varje tur får alla andra bygga (särskild byggfas: bara bygga, ingen handel).',
    'paired-players':
      'Mellan turerna: den parade spelaren (tredje platsen till vänster) får handla med banken, bygga och spela kort under varje tur (parade spelare).',
  },
  betweenChoose: 'Kom överens om en av dem innan ni börjar.',
  discovery:
    'Vägar och skepp mot det okända drar en ruta ur påsen; en landruta får en bricka ur brickpåsen och ger upptäckaren ett kort av sitt slag.',
  ships:
    'Skepp byggs längs havskanter från en by, en stad eller ett skepp; det främsta skeppet i en öppen linje får flyttas en gång per tur.',
  islandVp: (vp) => `Första byn på varje ny ö +${vp}.`,
  homeBases:
    'På motståndarens hembas: första skeppet längs kusten +1, första byn +5, första staden +7 (bara det högsta).',
  earthSupply: (below) =>
    `Efter produktionen drar den som har turen, med färre än ${below} poäng, ett kort ur Jordens förråd.`,
  starfarers: {
    production:
      'Produktion: varje planet med det slagna numret ger en råvara till varje spelare med en koloni eller rymdhamn där.',
    seven: (d, optional) =>
      `Alla med ${d} kort eller fler lämnar hälften; den som slog ${optional ? 'får stjäla' : 'stjäl'} ett slumpat kort från valfri spelare${optional ? ', men får också avstå' : ''}.`,
    points:
      'Poäng: koloni 1, rymdhamn 2, vänskap 2, varje pirat eller isplanet 1, varannan berömmelsering 1.',
  },
  resources: { goods: 'handelsvaror' },
};

export default words;
