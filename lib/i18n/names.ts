// Names of the game's things in the table's four languages. Pure data, shared by the UI and
// the print kit. Swedish nicknames come from the house-variant text (seed 000).

import type { Resource, Terrain } from '../rules/vocab';

export const LANGS = ['en', 'sv', 'de', 'da'] as const;
export type Lang = (typeof LANGS)[number];
export const isLang = (s: string): s is Lang => (LANGS as readonly string[]).includes(s);

export const LANG_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  sv: 'Svenska',
  de: 'Deutsch',
  da: 'Dansk',
};

export const TERRAIN_NAMES: Readonly<Record<Lang, Readonly<Record<Terrain, string>>>> = {
  en: {
    forest: 'Forest',
    pasture: 'Pasture',
    fields: 'Fields',
    hills: 'Hills',
    mountains: 'Mountains',
    desert: 'Desert',
    sea: 'Sea',
  },
  sv: {
    forest: 'Skog',
    pasture: 'Betesmark',
    fields: 'Åker',
    hills: 'Kullar',
    mountains: 'Berg',
    desert: 'Öken',
    sea: 'Hav',
  },
  de: {
    forest: 'Wald',
    pasture: 'Weideland',
    fields: 'Ackerland',
    hills: 'Hügelland',
    mountains: 'Gebirge',
    desert: 'Wüste',
    sea: 'Meer',
  },
  da: {
    forest: 'Skov',
    pasture: 'Græsmark',
    fields: 'Kornmark',
    hills: 'Bakker',
    mountains: 'Bjerge',
    desert: 'Ørken',
    sea: 'Hav',
  },
};

export const RESOURCE_NAMES: Readonly<Record<Lang, Readonly<Record<Resource, string>>>> = {
  en: { lumber: 'Lumber', wool: 'Wool', grain: 'Grain', brick: 'Brick', ore: 'Ore' },
  sv: { lumber: 'Timmer', wool: 'Boskap', grain: 'Säd', brick: 'Tegel', ore: 'Malm' },
  de: { lumber: 'Holz', wool: 'Wolle', grain: 'Getreide', brick: 'Lehm', ore: 'Erz' },
  da: { lumber: 'Træ', wool: 'Uld', grain: 'Korn', brick: 'Ler', ore: 'Malm' },
};

/** Starfarers' space resources (seed 001 names them in English; these are our own words). */
export const SPACE_RESOURCE_NAMES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: { fuel: 'Fuel', ore: 'Ore', carbon: 'Carbon', food: 'Food', goods: 'Trade goods' },
  sv: { fuel: 'Bränsle', ore: 'Malm', carbon: 'Kol', food: 'Mat', goods: 'Handelsvaror' },
  de: { fuel: 'Treibstoff', ore: 'Erz', carbon: 'Kohle', food: 'Nahrung', goods: 'Handelswaren' },
  da: { fuel: 'Brændstof', ore: 'Malm', carbon: 'Kul', food: 'Føde', goods: 'Handelsvarer' },
};

/** Cities and knights' commodities (paper from forest, cloth from pasture, coin from mountains). */
export const COMMODITY_NAMES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: { paper: 'Paper', cloth: 'Cloth', coin: 'Coin' },
  sv: { paper: 'Papper', cloth: 'Tyg', coin: 'Mynt' },
  de: { paper: 'Papier', cloth: 'Tuch', coin: 'Münzen' },
  da: { paper: 'Papir', cloth: 'Klæde', coin: 'Mønter' },
};

/** The house variant's Swedish nicknames, in the order the seed text lists them. */
export const SWEDISH_NICKNAMES: Readonly<Record<Resource, readonly string[]>> = {
  lumber: ['trä', 'träd', 'skog'],
  wool: ['får', 'kött'],
  grain: ['vete', 'väte', 'gryn', 'mat'],
  brick: ['lera', 'slafs', 'brickor'],
  ore: ['sten', 'järn', 'berg'],
};

/** A resource's name in a language; with `nicknames`, Swedish uses the table's nickname. */
export function resourceName(lang: Lang, r: Resource, nicknames = false): string {
  if (lang === 'sv' && nicknames) {
    const n = SWEDISH_NICKNAMES[r][0] ?? RESOURCE_NAMES.sv[r];
    return n.charAt(0).toUpperCase() + n.slice(1);
  }
  return RESOURCE_NAMES[lang][r];
}
