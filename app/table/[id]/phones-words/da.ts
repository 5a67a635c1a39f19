// The tablet’s Phones tab in Danish: one language’s words,
// loaded only by a page shown in it (app/ui/lazy-words.ts).
import type { PhonesWords } from './types';

const words: PhonesWords = {
  showQr: 'Vis QR-kode',
  hideQr: 'Skjul QR-kode',
  withdraw: 'Træk linket tilbage',
  withdrawSure: (n) =>
    `Træk linket til ${n} tilbage? Alle telefoner på pladsen logges ud; ${n} scanner en ny kode.`,
  withdrawYes: 'Ja, træk tilbage',
  cancel: 'Annuller',
  withdrawn: (n) => `Det gamle link til ${n} virker ikke længere. Vis den nye QR-kode til ${n}.`,
  devices: (n) => (n === 0 ? 'ingen telefon' : n === 1 ? '1 enhed' : `${n} enheder`),
  secondDevice: (name, n) =>
    `${n} enheder følger nu pladsen for ${name}. Skal kun ${name} se hånden, så træk linket tilbage under Telefoner.`,
  dismiss: 'OK',
};

export default words;
