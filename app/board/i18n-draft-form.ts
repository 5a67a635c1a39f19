// Words of the generator's custom constraint form for the opening draft (issue 17): each draft
// constraint's name and a one-line explanation, in the four languages. A name's "N" is the
// number beside it in the form (and is replaced by the number in the fairness panel).

import type { Lang } from '@/lib/i18n/names';

export interface DraftFormWord {
  readonly name: string;
  readonly help: string;
}

export interface DraftFormWords {
  /** `draft-spread-max-N`. */
  readonly draftSpread: DraftFormWord;
  /** `draft-total-max-N`. */
  readonly draftTotal: DraftFormWord;
}

export const DRAFT_FORM_WORDS: Readonly<Record<Lang, DraftFormWords>> = {
  en: {
    draftSpread: {
      name: 'Snake-draft spread at most N',
      help: 'Seats taking the best spots in snake order (1…n, n…1) end at most N pips apart, for 3 seats and up.',
    },
    draftTotal: {
      name: 'Draft spreads add up to at most N',
      help: 'The spreads for every seat count from 3 to the players, added together: fair whoever sits down.',
    },
  },
  sv: {
    draftSpread: {
      name: 'Ormdragningens spridning högst N',
      help: 'Platserna som tar de bästa startplatserna i ormordning (1…n, n…1) hamnar högst N prickar isär, från 3 platser.',
    },
    draftTotal: {
      name: 'Ormdragningens spridningar högst N sammanlagt',
      help: 'Spridningarna för varje antal platser från 3 till antalet spelare, lagda ihop: rättvist hur många som än sätter sig.',
    },
  },
  de: {
    draftSpread: {
      name: 'Schlangen-Draft-Abstand höchstens N',
      help: 'Wer die besten Startplätze in Schlangenreihenfolge (1…n, n…1) wählt, liegt am Ende höchstens N Punkte auseinander, ab 3 Plätzen.',
    },
    draftTotal: {
      name: 'Draft-Abstände zusammen höchstens N',
      help: 'Die Abstände bei jeder Platzzahl von 3 bis zur Spielerzahl, zusammengezählt: fair, egal wie viele mitspielen.',
    },
  },
  da: {
    draftSpread: {
      name: 'Slangetrækkets spredning højst N',
      help: 'Pladserne, der tager de bedste startsteder i slangerækkefølge (1…n, n…1), ender højst N prikker fra hinanden, fra 3 pladser.',
    },
    draftTotal: {
      name: 'Slangetrækkets spredninger højst N i alt',
      help: 'Spredningerne ved hvert antal pladser fra 3 til antallet af spillere, lagt sammen: retfærdigt, uanset hvor mange der sætter sig.',
    },
  },
};
