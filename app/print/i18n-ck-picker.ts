// The piece picker's words for the cities-and-knights pieces, in four languages: the kind's
// name and the coloured pieces' names (the pieces' own words are print/i18n-ck.ts').

import type { Lang } from '@/lib/i18n/names';

export interface CkPickerStrings {
  /** The kind in the picker's list. */
  readonly kind: string;
  /** The coloured pieces offered beside a seat's pawns. */
  readonly knight: (level: string) => string;
  readonly chart: string;
  readonly track: string;
  readonly ship: string;
}

export const CK_PICKER: Readonly<Record<Lang, CkPickerStrings>> = {
  en: {
    kind: 'Cities & knights',
    knight: (l) => `Knight (${l})`,
    chart: 'Improvement chart',
    track: 'Barbarian track',
    ship: 'Barbarian ship',
  },
  sv: {
    kind: 'Städer & riddare',
    knight: (l) => `Riddare (${l})`,
    chart: 'Förbättringstavla',
    track: 'Barbarbana',
    ship: 'Barbarskepp',
  },
  de: {
    kind: 'Städte & Ritter',
    knight: (l) => `Ritter (${l})`,
    chart: 'Ausbautafel',
    track: 'Barbarenleiste',
    ship: 'Barbarenschiff',
  },
  da: {
    kind: 'Byer & riddere',
    knight: (l) => `Ridder (${l})`,
    chart: 'Forbedringstavle',
    track: 'Barbarbane',
    ship: 'Barbarskib',
  },
};
