// Every language's rules text at once, for the print kit (the tablet loads one at a time).

import type { Lang } from '../../i18n/names';
import type { RulesTextWords } from '../rules-text';
import da from './da';
import de from './de';
import en from './en';
import sv from './sv';

export const RULES_WORDS: Readonly<Record<Lang, RulesTextWords>> = { en, sv, de, da };
