// The print form's words for a plan it cannot make: each refusal from its kind and details
// (print/plan-error.ts) in the page's language, numbers written as the language writes them.
// The English `message` stays for the API and the CLI.

import { formatFixed, formatNumber } from '@/app/ui/format';
import type { Lang } from '@/lib/i18n/names';
import type { CompleteRefusal } from '@/print/complete';
import { COMPLETE_NAMES } from '@/print/i18n-complete-names';
import type { PlanRefusal } from '@/print/plan-error';
import { REFUSALS } from './i18n-refusals';

/** Paper names as the form's paper list writes them (the same in every language). */
const PAPER_NAMES: Readonly<Record<string, string>> = {
  a4: 'A4',
  letter: 'US Letter',
  a3: 'A3',
  a2: 'A2',
  a1: 'A1',
};
const paperName = (p: string): string => PAPER_NAMES[p] ?? p;

/** `pieceName` names a piece id in the page's language (the form's own list names). */
export function planRefusal(
  d: PlanRefusal,
  lang: Lang,
  pieceName: (id: string) => string = (id) => id,
): string {
  const w = REFUSALS[lang];
  const mm = (x: number) => formatFixed(lang, x, 1);
  const n = (x: number) => formatNumber(lang, x);
  switch (d.kind) {
    case 'nothing':
      return w.nothing;
    case 'matNeedsBoard':
      return w.matNeedsBoard;
    case 'matAlone':
      return w.matAlone;
    case 'matKitOnly':
      return w.matKitOnly;
    case 'pieceTooBig':
      return w.pieceTooBig(
        d.piece ? pieceName(d.piece) : w.aPiece,
        mm(d.w),
        mm(d.h),
        d.bleed,
        mm(d.areaW),
        mm(d.areaH),
        paperName(d.paper),
      );
    case 'matNoRoom':
      return w.matNoRoom(n(d.overlap), n(d.margin), paperName(d.paper));
    case 'matTooMany':
      return w.matTooMany(n(d.sheets), n(d.max), paperName(d.paper));
  }
}

/** Each language's quotation marks around a name. */
const QUOTES: Readonly<Record<Lang, readonly [string, string]>> = {
  en: ['“', '”'],
  sv: ['”', '”'],
  de: ['„', '“'],
  da: ['»', '«'],
};

/** A complete game's refusal (print/complete.ts) in the page's language, rulesets by name. */
export function completeRefusal(d: CompleteRefusal, lang: Lang): string {
  const w = REFUSALS[lang];
  const names: Readonly<Record<string, string>> = COMPLETE_NAMES[lang].rulesetName;
  const [open, close] = QUOTES[lang];
  const name = (id: string) => `${open}${names[id] ?? id}${close}`;
  switch (d.kind) {
    case 'boardRuleset':
      return w.boardRuleset(name(d.board), name(d.complete));
    case 'rulesetContradicts':
      return w.rulesetContradicts(name(d.ruleset), name(d.complete));
    case 'seed':
      return w.seed;
  }
}
