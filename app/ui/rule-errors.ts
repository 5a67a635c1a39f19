// The engine's rule codes (and the live server's own codes) in the table's four languages.
// The engine answers with a stable code; the words live here, so a refusal reads the same on
// every screen. `ruleErrorText` falls back to the server's English message for a code it
// does not know (a newer server), never to nothing.

import type { RuleCode } from '@/lib/game';
import type { Lang } from '@/lib/i18n/names';

type Words = Readonly<Record<Lang, string>>;

export const RULE_ERROR_TEXT: Readonly<Record<RuleCode, Words>> = {
  ERR_BAD_COMMAND: {
    en: 'That is not a move the game knows.',
    sv: 'Det draget finns inte i spelet.',
    de: 'Diesen Zug kennt das Spiel nicht.',
    da: 'Det træk kender spillet ikke.',
  },
  ERR_GAME_OVER: {
    en: 'The game is over.',
    sv: 'Spelet är slut.',
    de: 'Das Spiel ist vorbei.',
    da: 'Spillet er slut.',
  },
  ERR_WRONG_PHASE: {
    en: 'Not now: the game is at another step.',
    sv: 'Inte nu: spelet är i ett annat skede.',
    de: 'Jetzt nicht: das Spiel ist in einem anderen Abschnitt.',
    da: 'Ikke nu: spillet er i en anden fase.',
  },
  ERR_NOT_YOUR_TURN: {
    en: 'It is not this player’s turn.',
    sv: 'Det är inte den spelarens tur.',
    de: 'Dieser Spieler ist nicht am Zug.',
    da: 'Det er ikke den spillers tur.',
  },
  ERR_BAD_SEAT: {
    en: 'There is no such player.',
    sv: 'Den spelaren finns inte.',
    de: 'Diesen Spieler gibt es nicht.',
    da: 'Den spiller findes ikke.',
  },
  ERR_BAD_ID: {
    en: 'That place is not on this board.',
    sv: 'Den platsen finns inte på brädet.',
    de: 'Diesen Ort gibt es auf dem Spielplan nicht.',
    da: 'Det sted findes ikke på brættet.',
  },
  ERR_BAD_CARDS: {
    en: 'Those cards do not add up.',
    sv: 'De korten stämmer inte.',
    de: 'Diese Karten gehen nicht auf.',
    da: 'De kort passer ikke.',
  },
  ERR_ALREADY_ROLLED: {
    en: 'The dice were already rolled this turn.',
    sv: 'Tärningarna är redan slagna den här turen.',
    de: 'In diesem Zug wurde schon gewürfelt.',
    da: 'Der er allerede slået med terningerne i denne tur.',
  },
  ERR_NOT_ROLLED: {
    en: 'Roll the dice first.',
    sv: 'Slå tärningarna först.',
    de: 'Erst würfeln.',
    da: 'Slå med terningerne først.',
  },
  ERR_BAD_DICE: {
    en: 'Two dice, each 1 to 6.',
    sv: 'Två tärningar, var och en 1 till 6.',
    de: 'Zwei Würfel, jeder 1 bis 6.',
    da: 'To terninger, hver 1 til 6.',
  },
  ERR_PENDING: {
    en: 'Finish the 7 first (discards, robber).',
    sv: 'Gör klart sjuan först (kasta kort, rövaren).',
    de: 'Erst die 7 abschließen (abwerfen, Räuber).',
    da: 'Gør 7’eren færdig først (smid kort, røveren).',
  },
  ERR_NO_DISCARD_OWED: {
    en: 'This player owes no cards.',
    sv: 'Den spelaren behöver inte kasta kort.',
    de: 'Dieser Spieler muss nichts abwerfen.',
    da: 'Den spiller skal ikke smide kort.',
  },
  ERR_DISCARD_COUNT: {
    en: 'Discard exactly half (rounded down).',
    sv: 'Kasta exakt hälften (avrundat nedåt).',
    de: 'Genau die Hälfte abwerfen (abgerundet).',
    da: 'Smid præcis halvdelen (rundet ned).',
  },
  ERR_ROBBER_SAME_HEX: {
    en: 'The robber must move to another hex.',
    sv: 'Rövaren måste flyttas till en annan ruta.',
    de: 'Der Räuber muss auf ein anderes Feld.',
    da: 'Røveren skal flyttes til et andet felt.',
  },
  ERR_ROBBER_NOT_LAND: {
    en: 'The robber stands on land only.',
    sv: 'Rövaren står bara på land.',
    de: 'Der Räuber steht nur auf Land.',
    da: 'Røveren står kun på land.',
  },
  ERR_BAD_VICTIM: {
    en: 'That player has nothing on this hex.',
    sv: 'Den spelaren har inget på den rutan.',
    de: 'Dieser Spieler hat nichts an diesem Feld.',
    da: 'Den spiller har intet på det felt.',
  },
  ERR_VICTIM_REQUIRED: {
    en: 'Choose whom to rob.',
    sv: 'Välj vem som ska bestjälas.',
    de: 'Wähle, wen du beraubst.',
    da: 'Vælg hvem der skal bestjæles.',
  },
  ERR_STEAL_COMPULSORY: {
    en: 'In this game the robber must steal: choose whom to rob.',
    sv: 'I det här spelet måste rövaren stjäla: välj vem som ska bestjälas.',
    de: 'In diesem Spiel muss der Räuber stehlen: Wähle, wen du beraubst.',
    da: 'I dette spil skal røveren stjæle: vælg hvem der skal bestjæles.',
  },
  ERR_CANNOT_AFFORD: {
    en: 'Not enough cards in hand.',
    sv: 'Inte tillräckligt med kort på handen.',
    de: 'Nicht genug Karten auf der Hand.',
    da: 'Ikke nok kort på hånden.',
  },
  ERR_NO_PIECES: {
    en: 'No pieces of that kind left.',
    sv: 'Inga sådana pjäser kvar.',
    de: 'Keine solchen Figuren mehr übrig.',
    da: 'Ingen brikker af den slags tilbage.',
  },
  ERR_OCCUPIED: {
    en: 'That place is taken.',
    sv: 'Den platsen är upptagen.',
    de: 'Dieser Platz ist besetzt.',
    da: 'Den plads er optaget.',
  },
  ERR_DISTANCE_RULE: {
    en: 'Too close to another settlement (distance rule).',
    sv: 'För nära en annan by (avståndsregeln).',
    de: 'Zu nah an einer anderen Siedlung (Abstandsregel).',
    da: 'For tæt på en anden by (afstandsreglen).',
  },
  ERR_NO_ROOM_LEFT: {
    en: 'That spot would leave no room on the home base for the second settlement.',
    sv: 'Den platsen lämnar inget utrymme på hemmabasen för den andra byn.',
    de: 'Dort bliebe auf dem Heimatgebiet kein Platz für die zweite Siedlung.',
    da: 'Den plads efterlader ikke plads på hjemmebasen til den anden by.',
  },
  ERR_NOT_CONNECTED: {
    en: 'It must join this player’s own roads.',
    sv: 'Den måste ansluta till spelarens egna vägar.',
    de: 'Es muss an die eigenen Straßen anschließen.',
    da: 'Den skal hænge sammen med spillerens egne veje.',
  },
  ERR_NOT_ON_LAND: {
    en: 'Not on land.',
    sv: 'Inte på land.',
    de: 'Nicht auf Land.',
    da: 'Ikke på land.',
  },
  ERR_NOT_AT_SEA: {
    en: 'Ships sail only along the sea.',
    sv: 'Skepp seglar bara längs havet.',
    de: 'Schiffe fahren nur am Meer entlang.',
    da: 'Skibe sejler kun langs havet.',
  },
  ERR_NOT_ADJACENT: {
    en: 'The road must touch the settlement just placed.',
    sv: 'Vägen måste gå från byn som just lades.',
    de: 'Die Straße muss an die eben gebaute Siedlung grenzen.',
    da: 'Vejen skal røre byen, der lige er lagt.',
  },
  ERR_NOT_YOUR_SETTLEMENT: {
    en: 'A city replaces one of this player’s settlements.',
    sv: 'En stad ersätter en av spelarens egna byar.',
    de: 'Eine Stadt ersetzt eine eigene Siedlung.',
    da: 'En by erstatter en af spillerens egne bebyggelser.',
  },
  ERR_SETUP_ORDER: {
    en: 'Set-up: a settlement first, then its road.',
    sv: 'Uppställning: först en by, sedan dess väg.',
    de: 'Aufbau: erst eine Siedlung, dann ihre Straße.',
    da: 'Opstilling: først en bebyggelse, så dens vej.',
  },
  ERR_BANK_EMPTY: {
    en: 'The bank does not have those cards.',
    sv: 'Banken har inte de korten.',
    de: 'Die Bank hat diese Karten nicht.',
    da: 'Banken har ikke de kort.',
  },
  ERR_BAD_RATE: {
    en: 'That is not this player’s trading rate.',
    sv: 'Det är inte spelarens bytesvärde.',
    de: 'Das ist nicht der Tauschkurs dieses Spielers.',
    da: 'Det er ikke spillerens byttekurs.',
  },
  ERR_PLAYER_TRADE_FORBIDDEN: {
    en: 'Players may not trade with each other now.',
    sv: 'Spelare får inte byta med varandra nu.',
    de: 'Spieler dürfen jetzt nicht untereinander handeln.',
    da: 'Spillere må ikke bytte med hinanden nu.',
  },
  ERR_BAD_TRADE: {
    en: 'Each side gives something, and not the same resource both ways.',
    sv: 'Båda sidor ger något, och inte samma råvara åt båda hållen.',
    de: 'Jede Seite gibt etwas, und nicht denselben Rohstoff in beide Richtungen.',
    da: 'Begge sider giver noget, og ikke samme råstof begge veje.',
  },
  ERR_DECK_EMPTY: {
    en: 'No development cards left.',
    sv: 'Inga utvecklingskort kvar.',
    de: 'Keine Entwicklungskarten mehr.',
    da: 'Ingen udviklingskort tilbage.',
  },
  // Said on the shared screen too: never what a hand holds or lacks (issue 28).
  ERR_NO_SUCH_CARD: {
    en: 'Not taken. Check your cards in private (phone or “Hold to see”).',
    sv: 'Godtogs inte. Titta på dina kort i enrum (telefonen eller ”Håll för att se”).',
    de: 'Nicht angenommen. Sieh deine Karten privat an (Handy oder „Halten zum Ansehen“).',
    da: 'Ikke godtaget. Se dine kort i enrum (telefonen eller »Hold for at se«).',
  },
  ERR_CARD_TOO_NEW: {
    en: 'A card bought this turn waits until the next.',
    sv: 'Ett kort köpt den här turen får vänta till nästa.',
    de: 'Eine in diesem Zug gekaufte Karte wartet bis zum nächsten.',
    da: 'Et kort købt i denne tur venter til næste.',
  },
  ERR_DEV_LIMIT: {
    en: 'Only one development card per turn.',
    sv: 'Bara ett utvecklingskort per tur.',
    de: 'Nur eine Entwicklungskarte pro Zug.',
    da: 'Kun ét udviklingskort pr. tur.',
  },
  ERR_NO_ROBBER: {
    en: 'This game has no robber.',
    sv: 'Det här spelet har ingen rövare.',
    de: 'Dieses Spiel hat keinen Räuber.',
    da: 'Dette spil har ingen røver.',
  },
  ERR_SHIP_NOT_MOVABLE: {
    en: 'Only the front ship of an open line moves, once a turn.',
    sv: 'Bara det främsta skeppet i en öppen linje flyttas, en gång per tur.',
    de: 'Nur das vorderste Schiff einer offenen Linie fährt, einmal pro Zug.',
    da: 'Kun det forreste skib i en åben linje flyttes, én gang pr. tur.',
  },
  ERR_UNKNOWN_RESOURCE: {
    en: 'No such resource in this game.',
    sv: 'Ingen sådan råvara i det här spelet.',
    de: 'Diesen Rohstoff gibt es in diesem Spiel nicht.',
    da: 'Intet sådant råstof i dette spil.',
  },
  ERR_LIMIT: {
    en: 'Over the limit for that piece.',
    sv: 'Över gränsen för den pjäsen.',
    de: 'Über der Grenze für dieses Teil.',
    da: 'Over grænsen for den brik.',
  },
  ERR_NOT_STARFARERS: {
    en: 'Only with the Starfarers rules.',
    sv: 'Bara med Starfarers-reglerna.',
    de: 'Nur bei den Sternenfahrern.',
    da: 'Kun med Starfarers-reglerne.',
  },
  ERR_EVENT_MISMATCH: {
    en: 'The log does not match the rules.',
    sv: 'Loggen stämmer inte med reglerna.',
    de: 'Das Protokoll passt nicht zu den Regeln.',
    da: 'Loggen passer ikke med reglerne.',
  },
  ERR_UNDISCOVERED: {
    en: 'That part of the sea is not discovered yet.',
    sv: 'Den delen av havet är inte upptäckt än.',
    de: 'Dieser Teil des Meeres ist noch nicht entdeckt.',
    da: 'Den del af havet er ikke opdaget endnu.',
  },
  ERR_HARBOR_FIXED: {
    en: 'Only a harbor just discovered can be turned, by its discoverer, before the next move.',
    sv: 'Bara en hamn som just upptäckts kan vridas, av den som hittade den, före nästa drag.',
    de: 'Nur ein gerade entdeckter Hafen kann gedreht werden, von seinem Entdecker, vor dem nächsten Zug.',
    da: 'Kun en havn, der lige er opdaget, kan drejes, af den der fandt den, før næste træk.',
  },
  ERR_HARBOR_SIDE: {
    en: 'The harbor cannot face that side: no intersection may have two ports.',
    sv: 'Hamnen kan inte vändas åt det hållet: ingen korsning får ha två hamnar.',
    de: 'Der Hafen kann nicht in diese Richtung zeigen: keine Kreuzung darf zwei Häfen haben.',
    da: 'Havnen kan ikke vende den vej: intet kryds må have to havne.',
  },
  ERR_NO_FORTRESS: {
    en: 'A knight becomes mighty only with the fortress (politics level 3).',
    sv: 'En riddare blir mäktig bara med fästningen (politik nivå 3).',
    de: 'Ein Ritter wird nur mit der Festung (Politik Stufe 3) mächtig.',
    da: 'En ridder bliver kun mægtig med fæstningen (politik niveau 3).',
  },
  ERR_NOT_YOUR_CITY: {
    en: 'That needs a city of this player’s (not a settlement, not another player’s).',
    sv: 'Det kräver en av spelarens egna städer (inte en by, inte någon annans).',
    de: 'Dafür braucht es eine eigene Stadt dieses Spielers (keine Siedlung, keine fremde).',
    da: 'Det kræver en af spillerens egne byer (ikke en landsby, ikke en andens).',
  },
  ERR_NO_METROPOLIS_CITY: {
    en: 'Levels 4 and 5 need a city of yours that can carry a metropolis (name it when one is won).',
    sv: 'Nivå 4 och 5 kräver en egen stad som kan bära en metropol (ange den när en vinns).',
    de: 'Stufe 4 und 5 brauchen eine eigene Stadt, die eine Metropole tragen kann (beim Gewinn angeben).',
    da: 'Niveau 4 og 5 kræver en af dine byer, der kan bære en metropol (angiv den, når en vindes).',
  },
  ERR_KNIGHT_STATE: {
    en: 'That knight cannot do that now (already active, or already promoted this turn).',
    sv: 'Den riddaren kan inte det nu (redan aktiv, eller redan befordrad denna tur).',
    de: 'Dieser Ritter kann das jetzt nicht (schon aktiv oder in diesem Zug schon befördert).',
    da: 'Den ridder kan ikke det nu (allerede aktiv, eller allerede forfremmet i denne tur).',
  },
  ERR_NO_SHIP: {
    en: 'No ship of that kind on the board: a colony needs a colony ship, a trade station a trade ship, a flight any ship.',
    sv: 'Inget sådant skepp på brädet: en koloni kräver ett koloniskepp, en handelsstation ett handelsskepp, en flygning något skepp.',
    de: 'Kein solches Schiff im Spiel: eine Kolonie braucht ein Kolonieschiff, eine Handelsstation ein Handelsschiff, ein Flug irgendein Schiff.',
    da: 'Intet sådant skib på brættet: en koloni kræver et koloniskib, en handelsstation et handelsskib, en flyvning et skib.',
  },
  ERR_TOO_WEAK: {
    en: 'The mother ship is too weak: it needs as many cannons (pirates) or freight rings (ice planets, trade stations) as the number.',
    sv: 'Moderskeppet är för svagt: det behöver lika många kanoner (pirater) eller fraktringar (isplaneter, handelsstationer) som numret.',
    de: 'Das Mutterschiff ist zu schwach: es braucht so viele Kanonen (Piraten) oder Frachtringe (Eisplaneten, Handelsstationen) wie die Zahl.',
    da: 'Moderskibet er for svagt: det skal have lige så mange kanoner (pirater) eller freight rings (isplaneter, handelsstationer) som tallet.',
  },
  ERR_SYSTEM_FULL: {
    en: 'With three players only two colonies may be founded in each solar system.',
    sv: 'Med tre spelare får bara två kolonier grundas i varje solsystem.',
    de: 'Zu dritt dürfen in jedem Sonnensystem nur zwei Kolonien gegründet werden.',
    da: 'Med tre spillere må der kun bygges to kolonier i hvert solsystem.',
  },
  ERR_ALREADY_FLOWN: {
    en: 'The mother ship has already been shaken this turn.',
    sv: 'Moderskeppet har redan skakats den här turen.',
    de: 'Das Mutterschiff wurde in diesem Zug schon geschüttelt.',
    da: 'Moderskibet er allerede rystet i denne tur.',
  },
  ERR_ROB_SELF: {
    en: 'A player never robs themself: choose another player, or nobody.',
    sv: 'Ingen rånar sig själv: välj en annan spelare, eller ingen.',
    de: 'Niemand beraubt sich selbst: wähle einen anderen Spieler oder niemanden.',
    da: 'Ingen røver sig selv: vælg en anden spiller, eller ingen.',
  },
  ERR_BUILD_ONLY: {
    en: 'In the special building phase players only build and buy development cards: no trades, not even with the bank.',
    sv: 'I den särskilda byggfasen får man bara bygga och köpa utvecklingskort: inga byten, inte ens med banken.',
    de: 'In der Sonderbauphase wird nur gebaut und Entwicklungskarten gekauft: kein Handel, auch nicht mit der Bank.',
    da: 'I den særlige byggefase må man kun bygge og købe udviklingskort: ingen handel, heller ikke med banken.',
  },
  ERR_PROGRESS_LIMIT: {
    en: 'A progress hand holds at most 4 cards: put one back (or play one), and a tied defender draws first.',
    sv: 'En hand med framstegskort rymmer högst 4: lägg tillbaka ett (eller spela ett), och en delad försvarare drar först.',
    de: 'Eine Hand mit Fortschrittskarten hält höchstens 4: lege eine zurück (oder spiele eine), und ein gleichauf liegender Verteidiger zieht zuerst.',
    da: 'En hånd med fremskridtskort rummer højst 4: læg et tilbage (eller spil et), og en delt forsvarer trækker først.',
  },
  ERR_BAD_TOKEN: {
    en: 'The inventor swaps two number tokens, none of them a 2, 12, 6 or 8.',
    sv: 'Uppfinnaren byter två nummerbrickor, ingen av dem en 2, 12, 6 eller 8.',
    de: 'Der Erfinder tauscht zwei Zahlenchips, keiner davon eine 2, 12, 6 oder 8.',
    da: 'Opfinderen bytter to nummerbrikker, ingen af dem en 2, 12, 6 eller 8.',
  },
  ERR_ROAD_NOT_OPEN: {
    en: 'The diplomat removes only an open road: one of its ends free of its owner’s pieces.',
    sv: 'Diplomaten tar bara bort en öppen väg: en av dess ändar fri från ägarens pjäser.',
    de: 'Der Diplomat entfernt nur eine offene Straße: ein Ende frei von Figuren ihres Besitzers.',
    da: 'Diplomaten fjerner kun en åben vej: en af dens ender fri for ejerens brikker.',
  },
  ERR_VP_TARGET: {
    en: 'That card names a player with more victory points than you.',
    sv: 'Det kortet gäller en spelare med fler segerpoäng än du.',
    de: 'Diese Karte nennt einen Spieler mit mehr Siegpunkten als du.',
    da: 'Det kort gælder en spiller med flere sejrspoint end dig.',
  },
  ERR_NOT_IN_BAG: {
    en: 'That is not left in the bag: every hex and number token can be drawn only once.',
    sv: 'Det finns inte kvar i påsen: varje hex och nummerbricka kan bara dras en gång.',
    de: 'Das ist nicht mehr im Beutel: jedes Feld und jeder Zahlenchip kann nur einmal gezogen werden.',
    da: 'Det er ikke tilbage i posen: hver hex og talbrik kan kun trækkes én gang.',
  },
  ERR_FRIENDSHIP_BY_STATIONS: {
    en: 'A friendship token follows the trade stations: whoever has the most at that race holds it.',
    sv: 'En vänskapsmarker följer handelsstationerna: den som har flest hos den rasen har den.',
    de: 'Ein Freundschaftsmarker folgt den Handelsstationen: wer bei diesem Volk die meisten hat, hält ihn.',
    da: 'Et friendship-token følger handelsstationerne: den med flest hos den race har det.',
  },
};

/** The live server's own refusals that a table screen may meet. */
export const SERVER_ERROR_TEXT: Readonly<Record<string, Words>> = {
  ERR_PHONE_INPUT_OFF: {
    en: 'The host has turned phone input off: make this choice on the tablet.',
    sv: 'Värden har stängt av val på telefonen: gör valet på plattan.',
    de: 'Der Gastgeber hat Eingaben am Handy ausgeschaltet: bitte am Tablet wählen.',
    da: 'Værten har slået valg på telefonen fra: træf valget på tabletten.',
  },
  ERR_NOT_YOUR_CHOICE: {
    en: 'This choice is not yours to make; the tablet makes it.',
    sv: 'Det här valet är inte ditt; det görs på plattan.',
    de: 'Diese Wahl triffst nicht du; sie wird am Tablet getroffen.',
    da: 'Dette valg er ikke dit; det træffes på tabletten.',
  },
  ERR_HOST_ONLY: {
    en: 'Only the table’s tablet (the host) may do this.',
    sv: 'Bara bordets platta (värden) får göra det här.',
    de: 'Nur das Tablet des Tisches (der Gastgeber) darf das.',
    da: 'Kun bordets tablet (værten) må gøre dette.',
  },
  ERR_STORE_UNAVAILABLE: {
    en: 'The table server cannot reach its game store right now; try again in a moment.',
    sv: 'Bordets server når inte sin spellagring just nu; försök igen om en stund.',
    de: 'Der Server des Tisches erreicht seinen Spielspeicher gerade nicht; gleich noch einmal versuchen.',
    da: 'Bordets server kan ikke nå sit spillager lige nu; prøv igen om lidt.',
  },
  ERR_INTERNAL: {
    en: 'The table server ran into a problem; nothing was changed. Try again.',
    sv: 'Bordets server stötte på ett fel; inget ändrades. Försök igen.',
    de: 'Der Server des Tisches hatte ein Problem; nichts wurde geändert. Noch einmal versuchen.',
    da: 'Bordets server løb ind i en fejl; intet blev ændret. Prøv igen.',
  },
  ERR_TOO_LARGE: {
    en: 'That is too large for the table server.',
    sv: 'Det är för stort för bordets server.',
    de: 'Das ist zu groß für den Server des Tisches.',
    da: 'Det er for stort til bordets server.',
  },
  ERR_STALE_VERSION: {
    en: 'Someone else moved first; the table is up to date now, try again.',
    sv: 'Någon annan hann före; bordet är uppdaterat, försök igen.',
    de: 'Jemand war schneller; der Tisch ist jetzt aktuell, bitte noch einmal.',
    da: 'En anden nåede først; bordet er opdateret, prøv igen.',
  },
  ERR_NOTHING_TO_UNDO: {
    en: 'Nothing to undo.',
    sv: 'Inget att ångra.',
    de: 'Nichts rückgängig zu machen.',
    da: 'Intet at fortryde.',
  },
  ERR_NOTHING_TO_REDO: {
    en: 'Nothing to redo.',
    sv: 'Inget att göra om.',
    de: 'Nichts wiederherzustellen.',
    da: 'Intet at gentage.',
  },
  ERR_RATE_LIMITED: {
    en: 'Too many taps at once; wait a moment.',
    sv: 'För många tryck på en gång; vänta ett ögonblick.',
    de: 'Zu viele Eingaben auf einmal; kurz warten.',
    da: 'For mange tryk på én gang; vent et øjeblik.',
  },
  ERR_NO_CREDENTIAL: {
    en: 'This screen is not the host of this game.',
    sv: 'Den här skärmen är inte värd för spelet.',
    de: 'Dieser Bildschirm ist nicht der Gastgeber dieses Spiels.',
    da: 'Denne skærm er ikke vært for spillet.',
  },
  ERR_BAD_CREDENTIAL: {
    en: 'This screen is not the host of this game.',
    sv: 'Den här skärmen är inte värd för spelet.',
    de: 'Dieser Bildschirm ist nicht der Gastgeber dieses Spiels.',
    da: 'Denne skærm er ikke vært for spillet.',
  },
  ERR_SEAT_WITHDRAWN: {
    en: 'This seat’s link was withdrawn by the host; scan the new code.',
    sv: 'Värden har dragit tillbaka länken till den här platsen; skanna den nya koden.',
    de: 'Der Gastgeber hat den Link dieses Platzes zurückgezogen; scanne den neuen Code.',
    da: 'Værten har trukket linket til denne plads tilbage; scan den nye kode.',
  },
  ERR_HOST_MOVED: {
    en: 'This game is now run from another device; this screen only shows the table.',
    sv: 'Spelet körs nu från en annan enhet; den här skärmen visar bara bordet.',
    de: 'Dieses Spiel wird jetzt von einem anderen Gerät geleitet; dieser Bildschirm zeigt nur den Tisch.',
    da: 'Spillet styres nu fra en anden enhed; denne skærm viser kun bordet.',
  },
  ERR_TRANSFER_UNKNOWN: {
    en: 'This move link was used already or replaced; ask the host for a new code.',
    sv: 'Den här flyttlänken är redan använd eller ersatt; be värden om en ny kod.',
    de: 'Dieser Umzugslink wurde schon benutzt oder ersetzt; bitte den Gastgeber um einen neuen Code.',
    da: 'Dette flyttelink er allerede brugt eller erstattet; bed værten om en ny kode.',
  },
  ERR_TRANSFER_EXPIRED: {
    en: 'This move link has expired; ask the host for a new code.',
    sv: 'Den här flyttlänken har gått ut; be värden om en ny kod.',
    de: 'Dieser Umzugslink ist abgelaufen; bitte den Gastgeber um einen neuen Code.',
    da: 'Dette flyttelink er udløbet; bed værten om en ny kode.',
  },
  ERR_NO_GAME: {
    en: 'There is no such game on this server.',
    sv: 'Det spelet finns inte på servern.',
    de: 'Dieses Spiel gibt es auf dem Server nicht.',
    da: 'Det spil findes ikke på serveren.',
  },
  ERR_NO_SEAT: {
    en: 'There is no such seat at this table.',
    sv: 'Den platsen finns inte vid bordet.',
    de: 'Diesen Platz gibt es an diesem Tisch nicht.',
    da: 'Den plads findes ikke ved bordet.',
  },
  ERR_NOT_YOUR_SEAT: {
    en: 'This phone may see only its own seat.',
    sv: 'Den här telefonen får bara se sin egen plats.',
    de: 'Dieses Handy darf nur seinen eigenen Platz sehen.',
    da: 'Denne telefon må kun se sin egen plads.',
  },
  ERR_NETWORK: {
    en: 'The server did not answer; check the connection.',
    sv: 'Servern svarade inte; kontrollera anslutningen.',
    de: 'Der Server antwortet nicht; Verbindung prüfen.',
    da: 'Serveren svarede ikke; tjek forbindelsen.',
  },
  ERR_OFFLINE: {
    en: 'No connection to the table server; check the Wi-Fi and try again.',
    sv: 'Ingen anslutning till bordets server; kontrollera wifi och försök igen.',
    de: 'Keine Verbindung zum Server des Tisches; WLAN prüfen und noch einmal versuchen.',
    da: 'Ingen forbindelse til bordets server; tjek wi-fi og prøv igen.',
  },
};

const isRuleCode = (c: string): c is RuleCode => c in RULE_ERROR_TEXT;

/** A refusal in words: the code's text in `lang`, else the server's own message. */
export function ruleErrorText(lang: Lang, code: string, message?: string): string {
  if (isRuleCode(code)) return RULE_ERROR_TEXT[code][lang];
  const s = SERVER_ERROR_TEXT[code];
  if (s) return s[lang];
  return message ?? code;
}
