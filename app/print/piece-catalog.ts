// What /print offers to print, grouped by kind, and each piece's name in the page's language.
// Pure: the ids are print/pieces.ts' own ("pawn:red:road", "dice:3:4", "token:5:A"), so the
// form only builds the query that /api/print validates.

import { SEAT_COLORS } from '@/lib/colors';
import type { Lang } from '@/lib/i18n/names';
import { PROGRESS_DECK_NAMES, progressWords } from '@/lib/i18n/progress-cards';
import { PROGRESS_CARD_IDS, PROGRESS_CARDS, type ProgressCardId } from '@/lib/rules/progress-cards';
import { TRACKS } from '@/lib/rules/rulesets';
import { isResource, isTerrain, RESOURCES, TERRAINS, TOKEN_VALUES } from '@/lib/rules/vocab';
import { COMMODITIES, type Commodity, type KnightLevel } from '@/print/ck-pieces';
import { strings } from '@/print/i18n';
import { CK_WORDS } from '@/print/i18n-ck';
import { MOTHERSHIP_WORDS } from '@/print/i18n-mothership';
import { PAWN_COLOURS, pawnLook } from '@/print/pawn-colour';
import { COST_RULESETS, DEV_KINDS, PAWN_SHAPES, ROBBER_STYLES, SPECIALS } from '@/print/pieces';
import type { GroupId, PrintPageStrings } from './i18n';
import { CK_PICKER } from './i18n-ck-picker';
import type { PickerStrings } from './i18n-picker';

export type KindId = GroupId | 'pawns' | 'dice' | 'cities';

/**
 * The cities-and-knights pieces in a seat's colour, offered beside the pawns' shapes: the
 * picker's shape value and the piece id it makes with a colour.
 */
export const CK_COLOURED: readonly { shape: string; id: (colour: string) => string }[] = [
  { shape: 'knight1', id: (c) => `knight:${c}:1` },
  { shape: 'knight2', id: (c) => `knight:${c}:2` },
  { shape: 'knight3', id: (c) => `knight:${c}:3` },
  { shape: 'wall', id: (c) => `wall:${c}` },
  { shape: 'chart', id: (c) => `chart:${c}` },
];

/** The cities-and-knights pieces that need no colour, in the picker's order. */
const CITIES_IDS: readonly string[] = [
  ...PROGRESS_CARD_IDS.map((c) => `progress:${c}`),
  ...COMMODITIES.map((c) => `commodity:${c}`),
  ...TRACKS.map((t) => `metropolis:${t}`),
  'merchant',
  'barbarian:ship',
  'barbarian:track:7',
  'defender',
  'ckcost',
  'eventdie',
];

/**
 * The kinds in the picker's order, each with its pieces' ids. Pawns, dice cards and lettered
 * tokens are built from parts (colour and shape, two dice, value and letter) by the picker.
 */
export const KINDS: readonly { id: KindId; ids: readonly string[] }[] = [
  { id: 'hexes', ids: TERRAINS.map((t) => `hex:${t}`) },
  { id: 'tokens', ids: TOKEN_VALUES.map((v) => `token:${v}`) },
  { id: 'harbors', ids: ['any', ...RESOURCES].map((t) => `harbor:${t}`) },
  { id: 'harborHexes', ids: ['any', ...RESOURCES].map((t) => `hex:sea:${t}`) },
  { id: 'pawns', ids: [] },
  { id: 'cards', ids: RESOURCES.map((r) => `card:${r}`) },
  { id: 'dev', ids: DEV_KINDS.map((d) => `dev:${d}`) },
  { id: 'dice', ids: [] },
  { id: 'costs', ids: COST_RULESETS.map((r) => `cost:${r}`) },
  // The mother ship's d10 table (a whole page) sits with the special cards.
  { id: 'specials', ids: [...SPECIALS.map((s) => `special:${s}`), 'page:mothership'] },
  { id: 'robber', ids: ROBBER_STYLES.map((s) => `robber:${s}`) },
  { id: 'track', ids: ['track:10', 'track:15', 'track:18'] },
  { id: 'cities', ids: CITIES_IDS },
];

/** The kind a piece id belongs to. */
export function kindOf(id: string): KindId {
  const [kind, , b] = id.split(':');
  switch (kind) {
    case 'hex':
      return b === undefined ? 'hexes' : 'harborHexes';
    case 'token':
      return 'tokens';
    case 'harbor':
      return 'harbors';
    case 'pawn':
      return 'pawns';
    case 'card':
      return 'cards';
    case 'dev':
      return 'dev';
    case 'dice':
      return 'dice';
    case 'cost':
      return 'costs';
    case 'special':
    case 'page':
      return 'specials';
    case 'robber':
      return 'robber';
    case 'knight':
    case 'wall':
    case 'chart':
      return 'pawns';
    case 'track':
      return 'track';
    default:
      return 'cities';
  }
}

/** Pawn colours as the picker lists them: the app's seat colours, then the box's. */
export const PAWN_CHOICES = {
  seats: PAWN_COLOURS.filter((c) => typeof c === 'number'),
  box: PAWN_COLOURS.filter((c) => typeof c === 'string'),
};
export { PAWN_SHAPES, SEAT_COLORS };

/** A piece's name in the page's language: game words from the print kit's own dictionary. */
export function pieceName(
  id: string,
  lang: Lang,
  nicknames: boolean,
  t: PrintPageStrings,
  tp: PickerStrings,
): string {
  const words = strings(lang, nicknames);
  const [kind, a = '', b] = id.split(':');
  switch (kind) {
    case 'hex':
      if (b !== undefined) return b === 'any' ? t.anyHarbor : isResource(b) ? words.resource[b] : b;
      return isTerrain(a) ? words.terrain[a] : a;
    case 'harbor':
      return a === 'any' ? t.anyHarbor : isResource(a) ? words.resource[a] : a;
    case 'token':
      return b ? `${a} (${b})` : a;
    case 'card':
      return isResource(a) ? words.resource[a] : a;
    case 'dev':
      return words.dev[a as keyof typeof words.dev] ?? a;
    case 'cost':
      return t.costNames[a] ?? a;
    case 'special':
      return words.special[a as keyof typeof words.special] ?? a;
    case 'robber':
      return t.robberStyles[a] ?? a;
    case 'track':
      return t.track(Number(a));
    case 'pawn': {
      const shape = tp.shapes[b as keyof typeof tp.shapes] ?? b ?? '';
      const seat = Number(a);
      const colour = pawnLook(Number.isInteger(seat) && seat > 0 ? seat : (a as never), lang).name;
      return Number.isInteger(seat) && seat > 0
        ? `${shape} · ${tp.seat(seat, colour)}`
        : `${shape} · ${colour}`;
    }
    case 'dice':
      return tp.dice(Number(a), Number(b));
    case 'page':
      return a === 'mothership' ? MOTHERSHIP_WORDS[lang].title : a;
    default:
      return ckPieceName(id, lang, tp);
  }
}

/** A cities-and-knights piece's name (a coloured one with its seat or box colour). */
function ckPieceName(id: string, lang: Lang, tp: PickerStrings): string {
  const w = CK_WORDS[lang];
  const cp = CK_PICKER[lang];
  const [kind, a = '', b = ''] = id.split(':');
  const colour = (c: string) => {
    const seat = Number(c);
    const name = pawnLook(Number.isInteger(seat) && seat > 0 ? seat : (c as never), lang).name;
    return Number.isInteger(seat) && seat > 0 ? tp.seat(seat, name) : name;
  };
  switch (kind) {
    case 'progress': {
      if (!(a in PROGRESS_CARDS)) return id;
      const card = a as ProgressCardId;
      return `${progressWords(lang, card).name} · ${PROGRESS_DECK_NAMES[lang][PROGRESS_CARDS[card].deck]}`;
    }
    case 'commodity':
      return w.commodity[a as Commodity] ?? a;
    case 'metropolis':
      return `${w.metropolis} · ${PROGRESS_DECK_NAMES[lang][a as (typeof TRACKS)[number]] ?? a}`;
    case 'merchant':
      return w.merchant;
    case 'barbarian':
      return a === 'ship' ? cp.ship : cp.track;
    case 'defender':
      return w.defender;
    case 'ckcost':
      return w.costTitle;
    case 'eventdie':
      return w.eventDie;
    case 'knight':
      return `${cp.knight(w.level[Number(b) as KnightLevel] ?? b)} · ${colour(a)}`;
    case 'wall':
      return `${w.wall} · ${colour(a)}`;
    case 'chart':
      return `${cp.chart} · ${colour(a)}`;
    default:
      return id;
  }
}

/** A coloured cities-and-knights shape's name in the picker's shape list. */
export function ckShapeName(shape: string, lang: Lang): string {
  const w = CK_WORDS[lang];
  const cp = CK_PICKER[lang];
  if (shape.startsWith('knight')) return cp.knight(w.level[Number(shape.slice(6)) as KnightLevel]);
  return shape === 'wall' ? w.wall : cp.chart;
}

export { CK_PICKER };
