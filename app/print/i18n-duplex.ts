// Words of the print page for the duplex work (issue 15): the back offset fields, the back
// bleed, the duplex test sheet's check box and page names, in the four languages.

import type { Lang } from '@/lib/i18n/names';

export interface DuplexFormStrings {
  readonly fields: Readonly<Record<'backX' | 'backY' | 'backBleed', string>>;
  readonly duplexTest: string;
  /** The sketch's name of the test sheet's pages. */
  readonly pages: Readonly<Record<'duplexTest' | 'duplexTestBack', string>>;
}

export const DUPLEX_FORM: Readonly<Record<Lang, DuplexFormStrings>> = {
  en: {
    fields: {
      backX: 'Back offset across (mm, + right)',
      backY: 'Back offset down (mm, + down)',
      backBleed: 'Bleed on backs (mm)',
    },
    duplexTest: 'Duplex test sheet (to measure the back offset)',
    pages: { duplexTest: 'duplex test sheet', duplexTestBack: 'back of the duplex test sheet' },
  },
  sv: {
    fields: {
      backX: 'Baksidans förskjutning i sidled (mm, + höger)',
      backY: 'Baksidans förskjutning i höjdled (mm, + nedåt)',
      backBleed: 'Utfall på baksidor (mm)',
    },
    duplexTest: 'Testark för dubbelsidig utskrift (mäter baksidans förskjutning)',
    pages: { duplexTest: 'testark', duplexTestBack: 'testarkets baksida' },
  },
  de: {
    fields: {
      backX: 'Versatz der Rückseite waagrecht (mm, + rechts)',
      backY: 'Versatz der Rückseite senkrecht (mm, + unten)',
      backBleed: 'Beschnitt auf Rückseiten (mm)',
    },
    duplexTest: 'Testblatt für beidseitigen Druck (misst den Versatz der Rückseite)',
    pages: { duplexTest: 'Testblatt', duplexTestBack: 'Rückseite des Testblatts' },
  },
  da: {
    fields: {
      backX: 'Bagsidens forskydning vandret (mm, + højre)',
      backY: 'Bagsidens forskydning lodret (mm, + ned)',
      backBleed: 'Beskæring på bagsider (mm)',
    },
    duplexTest: 'Testark til dobbeltsidet udskrift (måler bagsidens forskydning)',
    pages: { duplexTest: 'testark', duplexTestBack: 'testarkets bagside' },
  },
};
