// The language switch's own two words in the four languages. Kept apart from app/ui/i18n.ts
// (every page's words in every language), so a page that shows only the switch — the phone's
// seat page — does not carry the whole UI words record in its first scripts.
import type { Lang } from '@/lib/i18n/names';

export interface LangSwitchWords {
  /** The select's accessible name. */
  readonly language: string;
  /** The checkbox of the Swedish house variant's resource nicknames. */
  readonly nicknames: string;
}

export const LANG_SWITCH: Readonly<Record<Lang, LangSwitchWords>> = {
  en: { language: 'Language', nicknames: 'Swedish table nicknames' },
  sv: { language: 'Språk', nicknames: 'Muppnamn på resurserna' },
  de: { language: 'Sprache', nicknames: 'Schwedische Spitznamen' },
  da: { language: 'Sprog', nicknames: 'Svenske kælenavne' },
};
