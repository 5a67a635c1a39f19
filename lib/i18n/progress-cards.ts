// The cities-and-knights progress cards in our own words, four languages: a short name and what
// the card does, keyed on lib/rules/progress-cards.ts' ids. The print kit's cards draw them, and
// the phones will show the same words. Each text restates ../shared/rules-cities-knights.md
// ("Progress cards") in a line that fits a 55 × 80 mm card (test/unit/progress-words.test.ts).

import type { ProgressCardId, ProgressDeck } from '../rules/progress-cards';
import type { Lang } from './names';

export interface ProgressWords {
  /** On the card's title line. e.g. "Spy" */
  readonly name: string;
  /** What the card does, in one or two sentences. */
  readonly text: string;
}

/** Longest name that fits the card's title line at its type size. */
export const PROGRESS_NAME_MAX = 22;
/** Longest text that fits the card's text box (seven lines of about 26 characters). */
export const PROGRESS_TEXT_MAX = 160;

/** Each deck's name: the colour's track. */
export const PROGRESS_DECK_NAMES: Readonly<Record<Lang, Readonly<Record<ProgressDeck, string>>>> = {
  en: { science: 'Science', trade: 'Trade', politics: 'Politics' },
  sv: { science: 'Vetenskap', trade: 'Handel', politics: 'Politik' },
  de: { science: 'Wissenschaft', trade: 'Handel', politics: 'Politik' },
  da: { science: 'Videnskab', trade: 'Handel', politics: 'Politik' },
};

/** Under a VP card's text: it is shown at once and not held. */
export const PROGRESS_VP_NOTE: Readonly<Record<Lang, string>> = {
  en: '1 victory point',
  sv: '1 segerpoäng',
  de: '1 Siegpunkt',
  da: '1 sejrspoint',
};

type Words = Readonly<Record<ProgressCardId, ProgressWords>>;

const en: Words = {
  alchemist: {
    name: 'Alchemist',
    text: 'Play before you roll: set the red and yellow dice to any numbers. Roll the event die as usual.',
  },
  crane: { name: 'Crane', text: 'Your next city improvement this turn costs one commodity less.' },
  engineer: { name: 'Engineer', text: 'Build one city wall for free.' },
  inventor: {
    name: 'Inventor',
    text: 'Swap two number tokens on the board. Tokens 2, 12, 6 and 8 stay where they are.',
  },
  irrigation: {
    name: 'Irrigation',
    text: 'Take 2 grain for every fields hex next to one of your settlements or cities.',
  },
  medicine: {
    name: 'Medicine',
    text: 'Upgrade a settlement to a city for just 2 ore and 1 grain.',
  },
  mining: {
    name: 'Mining',
    text: 'Take 2 ore for every mountains hex next to one of your settlements or cities.',
  },
  printer: { name: 'Printing press', text: 'Show this card as soon as you draw it.' },
  roadBuilding: { name: 'Road building', text: 'Build two roads for free.' },
  smith: { name: 'Smith', text: 'Promote up to two of your knights one level each, for free.' },
  commercialHarbor: {
    name: 'Commercial harbor',
    text: 'Offer each opponent a resource of your choice; each gives you a commodity of their choice, if they have one.',
  },
  masterMerchant: {
    name: 'Master merchant',
    text: 'Look at the hand of a player with more points than you and take 2 cards you choose.',
  },
  merchant: {
    name: 'Merchant',
    text: 'Put the merchant next to your settlement or city: trade that hex’s resource 2:1. Whoever holds the merchant has 1 point.',
  },
  merchantFleet: {
    name: 'Merchant fleet',
    text: 'This turn, trade one resource or commodity of your choice with the bank at 2:1.',
  },
  resourceMonopoly: {
    name: 'Resource monopoly',
    text: 'Name a resource. Every opponent gives you up to 2 of it.',
  },
  tradeMonopoly: {
    name: 'Trade monopoly',
    text: 'Name a commodity. Every opponent gives you 1 of it.',
  },
  bishop: {
    name: 'Bishop',
    text: 'Move the robber. Take a random card from each player with a building next to its new hex.',
  },
  constitution: { name: 'Constitution', text: 'Show this card as soon as you draw it.' },
  deserter: {
    name: 'Deserter',
    text: 'An opponent removes one of their knights. You may place one of yours of the same strength.',
  },
  diplomat: {
    name: 'Diplomat',
    text: 'Remove an open road. If it is yours, you may place it again at once.',
  },
  intrigue: {
    name: 'Intrigue',
    text: 'Chase away an opponent’s knight standing on one of your roads.',
  },
  saboteur: {
    name: 'Saboteur',
    text: 'Every player with as many points as you or more discards half their cards.',
  },
  spy: {
    name: 'Spy',
    text: 'Look at an opponent’s progress cards and take one of them (not a point card).',
  },
  warlord: { name: 'Warlord', text: 'Activate all your knights for free.' },
  wedding: {
    name: 'Wedding',
    text: 'Each player with more points than you gives you 2 cards of their choice.',
  },
};

const sv: Words = {
  alchemist: {
    name: 'Alkemist',
    text: 'Spela före slaget: välj vad den röda och den gula tärningen visar. Händelsetärningen slås som vanligt.',
  },
  crane: {
    name: 'Kran',
    text: 'Din nästa stadsförbättring denna tur kostar en handelsvara mindre.',
  },
  engineer: { name: 'Ingenjör', text: 'Bygg en stadsmur gratis.' },
  inventor: {
    name: 'Uppfinnare',
    text: 'Byt plats på två nummerbrickor. Brickorna 2, 12, 6 och 8 ligger kvar.',
  },
  irrigation: {
    name: 'Bevattning',
    text: 'Ta 2 vete för varje åker intill någon av dina byar eller städer.',
  },
  medicine: { name: 'Medicin', text: 'Bygg ut en by till stad för bara 2 malm och 1 vete.' },
  mining: {
    name: 'Gruvdrift',
    text: 'Ta 2 malm för varje berg intill någon av dina byar eller städer.',
  },
  printer: { name: 'Tryckpress', text: 'Visa kortet så snart du drar det.' },
  roadBuilding: { name: 'Vägbygge', text: 'Bygg två vägar gratis.' },
  smith: { name: 'Smed', text: 'Befordra upp till två av dina riddare ett steg var, gratis.' },
  commercialHarbor: {
    name: 'Handelshamn',
    text: 'Erbjud varje motspelare en råvara du väljer; var och en ger dig en handelsvara de väljer, om de har någon.',
  },
  masterMerchant: {
    name: 'Mästerköpman',
    text: 'Titta på handen hos en spelare med fler poäng än du och ta 2 kort du väljer.',
  },
  merchant: {
    name: 'Köpman',
    text: 'Ställ köpmannen intill din by eller stad: byt den rutans råvara 2:1. Den som har köpmannen har 1 poäng.',
  },
  merchantFleet: {
    name: 'Handelsflotta',
    text: 'Denna tur byter du en råvara eller handelsvara du väljer med banken 2:1.',
  },
  resourceMonopoly: {
    name: 'Råvarumonopol',
    text: 'Nämn en råvara. Varje motspelare ger dig upp till 2 av den.',
  },
  tradeMonopoly: {
    name: 'Handelsmonopol',
    text: 'Nämn en handelsvara. Varje motspelare ger dig 1 av den.',
  },
  bishop: {
    name: 'Biskop',
    text: 'Flytta rövaren. Ta ett slumpat kort från varje spelare med en byggnad intill den nya rutan.',
  },
  constitution: { name: 'Författning', text: 'Visa kortet så snart du drar det.' },
  deserter: {
    name: 'Desertör',
    text: 'En motspelare tar bort en av sina riddare. Du får ställa ut en egen lika stark.',
  },
  diplomat: {
    name: 'Diplomat',
    text: 'Ta bort en öppen väg. Är den din får du lägga den igen direkt.',
  },
  intrigue: {
    name: 'Intrig',
    text: 'Driv bort en motspelares riddare som står på en av dina vägar.',
  },
  saboteur: {
    name: 'Sabotör',
    text: 'Varje spelare med lika många poäng som du eller fler slänger hälften av sina kort.',
  },
  spy: {
    name: 'Spion',
    text: 'Titta på en motspelares framstegskort och ta ett av dem (inte ett poängkort).',
  },
  warlord: { name: 'Krigsherre', text: 'Aktivera alla dina riddare gratis.' },
  wedding: {
    name: 'Bröllop',
    text: 'Varje spelare med fler poäng än du ger dig 2 kort som de väljer.',
  },
};

const de: Words = {
  alchemist: {
    name: 'Alchemist',
    text: 'Vor dem Wurf spielen: Lege fest, was der rote und der gelbe Würfel zeigen. Der Ereigniswürfel wird normal geworfen.',
  },
  crane: {
    name: 'Kran',
    text: 'Dein nächster Stadtausbau in diesem Zug kostet eine Ware weniger.',
  },
  engineer: { name: 'Ingenieur', text: 'Baue eine Stadtmauer kostenlos.' },
  inventor: {
    name: 'Erfinder',
    text: 'Tausche zwei Zahlenchips. Die Chips 2, 12, 6 und 8 bleiben liegen.',
  },
  irrigation: {
    name: 'Bewässerung',
    text: 'Nimm 2 Getreide für jedes Ackerfeld neben einer deiner Siedlungen oder Städte.',
  },
  medicine: {
    name: 'Medizin',
    text: 'Baue eine Siedlung für nur 2 Erz und 1 Getreide zur Stadt aus.',
  },
  mining: {
    name: 'Bergbau',
    text: 'Nimm 2 Erz für jedes Gebirge neben einer deiner Siedlungen oder Städte.',
  },
  printer: { name: 'Buchdruck', text: 'Zeige diese Karte, sobald du sie ziehst.' },
  roadBuilding: { name: 'Straßenbau', text: 'Baue zwei Straßen kostenlos.' },
  smith: {
    name: 'Schmied',
    text: 'Befördere bis zu zwei deiner Ritter um je eine Stufe, kostenlos.',
  },
  commercialHarbor: {
    name: 'Handelshafen',
    text: 'Biete jedem Gegner einen Rohstoff deiner Wahl an; jeder gibt dir dafür eine Ware seiner Wahl, wenn er eine hat.',
  },
  masterMerchant: {
    name: 'Meisterhändler',
    text: 'Sieh dir die Hand eines Spielers mit mehr Punkten an und nimm 2 Karten deiner Wahl.',
  },
  merchant: {
    name: 'Händler',
    text: 'Stelle den Händler neben deine Siedlung oder Stadt: dieser Rohstoff 2:1. Wer den Händler hat, hat 1 Punkt.',
  },
  merchantFleet: {
    name: 'Handelsflotte',
    text: 'In diesem Zug tauschst du einen Rohstoff oder eine Ware deiner Wahl 2:1 mit der Bank.',
  },
  resourceMonopoly: {
    name: 'Rohstoffmonopol',
    text: 'Nenne einen Rohstoff. Jeder Gegner gibt dir bis zu 2 davon.',
  },
  tradeMonopoly: {
    name: 'Handelsmonopol',
    text: 'Nenne eine Ware. Jeder Gegner gibt dir 1 davon.',
  },
  bishop: {
    name: 'Bischof',
    text: 'Versetze den Räuber. Ziehe eine zufällige Karte von jedem Spieler mit einem Gebäude am neuen Feld.',
  },
  constitution: { name: 'Verfassung', text: 'Zeige diese Karte, sobald du sie ziehst.' },
  deserter: {
    name: 'Deserteur',
    text: 'Ein Gegner entfernt einen seiner Ritter. Du darfst einen eigenen gleich starken einsetzen.',
  },
  diplomat: {
    name: 'Diplomat',
    text: 'Entferne eine offene Straße. Ist es deine, darfst du sie sofort neu bauen.',
  },
  intrigue: {
    name: 'Intrige',
    text: 'Vertreibe einen gegnerischen Ritter, der auf einer deiner Straßen steht.',
  },
  saboteur: {
    name: 'Saboteur',
    text: 'Jeder Spieler mit gleich vielen oder mehr Punkten als du wirft die Hälfte seiner Karten ab.',
  },
  spy: {
    name: 'Spion',
    text: 'Sieh dir die Fortschrittskarten eines Gegners an und nimm eine (keine Punktkarte).',
  },
  warlord: { name: 'Kriegsherr', text: 'Aktiviere alle deine Ritter kostenlos.' },
  wedding: {
    name: 'Hochzeit',
    text: 'Jeder Spieler mit mehr Punkten als du gibt dir 2 Karten seiner Wahl.',
  },
};

const da: Words = {
  alchemist: {
    name: 'Alkymist',
    text: 'Spil før slaget: vælg hvad den røde og den gule terning viser. Begivenhedsterningen slås som normalt.',
  },
  crane: { name: 'Kran', text: 'Din næste byforbedring i denne tur koster én handelsvare mindre.' },
  engineer: { name: 'Ingeniør', text: 'Byg en bymur gratis.' },
  inventor: {
    name: 'Opfinder',
    text: 'Byt om på to nummerbrikker. Brikkerne 2, 12, 6 og 8 bliver liggende.',
  },
  irrigation: {
    name: 'Kunstvanding',
    text: 'Tag 2 korn for hvert kornfelt ved siden af en af dine bosættelser eller byer.',
  },
  medicine: { name: 'Medicin', text: 'Byg en bosættelse om til by for kun 2 malm og 1 korn.' },
  mining: {
    name: 'Minedrift',
    text: 'Tag 2 malm for hvert bjerg ved siden af en af dine bosættelser eller byer.',
  },
  printer: { name: 'Bogtryk', text: 'Vis kortet, så snart du trækker det.' },
  roadBuilding: { name: 'Vejbygning', text: 'Byg to veje gratis.' },
  smith: { name: 'Smed', text: 'Forfrem op til to af dine riddere ét trin hver, gratis.' },
  commercialHarbor: {
    name: 'Handelshavn',
    text: 'Tilbyd hver modspiller en råvare efter dit valg; hver giver dig en handelsvare efter eget valg, hvis de har en.',
  },
  masterMerchant: {
    name: 'Mesterkøbmand',
    text: 'Se hånden hos en spiller med flere point end dig, og tag 2 kort efter dit valg.',
  },
  merchant: {
    name: 'Købmand',
    text: 'Stil købmanden ved din bosættelse eller by: byt feltets råvare 2:1. Den der har købmanden, har 1 point.',
  },
  merchantFleet: {
    name: 'Handelsflåde',
    text: 'I denne tur bytter du én råvare eller handelsvare efter dit valg 2:1 med banken.',
  },
  resourceMonopoly: {
    name: 'Råvaremonopol',
    text: 'Nævn en råvare. Hver modspiller giver dig op til 2 af den.',
  },
  tradeMonopoly: {
    name: 'Handelsmonopol',
    text: 'Nævn en handelsvare. Hver modspiller giver dig 1 af den.',
  },
  bishop: {
    name: 'Biskop',
    text: 'Flyt røveren. Tag et tilfældigt kort fra hver spiller med en bygning ved det nye felt.',
  },
  constitution: { name: 'Forfatning', text: 'Vis kortet, så snart du trækker det.' },
  deserter: {
    name: 'Desertør',
    text: 'En modspiller fjerner en af sine riddere. Du må stille en af dine lige så stærk ud.',
  },
  diplomat: {
    name: 'Diplomat',
    text: 'Fjern en åben vej. Er den din, må du lægge den igen med det samme.',
  },
  intrigue: {
    name: 'Intrige',
    text: 'Jag en modspillers ridder væk, der står på en af dine veje.',
  },
  saboteur: {
    name: 'Sabotør',
    text: 'Hver spiller med lige så mange point som dig eller flere smider halvdelen af sine kort.',
  },
  spy: {
    name: 'Spion',
    text: 'Se en modspillers fremskridtskort, og tag et af dem (ikke et pointkort).',
  },
  warlord: { name: 'Krigsherre', text: 'Aktivér alle dine riddere gratis.' },
  wedding: {
    name: 'Bryllup',
    text: 'Hver spiller med flere point end dig giver dig 2 kort efter eget valg.',
  },
};

/** Every progress card's name and text, by language and card id. */
export const PROGRESS_WORDS: Readonly<Record<Lang, Words>> = { en, sv, de, da };

/** One card's words in one language. */
export const progressWords = (lang: Lang, id: ProgressCardId): ProgressWords =>
  PROGRESS_WORDS[lang][id];
