// Words of the complete-game kit (print/complete.ts): the one-page rules reference, in our own
// words from ../shared/rules.md, and the dice deck's and pieces' labels, in four languages.

import type { Lang } from '../lib/i18n/names';
import type { RulesetId } from '../lib/rules/rulesets';
import { COMPLETE_NAMES } from './i18n-complete-names';

type Setup = 'snake' | 'alternate' | 'once';
type FirstCards = 'second-settlement' | 'both-settlements' | 'chosen-cards' | 'none';

export interface CompleteWords {
  readonly rulesetName: Readonly<Record<RulesetId, string>>;
  readonly title: (ruleset: string) => string;
  readonly head: {
    readonly goal: string;
    readonly setup: string;
    readonly turn: string;
    readonly build: string;
    readonly seven: string;
    readonly trade: string;
    readonly dev: string;
    readonly own: string;
    readonly box: string;
    readonly dice: string;
    readonly missing: string;
  };
  readonly goal: (vp: number, immediately: boolean) => string;
  readonly setup: Readonly<Record<Setup, string>>;
  readonly firstCards: (kind: FirstCards, n: number) => string;
  readonly turn: string;
  readonly seven: (discardAt: number, optional: boolean) => string;
  readonly trade: (players: boolean, bank: number, generic: number | null) => string;
  readonly dev: (perTurn: number | 'any', vpPlayed: boolean) => string;
  readonly specials: string;
  readonly own: Readonly<Record<RulesetId, readonly string[]>>;
  readonly box: {
    readonly hexes: (n: number) => string;
    readonly tokens: (n: number) => string;
    readonly harbors: (n: number) => string;
    readonly cards: (n: number, each: number) => string;
    readonly dev: (n: number) => string;
    readonly cost: (n: number) => string;
    readonly specials: (n: number) => string;
    readonly perSeat: (seats: number, s: number, c: number, r: number, ships: number) => string;
    readonly robber: string;
    readonly track: (max: number) => string;
    readonly dice: (n: number) => string;
  };
  readonly diceHow: string;
  readonly piecesHow: string;
  readonly missing: Readonly<Record<RulesetId, readonly string[]>>;
  /** The dice deck's back. */
  readonly diceBack: string;
}

const en: CompleteWords = {
  ...COMPLETE_NAMES.en,
  head: {
    goal: 'Goal',
    setup: 'Set-up',
    turn: 'A turn',
    build: 'Building costs',
    seven: 'A 7 and the robber',
    trade: 'Trade',
    dev: 'Development cards',
    own: 'This game’s own rules',
    box: 'In this download',
    dice: 'The dice deck',
    missing: 'Not printable: use the original',
  },
  goal: (vp, now) =>
    now
      ? `The first to reach ${vp} victory points wins at once, on any turn.`
      : `The first to have ${vp} victory points on their own turn wins.`,
  setup: {
    snake:
      'Highest roll starts. In turn order each places a settlement and a road beside it; then a second settlement and road in reverse order.',
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
    `Nobody produces. Everyone holding ${d} cards or more returns half, rounded down. The roller moves the robber to another land hex and ${optional ? 'may steal' : 'steals'} one random card from a player beside it.`,
  trade: (players, bank, generic) =>
    `${players ? 'The player whose turn it is may trade with the others on any terms. ' : 'No trade between players. '}Bank ${bank}:1${generic ? `; a ${generic}:1 harbor, or 2:1 of its resource at a special harbor` : ''}.`,
  dev: (per, played) =>
    `Not in the turn bought; ${per === 'any' ? 'any number per turn' : 'at most one per turn'}; a knight may come before the roll. ${played ? 'Victory point cards count once played.' : 'Victory point cards count while held; reveal them to win.'}`,
  specials:
    'Longest road (at least 5 unbroken segments) and largest army (at least 3 knights): 2 points each; they change hands only to a strictly longer road or larger army.',
  own: {
    base: [],
    base56: [
      'Between turns the other players may build (special building phase), or the paired player may trade with the bank, build and play cards (paired players): agree on one before you start.',
    ],
    mupp37: [
      'Lay the board as a spiral from the centre, harbors and sea alternating around it.',
      'Start: everyone rolls one die, highest starts.',
      'The robber’s mover may choose not to steal.',
    ],
    intimate: [
      'Roads and ships towards the unknown draw a hex from the bag; a land hex gets a token from the token bag and gives its discoverer one card of its kind.',
      'Ship (wool + lumber): along sea edges from a settlement, city or ship; the front ship of an open line may move once a turn.',
      'First settlement on each new island +1. On the opponent’s home base: first ship along its coast +1, first settlement +5, first city +7 (the highest only).',
    ],
    starfarers: [
      'Production: each planet with the number rolled pays one resource to every player with a colony or spaceport there.',
      'A 7: more than 7 cards, give up half; the roller takes a random card from a player of their choice.',
      'After production a player with fewer than 9 points draws a card from Earth’s supply.',
      'Bank trade 3:1, trade goods 2:1.',
      'Points: colony 1, spaceport 2, friendship 2, each pirate or ice planet 1, every 2 fame rings 1.',
    ],
  },
  box: {
    hexes: (n) => `${n} hex tiles`,
    tokens: (n) => `${n} number tokens`,
    harbors: (n) => `${n} harbors`,
    cards: (n, e) => `${n} resource cards (${e} of each)`,
    dev: (n) => `${n} development cards`,
    cost: (n) => `${n} building-cost cards`,
    specials: (n) => `${n} special cards`,
    perSeat: (k, s, c, r, sh) =>
      `for each of ${k} colours: ${[s && `${s} settlements`, c && `${c} cities`, r && `${r} roads`, sh && `${sh} ships`].filter(Boolean).join(', ')}${s || c || r || sh ? ', ' : ''}1 score marker`,
    robber: 'the robber',
    track: (m) => `a score track 0–${m}`,
    dice: (n) => `${n} dice cards`,
  },
  diceHow:
    'Instead of dice: shuffle the 36 dice cards (every pair of two dice once) face down and turn one each turn. Shuffle all back when 5 are left.',
  piecesHow:
    'Each colour’s pieces carry its pattern and initial, so they tell apart in black and white. Fold nothing: lay them flat.',
  missing: {
    base: [],
    base56: [],
    mupp37: [],
    intimate: [],
    starfarers: [
      'the board (planets, space, Earth)',
      'resource cards of fuel, carbon, food and trade goods',
      'mother ships, boosters, cannons and freight rings',
      'colonies, spaceports, trade stations, encounter and fame cards',
    ],
  },
  diceBack: 'Dice',
};

const sv: CompleteWords = {
  ...COMPLETE_NAMES.sv,
  head: {
    goal: 'Mål',
    setup: 'Uppställning',
    turn: 'En tur',
    build: 'Byggkostnader',
    seven: 'En 7:a och rövaren',
    trade: 'Handel',
    dev: 'Utvecklingskort',
    own: 'Det här spelets egna regler',
    box: 'I den här nedladdningen',
    dice: 'Tärningsleken',
    missing: 'Går inte att skriva ut: använd originalet',
  },
  goal: (vp, now) =>
    now
      ? `Den som först når ${vp} segerpoäng vinner genast, på vilken tur som helst.`
      : `Den som först har ${vp} segerpoäng på sin egen tur vinner.`,
  setup: {
    snake:
      'Högst slag börjar. I turordning sätter var och en ut en by och en väg bredvid; sedan en andra by och en väg i omvänd ordning.',
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
    `Ingen får något. Alla med ${d} kort eller fler lämnar tillbaka hälften, avrundat nedåt. Den som slog flyttar rövaren till en annan landruta och ${optional ? 'får stjäla' : 'stjäl'} ett slumpat kort från en spelare intill.`,
  trade: (players, bank, generic) =>
    `${players ? 'Den som har turen får handla med de andra på valfria villkor. ' : 'Ingen handel mellan spelarna. '}Banken ${bank}:1${generic ? `; en ${generic}:1-hamn, eller 2:1 av sin råvara vid en specialhamn` : ''}.`,
  dev: (per, played) =>
    `Inte samma tur som det köptes; ${per === 'any' ? 'hur många som helst per tur' : 'högst ett per tur'}; en riddare får spelas före slaget. ${played ? 'Segerpoängkort räknas när de spelats.' : 'Segerpoängkort räknas på handen; visa dem för att vinna.'}`,
  specials:
    'Längsta vägen (minst 5 obrutna delar) och största riddarmakten (minst 3 riddare): 2 poäng var; de byter ägare bara till en strikt längre väg eller större riddarmakt.',
  own: {
    base: [],
    base56: [
      'Mellan turerna får de andra bygga (särskild byggfas), eller får den parade spelaren handla med banken, bygga och spela kort (parade spelare): kom överens om en innan ni börjar.',
    ],
    mupp37: [
      'Lägg spelplanen som en spiral från mitten, med hamnar och hav omväxlande runt om.',
      'Start: alla slår en tärning, högst börjar.',
      'Den som flyttar rövaren får avstå från att stjäla.',
    ],
    intimate: [
      'Vägar och skepp mot det okända drar en ruta ur påsen; en landruta får en bricka ur brickpåsen och ger upptäckaren ett kort av sitt slag.',
      'Skepp (ull + timmer): längs havskanter från en by, en stad eller ett skepp; det främsta skeppet i en öppen linje får flyttas en gång per tur.',
      'Första byn på varje ny ö +1. På motståndarens hembas: första skeppet längs kusten +1, första byn +5, första staden +7 (bara det högsta).',
    ],
    starfarers: [
      'Produktion: varje planet med det slagna numret ger en råvara till varje spelare med en koloni eller rymdhamn där.',
      'En 7:a: fler än 7 kort, lämna hälften; den som slog tar ett slumpat kort från valfri spelare.',
      'Efter produktionen drar en spelare med färre än 9 poäng ett kort ur Jordens förråd.',
      'Handel med banken 3:1, handelsvaror 2:1.',
      'Poäng: koloni 1, rymdhamn 2, vänskap 2, varje pirat eller isplanet 1, varannan berömmelsering 1.',
    ],
  },
  box: {
    hexes: (n) => `${n} rutor`,
    tokens: (n) => `${n} nummerbrickor`,
    harbors: (n) => `${n} hamnar`,
    cards: (n, e) => `${n} råvarukort (${e} av varje)`,
    dev: (n) => `${n} utvecklingskort`,
    cost: (n) => `${n} byggkostnadskort`,
    specials: (n) => `${n} specialkort`,
    perSeat: (k, s, c, r, sh) =>
      `för var och en av ${k} färger: ${[s && `${s} byar`, c && `${c} städer`, r && `${r} vägar`, sh && `${sh} skepp`].filter(Boolean).join(', ')}${s || c || r || sh ? ', ' : ''}1 poängmarkör`,
    robber: 'rövaren',
    track: (m) => `en poängskala 0–${m}`,
    dice: (n) => `${n} tärningskort`,
  },
  diceHow:
    'I stället för tärningar: blanda de 36 tärningskorten (varje par av två tärningar en gång) med baksidan upp och vänd ett varje tur. Blanda in alla igen när 5 återstår.',
  piecesHow:
    'Varje färgs bitar bär sitt mönster och sin initial, så de går att skilja åt i svartvitt. Inget viks: lägg dem platt.',
  missing: {
    base: [],
    base56: [],
    mupp37: [],
    intimate: [],
    starfarers: [
      'spelplanen (planeter, rymden, Jorden)',
      'råvarukort för bränsle, kol, mat och handelsvaror',
      'moderskepp, boosters, kanoner och fraktringar',
      'kolonier, rymdhamnar, handelsstationer, möteskort och berömmelsekort',
    ],
  },
  diceBack: 'Tärning',
};

const de: CompleteWords = {
  ...COMPLETE_NAMES.de,
  head: {
    goal: 'Ziel',
    setup: 'Aufbau',
    turn: 'Ein Zug',
    build: 'Baukosten',
    seven: 'Eine 7 und der Räuber',
    trade: 'Handel',
    dev: 'Entwicklungskarten',
    own: 'Eigene Regeln dieses Spiels',
    box: 'In diesem Download',
    dice: 'Das Würfeldeck',
    missing: 'Nicht druckbar: das Original verwenden',
  },
  goal: (vp, now) =>
    now
      ? `Wer zuerst ${vp} Siegpunkte erreicht, gewinnt sofort, in jedem Zug.`
      : `Wer zuerst in seinem eigenen Zug ${vp} Siegpunkte hat, gewinnt.`,
  setup: {
    snake:
      'Der höchste Wurf beginnt. Reihum setzt jeder eine Siedlung und eine Straße daneben; dann in umgekehrter Reihenfolge eine zweite Siedlung und Straße.',
    alternate:
      'Die zwei Heimatgebiete auslegen. Abwechselnd setzen die Spieler zwei Siedlungen und je eine Straße daneben.',
    once: 'Alle beginnen mit 2 Kolonien und 1 Raumhafen (4 Punkte).',
  },
  firstCards: (k, n) =>
    ({
      'second-settlement': 'Die zweite Siedlung bringt eine Karte von jedem Feld um sie herum.',
      'both-settlements': 'Beide Siedlungen bringen eine Karte von jedem Feld um sie herum.',
      'chosen-cards': `Jeder Spieler wählt ${n} Rohstoffkarten.`,
      none: '',
    })[k],
  turn: 'Zwei Würfel werfen (oder eine Würfelkarte ziehen). Jedes Feld mit dieser Zahl gibt jeder angrenzenden Siedlung 1 Karte, jeder Stadt 2, außer der Räuber steht darauf. Dann handeln und bauen in beliebiger Reihenfolge.',
  seven: (d, optional) =>
    `Niemand erhält etwas. Wer ${d} Karten oder mehr hat, gibt die Hälfte ab, abgerundet. Wer würfelte, versetzt den Räuber auf ein anderes Landfeld und ${optional ? 'darf' : 'muss'} einem Spieler daneben eine zufällige Karte ziehen.`,
  trade: (players, bank, generic) =>
    `${players ? 'Wer am Zug ist, darf mit den anderen zu beliebigen Bedingungen handeln. ' : 'Kein Handel zwischen Spielern. '}Bank ${bank}:1${generic ? `; ein ${generic}:1-Hafen, oder 2:1 seines Rohstoffs an einem Spezialhafen` : ''}.`,
  dev: (per, played) =>
    `Nicht im Zug des Kaufs; ${per === 'any' ? 'beliebig viele pro Zug' : 'höchstens eine pro Zug'}; ein Ritter darf vor dem Wurf kommen. ${played ? 'Siegpunktkarten zählen, sobald sie ausgespielt sind.' : 'Siegpunktkarten zählen auf der Hand; aufdecken, um zu gewinnen.'}`,
  specials:
    'Längste Straße (mindestens 5 ununterbrochene Teile) und größte Rittermacht (mindestens 3 Ritter): je 2 Punkte; sie wechseln nur zu einer echt längeren Straße oder größeren Rittermacht.',
  own: {
    base: [],
    base56: [
      'Zwischen den Zügen dürfen die anderen bauen (Sonderbauphase), oder der gepaarte Spieler darf mit der Bank handeln, bauen und Karten spielen (gepaarte Spieler): vor Beginn eines wählen.',
    ],
    mupp37: [
      'Das Spielfeld als Spirale von der Mitte auslegen, Häfen und Meer abwechselnd rundherum.',
      'Start: alle werfen einen Würfel, der höchste beginnt.',
      'Wer den Räuber versetzt, darf aufs Ziehen verzichten.',
    ],
    intimate: [
      'Straßen und Schiffe ins Unbekannte ziehen ein Feld aus dem Beutel; ein Landfeld erhält einen Chip aus dem Chipbeutel und gibt dem Entdecker eine Karte seiner Art.',
      'Schiff (Wolle + Holz): entlang Meereskanten von Siedlung, Stadt oder Schiff; das vordere Schiff einer offenen Linie darf einmal pro Zug ziehen.',
      'Erste Siedlung auf jeder neuen Insel +1. Im gegnerischen Heimatgebiet: erstes Schiff an der Küste +1, erste Siedlung +5, erste Stadt +7 (nur das Höchste).',
    ],
    starfarers: [
      'Produktion: jeder Planet mit der gewürfelten Zahl gibt jedem Spieler mit einer Kolonie oder einem Raumhafen dort einen Rohstoff.',
      'Eine 7: mehr als 7 Karten, die Hälfte abgeben; wer würfelte, zieht eine zufällige Karte von einem Spieler seiner Wahl.',
      'Nach der Produktion zieht ein Spieler mit weniger als 9 Punkten eine Karte aus dem Nachschub der Erde.',
      'Bankhandel 3:1, Handelswaren 2:1.',
      'Punkte: Kolonie 1, Raumhafen 2, Freundschaft 2, jeder Pirat oder Eisplanet 1, je 2 Ruhmesringe 1.',
    ],
  },
  box: {
    hexes: (n) => `${n} Landschaftsfelder`,
    tokens: (n) => `${n} Zahlenchips`,
    harbors: (n) => `${n} Häfen`,
    cards: (n, e) => `${n} Rohstoffkarten (je ${e})`,
    dev: (n) => `${n} Entwicklungskarten`,
    cost: (n) => `${n} Baukostenkarten`,
    specials: (n) => `${n} Sonderkarten`,
    perSeat: (k, s, c, r, sh) =>
      `für jede von ${k} Farben: ${[s && `${s} Siedlungen`, c && `${c} Städte`, r && `${r} Straßen`, sh && `${sh} Schiffe`].filter(Boolean).join(', ')}${s || c || r || sh ? ', ' : ''}1 Punktemarker`,
    robber: 'der Räuber',
    track: (m) => `eine Punkteleiste 0–${m}`,
    dice: (n) => `${n} Würfelkarten`,
  },
  diceHow:
    'Statt Würfeln: die 36 Würfelkarten (jedes Paar zweier Würfel einmal) verdeckt mischen und jeden Zug eine aufdecken. Bei 5 übrigen Karten alle neu mischen.',
  piecesHow:
    'Die Teile jeder Farbe tragen ihr Muster und ihren Anfangsbuchstaben, so sind sie auch schwarzweiß zu unterscheiden. Nichts falten: flach hinlegen.',
  missing: {
    base: [],
    base56: [],
    mupp37: [],
    intimate: [],
    starfarers: [
      'den Spielplan (Planeten, Weltraum, Erde)',
      'Rohstoffkarten für Treibstoff, Kohle, Nahrung und Handelswaren',
      'Mutterschiffe, Booster, Kanonen und Frachtringe',
      'Kolonien, Raumhäfen, Handelsstationen, Begegnungs- und Ruhmeskarten',
    ],
  },
  diceBack: 'Würfel',
};

const da: CompleteWords = {
  ...COMPLETE_NAMES.da,
  head: {
    goal: 'Mål',
    setup: 'Opstilling',
    turn: 'En tur',
    build: 'Byggeomkostninger',
    seven: 'En 7’er og røveren',
    trade: 'Handel',
    dev: 'Udviklingskort',
    own: 'Dette spils egne regler',
    box: 'I denne download',
    dice: 'Terningebunken',
    missing: 'Kan ikke udskrives: brug originalen',
  },
  goal: (vp, now) =>
    now
      ? `Den der først når ${vp} sejrspoint, vinder straks, i enhver tur.`
      : `Den der først har ${vp} sejrspoint i sin egen tur, vinder.`,
  setup: {
    snake:
      'Højeste slag begynder. På skift sætter hver en bosættelse og en vej ved siden af; derefter en anden bosættelse og vej i omvendt rækkefølge.',
    alternate:
      'Læg de to hjemmebaser. Spillerne sætter på skift to bosættelser og en vej ved hver.',
    once: 'Alle begynder med 2 kolonier og 1 rumhavn (4 point).',
  },
  firstCards: (k, n) =>
    ({
      'second-settlement': 'Den anden bosættelse giver ét kort fra hvert felt omkring den.',
      'both-settlements': 'Begge bosættelser giver ét kort fra hvert felt omkring dem.',
      'chosen-cards': `Hver spiller vælger ${n} råstofkort.`,
      none: '',
    })[k],
  turn: 'Slå to terninger (eller træk et terningkort). Hvert felt med det tal giver hver bosættelse ved siden af 1 kort, hver by 2, medmindre røveren står der. Handl og byg derefter i valgfri rækkefølge.',
  seven: (d, optional) =>
    `Ingen får noget. Alle med ${d} kort eller flere afleverer halvdelen, rundet ned. Den der slog, flytter røveren til et andet landfelt og ${optional ? 'må trække' : 'trækker'} et tilfældigt kort fra en spiller ved siden af.`,
  trade: (players, bank, generic) =>
    `${players ? 'Den der har turen, må handle med de andre på alle vilkår. ' : 'Ingen handel mellem spillerne. '}Banken ${bank}:1${generic ? `; en ${generic}:1-havn, eller 2:1 af sit råstof ved en specialhavn` : ''}.`,
  dev: (per, played) =>
    `Ikke i den tur, det blev købt; ${per === 'any' ? 'så mange som ønsket pr. tur' : 'højst ét pr. tur'}; en ridder må spilles før slaget. ${played ? 'Sejrspointkort tæller, når de er spillet.' : 'Sejrspointkort tæller på hånden; vis dem for at vinde.'}`,
  specials:
    'Længste vej (mindst 5 ubrudte stykker) og største hær (mindst 3 riddere): 2 point hver; de skifter kun til en strengt længere vej eller større hær.',
  own: {
    base: [],
    base56: [
      'Mellem turene må de andre bygge (særlig byggefase), eller den parrede spiller må handle med banken, bygge og spille kort (parrede spillere): aftal én, før I begynder.',
    ],
    mupp37: [
      'Læg spillepladen som en spiral fra midten, med havne og hav skiftevis rundt om.',
      'Start: alle slår én terning, højeste begynder.',
      'Den der flytter røveren, må lade være med at trække.',
    ],
    intimate: [
      'Veje og skibe mod det ukendte trækker et felt fra posen; et landfelt får en brik fra brikposen og giver opdageren ét kort af sin slags.',
      'Skib (uld + træ): langs havkanter fra en bosættelse, by eller et skib; det forreste skib i en åben linje må flyttes én gang pr. tur.',
      'Første bosættelse på hver ny ø +1. På modstanderens hjemmebase: første skib langs kysten +1, første bosættelse +5, første by +7 (kun det højeste).',
    ],
    starfarers: [
      'Produktion: hver planet med det slåede tal giver ét råstof til hver spiller med en koloni eller rumhavn der.',
      'En 7’er: mere end 7 kort, aflevér halvdelen; den der slog, trækker et tilfældigt kort fra en spiller efter eget valg.',
      'Efter produktionen trækker en spiller med færre end 9 point ét kort fra Jordens forsyninger.',
      'Handel med banken 3:1, handelsvarer 2:1.',
      'Point: koloni 1, rumhavn 2, venskab 2, hver pirat eller isplanet 1, hver anden berømmelsesring 1.',
    ],
  },
  box: {
    hexes: (n) => `${n} felter`,
    tokens: (n) => `${n} talbrikker`,
    harbors: (n) => `${n} havne`,
    cards: (n, e) => `${n} råstofkort (${e} af hver)`,
    dev: (n) => `${n} udviklingskort`,
    cost: (n) => `${n} byggeomkostningskort`,
    specials: (n) => `${n} specialkort`,
    perSeat: (k, s, c, r, sh) =>
      `for hver af ${k} farver: ${[s && `${s} bosættelser`, c && `${c} byer`, r && `${r} veje`, sh && `${sh} skibe`].filter(Boolean).join(', ')}${s || c || r || sh ? ', ' : ''}1 pointmarkør`,
    robber: 'røveren',
    track: (m) => `en pointskala 0–${m}`,
    dice: (n) => `${n} terningkort`,
  },
  diceHow:
    'I stedet for terninger: bland de 36 terningkort (hvert par af to terninger én gang) med bagsiden op og vend ét hver tur. Bland alle igen, når 5 er tilbage.',
  piecesHow:
    'Hver farves brikker bærer sit mønster og sit forbogstav, så de kan skelnes i sort-hvid. Intet foldes: læg dem fladt.',
  missing: {
    base: [],
    base56: [],
    mupp37: [],
    intimate: [],
    starfarers: [
      'spillepladen (planeter, rummet, Jorden)',
      'råstofkort for brændstof, kul, mad og handelsvarer',
      'moderskibe, boostere, kanoner og fragtringe',
      'kolonier, rumhavne, handelsstationer, møde- og berømmelseskort',
    ],
  },
  diceBack: 'Terning',
};

export const COMPLETE_WORDS: Readonly<Record<Lang, CompleteWords>> = { en, sv, de, da };
