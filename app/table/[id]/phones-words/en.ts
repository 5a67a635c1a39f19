// The tablet’s Phones tab in English: one language’s words,
// loaded only by a page shown in it (app/ui/lazy-words.ts).
import type { PhonesWords } from './types';

const words: PhonesWords = {
  showQr: 'Show QR code',
  hideQr: 'Hide QR code',
  withdraw: 'Withdraw link',
  withdrawSure: (n) =>
    `Withdraw ${n}’s link? Every phone on this seat is signed out; ${n} scans a new code.`,
  withdrawYes: 'Yes, withdraw',
  cancel: 'Cancel',
  withdrawn: (n) => `${n}’s old link no longer works. Show the new QR code to ${n}.`,
  devices: (n) => (n === 0 ? 'no phone' : n === 1 ? '1 device' : `${n} devices`),
  secondDevice: (name, n) =>
    `${n} devices now follow ${name}’s seat. If only ${name} should see that hand, withdraw the link on the Phones tab.`,
  dismiss: 'OK',
};

export default words;
