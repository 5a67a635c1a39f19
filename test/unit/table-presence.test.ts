// What the tablet makes of presence: the stream's `presence` message read (and anything else
// refused), each seat's phone online, offline or unknown, the 7's discard prompt offering the
// phone only when it can answer, and the marker's words in the four languages.
import { describe, expect, it } from 'vitest';
import { presenceOf, type StreamMessage } from '@/app/live/stream';
import { offersPhone, phoneState } from '@/app/table/[id]/presence';
import { PHONE_ONLINE } from '@/app/ui/phone-mark';
import { LANGS } from '@/lib/i18n/names';

const msg = (event: string, data: string, id: string | null = null): StreamMessage => ({
  event,
  id,
  data,
});

describe('the presence message', () => {
  it.each([
    ['nobody', msg('presence', '{"online":[]}'), []],
    ['two seats', msg('presence', '{"online":[0,2]}'), [0, 2]],
    ['a snapshot is not presence', msg('snapshot', '{"online":[1]}', '3'), null],
    ['an update is not presence', msg('update', '{"version":4}', '4'), null],
    ['not JSON', msg('presence', '{online'), null],
    ['no list', msg('presence', '{"online":1}'), null],
    ['a seat that is no number', msg('presence', '{"online":["1"]}'), null],
    ['a negative seat', msg('presence', '{"online":[-1]}'), null],
    ['a fraction', msg('presence', '{"online":[0.5]}'), null],
  ] as const)('%s', (_name, m, online) => {
    expect(presenceOf(m)).toEqual(online);
  });
});

describe('phones on the tablet', () => {
  // online: what the stream said (null: unknown) · seat · phone input → state, phone offered
  it.each([
    [null, 1, true, 'unknown', true],
    [null, 1, false, 'unknown', false],
    [[], 1, true, 'offline', false],
    [[0, 2], 1, true, 'offline', false],
    [[1], 1, true, 'online', true],
    [[0, 1, 2], 1, true, 'online', true],
    [[1], 1, false, 'online', false],
    [[1], 0, true, 'offline', false],
  ] as const)(
    'online %j, seat %i, phone input %s: %s, phone offered %s',
    (online, seat, input, state, offered) => {
      expect(phoneState(online, seat)).toBe(state);
      expect(offersPhone(input, online, seat)).toBe(offered);
    },
  );

  it('the marker names the player in every language, each in its own words', () => {
    const words = LANGS.map((l) => PHONE_ONLINE[l]('Åsa'));
    for (const w of words) expect(w).toContain('Åsa');
    expect(new Set(words).size).toBe(LANGS.length);
  });
});
