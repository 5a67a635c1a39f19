// Why a plan cannot be made, as data: the refusal's kind and the numbers and names it uses.
// The English message the API and CLI give is written here from the same details, so the
// /print form can word each refusal in the page's language (app/print/i18n-refusals.ts).

export type PlanErrorCode =
  | 'ERR_NOTHING_TO_PRINT'
  | 'ERR_DOES_NOT_FIT'
  | 'ERR_BAD_OPTION'
  | 'ERR_TOO_MANY';

export type PlanRefusal =
  /** No board, pieces, calibration page or duplex test sheet asked for. */
  | { readonly kind: 'nothing' }
  /** A play mat asked for without a board. */
  | { readonly kind: 'matNeedsBoard' }
  /** A play mat asked for together with pieces, the calibration page or a complete game. */
  | { readonly kind: 'matAlone' }
  /** A play mat asked for with options only a kit has (print/mat.ts MAT_KIT_ONLY). */
  | { readonly kind: 'matKitOnly'; readonly options: readonly string[] }
  /** A piece's box (mm, with bleed when `bleed`) is larger than the printable area. */
  | {
      readonly kind: 'pieceTooBig';
      /** The piece's id (print/pieces.ts pieceId), or '' when unknown. */
      readonly piece: string;
      readonly w: number;
      readonly h: number;
      readonly bleed: boolean;
      readonly areaW: number;
      readonly areaH: number;
      readonly paper: string;
    }
  /** The mat's overlap and margins leave a sheet no room. */
  | {
      readonly kind: 'matNoRoom';
      readonly overlap: number;
      readonly margin: number;
      readonly paper: string;
    }
  /** The mat needs more sheets than `max`. */
  | {
      readonly kind: 'matTooMany';
      readonly sheets: number;
      readonly max: number;
      readonly paper: string;
    };

export type PlanRefusalKind = PlanRefusal['kind'];

export interface PlanError {
  readonly code: PlanErrorCode;
  /** English, for the API and the CLI. */
  readonly message: string;
  readonly detail: PlanRefusal;
}

/** The code each kind of refusal is given. */
export const REFUSAL_CODE: Readonly<Record<PlanRefusalKind, PlanErrorCode>> = {
  nothing: 'ERR_NOTHING_TO_PRINT',
  matNeedsBoard: 'ERR_NOTHING_TO_PRINT',
  matAlone: 'ERR_BAD_OPTION',
  matKitOnly: 'ERR_BAD_OPTION',
  pieceTooBig: 'ERR_DOES_NOT_FIT',
  matNoRoom: 'ERR_DOES_NOT_FIT',
  matTooMany: 'ERR_TOO_MANY',
};

function englishMessage(d: PlanRefusal): string {
  switch (d.kind) {
    case 'nothing':
      return 'nothing to print: ask for a board, pieces, the calibration page or the duplex test sheet';
    case 'matNeedsBoard':
      return 'mat: a play mat needs a board; give b=<share code> (CLI --board) or a board file';
    case 'matAlone':
      return 'mat: a play mat prints the board alone; leave out pieces, the calibration page and the complete game (print those as a kit)';
    case 'matKitOnly':
      return `mat: a play mat is one picture, with no backs, spacing or cutting; leave out ${d.options.join(', ')} (they are for a kit)`;
    case 'pieceTooBig':
      return `${d.piece || 'a piece'} (${d.w.toFixed(1)} × ${d.h.toFixed(1)} mm${d.bleed ? ' with bleed' : ''}) does not fit in the ${d.areaW.toFixed(1)} × ${d.areaH.toFixed(1)} mm printable area of ${d.paper}; choose a larger paper, smaller margins or a smaller size`;
    case 'matNoRoom':
      return `mat: a ${d.overlap} mm overlap leaves no room on ${d.paper} with ${d.margin} mm margins; choose a smaller overlap or margin`;
    case 'matTooMany':
      return `mat: this board needs ${d.sheets} sheets of ${d.paper}; at most ${d.max}: choose a larger paper or a smaller hex`;
  }
}

/** A refusal with its code and English message. */
export const planError = (detail: PlanRefusal): PlanError => ({
  code: REFUSAL_CODE[detail.kind],
  message: englishMessage(detail),
  detail,
});

/** Whether an error from planning carries details (a complete-game refusal does not). */
export const isPlanError = (e: { readonly code: string }): e is PlanError => 'detail' in e;
