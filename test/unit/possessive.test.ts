// Swedish and Danish genitives of player names: -s, but nothing (sv) or an apostrophe (da)
// after s, x or z — "Klas tur", "Klas' tur", never "Klass tur".

import { describe, expect, it } from 'vitest';
import seatDa from '@/app/seat/words/da';
import seatSv from '@/app/seat/words/sv';
import { genitive } from '@/app/ui/possessive';
import { SF, TABLE } from './table-lang-words';

const NAMES: ReadonlyArray<readonly [string, string, string]> = [
  // name, Swedish, Danish
  ['Anna', 'Annas', 'Annas'],
  ['Bo', 'Bos', 'Bos'],
  ['Klas', 'Klas', "Klas'"],
  ['Lars', 'Lars', "Lars'"],
  ['Max', 'Max', "Max'"],
  ['Inez', 'Inez', "Inez'"],
  ['JONAS', 'JONAS', "JONAS'"],
  ['Cyrillus', 'Cyrillus', "Cyrillus'"],
  ['Åsa', 'Åsas', 'Åsas'],
  ['Søs', 'Søs', "Søs'"],
  ['Annabelle', 'Annabelles', 'Annabelles'],
];

describe('the Scandinavian possessive of a name', () => {
  it.each(NAMES)('%s → sv %s, da %s', (name, sv, da) => {
    expect(genitive('sv', name)).toBe(sv);
    expect(genitive('da', name)).toBe(da);
  });

  it('the tablet, the phones and Starfarers never write "Klass tur"', () => {
    for (const [name, sv, da] of NAMES) {
      expect(TABLE.sv.turnOf(name)).toBe(`${sv} tur`);
      expect(TABLE.da.turnOf(name)).toBe(`${da} tur`);
      expect(seatSv.turnOf(name)).toBe(`${sv} tur`);
      expect(seatDa.turnOf(name)).toBe(`${da} tur`);
      expect(SF.sv.supplyPick(name)).toBe(`${sv} kort från jorden`);
      expect(SF.da.supplyPick(name)).toBe(`${da} forsyningskort`);
    }
  });
});
