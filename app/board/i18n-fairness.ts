// Words of the generator's fairness panel that came with draft-balanced boards (issue 17):
// the draft constraint's name and the harbors' worth, in the four languages. The rest of the
// panel's words stay in app/ui/i18n.ts.

import type { Lang } from '@/lib/i18n/names';
import { UI } from '../ui/i18n';
import { COMMODITY_WORDS } from './i18n-commodity';
import { DRAFT_FORM_WORDS } from './i18n-draft-form';

export interface FairnessWords {
  /** The `draft-spread-max-N` constraint; "N" is replaced by its number. */
  readonly draftConstraint: string;
  /** Heading of the harbor list. */
  readonly harbors: string;
  /** What the bars show. */
  readonly harborsHelp: string;
  /** One harbor's name: "3:1" or "2:1 wool". */
  readonly harborName: (rate: string, resource: string | null) => string;
  /** A harbor's worth: all pips at its two spots and, for a 2:1 harbor, those of its own resource. */
  readonly harborWorth: (pips: number, own: number | null) => string;
}

export const FAIRNESS_WORDS: Readonly<Record<Lang, FairnessWords>> = {
  en: {
    draftConstraint: 'Snake-draft spread at most N, for 3 seats and up',
    harbors: 'Harbors',
    harborsHelp: 'Pips at the two spots beside each harbor; the darker part is its own resource.',
    harborName: (rate, r) => (r ? `${rate} ${r}` : rate),
    harborWorth: (p, own) => (own === null ? `${p} pips` : `${p} pips, ${own} of its own`),
  },
  sv: {
    draftConstraint: 'Ormdragningens spridning högst N, från 3 platser',
    harbors: 'Hamnar',
    harborsHelp:
      'Prickar vid de två platserna vid varje hamn; den mörkare delen är hamnens egen resurs.',
    harborName: (rate, r) => (r ? `${rate} ${r}` : rate),
    harborWorth: (p, own) => (own === null ? `${p} prickar` : `${p} prickar, ${own} egna`),
  },
  de: {
    draftConstraint: 'Schlangen-Draft-Abstand höchstens N, ab 3 Plätzen',
    harbors: 'Häfen',
    harborsHelp:
      'Punkte an den zwei Plätzen neben jedem Hafen; der dunklere Teil ist sein eigener Rohstoff.',
    harborName: (rate, r) => (r ? `${rate} ${r}` : rate),
    harborWorth: (p, own) => (own === null ? `${p} Punkte` : `${p} Punkte, ${own} eigene`),
  },
  da: {
    draftConstraint: 'Slangetrækkets spredning højst N, fra 3 pladser',
    harbors: 'Havne',
    harborsHelp: 'Prikker ved de to pladser ved hver havn; den mørkere del er havnens egen råvare.',
    harborName: (rate, r) => (r ? `${rate} ${r}` : rate),
    harborWorth: (p, own) => (own === null ? `${p} prikker` : `${p} prikker, ${own} egne`),
  },
};

/** The constraint words of the fairness panel: the shared ones and the draft's. */
export const panelConstraintWords = (lang: Lang): Readonly<Record<string, string>> => ({
  ...UI[lang].constraints,
  draftSpread: FAIRNESS_WORDS[lang].draftConstraint,
  draftTotal: DRAFT_FORM_WORDS[lang].draftTotal.name,
  commoditySpread: COMMODITY_WORDS[lang].constraint,
});
