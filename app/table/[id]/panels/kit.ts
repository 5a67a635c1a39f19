// The tablet's turn panel is composed per feature (lib/game/features), as the engine composes
// its handlers: each feature's panel (panels/<feature>.tsx) fills the slots it has a part in,
// drawing its feature's entries of the legal list, and turn-panel.tsx asks the panels of the
// features the ruleset uses (panels/index.ts), slot by slot.

import type { ReactNode } from 'react';
import type { LegalActions } from '@/lib/game/legal';
import type { Command, Seat } from '@/lib/game/types';
import type { GameView } from '@/lib/game/view';
import type { Piece } from '../i18n';
import type { ReadSeat } from '../seat-view';

/** Board modes the panel can start; the screen turns them into tappable spots. */
export type BoardMode =
  | { readonly k: 'none' }
  | { readonly k: 'build'; readonly piece: Piece }
  | { readonly k: 'knight' }
  | { readonly k: 'moveShip'; readonly from: string | null }
  /**
   * Cities and knights: intersections to tap, each sending its listed command (a knight hired,
   * activated or promoted, a wall, a metropolis' city, a pillaged city, a displaced knight's
   * spot, a phone-less player's progress card); `label` says what a tap does, `seat` whose colour rings the spots.
   */
  | {
      readonly k: 'spots';
      /** Intersections (the default), or hexes (a progress card's hex: merchant, bishop). */
      readonly kind?: 'vertex' | 'hex';
      readonly ids: readonly string[];
      readonly commands: readonly Command[];
      readonly seat: Seat;
      readonly label: string;
    }
  /** Cities and knights: a knight to move (from null: which one), then where (its listed moves). */
  | {
      readonly k: 'knightMove';
      readonly from: string | null;
      readonly moves: readonly {
        readonly from: string;
        readonly to: readonly string[];
        readonly displace: readonly string[];
      }[];
      readonly commands: readonly Command[];
      readonly labels: { readonly from: string; readonly to: string };
    }
  /** Cities and knights: a knight beside the robber chases it (from null: which knight), then
   * the hex it sends the robber to (the legal list's chases and their commands). */
  | {
      readonly k: 'knightChase';
      readonly from: string | null;
      readonly chases: readonly {
        readonly vertex: string;
        readonly hex: string;
        readonly victims: readonly Seat[];
      }[];
      readonly commands: readonly Command[];
      readonly labels: { readonly from: string; readonly to: string };
    }
  /** A progress card a phone played: the spots tapped so far for it (panels/progress.tsx). */
  | { readonly k: 'progressBoard'; readonly taps: readonly string[] }
  | {
      readonly k: 'roadBuilding';
      /** How many free pieces the card lays (the legal list's count). */
      readonly count: number;
      readonly roads: readonly string[];
      readonly ships: readonly string[];
    };

export interface TurnPanelProps {
  readonly view: GameView;
  readonly nicknames: boolean;
  readonly actor: Seat;
  readonly phoneInput: boolean;
  /** Seats whose phones are connected; null while unknown. */
  readonly online: readonly number[] | null;
  readonly mode: BoardMode;
  readonly setMode: (m: BoardMode) => void;
  readonly act: (c: Command) => Promise<boolean>;
  /** Victims to choose from after tapping the robber's hex (null: not choosing). */
  readonly victims: { readonly hex: string; readonly seats: readonly Seat[] } | null;
  readonly pickVictim: (seat: Seat | null) => void;
  /** Present where the steal is optional: move the robber and rob nobody. */
  readonly declineSteal?: () => void;
  /** How many spots the board offers now (null: the board is not being tapped). */
  readonly spots: number | null;
  /** Told whether a resource is being picked (monopoly, year of plenty), so the banner makes room. */
  readonly onPicking?: (picking: boolean) => void;
  /** Reads a seat's own view (the host's credential), so trades and discards offer only what it pays. */
  readonly readSeat?: ReadSeat;
}

/** A sheet that takes the panel in the main part of a turn, opened from a feature's button. */
export type Sheet = 'main' | 'trade' | 'dev' | 'monopoly' | 'yearOfPlenty' | 'declare';

/** What each feature's panel is drawn from: the screen's props and the acting seat's legal list. */
export interface PanelCtx extends TurnPanelProps {
  /** What the acting seat may do now, from the engine's one list. */
  readonly legal: LegalActions;
  /** The acting seat's name. */
  readonly name: string;
  readonly sheet: Sheet;
  readonly setSheet: (s: Sheet) => void;
  /**
   * The same list from the acting seat's own view where the group shows what the active player
   * can afford (its hand's shortfall per item; issue 28); else `legal`, the public table's list.
   */
  readonly mine: LegalActions;
  /** Some card the acting seat holds is old enough to play (its own view; true where unknown). */
  readonly devOld: boolean;
}

/** A feature's part of the turn panel, slot by slot (each null where it has nothing now). */
export interface FeaturePanel {
  /** Before the play: who starts, the set-up, cards chosen at the start. */
  readonly start?: (c: PanelCtx) => ReactNode | null;
  /** Something owed now that takes the panel: discards, the robber, a steal, free roads. */
  readonly owed?: (c: PanelCtx) => ReactNode | null;
  /** The board is being tapped: what for. */
  readonly tapping?: (c: PanelCtx) => ReactNode | null;
  /** Beside the roll prompt (a knight before the roll). */
  readonly beforeRoll?: (c: PanelCtx) => ReactNode | null;
  /** Dice to roll now. */
  readonly roll?: (c: PanelCtx, beside: ReactNode) => ReactNode | null;
  /** A sheet of its own that is open. */
  readonly sheet?: (c: PanelCtx) => ReactNode | null;
  /** Its buttons among the pieces to build and buy. */
  readonly pieces?: (c: PanelCtx) => ReactNode | null;
  /** Its buttons among the other moves (trade, cards, ships). */
  readonly moves?: (c: PanelCtx) => ReactNode | null;
  /** Below the moves: the end of the turn, the deck's count. */
  readonly foot?: (c: PanelCtx) => ReactNode | null;
}
