// The tablet’s Phones tab in German: one language’s words,
// loaded only by a page shown in it (app/ui/lazy-words.ts).
import type { PhonesWords } from './types';

const words: PhonesWords = {
  showQr: 'QR-Code zeigen',
  hideQr: 'QR-Code verbergen',
  withdraw: 'Link zurückziehen',
  withdrawSure: (n) =>
    `Den Link von ${n} zurückziehen? Jedes Handy auf diesem Platz wird abgemeldet; ${n} scannt einen neuen Code.`,
  withdrawYes: 'Ja, zurückziehen',
  cancel: 'Abbrechen',
  withdrawn: (n) => `Der alte Link von ${n} gilt nicht mehr. Zeig ${n} den neuen QR-Code.`,
  devices: (n) => (n === 0 ? 'kein Handy' : n === 1 ? '1 Gerät' : `${n} Geräte`),
  secondDevice: (name, n) =>
    `${n} Geräte folgen jetzt dem Platz von ${name}. Soll nur ${name} diese Hand sehen, den Link im Reiter Handys zurückziehen.`,
  dismiss: 'OK',
};

export default words;
