// The tablet's Phones tab and its warnings, pure: the words (four languages), how many devices
// follow a seat, which seats just got a second device (the tablet warns), and when a shown QR
// code hides itself (a phone joined that seat while it was shown).
import type { Lang } from '@/lib/i18n/names';

export interface PhonesWords {
  readonly showQr: string;
  readonly hideQr: string;
  readonly withdraw: string;
  readonly withdrawSure: (name: string) => string;
  readonly withdrawYes: string;
  readonly cancel: string;
  readonly withdrawn: (name: string) => string;
  /** How many devices follow a seat (0 = none). */
  readonly devices: (n: number) => string;
  /** The notice when a second (or further) device joins a seat. */
  readonly secondDevice: (name: string, n: number) => string;
  readonly dismiss: string;
}

export const PHONES: Readonly<Record<Lang, PhonesWords>> = {
  en: {
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
  },
  sv: {
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
  },
  de: {
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
  },
  da: {
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
  },
};

export type DeviceCounts = Readonly<Record<number, number>>;

/** Devices following `seat`: 0 when none, null while unknown. */
export function devicesAt(devices: DeviceCounts | null, seat: number): number | null {
  if (devices === null) return null;
  return devices[seat] ?? 0;
}

/** The seats that had at most one device before and have two or more now, ascending. */
export function newlyShared(prev: DeviceCounts | null, next: DeviceCounts | null): number[] {
  if (next === null) return [];
  return Object.entries(next)
    .map(([k, n]) => [Number(k), n] as const)
    .filter(([seat, n]) => n >= 2 && (prev?.[seat] ?? 0) < 2)
    .map(([seat]) => seat)
    .sort((a, b) => a - b);
}

/**
 * A shown QR code's watch: the fewest devices seen on its seat since it was shown. A count
 * above that means a phone joined with it, so the code hides (`hide`); otherwise the floor
 * follows the count down (a withdrawn phone leaving does not count as one joining).
 */
export function qrWatch(floor: number, now: number | null): { hide: boolean; floor: number } {
  if (now === null) return { hide: false, floor };
  return now > floor ? { hide: true, floor } : { hide: false, floor: now };
}
