// The Phones tab's pure pieces (app/table/[id]/phones.ts) and the table stream's device counts
// (app/live/stream.ts devicesOf): how many devices follow a seat, which seats just got a second
// device (the tablet warns), when a shown QR code hides itself, and the words in four languages.
import { describe, expect, it } from 'vitest';
import { devicesOf, type StreamMessage } from '@/app/live/stream';
import { SEAT_LINK_WORDS } from '@/app/seat/leave-seat';
import { devicesAt, newlyShared, qrWatch } from '@/app/table/[id]/phones';
import { LANGS } from '@/lib/i18n/names';
import { PHONES } from './table-lang-words';

const msg = (event: string, data: string): StreamMessage => ({ event, id: null, data });

describe('the presence message’s device counts', () => {
  it.each([
    ['none yet', '{"online":[],"devices":{}}', {}],
    ['two seats', '{"online":[0,2],"devices":{"0":1,"2":2}}', { 0: 1, 2: 2 }],
    ['an older server (no counts)', '{"online":[0]}', null],
    ['a list is no counts', '{"online":[0],"devices":[1]}', null],
    ['a count that is no number', '{"online":[0],"devices":{"0":"1"}}', null],
    ['a negative count', '{"online":[0],"devices":{"0":-1}}', null],
    ['a seat that is no number', '{"online":[0],"devices":{"x":1}}', null],
    ['not JSON', '{devices', null],
  ] as const)('%s', (_name, data, out) => {
    expect(devicesOf(msg('presence', data))).toEqual(out);
  });
  it('only presence messages carry counts', () => {
    expect(devicesOf(msg('snapshot', '{"devices":{"0":1}}'))).toBeNull();
  });
});

describe('devices per seat', () => {
  it('reads 0 for a seat with none and null while unknown', () => {
    expect(devicesAt({ 1: 2 }, 1)).toBe(2);
    expect(devicesAt({ 1: 2 }, 0)).toBe(0);
    expect(devicesAt(null, 0)).toBeNull();
  });

  it.each([
    ['nothing known', null, null, []],
    ['a first phone is no warning', {}, { 0: 1 }, []],
    ['a second device on a seat is', { 0: 1 }, { 0: 2 }, [0]],
    ['two at once from nothing (a reconnect of both)', null, { 1: 2 }, [1]],
    ['a third is no new warning', { 0: 2 }, { 0: 3 }, []],
    ['back to one and up again warns again', { 0: 1 }, { 0: 2, 3: 2 }, [0, 3]],
  ] as const)('newlyShared: %s', (_name, prev, next, out) => {
    expect(newlyShared(prev, next)).toEqual(out);
  });

  it.each([
    ['no change keeps it shown', 0, 0, { hide: false, floor: 0 }],
    ['a phone joined: hide', 0, 1, { hide: true, floor: 0 }],
    ['a second phone while one was there: hide', 1, 2, { hide: true, floor: 1 }],
    ['the withdrawn phone left: the floor follows down', 1, 0, { hide: false, floor: 0 }],
    ['unknown: no change', 1, null, { hide: false, floor: 1 }],
  ] as const)('qrWatch: %s', (_name, floor, now, out) => {
    expect(qrWatch(floor, now)).toEqual(out);
  });
});

describe('the words in four languages', () => {
  it('every language has its own words for the Phones tab and the phone', () => {
    for (const lang of LANGS) {
      const w = PHONES[lang];
      for (const text of [w.showQr, w.hideQr, w.withdraw, w.withdrawYes, w.cancel, w.dismiss])
        expect(text.length).toBeGreaterThan(1);
      expect(w.withdrawSure('Bo')).toContain('Bo');
      expect(w.withdrawn('Bo')).toContain('Bo');
      expect(w.secondDevice('Bo', 2)).toContain('Bo');
      expect(w.secondDevice('Bo', 2)).toContain('2');
      expect(w.devices(2)).toContain('2');
      expect(w.devices(0)).not.toBe(w.devices(1));
      const s = SEAT_LINK_WORDS[lang];
      for (const text of Object.values(s)) expect(text.length).toBeGreaterThan(1);
      if (lang !== 'en') {
        expect(w.showQr).not.toBe(PHONES.en.showQr);
        expect(s.withdrawnText).not.toBe(SEAT_LINK_WORDS.en.withdrawnText);
      }
    }
  });
});
