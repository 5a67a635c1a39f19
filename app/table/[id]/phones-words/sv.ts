// The tablet’s Phones tab in Swedish: one language’s words,
// loaded only by a page shown in it (app/ui/lazy-words.ts).
import type { PhonesWords } from './types';

const words: PhonesWords = {
  showQr: 'Visa QR-kod',
  hideQr: 'Dölj QR-kod',
  withdraw: 'Dra tillbaka länken',
  withdrawSure: (n) =>
    `Dra tillbaka länken för ${n}? Alla telefoner på platsen loggas ut; ${n} skannar en ny kod.`,
  withdrawYes: 'Ja, dra tillbaka',
  cancel: 'Avbryt',
  withdrawn: (n) =>
    `Den gamla länken för ${n} fungerar inte längre. Visa den nya QR-koden för ${n}.`,
  devices: (n) => (n === 0 ? 'ingen telefon' : n === 1 ? '1 enhet' : `${n} enheter`),
  secondDevice: (name, n) =>
    `${n} enheter följer nu platsen för ${name}. Om bara ${name} ska se handen, dra tillbaka länken under Telefoner.`,
  dismiss: 'OK',
};

export default words;
