// /print's piece picker offers the cities-and-knights pieces (issue 33): every id it lists
// parses as the print kit's, belongs to its kind, and has a name of its own in each language.
import { describe, expect, it } from 'vitest';
import { PRINT_PAGE } from '@/app/print/i18n';
import { PICKER } from '@/app/print/i18n-picker';
import { CK_COLOURED, KINDS, kindOf, PAWN_CHOICES, pieceName } from '@/app/print/piece-catalog';
import { LANGS } from '@/lib/i18n/names';
import { PROGRESS_CARD_IDS } from '@/lib/rules/progress-cards';
import { parsePiece } from '@/print/pieces';

const cities = KINDS.find((k) => k.id === 'cities')?.ids ?? [];
const colours = [...PAWN_CHOICES.seats.map(String), ...PAWN_CHOICES.box];
const coloured = CK_COLOURED.flatMap((s) => colours.map((c) => s.id(c)));

describe('the picker’s cities-and-knights pieces', () => {
  it('lists every progress card, the commodities and the game’s own pieces', () => {
    for (const c of PROGRESS_CARD_IDS) expect(cities).toContain(`progress:${c}`);
    for (const id of [
      'commodity:paper',
      'commodity:cloth',
      'commodity:coin',
      'merchant',
      'defender',
      'ckcost',
      'eventdie',
      'barbarian:ship',
    ])
      expect(cities).toContain(id);
  });

  it.each([...cities, ...coloured])(
    '%s parses as a print piece of the kind it is listed under',
    (id) => {
      expect(parsePiece(id)?.kind).toBe('ckPart');
      expect(kindOf(id)).toBe(coloured.includes(id) ? 'pawns' : 'cities');
    },
  );

  it.each(LANGS)(
    '%s: every one has a name, none is its id, the colours tell knights apart',
    (lang) => {
      const name = (id: string) => pieceName(id, lang, false, PRINT_PAGE[lang], PICKER[lang]);
      for (const id of [...cities, ...coloured]) {
        expect(name(id), id).not.toBe(id);
        expect(name(id).trim(), id).not.toBe('');
      }
      expect(new Set(cities.map(name)).size).toBe(cities.length);
      expect(new Set(coloured.map(name)).size).toBe(coloured.length);
    },
  );
});
