// The words of the cities-and-knights screens (tablet and phone), one language per file
// (./<lang>.ts), loaded with `useLazyWords(CK)` (../i18n-ck.ts).
import type { Track } from '@/lib/rules/rulesets';

export interface CkWords {
  /** The barbarian track's title. */
  readonly barbarians: string;
  /** "Ship 3 of 7". */
  readonly shipAt: (step: number, steps: number) => string;
  /** "Lands on the next ship" / "4 more ships". */
  readonly toGo: (n: number) => string;
  /** "Barbarians 5 · Knights 3". */
  readonly strength: (cities: number, knights: number) => string;
  /** The forecast, defenders win: the one best defender takes the card. */
  readonly ifDefenderCard: (name: string) => string;
  /** Defenders win with a tie for most: these each draw a progress card. */
  readonly ifTied: (names: string) => string;
  /** Defenders win with no knight at all in play (nobody takes anything). */
  readonly ifDefendersNobody: string;
  /** Barbarians win: these each lose a city. */
  readonly ifLose: (names: string, n: number) => string;
  /** Barbarians win but nobody has a city to lose. */
  readonly ifLoseNobody: string;
  readonly robberSleeps: string;
  /** The event die's faces, for the dice pad. */
  readonly faces: Readonly<Record<'ship' | Track, string>>;
  readonly eventDie: string;
  readonly red: string;
  readonly yellow: string;
  readonly tracks: Readonly<Record<Track, string>>;
  /** "Red 1–3 draws" / "no card yet". */
  readonly drawsOn: (faces: readonly number[]) => string;
  readonly metropolis: string;
  readonly improvements: string;
  readonly level: (n: number, top: number) => string;
  readonly knights: string;
  readonly hire: string;
  readonly activate: string;
  readonly promote: string;
  readonly moveKnight: string;
  readonly wall: string;
  /** Board taps: what the tap does (label of each spot). */
  readonly tapHire: string;
  readonly tapActivate: string;
  readonly tapPromote: string;
  readonly tapKnightFrom: string;
  readonly tapKnightTo: string;
  /** A knight beside the robber chases it: the button, then which knight, then the hex. */
  readonly chaseRobber: string;
  readonly tapChaseFrom: string;
  readonly tapChaseTo: string;
  readonly tapWall: string;
  readonly tapMetropolis: string;
  readonly tapPillage: (name: string) => string;
  readonly tapDisplaced: (name: string) => string;
  /** The improve button: "Trade → level 2". */
  readonly improveTo: (track: string, level: number) => string;
  readonly cancel: string;
  /** Who the game waits for, and for what. */
  /** Every seat still choosing the city it loses, in one line ("Ann, Bo and Cy"). */
  readonly waitPillage: (names: readonly string[]) => string;
  readonly waitDisplaced: (name: string) => string;
  readonly waitAqueduct: (name: string) => string;
  readonly onPhone: string;
  /** A phone-less player chooses here, on the board. */
  readonly chooseHere: (name: string) => string;
  /** The displaced knight has nowhere to go: back to the supply. */
  readonly toSupply: string;
  /** Phone: the choices it waits for from this player. */
  readonly youPillage: string;
  readonly youDisplaced: string;
  /** The aqueduct: the roll gave this player nothing, so they take a resource. */
  readonly youAqueduct: string;
  /** A city or a spot named by the number tokens around it: "City by 6 · 8 · 11". */
  readonly cityAt: (numbers: string) => string;
  readonly spotAt: (numbers: string) => string;
  /** Phone: tap on the board instead (the tablet shows the spots). */
  readonly orOnTablet: string;
  readonly commodities: string;
  /** The word before a list's last name: "Bo and Cy". */
  readonly and: string;
}
