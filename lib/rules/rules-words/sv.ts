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
    commodities: 'Handelsvaror',
    barbarians: 'Barbarerna',
    knights: 'Riddare',
    cities: 'Stadsförbättringar, metropoler och stadsmurar',
    progress: 'Framstegskort och poäng',
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
  ck: {
    names: {
      lumber: 'trä',
      wool: 'ull',
      grain: 'säd',
      brick: 'lera',
      ore: 'malm',
      paper: 'papper',
      cloth: 'tyg',
      coin: 'mynt',
    },
    setupCity:
      'I turordning lägger var och en en by och en väg intill; sedan, i omvänd ordning, en stad och en väg. Staden ger ett resurskort från varje ruta runt den; inga handelsvaror vid uppställningen.',
    turn: 'Slå den röda och den gula tärningen och händelsetärningen. Händelsetärningen avgörs först; sedan producerar rutorna med röd + gul, eller så spelas en 7:a. Handla och bygg sedan i valfri ordning.',
    commodities: (bank) =>
      `En stad vid skog ger 1 trä + 1 papper, vid betesmark 1 ull + 1 tyg, vid berg 1 malm + 1 mynt, vid kullar 2 lera och vid åker 2 säd; en by ger 1 resurs. Banken har ${bank} av varje handelsvara; räcker de inte gäller den vanliga bristregeln för varje handelsvara.`,
    commodityCards:
      'Handelsvaror är kort på handen: de räknas till kortgränsen, kan stjälas och handlas som resurser (med spelare, 4:1 med banken, i en 3:1-hamn); en 2:1-hamn tar bara sin egen resurs.',
    robberSleeps:
      'Till barbarernas första anfall sover rövaren: en 7:a får fortfarande spelare att lämna kort, men rövaren flyttas inte och ingen stjäl.',
    wallLimit: (per) => `Varje stadsmur en spelare har höjer den spelarens gräns med ${per} kort.`,
    barbarians: (steps) =>
      `Varje skeppssida på händelsetärningen flyttar barbarskeppet ett steg; på steg ${steps} landar det och anfaller genast, före produktionen.`,
    strength:
      'Barbarernas styrka är antalet städer på brädet (metropoler medräknade); försvaret är summan av alla aktiva riddare (enkel 1, stark 2, mäktig 3). Oavgjort går till försvararna.',
    defendersWin:
      'Vinner försvararna tar den enda spelaren med flest aktiva riddare ett försvararkort (1 segerpoäng); delar flera förstaplatsen drar var och en i stället ett framstegskort i valfri färg.',
    barbariansWin:
      'Vinner barbarerna förlorar de spelare med minst aktiva riddare, bland dem som äger en stad som inte är metropol, var sin stad som de själva väljer: den blir en by igen och dess stadsmur tas bort.',
    afterAttack:
      'Efter varje anfall blir alla riddare inaktiva, skeppet går tillbaka till start och rövaren är vaken från och med då.',
    knights: (per, hire, activate, promote, fortress) =>
      `Varje spelare har ${per} enkla, ${per} starka och ${per} mäktiga riddare. Värva en enkel riddare för ${hire} på en fri korsning vid dina vägar; aktivera den för ${activate}; befordra den ett steg för ${promote} (till mäktig bara med politik nivå ${fortress}), högst en gång per riddare och tur.`,
    knightActions:
      'En aktiv riddare får en gång per tur flytta längs dina vägar, tränga undan en svagare motståndares riddare eller jaga rövaren från en ruta intill (när rövaren är vaken); varje handling gör den inaktiv, och en riddare som aktiverats denna tur får inte handla.',
    knightRoads:
      'En riddare bryter motståndarnas vägar för längsta vägen, och ingen väg får byggas genom en motståndares riddare.',
    improvements: (levels, paidIn) =>
      `Tre spår med ${levels} nivåer: handel (betalas med ${paidIn.trade}), politik (${paidIn.politics}) och vetenskap (${paidIn.science}); nivå n kostar n av den handelsvaran, och man behöver en stad för att köpa en.`,
    abilities: (house, fortress, aqueduct) =>
      `Handel nivå ${house.at}, handelshuset: handelsvaror byts ${house.rate}:1 med banken. Politik nivå ${fortress}, fästningen: riddare får bli mäktiga. Vetenskap nivå ${aqueduct}, akvedukten: ett produktionsslag (inte en 7:a) som inte ger dig något ger dig en resurs du väljer.`,
    metropolis: (at, locked, vp) =>
      `Den som först når nivå ${at} på ett spår sätter dess metropol på en av sina städer (+${vp} segerpoäng, plundras aldrig); en annan spelare som först når nivå ${locked} tar över den, och på nivå ${locked} stannar den.`,
    walls: (max, cost, limit) =>
      `En stadsmur kostar ${cost} och läggs under en av dina städer, högst ${max} per spelare; var och en höjer kortgränsen med ${limit}, och den tas bort med en plundrad stad.`,
    progress:
      'Tre framstegslekar med 18 kort: handel (gul), politik (blå), vetenskap (grön). På en portsida på händelsetärningen drar varje spelare med nivå L i den färgen (L minst 1) ett kort ur den leken om den röda tärningen visar L + 1 eller mindre, i turordning från den som slog.',
    progressHand:
      'Håll högst 4 framstegskort (segerpoängkort visas genast och räknas inte); spela hur många som helst på din egen tur efter slaget, alkemisten före det. Rövaren tar dem aldrig.',
    points: (road, metropolis) =>
      `Poäng: by 1, stad 2, metropol +${metropolis}${road !== null ? `, längsta vägen ${road}` : ''}, köpmannen 1, varje försvararkort 1, boktryckaren och författningen 1 vardera. Inga utvecklingskort och ingen största riddarmakt.`,
  },
};

export default words;
