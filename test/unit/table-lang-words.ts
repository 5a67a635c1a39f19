// The tablet's words per language for the unit tests, each language's words file imported
// directly (the app loads only the page's language, through app/ui/lazy-words.ts).

import menuDa from '@/app/table/[id]/menu-words/da';
import menuDe from '@/app/table/[id]/menu-words/de';
import menuEn from '@/app/table/[id]/menu-words/en';
import menuSv from '@/app/table/[id]/menu-words/sv';
import phonesDa from '@/app/table/[id]/phones-words/da';
import phonesDe from '@/app/table/[id]/phones-words/de';
import phonesEn from '@/app/table/[id]/phones-words/en';
import phonesSv from '@/app/table/[id]/phones-words/sv';
import speechDa from '@/app/table/[id]/speech-words/da';
import speechDe from '@/app/table/[id]/speech-words/de';
import speechEn from '@/app/table/[id]/speech-words/en';
import speechSv from '@/app/table/[id]/speech-words/sv';
import sfDa from '@/app/table/[id]/starfarers/words/da';
import sfDe from '@/app/table/[id]/starfarers/words/de';
import sfEn from '@/app/table/[id]/starfarers/words/en';
import sfSv from '@/app/table/[id]/starfarers/words/sv';
import tableDa from '@/app/table/[id]/words/da';
import tableDe from '@/app/table/[id]/words/de';
import tableEn from '@/app/table/[id]/words/en';
import tableSv from '@/app/table/[id]/words/sv';

/** app/table/[id]/i18n.ts' words, by language. */
export const TABLE = { en: tableEn, sv: tableSv, de: tableDe, da: tableDa } as const;
/** app/table/[id]/starfarers/i18n.ts' words, by language. */
export const SF = { en: sfEn, sv: sfSv, de: sfDe, da: sfDa } as const;
/** app/table/[id]/i18n-menu.ts' words, by language. */
export const MENU = { en: menuEn, sv: menuSv, de: menuDe, da: menuDa } as const;
/** app/table/[id]/phones.ts' words, by language. */
export const PHONES = { en: phonesEn, sv: phonesSv, de: phonesDe, da: phonesDa } as const;
/** app/table/[id]/i18n-speech.ts' words, by language. */
export const SPEECH = { en: speechEn, sv: speechSv, de: speechDe, da: speechDa } as const;
